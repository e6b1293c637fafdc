package java.math;

/**
 * Arbitrary-precision decimal numbers: an unscaled {@link BigInteger} and a scale, the value being
 * {@code unscaled * 10^-scale}. Every operation follows the JDK's specification: result scales
 * (preferred scales, trailing zeros), rounding, string forms and exception messages.
 */
public class BigDecimal extends Number implements Comparable<BigDecimal> {
    private static final long serialVersionUID = 6108874887143696463L;

    private final BigInteger intVal;
    private final int scale;
    /** Number of decimal digits of intVal; 0 until computed. */
    private transient int precision;

    public static final BigDecimal ZERO = new BigDecimal(BigInteger.ZERO, 0);
    public static final BigDecimal ONE = new BigDecimal(BigInteger.ONE, 0);
    public static final BigDecimal TEN = new BigDecimal(BigInteger.TEN, 0);

    public static final int ROUND_UP = 0;
    public static final int ROUND_DOWN = 1;
    public static final int ROUND_CEILING = 2;
    public static final int ROUND_FLOOR = 3;
    public static final int ROUND_HALF_UP = 4;
    public static final int ROUND_HALF_DOWN = 5;
    public static final int ROUND_HALF_EVEN = 6;
    public static final int ROUND_UNNECESSARY = 7;

    // ---------------------------------------------------------------- construction

    public BigDecimal(BigInteger unscaledVal, int scale) {
        this.intVal = unscaledVal;
        this.scale = scale;
        unscaledVal.getClass(); // null check
    }

    public BigDecimal(BigInteger unscaledVal, int scale, MathContext mc) {
        this(round(new BigDecimal(unscaledVal, scale), mc));
    }

    public BigDecimal(BigInteger val) {
        this(val, 0);
    }

    public BigDecimal(BigInteger val, MathContext mc) {
        this(val, 0, mc);
    }

    public BigDecimal(int val) {
        this(BigInteger.valueOf(val), 0);
    }

    public BigDecimal(int val, MathContext mc) {
        this(BigInteger.valueOf(val), 0, mc);
    }

    public BigDecimal(long val) {
        this(BigInteger.valueOf(val), 0);
    }

    public BigDecimal(long val, MathContext mc) {
        this(BigInteger.valueOf(val), 0, mc);
    }

    public BigDecimal(double val) {
        this(exact(val));
    }

    public BigDecimal(double val, MathContext mc) {
        this(round(exact(val), mc));
    }

    public BigDecimal(String val) {
        this(parse(val.toCharArray(), 0, val.length()));
    }

    public BigDecimal(String val, MathContext mc) {
        this(round(parse(val.toCharArray(), 0, val.length()), mc));
    }

    public BigDecimal(char[] in) {
        this(in, 0, in.length);
    }

    public BigDecimal(char[] in, MathContext mc) {
        this(in, 0, in.length, mc);
    }

    public BigDecimal(char[] in, int offset, int len) {
        this(parse(in, offset, len));
    }

    public BigDecimal(char[] in, int offset, int len, MathContext mc) {
        this(round(parse(in, offset, len), mc));
    }

    private BigDecimal(BigDecimal copy) {
        this.intVal = copy.intVal;
        this.scale = copy.scale;
        this.precision = copy.precision;
    }

    private static BigDecimal exact(double val) {
        if (Double.isNaN(val) || Double.isInfinite(val)) {
            throw new NumberFormatException("Infinite or NaN");
        }
        long bits = Double.doubleToLongBits(val);
        int exponent = (int) ((bits >> 52) & 0x7ff);
        long significand = exponent == 0 ? (bits & ((1L << 52) - 1)) << 1
            : (bits & ((1L << 52) - 1)) | (1L << 52);
        exponent -= 1075;
        if (significand == 0) {
            return ZERO;
        }
        while ((significand & 1) == 0) {
            significand >>= 1;
            exponent++;
        }
        int sign = bits < 0 ? -1 : 1;
        BigInteger v = BigInteger.valueOf(sign * significand);
        if (exponent == 0) {
            return new BigDecimal(v, 0);
        }
        if (exponent > 0) {
            return new BigDecimal(v.shiftLeft(exponent), 0);
        }
        // m * 2^-k = m * 5^k / 10^k
        return new BigDecimal(v.multiply(BigInteger.valueOf(5).pow(-exponent)), -exponent);
    }

