package java.util.concurrent.locks;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Date;
import java.util.concurrent.TimeUnit;
import jdk.internal.misc.Unsafe;

/**
 * java.util.concurrent.locks.AbstractQueuedSynchronizer: an int {@code state} that subclasses
 * interpret (tryAcquire/tryRelease, tryAcquireShared/tryReleaseShared), and a wait queue for the
 * threads that could not acquire.
 *
 * The queue is JDK 8's variant of a CLH queue: a doubly linked list of {@link Node}s appended
 * with a CAS on {@code tail}, with a dummy {@code head} made lazily on first contention. A node
 * parks only after its predecessor's {@code waitStatus} is SIGNAL ("wake my successor when you
 * release"), so a release that finds head's status 0 skips the unpark. Cancelled nodes
 * (timeouts, interrupts) are marked CANCELLED and skipped; {@code next} links are only a hint,
 * the {@code prev} links from {@code tail} are authoritative. Shared releases propagate: a
 * shared acquirer that becomes head wakes the next shared waiter (PROPAGATE records a release
 * that raced with a head change). Following the JDK's algorithm keeps fairness, barging and
 * wake-up order as on HotSpot, and a blocked acquirer parks with this AQS as the blocker
 * ({@code LockSupport.park(this)}), so dumps and profilers name e.g.
 * {@code ReentrantLock$NonfairSync}.
 *
 * A {@link ConditionObject} keeps its waiters in a singly linked list of CONDITION nodes (only
 * the exclusive holder touches it); a signal moves the first one to the acquire queue. Condition
 * waits park with the ConditionObject as blocker.
 */
public abstract class AbstractQueuedSynchronizer extends AbstractOwnableSynchronizer implements java.io.Serializable {
    private static final long serialVersionUID = 7373984972572414691L;

    protected AbstractQueuedSynchronizer() {
    }

    /** A queued thread (or the dummy head). */
    static final class Node {
        /** {@code nextWaiter} of a node waiting in shared mode. */
        static final Node SHARED = new Node();
        /** {@code nextWaiter} of a node waiting in exclusive mode. */
        static final Node EXCLUSIVE = null;

        static final int CANCELLED = 1;
        static final int SIGNAL = -1;
        static final int CONDITION = -2;
        static final int PROPAGATE = -3;

        volatile int waitStatus;
        volatile Node prev;
        volatile Node next;
        volatile Thread thread;
        /** The next condition waiter, or SHARED/EXCLUSIVE for an acquire-queue node. */
        Node nextWaiter;

        Node() {
        }

        Node(Thread thread, Node mode) {
            this.nextWaiter = mode;
            this.thread = thread;
        }

        Node(Thread thread, int waitStatus) {
            this.waitStatus = waitStatus;
            this.thread = thread;
        }

        boolean isShared() {
            return nextWaiter == SHARED;
        }

        Node predecessor() {
            Node p = prev;
            if (p == null) {
                throw new NullPointerException();
            }
            return p;
        }
    }

    private transient volatile Node head;
    private transient volatile Node tail;
    private volatile int state;

    /** Below this many nanoseconds left, a timed acquire spins instead of parking. */
    static final long SPIN_FOR_TIMEOUT_THRESHOLD = 1000L;

    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long STATE = U.objectFieldOffset(AbstractQueuedSynchronizer.class, "state");
    private static final long HEAD = U.objectFieldOffset(AbstractQueuedSynchronizer.class, "head");
    private static final long TAIL = U.objectFieldOffset(AbstractQueuedSynchronizer.class, "tail");
    private static final long WAITSTATUS = U.objectFieldOffset(Node.class, "waitStatus");
    private static final long NEXT = U.objectFieldOffset(Node.class, "next");

    /**
     * toyjvm: whether the VM's blame tracer follows shared holds (asked once; false unless
     * blame tracing is on). With it off, a shared acquire or release costs one read of this.
     */
    static final boolean TRACE_SHARED_HOLDS = U.sharedHoldsTraced();

    /**
     * toyjvm: whether a shared hold of this synchronizer belongs to the thread that took it
     * until that thread gives it up (a read lock), so that the blame tracer may blame a thread
     * waiting for the synchronizer on the holders. Not for semaphores and latches, whose
     * releases need not come from an acquirer.
     */
    boolean sharedHoldsAreOwned() {
        return false;
    }

