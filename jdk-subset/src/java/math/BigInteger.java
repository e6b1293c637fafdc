package java.math;

import java.util.Random;

/**
 * Arbitrary-precision integers: a sign and a magnitude of 32-bit words, least significant word
 * first ({@code mag[0]} is the low word), never with a zero high word ({@code mag.length == 0}
 * is zero). Arithmetic is done on magnitudes with {@code long} intermediates: schoolbook and
 * Karatsuba multiplication and squaring, Knuth's algorithm D for division. Results, hash codes
 * and exception messages follow the JDK's specification.
 */
public class BigInteger extends Number implements Comparable<BigInteger> {
    private static final long serialVersionUID = -8287574255936472291L;
    private static final long M = 0xFFFFFFFFL;
    private static final int[] NO_WORDS = new int[0];
    /** Karatsuba is used when both operands have at least this many words. */
    private static final int KARATSUBA_THRESHOLD = 48;
    private static final int KARATSUBA_SQUARE_THRESHOLD = 64;

    /** -1, 0 or 1. */
    final int signum;
    /** Little-endian magnitude without high zero words. */
    final int[] mag;

    public static final BigInteger ZERO = new BigInteger(0, NO_WORDS);
    public static final BigInteger ONE = new BigInteger(1, new int[] {1});
    public static final BigInteger TWO = new BigInteger(1, new int[] {2});
    public static final BigInteger TEN = new BigInteger(1, new int[] {10});
    private static final BigInteger NEGATIVE_ONE = new BigInteger(-1, new int[] {1});

    private static final BigInteger[] SMALL = new BigInteger[33];

    static {
        for (int i = 0; i <= 32; i++) {
            SMALL[i] = i == 0 ? ZERO : new BigInteger(1, new int[] {i});
        }
        SMALL[1] = ONE;
        SMALL[2] = TWO;
        SMALL[10] = TEN;
    }

    /** Trusted: {@code mag} is trimmed and owned by the new value. */
    BigInteger(int signum, int[] mag) {
        this.signum = mag.length == 0 ? 0 : signum;
        this.mag = mag;
    }

    private static BigInteger of(int signum, int[] mag) {
        return mag.length == 0 ? ZERO : new BigInteger(signum, mag);
    }

    // ---------------------------------------------------------------- construction

    public BigInteger(String val) {
        this(val, 10);
    }

    // digits of a radix that always fit in a positive int, and radix^that
    private static final int[] DIGITS_PER_INT = {0, 0, 30, 19, 15, 13, 11, 11, 10, 9, 9, 8, 8, 8, 8,
        7, 7, 7, 7, 7, 7, 7, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 5};

    private static int intPow(int radix, int n) {
        int r = 1;
        while (n-- > 0) {
            r *= radix;
        }
        return r;
    }

    public BigInteger(String val, int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new NumberFormatException("Radix out of range");
        }
        int len = val.length();
        if (len == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        int sign = 1;
        int cursor = 0;
        int minus = val.lastIndexOf('-');
        int plus = val.lastIndexOf('+');
        if (minus >= 0) {
            if (minus != 0 || plus >= 0) {
                throw new NumberFormatException("Illegal embedded sign character");
            }
            sign = -1;
            cursor = 1;
        } else if (plus >= 0) {
            if (plus != 0) {
                throw new NumberFormatException("Illegal embedded sign character");
            }
            cursor = 1;
        }
        if (cursor == len) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        while (cursor < len && Character.digit(val.charAt(cursor), radix) == 0) {
            cursor++;
        }
        if (cursor == len) {
            this.signum = 0;
            this.mag = NO_WORDS;
            return;
        }
        int numDigits = len - cursor;
        int per = DIGITS_PER_INT[radix];
        int bitsPerDigit = 32 - Integer.numberOfLeadingZeros(radix - 1);
        long words = ((long) numDigits * bitsPerDigit + 31) / 32 + 1;
        if (words > (1 << 26)) {
            throw new ArithmeticException("BigInteger would overflow supported range");
        }
        int[] m = new int[(int) words];
        int first = numDigits % per;
        if (first == 0) {
            first = per;
        }
        String group = val.substring(cursor, cursor + first);
        cursor += first;
        int g = Integer.parseInt(group, radix);
        if (g < 0) {
            throw new NumberFormatException("Illegal digit");
        }
        m[0] = g;
        int used = 1;
        int superRadix = intPow(radix, per);
        while (cursor < len) {
            group = val.substring(cursor, cursor + per);
            cursor += per;
            g = Integer.parseInt(group, radix);
            if (g < 0) {
                throw new NumberFormatException("Illegal digit");
            }
            used = mulAddInPlace(m, used, superRadix, g);
        }
        int[] t = trim(m, used);
        this.mag = t;
        this.signum = t.length == 0 ? 0 : sign;
    }

    /** m[0..used) = m * mul + add; returns the new used length. */
    private static int mulAddInPlace(int[] m, int used, int mul, int add) {
        long ml = mul & M;
        long carry = add & M;
        for (int i = 0; i < used; i++) {
            long t = (m[i] & M) * ml + carry;
            m[i] = (int) t;
            carry = t >>> 32;
        }
        if (carry != 0) {
            m[used++] = (int) carry;
        }
        return used;
    }

    public BigInteger(byte[] val) {
        this(val, 0, val.length);
    }

    public BigInteger(byte[] val, int off, int len) {
        if (val.length == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        checkRange(off, len, val.length);
        int words = (len + 3) / 4;
        int[] w = new int[words];
        boolean neg = len > 0 && val[off] < 0;
        for (int i = 0; i < len; i++) {
            int b = val[off + len - 1 - i] & 0xFF;
            w[i >>> 2] |= b << ((i & 3) * 8);
        }
        if (neg) {
            int rem = len & 3;
            if (rem != 0) {
                w[words - 1] |= -1 << (rem * 8);
            }
        }
        BigInteger r = fromTwos(w);
        this.signum = r.signum;
        this.mag = r.mag;
    }

    private static void checkRange(int off, int len, int arrayLength) {
        if (off < 0 || len < 0 || off > arrayLength - len) {
            throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + len
                + ") out of bounds for length " + arrayLength);
        }
    }

    public BigInteger(int signum, byte[] magnitude) {
        this(signum, magnitude, 0, magnitude.length);
    }

    public BigInteger(int signum, byte[] magnitude, int off, int len) {
        if (signum < -1 || signum > 1) {
            throw new NumberFormatException("Invalid signum value");
        }
        checkRange(off, len, magnitude.length);
        int words = (len + 3) / 4;
        int[] w = new int[words];
        for (int i = 0; i < len; i++) {
            int b = magnitude[off + len - 1 - i] & 0xFF;
            w[i >>> 2] |= b << ((i & 3) * 8);
        }
        int[] t = trim(w, words);
        if (t.length == 0) {
            this.signum = 0;
        } else {
            if (signum == 0) {
                throw new NumberFormatException("signum-magnitude mismatch");
            }
            this.signum = signum;
        }
        this.mag = t;
    }