    private static NumberFormatException badChar(char c) {
        return new NumberFormatException("Character " + c
            + " is neither a decimal digit number, decimal point, nor \"e\" notation exponential mark.");
    }

    private static BigDecimal parse(char[] in, int offset, int len) {
        if ((in.length | len | offset) < 0 || len > in.length - offset) {
            throw new NumberFormatException("Bad offset or len arguments for char[] input.");
        }
        if (len == 0) {
            throw new NumberFormatException();
        }
        int end = offset + len;
        int i = offset;
        boolean negative = false;
        if (in[i] == '-' || in[i] == '+') {
            negative = in[i] == '-';
            i++;
        }
        char[] digits = new char[len + 1];
        int nd = 0;
        long fraction = 0;
        boolean point = false;
        long exp = 0;
        for (; i < end; i++) {
            char c = in[i];
            if (c >= '0' && c <= '9') {
                digits[nd++] = c;
                if (point) {
                    fraction++;
                }
            } else if (c == '.') {
                if (point) {
                    throw new NumberFormatException(
                        "Character array contains more than one decimal point.");
                }
                point = true;
            } else if (c == 'e' || c == 'E') {
                if (nd == 0) {
                    throw new NumberFormatException("No digits found.");
                }
                exp = parseExponent(in, i + 1, end);
                i = end;
                break;
            } else if (Character.isDigit(c)) {
                digits[nd++] = (char) ('0' + Character.digit(c, 10));
                if (point) {
                    fraction++;
                }
            } else {
                throw badChar(c);
            }
        }
        if (nd == 0) {
            throw new NumberFormatException("No digits found.");
        }
        long scl = fraction - exp;
        if (scl != (int) scl) {
            throw new NumberFormatException("Scale out of range.");
        }
        if (negative) {
            digits[nd] = '-';
        }
        BigInteger v;
        if (nd <= 18) {
            long x = 0;
            for (int k = 0; k < nd; k++) {
                x = x * 10 + (digits[k] - '0');
            }
            v = BigInteger.valueOf(negative ? -x : x);
        } else {
            v = new BigInteger(new String(digits, 0, nd));
            if (negative) {
                v = v.negate();
            }
        }
        return new BigDecimal(v, (int) scl);
    }

    private static long parseExponent(char[] in, int i, int end) {
        if (i >= end) {
            throw new NumberFormatException();
        }
        boolean neg = false;
        if (in[i] == '-' || in[i] == '+') {
            neg = in[i] == '-';
            i++;
        }
        if (i >= end) {
            throw new NumberFormatException();
        }
        long exp = 0;
        for (; i < end; i++) {
            char c = in[i];
            int d = c >= '0' && c <= '9' ? c - '0' : Character.digit(c, 10);
            if (d < 0) {
                throw new NumberFormatException("Not a digit.");
            }
            exp = exp * 10 + d;
            if (exp > Integer.MAX_VALUE + 1L) {
                throw new NumberFormatException("Exponent overflow.");
            }
        }
        if (neg) {
            exp = -exp;
        }
        if (exp != (int) exp) {
            throw new NumberFormatException("Exponent overflow.");
        }
        return exp;
    }

    public static BigDecimal valueOf(long unscaledVal, int scale) {
        if (scale == 0) {
            return valueOf(unscaledVal);
        }
        return new BigDecimal(BigInteger.valueOf(unscaledVal), scale);
    }

    public static BigDecimal valueOf(long val) {
        if (val == 0) {
            return ZERO;
        }
        if (val == 1) {
            return ONE;
        }
        if (val == 10) {
            return TEN;
        }
        return new BigDecimal(BigInteger.valueOf(val), 0);
    }

    public static BigDecimal valueOf(double val) {
        return new BigDecimal(Double.toString(val));
    }

    // ---------------------------------------------------------------- helpers

    private static BigDecimal zeroOf(int scale) {
        return scale == 0 ? ZERO : new BigDecimal(BigInteger.ZERO, scale);
    }

    private static int saturate(long s) {
        return s > Integer.MAX_VALUE ? Integer.MAX_VALUE
            : s < Integer.MIN_VALUE ? Integer.MIN_VALUE : (int) s;
    }

