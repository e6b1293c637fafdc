package java.util.concurrent;

import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import jdk.internal.misc.Unsafe;

/**
 * java.util.concurrent.Phaser with the JDK's state word: one long holding the unarrived count
 * (bits 0-15), the registered parties (16-31), the phase (32-62) and the termination bit (63,
 * so a terminated phaser's phase reads negative). A phaser with no parties holds the special
 * count EMPTY. Arrivals CAS the word; the last arrival of a phase calls {@link #onAdvance}
 * and installs the next phase (or termination).
 *
 * Tiering follows the JDK: a child phaser registers one party in its parent while it has
 * parties of its own, arrives at the parent when all of its parties arrived, and takes its phase
 * from the root lazily ({@code reconcileState}). Waiters always wait at the root, in one of two
 * lock-free stacks chosen by the phase's parity, as {@code QNode}s that park with the QNode as
 * blocker (as on HotSpot). Unlike the JDK we do not spin before parking, and a waiting thread is
 * not a ForkJoinPool managed blocker (the subset has no ForkJoinPool).
 */
public class Phaser {
    private static final int MAX_PARTIES = 0xffff;
    private static final int MAX_PHASE = Integer.MAX_VALUE;
    private static final int PARTIES_SHIFT = 16;
    private static final int PHASE_SHIFT = 32;
    private static final int UNARRIVED_MASK = 0xffff;
    private static final long PARTIES_MASK = 0xffff0000L;
    private static final long COUNTS_MASK = 0xffffffffL;
    private static final long TERMINATION_BIT = 1L << 63;

    private static final int ONE_ARRIVAL = 1;
    private static final int ONE_PARTY = 1 << PARTIES_SHIFT;
    private static final int ONE_DEREGISTER = ONE_ARRIVAL | ONE_PARTY;
    /** The counts of a phaser without parties (0 parties, "1 unarrived" so it never advances). */
    private static final int EMPTY = 1;

    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long STATE = U.objectFieldOffset(Phaser.class, "state");

    private volatile long state;
    private final Phaser parent;
    private final Phaser root;
    /** The root's wait stacks for even and odd phases (children share their root's). */
    private final AtomicReference<QNode> evenQ;
    private final AtomicReference<QNode> oddQ;

    private static int unarrivedOf(long s) {
        int counts = (int) s;
        return (counts == EMPTY) ? 0 : (counts & UNARRIVED_MASK);
    }

    private static int partiesOf(long s) {
        return (int) s >>> PARTIES_SHIFT;
    }

    private static int phaseOf(long s) {
        return (int) (s >>> PHASE_SHIFT);
    }

    private static int arrivedOf(long s) {
        int counts = (int) s;
        return (counts == EMPTY) ? 0 : (counts >>> PARTIES_SHIFT) - (counts & UNARRIVED_MASK);
    }

    private boolean casState(long expect, long update) {
        return U.compareAndSetLong(this, STATE, expect, update);
    }

    private AtomicReference<QNode> queueFor(int phase) {
        return ((phase & 1) == 0) ? evenQ : oddQ;
    }

    private String badArrive(long s) {
        return "Attempted arrival of unregistered party for " + stateToString(s);
    }

    private String badRegister(long s) {
        return "Attempt to register more than " + MAX_PARTIES + " parties for " + stateToString(s);
    }

    public Phaser() {
        this(null, 0);
    }

    public Phaser(int parties) {
        this(null, parties);
    }

    public Phaser(Phaser parent) {
        this(parent, 0);
    }

    public Phaser(Phaser parent, int parties) {
        if (parties >>> PARTIES_SHIFT != 0) {
            throw new IllegalArgumentException("Illegal number of parties");
        }
        int phase = 0;
        this.parent = parent;
        if (parent != null) {
            Phaser r = parent.root;
            this.root = r;
            this.evenQ = r.evenQ;
            this.oddQ = r.oddQ;
            if (parties != 0) {
                phase = parent.doRegister(1);
            }
        } else {
            this.root = this;
            this.evenQ = new AtomicReference<QNode>();
            this.oddQ = new AtomicReference<QNode>();
        }
        this.state = (parties == 0) ? (long) EMPTY
                : ((long) phase << PHASE_SHIFT) | ((long) parties << PARTIES_SHIFT) | ((long) parties);
    }