    public BigInteger(int numBits, Random rnd) {
        int[] t = randomBits(numBits, rnd);
        this.mag = t;
        this.signum = t.length == 0 ? 0 : 1;
    }

    private static int[] randomBits(int numBits, Random rnd) {
        if (numBits < 0) {
            throw new IllegalArgumentException("numBits must be non-negative");
        }
        if (numBits == 0) {
            return NO_WORDS;
        }
        int numBytes = (int) (((long) numBits + 7) / 8);
        byte[] bytes = new byte[numBytes];
        rnd.nextBytes(bytes);
        int excess = 8 * numBytes - numBits;
        bytes[0] &= (byte) ((1 << (8 - excess)) - 1);
        int[] w = new int[(numBytes + 3) / 4];
        for (int i = 0; i < numBytes; i++) {
            int b = bytes[numBytes - 1 - i] & 0xFF;
            w[i >>> 2] |= b << ((i & 3) * 8);
        }
        return trim(w, w.length);
    }

    public BigInteger(int bitLength, int certainty, Random rnd) {
        BigInteger p = randomPrime(bitLength, certainty, rnd);
        this.signum = p.signum;
        this.mag = p.mag;
    }

    public static BigInteger probablePrime(int bitLength, Random rnd) {
        return randomPrime(bitLength, 100, rnd);
    }

    private static BigInteger randomPrime(int bitLength, int certainty, Random rnd) {
        if (bitLength < 2) {
            throw new ArithmeticException("bitLength < 2");
        }
        while (true) {
            BigInteger c = new BigInteger(bitLength, rnd).setBit(bitLength - 1);
            if (bitLength > 2) {
                c = c.setBit(0);
            }
            if (c.isProbablePrime(certainty)) {
                return c;
            }
        }
    }

    public static BigInteger valueOf(long val) {
        if (val >= 0 && val <= 32) {
            return SMALL[(int) val];
        }
        if (val == -1) {
            return NEGATIVE_ONE;
        }
        int sign = 1;
        if (val < 0) {
            val = -val; // Long.MIN_VALUE stays, read as unsigned below
            sign = -1;
        }
        int hi = (int) (val >>> 32);
        int[] m = hi == 0 ? new int[] {(int) val} : new int[] {(int) val, hi};
        return new BigInteger(sign, m);
    }

    // ---------------------------------------------------------------- magnitude helpers

    private static int[] trim(int[] a, int len) {
        while (len > 0 && a[len - 1] == 0) {
            len--;
        }
        if (len == a.length) {
            return a;
        }
        if (len == 0) {
            return NO_WORDS;
        }
        int[] r = new int[len];
        System.arraycopy(a, 0, r, 0, len);
        return r;
    }

    private static int cmpMag(int[] a, int[] b) {
        int al = a.length;
        int bl = b.length;
        if (al != bl) {
            return al < bl ? -1 : 1;
        }
        for (int i = al - 1; i >= 0; i--) {
            int x = a[i];
            int y = b[i];
            if (x != y) {
                return (x + Integer.MIN_VALUE) < (y + Integer.MIN_VALUE) ? -1 : 1;
            }
        }
        return 0;
    }

    private static int[] addMag(int[] a, int[] b) {
        if (a.length < b.length) {
            int[] t = a;
            a = b;
            b = t;
        }
        int al = a.length;
        int bl = b.length;
        // allocate the extra word only when a carry out of the top is possible
        long top = (a[al - 1] & M) + (al == bl ? (b[bl - 1] & M) : 0) + 1;
        int rl = top > M ? al + 1 : al;
        int[] r = new int[rl];
        long carry = 0;
        int i = 0;
        for (; i < bl; i++) {
            long t = (a[i] & M) + (b[i] & M) + carry;
            r[i] = (int) t;
            carry = t >>> 32;
        }
        for (; i < al; i++) {
            long t = (a[i] & M) + carry;
            r[i] = (int) t;
            carry = t >>> 32;
        }
        if (rl > al) {
            r[al] = (int) carry;
            return carry == 0 ? trim(r, rl) : r;
        }
        return r;
    }

    /** a - b for a >= b. */
    private static int[] subMag(int[] a, int[] b) {
        int al = a.length;
        int bl = b.length;
        int[] r = new int[al];
        long borrow = 0;
        int i = 0;
        for (; i < bl; i++) {
            long t = (a[i] & M) - (b[i] & M) + borrow;
            r[i] = (int) t;
            borrow = t >> 32;
        }
        for (; i < al; i++) {
            long t = (a[i] & M) + borrow;
            r[i] = (int) t;
            borrow = t >> 32;
        }
        return trim(r, al);
    }

    private static int[] mulInt(int[] a, int m) {
        long ml = m & M;
        int al = a.length;
        // the top word grows when its product, plus at most one carry, overflows
        long top = (a[al - 1] & M) * ml;
        int rl = (top >>> 32) != 0 || (top & M) > M - ml ? al + 1 : al;
        int[] r = new int[rl];
        long carry = 0;
        for (int i = 0; i < al; i++) {
            long t = (a[i] & M) * ml + carry;
            r[i] = (int) t;
            carry = t >>> 32;
        }
        if (rl > al) {
            r[al] = (int) carry;
            return carry == 0 ? trim(r, rl) : r;
        }
        return r;
    }

    private static int[] mulMag(int[] a, int[] b) {
        int al = a.length;
        int bl = b.length;
        if (al == 0 || bl == 0) {
            return NO_WORDS;
        }
        if (al == 1) {
            return mulInt(b, a[0]);
        }
        if (bl == 1) {
            return mulInt(a, b[0]);
        }
        if (al >= KARATSUBA_THRESHOLD && bl >= KARATSUBA_THRESHOLD) {
            return karatsuba(a, b);
        }
        return trim(schoolbook(a, al, b, bl), al + bl);
    }

    private static int[] schoolbook(int[] a, int al, int[] b, int bl) {
        int[] r = new int[al + bl];
        // first row without reading r
        long a0 = a[0] & M;
        long carry = 0;
        for (int j = 0; j < bl; j++) {
            long t = a0 * (b[j] & M) + carry;
            r[j] = (int) t;
            carry = t >>> 32;
        }
        r[bl] = (int) carry;
        for (int i = 1; i < al; i++) {
            long ai = a[i] & M;
            if (ai == 0) {
                continue;
            }
            carry = 0;
            int k = i;
            for (int j = 0; j < bl; j++, k++) {
                long t = ai * (b[j] & M) + (r[k] & M) + carry;
                r[k] = (int) t;
                carry = t >>> 32;
            }
            r[k] = (int) carry;
        }
        return r;
    }