    private int checkScale(long val) {
        if (val != (int) val) {
            if (intVal.signum() != 0) {
                throw new ArithmeticException(val > 0 ? "Underflow" : "Overflow");
            }
            return saturate(val);
        }
        return (int) val;
    }

    private static RoundingMode legacy(int roundingMode) {
        if (roundingMode < ROUND_UP || roundingMode > ROUND_UNNECESSARY) {
            throw new IllegalArgumentException("Invalid rounding mode");
        }
        return RoundingMode.valueOf(roundingMode);
    }

    /** Whether a nonzero remainder r of q = a / b (sign qsign) rounds q away from zero. */
    private static boolean increment(BigInteger b, RoundingMode rm, int qsign, BigInteger q,
            BigInteger r) {
        switch (rm) {
            case UNNECESSARY:
                throw new ArithmeticException("Rounding necessary");
            case UP:
                return true;
            case DOWN:
                return false;
            case CEILING:
                return qsign > 0;
            case FLOOR:
                return qsign < 0;
            default: {
                int half = r.abs().shiftLeft(1).compareTo(b.abs());
                if (half != 0) {
                    return half > 0;
                }
                if (rm == RoundingMode.HALF_UP) {
                    return true;
                }
                if (rm == RoundingMode.HALF_DOWN) {
                    return false;
                }
                return q.testBit(0);
            }
        }
    }

    /**
     * a / b rounded to an integer, as a BigDecimal of the given scale; an exact quotient loses
     * trailing zeros down to preferredScale.
     */
    private static BigDecimal divideAndRound(BigInteger a, BigInteger b, int scale,
            RoundingMode rm, int preferredScale) {
        BigInteger[] qr = a.divideAndRemainder(b);
        BigInteger q = qr[0];
        if (qr[1].signum() != 0) {
            int qsign = a.signum() * b.signum();
            if (increment(b, rm, qsign, q, qr[1])) {
                q = q.add(qsign > 0 ? BigInteger.ONE : BigInteger.ONE.negate());
            }
            return new BigDecimal(q, scale);
        }
        if (preferredScale != scale) {
            return stripZeros(q, scale, preferredScale);
        }
        return new BigDecimal(q, scale);
    }

    /** Removes trailing zeros of v while the scale stays above preferredScale. */
    private static BigDecimal stripZeros(BigInteger v, long scale, long preferredScale) {
        if (v.signum() == 0) {
            // zero: every digit is a trailing zero
            return new BigDecimal(v, saturate(Math.min(scale, preferredScale)));
        }
        int[] rem = new int[1];
        while (scale > preferredScale) {
            BigInteger q = v.divideSmall(10, rem);
            if (rem[0] != 0) {
                break;
            }
            v = q;
            scale--;
        }
        return new BigDecimal(v, saturate(scale));
    }

    private static BigDecimal round(BigDecimal x, MathContext mc) {
        int p = mc.precision;
        if (p == 0) {
            return x;
        }
        int drop = x.precision() - p;
        while (drop > 0) {
            int newScale = x.checkScale((long) x.scale - drop);
            x = divideAndRound(x.intVal, BigInteger.tenPow(drop), newScale, mc.roundingMode,
                newScale);
            drop = x.precision() - p;
        }
        return x;
    }

    /** Both values with the larger scale: {a, b} unscaled. */
    private static BigInteger[] align(BigDecimal x, BigDecimal y) {
        if (x.scale == y.scale) {
            return new BigInteger[] {x.intVal, y.intVal};
        } else if (x.scale < y.scale) {
            return new BigInteger[] {x.intVal.timesTenPow(y.scale - x.scale), y.intVal};
        } else {
            return new BigInteger[] {x.intVal, y.intVal.timesTenPow(x.scale - y.scale)};
        }
    }

    // ---------------------------------------------------------------- arithmetic

    public BigDecimal add(BigDecimal augend) {
        BigInteger[] ab = align(this, augend);
        return new BigDecimal(ab[0].add(ab[1]), Math.max(scale, augend.scale));
    }

