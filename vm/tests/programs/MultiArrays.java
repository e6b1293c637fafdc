import java.util.Arrays;

public class MultiArrays {
    public static void main(String[] args) {
        int[][] grid = new int[3][4];
        for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) grid[i][j] = i * 10 + j;
        System.out.println(Arrays.deepToString(grid) + " rows=" + grid.length + " cols=" + grid[0].length);
        int[][][] cube = new int[2][3][4];
        int n = 0;
        for (int[][] plane : cube) for (int[] row : plane) for (int k = 0; k < row.length; k++) row[k] = n++;
        System.out.println("cube[1][2][3]=" + cube[1][2][3] + " " + Arrays.deepToString(cube[1]));
        int[][] jagged = new int[4][];
        for (int i = 0; i < jagged.length; i++) {
            jagged[i] = new int[i + 1];
            for (int j = 0; j <= i; j++) jagged[i][j] = (i == j || j == 0) ? 1 : jagged[i - 1][j - 1] + jagged[i - 1][j];
        }
        System.out.println("pascal: " + Arrays.deepToString(jagged));
        int[][] partial = new int[2][];
        System.out.println("partial rows null: " + (partial[0] == null));
        String[][] names = {{"a", "b"}, {"c"}, {}};
        System.out.println(Arrays.deepToString(names) + " " + names[2].length);
        long[][] longs = new long[2][2];
        longs[1][1] = Long.MAX_VALUE;
        double[][] doubles = {{1.5, 2.5}, {3.5}};
        char[][] chars = new char[2][3];
        chars[0][1] = 'x';
        boolean[][][] bools = new boolean[1][2][3];
        bools[0][1][2] = true;
        System.out.println(Arrays.deepToString(longs) + " " + Arrays.deepToString(doubles) + " " + (int) chars[1][2] + chars[0][1] + " " + Arrays.deepToString(bools));
        Object[][] objs = new Integer[2][2];
        objs[0][0] = 5;
        System.out.println("Integer[][] as Object[][]: " + objs.getClass().getName() + " " + objs[0].getClass().getName() + " " + objs[0][0]);
        System.out.println("class names: " + grid.getClass().getName() + " " + cube.getClass().getName() + " " + names.getClass().getName() + " " + longs.getClass().getName() + " " + bools.getClass().getSimpleName());
        int[][] copy = grid.clone();
        copy[0][0] = 999;
        copy[1] = new int[]{7};
        System.out.println("shallow clone: grid[0][0]=" + grid[0][0] + " grid[1].length=" + grid[1].length);
        int[][] matA = {{1, 2}, {3, 4}};
        int[][] matB = {{5, 6}, {7, 8}};
        int[][] prod = new int[2][2];
        for (int i = 0; i < 2; i++) for (int j = 0; j < 2; j++) for (int k = 0; k < 2; k++) prod[i][j] += matA[i][k] * matB[k][j];
        System.out.println("matrix product: " + Arrays.deepToString(prod));
        try {
            int[][] neg = new int[2][-1];
            System.out.println(neg.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("negative inner dimension: " + e);
        }
        try {
            int[][] neg = new int[-3][2];
            System.out.println(neg.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("negative outer dimension: " + e);
        }
        try {
            grid[3][0] = 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("outer index: " + e.getMessage());
        }
        try {
            grid[0][-1] = 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("inner index: " + e.getMessage());
        }
        int[][] empty = new int[0][5];
        int[][] zeroInner = new int[3][0];
        System.out.println("empty dims: " + empty.length + " " + zeroInner.length + " " + zeroInner[2].length);
        int[][][] mixedAlloc = new int[2][3][];
        System.out.println("new int[2][3][]: " + mixedAlloc[1].length + " " + (mixedAlloc[1][2] == null));
        long sum = 0;
        int[][] big = new int[300][300];
        for (int i = 0; i < 300; i++) for (int j = 0; j < 300; j++) big[i][j] = i ^ j;
        for (int[] row : big) for (int v : row) sum += v;
        System.out.println("big xor sum: " + sum);
    }
}
