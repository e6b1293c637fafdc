// The instruction groups the interpreter fuses (vm/src/interp/fuse.rs), with the values where
// arithmetic is easy to get wrong: every int/long operator with its operands in locals, on the
// stack and as constants; division by zero in each shape (and the line it is reported on);
// long shifts by counts past 63; float/double comparisons with NaN in every condition; the
// long `i++`; synchronized blocks that throw, nest and lock null.
public class FusedOps {
    static int sink;

    static int ints(int a, int b) {
        int h = 17;
        h = h * 31 + (a + b);
        h = h * 31 + (a - b);
        h = h * 31 + (a * b);
        h = h * 31 + (b != 0 ? a / b : 0);
        h = h * 31 + (b != 0 ? a % b : 0);
        h = h * 31 + (a << b);
        h = h * 31 + (a >> b);
        h = h * 31 + (a >>> b);
        h = h * 31 + (a & b) + (a | b) + (a ^ b);
        int s = a;
        s += b;
        s -= 7;
        s *= -3;
        s /= 5;
        s %= 1000;
        s <<= 33;
        s >>= 2;
        s >>>= 1;
        s &= 0xff0f;
        s |= 0x100;
        s ^= -1;
        return h * 31 + s + (a << 40) + (a >> -1) + (a / -1) + (a % -1);
    }

    static long longs(long a, long b, int sh) {
        long h = 17;
        h = h * 31 + (a + b);
        h = h * 31 + (a - b);
        h = h * 31 + (a * b);
        h = h * 31 + (b != 0 ? a / b : 0);
        h = h * 31 + (b != 0 ? a % b : 0);
        h = h * 31 + (a << sh) + (a >> sh) + (a >>> sh);
        h = h * 31 + (a << 65) + (a >> 63) + (a >>> 70);
        h = h * 31 + (a & b) + (a | b) + (a ^ b);
        long s = a;
        s += b;
        s -= 7L;
        s *= 6364136223846793005L;
        s /= 3L;
        s %= 1000000007L;
        s ^= 0x5DEECE66DL;
        s |= 1L << 62;
        s &= ~0xffL;
        return h * 31 + s + (a / -1L) + (a % -1L);
    }

    static long stores(int a, long b, float c, double d) {
        int i1 = a * 7, i2 = a >> 3, i3 = a - 100000, i4 = i1 ^ i2;
        long l1 = b * 31L, l2 = b >>> 7, l3 = b << a, l4 = l1 - l2;
        float f1 = c * 0.5f, f2 = c / 3f, f3 = f1 - f2;
        double d1 = d * 1.5, d2 = d / 7.0, d3 = d1 + d2;
        i4 = i1 * i2 + i3 * i4;
        l4 = l1 * l2 + l3 * l4;
        f3 = f1 * f2 + f3 * f3;
        d3 = d1 * d2 + d3 * d3;
        return i1 + i2 + i3 + i4 + l1 + l2 + l3 + l4 + Float.floatToIntBits(f3) + Double.doubleToLongBits(d3) % 1000;
    }

    static double doubles(double a, double b) {
        double h = 17;
        h = h * 31 + (a + b);
        h = h * 31 + (a - b);
        h = h * 31 + (a * b);
        h = h * 31 + (a / b);
        h = h * 0.5 - 1.25;
        h = h / 3.0 + a * 2.0;
        return h;
    }

    static float floats(float a, float b) {
        float h = 17;
        h = h * 31 + (a + b);
        h = h * 31 + (a - b);
        h = h * 31 + (a * b);
        h = h * 31 + (a / b);
        h = h * 0.5f - 1.25f;
        return h / 3f + a * 2f;
    }

    static String dcmp(double a, double b) {
        StringBuilder sb = new StringBuilder();
        if (a < b) sb.append('<');
        if (a <= b) sb.append("<=");
        if (a > b) sb.append('>');
        if (a >= b) sb.append(">=");
        if (a == b) sb.append("==");
        if (a != b) sb.append("!=");
        return sb.toString();
    }

    static String fcmp(float a, float b) {
        StringBuilder sb = new StringBuilder();
        if (a < b) sb.append('<');
        if (a <= b) sb.append("<=");
        if (a > b) sb.append('>');
        if (a >= b) sb.append(">=");
        if (a == b) sb.append("==");
        if (a != b) sb.append("!=");
        return sb.toString();
    }

