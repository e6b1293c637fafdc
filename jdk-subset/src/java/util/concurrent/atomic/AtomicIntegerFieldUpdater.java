package java.util.concurrent.atomic;

import java.lang.reflect.Modifier;
import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

/**
 * java.util.concurrent.atomic.AtomicIntegerFieldUpdater: atomic updates of a {@code volatile
 * int} instance field of any object of a class, without an AtomicInteger per object. The
 * updater made by {@link #newUpdater} checks the field once (FieldUpdaters: exists, accessible
 * from the caller, {@code int}, {@code volatile}, not static, with the JDK's exceptions) and then
 * works on its offset with Unsafe, checking on every call that the object is of the class
 * (ClassCastException otherwise, null included, as the JDK). The read-modify-write methods of
 * this abstract class are compareAndSet loops, for subclasses that supply only the primitives.
 */
public abstract class AtomicIntegerFieldUpdater<T> {
    @SuppressWarnings("unchecked")
    public static <U> AtomicIntegerFieldUpdater<U> newUpdater(Class<U> tclass, String fieldName) {
        return new Impl<U>(tclass, fieldName);
    }

    protected AtomicIntegerFieldUpdater() {
    }

    public abstract boolean compareAndSet(T obj, int expect, int update);

    public abstract boolean weakCompareAndSet(T obj, int expect, int update);

    public abstract void set(T obj, int newValue);

    public abstract void lazySet(T obj, int newValue);

    public abstract int get(T obj);

    public int getAndSet(T obj, int newValue) {
        int prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, newValue));
        return prev;
    }

    public int getAndIncrement(T obj) {
        return getAndAdd(obj, 1);
    }

    public int getAndDecrement(T obj) {
        return getAndAdd(obj, -1);
    }

    public int getAndAdd(T obj, int delta) {
        int prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, prev + delta));
        return prev;
    }

    public int incrementAndGet(T obj) {
        return getAndAdd(obj, 1) + 1;
    }

    public int decrementAndGet(T obj) {
        return getAndAdd(obj, -1) - 1;
    }

    public int addAndGet(T obj, int delta) {
        return getAndAdd(obj, delta) + delta;
    }

    public final int getAndUpdate(T obj, IntUnaryOperator updateFunction) {
        int prev, next;
        do {
            prev = get(obj);
            next = updateFunction.applyAsInt(prev);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final int updateAndGet(T obj, IntUnaryOperator updateFunction) {
        int prev, next;
        do {
            prev = get(obj);
            next = updateFunction.applyAsInt(prev);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    public final int getAndAccumulate(T obj, int x, IntBinaryOperator accumulatorFunction) {
        int prev, next;
        do {
            prev = get(obj);
            next = accumulatorFunction.applyAsInt(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final int accumulateAndGet(T obj, int x, IntBinaryOperator accumulatorFunction) {
        int prev, next;
        do {
            prev = get(obj);
            next = accumulatorFunction.applyAsInt(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    /** The updater newUpdater makes: Unsafe on the field's offset, after the class check. */
    private static final class Impl<T> extends AtomicIntegerFieldUpdater<T> {
        private final long offset;
        private final Class<?> tclass;
        private final Class<?> cclass;

        Impl(Class<T> tclass, String fieldName) {
            FieldUpdaters.FieldInfo f = FieldUpdaters.find(tclass, fieldName, AtomicIntegerFieldUpdater.class);
            if (!f.descriptor.equals("I")) {
                throw new IllegalArgumentException("Must be integer type");
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

        public boolean compareAndSet(T obj, int expect, int update) {
            accessCheck(obj);
            return FieldUpdaters.U.compareAndSetInt(obj, offset, expect, update);
        }

        public boolean weakCompareAndSet(T obj, int expect, int update) {
            accessCheck(obj);
            return FieldUpdaters.U.compareAndSetInt(obj, offset, expect, update);
        }

        public void set(T obj, int newValue) {
            accessCheck(obj);
            FieldUpdaters.U.putIntVolatile(obj, offset, newValue);
        }

        public void lazySet(T obj, int newValue) {
            accessCheck(obj);
            FieldUpdaters.U.putIntVolatile(obj, offset, newValue);
        }

        public int get(T obj) {
            accessCheck(obj);
            return FieldUpdaters.U.getIntVolatile(obj, offset);
        }

        public int getAndSet(T obj, int newValue) {
            accessCheck(obj);
            return FieldUpdaters.U.getAndSetInt(obj, offset, newValue);
        }

        public int getAndAdd(T obj, int delta) {
            accessCheck(obj);
            return FieldUpdaters.U.getAndAddInt(obj, offset, delta);
        }

        public int getAndIncrement(T obj) {
            return getAndAdd(obj, 1);
        }

        public int getAndDecrement(T obj) {
            return getAndAdd(obj, -1);
        }

        public int incrementAndGet(T obj) {
            return getAndAdd(obj, 1) + 1;
        }

        public int decrementAndGet(T obj) {
            return getAndAdd(obj, -1) - 1;
        }

        public int addAndGet(T obj, int delta) {
            return getAndAdd(obj, delta) + delta;
        }
    }
}