    public BigDecimal add(BigDecimal augend, MathContext mc) {
        if (mc.precision == 0) {
            return add(augend);
        }
        boolean lz = signum() == 0;
        boolean az = augend.signum() == 0;
        if (lz || az) {
            int preferred = Math.max(scale, augend.scale);
            if (lz && az) {
                return zeroOf(preferred);
            }
            BigDecimal result = round(lz ? augend : this, mc);
            if (result.scale == preferred) {
                return result;
            } else if (result.scale > preferred) {
                return stripZeros(result.intVal, result.scale, preferred);
            } else {
                int precisionDiff = mc.precision - result.precision();
                int scaleDiff = preferred - result.scale;
                if (precisionDiff >= scaleDiff) {
                    return result.setScale(preferred);
                }
                return result.setScale(result.scale + precisionDiff);
            }
        }
        return round(add(augend), mc);
    }

    public BigDecimal subtract(BigDecimal subtrahend) {
        BigInteger[] ab = align(this, subtrahend);
        return new BigDecimal(ab[0].subtract(ab[1]), Math.max(scale, subtrahend.scale));
    }

    public BigDecimal subtract(BigDecimal subtrahend, MathContext mc) {
        return add(subtrahend.negate(), mc);
    }

    public BigDecimal multiply(BigDecimal multiplicand) {
        return new BigDecimal(intVal.multiply(multiplicand.intVal),
            checkScale((long) scale + multiplicand.scale));
    }

    public BigDecimal multiply(BigDecimal multiplicand, MathContext mc) {
        return round(multiply(multiplicand), mc);
    }

    private static boolean fitsLong(BigInteger v) {
        return v.bitLength() < 64 && v.longValue() != Long.MIN_VALUE;
    }

    private static ArithmeticException divisionByZero(BigDecimal dividend) {
        return new ArithmeticException(
            dividend.signum() == 0 ? "Division undefined" : "Division by zero");
    }

    public BigDecimal divide(BigDecimal divisor, int scale, RoundingMode roundingMode) {
        long e = (long) scale - this.scale + divisor.scale;
        BigInteger a = intVal;
        BigInteger b = divisor.intVal;
        if (e >= 0) {
            a = a.timesTenPow((int) e);
        } else {
            b = b.timesTenPow((int) -e);
        }
        if (b.signum() == 0) {
            // the JDK's message depends on whether it divided longs or BigIntegers
            boolean small = fitsLong(intVal) && fitsLong(divisor.intVal) && Math.abs(e) < 19
                && fitsLong(e >= 0 ? a : b);
            throw new ArithmeticException(small ? "/ by zero" : "BigInteger divide by zero");
        }
        return divideAndRound(a, b, scale, roundingMode, scale);
    }

    public BigDecimal divide(BigDecimal divisor, int scale, int roundingMode) {
        return divide(divisor, scale, legacy(roundingMode));
    }

    public BigDecimal divide(BigDecimal divisor, RoundingMode roundingMode) {
        return divide(divisor, scale, roundingMode);
    }

    public BigDecimal divide(BigDecimal divisor, int roundingMode) {
        return divide(divisor, scale, legacy(roundingMode));
    }

    public BigDecimal divide(BigDecimal divisor) {
        if (divisor.signum() == 0) {
            throw divisionByZero(this);
        }
        int preferred = saturate((long) scale - divisor.scale);
        if (signum() == 0) {
            return zeroOf(preferred);
        }
        BigInteger a = intVal.abs();
        BigInteger b = divisor.intVal.abs();
        BigInteger g = a.gcd(b);
        a = a.divide(g);
        b = b.divide(g);
        int twos = b.getLowestSetBit();
        b = b.shiftRight(twos);
        int fives = 0;
        int[] rem = new int[1];
        while (true) {
            BigInteger q = b.divideSmall(5, rem);
            if (rem[0] != 0) {
                break;
            }
            b = q;
            fives++;
        }
        if (!b.equals(BigInteger.ONE)) {
            throw new ArithmeticException(
                "Non-terminating decimal expansion; no exact representable decimal result.");
        }
        int k = Math.max(twos, fives);
        // a / (2^twos 5^fives) = a * 2^(k - twos) * 5^(k - fives) / 10^k
        BigInteger q = a.shiftLeft(k - twos);
        if (k > fives) {
            q = q.multiply(BigInteger.valueOf(5).pow(k - fives));
        }
        if (signum() != divisor.signum()) {
            q = q.negate();
        }
        return new BigDecimal(q, checkScale((long) preferred + k));
    }

