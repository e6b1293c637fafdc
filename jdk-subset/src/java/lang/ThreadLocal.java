package java.lang;

import java.util.function.Supplier;

/**
 * java.lang.ThreadLocal: values live in a small identity-keyed open-addressing table in each
 * Thread ({@link Values}); entries are strong references (no weak keys).
 */
public class ThreadLocal<T> {

    public ThreadLocal() {
    }

    protected T initialValue() {
        return null;
    }

    public static <S> ThreadLocal<S> withInitial(Supplier<? extends S> supplier) {
        if (supplier == null) {
            throw new NullPointerException();
        }
        return new SuppliedThreadLocal<S>(supplier);
    }

    Values values(Thread t) {
        return t.threadLocals;
    }

    Values createValues(Thread t) {
        Values v = new Values();
        t.threadLocals = v;
        return v;
    }

    @SuppressWarnings("unchecked")
    public T get() {
        Thread t = Thread.currentThread();
        Values v = values(t);
        if (v != null) {
            int i = v.indexOf(this);
            if (i >= 0) {
                return (T) v.table[i + 1];
            }
        } else {
            v = createValues(t);
        }
        T value = initialValue();
        v.put(this, value);
        return value;
    }

    public void set(T value) {
        Thread t = Thread.currentThread();
        Values v = values(t);
        if (v == null) {
            v = createValues(t);
        }
        v.put(this, value);
    }

    public void remove() {
        Values v = values(Thread.currentThread());
        if (v != null) {
            v.remove(this);
        }
    }

    /** Java 8 withInitial implementation. */
    static final class SuppliedThreadLocal<T> extends ThreadLocal<T> {
        private final Supplier<? extends T> supplier;

        SuppliedThreadLocal(Supplier<? extends T> supplier) {
            this.supplier = supplier;
        }

        protected T initialValue() {
            return supplier.get();
        }
    }

    /** Per-thread table: keys (ThreadLocals) at even, values at odd indexes; linear probing. */
    static final class Values {
        Object[] table = new Object[32];
        int size;

        int indexOf(ThreadLocal<?> key) {
            Object[] t = table;
            int mask = t.length - 2;
            int i = (System.identityHashCode(key) << 1) & mask;
            while (true) {
                Object k = t[i];
                if (k == key) {
                    return i;
                }
                if (k == null) {
                    return -1;
                }
                i = (i + 2) & mask;
            }
        }

        void put(ThreadLocal<?> key, Object value) {
            int i = indexOf(key);
            if (i >= 0) {
                table[i + 1] = value;
                return;
            }
            if ((size + 1) * 4 > table.length) {
                rehash(table.length * 2);
            }
            insert(key, value);
            size++;
        }

        private void insert(Object key, Object value) {
            Object[] t = table;
            int mask = t.length - 2;
            int i = (System.identityHashCode(key) << 1) & mask;
            while (t[i] != null) {
                i = (i + 2) & mask;
            }
            t[i] = key;
            t[i + 1] = value;
        }

        private void rehash(int newLength) {
            Object[] old = table;
            table = new Object[newLength];
            for (int i = 0; i < old.length; i += 2) {
                if (old[i] != null) {
                    insert(old[i], old[i + 1]);
                }
            }
        }

        void remove(ThreadLocal<?> key) {
            int i = indexOf(key);
            if (i < 0) {
                return;
            }
            table[i] = null;
            table[i + 1] = null;
            size--;
            rehash(table.length); // re-place entries so probing stays correct
        }

        /** Copy for a child thread (InheritableThreadLocal.childValue applied). */
        @SuppressWarnings({"unchecked", "rawtypes"})
        static Values inherit(Values parent) {
            Values v = new Values();
            v.table = new Object[parent.table.length];
            for (int i = 0; i < parent.table.length; i += 2) {
                Object k = parent.table[i];
                if (k != null) {
                    v.insert(k, ((InheritableThreadLocal) k).childValue(parent.table[i + 1]));
                    v.size++;
                }
            }
            return v;
        }
    }
}
