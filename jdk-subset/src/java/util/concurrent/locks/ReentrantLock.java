package java.util.concurrent.locks;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Date;
import java.util.concurrent.TimeUnit;
import jdk.internal.misc.Unsafe;

/**
 * java.util.concurrent.locks.ReentrantLock on LockSupport and a CAS on {@code state} (the hold
 * count; 0 = free).
 *
 * Threads that fail to take the lock queue up in a FIFO list guarded by a private monitor that
 * is held only to link or unlink a node (never while parking), and park. {@code unlock} frees
 * the lock and unparks the first queued thread, which retries. A non-fair lock lets an arriving
 * thread take a free lock ahead of queued ones (barging); a fair one does not (except tryLock()).
 * A queued thread that gives up (timeout, interrupt) passes the wake-up on if the lock is free,
 * so no wake-up is lost.
 *
 * Conditions keep their waiters in a list guarded by the lock itself (only the owner touches
 * it). A signal marks the first waiter signalled and unparks it; an interrupted or timed-out
 * waiter that was signalled meanwhile keeps the signal (returns normally, re-interrupting
 * itself if interrupted), so signals are never lost.
 */
public class ReentrantLock implements Lock, java.io.Serializable {
    private static final long serialVersionUID = 7373984872572414699L;
    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long STATE = U.objectFieldOffset(ReentrantLock.class, "state");

    private volatile int state;
    private transient volatile Thread owner;
    private final boolean fair;

    /** Guards head/tail and the links of the entry queue. */
    private final transient Object queueLock = new Object();
    private transient Node head;
    private transient Node tail;

    static final class Node {
        final Thread thread;
        Node next;

        Node(Thread thread) {
            this.thread = thread;
        }
    }

    public ReentrantLock() {
        this(false);
    }

    public ReentrantLock(boolean fair) {
        this.fair = fair;
    }

    // ------------------------------------------------------------------ acquiring

    /** Takes the lock if it is free (or held by this thread); {@code barge} ignores fairness. */
    private boolean tryAcquire(int acquires, boolean barge, Node queued) {
        Thread me = Thread.currentThread();
        int c = state;
        if (c == 0) {
            if ((barge || !fair || isFirst(queued)) && U.compareAndSetInt(this, STATE, 0, acquires)) {
                owner = me;
                return true;
            }
        } else if (owner == me) {
            int n = c + acquires;
            if (n < 0) {
                throw new Error("Maximum lock count exceeded");
            }
            state = n;
            return true;
        }
        return false;
    }

    /** Whether no thread is queued ahead of {@code node} (null: not queued). */
    private boolean isFirst(Node node) {
        synchronized (queueLock) {
            return head == null || head == node;
        }
    }

    private void enqueue(Node node) {
        synchronized (queueLock) {
            if (tail == null) {
                head = tail = node;
            } else {
                tail.next = node;
                tail = node;
            }
        }
    }

    private void unlink(Node node) {
        synchronized (queueLock) {
            Node prev = null;
            for (Node p = head; p != null; prev = p, p = p.next) {
                if (p == node) {
                    if (prev == null) {
                        head = p.next;
                    } else {
                        prev.next = p.next;
                    }
                    if (tail == p) {
                        tail = prev;
                    }
                    return;
                }
            }
        }
    }

    /** Unparks the first queued thread, if any. */
    private void wakeFirst() {
        Node h;
        synchronized (queueLock) {
            h = head;
        }
        if (h != null) {
            LockSupport.unpark(h.thread);
        }
    }

    /** Interrupt outcome of {@link #acquireQueued}. */
    private static final int ACQUIRED = 0, ACQUIRED_INTERRUPTED = 1, TIMED_OUT = 2, CANCELLED_INTERRUPTED = 3;

    /**
     * Queues and parks until the lock is taken with hold count {@code acquires}. Interrupts are
     * remembered (ACQUIRED_INTERRUPTED, the flag cleared) unless {@code interruptible}, where
     * they cancel; {@code timed} gives up after {@code nanos}.
     */
    private int acquireQueued(int acquires, boolean interruptible, boolean timed, long nanos) {
        Node node = new Node(Thread.currentThread());
        enqueue(node);
        boolean interrupted = false;
        long deadline = timed ? deadlineAfter(nanos) : 0L;
        while (true) {
            if (tryAcquire(acquires, false, node)) {
                unlink(node);
                return interrupted ? ACQUIRED_INTERRUPTED : ACQUIRED;
            }
            if (timed) {
                long left = deadline - System.nanoTime();
                if (left <= 0L) {
                    cancel(node);
                    return TIMED_OUT;
                }
                LockSupport.parkNanos(this, left);
            } else {
                LockSupport.park(this);
            }
            if (Thread.interrupted()) {
                if (interruptible) {
                    cancel(node);
                    return CANCELLED_INTERRUPTED;
                }
                interrupted = true;
            }
        }
    }