    public BigDecimal divide(BigDecimal divisor, MathContext mc) {
        int mcp = mc.precision;
        if (mcp == 0) {
            return divide(divisor);
        }
        long preferredScale = (long) scale - divisor.scale;
        if (divisor.signum() == 0) {
            throw divisionByZero(this);
        }
        if (signum() == 0) {
            return zeroOf(saturate(preferredScale));
        }
        int xp = precision();
        int yp = divisor.precision();
        // normalize both mantissas to [0.1, 1): if x's is larger, the divisor counts one digit less
        BigInteger xa = intVal.abs();
        BigInteger ya = divisor.intVal.abs();
        int cmp = xp < yp ? xa.timesTenPow(yp - xp).compareTo(ya)
            : xa.compareTo(ya.timesTenPow(xp - yp));
        if (cmp > 0) {
            yp--;
        }
        long scl = preferredScale + yp - xp + mcp;
        int resultScale = checkScale(scl);
        long shift = (long) mcp + yp - xp;
        BigInteger a = intVal;
        BigInteger b = divisor.intVal;
        if (shift > 0) {
            a = a.timesTenPow((int) shift);
        } else if (shift < 0) {
            b = b.timesTenPow((int) -shift);
        }
        BigDecimal q = divideAndRound(a, b, resultScale, mc.roundingMode,
            saturate(preferredScale));
        return round(q, mc);
    }

    public BigDecimal divideToIntegralValue(BigDecimal divisor) {
        int preferred = saturate((long) scale - divisor.scale);
        if (divisor.signum() == 0) {
            throw divisionByZero(this);
        }
        if (compareMagnitude(divisor) < 0) {
            return zeroOf(preferred);
        }
        long e = (long) divisor.scale - scale;
        BigInteger a = intVal;
        BigInteger b = divisor.intVal;
        if (e >= 0) {
            a = a.timesTenPow((int) e);
        } else {
            b = b.timesTenPow((int) -e);
        }
        BigInteger i = a.divide(b);
        if (preferred >= 0) {
            return new BigDecimal(i.timesTenPow(preferred), preferred);
        }
        return stripZeros(i, 0, preferred);
    }

    public BigDecimal divideToIntegralValue(BigDecimal divisor, MathContext mc) {
        if (mc.precision == 0 || compareMagnitude(divisor) < 0) {
            return divideToIntegralValue(divisor);
        }
        int preferred = saturate((long) scale - divisor.scale);
        BigDecimal result = divide(divisor, new MathContext(mc.precision, RoundingMode.DOWN));
        if (result.scale < 0) {
            BigDecimal product = result.multiply(divisor);
            if (subtract(product).compareMagnitude(divisor) >= 0) {
                throw new ArithmeticException("Division impossible");
            }
        } else if (result.scale > 0) {
            result = result.setScale(0, RoundingMode.DOWN);
        }
        int precisionDiff;
        if (preferred > result.scale
                && (precisionDiff = mc.precision - result.precision()) > 0) {
            return result.setScale(
                result.scale + Math.min(precisionDiff, preferred - result.scale));
        }
        return stripZeros(result.intVal, result.scale, preferred);
    }

    public BigDecimal remainder(BigDecimal divisor) {
        return divideAndRemainder(divisor)[1];
    }

    public BigDecimal remainder(BigDecimal divisor, MathContext mc) {
        return divideAndRemainder(divisor, mc)[1];
    }

    public BigDecimal[] divideAndRemainder(BigDecimal divisor) {
        BigDecimal q = divideToIntegralValue(divisor);
        return new BigDecimal[] {q, subtract(q.multiply(divisor))};
    }

    public BigDecimal[] divideAndRemainder(BigDecimal divisor, MathContext mc) {
        if (mc.precision == 0) {
            return divideAndRemainder(divisor);
        }
        BigDecimal q = divideToIntegralValue(divisor, mc);
        return new BigDecimal[] {q, subtract(q.multiply(divisor))};
    }

    public BigDecimal pow(int n) {
        if (n < 0 || n > 999999999) {
            throw new ArithmeticException("Invalid operation");
        }
        return new BigDecimal(intVal.pow(n), checkScale((long) scale * n));
    }

