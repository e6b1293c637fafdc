package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.concurrent.locks.LockSupport;
import jdk.internal.misc.Unsafe;

/**
 * java.util.concurrent.SynchronousQueue: a hand-off with no capacity, built like JDK 8's (and
 * JDK 17's) on Scherer and Scott's lock-free dual data structures. A put and a take meet: whichever
 * arrives first pushes a node describing itself (DATA carrying the element, or REQUEST) and parks;
 * the other finds it, matches it with a CAS and unparks it.
 *
 * The unfair queue is a dual <em>stack</em> (LIFO: the most recent waiter is served first, as on
 * HotSpot): a fulfiller pushes a FULFILLING node on top of the waiter it matches so that
 * concurrent threads can help finish the match. The fair queue is a dual <em>queue</em> (FIFO)
 * with a dummy head, where a fulfiller CASes the item of the first waiting node. Waiters that time
 * out or are interrupted cancel their node (the stack: match = itself; the queue: item = itself)
 * and unlink it. Waiters park with {@code LockSupport.park(transferer)}, after a short spin when
 * they are at the front (the JDK spins too: a fulfiller is likely to be near).
 */
public class SynchronousQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -3223113410248163686L;
    private static final Unsafe U = Unsafe.getUnsafe();

    /** Spins before parking; short, since toyjvm threads often share few cores. */
    static final int MAX_TIMED_SPINS = (Runtime.getRuntime().availableProcessors() < 2) ? 0 : 32;
    static final int MAX_UNTIMED_SPINS = MAX_TIMED_SPINS * 16;
    /** Below this many nanoseconds left a timed wait spins instead of parking. */
    static final long SPIN_FOR_TIMEOUT_THRESHOLD = 1000L;

    /** The common shape of the stack and the queue. */
    abstract static class Transferer<E> {
        /**
         * Puts (e non-null) or takes (e null). Returns the element taken or e when put, or null
         * when the operation timed out or was interrupted (the caller tells which).
         */
        abstract E transfer(E e, boolean timed, long nanos);
    }

    // ------------------------------------------------------------------ the dual stack (unfair)

    static final class TransferStack<E> extends Transferer<E> {
        static final int REQUEST = 0;
        static final int DATA = 1;
        /** Or-ed into the mode of a node that is fulfilling the node below it. */
        static final int FULFILLING = 2;

        static boolean isFulfilling(int m) {
            return (m & FULFILLING) != 0;
        }

        static final class SNode {
            volatile SNode next;
            /** The node matched to this one; this node itself when cancelled. */
            volatile SNode match;
            volatile Thread waiter;
            Object item;
            int mode;

            private static final long NEXT = U.objectFieldOffset(SNode.class, "next");
            private static final long MATCH = U.objectFieldOffset(SNode.class, "match");

            SNode(Object item) {
                this.item = item;
            }

            boolean casNext(SNode cmp, SNode val) {
                return cmp == next && U.compareAndSetReference(this, NEXT, cmp, val);
            }

            /** Matches s to this node and wakes this node's waiter; true if s is (now) its match. */
            boolean tryMatch(SNode s) {
                if (match == null && U.compareAndSetReference(this, MATCH, null, s)) {
                    Thread w = waiter;
                    if (w != null) {
                        waiter = null;
                        LockSupport.unpark(w);
                    }
                    return true;
                }
                return match == s;
            }

            void tryCancel() {
                U.compareAndSetReference(this, MATCH, null, this);
            }

            boolean isCancelled() {
                return match == this;
            }
        }

        /** The top of the stack. */
        volatile SNode head;
        private static final long HEAD = U.objectFieldOffset(TransferStack.class, "head");

        boolean casHead(SNode h, SNode nh) {
            return h == head && U.compareAndSetReference(this, HEAD, h, nh);
        }

        static SNode snode(SNode s, Object e, SNode next, int mode) {
            if (s == null) {
                s = new SNode(e);
            }
            s.mode = mode;
            s.next = next;
            return s;
        }

        @SuppressWarnings("unchecked")
        E transfer(E e, boolean timed, long nanos) {
            SNode s = null;
            int mode = (e == null) ? REQUEST : DATA;
            for (;;) {
                SNode h = head;
                if (h == null || h.mode == mode) {
                    // Empty, or waiters of our kind: wait on top of them.
                    if (timed && nanos <= 0L) {
                        if (h != null && h.isCancelled()) {
                            casHead(h, h.next); // pop the cancelled node, retry
                        } else {
                            return null;
                        }
                    } else if (casHead(h, s = snode(s, e, h, mode))) {
                        SNode m = awaitFulfill(s, timed, nanos);
                        if (m == s) {
                            clean(s);
                            return null;
                        }
                        if ((h = head) != null && h.next == s) {
                            casHead(h, s.next); // help our fulfiller pop both nodes
                        }
                        return (E) ((mode == REQUEST) ? m.item : s.item);
                    }
                } else if (!isFulfilling(h.mode)) {
                    // A complementary waiter on top: push a fulfilling node and match it.
                    if (h.isCancelled()) {
                        casHead(h, h.next);
                    } else if (casHead(h, s = snode(s, e, h, FULFILLING | mode))) {
                        for (;;) {
                            SNode m = s.next;
                            if (m == null) {
                                // Every waiter below us left: pop ourselves, start again.
                                casHead(s, null);
                                s = null;
                                break;
                            }
                            SNode mn = m.next;
                            if (m.tryMatch(s)) {
                                casHead(s, mn);
                                return (E) ((mode == REQUEST) ? m.item : s.item);
                            }
                            s.casNext(m, mn); // m was cancelled: unlink it
                        }
                    }
                } else {
                    // Someone else is fulfilling: help them, then retry.
                    SNode m = h.next;
                    if (m == null) {
                        casHead(h, null);
                    } else {
                        SNode mn = m.next;
                        if (m.tryMatch(h)) {
                            casHead(h, mn);
                        } else {
                            h.casNext(m, mn);
                        }
                    }
                }
            }
        }

        /** Spins then parks until s is matched or cancelled; returns its match (s itself if cancelled). */
        SNode awaitFulfill(SNode s, boolean timed, long nanos) {
            long deadline = timed ? System.nanoTime() + nanos : 0L;
            Thread w = Thread.currentThread();
            int spins = shouldSpin(s) ? (timed ? MAX_TIMED_SPINS : MAX_UNTIMED_SPINS) : 0;
            for (;;) {
                if (w.isInterrupted()) {
                    s.tryCancel();
                }
                SNode m = s.match;
                if (m != null) {
                    return m;
                }
                if (timed) {
                    nanos = deadline - System.nanoTime();
                    if (nanos <= 0L) {
                        s.tryCancel();
                        continue;
                    }
                }
                if (spins > 0) {
                    Thread.onSpinWait();
                    spins = shouldSpin(s) ? (spins - 1) : 0;
                } else if (s.waiter == null) {
                    s.waiter = w; // set, then recheck match before parking
                } else if (!timed) {
                    LockSupport.park(this);
                } else if (nanos > SPIN_FOR_TIMEOUT_THRESHOLD) {
                    LockSupport.parkNanos(this, nanos);
                }
            }
        }

        /** Whether s is at the top, or a fulfiller is about to reach it. */
        boolean shouldSpin(SNode s) {
            SNode h = head;
            return (h == s || h == null || isFulfilling(h.mode));
        }

        /** Unlinks the cancelled node s (and any cancelled nodes met on the way). */
        void clean(SNode s) {
            s.item = null;
            s.waiter = null;
            // Search no further than the first node below s that is still live.
            SNode past = s.next;
            if (past != null && past.isCancelled()) {
                past = past.next;
            }
            SNode p;
            while ((p = head) != null && p != past && p.isCancelled()) {
                casHead(p, p.next);
            }
            while (p != null && p != past) {
                SNode n = p.next;
                if (n != null && n.isCancelled()) {
                    p.casNext(n, n.next);
                } else {
                    p = n;
                }
            }
        }
    }

    // ------------------------------------------------------------------ the dual queue (fair)

    static final class TransferQueue<E> extends Transferer<E> {
        static final class QNode {
            volatile QNode next;
            /** The element or null; set to the node itself when cancelled. */
            volatile Object item;
            volatile Thread waiter;
            final boolean isData;

            private static final long NEXT = U.objectFieldOffset(QNode.class, "next");
            private static final long ITEM = U.objectFieldOffset(QNode.class, "item");

            QNode(Object item, boolean isData) {
                this.item = item;
                this.isData = isData;
            }

            boolean casNext(QNode cmp, QNode val) {
                return next == cmp && U.compareAndSetReference(this, NEXT, cmp, val);
            }

            boolean casItem(Object cmp, Object val) {
                return item == cmp && U.compareAndSetReference(this, ITEM, cmp, val);
            }

            void tryCancel(Object cmp) {
                U.compareAndSetReference(this, ITEM, cmp, this);
            }

            boolean isCancelled() {
                return item == this;
            }

            /** Whether the node left the list (advanceHead self-links old heads). */
            boolean isOffList() {
                return next == this;
            }
        }

        /** The dummy head; the first waiter is head.next. */
        volatile QNode head;
        volatile QNode tail;
        /** The predecessor of a cancelled node that was the tail when it cancelled (unlinked later). */
        volatile QNode cleanMe;

        private static final long HEAD = U.objectFieldOffset(TransferQueue.class, "head");
        private static final long TAIL = U.objectFieldOffset(TransferQueue.class, "tail");
        private static final long CLEANME = U.objectFieldOffset(TransferQueue.class, "cleanMe");

        TransferQueue() {
            QNode h = new QNode(null, false);
            head = h;
            tail = h;
        }

        void advanceHead(QNode h, QNode nh) {
            if (h == head && U.compareAndSetReference(this, HEAD, h, nh)) {
                h.next = h; // off the list
            }
        }

        void advanceTail(QNode t, QNode nt) {
            if (tail == t) {
                U.compareAndSetReference(this, TAIL, t, nt);
            }
        }

        boolean casCleanMe(QNode cmp, QNode val) {
            return cleanMe == cmp && U.compareAndSetReference(this, CLEANME, cmp, val);
        }

        @SuppressWarnings("unchecked")
        E transfer(E e, boolean timed, long nanos) {
            QNode s = null;
            boolean isData = (e != null);
            for (;;) {
                QNode t = tail;
                QNode h = head;
                if (t == null || h == null) {
                    continue;
                }
                if (h == t || t.isData == isData) {
                    // Empty, or waiters of our kind: append ourselves and wait.
                    QNode tn = t.next;
                    if (t != tail) {
                        continue;
                    }
                    if (tn != null) {
                        advanceTail(t, tn); // lagging tail
                        continue;
                    }
                    if (timed && nanos <= 0L) {
                        return null;
                    }
                    if (s == null) {
                        s = new QNode(e, isData);
                    }
                    if (!t.casNext(null, s)) {
                        continue;
                    }
                    advanceTail(t, s);
                    Object x = awaitFulfill(s, e, timed, nanos);
                    if (x == s) {
                        clean(t, s);
                        return null;
                    }
                    if (!s.isOffList()) {
                        advanceHead(t, s); // t was our predecessor: s becomes the dummy
                        if (x != null) {
                            s.item = s; // forget the element
                        }
                        s.waiter = null;
                    }
                    return (x != null) ? (E) x : e;
                } else {
                    // Complementary waiters: fulfil the first one.
                    QNode m = h.next;
                    if (t != tail || m == null || h != head) {
                        continue;
                    }
                    Object x = m.item;
                    if (isData == (x != null) || x == m || !m.casItem(x, e)) {
                        advanceHead(h, m); // already fulfilled or cancelled: dequeue, retry
                        continue;
                    }
                    advanceHead(h, m);
                    LockSupport.unpark(m.waiter);
                    return (x != null) ? (E) x : e;
                }
            }
        }

        /** Spins then parks until s's item changes; returns the new item (s itself if cancelled). */
        Object awaitFulfill(QNode s, Object e, boolean timed, long nanos) {
            long deadline = timed ? System.nanoTime() + nanos : 0L;
            Thread w = Thread.currentThread();
            int spins = (head.next == s) ? (timed ? MAX_TIMED_SPINS : MAX_UNTIMED_SPINS) : 0;
            for (;;) {
                if (w.isInterrupted()) {
                    s.tryCancel(e);
                }
                Object x = s.item;
                if (x != e) {
                    return x;
                }
                if (timed) {
                    nanos = deadline - System.nanoTime();
                    if (nanos <= 0L) {
                        s.tryCancel(e);
                        continue;
                    }
                }
                if (spins > 0) {
                    --spins;
                    Thread.onSpinWait();
                } else if (s.waiter == null) {
                    s.waiter = w;
                } else if (!timed) {
                    LockSupport.park(this);
                } else if (nanos > SPIN_FOR_TIMEOUT_THRESHOLD) {
                    LockSupport.parkNanos(this, nanos);
                }
            }
        }

        /**
         * Unlinks the cancelled node s whose predecessor was pred. The tail cannot be unlinked
         * (appenders CAS its next), so a cancelled tail is remembered in cleanMe (by its
         * predecessor) and unlinked by a later clean once it is no longer the tail.
         */
        void clean(QNode pred, QNode s) {
            s.waiter = null;
            while (pred.next == s) {
                QNode h = head;
                QNode hn = h.next;
                if (hn != null && hn.isCancelled()) {
                    advanceHead(h, hn); // cancelled first node: drop it
                    continue;
                }
                QNode t = tail;
                if (t == h) {
                    return; // empty
                }
                QNode tn = t.next;
                if (t != tail) {
                    continue;
                }
                if (tn != null) {
                    advanceTail(t, tn);
                    continue;
                }
                if (s != t) {
                    QNode sn = s.next;
                    if (sn == s || pred.casNext(s, sn)) {
                        return;
                    }
                }
                QNode dp = cleanMe;
                if (dp != null) {
                    // Unlink the previously remembered node first.
                    QNode d = dp.next;
                    QNode dn;
                    if (d == null || d == dp || !d.isCancelled()
                            || (d != t && (dn = d.next) != null && dn != d && dp.casNext(d, dn))) {
                        casCleanMe(dp, null);
                    }
                    if (dp == pred) {
                        return; // s is already the remembered one
                    }
                } else if (casCleanMe(null, pred)) {
                    return; // remembered: a later clean unlinks s
                }
            }
        }
    }

    // ------------------------------------------------------------------ the queue

    private final transient Transferer<E> transferer;

    public SynchronousQueue() {
        this(false);
    }

    public SynchronousQueue(boolean fair) {
        transferer = fair ? new TransferQueue<E>() : new TransferStack<E>();
    }

    public void put(E e) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        if (transferer.transfer(e, false, 0L) == null) {
            Thread.interrupted(); // only an interrupt can end an untimed transfer without a match
            throw new InterruptedException();
        }
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        if (transferer.transfer(e, true, unit.toNanos(timeout)) != null) {
            return true;
        }
        if (!Thread.interrupted()) {
            return false;
        }
        throw new InterruptedException();
    }

    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        return transferer.transfer(e, true, 0L) != null;
    }

    public E take() throws InterruptedException {
        E e = transferer.transfer(null, false, 0L);
        if (e != null) {
            return e;
        }
        Thread.interrupted();
        throw new InterruptedException();
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        E e = transferer.transfer(null, true, unit.toNanos(timeout));
        if (e != null || !Thread.interrupted()) {
            return e;
        }
        throw new InterruptedException();
    }

    public E poll() {
        return transferer.transfer(null, true, 0L);
    }

    // Collection methods: a SynchronousQueue always looks empty.

    public boolean isEmpty() {
        return true;
    }

    public int size() {
        return 0;
    }

    public int remainingCapacity() {
        return 0;
    }

    public void clear() {
    }

    public boolean contains(Object o) {
        return false;
    }

    public boolean remove(Object o) {
        return false;
    }

    public boolean containsAll(Collection<?> c) {
        return c.isEmpty();
    }

    public boolean removeAll(Collection<?> c) {
        return false;
    }

    public boolean retainAll(Collection<?> c) {
        return false;
    }

    public E peek() {
        return null;
    }

    public Iterator<E> iterator() {
        return Collections.emptyIterator();
    }

    public Object[] toArray() {
        return new Object[0];
    }

    public <T> T[] toArray(T[] a) {
        if (a.length > 0) {
            a[0] = null;
        }
        return a;
    }

    public String toString() {
        return "[]";
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
            ++n;
        }
        return n;
    }
}
