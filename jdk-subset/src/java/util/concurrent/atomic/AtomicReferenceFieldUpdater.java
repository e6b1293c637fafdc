package java.util.concurrent.atomic;

import java.lang.reflect.Modifier;
import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/**
 * java.util.concurrent.atomic.AtomicReferenceFieldUpdater: atomic updates of a {@code volatile}
 * reference instance field of any object of a class. {@link #newUpdater} checks the field once
 * as the JDK does (FieldUpdaters: exists and is accessible; then its type must be exactly
 * {@code vclass}, else ClassCastException; a reference type; volatile; not static). Every call
 * then checks that the object is of the class and that a stored value is an instance of
 * {@code vclass} (ClassCastException otherwise), so that even raw-typed callers can never put a
 * value of another type into the field. Compare-and-set compares references (==).
 */
public abstract class AtomicReferenceFieldUpdater<T, V> {
    public static <U, W> AtomicReferenceFieldUpdater<U, W> newUpdater(Class<U> tclass, Class<W> vclass,
            String fieldName) {
        return new Impl<U, W>(tclass, vclass, fieldName);
    }

    protected AtomicReferenceFieldUpdater() {
    }

    public abstract boolean compareAndSet(T obj, V expect, V update);

    public abstract boolean weakCompareAndSet(T obj, V expect, V update);

    public abstract void set(T obj, V newValue);

    public abstract void lazySet(T obj, V newValue);

    public abstract V get(T obj);

    public V getAndSet(T obj, V newValue) {
        V prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, newValue));
        return prev;
    }

    public final V getAndUpdate(T obj, UnaryOperator<V> updateFunction) {
        V prev, next;
        do {
            prev = get(obj);
            next = updateFunction.apply(prev);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final V updateAndGet(T obj, UnaryOperator<V> updateFunction) {
        V prev, next;
        do {
            prev = get(obj);
            next = updateFunction.apply(prev);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    public final V getAndAccumulate(T obj, V x, BinaryOperator<V> accumulatorFunction) {
        V prev, next;
        do {
            prev = get(obj);
            next = accumulatorFunction.apply(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final V accumulateAndGet(T obj, V x, BinaryOperator<V> accumulatorFunction) {
        V prev, next;
        do {
            prev = get(obj);
            next = accumulatorFunction.apply(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    /** The updater newUpdater makes: Unsafe on the field's offset, after the type checks. */
    private static final class Impl<T, V> extends AtomicReferenceFieldUpdater<T, V> {
        private final long offset;
        private final Class<?> tclass;
        private final Class<?> cclass;
        private final Class<V> vclass;

        Impl(Class<T> tclass, Class<V> vclass, String fieldName) {
            FieldUpdaters.FieldInfo f = FieldUpdaters.find(tclass, fieldName, AtomicReferenceFieldUpdater.class);
            // The field's type must be vclass itself (one class loader: its descriptor names it).
            if (vclass == null || !vclass.descriptorString().equals(f.descriptor)) {
                throw new ClassCastException();
            }
            if (vclass.isPrimitive()) {
                throw new IllegalArgumentException("Must be reference type");
            }
            if (!Modifier.isVolatile(f.modifiers)) {
                throw new IllegalArgumentException("Must be volatile type");
            }
            this.cclass = f.cclass;
            this.tclass = tclass;
            this.vclass = vclass;
            this.offset = FieldUpdaters.offset(tclass, fieldName, f);
        }

        private void accessCheck(T obj) {
            if (!cclass.isInstance(obj)) {
                throw FieldUpdaters.accessCheckException(cclass, tclass, obj);
            }
        }

        private void valueCheck(V v) {
            if (v != null && !vclass.isInstance(v)) {
                throw new ClassCastException();
            }
        }

        public boolean compareAndSet(T obj, V expect, V update) {
            accessCheck(obj);
            valueCheck(update);
            return FieldUpdaters.U.compareAndSetReference(obj, offset, expect, update);
        }

        public boolean weakCompareAndSet(T obj, V expect, V update) {
            accessCheck(obj);
            valueCheck(update);
            return FieldUpdaters.U.compareAndSetReference(obj, offset, expect, update);
        }

        public void set(T obj, V newValue) {
            accessCheck(obj);
            valueCheck(newValue);
            FieldUpdaters.U.putReferenceVolatile(obj, offset, newValue);
        }

        public void lazySet(T obj, V newValue) {
            accessCheck(obj);
            valueCheck(newValue);
            FieldUpdaters.U.putReferenceVolatile(obj, offset, newValue);
        }

        @SuppressWarnings("unchecked")
        public V get(T obj) {
            accessCheck(obj);
            return (V) FieldUpdaters.U.getReferenceVolatile(obj, offset);
        }

        @SuppressWarnings("unchecked")
        public V getAndSet(T obj, V newValue) {
            accessCheck(obj);
            valueCheck(newValue);
            return (V) FieldUpdaters.U.getAndSetReference(obj, offset, newValue);
        }
    }
}