    private static int[] low(int[] a, int h) {
        return a.length <= h ? a : trim(a, h);
    }

    private static int[] high(int[] a, int h) {
        if (a.length <= h) {
            return NO_WORDS;
        }
        int[] r = new int[a.length - h];
        System.arraycopy(a, h, r, 0, r.length);
        return r;
    }

    /** r[off..] += x (r is large enough). */
    private static void addInto(int[] r, int off, int[] x) {
        long carry = 0;
        int i = 0;
        for (; i < x.length; i++) {
            long t = (r[off + i] & M) + (x[i] & M) + carry;
            r[off + i] = (int) t;
            carry = t >>> 32;
        }
        for (int k = off + i; carry != 0 && k < r.length; k++) {
            long t = (r[k] & M) + carry;
            r[k] = (int) t;
            carry = t >>> 32;
        }
    }

    private static int[] karatsuba(int[] a, int[] b) {
        int h = (Math.max(a.length, b.length) + 1) / 2;
        int[] a0 = low(a, h);
        int[] a1 = high(a, h);
        int[] b0 = low(b, h);
        int[] b1 = high(b, h);
        int[] z0 = mulMag(a0, b0);
        int[] z2 = mulMag(a1, b1);
        int[] z1 = subMag(subMag(mulMag(addMag(a0, a1), addMag(b0, b1)), z0), z2);
        int[] r = new int[a.length + b.length + 1];
        addInto(r, 0, z0);
        addInto(r, h, z1);
        addInto(r, 2 * h, z2);
        return trim(r, r.length);
    }

    private static int[] squareMag(int[] a) {
        int n = a.length;
        if (n == 0) {
            return NO_WORDS;
        }
        if (n >= KARATSUBA_SQUARE_THRESHOLD) {
            int h = (n + 1) / 2;
            int[] a0 = low(a, h);
            int[] a1 = high(a, h);
            int[] z0 = squareMag(a0);
            int[] z2 = squareMag(a1);
            int[] z1 = subMag(subMag(squareMag(addMag(a0, a1)), z0), z2);
            int[] r = new int[2 * n + 1];
            addInto(r, 0, z0);
            addInto(r, h, z1);
            addInto(r, 2 * h, z2);
            return trim(r, r.length);
        }
        int[] r = new int[2 * n];
        // cross products a[i]*a[j], i < j
        for (int i = 0; i < n - 1; i++) {
            long ai = a[i] & M;
            long carry = 0;
            int k = 2 * i + 1;
            for (int j = i + 1; j < n; j++, k++) {
                long t = ai * (a[j] & M) + (r[k] & M) + carry;
                r[k] = (int) t;
                carry = t >>> 32;
            }
            r[k] = (int) carry;
        }
        // double them
        int prev = 0;
        for (int i = 0; i < 2 * n; i++) {
            int w = r[i];
            r[i] = (w << 1) | (prev >>> 31);
            prev = w;
        }
        // add the squares
        long carry = 0;
        for (int i = 0; i < n; i++) {
            long ai = a[i] & M;
            long sq = ai * ai;
            long t = (r[2 * i] & M) + (sq & M) + carry;
            r[2 * i] = (int) t;
            t = (r[2 * i + 1] & M) + (sq >>> 32) + (t >>> 32);
            r[2 * i + 1] = (int) t;
            carry = t >>> 32;
        }
        return trim(r, 2 * n);
    }

    /**
     * Divides a[0..len) in place by d (unsigned), returning the remainder (unsigned, as an int).
     */
    private static int divIntInPlace(int[] a, int len, int d) {
        long dl = d & M;
        long r = 0;
        if (d > 0) {
            for (int i = len - 1; i >= 0; i--) {
                long cur = (r << 32) | (a[i] & M);
                long q = cur / dl;
                a[i] = (int) q;
                r = cur - q * dl;
            }
        } else {
            for (int i = len - 1; i >= 0; i--) {
                long cur = (r << 32) | (a[i] & M);
                long q;
                if (cur >= 0) {
                    q = cur / dl;
                    r = cur - q * dl;
                } else {
                    q = ((cur >>> 1) / dl) << 1;
                    r = cur - q * dl;
                    if (r >= dl) {
                        q++;
                        r -= dl;
                    }
                }
                a[i] = (int) q;
            }
        }
        return (int) r;
    }

    /** The magnitude modulo a positive int. */
    private static int remInt(int[] a, int d) {
        long dl = d;
        long r = 0;
        for (int i = a.length - 1; i >= 0; i--) {
            r = ((r << 32) | (a[i] & M)) % dl;
        }
        return (int) r;
    }

    /** {quotient, remainder} of magnitudes; b is not zero. */
    private static int[][] divRemMag(int[] a, int[] b) {
        return divRemMag(a, b, true);
    }

    private static int[][] divRemMag(int[] a, int[] b, boolean wantRem) {
        return divRemMag(a, b, wantRem, true);
    }