    static String lcmp(long a, long b) {
        StringBuilder sb = new StringBuilder();
        if (a < b) sb.append('<');
        if (a <= b) sb.append("<=");
        if (a > b) sb.append('>');
        if (a >= b) sb.append(">=");
        if (a == b) sb.append("==");
        if (a != b) sb.append("!=");
        return sb.toString();
    }

    static String izero(int a) {
        StringBuilder sb = new StringBuilder();
        if (a < 0) sb.append('<');
        if (a <= 0) sb.append("<=");
        if (a > 0) sb.append('>');
        if (a >= 0) sb.append(">=");
        if (a == 0) sb.append("==");
        if (a != 0) sb.append("!=");
        return sb.toString();
    }

    static int line(Throwable t) {
        return t.getStackTrace()[0].getLineNumber();
    }

    static void divisions(int a, int zero, long la, long lzero) {
        try {
            sink = a / zero;
        } catch (ArithmeticException e) {
            System.out.println("locals idiv: " + e.getMessage() + " at +" + (line(e) - LINE0));
        }
        try {
            sink = (a + 1)
                    % zero;
        } catch (ArithmeticException e) {
            System.out.println("local irem: " + e.getMessage() + " at +" + (line(e) - LINE0));
        }
        try {
            sink = a / 0;
        } catch (ArithmeticException e) {
            System.out.println("const idiv: " + e.getMessage() + " at +" + (line(e) - LINE0));
        }
        try {
            sink = (int) (la
                    / lzero);
        } catch (ArithmeticException e) {
            System.out.println("locals ldiv: " + e.getMessage() + " at +" + (line(e) - LINE0));
        }
        try {
            sink = (int) ((la * 3) % lzero);
        } catch (ArithmeticException e) {
            System.out.println("local lrem: " + e.getMessage() + " at +" + (line(e) - LINE0));
        }
        try {
            sink = (int) (la % 0L);
        } catch (ArithmeticException e) {
            System.out.println("const lrem: " + e.getMessage() + " at +" + (line(e) - LINE0));
        }
        try {
            int r = a
                    / zero;
            sink = r;
        } catch (ArithmeticException e) {
            System.out.println("stored idiv: " + e.getMessage() + " at +" + (line(e) - LINE0));
        }
        try {
            long r = la;
            r %= lzero;
            sink = (int) r;
        } catch (ArithmeticException e) {
            System.out.println("stored lrem: " + e.getMessage() + " at +" + (line(e) - LINE0));
        }
        try {
            int r = (a * 3 + 1) / (zero * 2);
            sink = r;
        } catch (ArithmeticException e) {
            System.out.println("stack idiv: " + e.getMessage() + " at +" + (line(e) - LINE0));
        }
    }

    static final int LINE0 = 126; // the line of `static void divisions`

    static final Object LOCK = new Object();
    static long counter;

    static void syncs(Object maybeNull, int n) {
        for (long i = 0; i < n; i++) {
            synchronized (LOCK) {
                counter++;
                synchronized (LOCK) {
                    counter += 2;
                }
            }
        }
        try {
            synchronized (LOCK) {
                counter++;
                if (n > 0) throw new IllegalStateException("inside");
            }
        } catch (IllegalStateException e) {
            System.out.println("thrown in synchronized: " + e.getMessage() + ", held after: "
                    + Thread.holdsLock(LOCK));
        }
        try {
            synchronized (maybeNull) {
                counter++;
            }
        } catch (NullPointerException e) {
            System.out.println("synchronized (null): NullPointerException, held: " + Thread.holdsLock(LOCK));
        }
        System.out.println("counter = " + counter);
    }

    int count;
    long total;
    double mean;
    FusedOps next;