    /** The state word of the phase after {@code s} (whose arrivals are complete), at the root. */
    private long advancedState(long s, int phase) {
        long n = s & PARTIES_MASK;
        int nextUnarrived = (int) n >>> PARTIES_SHIFT;
        if (onAdvance(phase, nextUnarrived)) {
            n |= TERMINATION_BIT;
        } else if (nextUnarrived == 0) {
            n |= EMPTY;
        } else {
            n |= nextUnarrived;
        }
        int nextPhase = (phase + 1) & MAX_PHASE;
        n |= (long) nextPhase << PHASE_SHIFT;
        return n;
    }

    /** arrive() and arriveAndDeregister(): {@code adjust} is ONE_ARRIVAL or ONE_DEREGISTER. */
    private int doArrive(int adjust) {
        Phaser root = this.root;
        for (;;) {
            long s = (root == this) ? state : reconcileState();
            int phase = phaseOf(s);
            if (phase < 0) {
                return phase;
            }
            int unarrived = unarrivedOf(s);
            if (unarrived <= 0) {
                throw new IllegalStateException(badArrive(s));
            }
            if (casState(s, s -= adjust)) {
                if (unarrived == 1) {
                    if (root == this) {
                        casState(s, advancedState(s, phase));
                        releaseWaiters(phase);
                    } else if (((int) (s & PARTIES_MASK) >>> PARTIES_SHIFT) == 0) {
                        // The child lost its last party: leave the parent too.
                        phase = parent.doArrive(ONE_DEREGISTER);
                        casState(s, s | EMPTY);
                    } else {
                        phase = parent.doArrive(ONE_ARRIVAL);
                    }
                }
                return phase;
            }
        }
    }

    /** register() and bulkRegister(). */
    private int doRegister(int registrations) {
        long adjust = ((long) registrations << PARTIES_SHIFT) | registrations;
        Phaser parent = this.parent;
        int phase;
        for (;;) {
            long s = (parent == null) ? state : reconcileState();
            int counts = (int) s;
            int parties = counts >>> PARTIES_SHIFT;
            int unarrived = counts & UNARRIVED_MASK;
            if (registrations > MAX_PARTIES - parties) {
                throw new IllegalStateException(badRegister(s));
            }
            phase = phaseOf(s);
            if (phase < 0) {
                break;
            }
            if (counts != EMPTY) {
                if (parent == null || reconcileState() == s) {
                    if (unarrived == 0) {
                        // The phase is advancing: register in the next one.
                        root.internalAwaitAdvance(phase, null);
                    } else if (casState(s, s + adjust)) {
                        break;
                    }
                }
            } else if (parent == null) {
                if (casState(s, ((long) phase << PHASE_SHIFT) | adjust)) {
                    break;
                }
            } else {
                // A child's first party: register the child in its parent once, under a lock.
                synchronized (this) {
                    if (state == s) {
                        phase = parent.doRegister(1);
                        if (phase < 0) {
                            break;
                        }
                        while (!casState(s, ((long) phase << PHASE_SHIFT) | adjust)) {
                            s = state;
                            phase = phaseOf(root.state);
                        }
                        break;
                    }
                }
            }
        }
        return phase;
    }

    /** A child's state brought to the root's phase (the arrivals of a new phase reset). */
    private long reconcileState() {
        Phaser root = this.root;
        long s = state;
        if (root != this) {
            int phase;
            while ((phase = phaseOf(root.state)) != phaseOf(s)) {
                long counts;
                if (phase < 0) {
                    counts = s & COUNTS_MASK;
                } else {
                    int p = (int) s >>> PARTIES_SHIFT;
                    counts = (p == 0) ? EMPTY : ((s & PARTIES_MASK) | p);
                }
                long next = ((long) phase << PHASE_SHIFT) | counts;
                if (casState(s, next)) {
                    s = next;
                    break;
                }
                s = state;
            }
        }
        return s;
    }

