package java.util.concurrent.atomic;

import jdk.internal.misc.Unsafe;

/**
 * java.util.concurrent.atomic.AtomicStampedReference: a reference and an int stamp updated
 * together. As in the JDK, the two live in an immutable Pair and every update swaps in a new
 * Pair with one reference CAS, so a reader always sees a matching reference and stamp without
 * locking. References are compared with ==; an update that would not change anything swaps
 * nothing (and succeeds).
 */
public class AtomicStampedReference<V> {
    private static final class Pair<T> {
        final T reference;
        final int stamp;

        private Pair(T reference, int stamp) {
            this.reference = reference;
            this.stamp = stamp;
        }

        static <T> Pair<T> of(T reference, int stamp) {
            return new Pair<T>(reference, stamp);
        }
    }

    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long PAIR = U.objectFieldOffset(AtomicStampedReference.class, "pair");

    private volatile Pair<V> pair;

    public AtomicStampedReference(V initialRef, int initialStamp) {
        pair = Pair.of(initialRef, initialStamp);
    }

    public V getReference() {
        return pair.reference;
    }

    public int getStamp() {
        return pair.stamp;
    }

    /** The reference; the stamp goes to {@code stampHolder[0]} (both from one Pair). */
    public V get(int[] stampHolder) {
        Pair<V> p = pair;
        stampHolder[0] = p.stamp;
        return p.reference;
    }

    public boolean weakCompareAndSet(V expectedReference, V newReference, int expectedStamp, int newStamp) {
        return compareAndSet(expectedReference, newReference, expectedStamp, newStamp);
    }

    public boolean compareAndSet(V expectedReference, V newReference, int expectedStamp, int newStamp) {
        Pair<V> current = pair;
        return expectedReference == current.reference
                && expectedStamp == current.stamp
                && ((newReference == current.reference && newStamp == current.stamp)
                        || casPair(current, Pair.of(newReference, newStamp)));
    }

    public void set(V newReference, int newStamp) {
        Pair<V> current = pair;
        if (newReference != current.reference || newStamp != current.stamp) {
            pair = Pair.of(newReference, newStamp);
        }
    }

    /** Sets the stamp if the reference is still {@code expectedReference}. */
    public boolean attemptStamp(V expectedReference, int newStamp) {
        Pair<V> current = pair;
        return expectedReference == current.reference
                && (newStamp == current.stamp || casPair(current, Pair.of(expectedReference, newStamp)));
    }

    private boolean casPair(Pair<V> cmp, Pair<V> val) {
        return U.compareAndSetReference(this, PAIR, cmp, val);
    }
}