    private static int[][] divRemMag(int[] a, int[] b, boolean wantRem, boolean recursive) {
        int c = cmpMag(a, b);
        if (c < 0) {
            return new int[][] {NO_WORDS, a};
        }
        if (c == 0) {
            return new int[][] {new int[] {1}, NO_WORDS};
        }
        int n = b.length;
        if (n == 1) {
            int[] q = a.clone();
            int r = divIntInPlace(q, q.length, b[0]);
            return new int[][] {trim(q, q.length), r == 0 ? NO_WORDS : new int[] {r}};
        }
        if (recursive && n >= BZ_THRESHOLD && a.length - n >= BZ_OFFSET) {
            BigInteger[] qr = divideRecursive(new BigInteger(1, a), new BigInteger(1, b));
            return new int[][] {qr[0].mag, qr[1].mag};
        }
        int m = a.length - n;
        // Knuth's algorithm D. The quotient digits are estimated from the divisor and the partial
        // remainder shifted left by s (the divisor's top bit set), as the algorithm requires, but
        // only their top words are shifted: the multiply-subtract runs on the unshifted arrays,
        // where it subtracts the same multiple.
        int s = Integer.numberOfLeadingZeros(b[n - 1]);
        int rs = 32 - s;
        long vTop;
        long vNext;
        if (s == 0) {
            vTop = b[n - 1] & M;
            vNext = b[n - 2] & M;
        } else {
            vTop = ((b[n - 1] << s) | (b[n - 2] >>> rs)) & M;
            vNext = ((b[n - 2] << s) | (n > 2 ? b[n - 3] >>> rs : 0)) & M;
        }
        int[] u = new int[a.length + 1];
        System.arraycopy(a, 0, u, 0, a.length);
        int[] q = new int[m + 1];
        for (int j = m; j >= 0; j--) {
            int top = j + n;
            long u0;
            long u1;
            long u2;
            if (s == 0) {
                u0 = u[top] & M;
                u1 = u[top - 1] & M;
                u2 = u[top - 2] & M;
            } else {
                int w3 = top >= 3 ? u[top - 3] : 0;
                u0 = ((u[top] << s) | (u[top - 1] >>> rs)) & M;
                u1 = ((u[top - 1] << s) | (u[top - 2] >>> rs)) & M;
                u2 = ((u[top - 2] << s) | (w3 >>> rs)) & M;
            }
            long num = (u0 << 32) | u1;
            long qhat;
            long rhat;
            if (num >= 0) {
                qhat = num / vTop;
                rhat = num - qhat * vTop;
            } else {
                qhat = ((num >>> 1) / vTop) << 1;
                rhat = num - qhat * vTop;
                if (rhat >= vTop) {
                    qhat++;
                    rhat -= vTop;
                }
            }
            // qhat may be 2^32 (when u0 == vTop); refine with the next words
            while (qhat > M
                || (qhat * vNext) + Long.MIN_VALUE > ((rhat << 32) | u2) + Long.MIN_VALUE) {
                qhat--;
                rhat += vTop;
                if (rhat > M) {
                    break;
                }
            }
            if (qhat == 0) {
                continue;
            }
            // multiply and subtract
            long k = 0;
            long t;
            for (int i = 0; i < n; i++) {
                long p = qhat * (b[i] & M);
                t = (u[i + j] & M) - k - (p & M);
                u[i + j] = (int) t;
                k = (p >>> 32) - (t >> 32);
            }
            t = (u[top] & M) - k;
            u[top] = (int) t;
            if (t < 0) {
                qhat--;
                k = 0;
                for (int i = 0; i < n; i++) {
                    t = (u[i + j] & M) + (b[i] & M) + k;
                    u[i + j] = (int) t;
                    k = t >>> 32;
                }
                u[top] += (int) k;
            }
            q[j] = (int) qhat;
        }
        if (!wantRem) {
            return new int[][] {trim(q, m + 1), null};
        }
        return new int[][] {trim(q, m + 1), trim(u, n)};
    }

    /** Recursive division (Burnikel-Ziegler) for divisors of at least this many words... */
    private static final int BZ_THRESHOLD = 100;
    /** ...and dividends at least this many words longer. */
    private static final int BZ_OFFSET = 50;

    /** x mod 2^bits for x >= 0. */
    private static BigInteger lowBits(BigInteger x, int bits) {
        int words = (bits + 31) >>> 5;
        if (x.mag.length < words || (x.mag.length == words && (bits & 31) == 0)) {
            return x;
        }
        int[] r = new int[words];
        System.arraycopy(x.mag, 0, r, 0, words);
        if ((bits & 31) != 0) {
            r[words - 1] &= (1 << (bits & 31)) - 1;
        }
        return of(1, trim(r, words));
    }

    /**
     * {a / b, a % b} for a, b > 0 by divide and conquer: a is cut into blocks of b's bit length,
     * each (remainder, block) pair is divided by the two-by-one recursion.
     */
    private static BigInteger[] divideRecursive(BigInteger a, BigInteger b) {
        int n = b.bitLength();
        int blocks = (a.bitLength() + n - 1) / n;
        BigInteger q = ZERO;
        BigInteger r = ZERO;
        for (int i = blocks - 1; i >= 0; i--) {
            BigInteger block = lowBits(a.shiftRight(i * n), n);
            BigInteger[] qr = divide2by1(r.shiftLeft(n).add(block), b, n);
            q = q.shiftLeft(n).add(qr[0]);
            r = qr[1];
        }
        return new BigInteger[] {q, r};
    }

    /** {a / b, a % b} where b has exactly n bits and 0 <= a < b * 2^n. */
    private static BigInteger[] divide2by1(BigInteger a, BigInteger b, int n) {
        if (n < BZ_THRESHOLD * 32 || a.bitLength() - n < BZ_THRESHOLD * 32) {
            if (a.signum == 0) {
                return new BigInteger[] {ZERO, ZERO};
            }
            int[][] qr = divRemMag(a.mag, b.mag, true, false);
            return new BigInteger[] {of(1, qr[0]), of(1, qr[1])};
        }
        boolean odd = (n & 1) != 0;
        if (odd) {
            a = a.shiftLeft(1);
            b = b.shiftLeft(1);
            n++;
        }
        int h = n >> 1;
        BigInteger b1 = b.shiftRight(h);
        BigInteger b2 = lowBits(b, h);
        BigInteger[] hi = divide3by2(a.shiftRight(n), lowBits(a.shiftRight(h), h), b, b1, b2, h);
        BigInteger[] lo = divide3by2(hi[1], lowBits(a, h), b, b1, b2, h);
        BigInteger r = odd ? lo[1].shiftRight(1) : lo[1];
        return new BigInteger[] {hi[0].shiftLeft(h).add(lo[0]), r};
    }

    /**
     * {a / b, a % b} for a = a12 * 2^h + a3 (a3 < 2^h) and b = b1 * 2^h + b2 with 2h bits, where
     * a < b * 2^h: the quotient is estimated from a12 / b1 and corrected (at most twice).
     */
    private static BigInteger[] divide3by2(BigInteger a12, BigInteger a3, BigInteger b,
            BigInteger b1, BigInteger b2, int h) {
        BigInteger q;
        BigInteger r;
        if (a12.shiftRight(h).equals(b1)) {
            q = ONE.shiftLeft(h).subtract(ONE);
            r = a12.subtract(b1.shiftLeft(h)).add(b1);
        } else {
            BigInteger[] qr = divide2by1(a12, b1, h);
            q = qr[0];
            r = qr[1];
        }
        r = r.shiftLeft(h).add(a3).subtract(q.multiply(b2));
        while (r.signum < 0) {
            q = q.subtract(ONE);
            r = r.add(b);
        }
        return new BigInteger[] {q, r};
    }

    private static int[] shlMag(int[] a, int n) {
        if (a.length == 0 || n == 0) {
            return a;
        }
        int words = n >>> 5;
        int bits = n & 31;
        int al = a.length;
        int[] r = new int[al + words + 1];
        if (bits == 0) {
            System.arraycopy(a, 0, r, words, al);
        } else {
            int rs = 32 - bits;
            int carry = 0;
            for (int i = 0; i < al; i++) {
                int w = a[i];
                r[i + words] = (w << bits) | carry;
                carry = w >>> rs;
            }
            r[al + words] = carry;
        }
        return trim(r, r.length);
    }

    private static int[] shrMag(int[] a, int n) {
        int words = n >>> 5;
        int bits = n & 31;
        int al = a.length;
        if (words >= al) {
            return NO_WORDS;
        }
        int rl = al - words;
        int[] r = new int[rl];
        if (bits == 0) {
            System.arraycopy(a, words, r, 0, rl);
        } else {
            int ls = 32 - bits;
            for (int i = 0; i < rl - 1; i++) {
                r[i] = (a[i + words] >>> bits) | (a[i + words + 1] << ls);
            }
            r[rl - 1] = a[al - 1] >>> bits;
        }
        return trim(r, rl);
    }

