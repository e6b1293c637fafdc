package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.SortedSet;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import jdk.internal.misc.Unsafe;

/**
 * java.util.concurrent.PriorityBlockingQueue: an unbounded binary heap in an array (the same sift
 * steps as java.util.PriorityQueue, so toString/toArray show the JDK's order), ordered by the
 * elements' natural order or a Comparator, guarded by one ReentrantLock with a {@code notEmpty}
 * condition; put never blocks.
 *
 * Growing the array follows the JDK: the offering thread releases the lock while it allocates the
 * bigger array (a CAS on {@code allocationSpinLock} lets only one thread allocate), so that takers
 * are not held up by the allocation, then takes the lock back and installs the array if nobody
 * else did. Iterators walk a snapshot; their remove removes that very element (by identity).
 */
public class PriorityBlockingQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = 5595510919245408276L;
    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long ALLOCATIONSPINLOCK = U.objectFieldOffset(PriorityBlockingQueue.class, "allocationSpinLock");

    private static final int DEFAULT_INITIAL_CAPACITY = 11;
    private static final int MAX_ARRAY_SIZE = Integer.MAX_VALUE - 8;

    private transient Object[] queue;
    private transient int size;
    private transient Comparator<? super E> comparator;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition notEmpty = lock.newCondition();
    /** 1 while a thread allocates a bigger array. */
    private transient volatile int allocationSpinLock;

    public PriorityBlockingQueue() {
        this(DEFAULT_INITIAL_CAPACITY, null);
    }

    public PriorityBlockingQueue(int initialCapacity) {
        this(initialCapacity, null);
    }

    public PriorityBlockingQueue(int initialCapacity, Comparator<? super E> comparator) {
        if (initialCapacity < 1) {
            throw new IllegalArgumentException();
        }
        this.comparator = comparator;
        this.queue = new Object[Math.max(1, initialCapacity)];
    }

    /**
     * As the JDK: a SortedSet's order (and comparator) is already a heap; another
     * PriorityBlockingQueue's array too (and its elements are known non-null); anything else is
     * heapified.
     */
    @SuppressWarnings("unchecked")
    public PriorityBlockingQueue(Collection<? extends E> c) {
        boolean heapify = true;
        boolean screen = true;
        if (c instanceof SortedSet<?>) {
            SortedSet<? extends E> ss = (SortedSet<? extends E>) c;
            this.comparator = (Comparator<? super E>) ss.comparator();
            heapify = false;
        } else if (c instanceof PriorityBlockingQueue<?>) {
            PriorityBlockingQueue<? extends E> pq = (PriorityBlockingQueue<? extends E>) c;
            this.comparator = (Comparator<? super E>) pq.comparator();
            screen = false;
            if (pq.getClass() == PriorityBlockingQueue.class) {
                heapify = false;
            }
        }
        Object[] es = c.toArray();
        int n = es.length;
        if (es.getClass() != Object[].class) {
            es = Arrays.copyOf(es, n, Object[].class);
        }
        if (screen && (n == 1 || this.comparator != null)) {
            for (Object e : es) {
                if (e == null) {
                    throw new NullPointerException();
                }
            }
        }
        this.queue = (es.length > 0) ? es : new Object[1];
        this.size = n;
        if (heapify) {
            heapify();
        }
    }

    /** Makes room for one more element; called with the lock held, returns with it held. */
    private void tryGrow(Object[] array, int oldCap) {
        lock.unlock(); // allocate without the lock
        Object[] newArray = null;
        if (allocationSpinLock == 0 && U.compareAndSetInt(this, ALLOCATIONSPINLOCK, 0, 1)) {
            try {
                int growth = (oldCap < 64) ? (oldCap + 2) : (oldCap >> 1);
                int newCap = oldCap + growth;
                if (newCap - MAX_ARRAY_SIZE > 0 || newCap < 0) {
                    int minCap = oldCap + 1;
                    if (minCap < 0 || minCap > MAX_ARRAY_SIZE) {
                        throw new OutOfMemoryError("Required array length too large");
                    }
                    newCap = MAX_ARRAY_SIZE;
                }
                if (queue == array) {
                    newArray = new Object[newCap];
                }
            } finally {
                allocationSpinLock = 0;
            }
        }
        if (newArray == null) {
            Thread.yield(); // another thread is allocating
        }
        lock.lock();
        if (newArray != null && queue == array) {
            queue = newArray;
            System.arraycopy(array, 0, newArray, 0, oldCap);
        }
    }

    /** Removes the top of the heap, or returns null; the lock is held. */
    @SuppressWarnings("unchecked")
    private E dequeue() {
        Object[] es = queue;
        E result = (E) es[0];
        if (result != null) {
            int n = --size;
            E x = (E) es[n];
            es[n] = null;
            if (n > 0) {
                siftDown(0, x, es, n);
            }
        }
        return result;
    }

    @SuppressWarnings("unchecked")
    private void siftUp(int k, E x, Object[] es) {
        Comparator<? super E> cmp = comparator;
        if (cmp == null) {
            Comparable<? super E> key = (Comparable<? super E>) x;
            while (k > 0) {
                int parent = (k - 1) >>> 1;
                Object e = es[parent];
                if (key.compareTo((E) e) >= 0) {
                    break;
                }
                es[k] = e;
                k = parent;
            }
            es[k] = key;
        } else {
            while (k > 0) {
                int parent = (k - 1) >>> 1;
                Object e = es[parent];
                if (cmp.compare(x, (E) e) >= 0) {
                    break;
                }
                es[k] = e;
                k = parent;
            }
            es[k] = x;
        }
    }

    @SuppressWarnings("unchecked")
    private void siftDown(int k, E x, Object[] es, int n) {
        Comparator<? super E> cmp = comparator;
        int half = n >>> 1;
        if (cmp == null) {
            Comparable<? super E> key = (Comparable<? super E>) x;
            while (k < half) {
                int child = (k << 1) + 1;
                Object c = es[child];
                int right = child + 1;
                if (right < n && ((Comparable<? super E>) c).compareTo((E) es[right]) > 0) {
                    c = es[child = right];
                }
                if (key.compareTo((E) c) <= 0) {
                    break;
                }
                es[k] = c;
                k = child;
            }
            es[k] = key;
        } else {
            while (k < half) {
                int child = (k << 1) + 1;
                Object c = es[child];
                int right = child + 1;
                if (right < n && cmp.compare((E) c, (E) es[right]) > 0) {
                    c = es[child = right];
                }
                if (cmp.compare(x, (E) c) <= 0) {
                    break;
                }
                es[k] = c;
                k = child;
            }
            es[k] = x;
        }
    }

    @SuppressWarnings("unchecked")
    private void heapify() {
        Object[] es = queue;
        int n = size;
        for (int i = (n >>> 1) - 1; i >= 0; i--) {
            siftDown(i, (E) es[i], es, n);
        }
    }

    public boolean add(E e) {
        return offer(e);
    }

    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        ReentrantLock lock = this.lock;
        lock.lock();
        int n;
        int cap;
        Object[] es;
        while ((n = size) >= (cap = (es = queue).length)) {
            tryGrow(es, cap);
        }
        try {
            siftUp(n, e, es);
            size = n + 1;
            notEmpty.signal();
        } finally {
            lock.unlock();
        }
        return true;
    }

    public void put(E e) {
        offer(e); // never blocks
    }

    public boolean offer(E e, long timeout, TimeUnit unit) {
        return offer(e); // never blocks
    }

    public E poll() {
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            return dequeue();
        } finally {
            lock.unlock();
        }
    }

    public E take() throws InterruptedException {
        ReentrantLock lock = this.lock;
        lock.lockInterruptibly();
        E result;
        try {
            while ((result = dequeue()) == null) {
                notEmpty.await();
            }
        } finally {
            lock.unlock();
        }
        return result;
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        ReentrantLock lock = this.lock;
        lock.lockInterruptibly();
        E result;
        try {
            while ((result = dequeue()) == null && nanos > 0L) {
                nanos = notEmpty.awaitNanos(nanos);
            }
        } finally {
            lock.unlock();
        }
        return result;
    }

    @SuppressWarnings("unchecked")
    public E peek() {
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            return (E) queue[0];
        } finally {
            lock.unlock();
        }
    }

    public Comparator<? super E> comparator() {
        return comparator;
    }

    public int size() {
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            return size;
        } finally {
            lock.unlock();
        }
    }

    public int remainingCapacity() {
        return Integer.MAX_VALUE;
    }

    private int indexOf(Object o) {
        if (o != null) {
            Object[] es = queue;
            for (int i = 0, n = size; i < n; i++) {
                if (o.equals(es[i])) {
                    return i;
                }
            }
        }
        return -1;
    }

    /** Removes the i-th array element (the last one fills the hole); the lock is held. */
    @SuppressWarnings("unchecked")
    private void removeAt(int i) {
        Object[] es = queue;
        int n = size - 1;
        if (n == i) {
            es[i] = null;
        } else {
            E moved = (E) es[n];
            es[n] = null;
            siftDown(i, moved, es, n);
            if (es[i] == moved) {
                siftUp(i, moved, es);
            }
        }
        size = n;
    }

    public boolean remove(Object o) {
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            int i = indexOf(o);
            if (i == -1) {
                return false;
            }
            removeAt(i);
            return true;
        } finally {
            lock.unlock();
        }
    }

    /** Removes the element identical to o (for the iterator). */
    void removeEq(Object o) {
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            Object[] es = queue;
            for (int i = 0, n = size; i < n; i++) {
                if (o == es[i]) {
                    removeAt(i);
                    break;
                }
            }
        } finally {
            lock.unlock();
        }
    }

    public boolean contains(Object o) {
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            return indexOf(o) != -1;
        } finally {
            lock.unlock();
        }
    }

    public String toString() {
        return LinkedBlockingQueue.arrayToString(toArray(), this);
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    @SuppressWarnings("unchecked")
    public int drainTo(Collection<? super E> c, int maxElements) {
        if (c == null) {
            throw new NullPointerException();
        }
        if (c == this) {
            throw new IllegalArgumentException();
        }
        if (maxElements <= 0) {
            return 0;
        }
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            int n = Math.min(size, maxElements);
            for (int i = 0; i < n; i++) {
                c.add((E) queue[0]); // before removing, in case add throws
                dequeue();
            }
            return n;
        } finally {
            lock.unlock();
        }
    }

    public void clear() {
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            Object[] es = queue;
            for (int i = 0, n = size; i < n; i++) {
                es[i] = null;
            }
            size = 0;
        } finally {
            lock.unlock();
        }
    }

    public Object[] toArray() {
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            return Arrays.copyOf(queue, size);
        } finally {
            lock.unlock();
        }
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            int n = size;
            if (a.length < n) {
                return (T[]) Arrays.copyOf(queue, size, a.getClass());
            }
            System.arraycopy(queue, 0, a, 0, n);
            if (a.length > n) {
                a[n] = null;
            }
            return a;
        } finally {
            lock.unlock();
        }
    }

    public Iterator<E> iterator() {
        return new Itr(toArray());
    }

    /** Over a snapshot of the array. */
    final class Itr implements Iterator<E> {
        final Object[] array;
        int cursor;
        int lastRet = -1;

        Itr(Object[] array) {
            this.array = array;
        }

        public boolean hasNext() {
            return cursor < array.length;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (cursor >= array.length) {
                throw new NoSuchElementException();
            }
            return (E) array[lastRet = cursor++];
        }

        public void remove() {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            removeEq(array[lastRet]);
            lastRet = -1;
        }
    }
}