    static String arrays(int n) {
        int[] ia = new int[n];
        long[] la = new long[n];
        float[] fa = new float[n];
        double[] da = new double[n];
        byte[] ba = new byte[n];
        char[] ca = new char[n];
        short[] sa = new short[n];
        boolean[] za = new boolean[n];
        String[] ra = new String[n];
        for (int i = 0; i < n; i++) {
            ia[i] = i * -123457;
            la[i] = (long) i << 37;
            fa[i] = i / 3f;
            da[i] = -i / 7.0;
            ba[i] = (byte) (i * 37);
            ca[i] = (char) (i * 4099);
            sa[i] = (short) (i * 1031);
            za[i] = (i & 1) == 0;
            ra[i] = "s" + i;
        }
        long h = 0;
        for (int i = 0; i < n; i++) {
            h = h * 31 + ia[i] + la[i] + (long) fa[i] + (long) da[i] + ba[i] + ca[i] + sa[i] + (za[i] ? 1 : 2) + ra[i].length();
        }
        int[] ib = new int[n];
        long[] lb = new long[n];
        double[] db = new double[n];
        byte[] bb = new byte[n];
        char[] cb = new char[n];
        short[] sb = new short[n];
        boolean[] zb = new boolean[n];
        float[] fb = new float[n];
        for (int i = 0; i < ia.length; i++) {
            int iv = ia[i];
            ib[i] = iv;
            long lv = la[i];
            lb[i] = lv;
            double dv = da[i];
            db[i] = dv;
            byte bv = ba[i];
            bb[i] = bv;
            char cv = ca[i];
            cb[i] = cv;
            short sv = sa[i];
            sb[i] = sv;
            boolean zv = za[i];
            zb[i] = zv;
            float fv = fa[i];
            fb[i] = fv;
        }
        for (int i = 0; i < ib.length; i++) {
            h = h * 31 + ib[i] + lb[i] + (long) db[i] + bb[i] + cb[i] + sb[i] + (zb[i] ? 1 : 2) + (long) fb[i];
        }
        int off = 1;
        for (int i = 1; i < n - 1; i++) {
            h = h * 31 + ia[i - 1] + ia[i + 1] + la[off + i] + (long) da[i + 1] + ca[i - off] + sa[off + i - 1] + ba[i + 1];
        }
        String out = "arrays: " + h;
        try {
            h += ia[n - 1 + off];
        } catch (ArrayIndexOutOfBoundsException e) {
            out += " | offset " + e.getMessage();
        }
        try {
            h += ca[off - 2];
        } catch (ArrayIndexOutOfBoundsException e) {
            out += " | offset " + e.getMessage();
        }
        try {
            int v = 5;
            ib[n] = v;
        } catch (ArrayIndexOutOfBoundsException e) {
            out += " | store " + e.getMessage();
        }
        try {
            long[] nl = null;
            long v = 5;
            nl[0] = v;
        } catch (NullPointerException e) {
            out += " | store NullPointerException";
        }
        int[] nullInts = null;
        try {
            for (int i = 0; i < nullInts.length; i++) h++;
        } catch (NullPointerException e) {
            out += " | length NullPointerException";
        }
        int k = n;
        try {
            h += ia[k];
        } catch (ArrayIndexOutOfBoundsException e) {
            out += " | " + e.getMessage();
        }
        int m = -1;
        try {
            h += ca[m];
        } catch (ArrayIndexOutOfBoundsException e) {
            out += " | " + e.getMessage();
        }
        double[] none = null;
        try {
            h += (long) none[0];
        } catch (NullPointerException e) {
            out += " | NullPointerException";
        }
        return out;
    }

    static String fields(int n) {
        FusedOps o = new FusedOps();
        o.next = new FusedOps();
        for (int i = 0; i < n; i++) {
            o.count++;
            o.total += o.count;
            o.next.mean += 0.5;
            o.next.total -= i;
        }
        String out = "fields: " + o.count + " " + o.total + " " + o.next.mean + " " + o.next.total;
        FusedOps gone = o.next.next;
        try {
            gone.count += 1;
        } catch (NullPointerException e) {
            out += " | NullPointerException";
        }
        try {
            out += gone.total;
        } catch (NullPointerException e) {
            out += " | NullPointerException";
        }
        return out;
    }

    static int sCount;
    static long sTotal;
    static volatile int sVolatile;

    static String compound(int n, int zero) {
        FusedOps o = new FusedOps();
        long big = 3;
        double half = 0.5;
        int sh = 3;
        for (int i = 0; i < n; i++) {
            o.count += i;
            o.count ^= 0x55;
            o.count -= 7;
            o.total += big;
            o.total *= 3L;
            o.total >>>= sh;
            o.total += 1234567890123L;
            o.mean += half;
            o.mean *= 1.25;
            sCount += i;
            sCount++;
            sTotal -= big;
            sTotal += 5;
            sVolatile += 2;
        }
        String out = "compound: " + o.count + " " + o.total + " " + o.mean + " " + sCount + " " + sTotal + " " + sVolatile;
        try {
            o.count /= zero;
        } catch (ArithmeticException e) {
            out += " | field " + e.getMessage() + " count=" + o.count;
        }
        try {
            sTotal %= (long) zero;
        } catch (ArithmeticException e) {
            out += " | static " + e.getMessage() + " total=" + sTotal;
        }
        FusedOps none = o.next;
        try {
            none.count += 1;
        } catch (NullPointerException e) {
            out += " | NullPointerException";
        }
        return out;
    }

