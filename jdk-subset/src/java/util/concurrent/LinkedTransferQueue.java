package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.concurrent.locks.LockSupport;
import jdk.internal.misc.Unsafe;

/**
 * java.util.concurrent.LinkedTransferQueue: an unbounded lock-free FIFO <em>dual queue</em>, like
 * the JDK's: the list holds either data nodes (elements) or request nodes (waiting consumers),
 * never unmatched nodes of both kinds. An operation that finds a complementary node at the front
 * matches it with a CAS on its item (a consumer sets a data node's item to null, a producer
 * fills a request node's item) and unparks its waiter; otherwise it appends its own node and,
 * depending on the mode, returns at once (put/offer/add: ASYNC), waits (take, transfer: SYNC;
 * poll/tryTransfer with a timeout: TIMED) or appends nothing (poll(), tryTransfer(e): NOW).
 *
 * The list is Michael and Scott's queue with a dummy head, as in SynchronousQueue's fair mode
 * (this is not the JDK's slack-based variant of it, but the same dual-queue protocol, so threads
 * wait and are served in the same FIFO order). A node that gives up (timeout, interrupt, or
 * remove(Object) of a data node) sets its item to itself and is unlinked; the tail cannot be
 * unlinked at once, so it is remembered in {@code cleanMe} and unlinked by a later cleanup.
 * Nodes that leave at the front link to themselves, which sends a traversal back to the head.
 */
