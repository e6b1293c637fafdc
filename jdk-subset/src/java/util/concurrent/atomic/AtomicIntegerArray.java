package java.util.concurrent.atomic;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;
import jdk.internal.misc.Unsafe;

/** java.util.concurrent.atomic.AtomicIntegerArray: volatile, atomic int elements. */
public class AtomicIntegerArray implements java.io.Serializable {
    private static final long serialVersionUID = 2862133569453604235L;
    private static final Unsafe U = Unsafe.getUnsafe();
    private static final int BASE = U.arrayBaseOffset(int[].class);
    private static final int SCALE = U.arrayIndexScale(int[].class);

    private final int[] array;

    public AtomicIntegerArray(int length) {
        array = new int[length];
    }

    public AtomicIntegerArray(int[] array) {
        this.array = array.clone();
    }

    private long offset(int i) {
        if (i < 0 || i >= array.length) {
            throw new ArrayIndexOutOfBoundsException("Index " + i + " out of bounds for length " + array.length);
        }
        return BASE + (long) i * SCALE;
    }

    public final int length() {
        return array.length;
    }

    public final int get(int i) {
        return U.getIntVolatile(array, offset(i));
    }

    public final void set(int i, int newValue) {
        U.putIntVolatile(array, offset(i), newValue);
    }

    public final void lazySet(int i, int newValue) {
        U.putIntVolatile(array, offset(i), newValue);
    }

    public final int getAndSet(int i, int newValue) {
        return U.getAndSetInt(array, offset(i), newValue);
    }

    public final boolean compareAndSet(int i, int expectedValue, int newValue) {
        return U.compareAndSetInt(array, offset(i), expectedValue, newValue);
    }

    @Deprecated
    public final boolean weakCompareAndSet(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final int compareAndExchange(int i, int expectedValue, int newValue) {
        return U.compareAndExchangeInt(array, offset(i), expectedValue, newValue);
    }

    public final int getAndIncrement(int i) {
        return U.getAndAddInt(array, offset(i), 1);
    }

    public final int getAndDecrement(int i) {
        return U.getAndAddInt(array, offset(i), -1);
    }

    public final int getAndAdd(int i, int delta) {
        return U.getAndAddInt(array, offset(i), delta);
    }

    public final int incrementAndGet(int i) {
        return U.getAndAddInt(array, offset(i), 1) + 1;
    }

    public final int decrementAndGet(int i) {
        return U.getAndAddInt(array, offset(i), -1) - 1;
    }

    public final int addAndGet(int i, int delta) {
        return U.getAndAddInt(array, offset(i), delta) + delta;
    }

    public final int getAndUpdate(int i, IntUnaryOperator updateFunction) {
        int prev = get(i), next = 0;
        for (boolean haveNext = false;;) {
            if (!haveNext) {
                next = updateFunction.applyAsInt(prev);
            }
            if (weakCompareAndSetVolatile(i, prev, next)) {
                return prev;
            }
            haveNext = (prev == (prev = get(i)));
        }
    }

    public final int updateAndGet(int i, IntUnaryOperator updateFunction) {
        int prev = get(i), next = 0;
        for (boolean haveNext = false;;) {
            if (!haveNext) {
                next = updateFunction.applyAsInt(prev);
            }
            if (weakCompareAndSetVolatile(i, prev, next)) {
                return next;
            }
            haveNext = (prev == (prev = get(i)));
        }
    }

    public final int getAndAccumulate(int i, int x, IntBinaryOperator accumulatorFunction) {
        int prev = get(i), next = 0;
        for (boolean haveNext = false;;) {
            if (!haveNext) {
                next = accumulatorFunction.applyAsInt(prev, x);
            }
            if (weakCompareAndSetVolatile(i, prev, next)) {
                return prev;
            }
            haveNext = (prev == (prev = get(i)));
        }
    }

    public final int accumulateAndGet(int i, int x, IntBinaryOperator accumulatorFunction) {
        int prev = get(i), next = 0;
        for (boolean haveNext = false;;) {
            if (!haveNext) {
                next = accumulatorFunction.applyAsInt(prev, x);
            }
            if (weakCompareAndSetVolatile(i, prev, next)) {
                return next;
            }
            haveNext = (prev == (prev = get(i)));
        }
    }

    public String toString() {
        int iMax = array.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(get(i));
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(',').append(' ');
        }
    }
}