    /** toyjvm: tells the blame tracer that the current thread took a shared hold. */
    final void traceSharedAcquired() {
        if (sharedHoldsAreOwned()) {
            U.sharedAcquired(this);
        }
    }

    /** toyjvm: tells the blame tracer that the current thread is giving up a shared hold. */
    final void traceSharedReleased() {
        if (sharedHoldsAreOwned()) {
            U.sharedReleased(this);
        }
    }

    protected final int getState() {
        return state;
    }

    protected final void setState(int newState) {
        state = newState;
    }

    protected final boolean compareAndSetState(int expect, int update) {
        return U.compareAndSetInt(this, STATE, expect, update);
    }

    private static boolean casWaitStatus(Node node, int expect, int update) {
        return U.compareAndSetInt(node, WAITSTATUS, expect, update);
    }

    private static boolean casNext(Node node, Node expect, Node update) {
        return U.compareAndSetReference(node, NEXT, expect, update);
    }

    // ------------------------------------------------------------------ the queue

    /** Appends {@code node} (making the dummy head first if needed); returns its predecessor. */
    private Node enq(Node node) {
        for (;;) {
            Node t = tail;
            if (t == null) {
                if (U.compareAndSetReference(this, HEAD, null, new Node())) {
                    tail = head;
                }
            } else {
                node.prev = t;
                if (U.compareAndSetReference(this, TAIL, t, node)) {
                    t.next = node;
                    return t;
                }
            }
        }
    }

    private Node addWaiter(Node mode) {
        Node node = new Node(Thread.currentThread(), mode);
        enq(node);
        return node;
    }

    /** Makes the node that just acquired the dummy head (only the acquirer calls this). */
    private void setHead(Node node) {
        head = node;
        node.thread = null;
        node.prev = null;
    }

    /** Wakes the first live successor of {@code node}. */
    private void unparkSuccessor(Node node) {
        int ws = node.waitStatus;
        if (ws < 0) {
            casWaitStatus(node, ws, 0);
        }
        Node s = node.next;
        if (s == null || s.waitStatus > 0) {
            // The next link is missing (being appended) or cancelled: search back from tail.
            s = null;
            for (Node t = tail; t != null && t != node; t = t.prev) {
                if (t.waitStatus <= 0) {
                    s = t;
                }
            }
        }
        if (s != null) {
            LockSupport.unpark(s.thread);
        }
    }

    /** A shared release: wakes the head's successor, or marks head PROPAGATE if none needs it. */
    private void doReleaseShared() {
        for (;;) {
            Node h = head;
            if (h != null && h != tail) {
                int ws = h.waitStatus;
                if (ws == Node.SIGNAL) {
                    if (!casWaitStatus(h, Node.SIGNAL, 0)) {
                        continue;
                    }
                    unparkSuccessor(h);
                } else if (ws == 0 && !casWaitStatus(h, 0, Node.PROPAGATE)) {
                    continue;
                }
            }
            if (h == head) {
                return;
            }
        }
    }

    /** Becomes head after a shared acquire, and passes the wake-up on if more may succeed. */
    private void setHeadAndPropagate(Node node, int propagate) {
        Node h = head;
        setHead(node);
        if (propagate > 0 || h == null || h.waitStatus < 0 || (h = head) == null || h.waitStatus < 0) {
            Node s = node.next;
            if (s == null || s.isShared()) {
                doReleaseShared();
            }
        }
    }

    /** Gives up a queued acquire: unlinks what it can and hands a wake-up it may have had on. */
    private void cancelAcquire(Node node) {
        if (node == null) {
            return;
        }
        node.thread = null;
        Node pred = node.prev;
        while (pred.waitStatus > 0) {
            node.prev = pred = pred.prev;
        }
        Node predNext = pred.next;
        node.waitStatus = Node.CANCELLED;
        if (node == tail && U.compareAndSetReference(this, TAIL, node, pred)) {
            casNext(pred, predNext, null);
        } else {
            int ws;
            if (pred != head
                    && ((ws = pred.waitStatus) == Node.SIGNAL || (ws <= 0 && casWaitStatus(pred, ws, Node.SIGNAL)))
                    && pred.thread != null) {
                Node next = node.next;
                if (next != null && next.waitStatus <= 0) {
                    casNext(pred, predNext, next);
                }
            } else {
                unparkSuccessor(node);
            }
            node.next = node;
        }
    }

