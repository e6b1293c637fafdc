package java.util.concurrent.atomic;

import java.util.function.DoubleBinaryOperator;

/**
 * java.util.concurrent.atomic.DoubleAccumulator: LongAccumulator for doubles (raw bits in
 * {@link Striped64}'s base and cells); a CAS is skipped when the function leaves the bits as
 * they were.
 */
public class DoubleAccumulator extends Striped64 implements java.io.Serializable {
    private static final long serialVersionUID = 7249069246863182397L;

    private final DoubleBinaryOperator function;
    private final long identity; // raw bits

    public DoubleAccumulator(DoubleBinaryOperator accumulatorFunction, double identity) {
        this.function = accumulatorFunction;
        base = this.identity = Double.doubleToRawLongBits(identity);
    }

    public void accumulate(double x) {
        Cell[] cs;
        long b, v, r;
        int m;
        Cell c;
        if ((cs = cells) != null
                || ((r = Double.doubleToRawLongBits(function.applyAsDouble(Double.longBitsToDouble(b = base), x))) != b
                        && !casBase(b, r))) {
            int probe = getProbe();
            boolean uncontended = true;
            if (cs == null || (m = cs.length - 1) < 0 || (c = cs[probe & m]) == null
                    || !(uncontended = ((r = Double.doubleToRawLongBits(
                            function.applyAsDouble(Double.longBitsToDouble(v = c.value), x))) == v)
                            || c.cas(v, r))) {
                doubleAccumulate(x, function, uncontended);
            }
        }
    }

    public double get() {
        Cell[] cs = cells;
        double result = Double.longBitsToDouble(base);
        if (cs != null) {
            for (Cell c : cs) {
                if (c != null) {
                    result = function.applyAsDouble(result, Double.longBitsToDouble(c.value));
                }
            }
        }
        return result;
    }

    public void reset() {
        Cell[] cs = cells;
        base = identity;
        if (cs != null) {
            for (Cell c : cs) {
                if (c != null) {
                    c.reset(identity);
                }
            }
        }
    }

    public double getThenReset() {
        Cell[] cs = cells;
        double result = Double.longBitsToDouble(getAndSetBase(identity));
        if (cs != null) {
            for (Cell c : cs) {
                if (c != null) {
                    double v = Double.longBitsToDouble(c.getAndSet(identity));
                    result = function.applyAsDouble(result, v);
                }
            }
        }
        return result;
    }

    public String toString() {
        return Double.toString(get());
    }

    public double doubleValue() {
        return get();
    }

    public long longValue() {
        return (long) get();
    }

    public int intValue() {
        return (int) get();
    }

    public float floatValue() {
        return (float) get();
    }
}