    /** Whether any of the low n bits of the magnitude is set. */
    private static boolean lowBitsSet(int[] a, int n) {
        int words = n >>> 5;
        for (int i = 0; i < words && i < a.length; i++) {
            if (a[i] != 0) {
                return true;
            }
        }
        int bits = n & 31;
        return bits != 0 && words < a.length && (a[words] & ((1 << bits) - 1)) != 0;
    }

    private static int bitLengthMag(int[] a) {
        int l = a.length;
        return l == 0 ? 0 : (l - 1) * 32 + 32 - Integer.numberOfLeadingZeros(a[l - 1]);
    }

    private static final int[] ONE_WORD = {1};

    // ---------------------------------------------------------------- arithmetic

    public BigInteger add(BigInteger val) {
        if (val.signum == 0) {
            return this;
        }
        if (signum == 0) {
            return val;
        }
        if (val.signum == signum) {
            return new BigInteger(signum, addMag(mag, val.mag));
        }
        int c = cmpMag(mag, val.mag);
        if (c == 0) {
            return ZERO;
        }
        return c > 0 ? new BigInteger(signum, subMag(mag, val.mag))
            : new BigInteger(val.signum, subMag(val.mag, mag));
    }

    public BigInteger subtract(BigInteger val) {
        if (val.signum == 0) {
            return this;
        }
        if (signum == 0) {
            return val.negate();
        }
        if (val.signum != signum) {
            return new BigInteger(signum, addMag(mag, val.mag));
        }
        int c = cmpMag(mag, val.mag);
        if (c == 0) {
            return ZERO;
        }
        return c > 0 ? new BigInteger(signum, subMag(mag, val.mag))
            : new BigInteger(-signum, subMag(val.mag, mag));
    }

    public BigInteger multiply(BigInteger val) {
        if (signum == 0 || val.signum == 0) {
            return ZERO;
        }
        if (val == this && mag.length > 4) {
            return new BigInteger(1, squareMag(mag));
        }
        return new BigInteger(signum * val.signum, mulMag(mag, val.mag));
    }

    private BigInteger square() {
        return signum == 0 ? ZERO : new BigInteger(1, squareMag(mag));
    }

    private static void checkDivisor(BigInteger val) {
        if (val.signum == 0) {
            throw new ArithmeticException("BigInteger divide by zero");
        }
    }

    public BigInteger divide(BigInteger val) {
        checkDivisor(val);
        if (signum == 0) {
            return ZERO;
        }
        int[][] qr = divRemMag(mag, val.mag, false);
        return of(signum * val.signum, qr[0]);
    }

    public BigInteger remainder(BigInteger val) {
        checkDivisor(val);
        if (signum == 0) {
            return ZERO;
        }
        int[][] qr = divRemMag(mag, val.mag);
        return of(signum, qr[1]);
    }

    public BigInteger[] divideAndRemainder(BigInteger val) {
        checkDivisor(val);
        if (signum == 0) {
            return new BigInteger[] {ZERO, ZERO};
        }
        int[][] qr = divRemMag(mag, val.mag);
        return new BigInteger[] {of(signum * val.signum, qr[0]), of(signum, qr[1])};
    }

    public BigInteger mod(BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        BigInteger r = remainder(m);
        return r.signum >= 0 ? r : r.add(m);
    }

    public BigInteger pow(int exponent) {
        if (exponent < 0) {
            throw new ArithmeticException("Negative exponent");
        }
        if (exponent == 0) {
            return ONE;
        }
        if (signum == 0) {
            return ZERO;
        }
        int sign = (signum < 0 && (exponent & 1) == 1) ? -1 : 1;
        // strip powers of two: they become a shift
        int tz = getLowestSetBit();
        int[] base = shrMag(mag, tz);
        long shift = (long) tz * exponent;
        if (shift > Integer.MAX_VALUE) {
            throw new ArithmeticException("BigInteger would overflow supported range");
        }
        int[] result = ONE_WORD;
        if (base.length == 1 && base[0] == 1) {
            result = ONE_WORD;
        } else {
            int e = exponent;
            int[] b = base;
            while (true) {
                if ((e & 1) != 0) {
                    result = result == ONE_WORD ? b : mulMag(result, b);
                }
                e >>>= 1;
                if (e == 0) {
                    break;
                }
                b = squareMag(b);
            }
        }
        return new BigInteger(sign, shlMag(result, (int) shift));
    }

    public BigInteger sqrt() {
        if (signum < 0) {
            throw new ArithmeticException("Negative BigInteger");
        }
        if (signum == 0) {
            return ZERO;
        }
        return sqrtMagnitude();
    }

    /** floor(sqrt(this)) for this > 0. */
    private BigInteger sqrtMagnitude() {
        int bl = bitLength();
        if (bl <= 62) {
            long v = longValue();
            long r = (long) Math.sqrt((double) v);
            while (r * r > v) {
                r--;
            }
            while ((r + 1) * (r + 1) <= v) {
                r++;
            }
            return valueOf(r);
        }
        // the root of the top 61 or 62 bits, recursively, scaled back up is accurate to about
        // half the bits and at least the root: Newton from above then needs one or two steps
        int k = (bl - 61) / 2;
        BigInteger x = shiftRight(2 * k).sqrtMagnitude().add(ONE).shiftLeft(k);
        while (true) {
            BigInteger y = x.add(divide(x)).shiftRight(1);
            if (y.compareTo(x) >= 0) {
                return x;
            }
            x = y;
        }
    }

    public BigInteger[] sqrtAndRemainder() {
        BigInteger s = sqrt();
        return new BigInteger[] {s, subtract(s.square())};
    }

    public BigInteger gcd(BigInteger val) {
        if (val.signum == 0) {
            return abs();
        }
        if (signum == 0) {
            return val.abs();
        }
        int[] a = mag;
        int[] b = val.mag;
        while (b.length != 0) {
            if (a.length <= 2 && b.length <= 2) {
                long x = toLong(a);
                long y = toLong(b);
                // unsigned Euclid on values < 2^64
                while (y != 0) {
                    long r = remUnsigned(x, y);
                    x = y;
                    y = r;
                }
                return new BigInteger(1, longMag(x));
            }
            int[] r = divRemMag(a, b)[1];
            a = b;
            b = r;
        }
        return new BigInteger(1, a);
    }

    private static long toLong(int[] a) {
        long v = 0;
        for (int i = a.length - 1; i >= 0; i--) {
            v = (v << 32) | (a[i] & M);
        }
        return v;
    }

