package java.util.concurrent.atomic;

import java.lang.reflect.Modifier;
import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;

/**
 * java.util.concurrent.atomic.AtomicLongFieldUpdater: atomic updates of a {@code volatile
 * long} instance field of any object of a class, without an AtomicLong per object. The
 * updater made by {@link #newUpdater} checks the field once (FieldUpdaters: exists, accessible
 * from the caller, {@code long}, {@code volatile}, not static, with the JDK's exceptions) and then
 * works on its offset with Unsafe, checking on every call that the object is of the class
 * (ClassCastException otherwise, null included, as the JDK). The read-modify-write methods of
 * this abstract class are compareAndSet loops, for subclasses that supply only the primitives.
 */
public abstract class AtomicLongFieldUpdater<T> {
    @SuppressWarnings("unchecked")
    public static <U> AtomicLongFieldUpdater<U> newUpdater(Class<U> tclass, String fieldName) {
        return new Impl<U>(tclass, fieldName);
    }

    protected AtomicLongFieldUpdater() {
    }

    public abstract boolean compareAndSet(T obj, long expect, long update);

    public abstract boolean weakCompareAndSet(T obj, long expect, long update);

    public abstract void set(T obj, long newValue);

    public abstract void lazySet(T obj, long newValue);

    public abstract long get(T obj);

    public long getAndSet(T obj, long newValue) {
        long prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, newValue));
        return prev;
    }

    public long getAndIncrement(T obj) {
        return getAndAdd(obj, 1);
    }

    public long getAndDecrement(T obj) {
        return getAndAdd(obj, -1);
    }

    public long getAndAdd(T obj, long delta) {
        long prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, prev + delta));
        return prev;
    }

    public long incrementAndGet(T obj) {
        return getAndAdd(obj, 1) + 1;
    }

    public long decrementAndGet(T obj) {
        return getAndAdd(obj, -1) - 1;
    }

    public long addAndGet(T obj, long delta) {
        return getAndAdd(obj, delta) + delta;
    }

    public final long getAndUpdate(T obj, LongUnaryOperator updateFunction) {
        long prev, next;
        do {
            prev = get(obj);
            next = updateFunction.applyAsLong(prev);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final long updateAndGet(T obj, LongUnaryOperator updateFunction) {
        long prev, next;
        do {
            prev = get(obj);
            next = updateFunction.applyAsLong(prev);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    public final long getAndAccumulate(T obj, long x, LongBinaryOperator accumulatorFunction) {
        long prev, next;
        do {
            prev = get(obj);
            next = accumulatorFunction.applyAsLong(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final long accumulateAndGet(T obj, long x, LongBinaryOperator accumulatorFunction) {
        long prev, next;
        do {
            prev = get(obj);
            next = accumulatorFunction.applyAsLong(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    /** The updater newUpdater makes: Unsafe on the field's offset, after the class check. */
    private static final class Impl<T> extends AtomicLongFieldUpdater<T> {
        private final long offset;
        private final Class<?> tclass;
        private final Class<?> cclass;

        Impl(Class<T> tclass, String fieldName) {
            FieldUpdaters.FieldInfo f = FieldUpdaters.find(tclass, fieldName, AtomicLongFieldUpdater.class);
            if (!f.descriptor.equals("J")) {
                throw new IllegalArgumentException("Must be long type");
            }
            if (!Modifier.isVolatile(f.modifiers)) {
                throw new IllegalArgumentException("Must be volatile type");
            }
            this.cclass = f.cclass;
            this.tclass = tclass;
            this.offset = FieldUpdaters.offset(tclass, fieldName, f);
        }

        private void accessCheck(T obj) {
            if (!cclass.isInstance(obj)) {
                throw FieldUpdaters.accessCheckException(cclass, tclass, obj);
            }
        }

        public boolean compareAndSet(T obj, long expect, long update) {
            accessCheck(obj);
            return FieldUpdaters.U.compareAndSetLong(obj, offset, expect, update);
        }

        public boolean weakCompareAndSet(T obj, long expect, long update) {
            accessCheck(obj);
            return FieldUpdaters.U.compareAndSetLong(obj, offset, expect, update);
        }

        public void set(T obj, long newValue) {
            accessCheck(obj);
            FieldUpdaters.U.putLongVolatile(obj, offset, newValue);
        }

        public void lazySet(T obj, long newValue) {
            accessCheck(obj);
            FieldUpdaters.U.putLongVolatile(obj, offset, newValue);
        }

        public long get(T obj) {
            accessCheck(obj);
            return FieldUpdaters.U.getLongVolatile(obj, offset);
        }

        public long getAndSet(T obj, long newValue) {
            accessCheck(obj);
            return FieldUpdaters.U.getAndSetLong(obj, offset, newValue);
        }

        public long getAndAdd(T obj, long delta) {
            accessCheck(obj);
            return FieldUpdaters.U.getAndAddLong(obj, offset, delta);
        }

        public long getAndIncrement(T obj) {
            return getAndAdd(obj, 1);
        }

        public long getAndDecrement(T obj) {
            return getAndAdd(obj, -1);
        }

        public long incrementAndGet(T obj) {
            return getAndAdd(obj, 1) + 1;
        }

        public long decrementAndGet(T obj) {
            return getAndAdd(obj, -1) - 1;
        }

        public long addAndGet(T obj, long delta) {
            return getAndAdd(obj, delta) + delta;
        }
    }
}
