// Kernel: two-dimensional arrays, indexed as naive code does: a[i][j] in the inner loop
// (matrix multiply on int[][] and a transpose of a double[][]).
// Dominant bytecodes: aaload (the row), iaload/iastore, daload/dastore, arraylength,
// multianewarray (once a round).
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class Array2D {
    static final int SIZE = 120;

    static long run(int seed) {
        int[][] a = new int[SIZE][SIZE], b = new int[SIZE][SIZE], c = new int[SIZE][SIZE];
        for (int i = 0; i < SIZE; i++)
            for (int j = 0; j < SIZE; j++) {
                a[i][j] = (i * 31 + j * 17 + seed) % 100;
                b[i][j] = (i * 7 + j * 13) % 100;
            }
        for (int i = 0; i < SIZE; i++)
            for (int j = 0; j < SIZE; j++)
                for (int k = 0; k < SIZE; k++) c[i][j] += a[i][k] * b[k][j];
        double[][] m = new double[SIZE][SIZE];
        for (int i = 0; i < m.length; i++)
            for (int j = 0; j < m[i].length; j++) m[i][j] = c[i][j] * 0.5;
        for (int i = 0; i < m.length; i++)
            for (int j = i + 1; j < m[i].length; j++) {
                double t = m[i][j];
                m[i][j] = m[j][i];
                m[j][i] = t;
            }
        long sum = 0;
        for (int i = 0; i < SIZE; i++)
            for (int j = 0; j < SIZE; j++) sum += (long) m[i][j] * (i + 1) + c[i][j];
        return sum;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(r);
        System.out.println("Array2D " + sum);
    }
}