public class LinkedTransferQueue<E> extends AbstractQueue<E> implements TransferQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -3223113410248163686L;
    private static final Unsafe U = Unsafe.getUnsafe();

    /* How xfer waits. */
    private static final int NOW = 0;   // poll(), tryTransfer(e): never append
    private static final int ASYNC = 1; // offer, put, add: append, never wait
    private static final int SYNC = 2;  // take, transfer: wait until matched
    private static final int TIMED = 3; // poll and tryTransfer with a timeout

    /** Spins at the front of the queue before parking (a partner is likely to be near). */
    private static final int FRONT_SPINS = (Runtime.getRuntime().availableProcessors() < 2) ? 0 : 64;
    private static final long SPIN_FOR_TIMEOUT_THRESHOLD = 1000L;

    static final class Node {
        final boolean isData;
        /** Data node: the element, null once taken. Request node: null, the element once filled. Itself: cancelled. */
        volatile Object item;
        volatile Node next;
        volatile Thread waiter;

        private static final long ITEM = U.objectFieldOffset(Node.class, "item");
        private static final long NEXT = U.objectFieldOffset(Node.class, "next");

        Node(Object item, boolean isData) {
            this.item = item;
            this.isData = isData;
        }

        boolean casItem(Object cmp, Object val) {
            return item == cmp && U.compareAndSetReference(this, ITEM, cmp, val);
        }

        boolean casNext(Node cmp, Node val) {
            return next == cmp && U.compareAndSetReference(this, NEXT, cmp, val);
        }

        boolean isCancelled() {
            return item == this;
        }

        /** Whether this node still waits for a partner. */
        boolean isUnmatched() {
            Object x = item;
            return x != this && (x != null) == isData;
        }

        boolean isOffList() {
            return next == this;
        }
    }

    /** The dummy head; the first node in the queue is head.next. */
    private transient volatile Node head;
    private transient volatile Node tail;
    private transient volatile Node cleanMe;

    private static final long HEAD = U.objectFieldOffset(LinkedTransferQueue.class, "head");
    private static final long TAIL = U.objectFieldOffset(LinkedTransferQueue.class, "tail");
    private static final long CLEANME = U.objectFieldOffset(LinkedTransferQueue.class, "cleanMe");

    public LinkedTransferQueue() {
        Node h = new Node(null, false);
        h.item = h; // the dummy counts as matched
        head = h;
        tail = h;
    }

    public LinkedTransferQueue(Collection<? extends E> c) {
        this();
        addAll(c);
    }

    private void advanceHead(Node h, Node nh) {
        if (h == head && U.compareAndSetReference(this, HEAD, h, nh)) {
            h.next = h; // off the list
        }
    }

    private void advanceTail(Node t, Node nt) {
        if (tail == t) {
            U.compareAndSetReference(this, TAIL, t, nt);
        }
    }

    private boolean casCleanMe(Node cmp, Node val) {
        return cleanMe == cmp && U.compareAndSetReference(this, CLEANME, cmp, val);
    }

    /**
     * The dual-queue transfer. e non-null: offer e; returns null when it was taken or queued
     * (ASYNC), e when it was not (NOW without a consumer, timeout, interrupt). e null: take;
     * returns the element or null.
     */
    private Object xfer(Object e, int how, long nanos) {
        boolean isData = (e != null);
        Node s = null;
        for (;;) {
            Node t = tail;
            Node h = head;
            if (h == t || t.isData == isData) {
                // Empty, or only nodes of our kind: append (unless NOW).
                Node tn = t.next;
                if (t != tail) {
                    continue;
                }
                if (tn != null) {
                    advanceTail(t, tn);
                    continue;
                }
                if (how == NOW || (how == TIMED && nanos <= 0L)) {
                    return e;
                }
                if (s == null) {
                    s = new Node(e, isData);
                }
                if (!t.casNext(null, s)) {
                    continue;
                }
                advanceTail(t, s);
                if (how == ASYNC) {
                    return null;
                }
                Object x = awaitMatch(s, e, how == TIMED, nanos);
                if (x == s) {
                    clean(t, s);
                    return e;
                }
                if (!s.isOffList()) {
                    advanceHead(t, s); // s becomes the dummy
                    if (x != null) {
                        s.item = s; // forget the element
                    }
                    s.waiter = null;
                }
                return isData ? null : x;
            } else {
                // Complementary nodes: match the first one.
                Node m = h.next;
                if (t != tail || m == null || h != head) {
                    continue;
                }
                Object x = m.item;
                if (isData == (x != null) || x == m || !m.casItem(x, e)) {
                    advanceHead(h, m); // already matched or cancelled: drop it, retry
                    continue;
                }
                advanceHead(h, m);
                LockSupport.unpark(m.waiter);
                return isData ? null : x;
            }
        }
    }

    /** Spins at the front, then parks, until s's item changes; returns it (s itself: cancelled). */
    private Object awaitMatch(Node s, Object e, boolean timed, long nanos) {
        long deadline = timed ? System.nanoTime() + nanos : 0L;
        Thread w = Thread.currentThread();
        int spins = (head.next == s) ? FRONT_SPINS : 0;
        for (;;) {
            if (w.isInterrupted()) {
                s.casItem(e, s);
            }
            Object x = s.item;
            if (x != e) {
                return x;
            }
            if (timed) {
                nanos = deadline - System.nanoTime();
                if (nanos <= 0L) {
                    s.casItem(e, s);
                    continue;
                }
            }
            if (spins > 0) {
                --spins;
                Thread.onSpinWait();
            } else if (s.waiter == null) {
                s.waiter = w; // then re-check the item before parking
            } else if (!timed) {
                LockSupport.park(this);
            } else if (nanos > SPIN_FOR_TIMEOUT_THRESHOLD) {
                LockSupport.parkNanos(this, nanos);
            }
        }
    }

    /**
     * Unlinks the cancelled node s whose predecessor is (or was) pred. A cancelled tail is
     * remembered (through its predecessor) in cleanMe and unlinked by a later call.
     */
    private void clean(Node pred, Node s) {
        s.waiter = null;
        while (pred.next == s) {
            Node h = head;
            Node hn = h.next;
            if (hn != null && hn.isCancelled()) {
                advanceHead(h, hn);
                continue;
            }
            Node t = tail;
            if (t == h) {
                return;
            }
            Node tn = t.next;
            if (t != tail) {
                continue;
            }
            if (tn != null) {
                advanceTail(t, tn);
                continue;
            }
            if (s != t) {
                Node sn = s.next;
                if (sn == s || pred.casNext(s, sn)) {
                    return;
                }
            }
            Node dp = cleanMe;
            if (dp != null) {
                Node d = dp.next;
                Node dn;
                if (d == null || d == dp || !d.isCancelled()
                        || (d != t && (dn = d.next) != null && dn != d && dp.casNext(d, dn))) {
                    casCleanMe(dp, null);
                }
                if (dp == pred) {
                    return;
                }
            } else if (casCleanMe(null, pred)) {
                return;
            }
        }
    }

    /** The first node after the dummy, or after p; a node that left the list restarts at head. */
    private Node succ(Node p) {
        Node n = p.next;
        return (n == p) ? head.next : n;
    }

    // ------------------------------------------------------------------ producers

    public void put(E e) {
        offer(e); // unbounded: never blocks
    }

    public boolean offer(E e, long timeout, TimeUnit unit) {
        return offer(e);
    }

    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        xfer(e, ASYNC, 0L);
        return true;
    }

    public boolean add(E e) {
        return offer(e);
    }

    public boolean tryTransfer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        return xfer(e, NOW, 0L) == null;
    }

    public void transfer(E e) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        if (xfer(e, SYNC, 0L) != null) {
            Thread.interrupted(); // only an interrupt ends an untimed wait unmatched
            throw new InterruptedException();
        }
    }

    public boolean tryTransfer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        if (xfer(e, TIMED, unit.toNanos(timeout)) == null) {
            return true;
        }
        if (!Thread.interrupted()) {
            return false;
        }
        throw new InterruptedException();
    }

    // ------------------------------------------------------------------ consumers

    @SuppressWarnings("unchecked")
    public E take() throws InterruptedException {
        Object e = xfer(null, SYNC, 0L);
        if (e != null) {
            return (E) e;
        }
        Thread.interrupted();
        throw new InterruptedException();
    }

    @SuppressWarnings("unchecked")
    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        Object e = xfer(null, TIMED, unit.toNanos(timeout));
        if (e != null || !Thread.interrupted()) {
            return (E) e;
        }
        throw new InterruptedException();
    }

    @SuppressWarnings("unchecked")
    public E poll() {
        return (E) xfer(null, NOW, 0L);
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
        int n = 0;
        for (E e; n < maxElements && (e = poll()) != null;) {
            c.add(e);
            n++;
        }
        return n;
    }

    // ------------------------------------------------------------------ inspection

    /** The first unmatched data node, or null. */
    private Node firstDataNode() {
        for (Node p = head.next; p != null; p = succ(p)) {
            if (p.isUnmatched()) {
                return p.isData ? p : null; // unmatched requests: no data in the queue
            }
        }
        return null;
    }

    @SuppressWarnings("unchecked")
    public E peek() {
        for (;;) {
            Node p = firstDataNode();
            if (p == null) {
                return null;
            }
            Object x = p.item;
            if (x != null && x != p) {
                return (E) x;
            }
        }
    }

    public boolean isEmpty() {
        return firstDataNode() == null;
    }

    /** Counts unmatched nodes of one kind (a moment's picture: the queue changes meanwhile). */
    private int countOfMode(boolean data) {
        int n = 0;
        for (Node p = head.next; p != null; p = succ(p)) {
            if (p.isUnmatched()) {
                if (p.isData != data) {
                    return 0;
                }
                if (++n == Integer.MAX_VALUE) {
                    break;
                }
            }
        }
        return n;
    }

    public int size() {
        return countOfMode(true);
    }

    public boolean hasWaitingConsumer() {
        for (Node p = head.next; p != null; p = succ(p)) {
            if (p.isUnmatched()) {
                return !p.isData;
            }
        }
        return false;
    }

    public int getWaitingConsumerCount() {
        return countOfMode(false);
    }

    public int remainingCapacity() {
        return Integer.MAX_VALUE;
    }

    public boolean contains(Object o) {
        if (o == null) {
            return false;
        }
        for (Node p = head.next; p != null; p = succ(p)) {
            Object x = p.item;
            if (p.isData) {
                if (x != null && x != p && o.equals(x)) {
                    return true;
                }
            } else if (x == null) {
                break; // a waiting consumer: no data behind it
            }
        }
        return false;
    }

    /**
     * Cancels the first data node whose item equals o (or, when target is given, that node if it
     * still holds o) and unlinks it.
     */
    private boolean removeItem(Object o, Node target) {
        if (o == null) {
            return false;
        }
        restart:
        for (;;) {
            Node pred = head;
            for (Node p = pred.next; p != null;) {
                Object x = p.item;
                if (p.isData && x != null && x != p && (target == null ? o.equals(x) : (p == target && x == o))) {
                    if (p.casItem(x, p)) {
                        clean(pred, p);
                        return true;
                    }
                    continue; // taken meanwhile: look at it again
                }
                if (p == target) {
                    return false; // already taken
                }
                Node n = p.next;
                if (n == p) {
                    continue restart; // p left the list
                }
                pred = p;
                p = n;
            }
            return false;
        }
    }

    public boolean remove(Object o) {
        return removeItem(o, null);
    }

    public String toString() {
        return LinkedBlockingQueue.arrayToString(toArray(), this);
    }

    public Iterator<E> iterator() {
        return new Itr();
    }

    /** Weakly consistent: the element hasNext promised is returned even if taken meanwhile. */
    private final class Itr implements Iterator<E> {
        private Node nextNode;
        private E nextItem;
        private Node lastRet;
        private E lastItem;

        Itr() {
            advance(null);
        }

        /** Moves to the first unmatched data node after prev (from the front when null). */
        @SuppressWarnings("unchecked")
        private void advance(Node prev) {
            Node p = (prev == null) ? head.next : succ(prev);
            for (; p != null; p = succ(p)) {
                Object x = p.item;
                if (p.isData) {
                    if (x != null && x != p) {
                        nextNode = p;
                        nextItem = (E) x;
                        return;
                    }
                } else if (x == null) {
                    break; // waiting consumers: no data
                }
            }
            nextNode = null;
            nextItem = null;
        }

        public boolean hasNext() {
            return nextNode != null;
        }

        public E next() {
            Node p = nextNode;
            if (p == null) {
                throw new NoSuchElementException();
            }
            E e = nextItem;
            lastRet = p;
            lastItem = e;
            advance(p);
            return e;
        }

        public void remove() {
            Node p = lastRet;
            if (p == null) {
                throw new IllegalStateException();
            }
            lastRet = null;
            Object x = lastItem;
            lastItem = null;
            if (p.item == x) {
                removeItem(x, p);
            }
        }
    }
}