    /**
     * After a failed try: true if the thread may park (its predecessor will signal it);
     * otherwise skips cancelled predecessors or asks the predecessor to signal, and the caller
     * retries once more before parking.
     */
    private static boolean shouldParkAfterFailedAcquire(Node pred, Node node) {
        int ws = pred.waitStatus;
        if (ws == Node.SIGNAL) {
            return true;
        }
        if (ws > 0) {
            do {
                node.prev = pred = pred.prev;
            } while (pred.waitStatus > 0);
            pred.next = node;
        } else {
            casWaitStatus(pred, ws, Node.SIGNAL);
        }
        return false;
    }

    static void selfInterrupt() {
        Thread.currentThread().interrupt();
    }

    /** Outcomes of {@link #acquireQueued(Node, int, boolean, boolean, long)}. */
    private static final int ACQUIRED = 0, ACQUIRED_INTERRUPTED = 1, TIMED_OUT = 2, INTERRUPTED = 3;

    /**
     * The queued acquire loop for an enqueued {@code node}, exclusive or shared by the node's
     * mode: when first in line, try; otherwise park (with this AQS as blocker). Uninterruptible
     * waits remember an interrupt (ACQUIRED_INTERRUPTED, the flag cleared); interruptible ones
     * give up with INTERRUPTED; timed ones with TIMED_OUT once {@code nanos} have passed. A
     * node that gives up is cancelled.
     */
    private int acquireQueued(Node node, int arg, boolean interruptible, boolean timed, long nanos) {
        long deadline = timed ? System.nanoTime() + nanos : 0L;
        boolean interrupted = false;
        boolean done = false;
        try {
            for (;;) {
                Node p = node.predecessor();
                if (p == head) {
                    if (node.isShared()) {
                        int r = tryAcquireShared(arg);
                        if (r >= 0) {
                            if (TRACE_SHARED_HOLDS) {
                                traceSharedAcquired();
                            }
                            setHeadAndPropagate(node, r);
                            p.next = null;
                            done = true;
                            return interrupted ? ACQUIRED_INTERRUPTED : ACQUIRED;
                        }
                    } else if (tryAcquire(arg)) {
                        setHead(node);
                        p.next = null;
                        done = true;
                        return interrupted ? ACQUIRED_INTERRUPTED : ACQUIRED;
                    }
                }
                if (timed) {
                    nanos = deadline - System.nanoTime();
                    if (nanos <= 0L) {
                        return TIMED_OUT;
                    }
                }
                if (shouldParkAfterFailedAcquire(p, node)) {
                    if (!timed) {
                        LockSupport.park(this);
                    } else if (nanos > SPIN_FOR_TIMEOUT_THRESHOLD) {
                        LockSupport.parkNanos(this, nanos);
                    }
                    if (Thread.interrupted()) {
                        if (interruptible) {
                            return INTERRUPTED;
                        }
                        interrupted = true;
                    }
                }
            }
        } finally {
            if (!done) {
                cancelAcquire(node);
            }
        }
    }

    /** The uninterruptible re-acquire after a condition wait; true if interrupted meanwhile. */
    final boolean acquireQueued(Node node, int arg) {
        return acquireQueued(node, arg, false, false, 0L) == ACQUIRED_INTERRUPTED;
    }

    // ------------------------------------------------------------------ for subclasses

    protected boolean tryAcquire(int arg) {
        throw new UnsupportedOperationException();
    }

    protected boolean tryRelease(int arg) {
        throw new UnsupportedOperationException();
    }

    protected int tryAcquireShared(int arg) {
        throw new UnsupportedOperationException();
    }

    protected boolean tryReleaseShared(int arg) {
        throw new UnsupportedOperationException();
    }

    protected boolean isHeldExclusively() {
        throw new UnsupportedOperationException();
    }

    // ------------------------------------------------------------------ acquire and release

