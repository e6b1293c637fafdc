package java.lang;

import java.util.Random;

/**
 * java.lang.Math. sin, cos, tan, exp, log, log10, pow, sqrt, floor, ceil and rint are native
 * (HotSpot computes the transcendental ones with its own intrinsics, not fdlibm, so they may
 * differ from it in the last ulp). asin, acos, atan, atan2, cbrt, hypot, expm1, log1p, sinh,
 * cosh, tanh and IEEEremainder delegate to StrictMath's bit-exact fdlibm code, exactly as
 * HotSpot's Math does. The rest (abs/min/max with the JDK's NaN and -0.0 rules, round, the
 * *Exact family, floorDiv/floorMod, ulp, nextUp, ...) is Java.
 */
public final class Math {

    private Math() {
    }

    public static final double E = 2.718281828459045;
    public static final double PI = 3.141592653589793;

    private static final double DEGREES_TO_RADIANS = 0.017453292519943295;
    private static final double RADIANS_TO_DEGREES = 57.29577951308232;

    public static native double sin(double a);

    public static native double cos(double a);

    public static native double tan(double a);

    public static double asin(double a) {
        return StrictMath.asin(a);
    }

    public static double acos(double a) {
        return StrictMath.acos(a);
    }

    public static double atan(double a) {
        return StrictMath.atan(a);
    }

    public static native double exp(double a);

    public static native double log(double a);

    public static native double log10(double a);

    public static native double sqrt(double a);

    public static double cbrt(double a) {
        return StrictMath.cbrt(a);
    }

    public static native double pow(double a, double b);

    public static double atan2(double y, double x) {
        return StrictMath.atan2(y, x);
    }

    public static double sinh(double x) {
        return StrictMath.sinh(x);
    }

    public static double cosh(double x) {
        return StrictMath.cosh(x);
    }

    public static double tanh(double x) {
        return StrictMath.tanh(x);
    }

    public static double hypot(double x, double y) {
        return StrictMath.hypot(x, y);
    }

    public static double expm1(double x) {
        return StrictMath.expm1(x);
    }

    public static double log1p(double x) {
        return StrictMath.log1p(x);
    }

    public static native double floor(double a);

    public static native double ceil(double a);

    public static native double rint(double a);

    public static double toRadians(double angdeg) {
        return angdeg * DEGREES_TO_RADIANS;
    }

    public static double toDegrees(double angrad) {
        return angrad * RADIANS_TO_DEGREES;
    }

    public static double IEEEremainder(double f1, double f2) {
        return StrictMath.IEEEremainder(f1, f2);
    }

    public static int round(float a) {
        int intBits = Float.floatToRawIntBits(a);
        int biasedExp = (intBits & 0x7F800000) >> 23;
        int shift = (24 - 2 + 127) - biasedExp;
        if ((shift & -32) == 0) {
            int r = ((intBits & 0x007FFFFF) | (0x007FFFFF + 1));
            if (intBits < 0) {
                r = -r;
            }
            return ((r >> shift) + 1) >> 1;
        }
        return (int) a;
    }

    public static long round(double a) {
        long longBits = Double.doubleToRawLongBits(a);
        long biasedExp = (longBits & 0x7FF0000000000000L) >> 52;
        long shift = (53 - 2 + 1023) - biasedExp;
        if ((shift & -64) == 0) {
            long r = ((longBits & 0x000FFFFFFFFFFFFFL) | (0x000FFFFFFFFFFFFFL + 1));
            if (longBits < 0) {
                r = -r;
            }
            return ((r >> shift) + 1) >> 1;
        }
        return (long) a;
    }

    private static Random randomNumberGenerator;

    public static double random() {
        Random rnd = randomNumberGenerator;
        if (rnd == null) {
            synchronized (Math.class) {
                if (randomNumberGenerator == null) {
                    randomNumberGenerator = new Random();
                }
                rnd = randomNumberGenerator;
            }
        }
        return rnd.nextDouble();
    }

    // ---------------------------------------------------------------- exact arithmetic

    public static int addExact(int x, int y) {
        int r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long addExact(long x, long y) {
        long r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int subtractExact(int x, int y) {
        int r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long subtractExact(long x, long y) {
        long r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int multiplyExact(int x, int y) {
        long r = (long) x * (long) y;
        if ((int) r != r) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) r;
    }

    public static long multiplyExact(long x, int y) {
        return multiplyExact(x, (long) y);
    }

    public static long multiplyExact(long x, long y) {
        long r = x * y;
        long ax = Math.abs(x);
        long ay = Math.abs(y);
        if (((ax | ay) >>> 31 != 0)) {
            if (((y != 0) && (r / y != x)) || (x == Long.MIN_VALUE && y == -1)) {
                throw new ArithmeticException("long overflow");
            }
        }
        return r;
    }

    public static int incrementExact(int a) {
        if (a == Integer.MAX_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a + 1;
    }

    public static long incrementExact(long a) {
        if (a == Long.MAX_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a + 1L;
    }

    public static int decrementExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a - 1;
    }

    public static long decrementExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a - 1L;
    }

    public static int negateExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return -a;
    }

    public static long negateExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return -a;
    }

    public static int toIntExact(long value) {
        if ((int) value != value) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) value;
    }

