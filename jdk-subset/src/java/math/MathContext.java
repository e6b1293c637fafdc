package java.math;

/** A precision (0: unlimited) and a rounding mode for BigDecimal operations. */
public final class MathContext implements java.io.Serializable {
    private static final long serialVersionUID = 5579720004786848255L;

    public static final MathContext UNLIMITED = new MathContext(0, RoundingMode.HALF_UP);
    public static final MathContext DECIMAL32 = new MathContext(7, RoundingMode.HALF_EVEN);
    public static final MathContext DECIMAL64 = new MathContext(16, RoundingMode.HALF_EVEN);
    public static final MathContext DECIMAL128 = new MathContext(34, RoundingMode.HALF_EVEN);

    final int precision;
    final RoundingMode roundingMode;

    public MathContext(int setPrecision) {
        this(setPrecision, RoundingMode.HALF_UP);
    }

    public MathContext(int setPrecision, RoundingMode setRoundingMode) {
        if (setPrecision < 0) {
            throw new IllegalArgumentException("Digits < 0");
        }
        if (setRoundingMode == null) {
            throw new NullPointerException("null RoundingMode");
        }
        precision = setPrecision;
        roundingMode = setRoundingMode;
    }

    public MathContext(String val) {
        if (val == null) {
            throw new NullPointerException("null String");
        }
        int p;
        RoundingMode rm;
        try {
            if (!val.startsWith("precision=")) {
                throw new RuntimeException();
            }
            int space = val.indexOf(' ');
            p = Integer.parseInt(val.substring(10, space));
            if (!val.startsWith("roundingMode=", space + 1)) {
                throw new RuntimeException();
            }
            rm = RoundingMode.valueOf(val.substring(space + 14));
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("bad string format");
        }
        if (p < 0) {
            throw new IllegalArgumentException("Digits < 0");
        }
        precision = p;
        roundingMode = rm;
    }

    public int getPrecision() {
        return precision;
    }

    public RoundingMode getRoundingMode() {
        return roundingMode;
    }

    @Override
    public boolean equals(Object x) {
        if (!(x instanceof MathContext)) {
            return false;
        }
        MathContext mc = (MathContext) x;
        return mc.precision == precision && mc.roundingMode == roundingMode;
    }

    @Override
    public int hashCode() {
        return roundingMode.hashCode() + (precision << 2);
    }

    @Override
    public String toString() {
        return "precision=" + precision + " roundingMode=" + roundingMode;
    }
}
