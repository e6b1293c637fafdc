package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * java.util.ArrayDeque: a circular array deque with the JDK 17 layout (capacity 16 + 1 by default,
 * growth by old + 2 below 64 slots and by half above, removal from the middle shifts the shorter
 * side), so iteration behaves like the JDK even when the deque is modified meanwhile: iterators are
 * weakly fail-fast (they visit the size() elements present at creation and throw
 * ConcurrentModificationException only when they meet an emptied slot). Nulls are rejected.
 */
public class ArrayDeque<E> extends AbstractCollection<E> implements Deque<E>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 2340985798034038923L;

    transient Object[] elements;
    /** Index of the first element (or of the next slot to fill when empty). */
    transient int head;
    /** Index at which the next element would be added at the tail; elements[tail] is null. */
    transient int tail;

    public ArrayDeque() {
        elements = new Object[16 + 1];
    }

    public ArrayDeque(int numElements) {
        elements = new Object[(numElements < 1) ? 1
                : (numElements == Integer.MAX_VALUE) ? Integer.MAX_VALUE : numElements + 1];
    }

    public ArrayDeque(Collection<? extends E> c) {
        this(c.size());
        copyElements(c);
    }

    private void grow(int needed) {
        int oldCapacity = elements.length;
        int jump = (oldCapacity < 64) ? (oldCapacity + 2) : (oldCapacity >> 1);
        int newCapacity;
        if (jump < needed || (newCapacity = (oldCapacity + jump)) - (Integer.MAX_VALUE - 8) > 0) {
            newCapacity = newCapacity(needed, jump);
        }
        Object[] es = elements = Arrays.copyOf(elements, newCapacity);
        // if the contents wrapped around, move the head part to the end of the new array
        if (tail < head || (tail == head && es[head] != null)) {
            int newSpace = newCapacity - oldCapacity;
            System.arraycopy(es, head, es, head + newSpace, oldCapacity - head);
            for (int i = head, to = (head += newSpace); i < to; i++) {
                es[i] = null;
            }
        }
    }

    private int newCapacity(int needed, int jump) {
        int oldCapacity = elements.length;
        int minCapacity = oldCapacity + needed;
        if (minCapacity - (Integer.MAX_VALUE - 8) > 0) {
            if (minCapacity < 0) {
                throw new IllegalStateException("Sorry, deque too big");
            }
            return Integer.MAX_VALUE;
        }
        if (needed > jump) {
            return minCapacity;
        }
        return (oldCapacity + jump - (Integer.MAX_VALUE - 8) < 0) ? oldCapacity + jump : Integer.MAX_VALUE - 8;
    }

    static final int inc(int i, int modulus) {
        if (++i >= modulus) {
            i = 0;
        }
        return i;
    }

    static final int dec(int i, int modulus) {
        if (--i < 0) {
            i = modulus - 1;
        }
        return i;
    }

    static final int inc(int i, int distance, int modulus) {
        if ((i += distance) - modulus >= 0) {
            i -= modulus;
        }
        return i;
    }

    /** Circular distance from j forward to i. */
    static final int sub(int i, int j, int modulus) {
        if ((i -= j) < 0) {
            i += modulus;
        }
        return i;
    }

    @SuppressWarnings("unchecked")
    static final <E> E elementAt(Object[] es, int i) {
        return (E) es[i];
    }

    static final <E> E nonNullElementAt(Object[] es, int i) {
        @SuppressWarnings("unchecked")
        E e = (E) es[i];
        if (e == null) {
            throw new ConcurrentModificationException();
        }
        return e;
    }

    public void addFirst(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        Object[] es = elements;
        es[head = dec(head, es.length)] = e;
        if (head == tail) {
            grow(1);
        }
    }

    public void addLast(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        Object[] es = elements;
        es[tail] = e;
        if (head == (tail = inc(tail, es.length))) {
            grow(1);
        }
    }

    public boolean addAll(Collection<? extends E> c) {
        int s = size();
        int needed = s + c.size() + 1 - elements.length;
        if (needed > 0) {
            grow(needed);
        }
        copyElements(c);
        return size() > s;
    }

    private void copyElements(Collection<? extends E> c) {
        for (E e : c) {
            addLast(e);
        }
    }

    public boolean offerFirst(E e) {
        addFirst(e);
        return true;
    }

    public boolean offerLast(E e) {
        addLast(e);
        return true;
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

    public E pollFirst() {
        Object[] es = elements;
        int h = head;
        E e = elementAt(es, h);
        if (e != null) {
            es[h] = null;
            head = inc(h, es.length);
        }
        return e;
    }

    public E pollLast() {
        Object[] es = elements;
        int t = dec(tail, es.length);
        E e = elementAt(es, t);
        if (e != null) {
            es[tail = t] = null;
        }
        return e;
    }

    public E getFirst() {
        E e = elementAt(elements, head);
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E getLast() {
        Object[] es = elements;
        E e = elementAt(es, dec(tail, es.length));
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E peekFirst() {
        return elementAt(elements, head);
    }

    public E peekLast() {
        Object[] es = elements;
        return elementAt(es, dec(tail, es.length));
    }

    public boolean removeFirstOccurrence(Object o) {
        if (o != null) {
            Object[] es = elements;
            for (int i = head, end = tail, to = (i <= end) ? end : es.length;; i = 0, to = end) {
                for (; i < to; i++) {
                    if (o.equals(es[i])) {
                        delete(i);
                        return true;
                    }
                }
                if (to == end) {
                    break;
                }
            }
        }
        return false;
    }

    public boolean removeLastOccurrence(Object o) {
        if (o != null) {
            Object[] es = elements;
            for (int i = tail, end = head, to = (i >= end) ? end : 0;; i = es.length, to = end) {
                for (i--; i > to - 1; i--) {
                    if (o.equals(es[i])) {
                        delete(i);
                        return true;
                    }
                }
                if (to == end) {
                    break;
                }
            }
        }
        return false;
    }

    public boolean add(E e) {
        addLast(e);
        return true;
    }

    public boolean offer(E e) {
        return offerLast(e);
    }

    public E remove() {
        return removeFirst();
    }

    public E poll() {
        return pollFirst();
    }

    public E element() {
        return getFirst();
    }

    public E peek() {
        return peekFirst();
    }

    public void push(E e) {
        addFirst(e);
    }

    public E pop() {
        return removeFirst();
    }

    /**
     * Removes the element at index i by shifting the shorter side. Returns true if the elements
     * after i moved back one slot (iterators then step back), false if the front moved forward.
     */
    boolean delete(int i) {
        Object[] es = elements;
        int capacity = es.length;
        int h = head;
        int t = tail;
        int front = sub(i, h, capacity);
        int back = sub(t, i, capacity) - 1;
        if (front < back) {
            if (h <= i) {
                System.arraycopy(es, h, es, h + 1, front);
            } else {
                System.arraycopy(es, 0, es, 1, i);
                es[0] = es[capacity - 1];
                System.arraycopy(es, h, es, h + 1, front - (i + 1));
            }
            es[h] = null;
            head = inc(h, capacity);
            return false;
        } else {
            tail = dec(t, capacity);
            if (i <= tail) {
                System.arraycopy(es, i + 1, es, i, back);
            } else {
                System.arraycopy(es, i + 1, es, i, capacity - (i + 1));
                es[capacity - 1] = es[0];
                System.arraycopy(es, 1, es, 0, t - 1);
            }
            es[tail] = null;
            return true;
        }
    }

    public int size() {
        return sub(tail, head, elements.length);
    }

    public boolean isEmpty() {
        return head == tail;
    }

    public Iterator<E> iterator() {
        return new DeqIterator();
    }

    public Iterator<E> descendingIterator() {
        return new DescendingIterator();
    }

    private class DeqIterator implements Iterator<E> {
        int cursor;
        int remaining = size();
        int lastRet = -1;

        DeqIterator() {
            cursor = head;
        }

        public final boolean hasNext() {
            return remaining > 0;
        }

        public E next() {
            if (remaining <= 0) {
                throw new NoSuchElementException();
            }
            Object[] es = elements;
            E e = nonNullElementAt(es, cursor);
            cursor = inc(lastRet = cursor, es.length);
            remaining--;
            return e;
        }

        void postDelete(boolean leftShifted) {
            if (leftShifted) {
                cursor = dec(cursor, elements.length);
            }
        }

        public final void remove() {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            postDelete(delete(lastRet));
            lastRet = -1;
        }

        public void forEachRemaining(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            while (remaining > 0) {
                action.accept(next());
            }
        }
    }

    private class DescendingIterator extends DeqIterator {
        DescendingIterator() {
            cursor = dec(tail, elements.length);
        }

        public final E next() {
            if (remaining <= 0) {
                throw new NoSuchElementException();
            }
            Object[] es = elements;
            E e = nonNullElementAt(es, cursor);
            cursor = dec(lastRet = cursor, es.length);
            remaining--;
            return e;
        }

        void postDelete(boolean leftShifted) {
            if (!leftShifted) {
                cursor = inc(cursor, elements.length);
            }
        }
    }

    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        Object[] es = elements;
        for (int i = head, end = tail, to = (i <= end) ? end : es.length;; i = 0, to = end) {
            for (; i < to; i++) {
                action.accept(ArrayDeque.<E>elementAt(es, i));
            }
            if (to == end) {
                if (end != tail) {
                    throw new ConcurrentModificationException();
                }
                break;
            }
        }
    }

    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        return bulkRemove(filter);
    }

    public boolean removeAll(final Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(new Predicate<E>() {
            public boolean test(E e) {
                return c.contains(e);
            }
        });
    }

    public boolean retainAll(final Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(new Predicate<E>() {
            public boolean test(E e) {
                return !c.contains(e);
            }
        });
    }

    /** Removes the matching elements; survivors are compacted towards the head. */
    private boolean bulkRemove(Predicate<? super E> filter) {
        Object[] es = elements;
        int capacity = es.length;
        int n = size();
        boolean[] dead = new boolean[n];
        boolean any = false;
        for (int k = 0, i = head; k < n; k++, i = inc(i, capacity)) {
            if (filter.test(ArrayDeque.<E>elementAt(es, i))) {
                dead[k] = true;
                any = true;
            }
        }
        if (tail != inc(head, n, capacity) || es != elements) {
            throw new ConcurrentModificationException();
        }
        if (!any) {
            return false;
        }
        int w = head;
        for (int k = 0, i = head; k < n; k++, i = inc(i, capacity)) {
            if (!dead[k]) {
                es[w] = es[i];
                w = inc(w, capacity);
            }
        }
        for (int i = w; i != tail; i = inc(i, capacity)) {
            es[i] = null;
        }
        tail = w;
        return true;
    }

    public boolean contains(Object o) {
        if (o != null) {
            Object[] es = elements;
            for (int i = head, end = tail, to = (i <= end) ? end : es.length;; i = 0, to = end) {
                for (; i < to; i++) {
                    if (o.equals(es[i])) {
                        return true;
                    }
                }
                if (to == end) {
                    break;
                }
            }
        }
        return false;
    }

    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    public void clear() {
        Object[] es = elements;
        for (int i = head; i != tail; i = inc(i, es.length)) {
            es[i] = null;
        }
        head = tail = 0;
    }

    public Object[] toArray() {
        return toArray(Object[].class);
    }

    @SuppressWarnings("unchecked")
    private <T> T[] toArray(Class<T[]> klazz) {
        Object[] es = elements;
        int size = size();
        T[] a = (Object) klazz == (Object) Object[].class ? (T[]) new Object[size]
                : (T[]) java.lang.reflect.Array.newInstance(klazz.getComponentType(), size);
        int h = head;
        int end = tail;
        if (h <= end) {
            System.arraycopy(es, h, a, 0, end - h);
        } else {
            int firstLeg = es.length - h;
            System.arraycopy(es, h, a, 0, firstLeg);
            System.arraycopy(es, 0, a, firstLeg, end);
        }
        return a;
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        int size = size();
        if (size > a.length) {
            return toArray((Class<T[]>) a.getClass());
        }
        Object[] es = elements;
        for (int i = head, j = 0; j < size; i = inc(i, es.length), j++) {
            a[j] = (T) es[i];
        }
        if (size < a.length) {
            a[size] = null;
        }
        return a;
    }

    @SuppressWarnings("unchecked")
    public ArrayDeque<E> clone() {
        try {
            ArrayDeque<E> result = (ArrayDeque<E>) super.clone();
            result.elements = Arrays.copyOf(elements, elements.length);
            return result;
        } catch (CloneNotSupportedException e) {
            throw new AssertionError();
        }
    }
}