    public static long multiplyFull(int x, int y) {
        return (long) x * (long) y;
    }

    public static long multiplyHigh(long x, long y) {
        if (x < 0 || y < 0) {
            long x1 = x >> 32;
            long x2 = x & 0xFFFFFFFFL;
            long y1 = y >> 32;
            long y2 = y & 0xFFFFFFFFL;
            long z2 = x2 * y2;
            long t = x1 * y2 + (z2 >>> 32);
            long z1 = t & 0xFFFFFFFFL;
            long z0 = t >> 32;
            z1 += x2 * y1;
            return x1 * y1 + z0 + (z1 >> 32);
        }
        long x1 = x >>> 32;
        long y1 = y >>> 32;
        long x2 = x & 0xFFFFFFFFL;
        long y2 = y & 0xFFFFFFFFL;
        long a = x1 * y1;
        long b = x2 * y2;
        long c = (x1 + x2) * (y1 + y2);
        long k = c - a - b;
        return (((b >>> 32) + k) >>> 32) + a;
    }

    // ---------------------------------------------------------------- floor division

    public static int floorDiv(int x, int y) {
        int r = x / y;
        if ((x ^ y) < 0 && (r * y != x)) {
            r--;
        }
        return r;
    }

    public static long floorDiv(long x, int y) {
        return floorDiv(x, (long) y);
    }

    public static long floorDiv(long x, long y) {
        long r = x / y;
        if ((x ^ y) < 0 && (r * y != x)) {
            r--;
        }
        return r;
    }

    public static int floorMod(int x, int y) {
        int mod = x % y;
        if ((mod ^ y) < 0 && mod != 0) {
            mod += y;
        }
        return mod;
    }

    public static int floorMod(long x, int y) {
        return (int) floorMod(x, (long) y);
    }

    public static long floorMod(long x, long y) {
        long mod = x % y;
        if ((mod ^ y) < 0 && mod != 0) {
            mod += y;
        }
        return mod;
    }

    // ---------------------------------------------------------------- abs / max / min

    public static int abs(int a) {
        return (a < 0) ? -a : a;
    }

    public static long abs(long a) {
        return (a < 0) ? -a : a;
    }

    public static float abs(float a) {
        return Float.intBitsToFloat(Float.floatToRawIntBits(a) & 0x7fffffff);
    }

    public static double abs(double a) {
        return Double.longBitsToDouble(Double.doubleToRawLongBits(a) & 0x7fffffffffffffffL);
    }

    public static int max(int a, int b) {
        return (a >= b) ? a : b;
    }

    public static long max(long a, long b) {
        return (a >= b) ? a : b;
    }

    public static float max(float a, float b) {
        if (a != a) {
            return a;
        }
        if ((a == 0.0f) && (b == 0.0f) && (Float.floatToRawIntBits(a) == Float.floatToRawIntBits(-0.0f))) {
            return b;
        }
        return (a >= b) ? a : b;
    }

    public static double max(double a, double b) {
        if (a != a) {
            return a;
        }
        if ((a == 0.0d) && (b == 0.0d)
                && (Double.doubleToRawLongBits(a) == Double.doubleToRawLongBits(-0.0d))) {
            return b;
        }
        return (a >= b) ? a : b;
    }

    public static int min(int a, int b) {
        return (a <= b) ? a : b;
    }

    public static long min(long a, long b) {
        return (a <= b) ? a : b;
    }

    public static float min(float a, float b) {
        if (a != a) {
            return a;
        }
        if ((a == 0.0f) && (b == 0.0f) && (Float.floatToRawIntBits(b) == Float.floatToRawIntBits(-0.0f))) {
            return b;
        }
        return (a <= b) ? a : b;
    }

    public static double min(double a, double b) {
        if (a != a) {
            return a;
        }
        if ((a == 0.0d) && (b == 0.0d)
                && (Double.doubleToRawLongBits(b) == Double.doubleToRawLongBits(-0.0d))) {
            return b;
        }
        return (a <= b) ? a : b;
    }

    // ---------------------------------------------------------------- floating-point helpers

    public static double signum(double d) {
        return (d == 0.0 || Double.isNaN(d)) ? d : copySign(1.0, d);
    }

    public static float signum(float f) {
        return (f == 0.0f || Float.isNaN(f)) ? f : copySign(1.0f, f);
    }

    public static double copySign(double magnitude, double sign) {
        return Double.longBitsToDouble((Double.doubleToRawLongBits(sign) & 0x8000000000000000L)
                | (Double.doubleToRawLongBits(magnitude) & 0x7fffffffffffffffL));
    }

    public static float copySign(float magnitude, float sign) {
        return Float.intBitsToFloat((Float.floatToRawIntBits(sign) & 0x80000000)
                | (Float.floatToRawIntBits(magnitude) & 0x7fffffff));
    }

