// Expressions that make javac emit the less common instructions: dup_x1/dup_x2/dup2/dup2_x1/
// dup2_x2, pop2, wide iinc, fneg/dneg on zeros, frem/drem edge cases, long/double locals mixed
// with ints (two-slot locals), many-argument calls, lcmp/fcmp/dcmp in branches, iinc on
// negative constants, conditional expressions of every primitive type.
public class BytecodeCoverage {
    int f = 10;
    long lf = 100L;
    double df = 1.5;
    static int sf = 1;
    static long slf = 1000L;
    static double sdf = -2.5;

    static long sideEffects = 0;

    static long longReturning() {
        sideEffects++;
        return 42L;
    }

    static double doubleReturning() {
        sideEffects += 10;
        return 4.2;
    }

    static long mix(int a, long b, double c, float d, int e, long f, byte g, char h, short i, boolean j, double k) {
        return a + b + (long) c + (long) d + e + f + g + h + i + (j ? 1 : 0) + (long) k;
    }

    long instanceMix(long a, int b, double c, long d) {
        return a * b + (long) (c * d) + lf;
    }

    public static void main(String[] args) {
        int[] arr = {5, 6, 7};
        long[] larr = {50L, 60L};
        double[] darr = {0.5, 1.5};
        int i = 1;
        int v1 = arr[i]++;
        int v2 = ++arr[i];
        long v3 = larr[i]++;
        long v4 = --larr[0];
        double v5 = darr[1]++;
        arr[0] += arr[2] *= 2;
        System.out.println("array ++ values (dup_x2/dup2_x2): " + v1 + " " + v2 + " " + v3 + " " + v4 + " " + v5 + " arrays " + arr[0] + "," + arr[1] + "," + arr[2] + " " + larr[0] + "," + larr[1] + " " + darr[1]);
        BytecodeCoverage o = new BytecodeCoverage();
        int w1 = o.f++;
        long w2 = o.lf++;
        double w3 = o.df--;
        long w4 = ++o.lf;
        int w5 = o.f += 5;
        System.out.println("field ++ values (dup_x1/dup2_x1): " + w1 + " " + w2 + " " + w3 + " " + w4 + " " + w5 + " fields " + o.f + " " + o.lf + " " + o.df);
        long s1 = slf++;
        double s2 = sdf--;
        int s3 = sf++;
        long s4 = slf += 5;
        System.out.println("static ++ values (dup2): " + s1 + " " + s2 + " " + s3 + " " + s4 + " statics " + sf + " " + slf + " " + sdf);
        int a, b, c;
        a = b = c = 7;
        long la, lb;
        la = lb = 1L << 40;
        double da, db;
        da = db = 0.1;
        arr[0] = arr[1] = arr[2] = -1;
        larr[0] = larr[1] = 3L;
        o.lf = o.lf = 9L;
        System.out.println("chained assignment: " + a + b + c + " " + la + " " + lb + " " + da + db + " " + arr[0] + arr[1] + arr[2] + " " + larr[0] + larr[1] + " " + o.lf);
        longReturning();
        doubleReturning();
        longReturning();
        System.out.println("discarded long/double results (pop2): side effects " + sideEffects);
        int k = 0;
        k += 1000;
        k -= 129;
        k += 127;
        k += -128;
        for (int n = 0; n < 70000; n += 300) k++;
        System.out.println("iinc with wide constants: " + k);
        float fz = 0.0f;
        double dz = 0.0;
        System.out.println("negating zeros: " + (-fz) + " " + (-dz) + " " + (0.0f - fz) + " " + (0.0 - dz) + " " + (-(-dz)) + " " + (1 / -dz));
        double inf = Double.POSITIVE_INFINITY, nan = Double.NaN;
        System.out.println("drem: " + (5.0 % inf) + " " + (inf % 2) + " " + (-0.0 % 1) + " " + (1 % -0.0) + " " + (-7.5 % 2) + " " + (7.5 % -2) + " " + (nan % 1) + " " + (1e300 % 3) + " " + (-1e-300 % 1e-301));
        float finf = Float.POSITIVE_INFINITY;
        System.out.println("frem: " + (5.0f % finf) + " " + (finf % 2f) + " " + (-0.0f % 1f) + " " + (-7.5f % 2f) + " " + (16777216f % 3f));
        long big = Long.MAX_VALUE;
        int count = 0;
        for (long l = big - 5; l > big - 10 && l < big; l--) count++;
        System.out.println("lcmp loops: " + count + " " + (big > -big) + " " + (Long.MIN_VALUE < 0L) + " " + (0L > Long.MIN_VALUE));
        float fnan = Float.NaN;
        int branches = 0;
        if (fnan < 1f) branches += 1;
        if (fnan > 1f) branches += 2;
        if (!(fnan >= 1f)) branches += 4;
        if (!(fnan <= 1f)) branches += 8;
        if (nan != nan) branches += 16;
        if (!(nan == nan)) branches += 32;
        System.out.println("NaN branches: " + branches);
        System.out.println("many-argument static call: " + mix(1, 2L, 3.9, 4.9f, 5, 6L, (byte) -7, 'A', (short) 300, true, -1.5));
        System.out.println("instance call with two-slot args: " + o.instanceMix(3L, 4, 2.5, 10L));
        long la2 = 1;
        int ia = 2;
        double da2 = 3;
        int ib = 4;
        long lb2 = 5;
        float fa = 6;
        double db2 = 7;
        for (int t = 0; t < 10; t++) {
            la2 = la2 * 3 + ia;
            ia = (int) (la2 % 1000) + ib;
            da2 = da2 / 2 + fa;
            ib ^= t;
            lb2 += la2 >>> 3;
            fa *= 1.5f;
            db2 -= da2;
        }
        System.out.println("interleaved slots: " + la2 + " " + ia + " " + da2 + " " + ib + " " + lb2 + " " + fa + " " + db2);
        boolean flag = sideEffects > 3;
        byte by = flag ? (byte) 1 : (byte) -1;
        short sh = flag ? (short) 1000 : (short) -1000;
        char ch = flag ? 'y' : 'n';
        long lo = flag ? 1L << 33 : -1L;
        float fl = flag ? 1.25f : -1.25f;
        double dbl = flag ? 2.5 : -2.5;
        Object ob = flag ? "obj" : null;
        System.out.println("conditionals: " + by + " " + sh + " " + ch + " " + lo + " " + fl + " " + dbl + " " + ob);
        Object x = "s";
        Object y = new String("s");
        System.out.println("acmp: " + (x == y) + " " + (x != y) + " " + (x == x) + " null==null " + (null == (Object) null));
        int[] nullArr = null;
        System.out.println("ifnull: " + (nullArr == null) + " " + (arr != null));
        char cc = 'a';
        cc += 1;
        cc *= 2;
        short ss = (short) 40000;
        ss >>= 1;
        byte bb = (byte) 0x7f;
        bb++;
        System.out.println("narrowing compound: " + (int) cc + " " + ss + " " + bb);
        long shift = 1L;
        int amount = 65;
        long lamount = 66L;
        System.out.println("shift amounts: " + (shift << amount) + " " + (shift << (int) lamount) + " " + (-1 >> 40) + " " + (-1L >>> (long) 63));
        int x1 = Integer.MAX_VALUE;
        x1 += 1L;
        int x2 = 10;
        x2 *= 1.99;
        long x3 = 10L;
        x3 /= 0.3f;
        System.out.println("compound with wider right side: " + x1 + " " + x2 + " " + x3);
    }
}