    static String fieldForms(int n, int zero) {
        FusedOps a = new FusedOps(), b = new FusedOps();
        a.next = b;
        b.next = a;
        long acc = 0;
        for (int i = 0; i < n; i++) {
            FusedOps p = a.next;
            int c = p.count;
            long t = p.total;
            p.count = c * 3 + i;
            p.total = t - c;
            p.mean = p.mean * 0.5 + i;
            a.count = a.next.count ^ i;
            a.total = a.next.total << 3;
            acc += a.next.next.count + b.next.total;
            a = p;
        }
        String out = "fieldForms: " + acc + " " + a.count + " " + b.total + " " + a.mean;
        FusedOps none = null;
        try {
            acc += none.next.count;
        } catch (NullPointerException e) {
            out += " | chain NullPointerException";
        }
        FusedOps lonely = new FusedOps();
        try {
            acc += lonely.next.total;
        } catch (NullPointerException e) {
            out += " | chain2 NullPointerException";
        }
        try {
            lonely.count = lonely.count / zero;
        } catch (ArithmeticException e) {
            out += " | putfield " + e.getMessage() + " count=" + lonely.count;
        }
        try {
            none.total = acc * 2;
        } catch (NullPointerException e) {
            out += " | putfield NullPointerException";
        }
        return out;
    }

    static String bounds(int x) {
        StringBuilder sb = new StringBuilder();
        int c = 0;
        for (int i = 0; i < 1000; i++) c++;
        for (int i = 100000; i >= -40000; i -= 7) c++;
        for (int i = 0; i <= 127; i++) c++;
        sb.append(c);
        if (x > 5) sb.append(" >5");
        if (x == -1) sb.append(" ==-1");
        if (x != 70000) sb.append(" !=70000");
        if (x * 2 < 100) sb.append(" 2x<100");
        if (x * 2 >= -100) sb.append(" 2x>=-100");
        return sb.toString();
    }

    public static void main(String[] args) {
        System.out.println(arrays(100));
        System.out.println(fields(1000));
        System.out.println(compound(1000, 0));
        System.out.println(fieldForms(1000, 0));
        for (int x : new int[] {-1, 0, 6, 70000, 49, 50, -50, -51}) System.out.println("bounds: " + bounds(x));
        int[] is = {0, 1, -1, 2, 7, -7, 31, 32, 33, 1000003, Integer.MAX_VALUE, Integer.MIN_VALUE};
        long ih = 0;
        for (int a : is) for (int b : is) ih = ih * 1000003 + ints(a, b);
        System.out.println("ints: " + ih);

        long[] ls = {0, 1, -1, 3, -9, 63, 64, 1L << 40, Long.MAX_VALUE, Long.MIN_VALUE, 0x123456789abcdefL};
        int[] shifts = {0, 1, 13, 63, 64, 65, -1};
        long lh = 0;
        for (long a : ls) for (long b : ls) for (int s : shifts) lh = lh * 31 + longs(a, b, s);
        System.out.println("longs: " + lh);
        long sh = 0;
        for (int a : is) for (long b : ls) sh = sh * 31 + stores(a, b, a / 3f, b / 7.0);
        System.out.println("stores: " + sh);

        double[] ds = {0.0, -0.0, 1.5, -2.25, 1e300, -1e-300, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        StringBuilder sb = new StringBuilder();
        for (double a : ds) for (double b : ds) {
            sb.append(Double.doubleToRawLongBits(doubles(a, b)) % 1000).append(dcmp(a, b)).append(' ');
            float fa = (float) a, fb = (float) b;
            sb.append(Float.floatToRawIntBits(floats(fa, fb)) % 1000).append(fcmp(fa, fb)).append(' ');
        }
        System.out.println("fp: " + sb);
        sb.setLength(0);
        for (long a : ls) for (long b : ls) sb.append(lcmp(a, b)).append(' ');
        for (int a : is) sb.append(izero(a)).append(' ');
        System.out.println("cmp: " + sb);

        long steps = 0, down = 1L << 40;
        for (long i = -5; i < 100000; i++) steps += i;
        for (long i = 0; i < 1000; i += 7) steps ^= i;
        for (long i = 1000; i > 0; i -= 3) down -= 5000000000L;
        System.out.println("long loops: " + steps + " " + down);

        divisions(7, 0, 7L, 0L);
        syncs(null, 1000);
    }
}
