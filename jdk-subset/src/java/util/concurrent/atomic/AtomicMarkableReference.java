package java.util.concurrent.atomic;

import jdk.internal.misc.Unsafe;

/**
 * java.util.concurrent.atomic.AtomicMarkableReference: a reference and a boolean mark (the
 * "deleted" bit of Harris's lock-free list) updated together. As in the JDK, the two live in an
 * immutable Pair swapped by one reference CAS, so the pair is always read consistently.
 * References are compared with ==; an update that would not change anything swaps nothing.
 */
public class AtomicMarkableReference<V> {
    private static final class Pair<T> {
        final T reference;
        final boolean mark;

        private Pair(T reference, boolean mark) {
            this.reference = reference;
            this.mark = mark;
        }

        static <T> Pair<T> of(T reference, boolean mark) {
            return new Pair<T>(reference, mark);
        }
    }

    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long PAIR = U.objectFieldOffset(AtomicMarkableReference.class, "pair");

    private volatile Pair<V> pair;

    public AtomicMarkableReference(V initialRef, boolean initialMark) {
        pair = Pair.of(initialRef, initialMark);
    }

    public V getReference() {
        return pair.reference;
    }

    public boolean isMarked() {
        return pair.mark;
    }

    /** The reference; the mark goes to {@code markHolder[0]} (both from one Pair). */
    public V get(boolean[] markHolder) {
        Pair<V> p = pair;
        markHolder[0] = p.mark;
        return p.reference;
    }

    public boolean weakCompareAndSet(V expectedReference, V newReference, boolean expectedMark, boolean newMark) {
        return compareAndSet(expectedReference, newReference, expectedMark, newMark);
    }

    public boolean compareAndSet(V expectedReference, V newReference, boolean expectedMark, boolean newMark) {
        Pair<V> current = pair;
        return expectedReference == current.reference
                && expectedMark == current.mark
                && ((newReference == current.reference && newMark == current.mark)
                        || casPair(current, Pair.of(newReference, newMark)));
    }

    public void set(V newReference, boolean newMark) {
        Pair<V> current = pair;
        if (newReference != current.reference || newMark != current.mark) {
            pair = Pair.of(newReference, newMark);
        }
    }

    /** Sets the mark if the reference is still {@code expectedReference}. */
    public boolean attemptMark(V expectedReference, boolean newMark) {
        Pair<V> current = pair;
        return expectedReference == current.reference
                && (newMark == current.mark || casPair(current, Pair.of(expectedReference, newMark)));
    }

    private boolean casPair(Pair<V> cmp, Pair<V> val) {
        return U.compareAndSetReference(this, PAIR, cmp, val);
    }
}