    private static int[] longMag(long v) {
        int hi = (int) (v >>> 32);
        if (hi != 0) {
            return new int[] {(int) v, hi};
        }
        return v == 0 ? NO_WORDS : new int[] {(int) v};
    }

    private static long remUnsigned(long x, long y) {
        if (x >= 0 && y >= 0) {
            return x % y;
        }
        if (y < 0) {
            return (x + Long.MIN_VALUE) < (y + Long.MIN_VALUE) ? x : x - y;
        }
        long q = ((x >>> 1) / y) << 1;
        long r = x - q * y;
        return (r + Long.MIN_VALUE) >= (y + Long.MIN_VALUE) ? r - y : r;
    }

    public BigInteger abs() {
        return signum >= 0 ? this : negate();
    }

    public BigInteger negate() {
        return signum == 0 ? this : new BigInteger(-signum, mag);
    }

    public int signum() {
        return signum;
    }

    public BigInteger modInverse(BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        if (m.equals(ONE)) {
            return ZERO;
        }
        BigInteger a = mod(m);
        // extended Euclid: track s with a*s = r (mod m)
        BigInteger r0 = m;
        BigInteger r1 = a;
        BigInteger s0 = ZERO;
        BigInteger s1 = ONE;
        while (r1.signum != 0) {
            BigInteger[] qr = r0.divideAndRemainder(r1);
            BigInteger s2 = s0.subtract(qr[0].multiply(s1));
            r0 = r1;
            r1 = qr[1];
            s0 = s1;
            s1 = s2;
        }
        if (!r0.equals(ONE)) {
            throw new ArithmeticException("BigInteger not invertible.");
        }
        return s0.mod(m);
    }

    public BigInteger modPow(BigInteger exponent, BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        if (exponent.signum == 0) {
            return m.equals(ONE) ? ZERO : ONE;
        }
        if (equals(ONE)) {
            return m.equals(ONE) ? ZERO : ONE;
        }
        if (signum == 0 && exponent.signum >= 0) {
            return ZERO;
        }
        BigInteger base = this;
        BigInteger e = exponent;
        if (e.signum < 0) {
            base = modInverse(m);
            e = e.negate();
        }
        int[] mm = m.mag;
        int[] b = base.mod(m).mag;
        if (b.length == 0) {
            return ZERO;
        }
        int[] em = e.mag;
        int bits = bitLengthMag(em);
        // left-to-right sliding window over the exponent: odd powers b^1, b^3, ... precomputed
        int k = bits <= 7 ? 1 : bits <= 25 ? 2 : bits <= 81 ? 3 : bits <= 241 ? 4
            : bits <= 673 ? 5 : bits <= 1793 ? 6 : 7;
        int[][] odd = new int[1 << (k - 1)][];
        odd[0] = b;
        if (k > 1) {
            int[] b2 = modSquare(b, mm);
            for (int i = 1; i < odd.length; i++) {
                odd[i] = modMultiply(odd[i - 1], b2, mm);
            }
        }
        int[] result = null; // one
        int i = bits - 1;
        while (i >= 0) {
            if (!bitOf(em, i)) {
                if (result != null) {
                    result = modSquare(result, mm);
                }
                i--;
                continue;
            }
            int l = Math.max(i - k + 1, 0);
            while (!bitOf(em, l)) {
                l++;
            }
            int window = 0;
            for (int j = i; j >= l; j--) {
                window = (window << 1) | (bitOf(em, j) ? 1 : 0);
                if (result != null) {
                    result = modSquare(result, mm);
                }
            }
            int[] f = odd[(window - 1) >>> 1];
            result = result == null ? f : modMultiply(result, f, mm);
            if (result.length == 0) {
                return ZERO;
            }
            i = l - 1;
        }
        if (result == null) {
            return m.equals(ONE) ? ZERO : ONE;
        }
        return of(1, result);
    }

    private static boolean bitOf(int[] mag, int i) {
        return (mag[i >>> 5] & (1 << (i & 31))) != 0;
    }

    private static int[] modSquare(int[] x, int[] m) {
        return divRemMag(squareMag(x), m)[1];
    }

    private static int[] modMultiply(int[] x, int[] y, int[] m) {
        return divRemMag(mulMag(x, y), m)[1];
    }

    public BigInteger min(BigInteger val) {
        return compareTo(val) < 0 ? this : val;
    }

    public BigInteger max(BigInteger val) {
        return compareTo(val) > 0 ? this : val;
    }

    // ---------------------------------------------------------------- shifts and bits

    public BigInteger shiftLeft(int n) {
        if (signum == 0) {
            return ZERO;
        }
        if (n > 0) {
            return new BigInteger(signum, shlMag(mag, n));
        } else if (n == 0) {
            return this;
        }
        return shiftRightBits(n == Integer.MIN_VALUE ? Integer.MAX_VALUE : -n);
    }

    public BigInteger shiftRight(int n) {
        if (signum == 0) {
            return ZERO;
        }
        if (n > 0) {
            return shiftRightBits(n);
        } else if (n == 0) {
            return this;
        }
        if (n == Integer.MIN_VALUE) {
            throw new ArithmeticException("Shift distance of Integer.MIN_VALUE not supported.");
        }
        return new BigInteger(signum, shlMag(mag, -n));
    }

    private BigInteger shiftRightBits(int n) {
        int[] r = shrMag(mag, n);
        if (signum > 0) {
            return of(1, r);
        }
        // floor division for negatives: round the magnitude up when bits were lost
        if (lowBitsSet(mag, n)) {
            r = addMag(r, ONE_WORD);
        }
        return r.length == 0 ? ZERO : new BigInteger(-1, r);
    }

    /** Word k of the infinite two's complement representation. */
    private int twosWord(int k) {
        if (k >= mag.length) {
            return signum < 0 ? -1 : 0;
        }
        if (signum >= 0) {
            return mag[k];
        }
        int f = 0;
        while (mag[f] == 0) {
            f++;
        }
        if (k < f) {
            return 0;
        }
        return k == f ? -mag[k] : ~mag[k];
    }

    /** len words of the two's complement representation. */
    private int[] toTwos(int len) {
        int[] w = new int[len];
        int n = Math.min(len, mag.length);
        if (signum >= 0) {
            System.arraycopy(mag, 0, w, 0, n);
            return w;
        }
        boolean carry = true;
        for (int i = 0; i < len; i++) {
            int x = i < n ? ~mag[i] : -1;
            if (carry) {
                x++;
                carry = x == 0;
            }
            w[i] = x;
        }
        return w;
    }

    /** The value of a two's complement word array (its top bit is the sign). */
    private static BigInteger fromTwos(int[] w) {
        int len = w.length;
        if (len == 0) {
            return ZERO;
        }
        if (w[len - 1] >= 0) {
            return of(1, trim(w.clone(), len));
        }
        int[] m = new int[len];
        boolean carry = true;
        for (int i = 0; i < len; i++) {
            int x = ~w[i];
            if (carry) {
                x++;
                carry = x == 0;
            }
            m[i] = x;
        }
        return of(-1, trim(m, len));
    }