    public final void acquire(int arg) {
        if (!tryAcquire(arg) && acquireQueued(addWaiter(Node.EXCLUSIVE), arg, false, false, 0L) == ACQUIRED_INTERRUPTED) {
            selfInterrupt();
        }
    }

    public final void acquireInterruptibly(int arg) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        if (!tryAcquire(arg) && acquireQueued(addWaiter(Node.EXCLUSIVE), arg, true, false, 0L) == INTERRUPTED) {
            throw new InterruptedException();
        }
    }

    public final boolean tryAcquireNanos(int arg, long nanosTimeout) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        if (tryAcquire(arg)) {
            return true;
        }
        if (nanosTimeout <= 0L) {
            return false;
        }
        int r = acquireQueued(addWaiter(Node.EXCLUSIVE), arg, true, true, nanosTimeout);
        if (r == INTERRUPTED) {
            throw new InterruptedException();
        }
        return r != TIMED_OUT;
    }

    public final boolean release(int arg) {
        if (tryRelease(arg)) {
            Node h = head;
            if (h != null && h.waitStatus != 0) {
                unparkSuccessor(h);
            }
            return true;
        }
        return false;
    }

    public final void acquireShared(int arg) {
        if (tryAcquireShared(arg) >= 0) {
            if (TRACE_SHARED_HOLDS) {
                traceSharedAcquired();
            }
        } else if (acquireQueued(addWaiter(Node.SHARED), arg, false, false, 0L) == ACQUIRED_INTERRUPTED) {
            selfInterrupt();
        }
    }

    public final void acquireSharedInterruptibly(int arg) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        if (tryAcquireShared(arg) >= 0) {
            if (TRACE_SHARED_HOLDS) {
                traceSharedAcquired();
            }
        } else if (acquireQueued(addWaiter(Node.SHARED), arg, true, false, 0L) == INTERRUPTED) {
            throw new InterruptedException();
        }
    }

    public final boolean tryAcquireSharedNanos(int arg, long nanosTimeout) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        if (tryAcquireShared(arg) >= 0) {
            if (TRACE_SHARED_HOLDS) {
                traceSharedAcquired();
            }
            return true;
        }
        if (nanosTimeout <= 0L) {
            return false;
        }
        int r = acquireQueued(addWaiter(Node.SHARED), arg, true, true, nanosTimeout);
        if (r == INTERRUPTED) {
            throw new InterruptedException();
        }
        return r != TIMED_OUT;
    }

    public final boolean releaseShared(int arg) {
        if (TRACE_SHARED_HOLDS) {
            // Before the release: the hold ends before a waiter can get the lock.
            traceSharedReleased();
        }
        if (tryReleaseShared(arg)) {
            doReleaseShared();
            return true;
        }
        return false;
    }

    // ------------------------------------------------------------------ queue inspection

    /** Whether some thread is waiting (a live node after head; cancelled ones do not count). */
    public final boolean hasQueuedThreads() {
        Node h = head;
        for (Node p = tail; p != h && p != null; p = p.prev) {
            if (p.waitStatus <= 0 && p.thread != null) {
                return true;
            }
        }
        return false;
    }

    public final boolean hasContended() {
        return head != null;
    }

    public final Thread getFirstQueuedThread() {
        return (head == tail) ? null : fullGetFirstQueuedThread();
    }

    private Thread fullGetFirstQueuedThread() {
        Node h;
        Node s;
        Thread st;
        if (((h = head) != null && (s = h.next) != null && s.prev == head && (st = s.thread) != null)) {
            return st;
        }
        // The next link was not set yet or changed: walk back from tail.
        Thread first = null;
        for (Node t = tail; t != null && t != head; t = t.prev) {
            Thread tt = t.thread;
            if (tt != null) {
                first = tt;
            }
        }
        return first;
    }

    public final boolean isQueued(Thread thread) {
        if (thread == null) {
            throw new NullPointerException();
        }
        for (Node p = tail; p != null; p = p.prev) {
            if (p.thread == thread) {
                return true;
            }
        }
        return false;
    }

    /** Whether the first queued thread waits in exclusive mode (readers defer to it). */
    final boolean apparentlyFirstQueuedIsExclusive() {
        Node h;
        Node s;
        return (h = head) != null && (s = h.next) != null && !s.isShared() && s.thread != null;
    }

    /** Whether another thread queued before the current one (fair acquires wait for it). */
    public final boolean hasQueuedPredecessors() {
        Node t = tail;
        Node h = head;
        Node s;
        return h != t && ((s = h.next) == null || s.thread != Thread.currentThread());
    }

    public final int getQueueLength() {
        int n = 0;
        for (Node p = tail; p != null; p = p.prev) {
            if (p.thread != null) {
                n++;
            }
        }
        return n;
    }

    public final Collection<Thread> getQueuedThreads() {
        ArrayList<Thread> list = new ArrayList<Thread>();
        for (Node p = tail; p != null; p = p.prev) {
            Thread t = p.thread;
            if (t != null) {
                list.add(t);
            }
        }
        return list;
    }

    public final Collection<Thread> getExclusiveQueuedThreads() {
        return queuedThreads(false);
    }

    public final Collection<Thread> getSharedQueuedThreads() {
        return queuedThreads(true);
    }

    private Collection<Thread> queuedThreads(boolean shared) {
        ArrayList<Thread> list = new ArrayList<Thread>();
        for (Node p = tail; p != null; p = p.prev) {
            if (p.isShared() == shared) {
                Thread t = p.thread;
                if (t != null) {
                    list.add(t);
                }
            }
        }
        return list;
    }

    public String toString() {
        return super.toString() + "[State = " + getState() + ", " + (hasQueuedThreads() ? "non" : "") + "empty queue]";
    }

    // ------------------------------------------------------------------ conditions' support

    /** Whether a node that was in a condition list has reached the acquire queue. */
    final boolean isOnSyncQueue(Node node) {
        if (node.waitStatus == Node.CONDITION || node.prev == null) {
            return false;
        }
        if (node.next != null) {
            return true;
        }
        // prev set but the tail CAS may have failed: look for it from the tail.
        for (Node t = tail; t != null; t = t.prev) {
            if (t == node) {
                return true;
            }
        }
        return false;
    }

    /** Moves a signalled condition node to the acquire queue; false if it was cancelled. */
    final boolean transferForSignal(Node node) {
        if (!casWaitStatus(node, Node.CONDITION, 0)) {
            return false;
        }
        Node p = enq(node);
        // The profilers: the waiter now waits for the lock, not for a signal (Free Lunch counts
        // a notified monitor waiter the same way).
        U.signalled(node.thread, this);
        int ws = p.waitStatus;
        if (ws > 0 || !casWaitStatus(p, ws, Node.SIGNAL)) {
            LockSupport.unpark(node.thread);
        }
        return true;
    }

    /**
     * After a wait ended by interrupt or timeout: moves the node to the acquire queue itself and
     * returns true if no signal got there first; false if a signal did (it waits until the
     * signaller has enqueued it).
     */
    final boolean transferAfterCancelledWait(Node node) {
        if (casWaitStatus(node, Node.CONDITION, 0)) {
            enq(node);
            return true;
        }
        while (!isOnSyncQueue(node)) {
            Thread.yield();
        }
        return false;
    }

    /** Releases every hold for a condition wait; returns the state to take back. */
    final int fullyRelease(Node node) {
        boolean ok = false;
        try {
            int saved = getState();
            if (release(saved)) {
                ok = true;
                return saved;
            }
            throw new IllegalMonitorStateException();
        } finally {
            if (!ok) {
                node.waitStatus = Node.CANCELLED;
            }
        }
    }

    public final boolean owns(ConditionObject condition) {
        return condition.isOwnedBy(this);
    }

    public final boolean hasWaiters(ConditionObject condition) {
        if (!owns(condition)) {
            throw new IllegalArgumentException("Not owner");
        }
        return condition.hasWaiters();
    }

    public final int getWaitQueueLength(ConditionObject condition) {
        if (!owns(condition)) {
            throw new IllegalArgumentException("Not owner");
        }
        return condition.getWaitQueueLength();
    }

    public final Collection<Thread> getWaitingThreads(ConditionObject condition) {
        if (!owns(condition)) {
            throw new IllegalArgumentException("Not owner");
        }
        return condition.getWaitingThreads();
    }

    /**
     * java.util.concurrent.locks.AbstractQueuedSynchronizer.ConditionObject: a condition of an
     * exclusive synchronizer. Waiters wait in a list of CONDITION nodes touched only by the
     * holder; await fully releases, parks (blocker: this condition) until a signal moved its node
     * to the acquire queue, then re-acquires with the saved state. An interrupt before the signal
     * throws InterruptedException after re-acquiring; one after it only re-asserts the flag, as
     * the JDK specifies.
     */
    public class ConditionObject implements Condition, java.io.Serializable {
        private static final long serialVersionUID = 1173984872572414699L;

        private transient Node firstWaiter;
        private transient Node lastWaiter;

        public ConditionObject() {
        }

        private Node addConditionWaiter() {
            if (!isHeldExclusively()) {
                throw new IllegalMonitorStateException();
            }
            Node t = lastWaiter;
            if (t != null && t.waitStatus != Node.CONDITION) {
                unlinkCancelledWaiters();
                t = lastWaiter;
            }
            Node node = new Node(Thread.currentThread(), Node.CONDITION);
            if (t == null) {
                firstWaiter = node;
            } else {
                t.nextWaiter = node;
            }
            lastWaiter = node;
            return node;
        }

        private void doSignal(Node first) {
            do {
                if ((firstWaiter = first.nextWaiter) == null) {
                    lastWaiter = null;
                }
                first.nextWaiter = null;
            } while (!transferForSignal(first) && (first = firstWaiter) != null);
        }

        private void doSignalAll(Node first) {
            lastWaiter = firstWaiter = null;
            while (first != null) {
                Node next = first.nextWaiter;
                first.nextWaiter = null;
                transferForSignal(first);
                first = next;
            }
        }

        /** Drops cancelled nodes (timed out or interrupted waits) from the list. */
        private void unlinkCancelledWaiters() {
            Node t = firstWaiter;
            Node trail = null;
            while (t != null) {
                Node next = t.nextWaiter;
                if (t.waitStatus != Node.CONDITION) {
                    t.nextWaiter = null;
                    if (trail == null) {
                        firstWaiter = next;
                    } else {
                        trail.nextWaiter = next;
                    }
                    if (next == null) {
                        lastWaiter = trail;
                    }
                } else {
                    trail = t;
                }
                t = next;
            }
        }

        public final void signal() {
            if (!isHeldExclusively()) {
                throw new IllegalMonitorStateException();
            }
            Node first = firstWaiter;
            if (first != null) {
                doSignal(first);
            }
        }

        public final void signalAll() {
            if (!isHeldExclusively()) {
                throw new IllegalMonitorStateException();
            }
            Node first = firstWaiter;
            if (first != null) {
                doSignalAll(first);
            }
        }

        public final void awaitUninterruptibly() {
            Node node = addConditionWaiter();
            int saved = fullyRelease(node);
            boolean interrupted = false;
            while (!isOnSyncQueue(node)) {
                LockSupport.park(this);
                if (Thread.interrupted()) {
                    interrupted = true;
                }
            }
            if (acquireQueued(node, saved) || interrupted) {
                selfInterrupt();
            }
        }

        /** Interrupt modes after a wait: re-interrupt (signalled first) or throw (interrupted first). */
        private static final int REINTERRUPT = 1;
        private static final int THROW_IE = -1;

        private int checkInterruptWhileWaiting(Node node) {
            return Thread.interrupted() ? (transferAfterCancelledWait(node) ? THROW_IE : REINTERRUPT) : 0;
        }

        /** Re-acquires after the wait and reports an interrupt as {@code interruptMode} says. */
        private void finishWait(Node node, int saved, int interruptMode) throws InterruptedException {
            if (acquireQueued(node, saved) && interruptMode != THROW_IE) {
                interruptMode = REINTERRUPT;
            }
            if (node.nextWaiter != null) {
                unlinkCancelledWaiters();
            }
            if (interruptMode == THROW_IE) {
                throw new InterruptedException();
            } else if (interruptMode == REINTERRUPT) {
                selfInterrupt();
            }
        }

        public final void await() throws InterruptedException {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            Node node = addConditionWaiter();
            int saved = fullyRelease(node);
            int interruptMode = 0;
            while (!isOnSyncQueue(node)) {
                LockSupport.park(this);
                if ((interruptMode = checkInterruptWhileWaiting(node)) != 0) {
                    break;
                }
            }
            finishWait(node, saved, interruptMode);
        }

        public final long awaitNanos(long nanosTimeout) throws InterruptedException {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            long initial = nanosTimeout;
            long deadline = System.nanoTime() + nanosTimeout;
            Node node = addConditionWaiter();
            int saved = fullyRelease(node);
            int interruptMode = 0;
            while (!isOnSyncQueue(node)) {
                if (nanosTimeout <= 0L) {
                    transferAfterCancelledWait(node);
                    break;
                }
                if (nanosTimeout > SPIN_FOR_TIMEOUT_THRESHOLD) {
                    LockSupport.parkNanos(this, nanosTimeout);
                }
                if ((interruptMode = checkInterruptWhileWaiting(node)) != 0) {
                    break;
                }
                nanosTimeout = deadline - System.nanoTime();
            }
            finishWait(node, saved, interruptMode);
            long remaining = deadline - System.nanoTime();
            // A huge timeout may make deadline wrap; then report "not timed out" without overflow.
            return (remaining <= initial) ? remaining : Long.MIN_VALUE;
        }

        public final boolean awaitUntil(Date deadline) throws InterruptedException {
            long abstime = deadline.getTime();
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            Node node = addConditionWaiter();
            int saved = fullyRelease(node);
            boolean timedout = false;
            int interruptMode = 0;
            while (!isOnSyncQueue(node)) {
                if (System.currentTimeMillis() >= abstime) {
                    timedout = transferAfterCancelledWait(node);
                    break;
                }
                LockSupport.parkUntil(this, abstime);
                if ((interruptMode = checkInterruptWhileWaiting(node)) != 0) {
                    break;
                }
            }
            finishWait(node, saved, interruptMode);
            return !timedout;
        }

        public final boolean await(long time, TimeUnit unit) throws InterruptedException {
            long nanosTimeout = unit.toNanos(time);
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            long deadline = System.nanoTime() + nanosTimeout;
            Node node = addConditionWaiter();
            int saved = fullyRelease(node);
            boolean timedout = false;
            int interruptMode = 0;
            while (!isOnSyncQueue(node)) {
                if (nanosTimeout <= 0L) {
                    timedout = transferAfterCancelledWait(node);
                    break;
                }
                if (nanosTimeout > SPIN_FOR_TIMEOUT_THRESHOLD) {
                    LockSupport.parkNanos(this, nanosTimeout);
                }
                if ((interruptMode = checkInterruptWhileWaiting(node)) != 0) {
                    break;
                }
                nanosTimeout = deadline - System.nanoTime();
            }
            finishWait(node, saved, interruptMode);
            return !timedout;
        }

        final boolean isOwnedBy(AbstractQueuedSynchronizer sync) {
            return sync == AbstractQueuedSynchronizer.this;
        }

        protected final boolean hasWaiters() {
            if (!isHeldExclusively()) {
                throw new IllegalMonitorStateException();
            }
            for (Node w = firstWaiter; w != null; w = w.nextWaiter) {
                if (w.waitStatus == Node.CONDITION) {
                    return true;
                }
            }
            return false;
        }

        protected final int getWaitQueueLength() {
            if (!isHeldExclusively()) {
                throw new IllegalMonitorStateException();
            }
            int n = 0;
            for (Node w = firstWaiter; w != null; w = w.nextWaiter) {
                if (w.waitStatus == Node.CONDITION) {
                    n++;
                }
            }
            return n;
        }

        protected final Collection<Thread> getWaitingThreads() {
            if (!isHeldExclusively()) {
                throw new IllegalMonitorStateException();
            }
            ArrayList<Thread> list = new ArrayList<Thread>();
            for (Node w = firstWaiter; w != null; w = w.nextWaiter) {
                if (w.waitStatus == Node.CONDITION) {
                    Thread t = w.thread;
                    if (t != null) {
                        list.add(t);
                    }
                }
            }
            return list;
        }
    }
}