    public int register() {
        return doRegister(1);
    }

    public int bulkRegister(int parties) {
        if (parties < 0) {
            throw new IllegalArgumentException();
        }
        if (parties == 0) {
            return getPhase();
        }
        return doRegister(parties);
    }

    public int arrive() {
        return doArrive(ONE_ARRIVAL);
    }

    public int arriveAndDeregister() {
        return doArrive(ONE_DEREGISTER);
    }

    public int arriveAndAwaitAdvance() {
        Phaser root = this.root;
        for (;;) {
            long s = (root == this) ? state : reconcileState();
            int phase = phaseOf(s);
            if (phase < 0) {
                return phase;
            }
            int unarrived = unarrivedOf(s);
            if (unarrived <= 0) {
                throw new IllegalStateException(badArrive(s));
            }
            if (casState(s, s -= ONE_ARRIVAL)) {
                if (unarrived > 1) {
                    return root.internalAwaitAdvance(phase, null);
                }
                if (root != this) {
                    return parent.arriveAndAwaitAdvance();
                }
                long n = advancedState(s, phase);
                if (!casState(s, n)) {
                    // Only forceTermination can change it meanwhile.
                    return phaseOf(state);
                }
                releaseWaiters(phase);
                // The next phase number even if onAdvance terminated (the JDK returns this too).
                return (phase + 1) & MAX_PHASE;
            }
        }
    }

    public int awaitAdvance(int phase) {
        Phaser root = this.root;
        long s = (root == this) ? state : reconcileState();
        int p = phaseOf(s);
        if (phase < 0) {
            return phase;
        }
        if (p == phase) {
            return root.internalAwaitAdvance(phase, null);
        }
        return p;
    }

    public int awaitAdvanceInterruptibly(int phase) throws InterruptedException {
        Phaser root = this.root;
        long s = (root == this) ? state : reconcileState();
        int p = phaseOf(s);
        if (phase < 0) {
            return phase;
        }
        if (p == phase) {
            QNode node = new QNode(this, phase, true, false, 0L);
            p = root.internalAwaitAdvance(phase, node);
            if (node.wasInterrupted) {
                throw new InterruptedException();
            }
        }
        return p;
    }

    public int awaitAdvanceInterruptibly(int phase, long timeout, TimeUnit unit)
            throws InterruptedException, TimeoutException {
        long nanos = unit.toNanos(timeout);
        Phaser root = this.root;
        long s = (root == this) ? state : reconcileState();
        int p = phaseOf(s);
        if (phase < 0) {
            return phase;
        }
        if (p == phase) {
            QNode node = new QNode(this, phase, true, true, nanos);
            p = root.internalAwaitAdvance(phase, node);
            if (node.wasInterrupted) {
                throw new InterruptedException();
            } else if (p == phase) {
                throw new TimeoutException();
            }
        }
        return p;
    }

    public void forceTermination() {
        Phaser root = this.root;
        long s;
        while ((s = root.state) >= 0) {
            if (root.casState(s, s | TERMINATION_BIT)) {
                releaseWaiters(0);
                releaseWaiters(1);
                return;
            }
        }
    }

    public final int getPhase() {
        return phaseOf(root.state);
    }

    public int getRegisteredParties() {
        return partiesOf(state);
    }

    public int getArrivedParties() {
        return arrivedOf(reconcileState());
    }

    public int getUnarrivedParties() {
        return unarrivedOf(reconcileState());
    }

    public Phaser getParent() {
        return parent;
    }

    public Phaser getRoot() {
        return root;
    }

    public boolean isTerminated() {
        return root.state < 0L;
    }

    protected boolean onAdvance(int phase, int registeredParties) {
        return registeredParties == 0;
    }

    public String toString() {
        return stateToString(reconcileState());
    }