    public BigInteger and(BigInteger val) {
        int len = Math.max(mag.length, val.mag.length) + 1;
        int[] a = toTwos(len);
        int[] b = val.toTwos(len);
        for (int i = 0; i < len; i++) {
            a[i] &= b[i];
        }
        return fromTwos(a);
    }

    public BigInteger or(BigInteger val) {
        int len = Math.max(mag.length, val.mag.length) + 1;
        int[] a = toTwos(len);
        int[] b = val.toTwos(len);
        for (int i = 0; i < len; i++) {
            a[i] |= b[i];
        }
        return fromTwos(a);
    }

    public BigInteger xor(BigInteger val) {
        int len = Math.max(mag.length, val.mag.length) + 1;
        int[] a = toTwos(len);
        int[] b = val.toTwos(len);
        for (int i = 0; i < len; i++) {
            a[i] ^= b[i];
        }
        return fromTwos(a);
    }

    public BigInteger andNot(BigInteger val) {
        int len = Math.max(mag.length, val.mag.length) + 1;
        int[] a = toTwos(len);
        int[] b = val.toTwos(len);
        for (int i = 0; i < len; i++) {
            a[i] &= ~b[i];
        }
        return fromTwos(a);
    }

    public BigInteger not() {
        int len = mag.length + 1;
        int[] a = toTwos(len);
        for (int i = 0; i < len; i++) {
            a[i] = ~a[i];
        }
        return fromTwos(a);
    }

    private static void checkBit(int n) {
        if (n < 0) {
            throw new ArithmeticException("Negative bit address");
        }
    }

    public boolean testBit(int n) {
        checkBit(n);
        return (twosWord(n >>> 5) & (1 << (n & 31))) != 0;
    }

    private BigInteger changeBit(int n, int op) {
        checkBit(n);
        int len = Math.max(mag.length, (n >>> 5) + 1) + 1;
        int[] a = toTwos(len);
        int bit = 1 << (n & 31);
        int k = n >>> 5;
        if (op == 0) {
            a[k] |= bit;
        } else if (op == 1) {
            a[k] &= ~bit;
        } else {
            a[k] ^= bit;
        }
        return fromTwos(a);
    }

    public BigInteger setBit(int n) {
        return changeBit(n, 0);
    }

    public BigInteger clearBit(int n) {
        return changeBit(n, 1);
    }

    public BigInteger flipBit(int n) {
        return changeBit(n, 2);
    }

    public int getLowestSetBit() {
        if (signum == 0) {
            return -1;
        }
        int i = 0;
        while (mag[i] == 0) {
            i++;
        }
        return i * 32 + Integer.numberOfTrailingZeros(mag[i]);
    }

    public int bitLength() {
        int n = bitLengthMag(mag);
        if (signum < 0) {
            // a negative power of two needs one bit less
            int top = mag[mag.length - 1];
            if ((top & (top - 1)) == 0) {
                boolean pow2 = true;
                for (int i = 0; i < mag.length - 1; i++) {
                    if (mag[i] != 0) {
                        pow2 = false;
                        break;
                    }
                }
                if (pow2) {
                    n--;
                }
            }
        }
        return n;
    }

    public int bitCount() {
        int bc = 0;
        for (int w : mag) {
            bc += Integer.bitCount(w);
        }
        if (signum < 0) {
            bc += getLowestSetBit() - 1;
        }
        return bc;
    }

    // ---------------------------------------------------------------- primes

