public class ArithFloat {
    static double nan() { return Double.NaN; }
    static float fnan() { return Float.NaN; }

    public static void main(String[] args) {
        double n = nan();
        float fn = fnan();
        System.out.println("NaN == NaN: " + (n == n));
        System.out.println("NaN != NaN: " + (n != n));
        System.out.println("NaN < 1: " + (n < 1) + ", NaN > 1: " + (n > 1) + ", NaN <= 1: " + (n <= 1) + ", NaN >= 1: " + (n >= 1));
        System.out.println("1 < NaN: " + (1 < n) + ", 1 > NaN: " + (1 > n));
        System.out.println("fNaN < 1: " + (fn < 1f) + ", fNaN > 1: " + (fn > 1f) + ", !(fNaN < 1): " + !(fn < 1f) + ", !(fNaN > 1): " + !(fn > 1f));
        System.out.println("Double.compare(NaN, 1) = " + Double.compare(n, 1.0) + ", (1, NaN) = " + Double.compare(1.0, n));
        System.out.println("Double.compare(0.0, -0.0) = " + Double.compare(0.0, -0.0));
        System.out.println("0.0 == -0.0: " + (0.0 == -0.0));
        System.out.println("Double.valueOf(0.0).equals(-0.0): " + Double.valueOf(0.0).equals(-0.0));
        System.out.println("Double.valueOf(NaN).equals(NaN): " + Double.valueOf(n).equals(n));
        System.out.println("isNaN: " + Double.isNaN(n) + " " + Float.isNaN(fn) + " " + Double.isNaN(1.0));
        System.out.println("isInfinite: " + Double.isInfinite(1.0 / 0.0) + " " + Double.isInfinite(n));
        int cnt = 0;
        double[] vals = {n, -1.0, 0.0, 1.0, Double.POSITIVE_INFINITY};
        for (double a : vals) {
            StringBuilder sb = new StringBuilder();
            for (double b : vals) {
                sb.append(a < b ? '<' : a > b ? '>' : a == b ? '=' : '?');
            }
            System.out.println("row " + (cnt++) + ": " + sb);
        }
        float[] fvals = {fn, -1f, 0f, 1f, Float.NEGATIVE_INFINITY};
        for (float a : fvals) {
            StringBuilder sb = new StringBuilder();
            for (float b : fvals) {
                sb.append(a <= b ? 'L' : '-').append(a >= b ? 'G' : '-').append(' ');
            }
            System.out.println("frow: " + sb);
        }

        // conversions: saturation and NaN -> 0
        double[] ds = {n, 1e20, -1e20, 3.99, -3.99, 2147483647.5, -2147483648.9, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 1e300, -0.0, 0.5, -0.5};
        for (double d : ds) {
            System.out.println("d=" + d + " (int)=" + (int) d + " (long)=" + (long) d 
                + " (short)=" + (short) d + " (byte)=" + (byte) d + " (char)=" + (int) (char) d);
        }
        float[] fs = {fn, 1e20f, -1e20f, 3.99f, -3.99f, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 16777217f};
        for (float f : fs) {
            System.out.println("f=" + f + " (int)=" + (int) f + " (long)=" + (long) f + " (double)=" + (double) f);
        }
        System.out.println("(float)1e20 = " + (float) 1e20 + ", (float)-3.99 = " + (float) -3.99 + ", (float)1e300 = " + (float) 1e300);
        System.out.println("(float)16777217 = " + (float) 16777217);
        System.out.println("(double)Long.MAX_VALUE = " + (double) Long.MAX_VALUE);
        System.out.println("(float)Long.MAX_VALUE = " + (float) Long.MAX_VALUE);
        System.out.println("(long)(double)Long.MAX_VALUE = " + (long) (double) Long.MAX_VALUE);
        System.out.println("(float)0.1 = " + (float) 0.1 + ", (double)0.1f = " + (double) 0.1f);

        // printing
        System.out.println(0.1 + 0.2);
        System.out.println(0.1f + 0.2f);
        System.out.println(1e7);
        System.out.println(1e6);
        System.out.println(9999999.0);
        System.out.println(12345678.9);
        System.out.println(1e-3);
        System.out.println(1e-4);
        System.out.println(100.0 / 3);
        System.out.println(100.0f / 3);
        System.out.println(2.0 / 3);
        System.out.println(1.0);
        System.out.println(-1.5);
        System.out.println(1e21);
        System.out.println(1.0e-10);
        System.out.println(123456789012345.0);
        System.out.println(Float.MIN_VALUE);
        System.out.println(Float.MAX_VALUE);
        System.out.println(Double.MIN_VALUE);
        System.out.println(Double.MAX_VALUE);
        System.out.println(-0.0);
        System.out.println(-0.0f);
        System.out.println(0.0 * -1);
        System.out.println(1.0 / -0.0);
        System.out.println(n);
        System.out.println(0.0 / 0.0);
        System.out.println(Math.sqrt(-1));
        System.out.println(3.0f);
        System.out.println(1.1f);
        System.out.println(1.1f * 1.1f);
        System.out.println(1.1 * 1.1);
        System.out.println(Math.PI);
        System.out.println(Math.E);
        System.out.println((float) Math.PI);
        System.out.println(Double.toString(5e-324));
        System.out.println(Float.toString(1.0E10f));
        System.out.println(String.valueOf(0.001f));
        System.out.println("" + 1e100);
        System.out.println(Double.parseDouble("3.25") + Double.parseDouble("-1e3") + Float.parseFloat("2.5"));
        System.out.println(Double.parseDouble("  12.5  "));
        System.out.println(Double.valueOf("1e-5"));
        System.out.println(Double.doubleToLongBits(1.0) + " " + Long.toHexString(Double.doubleToLongBits(-2.5)));
        System.out.println(Float.floatToIntBits(1.0f) + " " + Integer.toHexString(Float.floatToIntBits(-0.0f)));
        System.out.println(Double.longBitsToDouble(0x4009_21FB_5444_2D18L));
        System.out.println(Float.intBitsToFloat(0x3f800001));

        // float arithmetic precision
        float fsum = 0f;
        for (int i = 0; i < 10; i++) fsum += 0.1f;
        double dsum = 0;
        for (int i = 0; i < 10; i++) dsum += 0.1;
        System.out.println("fsum=" + fsum + " dsum=" + dsum);
        System.out.println("float rem: " + (5.5f % 2f) + " " + (-5.5 % 2) + " " + (5.5 % -2));
        System.out.println("inf-inf=" + (Double.POSITIVE_INFINITY - Double.POSITIVE_INFINITY));
        System.out.println("max*2=" + (Double.MAX_VALUE * 2));
        System.out.println("min/2=" + (Double.MIN_VALUE / 2));
        double x = 1.0;
        int steps = 0;
        while (x != 0.0) { x /= 2; steps++; }
        System.out.println("halvings to zero: " + steps);
        System.out.println("Double.MIN_NORMAL = " + Double.MIN_NORMAL);
        System.out.println("Double.hashCode(1.5) = " + Double.valueOf(1.5).hashCode() + " Float.hashCode(1.5f) = " + Float.valueOf(1.5f).hashCode());
        System.out.println("Double.compare(-0.0, 0.0) = " + Double.compare(-0.0, 0.0) + ", Math.min(-0.0, 0.0) = " + Math.min(-0.0, 0.0) + ", Math.max(-0.0f, 0.0f) = " + Math.max(-0.0f, 0.0f));
    }
}
