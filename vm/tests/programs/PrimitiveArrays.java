import java.util.Arrays;

public class PrimitiveArrays {
    public static void main(String[] args) {
        byte[] bytes = new byte[4];
        short[] shorts = new short[4];
        char[] chars = new char[4];
        int[] ints = new int[4];
        long[] longs = new long[4];
        float[] floats = new float[4];
        double[] doubles = new double[4];
        boolean[] bools = new boolean[4];
        System.out.println("defaults: " + bytes[0] + " " + shorts[1] + " " + (int) chars[2] + " " + ints[3] + " " + longs[0] + " " + floats[1] + " " + doubles[2] + " " + bools[3]);
        for (int i = 0; i < 4; i++) {
            bytes[i] = (byte) (i * 100);
            shorts[i] = (short) (i * 20000);
            chars[i] = (char) ('A' + i * 20000);
            ints[i] = i * 1000000000;
            longs[i] = (long) i * 4000000000000000000L;
            floats[i] = i / 3f;
            doubles[i] = i / 3.0;
            bools[i] = i % 2 == 0;
        }
        System.out.println(Arrays.toString(bytes));
        System.out.println(Arrays.toString(shorts));
        int[] charCodes = new int[4];
        for (int i = 0; i < 4; i++) charCodes[i] = chars[i];
        System.out.println(Arrays.toString(charCodes));
        System.out.println(Arrays.toString(ints));
        System.out.println(Arrays.toString(longs));
        System.out.println(Arrays.toString(floats));
        System.out.println(Arrays.toString(doubles));
        System.out.println(Arrays.toString(bools));
        bytes[0] += 200;
        shorts[1] *= 3;
        chars[0]++;
        ints[1] <<= 1;
        longs[1] >>>= 60;
        floats[2] /= 0;
        doubles[3] %= 0.25;
        bools[1] |= true;
        System.out.println("compound on elements: " + bytes[0] + " " + shorts[1] + " " + chars[0] + " " + ints[1] + " " + longs[1] + " " + floats[2] + " " + doubles[3] + " " + bools[1]);
        byte[] bb = {(byte) 0xFF, 0x7F, (byte) 0x80};
        int unsignedSum = 0;
        for (byte x : bb) unsignedSum += x & 0xFF;
        System.out.println("unsigned bytes sum: " + unsignedSum);
        char[] word = {'j', 'a', 'v', 'a'};
        System.out.println("char[] printed: " + new String(word) + " length=" + word.length);
        System.out.print("char[] via println: ");
        System.out.println(word);
        long[] fib = new long[90];
        fib[0] = 0;
        fib[1] = 1;
        for (int i = 2; i < 90; i++) fib[i] = fib[i - 1] + fib[i - 2];
        System.out.println("fib[89]=" + fib[89]);
        double[] ds = new double[1000];
        for (int i = 0; i < ds.length; i++) ds[i] = Math.sqrt(i);
        double s = 0;
        for (double x : ds) s += x;
        System.out.println("double sum: " + s);
        int[] empty = {};
        System.out.println("empty: " + empty.length + " " + Arrays.toString(empty));
        try {
            bytes[4] = 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("byte[] " + e.getMessage());
        }
        try {
            long x = longs[-1];
            System.out.println(x);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("long[] " + e.getMessage());
        }
        try {
            int[] nul = null;
            nul[0] = 1;
        } catch (NullPointerException e) {
            System.out.println("null array store: " + e.getClass().getName());
        }
        try {
            int[] nul = null;
            System.out.println(nul.length);
        } catch (NullPointerException e) {
            System.out.println("null array length: " + e.getClass().getName());
        }
        try {
            char[] neg = new char[-5];
            System.out.println(neg.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("negative size: " + e.getMessage());
        }
        System.out.println("class names: " + bytes.getClass().getName() + " " + shorts.getClass().getName() + " " + chars.getClass().getName() + " " + ints.getClass().getName() + " " + longs.getClass().getName() + " " + floats.getClass().getName() + " " + doubles.getClass().getName() + " " + bools.getClass().getName());
        System.out.println("simple names: " + bytes.getClass().getSimpleName() + " " + new String[0].getClass().getSimpleName() + " " + new int[0][0].getClass().getSimpleName());
        System.out.println("component: " + ints.getClass().getComponentType() + " " + new String[0].getClass().getComponentType().getName() + " isArray=" + ints.getClass().isArray() + " isPrimitive=" + int.class.isPrimitive());
    }
}