    private String stateToString(long s) {
        return super.toString() + "[phase = " + phaseOf(s) + " parties = " + partiesOf(s) + " arrived = " + arrivedOf(s) + "]";
    }

    // ------------------------------------------------------------------ waiting (at the root)

    /** Unparks the waiters of the stack of {@code phase}'s parity that wait for a past phase. */
    private void releaseWaiters(int phase) {
        AtomicReference<QNode> head = queueFor(phase);
        QNode q;
        while ((q = head.get()) != null && q.phase != phaseOf(root.state)) {
            if (head.compareAndSet(q, q.next)) {
                Thread t = q.thread;
                if (t != null) {
                    q.thread = null;
                    LockSupport.unpark(t);
                }
            }
        }
    }

    /**
     * After a wait that ended without an advance (interrupt, timeout): pops nodes of departed
     * waiters off the top of the stack so they do not pile up, waking any that are done.
     */
    private int abortWait(int phase) {
        AtomicReference<QNode> head = queueFor(phase);
        for (;;) {
            QNode q = head.get();
            int p = phaseOf(root.state);
            if (q == null || ((q.thread != null) && q.phase == p)) {
                return p;
            }
            if (head.compareAndSet(q, q.next)) {
                Thread t = q.thread;
                if (t != null) {
                    q.thread = null;
                    LockSupport.unpark(t);
                }
            }
        }
    }

    /**
     * Waits at the root until the phase is no longer {@code phase}, or (with a node that says so)
     * until interrupted or timed out. Returns the current phase.
     */
    private int internalAwaitAdvance(int phase, QNode node) {
        releaseWaiters(phase - 1);
        boolean queued = false;
        int p;
        while ((p = phaseOf(state)) == phase) {
            if (node == null) {
                node = new QNode(this, phase, false, false, 0L);
            } else if (node.isReleasable()) {
                break;
            } else if (!queued) {
                AtomicReference<QNode> head = queueFor(phase);
                QNode q = head.get();
                node.next = q;
                // Push only while the phase still stands, so an advance cannot miss the node.
                if (phaseOf(state) == phase) {
                    queued = head.compareAndSet(q, node);
                }
            } else {
                node.block();
            }
        }
        if (node != null) {
            if (node.thread != null) {
                node.thread = null;
            }
            if (node.wasInterrupted && !node.interruptible) {
                Thread.currentThread().interrupt();
            }
            if (p == phase && (p = phaseOf(state)) == phase) {
                return abortWait(phase);
            }
        }
        releaseWaiters(phase);
        return p;
    }

    /** A waiting thread; it parks with the node as blocker. */
    static final class QNode {
        final Phaser phaser;
        final int phase;
        final boolean interruptible;
        final boolean timed;
        boolean wasInterrupted;
        long nanos;
        final long deadline;
        volatile Thread thread;
        QNode next;

        QNode(Phaser phaser, int phase, boolean interruptible, boolean timed, long nanos) {
            this.phaser = phaser;
            this.phase = phase;
            this.interruptible = interruptible;
            this.nanos = nanos;
            this.timed = timed;
            this.deadline = timed ? System.nanoTime() + nanos : 0L;
            this.thread = Thread.currentThread();
        }

        /** Whether the wait is over: released, advanced, interrupted (if allowed) or timed out. */
        boolean isReleasable() {
            if (thread == null) {
                return true;
            }
            if (phaser.getPhase() != phase) {
                thread = null;
                return true;
            }
            if (Thread.interrupted()) {
                wasInterrupted = true;
            }
            if (wasInterrupted && interruptible) {
                thread = null;
                return true;
            }
            if (timed && (nanos <= 0L || (nanos = deadline - System.nanoTime()) <= 0L)) {
                thread = null;
                return true;
            }
            return false;
        }

        boolean block() {
            while (!isReleasable()) {
                if (timed) {
                    LockSupport.parkNanos(this, nanos);
                } else {
                    LockSupport.park(this);
                }
            }
            return true;
        }
    }
}
