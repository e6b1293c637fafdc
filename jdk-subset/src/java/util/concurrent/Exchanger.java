package java.util.concurrent;

import java.util.concurrent.locks.LockSupport;
import jdk.internal.misc.Unsafe;

/**
 * java.util.concurrent.Exchanger with a single slot (the JDK adds an arena of slots for heavy
 * contention; one slot has the same semantics, only less parallelism). A thread finding the slot
 * empty installs its node and parks (blocker: this Exchanger, as the JDK); the next thread
 * removes that node with a CAS, hands its item over in {@code match} and unparks the first. A
 * waiter gives up on interrupt or timeout only if it can still take its node back out of the
 * slot; if a partner already removed it, the exchange completes (the interrupt stays set).
 */
public class Exchanger<V> {
    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long SLOT = U.objectFieldOffset(Exchanger.class, "slot");

    /** Stands for a null item, so that {@code match == null} means "no partner yet". */
    private static final Object NULL_ITEM = new Object();

    static final class Node {
        final Object item;
        final Thread parked;
        volatile Object match;

        Node(Object item, Thread parked) {
            this.item = item;
            this.parked = parked;
        }
    }

    private volatile Node slot;

    public Exchanger() {
    }

    /** Outcome markers of {@link #doExchange}. */
    private static final Object INTERRUPTED = new Object();
    private static final Object TIMED_OUT = new Object();

    private Object doExchange(Object x, boolean timed, long nanos) {
        Object item = (x == null) ? NULL_ITEM : x;
        Node me = null;
        for (;;) {
            Node q = slot;
            if (q != null) {
                if (U.compareAndSetReference(this, SLOT, q, null)) {
                    q.match = item;
                    LockSupport.unpark(q.parked);
                    return q.item;
                }
            } else {
                if (me == null) {
                    me = new Node(item, Thread.currentThread());
                }
                if (U.compareAndSetReference(this, SLOT, null, me)) {
                    break;
                }
            }
        }
        long deadline = timed ? System.nanoTime() + nanos : 0L;
        Object v;
        while ((v = me.match) == null) {
            boolean giveUp = Thread.currentThread().isInterrupted();
            if (!giveUp && timed) {
                nanos = deadline - System.nanoTime();
                giveUp = nanos <= 0L;
            }
            if (giveUp) {
                if (U.compareAndSetReference(this, SLOT, me, null)) {
                    return Thread.interrupted() ? INTERRUPTED : TIMED_OUT;
                }
                // A partner took the node: its item is on the way.
                while ((v = me.match) == null) {
                    Thread.yield();
                }
                break;
            }
            if (timed) {
                LockSupport.parkNanos(this, nanos);
            } else {
                LockSupport.park(this);
            }
        }
        return v;
    }

    @SuppressWarnings("unchecked")
    private V result(Object v) {
        return (v == NULL_ITEM) ? null : (V) v;
    }

    public V exchange(V x) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        Object v = doExchange(x, false, 0L);
        if (v == INTERRUPTED || v == TIMED_OUT) {
            throw new InterruptedException();
        }
        return result(v);
    }

    public V exchange(V x, long timeout, TimeUnit unit) throws InterruptedException, TimeoutException {
        long nanos = unit.toNanos(timeout);
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        Object v = doExchange(x, true, nanos);
        if (v == INTERRUPTED) {
            throw new InterruptedException();
        }
        if (v == TIMED_OUT) {
            throw new TimeoutException();
        }
        return result(v);
    }
}
