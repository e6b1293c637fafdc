package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;

/**
 * java.util.concurrent.atomic.LongAccumulator: like LongAdder but with any associative,
 * commutative function; each cell starts at the identity, and {@link #get} folds base and cells.
 * As in the JDK, the function is applied only when it changes the value (a CAS is skipped when
 * {@code function(v, x) == v}).
 */
public class LongAccumulator extends Striped64 implements java.io.Serializable {
    private static final long serialVersionUID = 7249069246863182397L;

    private final LongBinaryOperator function;
    private final long identity;

    public LongAccumulator(LongBinaryOperator accumulatorFunction, long identity) {
        this.function = accumulatorFunction;
        base = this.identity = identity;
    }

    public void accumulate(long x) {
        Cell[] cs;
        long b, v, r;
        int m;
        Cell c;
        if ((cs = cells) != null || ((r = function.applyAsLong(b = base, x)) != b && !casBase(b, r))) {
            int probe = getProbe();
            boolean uncontended = true;
            if (cs == null || (m = cs.length - 1) < 0 || (c = cs[probe & m]) == null
                    || !(uncontended = (r = function.applyAsLong(v = c.value, x)) == v || c.cas(v, r))) {
                longAccumulate(x, function, uncontended);
            }
        }
    }

    public long get() {
        Cell[] cs = cells;
        long result = base;
        if (cs != null) {
            for (Cell c : cs) {
                if (c != null) {
                    result = function.applyAsLong(result, c.value);
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

    public long getThenReset() {
        Cell[] cs = cells;
        long result = getAndSetBase(identity);
        if (cs != null) {
            for (Cell c : cs) {
                if (c != null) {
                    long v = c.getAndSet(identity);
                    result = function.applyAsLong(result, v);
                }
            }
        }
        return result;
    }

    public String toString() {
        return Long.toString(get());
    }

    public long longValue() {
        return get();
    }

    public int intValue() {
        return (int) get();
    }

    public float floatValue() {
        return (float) get();
    }

    public double doubleValue() {
        return (double) get();
    }
}
