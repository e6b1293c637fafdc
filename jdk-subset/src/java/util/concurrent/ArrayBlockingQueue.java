package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Arrays;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * java.util.concurrent.ArrayBlockingQueue: a bounded FIFO over a circular array, guarded by one
 * ReentrantLock (fair or not, as asked) with the two classic conditions {@code notEmpty} and
 * {@code notFull}, as in the JDK. Every insertion signals {@code notEmpty} and every removal
 * signals {@code notFull}; removal from the middle shifts the later elements one slot back.
 *
 * Iterators are weakly consistent. The JDK tracks its iterators from the queue (Itrs) to keep
 * their array indices valid; here every slot carries the sequence number its element got when it
 * was inserted ({@code seqs}, parallel to {@code items}), and an iterator remembers sequence
 * numbers instead of indices, finding its place again by binary search. The visible behaviour is
 * the JDK's: the element promised by hasNext is returned even if it was taken meanwhile, the
 * iteration continues with the first element still present after it, elements inserted after the
 * iterator reached the end of the queue are not visited, and an iterator whose queue became
 * empty ends after its promised element.
 */
public class ArrayBlockingQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -817911632652898426L;

    final Object[] items;
    /** The insertion sequence number of each element in items. */
    private final long[] seqs;
    int takeIndex;
    int putIndex;
    int count;
    /** The sequence number the next inserted element gets. */
    private long nextSeq;
    /** Bumped each time the queue becomes empty: iterators created before stop there. */
    private int emptyEpoch;

    final ReentrantLock lock;
    private final Condition notEmpty;
    private final Condition notFull;

    public ArrayBlockingQueue(int capacity) {
        this(capacity, false);
    }

    public ArrayBlockingQueue(int capacity, boolean fair) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        items = new Object[capacity];
        seqs = new long[capacity];
        lock = new ReentrantLock(fair);
        notEmpty = lock.newCondition();
        notFull = lock.newCondition();
    }

    public ArrayBlockingQueue(int capacity, boolean fair, Collection<? extends E> c) {
        this(capacity, fair);
        ReentrantLock lock = this.lock;
        lock.lock(); // for visibility of the array, as the JDK does
        try {
            int i = 0;
            for (E e : c) {
                if (e == null) {
                    throw new NullPointerException();
                }
                if (i == capacity) {
                    throw new IllegalArgumentException();
                }
                items[i] = e;
                seqs[i] = nextSeq++;
                i++;
            }
            count = i;
            putIndex = (i == capacity) ? 0 : i;
        } finally {
            lock.unlock();
        }
    }

    private int inc(int i) {
        return (++i == items.length) ? 0 : i;
    }

    @SuppressWarnings("unchecked")
    final E itemAt(int i) {
        return (E) items[i];
    }

    /** Inserts at putIndex; the lock is held and there is room. */
    private void enqueue(E e) {
        items[putIndex] = e;
        seqs[putIndex] = nextSeq++;
        putIndex = inc(putIndex);
        count++;
        notEmpty.signal();
    }

    /** Removes at takeIndex; the lock is held and the queue is not empty. */
    private E dequeue() {
        E x = itemAt(takeIndex);
        items[takeIndex] = null;
        takeIndex = inc(takeIndex);
        if (--count == 0) {
            emptyEpoch++;
        }
        notFull.signal();
        return x;
    }

    /** Removes the element at index i, shifting the later ones back; the lock is held. */
    void removeAt(int i) {
        if (i == takeIndex) {
            items[takeIndex] = null;
            takeIndex = inc(takeIndex);
            if (--count == 0) {
                emptyEpoch++;
            }
        } else {
            int put = putIndex;
            for (;;) {
                int pred = i;
                i = inc(i);
                if (i == put) {
                    items[pred] = null;
                    putIndex = pred;
                    break;
                }
                items[pred] = items[i];
                seqs[pred] = seqs[i];
            }
            count--;
        }
        notFull.signal();
    }

    public boolean add(E e) {
        return super.add(e);
    }

    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            if (count == items.length) {
                return false;
            }
            enqueue(e);
            return true;
        } finally {
            lock.unlock();
        }
    }

    public void put(E e) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        ReentrantLock lock = this.lock;
        lock.lockInterruptibly();
        try {
            while (count == items.length) {
                notFull.await();
            }
            enqueue(e);
        } finally {
            lock.unlock();
        }
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        long nanos = unit.toNanos(timeout);
        ReentrantLock lock = this.lock;
        lock.lockInterruptibly();
        try {
            while (count == items.length) {
                if (nanos <= 0L) {
                    return false;
                }
                nanos = notFull.awaitNanos(nanos);
            }
            enqueue(e);
            return true;
        } finally {
            lock.unlock();
        }
    }

    public E poll() {
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            return (count == 0) ? null : dequeue();
        } finally {
            lock.unlock();
        }
    }

    public E take() throws InterruptedException {
        ReentrantLock lock = this.lock;
        lock.lockInterruptibly();
        try {
            while (count == 0) {
                notEmpty.await();
            }
            return dequeue();
        } finally {
            lock.unlock();
        }
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        ReentrantLock lock = this.lock;
        lock.lockInterruptibly();
        try {
            while (count == 0) {
                if (nanos <= 0L) {
                    return null;
                }
                nanos = notEmpty.awaitNanos(nanos);
            }
            return dequeue();
        } finally {
            lock.unlock();
        }
    }

    public E peek() {
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            return itemAt(takeIndex); // null when empty
        } finally {
            lock.unlock();
        }
    }

    public int size() {
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            return count;
        } finally {
            lock.unlock();
        }
    }

    public int remainingCapacity() {
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            return items.length - count;
        } finally {
            lock.unlock();
        }
    }

    public boolean remove(Object o) {
        if (o == null) {
            return false;
        }
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            for (int k = 0, i = takeIndex; k < count; k++, i = inc(i)) {
                if (o.equals(items[i])) {
                    removeAt(i);
                    return true;
                }
            }
            return false;
        } finally {
            lock.unlock();
        }
    }

    public boolean contains(Object o) {
        if (o == null) {
            return false;
        }
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            for (int k = 0, i = takeIndex; k < count; k++, i = inc(i)) {
                if (o.equals(items[i])) {
                    return true;
                }
            }
            return false;
        } finally {
            lock.unlock();
        }
    }

    public Object[] toArray() {
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            Object[] a = new Object[count];
            for (int k = 0, i = takeIndex; k < count; k++, i = inc(i)) {
                a[k] = items[i];
            }
            return a;
        } finally {
            lock.unlock();
        }
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            int n = count;
            if (a.length < n) {
                a = (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), n);
            }
            for (int k = 0, i = takeIndex; k < n; k++, i = inc(i)) {
                a[k] = (T) items[i];
            }
            if (a.length > n) {
                a[n] = null;
            }
            return a;
        } finally {
            lock.unlock();
        }
    }

    public String toString() {
        return LinkedBlockingQueue.arrayToString(toArray(), this);
    }

    public void clear() {
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            int k = count;
            if (k > 0) {
                for (int n = k, i = takeIndex; n > 0; n--, i = inc(i)) {
                    items[i] = null;
                }
                takeIndex = putIndex;
                count = 0;
                emptyEpoch++;
                // As many putters as there were elements may proceed.
                for (; k > 0 && lock.hasWaiters(notFull); k--) {
                    notFull.signal();
                }
            }
        } finally {
            lock.unlock();
        }
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

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
            int n = Math.min(maxElements, count);
            int take = takeIndex;
            int i = 0;
            try {
                while (i < n) {
                    c.add(itemAt(take)); // may throw: the finally keeps the queue consistent
                    items[take] = null;
                    take = inc(take);
                    i++;
                }
                return n;
            } finally {
                if (i > 0) {
                    count -= i;
                    takeIndex = take;
                    if (count == 0) {
                        emptyEpoch++;
                    }
                    for (; i > 0 && lock.hasWaiters(notFull); i--) {
                        notFull.signal();
                    }
                }
            }
        } finally {
            lock.unlock();
        }
    }

    public Iterator<E> iterator() {
        return new Itr();
    }

    /** The index of the first element whose sequence number is at least seq, or -1; the lock is held. */
    private int indexOfSeqAtLeast(long seq) {
        int lo = 0;
        int hi = count; // search the logical positions [lo, hi)
        int len = items.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            int i = takeIndex + mid;
            if (i >= len) {
                i -= len;
            }
            if (seqs[i] < seq) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        if (lo == count) {
            return -1;
        }
        int i = takeIndex + lo;
        return (i >= len) ? i - len : i;
    }

    private static final long NONE = -1L;

    private final class Itr implements Iterator<E> {
        /** The element next() returns (read under the lock when the iterator moved). */
        private E nextItem;
        private long nextItemSeq = NONE;
        /** Continue with the first element whose sequence number is at least this; NONE: at the end. */
        private long cursorSeq = NONE;
        /** The sequence number of the element next() returned last, for remove(); NONE: none. */
        private long lastRetSeq = NONE;
        private int epoch;

        Itr() {
            ReentrantLock lock = ArrayBlockingQueue.this.lock;
            lock.lock();
            try {
                epoch = emptyEpoch;
                if (count > 0) {
                    take(takeIndex);
                }
            } finally {
                lock.unlock();
            }
        }

        /** Promises the element at index i; the lock is held. */
        private void take(int i) {
            nextItem = itemAt(i);
            nextItemSeq = seqs[i];
            cursorSeq = nextItemSeq + 1;
            if (cursorSeq == nextSeq) {
                cursorSeq = NONE; // at the end now: later insertions are not visited
            }
        }

        public boolean hasNext() {
            return nextItem != null;
        }

        public E next() {
            E e = nextItem;
            if (e == null) {
                throw new NoSuchElementException();
            }
            ReentrantLock lock = ArrayBlockingQueue.this.lock;
            lock.lock();
            try {
                lastRetSeq = nextItemSeq;
                nextItem = null;
                if (cursorSeq != NONE && epoch == emptyEpoch) {
                    int i = indexOfSeqAtLeast(cursorSeq);
                    if (i >= 0) {
                        take(i);
                    } else {
                        cursorSeq = NONE;
                    }
                } else {
                    cursorSeq = NONE;
                }
            } finally {
                lock.unlock();
            }
            return e;
        }

        public void remove() {
            long seq = lastRetSeq;
            if (seq == NONE) {
                throw new IllegalStateException();
            }
            lastRetSeq = NONE;
            ReentrantLock lock = ArrayBlockingQueue.this.lock;
            lock.lock();
            try {
                int i = indexOfSeqAtLeast(seq);
                if (i >= 0 && seqs[i] == seq) {
                    removeAt(i);
                } // else another operation removed it already
            } finally {
                lock.unlock();
            }
        }
    }
}