    public BigDecimal pow(int n, MathContext mc) {
        if (mc.precision == 0) {
            return pow(n);
        }
        if (n < -999999999 || n > 999999999) {
            throw new ArithmeticException("Invalid operation");
        }
        if (n == 0) {
            return ONE;
        }
        int mag = Math.abs(n);
        int elength = Integer.toString(mag).length();
        if (elength > mc.precision) {
            throw new ArithmeticException("Invalid operation");
        }
        // ANSI X3.274 power: square-and-multiply over the bits of |n| at a working precision
        MathContext work = new MathContext(mc.precision + elength + 1, mc.roundingMode);
        BigDecimal acc = ONE;
        boolean started = false;
        for (int bit = 30; bit >= 0; bit--) {
            if (started) {
                acc = acc.multiply(acc, work);
            }
            if ((mag & (1 << bit)) != 0) {
                acc = acc.multiply(this, work);
                started = true;
            }
        }
        if (n < 0) {
            acc = ONE.divide(acc, work);
        }
        return round(acc, mc);
    }

    public BigDecimal sqrt(MathContext mc) {
        int sig = signum();
        if (sig < 0) {
            throw new ArithmeticException("Attempted square root of negative BigDecimal");
        }
        if (sig == 0) {
            return valueOf(0L, scale / 2);
        }
        int preferred = scale / 2;
        int p = mc.precision;
        BigDecimal result;
        if (p == 0) {
            BigDecimal st = stripTrailingZeros();
            BigInteger u = st.intVal;
            int s = st.scale;
            if ((s & 1) != 0) {
                u = u.timesTenPow(1);
                s++;
            }
            BigInteger r = u.sqrt();
            if (!r.multiply(r).equals(u)) {
                throw new ArithmeticException("Computed square root not exact.");
            }
            result = new BigDecimal(r, s / 2);
            if (result.scale < preferred) {
                result = result.setScale(preferred);
            }
            return result;
        }
        // N = unscaled * 10^e with enough digits; sqrt(this) = sqrt(N) * 10^-t, 2t = e + scale
        long e = Math.max(0L, 2L * p + 4 - precision());
        if (((e + scale) & 1) != 0) {
            e++;
        }
        long t = (e + scale) / 2;
        BigInteger n = intVal.timesTenPow((int) e);
        BigInteger r = n.sqrt();
        boolean exact = r.multiply(r).equals(n);
        // one more digit: 0 when exact, else a sticky 1 that makes every rounding mode correct
        BigInteger withSticky = r.timesTenPow(1).add(exact ? BigInteger.ZERO : BigInteger.ONE);
        BigDecimal raw = new BigDecimal(withSticky, checkScale(t + 1));
        if (mc.roundingMode == RoundingMode.UNNECESSARY) {
            result = round(raw, new MathContext(p, RoundingMode.DOWN));
            if (!exact || result.multiply(result).compareTo(this) != 0) {
                throw new ArithmeticException("Computed square root not exact.");
            }
        } else {
            result = round(raw, mc);
        }
        if (result.scale != preferred) {
            result = result.stripTrailingZeros();
            if (result.scale < preferred) {
                int precisionDiff = p - result.precision();
                int scaleDiff = preferred - result.scale;
                result = result.setScale(precisionDiff >= scaleDiff ? preferred
                    : result.scale + precisionDiff);
            }
        }
        return result;
    }

    public BigDecimal abs() {
        return signum() < 0 ? negate() : this;
    }

    public BigDecimal abs(MathContext mc) {
        return signum() < 0 ? negate(mc) : plus(mc);
    }

    public BigDecimal negate() {
        return new BigDecimal(intVal.negate(), scale);
    }

    public BigDecimal negate(MathContext mc) {
        return round(negate(), mc);
    }

    public BigDecimal plus() {
        return this;
    }

    public BigDecimal plus(MathContext mc) {
        if (mc.precision == 0) {
            return this;
        }
        return round(this, mc);
    }

    public BigDecimal round(MathContext mc) {
        return plus(mc);
    }

    public int signum() {
        return intVal.signum();
    }

    public int scale() {
        return scale;
    }

    public int precision() {
        int p = precision;
        if (p == 0) {
            p = intVal.decimalDigits();
            precision = p;
        }
        return p;
    }