    public static int getExponent(float f) {
        return ((Float.floatToRawIntBits(f) & 0x7f800000) >> 23) - 127;
    }

    public static int getExponent(double d) {
        return (int) (((Double.doubleToRawLongBits(d) & 0x7ff0000000000000L) >> 52) - 1023);
    }

    public static double ulp(double d) {
        int exp = getExponent(d);
        switch (exp) {
            case Double.MAX_EXPONENT + 1:
                return Math.abs(d);
            case Double.MIN_EXPONENT - 1:
                return Double.MIN_VALUE;
            default:
                exp = exp - 52;
                if (exp >= Double.MIN_EXPONENT) {
                    return powerOfTwoD(exp);
                }
                return Double.longBitsToDouble(1L << (exp - (Double.MIN_EXPONENT - 52)));
        }
    }

    public static float ulp(float f) {
        int exp = getExponent(f);
        switch (exp) {
            case Float.MAX_EXPONENT + 1:
                return Math.abs(f);
            case Float.MIN_EXPONENT - 1:
                return Float.MIN_VALUE;
            default:
                exp = exp - 23;
                if (exp >= Float.MIN_EXPONENT) {
                    return Float.intBitsToFloat(((exp + 127) << 23) & 0x7f800000);
                }
                return Float.intBitsToFloat(1 << (exp - (Float.MIN_EXPONENT - 23)));
        }
    }

    private static double powerOfTwoD(int n) {
        return Double.longBitsToDouble((((long) n + 1023L) << 52) & 0x7ff0000000000000L);
    }

    public static double nextAfter(double start, double direction) {
        if (start > direction) {
            if (start != 0.0d) {
                long transducer = Double.doubleToRawLongBits(start);
                return Double.longBitsToDouble(transducer + ((transducer > 0L) ? -1L : 1L));
            }
            return -Double.MIN_VALUE;
        } else if (start < direction) {
            long transducer = Double.doubleToRawLongBits(start + 0.0d);
            return Double.longBitsToDouble(transducer + ((transducer >= 0L) ? 1L : -1L));
        } else if (start == direction) {
            return direction;
        }
        return start + direction; // NaN
    }

    public static float nextAfter(float start, double direction) {
        if (start > direction) {
            if (start != 0.0f) {
                int transducer = Float.floatToRawIntBits(start);
                return Float.intBitsToFloat(transducer + ((transducer > 0) ? -1 : 1));
            }
            return -Float.MIN_VALUE;
        } else if (start < direction) {
            int transducer = Float.floatToRawIntBits(start + 0.0f);
            return Float.intBitsToFloat(transducer + ((transducer >= 0) ? 1 : -1));
        } else if (start == direction) {
            return (float) direction;
        }
        return start + (float) direction;
    }

    public static double nextUp(double d) {
        if (d != d || d == Double.POSITIVE_INFINITY) {
            return d;
        }
        d += 0.0d;
        return Double.longBitsToDouble(Double.doubleToRawLongBits(d) + ((d >= 0.0d) ? +1L : -1L));
    }

    public static float nextUp(float f) {
        if (f != f || f == Float.POSITIVE_INFINITY) {
            return f;
        }
        f += 0.0f;
        return Float.intBitsToFloat(Float.floatToRawIntBits(f) + ((f >= 0.0f) ? +1 : -1));
    }

    public static double nextDown(double d) {
        if (Double.isNaN(d) || d == Double.NEGATIVE_INFINITY) {
            return d;
        }
        if (d == 0.0) {
            return -Double.MIN_VALUE;
        }
        return Double.longBitsToDouble(Double.doubleToRawLongBits(d) + ((d > 0.0d) ? -1L : +1L));
    }

    public static float nextDown(float f) {
        if (Float.isNaN(f) || f == Float.NEGATIVE_INFINITY) {
            return f;
        }
        if (f == 0.0f) {
            return -Float.MIN_VALUE;
        }
        return Float.intBitsToFloat(Float.floatToRawIntBits(f) + ((f > 0.0f) ? -1 : +1));
    }

    public static double scalb(double d, int scaleFactor) {
        // exact: multiply in steps of powers of two that cannot overflow the exponent range
        if (scaleFactor > 2100) {
            scaleFactor = 2100;
        } else if (scaleFactor < -2100) {
            scaleFactor = -2100;
        }
        while (scaleFactor > 512) {
            d *= 0x1.0p512;
            scaleFactor -= 512;
        }
        while (scaleFactor < -512) {
            d *= 0x1.0p-512;
            scaleFactor += 512;
        }
        return d * powerOfTwoD(scaleFactor);
    }

    public static float scalb(float f, int scaleFactor) {
        if (scaleFactor > 300) {
            scaleFactor = 300;
        } else if (scaleFactor < -300) {
            scaleFactor = -300;
        }
        return (float) ((double) f * powerOfTwoD(scaleFactor));
    }

    public static double fma(double a, double b, double c) {
        // Not fused: rounding may differ from the JDK in the last place.
        return a * b + c;
    }

    public static float fma(float a, float b, float c) {
        return (float) ((double) a * (double) b + (double) c);
    }
}
