import java.util.Arrays;

public class ArrayCopy {
    public static void main(String[] args) {
        int[] a = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        System.arraycopy(a, 0, a, 2, 5);
        System.out.println("overlap forward: " + Arrays.toString(a));
        int[] b = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        System.arraycopy(b, 3, b, 1, 6);
        System.out.println("overlap backward: " + Arrays.toString(b));
        int[] c = {0, 1, 2, 3, 4};
        System.arraycopy(c, 1, c, 1, 3);
        System.out.println("self same position: " + Arrays.toString(c));
        String[] s = {"a", "b", "c", "d", "e"};
        System.arraycopy(s, 0, s, 1, 4);
        System.out.println("object overlap: " + Arrays.toString(s));
        char[] ch = "abcdefgh".toCharArray();
        System.arraycopy(ch, 2, ch, 0, 6);
        System.out.println("char overlap: " + new String(ch));
        long[] l = {1, 2, 3, 4};
        long[] l2 = new long[6];
        System.arraycopy(l, 1, l2, 2, 3);
        System.out.println("long copy: " + Arrays.toString(l2));
        double[] d = {1.5, 2.5};
        double[] d2 = new double[2];
        System.arraycopy(d, 0, d2, 0, 0);
        System.out.println("zero length: " + Arrays.toString(d2));
        byte[] by = {1, 2, 3};
        short[] sh = {4, 5, 6};
        boolean[] bo = {true, false};
        float[] fl = {0.5f, 1.5f};
        byte[] by2 = new byte[3];
        short[] sh2 = new short[3];
        boolean[] bo2 = new boolean[2];
        float[] fl2 = new float[2];
        System.arraycopy(by, 0, by2, 0, 3);
        System.arraycopy(sh, 1, sh2, 0, 2);
        System.arraycopy(bo, 0, bo2, 0, 2);
        System.arraycopy(fl, 0, fl2, 0, 2);
        System.out.println(Arrays.toString(by2) + Arrays.toString(sh2) + Arrays.toString(bo2) + Arrays.toString(fl2));
        int[] src = {1, 2, 3};
        int[] dst = new int[3];
        String[] bad = {"negative src", "negative dst", "negative len", "src overflow", "dst overflow", "null src", "null dst"};
        for (int i = 0; i < bad.length; i++) {
            try {
                switch (i) {
                    case 0:
                        System.arraycopy(src, -1, dst, 0, 1);
                        break;
                    case 1:
                        System.arraycopy(src, 0, dst, -1, 1);
                        break;
                    case 2:
                        System.arraycopy(src, 0, dst, 0, -1);
                        break;
                    case 3:
                        System.arraycopy(src, 2, dst, 0, 2);
                        break;
                    case 4:
                        System.arraycopy(src, 0, dst, 2, 2);
                        break;
                    case 5:
                        System.arraycopy(null, 0, dst, 0, 1);
                        break;
                    default:
                        System.arraycopy(src, 0, null, 0, 1);
                }
                System.out.println(bad[i] + ": no exception");
            } catch (IndexOutOfBoundsException e) {
                System.out.println(bad[i] + ": " + e.getClass().getName());
            } catch (NullPointerException e) {
                System.out.println(bad[i] + ": " + e.getClass().getName());
            }
        }
        System.out.println("dst untouched: " + Arrays.toString(dst));
        int[] big = new int[100000];
        for (int i = 0; i < big.length; i++) big[i] = i;
        System.arraycopy(big, 0, big, 1, big.length - 1);
        System.out.println("big shift: " + big[0] + " " + big[1] + " " + big[99999]);
        Object[] objs = new Object[4];
        Integer[] ints = {1, 2, 3, 4};
        System.arraycopy(ints, 0, objs, 0, 4);
        System.arraycopy(objs, 0, objs, 1, 3);
        System.out.println("Integer[] -> Object[] then overlap: " + Arrays.toString(objs));
    }
}