    public BigInteger unscaledValue() {
        return intVal;
    }

    public BigDecimal ulp() {
        return new BigDecimal(BigInteger.ONE, scale);
    }

    public BigDecimal setScale(int newScale, RoundingMode roundingMode) {
        if (newScale == scale) {
            return this;
        }
        if (intVal.signum() == 0) {
            return zeroOf(newScale);
        }
        if (newScale > scale) {
            long raise = (long) newScale - scale;
            if (raise > Integer.MAX_VALUE) {
                throw new ArithmeticException("Overflow");
            }
            return new BigDecimal(intVal.timesTenPow((int) raise), newScale);
        }
        long drop = (long) scale - newScale;
        if (drop > Integer.MAX_VALUE) {
            throw new ArithmeticException("Underflow");
        }
        return divideAndRound(intVal, BigInteger.tenPow((int) drop), newScale, roundingMode,
            newScale);
    }

    public BigDecimal setScale(int newScale, int roundingMode) {
        return setScale(newScale, legacy(roundingMode));
    }

    public BigDecimal setScale(int newScale) {
        return setScale(newScale, RoundingMode.UNNECESSARY);
    }

    public BigDecimal movePointLeft(int n) {
        if (n == 0) {
            return this;
        }
        BigDecimal num = new BigDecimal(intVal, checkScale((long) scale + n));
        return num.scale < 0 ? num.setScale(0, RoundingMode.UNNECESSARY) : num;
    }

    public BigDecimal movePointRight(int n) {
        if (n == 0) {
            return this;
        }
        BigDecimal num = new BigDecimal(intVal, checkScale((long) scale - n));
        return num.scale < 0 ? num.setScale(0, RoundingMode.UNNECESSARY) : num;
    }

    public BigDecimal scaleByPowerOfTen(int n) {
        return new BigDecimal(intVal, checkScale((long) scale - n));
    }

    public BigDecimal stripTrailingZeros() {
        if (intVal.signum() == 0) {
            return ZERO;
        }
        return stripZeros(intVal, scale, Long.MIN_VALUE);
    }

    // ---------------------------------------------------------------- comparison

    private int compareMagnitude(BigDecimal val) {
        BigInteger[] ab = align(this, val);
        return ab[0].abs().compareTo(ab[1].abs());
    }

    public int compareTo(BigDecimal val) {
        int s = signum();
        int vs = val.signum();
        if (s != vs) {
            return s > vs ? 1 : -1;
        }
        if (s == 0) {
            return 0;
        }
        if (scale == val.scale) {
            return intVal.compareTo(val.intVal);
        }
        // different adjusted exponents decide without aligning
        long ae = (long) precision() - scale;
        long vae = (long) val.precision() - val.scale;
        if (ae != vae) {
            return (ae > vae ? 1 : -1) * s;
        }
        int c = compareMagnitude(val);
        return s > 0 ? c : -c;
    }

    @Override
    public boolean equals(Object x) {
        if (!(x instanceof BigDecimal)) {
            return false;
        }
        BigDecimal d = (BigDecimal) x;
        if (x == this) {
            return true;
        }
        return scale == d.scale && intVal.equals(d.intVal);
    }

    @Override
    public int hashCode() {
        return 31 * intVal.hashCode() + scale;
    }

    public BigDecimal min(BigDecimal val) {
        return compareTo(val) <= 0 ? this : val;
    }

    public BigDecimal max(BigDecimal val) {
        return compareTo(val) >= 0 ? this : val;
    }

    // ---------------------------------------------------------------- strings

    @Override
    public String toString() {
        return layout(true);
    }

    public String toEngineeringString() {
        return layout(false);
    }

