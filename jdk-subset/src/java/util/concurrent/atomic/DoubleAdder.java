package java.util.concurrent.atomic;

/**
 * java.util.concurrent.atomic.DoubleAdder: a double sum on {@link Striped64}, with the base and
 * cells holding raw double bits. The order of additions across cells is not fixed, so results
 * may differ in rounding from a sequential sum (as in the JDK).
 */
public class DoubleAdder extends Striped64 implements java.io.Serializable {
    private static final long serialVersionUID = 7249069246863182397L;

    public DoubleAdder() {
    }

    public void add(double x) {
        Cell[] cs;
        long b, v;
        int m;
        Cell c;
        if ((cs = cells) != null
                || !casBase(b = base, Double.doubleToRawLongBits(Double.longBitsToDouble(b) + x))) {
            int probe = getProbe();
            boolean uncontended = true;
            if (cs == null || (m = cs.length - 1) < 0 || (c = cs[probe & m]) == null
                    || !(uncontended = c.cas(v = c.value,
                            Double.doubleToRawLongBits(Double.longBitsToDouble(v) + x)))) {
                doubleAccumulate(x, null, uncontended);
            }
        }
    }

    public double sum() {
        Cell[] cs = cells;
        double sum = Double.longBitsToDouble(base);
        if (cs != null) {
            for (Cell c : cs) {
                if (c != null) {
                    sum += Double.longBitsToDouble(c.value);
                }
            }
        }
        return sum;
    }

    public void reset() {
        Cell[] cs = cells;
        base = 0L; // the bits of 0.0
        if (cs != null) {
            for (Cell c : cs) {
                if (c != null) {
                    c.reset();
                }
            }
        }
    }

    public double sumThenReset() {
        Cell[] cs = cells;
        double sum = Double.longBitsToDouble(getAndSetBase(0L));
        if (cs != null) {
            for (Cell c : cs) {
                if (c != null) {
                    sum += Double.longBitsToDouble(c.getAndSet(0L));
                }
            }
        }
        return sum;
    }

    public String toString() {
        return Double.toString(sum());
    }

    public double doubleValue() {
        return sum();
    }

    public long longValue() {
        return (long) sum();
    }

    public int intValue() {
        return (int) sum();
    }

    public float floatValue() {
        return (float) sum();
    }
}