    private static final int[] SMALL_PRIMES = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43,
        47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 101, 103, 107, 109, 113, 127, 131, 137, 139,
        149, 151, 157, 163, 167, 173, 179, 181, 191, 193, 197, 199, 211, 223, 227, 229, 233, 239,
        241, 251};

    public boolean isProbablePrime(int certainty) {
        if (certainty <= 0) {
            return true;
        }
        BigInteger w = abs();
        if (w.equals(TWO)) {
            return true;
        }
        if (!w.testBit(0) || w.equals(ONE)) {
            return false;
        }
        return w.isPrimeOdd();
    }

    private boolean isPrimeOdd() {
        // trial division by the small primes
        for (int p : SMALL_PRIMES) {
            if (mag.length == 1 && (mag[0] & M) == p) {
                return true;
            }
            if (remInt(mag, p) == 0) {
                return false;
            }
        }
        if (mag.length == 1 && (mag[0] & M) < 251L * 251L) {
            return true;
        }
        // Miller-Rabin with fixed bases: deterministic below 3.3 * 10^24
        BigInteger nm1 = subtract(ONE);
        int s = nm1.getLowestSetBit();
        BigInteger d = nm1.shiftRight(s);
        // the first 13 prime bases decide every number below 3.3 * 10^24; above, random-like
        // inputs fail Miller-Rabin at once, and each round leaves less than 4^-rounds
        int bl = bitLength();
        int rounds = bl <= 81 ? 13 : bl < 256 ? 12 : bl < 512 ? 8 : bl < 1024 ? 6 : 4;
        for (int i = 0; i < rounds; i++) {
            BigInteger a = valueOf(SMALL_PRIMES[i]);
            BigInteger x = a.modPow(d, this);
            if (x.equals(ONE) || x.equals(nm1)) {
                continue;
            }
            boolean witness = true;
            for (int r = 1; r < s; r++) {
                x = x.multiply(x).mod(this);
                if (x.equals(nm1)) {
                    witness = false;
                    break;
                }
                if (x.equals(ONE)) {
                    return false;
                }
            }
            if (witness) {
                return false;
            }
        }
        return true;
    }

    public BigInteger nextProbablePrime() {
        if (signum < 0) {
            throw new ArithmeticException("start < 0: " + this);
        }
        if (signum == 0 || equals(ONE)) {
            return TWO;
        }
        BigInteger c = add(ONE);
        if (!c.testBit(0)) {
            c = c.add(ONE);
        }
        while (true) {
            if (c.isPrimeOdd()) {
                return c;
            }
            c = c.add(TWO);
        }
    }

    // ---------------------------------------------------------------- comparison

    public int compareTo(BigInteger val) {
        if (signum != val.signum) {
            return signum > val.signum ? 1 : -1;
        }
        int c = cmpMag(mag, val.mag);
        return signum >= 0 ? c : -c;
    }

    @Override
    public boolean equals(Object x) {
        if (x == this) {
            return true;
        }
        if (!(x instanceof BigInteger)) {
            return false;
        }
        BigInteger o = (BigInteger) x;
        if (o.signum != signum || o.mag.length != mag.length) {
            return false;
        }
        for (int i = 0; i < mag.length; i++) {
            if (mag[i] != o.mag[i]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = 0;
        for (int i = mag.length - 1; i >= 0; i--) {
            h = (int) (31 * h + (mag[i] & M));
        }
        return h * signum;
    }

    // ---------------------------------------------------------------- conversions

    @Override
    public String toString() {
        return toString(10);
    }

    public String toString(int radix) {
        if (signum == 0) {
            return "0";
        }
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            radix = 10;
        }
        if (mag.length == 1 || (mag.length == 2 && mag[1] > 0)) {
            long v = toLong(mag);
            return Long.toString(signum < 0 ? -v : v, radix);
        }
        int per = DIGITS_PER_INT[radix];
        int groupDiv = intPow(radix, per);
        int[] a = mag.clone();
        int len = a.length;
        int maxGroups = (int) ((long) bitLengthMag(a) / (31 - Integer.numberOfLeadingZeros(radix))
            / per) + 2;
        int[] groups = new int[maxGroups];
        int ng = 0;
        while (len > 0) {
            groups[ng++] = divIntInPlace(a, len, groupDiv);
            while (len > 0 && a[len - 1] == 0) {
                len--;
            }
        }
        StringBuilder sb = new StringBuilder(ng * per + 1);
        if (signum < 0) {
            sb.append('-');
        }
        sb.append(Integer.toString(groups[ng - 1], radix));
        char[] buf = new char[per];
        for (int g = ng - 2; g >= 0; g--) {
            int v = groups[g];
            for (int i = per - 1; i >= 0; i--) {
                buf[i] = Character.forDigit(v % radix, radix);
                v /= radix;
            }
            sb.append(buf);
        }
        return sb.toString();
    }

    public byte[] toByteArray() {
        int byteLen = bitLength() / 8 + 1;
        byte[] b = new byte[byteLen];
        int word = 0;
        for (int i = 0; i < byteLen; i++) {
            if ((i & 3) == 0) {
                word = twosWord(i >>> 2);
            } else {
                word >>>= 8;
            }
            b[byteLen - 1 - i] = (byte) word;
        }
        return b;
    }

    @Override
    public int intValue() {
        return twosWord(0);
    }

    @Override
    public long longValue() {
        return ((long) twosWord(1) << 32) | (twosWord(0) & M);
    }

    @Override
    public float floatValue() {
        if (signum == 0) {
            return 0.0f;
        }
        int bl = bitLengthMag(mag);
        if (bl <= 24) {
            return (float) longValue();
        }
        if (bl > 128) {
            return signum > 0 ? Float.POSITIVE_INFINITY : Float.NEGATIVE_INFINITY;
        }
        int shift = bl - 25;
        long twice = toLong(shrMag(mag, shift)); // 25 bits
        long sig = twice >>> 1;
        if ((twice & 1) != 0 && ((sig & 1) != 0 || lowBitsSet(mag, shift))) {
            sig++;
        }
        int exp = bl - 1;
        if (sig == (1L << 24)) {
            sig >>>= 1;
            exp++;
        }
        if (exp > 127) {
            return signum > 0 ? Float.POSITIVE_INFINITY : Float.NEGATIVE_INFINITY;
        }
        int bits = ((exp + 127) << 23) | (int) (sig & ((1 << 23) - 1));
        if (signum < 0) {
            bits |= 0x80000000;
        }
        return Float.intBitsToFloat(bits);
    }

    @Override
    public double doubleValue() {
        if (signum == 0) {
            return 0.0;
        }
        int bl = bitLengthMag(mag);
        if (bl <= 53) {
            return (double) longValue();
        }
        if (bl > 1024) {
            return signum > 0 ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
        }
        int shift = bl - 54;
        long twice = toLong(shrMag(mag, shift)); // 54 bits
        long sig = twice >>> 1;
        if ((twice & 1) != 0 && ((sig & 1) != 0 || lowBitsSet(mag, shift))) {
            sig++;
        }
        int exp = bl - 1;
        if (sig == (1L << 53)) {
            sig >>>= 1;
            exp++;
        }
        if (exp > 1023) {
            return signum > 0 ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
        }
        long bits = ((long) (exp + 1023) << 52) | (sig & ((1L << 52) - 1));
        if (signum < 0) {
            bits |= Long.MIN_VALUE;
        }
        return Double.longBitsToDouble(bits);
    }

    public long longValueExact() {
        if (mag.length <= 2 && bitLength() <= 63) {
            return longValue();
        }
        throw new ArithmeticException("BigInteger out of long range");
    }

    public int intValueExact() {
        if (mag.length <= 1 && bitLength() <= 31) {
            return intValue();
        }
        throw new ArithmeticException("BigInteger out of int range");
    }

    public short shortValueExact() {
        if (mag.length <= 1 && bitLength() <= 31) {
            int v = intValue();
            if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) {
                return (short) v;
            }
        }
        throw new ArithmeticException("BigInteger out of short range");
    }

    public byte byteValueExact() {
        if (mag.length <= 1 && bitLength() <= 31) {
            int v = intValue();
            if (v >= Byte.MIN_VALUE && v <= Byte.MAX_VALUE) {
                return (byte) v;
            }
        }
        throw new ArithmeticException("BigInteger out of byte range");
    }

    // ---------------------------------------------------------------- package helpers for BigDecimal

    private static final BigInteger[] POW10 = new BigInteger[40];

    static {
        BigInteger p = ONE;
        for (int i = 0; i < POW10.length; i++) {
            POW10[i] = p;
            p = p.multiply(TEN);
        }
    }

    /** 10^n for n >= 0. */
    static BigInteger tenPow(int n) {
        if (n < POW10.length) {
            return POW10[n];
        }
        return TEN.pow(n);
    }

    /** this * 10^n for n >= 0. */
    BigInteger timesTenPow(int n) {
        if (signum == 0 || n == 0) {
            return this;
        }
        if (n <= 9) {
            return new BigInteger(signum, mulInt(mag, (int) POW10[n].mag[0]));
        }
        return multiply(tenPow(n));
    }

    /** The number of decimal digits of the magnitude (1 for zero). */
    int decimalDigits() {
        if (signum == 0) {
            return 1;
        }
        int bl = bitLengthMag(mag);
        // estimate floor(log10) from the bit length and correct by one comparison
        int est = (int) (((long) bl - 1) * 1233 >>> 12); // <= floor(log10(this))
        BigInteger a = abs();
        int digits = est + 1;
        if (cmpMag(a.mag, tenPow(digits).mag) >= 0) {
            digits++;
        }
        return digits;
    }

    /** Divides the magnitude by a small int in place semantics (a new value); remainder in rem[0]. */
    BigInteger divideSmall(int d, int[] rem) {
        int[] q = mag.clone();
        int r = divIntInPlace(q, q.length, d);
        rem[0] = r;
        return of(signum, trim(q, q.length));
    }
}
