package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Deque;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Predicate;
import jdk.internal.misc.Unsafe;

/**
 * java.util.concurrent.ConcurrentLinkedDeque, lock-free but not the JDK's doubly linked design:
 * the whole deque is one immutable value (a "banker's deque": a list of the first elements,
 * first at its head, and a list of the last elements, last at its head, with their sizes) in a
 * volatile field, and every update builds the new value and installs it with one CAS, retrying
 * when another thread got there first. An operation never blocks and never waits for another
 * thread (a failed CAS means some other operation succeeded), so, as on HotSpot, threads using
 * the deque never park and no lock shows up in a contention profile.
 *
 * Adding at either end is O(1). Taking from an end whose list is empty first moves the older
 * half of the other list across (reversed), so a run of operations is amortized O(1).
 * Removing an interior element rebuilds the lists. size() is exact. Iterators walk the value
 * seen when they were created (a snapshot, so they never throw
 * ConcurrentModificationException) and support remove (of that very element, by identity).
 */
public class ConcurrentLinkedDeque<E> extends AbstractCollection<E> implements Deque<E>, java.io.Serializable {
    private static final long serialVersionUID = 876323262645176354L;

    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long STATE = U.objectFieldOffset(ConcurrentLinkedDeque.class, "state");

    /** An immutable list cell. */
    static final class Cons {
        final Object item;
        final Cons next;

        Cons(Object item, Cons next) {
            this.item = item;
            this.next = next;
        }
    }

    /** An immutable deque value: front (first element first) then back reversed. */
    static final class State {
        final Cons front;
        final int nf;
        final Cons back;
        final int nb;

        State(Cons front, int nf, Cons back, int nb) {
            this.front = front;
            this.nf = nf;
            this.back = back;
            this.nb = nb;
        }

        int size() {
            return nf + nb;
        }

        /** The elements, first to last. */
        Object[] toArray() {
            Object[] a = new Object[nf + nb];
            int i = 0;
            for (Cons c = front; c != null; c = c.next) {
                a[i++] = c.item;
            }
            int j = nf + nb;
            for (Cons c = back; c != null; c = c.next) {
                a[--j] = c.item;
            }
            return a;
        }

        /** A value holding a[from, to) in order (split evenly between the two lists). */
        static State of(Object[] a, int from, int to) {
            int n = to - from;
            int mid = from + (n + 1) / 2;
            Cons front = null;
            for (int i = mid - 1; i >= from; i--) {
                front = new Cons(a[i], front);
            }
            Cons back = null;
            for (int i = mid; i < to; i++) {
                back = new Cons(a[i], back);
            }
            return new State(front, mid - from, back, to - mid);
        }
    }

    private static final State EMPTY = new State(null, 0, null, 0);

    private transient volatile State state;

    public ConcurrentLinkedDeque() {
        state = EMPTY;
    }

    public ConcurrentLinkedDeque(Collection<? extends E> c) {
        Object[] a = c.toArray();
        for (Object e : a) {
            Objects.requireNonNull(e);
        }
        state = State.of(a, 0, a.length);
    }

    private boolean casState(State cmp, State val) {
        return U.compareAndSetReference(this, STATE, cmp, val);
    }

    // ------------------------------------------------------------------ ends

    public void addFirst(E e) {
        offerFirst(e);
    }

    public void addLast(E e) {
        offerLast(e);
    }

    public boolean offerFirst(E e) {
        Objects.requireNonNull(e);
        for (;;) {
            State s = state;
            if (casState(s, new State(new Cons(e, s.front), s.nf + 1, s.back, s.nb))) {
                return true;
            }
        }
    }

    public boolean offerLast(E e) {
        Objects.requireNonNull(e);
        for (;;) {
            State s = state;
            if (casState(s, new State(s.front, s.nf, new Cons(e, s.back), s.nb + 1))) {
                return true;
            }
        }
    }

    @SuppressWarnings("unchecked")
    public E peekFirst() {
        State s = state;
        if (s.front != null) {
            return (E) s.front.item;
        }
        Cons c = s.back; // the first element is the back list's last cell
        if (c == null) {
            return null;
        }
        while (c.next != null) {
            c = c.next;
        }
        return (E) c.item;
    }

    @SuppressWarnings("unchecked")
    public E peekLast() {
        State s = state;
        if (s.back != null) {
            return (E) s.back.item;
        }
        Cons c = s.front;
        if (c == null) {
            return null;
        }
        while (c.next != null) {
            c = c.next;
        }
        return (E) c.item;
    }

