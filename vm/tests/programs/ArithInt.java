public class ArithInt {
    static int zero() { return 0; }
    static long lzero() { return 0L; }
    static int neg1() { return -1; }
    static long lneg1() { return -1L; }

    public static void main(String[] args) {
        int max = Integer.MAX_VALUE, min = Integer.MIN_VALUE;
        System.out.println("max+1 = " + (max + 1));
        System.out.println("min-1 = " + (min - 1));
        System.out.println("max*2 = " + (max * 2));
        System.out.println("max*max = " + (max * max));
        System.out.println("-min = " + (-min));
        System.out.println("min/-1 = " + (min / neg1()));
        System.out.println("min%-1 = " + (min % neg1()));
        System.out.println("Math.abs(min) = " + Math.abs(min));
        long lmax = Long.MAX_VALUE, lmin = Long.MIN_VALUE;
        System.out.println("lmax+1 = " + (lmax + 1));
        System.out.println("lmin/-1 = " + (lmin / lneg1()));
        System.out.println("lmin%-1 = " + (lmin % lneg1()));
        System.out.println("lmax*3 = " + (lmax * 3));
        System.out.println("(long)max*2 = " + ((long) max * 2));
        System.out.println("(int)lmax = " + (int) lmax);
        System.out.println("(int)0x1_0000_0005L = " + (int) 0x100000005L);

        // division and remainder signs
        int[] as = {7, -7, 7, -7, 0, 1, -1};
        int[] bs = {2, 2, -2, -2, 3, 5, 5};
        for (int i = 0; i < as.length; i++) {
            System.out.println(as[i] + " / " + bs[i] + " = " + (as[i] / bs[i]) + ", % = " + (as[i] % bs[i]));
        }
        long[] las = {7L, -7L, 7000000000L, -7000000000L};
        long[] lbs = {2L, 2L, -3L, 3L};
        for (int i = 0; i < las.length; i++) {
            System.out.println(las[i] + " / " + lbs[i] + " = " + (las[i] / lbs[i]) + ", % = " + (las[i] % lbs[i]));
        }

        try { System.out.println(1 / zero()); } catch (ArithmeticException e) { System.out.println("idiv: " + e); }
        try { System.out.println(1 % zero()); } catch (ArithmeticException e) { System.out.println("irem: " + e.getMessage()); }
        try { System.out.println(1L / lzero()); } catch (ArithmeticException e) { System.out.println("ldiv: " + e); }
        try { System.out.println(1L % lzero()); } catch (ArithmeticException e) { System.out.println("lrem: " + e.getMessage()); }
        System.out.println("1.0/0 = " + (1.0 / zero()));
        System.out.println("1%0.0 = " + (1 % 0.0));

        // shifts are masked
        int one = 1;
        System.out.println("1 << 33 = " + (one << 33));
        System.out.println("1 << 32 = " + (one << 32));
        System.out.println("1 << -1 = " + (one << -1));
        System.out.println("-1 >>> 65 = " + (-1 >>> 65));
        System.out.println("-1 >>> 28 = " + (-1 >>> 28));
        System.out.println("-16 >> 2 = " + (-16 >> 2));
        System.out.println("-16 >>> 2 = " + (-16 >>> 2));
        System.out.println("1L << 65 = " + (1L << 65));
        System.out.println("1L << 63 = " + (1L << 63));
        System.out.println("-1L >>> 65 = " + (-1L >>> 65));
        System.out.println("-1L >>> 127 = " + (-1L >>> 127));
        System.out.println("-8L >> 1 = " + (-8L >> 1));
        int s = 40;
        System.out.println("1 << s(40) = " + (1 << s));
        System.out.println("1L << s(40) = " + (1L << s));

        // bitwise
        System.out.println("0xF0 & 0x3C = " + (0xF0 & 0x3C));
        System.out.println("0xF0 | 0x0F = " + (0xF0 | 0x0F));
        System.out.println("0xFF ^ 0x0F = " + (0xFF ^ 0x0F));
        System.out.println("~0 = " + (~0));
        System.out.println("~5L = " + (~5L));
        System.out.println("0xFFFFFFFF = " + 0xFFFFFFFF);
        System.out.println("0x7FFFFFFFFFFFFFFFL = " + 0x7FFFFFFFFFFFFFFFL);
        System.out.println("077 = " + 077);
        System.out.println("0b1010 = " + 0b1010);

        // increments
        int i = 5;
        int j = i++ + ++i;
        System.out.println("i=" + i + " j=" + j);
        i = max;
        i++;
        System.out.println("max++ = " + i);
        long acc = 1;
        for (int k = 0; k < 70; k++) acc *= 3;
        System.out.println("3^70 mod 2^64 = " + acc);
        int h = 0;
        for (int k = 0; k < 1000; k++) h = 31 * h + k;
        System.out.println("hash = " + h);
        System.out.println("Integer.MIN_VALUE = " + Integer.MIN_VALUE + ", Long.MIN_VALUE = " + Long.MIN_VALUE);
        System.out.println("compare: " + Integer.compare(3, 5) + " " + Long.compare(5L, 3L) + " " + Integer.signum(-9));
        System.out.println("Math.floorDiv(-7,2) = " + Math.floorDiv(-7, 2) + ", floorMod(-7,2) = " + Math.floorMod(-7, 2));
        try {
            Math.addExact(max, 1);
        } catch (ArithmeticException e) {
            System.out.println("addExact: " + e.getMessage());
        }
        try {
            Math.multiplyExact(lmax, 2L);
        } catch (ArithmeticException e) {
            System.out.println("multiplyExact: " + e.getMessage());
        }
        try {
            Math.toIntExact(lmax);
        } catch (ArithmeticException e) {
            System.out.println("toIntExact: " + e.getMessage());
        }
    }
}