    /** System.nanoTime() + nanos, saturated (a huge timeout must not wrap into the past). */
    static long deadlineAfter(long nanos) {
        long now = System.nanoTime();
        return nanos > Long.MAX_VALUE - now ? Long.MAX_VALUE : now + nanos;
    }

    /** Leaves the queue; if the lock is free, the next thread must try (it may have been woken in our place). */
    private void cancel(Node node) {
        unlink(node);
        if (state == 0) {
            wakeFirst();
        }
    }

    public void lock() {
        if (!tryAcquire(1, false, null) && acquireQueued(1, false, false, 0L) == ACQUIRED_INTERRUPTED) {
            Thread.currentThread().interrupt();
        }
    }

    public void lockInterruptibly() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        if (!tryAcquire(1, false, null) && acquireQueued(1, true, false, 0L) == CANCELLED_INTERRUPTED) {
            throw new InterruptedException();
        }
    }

    public boolean tryLock() {
        return tryAcquire(1, true, null);
    }

    public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        if (tryAcquire(1, false, null)) {
            return true;
        }
        if (nanos <= 0L) {
            return false;
        }
        int r = acquireQueued(1, true, true, nanos);
        if (r == CANCELLED_INTERRUPTED) {
            throw new InterruptedException();
        }
        return r != TIMED_OUT;
    }

    // ------------------------------------------------------------------ releasing

    public void unlock() {
        if (owner != Thread.currentThread()) {
            throw new IllegalMonitorStateException();
        }
        int c = state - 1;
        if (c == 0) {
            owner = null;
            state = 0;
            wakeFirst();
        } else {
            state = c;
        }
    }

    /** Releases every hold (for Condition.await); returns the hold count. */
    private int fullyRelease() {
        int saved = state;
        owner = null;
        state = 0;
        wakeFirst();
        return saved;
    }

    /** Takes the lock back with {@code saved} holds; returns whether interrupted meanwhile. */
    private boolean reacquire(int saved) {
        if (tryAcquire(saved, false, null)) {
            return false;
        }
        return acquireQueued(saved, false, false, 0L) == ACQUIRED_INTERRUPTED;
    }

    // ------------------------------------------------------------------ queries

    public Condition newCondition() {
        return new ConditionObject();
    }

    public int getHoldCount() {
        return owner == Thread.currentThread() ? state : 0;
    }

    public boolean isHeldByCurrentThread() {
        return owner == Thread.currentThread();
    }

    public boolean isLocked() {
        return state != 0;
    }

    public final boolean isFair() {
        return fair;
    }

    protected Thread getOwner() {
        return state == 0 ? null : owner;
    }

    public final boolean hasQueuedThreads() {
        synchronized (queueLock) {
            return head != null;
        }
    }

    public final boolean hasQueuedThread(Thread thread) {
        if (thread == null) {
            throw new NullPointerException();
        }
        synchronized (queueLock) {
            for (Node p = head; p != null; p = p.next) {
                if (p.thread == thread) {
                    return true;
                }
            }
            return false;
        }
    }

    public final int getQueueLength() {
        synchronized (queueLock) {
            int n = 0;
            for (Node p = head; p != null; p = p.next) {
                n++;
            }
            return n;
        }
    }

    protected Collection<Thread> getQueuedThreads() {
        ArrayList<Thread> list = new ArrayList<Thread>();
        synchronized (queueLock) {
            for (Node p = head; p != null; p = p.next) {
                list.add(p.thread);
            }
        }
        return list;
    }

    private ConditionObject checkCondition(Condition condition) {
        if (condition == null) {
            throw new NullPointerException();
        }
        if (!(condition instanceof ConditionObject) || ((ConditionObject) condition).lock() != this) {
            throw new IllegalArgumentException("not owner");
        }
        ConditionObject c = (ConditionObject) condition;
        if (owner != Thread.currentThread()) {
            throw new IllegalMonitorStateException();
        }
        return c;
    }

    public boolean hasWaiters(Condition condition) {
        return checkCondition(condition).first != null;
    }

    public int getWaitQueueLength(Condition condition) {
        int n = 0;
        for (ConditionObject.Waiter w = checkCondition(condition).first; w != null; w = w.next) {
            n++;
        }
        return n;
    }

    protected Collection<Thread> getWaitingThreads(Condition condition) {
        ArrayList<Thread> list = new ArrayList<Thread>();
        for (ConditionObject.Waiter w = checkCondition(condition).first; w != null; w = w.next) {
            list.add(w.thread);
        }
        return list;
    }

    public String toString() {
        Thread o = getOwner();
        return super.toString() + ((o == null) ? "[Unlocked]" : "[Locked by thread " + o.getName() + "]");
    }

    // ------------------------------------------------------------------ conditions

    final class ConditionObject implements Condition, java.io.Serializable {
        private static final long serialVersionUID = 1173984872572414699L;

        final class Waiter {
            final Thread thread;
            volatile boolean signalled;
            Waiter next;

            Waiter(Thread thread) {
                this.thread = thread;
            }
        }

        /** Waiters in arrival order; touched only by the lock's owner. */
        Waiter first;
        Waiter last;

        ReentrantLock lock() {
            return ReentrantLock.this;
        }

        private Waiter addWaiter() {
            if (owner != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
            Waiter w = new Waiter(Thread.currentThread());
            if (last == null) {
                first = last = w;
            } else {
                last.next = w;
                last = w;
            }
            return w;
        }

        private void remove(Waiter w) {
            Waiter prev = null;
            for (Waiter p = first; p != null; prev = p, p = p.next) {
                if (p == w) {
                    if (prev == null) {
                        first = p.next;
                    } else {
                        prev.next = p.next;
                    }
                    if (last == p) {
                        last = prev;
                    }
                    return;
                }
            }
        }

        /**
         * The common wait: releases the lock, parks until signalled, interrupted (when
         * {@code interruptible}) or past {@code deadline} (when {@code timed}), takes the lock
         * back. Returns whether a signal ended the wait; throws InterruptedException when an
         * interrupt did.
         */
        private boolean doWait(boolean interruptible, boolean timed, long deadline) throws InterruptedException {
            if (interruptible && Thread.interrupted()) {
                throw new InterruptedException();
            }
            Waiter w = addWaiter();
            int saved = fullyRelease();
            boolean interrupted = false;
            while (!w.signalled) {
                if (timed) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0L) {
                        break;
                    }
                    LockSupport.parkNanos(this, left);
                } else {
                    LockSupport.park(this);
                }
                if (Thread.interrupted()) {
                    interrupted = true;
                    if (interruptible) {
                        break;
                    }
                }
            }
            if (reacquire(saved)) {
                interrupted = true;
            }
            // Under the lock again: a signal that chose this waiter meanwhile counts.
            boolean signalled = w.signalled;
            if (!signalled) {
                remove(w);
                if (interrupted && interruptible) {
                    throw new InterruptedException();
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            return signalled;
        }

        public void await() throws InterruptedException {
            doWait(true, false, 0L);
        }

        public void awaitUninterruptibly() {
            try {
                doWait(false, false, 0L);
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        }

        public long awaitNanos(long nanosTimeout) throws InterruptedException {
            long deadline = deadlineAfter(nanosTimeout);
            doWait(true, true, deadline);
            return deadline - System.nanoTime();
        }

        public boolean await(long time, TimeUnit unit) throws InterruptedException {
            return doWait(true, true, deadlineAfter(unit.toNanos(time)));
        }

        public boolean awaitUntil(Date deadline) throws InterruptedException {
            long ms = deadline.getTime() - System.currentTimeMillis();
            return doWait(true, true, deadlineAfter(TimeUnit.MILLISECONDS.toNanos(ms)));
        }

        public void signal() {
            if (owner != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
            Waiter w = first;
            if (w != null) {
                first = w.next;
                if (first == null) {
                    last = null;
                }
                w.signalled = true;
                LockSupport.unpark(w.thread);
            }
        }

        public void signalAll() {
            if (owner != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
            Waiter w = first;
            first = last = null;
            for (; w != null; w = w.next) {
                w.signalled = true;
                LockSupport.unpark(w.thread);
            }
        }
    }
}