    private String layout(boolean sci) {
        if (scale == 0) {
            return intVal.toString();
        }
        String coeff = intVal.abs().toString();
        int len = coeff.length();
        StringBuilder sb = new StringBuilder(len + 16);
        if (intVal.signum() < 0) {
            sb.append('-');
        }
        long adjusted = -(long) scale + (len - 1);
        if (scale >= 0 && adjusted >= -6) {
            // plain notation
            int pad = scale - len;
            if (pad >= 0) {
                sb.append("0.");
                for (; pad > 0; pad--) {
                    sb.append('0');
                }
                sb.append(coeff);
            } else {
                sb.append(coeff, 0, -pad);
                sb.append('.');
                sb.append(coeff, -pad, len);
            }
            return sb.toString();
        }
        if (sci) {
            sb.append(coeff.charAt(0));
            if (len > 1) {
                sb.append('.');
                sb.append(coeff, 1, len);
            }
        } else {
            // the exponent becomes a multiple of three; 1 to 3 digits before the point
            int sig = (int) (adjusted % 3);
            if (sig < 0) {
                sig += 3;
            }
            adjusted -= sig;
            sig++;
            if (intVal.signum() == 0) {
                if (sig == 1) {
                    sb.append('0');
                } else if (sig == 2) {
                    sb.append("0.00");
                    adjusted += 3;
                } else {
                    sb.append("0.0");
                    adjusted += 3;
                }
            } else if (sig >= len) {
                sb.append(coeff);
                for (int i = sig - len; i > 0; i--) {
                    sb.append('0');
                }
            } else {
                sb.append(coeff, 0, sig);
                sb.append('.');
                sb.append(coeff, sig, len);
            }
        }
        if (adjusted != 0) {
            sb.append('E');
            if (adjusted > 0) {
                sb.append('+');
            }
            sb.append(adjusted);
        }
        return sb.toString();
    }

    public String toPlainString() {
        if (scale == 0) {
            return intVal.toString();
        }
        if (scale < 0) {
            if (signum() == 0) {
                return "0";
            }
            StringBuilder sb = new StringBuilder(intVal.toString());
            for (int i = -scale; i > 0; i--) {
                sb.append('0');
            }
            return sb.toString();
        }
        String coeff = intVal.abs().toString();
        int len = coeff.length();
        StringBuilder sb = new StringBuilder(len + scale + 3);
        if (signum() < 0) {
            sb.append('-');
        }
        if (len > scale) {
            sb.append(coeff, 0, len - scale);
            sb.append('.');
            sb.append(coeff, len - scale, len);
        } else {
            sb.append("0.");
            for (int i = scale - len; i > 0; i--) {
                sb.append('0');
            }
            sb.append(coeff);
        }
        return sb.toString();
    }

    // ---------------------------------------------------------------- conversions

    public BigInteger toBigInteger() {
        if (scale == 0) {
            return intVal;
        }
        if (scale < 0) {
            return intVal.timesTenPow(-scale);
        }
        return intVal.divide(BigInteger.tenPow(scale));
    }

    public BigInteger toBigIntegerExact() {
        return setScale(0, RoundingMode.UNNECESSARY).intVal;
    }

    @Override
    public int intValue() {
        return (int) longValue();
    }

    @Override
    public long longValue() {
        if (scale <= -64) {
            return 0;
        }
        return toBigInteger().longValue();
    }

    public long longValueExact() {
        if (scale == 0 && intVal.bitLength() < 64) {
            return intVal.longValue();
        }
        if (signum() == 0) {
            return 0;
        }
        if ((long) precision() - scale <= 0) {
            throw new ArithmeticException("Rounding necessary");
        }
        if ((long) precision() - scale > 19) {
            throw new ArithmeticException("Overflow");
        }
        BigInteger v = setScale(0, RoundingMode.UNNECESSARY).intVal;
        if (v.bitLength() > 63) {
            throw new ArithmeticException("Overflow");
        }
        return v.longValue();
    }

    public int intValueExact() {
        long v = longValueExact();
        if ((int) v != v) {
            throw new ArithmeticException("Overflow");
        }
        return (int) v;
    }

    public short shortValueExact() {
        long v = longValueExact();
        if ((short) v != v) {
            throw new ArithmeticException("Overflow");
        }
        return (short) v;
    }

    public byte byteValueExact() {
        long v = longValueExact();
        if ((byte) v != v) {
            throw new ArithmeticException("Overflow");
        }
        return (byte) v;
    }

    @Override
    public float floatValue() {
        if (scale == 0 && intVal.bitLength() < 64) {
            return (float) intVal.longValue();
        }
        return Float.parseFloat(toString());
    }

    @Override
    public double doubleValue() {
        if (scale == 0 && intVal.bitLength() < 64) {
            return (double) intVal.longValue();
        }
        return Double.parseDouble(toString());
    }
}
