package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * java.util.concurrent.LinkedBlockingQueue: the JDK's "two-lock queue" (Michael and Scott's
 * blocking variant), an optionally bounded singly linked list with a dummy head node.
 *
 * Producers take {@code putLock} and append at {@code last}; consumers take {@code takeLock} and
 * advance {@code head}, so a put and a take never contend with each other. The element count is
 * an AtomicInteger both sides update, and it is what tells either side whether the queue is empty
 * or full. To keep signalling cheap the wake-ups cascade, as in the JDK: a putter that leaves
 * room signals the next putter itself, and only the put that makes the queue non-empty takes
 * {@code takeLock} to signal a taker (the taker that wakes signals the next one if more is left);
 * takes mirror this for {@code notFull}. Operations that touch the middle of the list (remove(Object),
 * contains, toArray, iterator steps) hold both locks.
 *
 * Dequeued nodes link to themselves, so an iterator standing on a node that a take removed finds
 * its way back to the live list through {@code head} (the iterator is weakly consistent and
 * never throws ConcurrentModificationException).
 */
public class LinkedBlockingQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -6903933977591709194L;

    static final class Node<E> {
        /** null once the element is taken or removed. */
        E item;
        /** The successor; the node itself once dequeued; null for the last node. */
        Node<E> next;

        Node(E x) {
            item = x;
        }
    }

    private final int capacity;
    private final AtomicInteger count = new AtomicInteger();
    /** The dummy node; head.item is always null. Guarded by takeLock. */
    transient Node<E> head;
    /** The last node; last.next is always null. Guarded by putLock. */
    private transient Node<E> last;

    private final ReentrantLock takeLock = new ReentrantLock();
    private final Condition notEmpty = takeLock.newCondition();
    private final ReentrantLock putLock = new ReentrantLock();
    private final Condition notFull = putLock.newCondition();

    public LinkedBlockingQueue() {
        this(Integer.MAX_VALUE);
    }

    public LinkedBlockingQueue(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        this.capacity = capacity;
        last = head = new Node<E>(null);
    }

    public LinkedBlockingQueue(Collection<? extends E> c) {
        this(Integer.MAX_VALUE);
        ReentrantLock putLock = this.putLock;
        putLock.lock(); // not for mutual exclusion: for visibility, as the JDK does
        try {
            int n = 0;
            for (E e : c) {
                if (e == null) {
                    throw new NullPointerException();
                }
                if (n == capacity) {
                    throw new IllegalStateException("Queue full");
                }
                enqueue(new Node<E>(e));
                ++n;
            }
            count.set(n);
        } finally {
            putLock.unlock();
        }
    }

    /** Wakes a taker; called by a put that made the queue non-empty (takeLock is not held). */
    private void signalNotEmpty() {
        ReentrantLock takeLock = this.takeLock;
        takeLock.lock();
        try {
            notEmpty.signal();
        } finally {
            takeLock.unlock();
        }
    }

    /** Wakes a putter; called by a take that made room in a full queue (putLock is not held). */
    private void signalNotFull() {
        ReentrantLock putLock = this.putLock;
        putLock.lock();
        try {
            notFull.signal();
        } finally {
            putLock.unlock();
        }
    }

    /** Appends under putLock. */
    private void enqueue(Node<E> node) {
        last = last.next = node;
    }

    /** Removes the first element under takeLock (the queue is known non-empty). */
    private E dequeue() {
        Node<E> h = head;
        Node<E> first = h.next;
        h.next = h; // self-link: marks it dequeued for iterators, and helps the collector
        head = first;
        E x = first.item;
        first.item = null;
        return x;
    }

    /** Both locks, for operations on the middle of the list. */
    void fullyLock() {
        putLock.lock();
        takeLock.lock();
    }

    void fullyUnlock() {
        takeLock.unlock();
        putLock.unlock();
    }

    public int size() {
        return count.get();
    }

    public int remainingCapacity() {
        return capacity - count.get();
    }

    public void put(E e) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        int c;
        Node<E> node = new Node<E>(e);
        ReentrantLock putLock = this.putLock;
        AtomicInteger count = this.count;
        putLock.lockInterruptibly();
        try {
            while (count.get() == capacity) {
                notFull.await();
            }
            enqueue(node);
            c = count.getAndIncrement();
            if (c + 1 < capacity) {
                notFull.signal();
            }
        } finally {
            putLock.unlock();
        }
        if (c == 0) {
            signalNotEmpty();
        }
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        long nanos = unit.toNanos(timeout);
        int c;
        ReentrantLock putLock = this.putLock;
        AtomicInteger count = this.count;
        putLock.lockInterruptibly();
        try {
            while (count.get() == capacity) {
                if (nanos <= 0L) {
                    return false;
                }
                nanos = notFull.awaitNanos(nanos);
            }
            enqueue(new Node<E>(e));
            c = count.getAndIncrement();
            if (c + 1 < capacity) {
                notFull.signal();
            }
        } finally {
            putLock.unlock();
        }
        if (c == 0) {
            signalNotEmpty();
        }
        return true;
    }

    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        AtomicInteger count = this.count;
        if (count.get() == capacity) {
            return false;
        }
        int c;
        Node<E> node = new Node<E>(e);
        ReentrantLock putLock = this.putLock;
        putLock.lock();
        try {
            if (count.get() == capacity) {
                return false;
            }
            enqueue(node);
            c = count.getAndIncrement();
            if (c + 1 < capacity) {
                notFull.signal();
            }
        } finally {
            putLock.unlock();
        }
        if (c == 0) {
            signalNotEmpty();
        }
        return true;
    }

    public E take() throws InterruptedException {
        E x;
        int c;
        AtomicInteger count = this.count;
        ReentrantLock takeLock = this.takeLock;
        takeLock.lockInterruptibly();
        try {
            while (count.get() == 0) {
                notEmpty.await();
            }
            x = dequeue();
            c = count.getAndDecrement();
            if (c > 1) {
                notEmpty.signal();
            }
        } finally {
            takeLock.unlock();
        }
        if (c == capacity) {
            signalNotFull();
        }
        return x;
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        E x;
        int c;
        long nanos = unit.toNanos(timeout);
        AtomicInteger count = this.count;
        ReentrantLock takeLock = this.takeLock;
        takeLock.lockInterruptibly();
        try {
            while (count.get() == 0) {
                if (nanos <= 0L) {
                    return null;
                }
                nanos = notEmpty.awaitNanos(nanos);
            }
            x = dequeue();
            c = count.getAndDecrement();
            if (c > 1) {
                notEmpty.signal();
            }
        } finally {
            takeLock.unlock();
        }
        if (c == capacity) {
            signalNotFull();
        }
        return x;
    }

    public E poll() {
        AtomicInteger count = this.count;
        if (count.get() == 0) {
            return null;
        }
        E x;
        int c;
        ReentrantLock takeLock = this.takeLock;
        takeLock.lock();
        try {
            if (count.get() == 0) {
                return null;
            }
            x = dequeue();
            c = count.getAndDecrement();
            if (c > 1) {
                notEmpty.signal();
            }
        } finally {
            takeLock.unlock();
        }
        if (c == capacity) {
            signalNotFull();
        }
        return x;
    }

    public E peek() {
        if (count.get() == 0) {
            return null;
        }
        ReentrantLock takeLock = this.takeLock;
        takeLock.lock();
        try {
            return (count.get() > 0) ? head.next.item : null;
        } finally {
            takeLock.unlock();
        }
    }

    /** Unlinks p (its predecessor is pred) with both locks held. */
    void unlink(Node<E> p, Node<E> pred) {
        p.item = null;
        pred.next = p.next;
        if (last == p) {
            last = pred;
        }
        if (count.getAndDecrement() == capacity) {
            notFull.signal();
        }
    }

    public boolean remove(Object o) {
        if (o == null) {
            return false;
        }
        fullyLock();
        try {
            for (Node<E> pred = head, p = pred.next; p != null; pred = p, p = p.next) {
                if (o.equals(p.item)) {
                    unlink(p, pred);
                    return true;
                }
            }
            return false;
        } finally {
            fullyUnlock();
        }
    }

    public boolean contains(Object o) {
        if (o == null) {
            return false;
        }
        fullyLock();
        try {
            for (Node<E> p = head.next; p != null; p = p.next) {
                if (o.equals(p.item)) {
                    return true;
                }
            }
            return false;
        } finally {
            fullyUnlock();
        }
    }

    public Object[] toArray() {
        fullyLock();
        try {
            Object[] a = new Object[count.get()];
            int k = 0;
            for (Node<E> p = head.next; p != null; p = p.next) {
                a[k++] = p.item;
            }
            return a;
        } finally {
            fullyUnlock();
        }
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        fullyLock();
        try {
            int size = count.get();
            if (a.length < size) {
                a = (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), size);
            }
            int k = 0;
            for (Node<E> p = head.next; p != null; p = p.next) {
                a[k++] = (T) p.item;
            }
            if (a.length > k) {
                a[k] = null;
            }
            return a;
        } finally {
            fullyUnlock();
        }
    }

    /** From a snapshot, as the JDK's (so a concurrent take cannot tear the text). */
    public String toString() {
        return LinkedBlockingQueue.arrayToString(toArray(), this);
    }

    /** "[a, b]" with "(this Collection)" for the collection itself; shared by this package's queues. */
    static String arrayToString(Object[] a, Object self) {
        if (a.length == 0) {
            return "[]";
        }
        StringBuilder sb = new StringBuilder();
        sb.append('[');
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                sb.append(',').append(' ');
            }
            Object e = a[i];
            sb.append(e == self ? "(this Collection)" : String.valueOf(e));
        }
        return sb.append(']').toString();
    }

    public void clear() {
        fullyLock();
        try {
            for (Node<E> p, h = head; (p = h.next) != null; h = p) {
                h.next = h;
                p.item = null;
            }
            head = last;
            if (count.getAndSet(0) == capacity) {
                notFull.signal();
            }
        } finally {
            fullyUnlock();
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
        boolean wakePutter = false;
        ReentrantLock takeLock = this.takeLock;
        takeLock.lock();
        try {
            int n = Math.min(maxElements, count.get());
            Node<E> h = head;
            int i = 0;
            try {
                while (i < n) {
                    Node<E> p = h.next;
                    c.add(p.item); // may throw: the finally keeps what was moved so far consistent
                    p.item = null;
                    h.next = h;
                    h = p;
                    ++i;
                }
                return n;
            } finally {
                if (i > 0) {
                    head = h;
                    wakePutter = (count.getAndAdd(-i) == capacity);
                }
            }
        } finally {
            takeLock.unlock();
            if (wakePutter) {
                signalNotFull();
            }
        }
    }

    public Iterator<E> iterator() {
        return new Itr();
    }

    /** The live successor of p, or head's successor when p was dequeued (self-linked). */
    Node<E> succ(Node<E> p) {
        Node<E> n = p.next;
        return (n == p) ? head.next : n;
    }

    /**
     * Weakly consistent: holds the next node and its item (read under the locks), so hasNext and
     * the element it promises never change; each step skips nodes whose item is gone.
     */
    private final class Itr implements Iterator<E> {
        private Node<E> next;
        private E nextItem;
        private Node<E> lastRet;
        /** A node at or before lastRet, where remove starts looking for lastRet's predecessor. */
        private Node<E> ancestor;

        Itr() {
            fullyLock();
            try {
                if ((next = head.next) != null) {
                    nextItem = next.item;
                }
            } finally {
                fullyUnlock();
            }
        }

        public boolean hasNext() {
            return next != null;
        }

        public E next() {
            Node<E> p = next;
            if (p == null) {
                throw new NoSuchElementException();
            }
            lastRet = p;
            E x = nextItem;
            fullyLock();
            try {
                E e = null;
                for (p = p.next; p != null && (e = p.item) == null;) {
                    p = succ(p);
                }
                next = p;
                nextItem = e;
            } finally {
                fullyUnlock();
            }
            return x;
        }

        public void remove() {
            Node<E> p = lastRet;
            if (p == null) {
                throw new IllegalStateException();
            }
            lastRet = null;
            fullyLock();
            try {
                if (p.item != null) {
                    if (ancestor == null) {
                        ancestor = head;
                    }
                    ancestor = findPred(p, ancestor);
                    unlink(p, ancestor);
                }
            } finally {
                fullyUnlock();
            }
        }
    }

    /** The predecessor of live node p, searching from ancestor (or from head if ancestor was dequeued). */
    Node<E> findPred(Node<E> p, Node<E> ancestor) {
        if (ancestor.item == null) {
            ancestor = head;
        }
        for (Node<E> q; (q = ancestor.next) != p;) {
            ancestor = q;
        }
        return ancestor;
    }
}
