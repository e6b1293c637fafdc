import java.util.*;

public class ArraysUtil {
    public static void main(String[] args) {
        int[] a = {5, 3, 9, 1, 7, -2, 0, 9};
        System.out.println(Arrays.toString(a));
        int[] copy = Arrays.copyOf(a, 10);
        int[] shorter = Arrays.copyOf(a, 3);
        int[] range = Arrays.copyOfRange(a, 2, 5);
        System.out.println(Arrays.toString(copy) + " " + Arrays.toString(shorter) + " " + Arrays.toString(range));
        Arrays.sort(a);
        System.out.println("sorted " + Arrays.toString(a) + " binarySearch(7)=" + Arrays.binarySearch(a, 7) + " binarySearch(4)=" + Arrays.binarySearch(a, 4));
        int[] part = {9, 8, 7, 6, 5, 4};
        Arrays.sort(part, 1, 4);
        System.out.println("partial sort " + Arrays.toString(part));
        long[] la = new long[5];
        Arrays.fill(la, 7L);
        Arrays.fill(la, 1, 3, -1L);
        System.out.println(Arrays.toString(la));
        double[] da = {3.5, -0.0, 0.0, Double.NaN, -1e300, 2};
        Arrays.sort(da);
        System.out.println("doubles sorted " + Arrays.toString(da));
        char[] ca = "hello".toCharArray();
        Arrays.sort(ca);
        System.out.println(Arrays.toString(ca) + " " + new String(ca));
        boolean[] ba = new boolean[3];
        Arrays.fill(ba, true);
        System.out.println(Arrays.toString(ba) + " " + Arrays.toString(new byte[]{1, -1}) + " " + Arrays.toString(new short[]{300}) + " " + Arrays.toString(new float[]{1.5f}));
        String[] sa = {"pear", "Apple", "fig", "banana"};
        Arrays.sort(sa);
        System.out.println(Arrays.toString(sa));
        Arrays.sort(sa, (x, y) -> x.length() - y.length());
        System.out.println("by length (stable) " + Arrays.toString(sa));
        Arrays.sort(sa, String.CASE_INSENSITIVE_ORDER);
        System.out.println("case-insensitive " + Arrays.toString(sa));
        Integer[] boxed = {3, 1, 2};
        Arrays.sort(boxed, Collections.reverseOrder());
        System.out.println(Arrays.toString(boxed));
        List<String> view = Arrays.asList(sa);
        view.set(0, "CHANGED");
        System.out.println("asList writes through: " + sa[0] + " size=" + view.size() + " " + view);
        System.out.println("equals: " + Arrays.equals(new int[]{1, 2}, new int[]{1, 2}) + " " + Arrays.equals(new int[]{1, 2}, new int[]{2, 1}) + " " + Arrays.equals(new String[]{"a"}, new String[]{"a"}) + " " + Arrays.equals((int[]) null, null));
        System.out.println("hashCode: " + Arrays.hashCode(new int[]{1, 2, 3}) + " " + Arrays.hashCode(new String[]{"a", "b"}) + " " + Arrays.hashCode(new long[]{1L << 40}) + " " + Arrays.hashCode(new double[]{1.5}));
        int[][] nested = {{1, 2}, {3}};
        System.out.println("deepToString " + Arrays.deepToString(nested) + " deepEquals " + Arrays.deepEquals(nested, new int[][]{{1, 2}, {3}}));
        Object[] objs = {1, "two", null, 3.0, new int[0].length};
        System.out.println(Arrays.toString(objs));
        System.out.println("null array: " + Arrays.toString((int[]) null));
        Integer[] big = new Integer[200];
        Random r = new Random(99);
        for (int i = 0; i < big.length; i++) big[i] = r.nextInt(50);
        Arrays.sort(big);
        System.out.println("sorted 200 boxed: " + big[0] + " " + big[100] + " " + big[199]);
        int[] prim = new int[5000];
        for (int i = 0; i < prim.length; i++) prim[i] = r.nextInt();
        Arrays.sort(prim);
        boolean ok = true;
        for (int i = 1; i < prim.length; i++) if (prim[i - 1] > prim[i]) ok = false;
        System.out.println("sorted 5000 ints: " + ok + " min=" + prim[0] + " max=" + prim[prim.length - 1]);
        String[] grow = Arrays.copyOf(new String[]{"x"}, 3);
        System.out.println(Arrays.toString(grow));
        Object[] oc = Arrays.copyOf(new Integer[]{1, 2}, 2, Object[].class);
        System.out.println(oc.getClass().getName() + " " + Arrays.toString(oc));
        try {
            Arrays.copyOfRange(a, 5, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("copyOfRange: " + e.getClass().getName());
        }
    }
}