    public E getFirst() {
        E e = peekFirst();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E getLast() {
        E e = peekLast();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    @SuppressWarnings("unchecked")
    public E pollFirst() {
        for (;;) {
            State s = state;
            State t;
            Object item;
            if (s.front != null) {
                item = s.front.item;
                t = new State(s.front.next, s.nf - 1, s.back, s.nb);
            } else if (s.back == null) {
                return null;
            } else { // rebalance: the older half of back, reversed, becomes front
                Object[] a = s.toArray();
                item = a[0];
                t = State.of(a, 1, a.length);
            }
            if (casState(s, t)) {
                return (E) item;
            }
        }
    }

    @SuppressWarnings("unchecked")
    public E pollLast() {
        for (;;) {
            State s = state;
            State t;
            Object item;
            if (s.back != null) {
                item = s.back.item;
                t = new State(s.front, s.nf, s.back.next, s.nb - 1);
            } else if (s.front == null) {
                return null;
            } else {
                Object[] a = s.toArray();
                item = a[a.length - 1];
                t = State.of(a, 0, a.length - 1);
            }
            if (casState(s, t)) {
                return (E) item;
            }
        }
    }

    public E removeFirst() {
        E e = pollFirst();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E removeLast() {
        E e = pollLast();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    // ------------------------------------------------------------------ Queue and stack

    public boolean offer(E e) {
        return offerLast(e);
    }

    public boolean add(E e) {
        return offerLast(e);
    }

    public E poll() {
        return pollFirst();
    }

    public E peek() {
        return peekFirst();
    }

    public E remove() {
        return removeFirst();
    }

    public E pop() {
        return removeFirst();
    }

    public E element() {
        return getFirst();
    }

    public void push(E e) {
        addFirst(e);
    }

    // ------------------------------------------------------------------ interior removal

    /** Installs s without element i of a (a = s.toArray()); false if s is no longer current. */
    private boolean removeAt(State s, Object[] a, int i) {
        Object[] b = new Object[a.length - 1];
        System.arraycopy(a, 0, b, 0, i);
        System.arraycopy(a, i + 1, b, i, a.length - i - 1);
        return casState(s, State.of(b, 0, b.length));
    }

    public boolean removeFirstOccurrence(Object o) {
        Objects.requireNonNull(o);
        for (;;) {
            State s = state;
            Object[] a = s.toArray();
            int i = 0;
            while (i < a.length && !o.equals(a[i])) {
                i++;
            }
            if (i == a.length) {
                return false;
            }
            if (removeAt(s, a, i)) {
                return true;
            }
        }
    }

    public boolean removeLastOccurrence(Object o) {
        Objects.requireNonNull(o);
        for (;;) {
            State s = state;
            Object[] a = s.toArray();
            int i = a.length - 1;
            while (i >= 0 && !o.equals(a[i])) {
                i--;
            }
            if (i < 0) {
                return false;
            }
            if (removeAt(s, a, i)) {
                return true;
            }
        }
    }

    /** Removes the element identical to x, looking first at index hint; false if gone. */
    private boolean removeIdentical(Object x, int hint) {
        for (;;) {
            State s = state;
            Object[] a = s.toArray();
            int i = -1;
            if (hint < a.length && a[hint] == x) {
                i = hint;
            } else {
                for (int j = 0; j < a.length; j++) {
                    if (a[j] == x) {
                        i = j;
                        break;
                    }
                }
            }
            if (i < 0) {
                return false;
            }
            if (removeAt(s, a, i)) {
                return true;
            }
        }
    }

    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    public boolean contains(Object o) {
        if (o != null) {
            State s = state;
            for (Cons c = s.front; c != null; c = c.next) {
                if (o.equals(c.item)) {
                    return true;
                }
            }
            for (Cons c = s.back; c != null; c = c.next) {
                if (o.equals(c.item)) {
                    return true;
                }
            }
        }
        return false;
    }

    public boolean isEmpty() {
        return state.size() == 0;
    }

    public int size() {
        return state.size();
    }

    public boolean addAll(Collection<? extends E> c) {
        if (c == this) {
            // adding to itself would never end in the JDK's list
            throw new IllegalArgumentException();
        }
        Object[] add = c.toArray();
        if (add.length == 0) {
            return false;
        }
        for (Object e : add) {
            Objects.requireNonNull(e);
        }
        for (;;) {
            State s = state;
            Cons back = s.back;
            for (Object e : add) {
                back = new Cons(e, back);
            }
            if (casState(s, new State(s.front, s.nf, back, s.nb + add.length))) {
                return true;
            }
        }
    }

    public void clear() {
        state = EMPTY;
    }

    private boolean bulkRemove(Predicate<? super E> filter) {
        for (;;) {
            State s = state;
            Object[] a = s.toArray();
            Object[] kept = new Object[a.length];
            int n = 0;
            for (Object x : a) {
                @SuppressWarnings("unchecked")
                E e = (E) x;
                if (!filter.test(e)) {
                    kept[n++] = x;
                }
            }
            if (n == a.length) {
                return false;
            }
            if (casState(s, State.of(kept, 0, n))) {
                return true;
            }
        }
    }

    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        return bulkRemove(filter);
    }

    public boolean removeAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(e -> c.contains(e));
    }

    public boolean retainAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(e -> !c.contains(e));
    }

    @SuppressWarnings("unchecked")
    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        for (Object x : state.toArray()) {
            action.accept((E) x);
        }
    }

    public Object[] toArray() {
        return state.toArray();
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        Objects.requireNonNull(a);
        Object[] es = state.toArray();
        if (a.length < es.length) {
            return (T[]) Arrays.copyOf(es, es.length, a.getClass());
        }
        System.arraycopy(es, 0, a, 0, es.length);
        if (a.length > es.length) {
            a[es.length] = null;
        }
        return a;
    }

    public String toString() {
        return Arrays.toString(state.toArray());
    }

    public Iterator<E> iterator() {
        return new Itr(false);
    }

    public Iterator<E> descendingIterator() {
        return new Itr(true);
    }

    /** Walks a snapshot, first to last or last to first. */
    private final class Itr implements Iterator<E> {
        private final Object[] snapshot = state.toArray();
        private final boolean descending;
        private int cursor;
        private int lastRet = -1;

        Itr(boolean descending) {
            this.descending = descending;
            cursor = descending ? snapshot.length - 1 : 0;
        }

        public boolean hasNext() {
            return descending ? cursor >= 0 : cursor < snapshot.length;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            lastRet = cursor;
            cursor += descending ? -1 : 1;
            return (E) snapshot[lastRet];
        }

        public void remove() {
            int i = lastRet;
            if (i < 0) {
                throw new IllegalStateException();
            }
            lastRet = -1;
            // the index is only a hint: earlier elements may have been removed meanwhile
            removeIdentical(snapshot[i], i);
        }
    }
}
