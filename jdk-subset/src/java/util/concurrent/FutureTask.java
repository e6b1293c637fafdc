package java.util.concurrent;

import java.util.concurrent.locks.LockSupport;
import jdk.internal.misc.Unsafe;

/**
 * java.util.concurrent.FutureTask: a cancellable computation whose result is published once.
 *
 * The JDK's state machine, so that races between run, cancel and get resolve as on HotSpot:
 * a task starts NEW and moves exactly once, by CAS, to a transient state and then to a final
 * one:
 * <pre>
 *   NEW -> COMPLETING -> NORMAL          (set)
 *   NEW -> COMPLETING -> EXCEPTIONAL     (setException)
 *   NEW -> CANCELLED                     (cancel(false))
 *   NEW -> INTERRUPTING -> INTERRUPTED   (cancel(true))
 * </pre>
 * The outcome field is plain: it is written before the volatile store of the final state and
 * read after a volatile read that saw it. Only the thread that wins the CAS on {@code runner}
 * runs the callable, so a task submitted twice runs once.
 *
 * Threads in get() wait in a Treiber stack of nodes (pushed by CAS) and park with the task as
 * blocker; completion detaches the whole stack at once and unparks every thread in it. A
 * waiter that leaves early (interrupt, timeout) clears its node's thread and unsplices the
 * dead nodes.
 */
public class FutureTask<V> implements RunnableFuture<V> {
    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long STATE = U.objectFieldOffset(FutureTask.class, "state");
    private static final long RUNNER = U.objectFieldOffset(FutureTask.class, "runner");
    private static final long WAITERS = U.objectFieldOffset(FutureTask.class, "waiters");

    private static final int NEW = 0;
    private static final int COMPLETING = 1;
    private static final int NORMAL = 2;
    private static final int EXCEPTIONAL = 3;
    private static final int CANCELLED = 4;
    private static final int INTERRUPTING = 5;
    private static final int INTERRUPTED = 6;

    private volatile int state;
    /** The computation; cleared once the task is done (so it can be collected). */
    private Callable<V> callable;
    /** The result or the Throwable; published by the write of the final state. */
    private Object outcome;
    /** The thread running the callable (claimed by CAS in run), null otherwise. */
    private volatile Thread runner;
    /** Top of the stack of threads waiting in get(). */
    private volatile WaitNode waiters;

    static final class WaitNode {
        volatile Thread thread;
        volatile WaitNode next;

        WaitNode() {
            thread = Thread.currentThread();
        }
    }

    public FutureTask(Callable<V> callable) {
        if (callable == null) {
            throw new NullPointerException();
        }
        this.callable = callable;
        this.state = NEW;
    }

    public FutureTask(Runnable runnable, V result) {
        this.callable = Executors.callable(runnable, result);
        this.state = NEW;
    }

    @SuppressWarnings("unchecked")
    private V report(int s) throws ExecutionException {
        Object x = outcome;
        if (s == NORMAL) {
            return (V) x;
        }
        if (s >= CANCELLED) {
            throw new CancellationException();
        }
        throw new ExecutionException((Throwable) x);
    }

    public boolean isCancelled() {
        return state >= CANCELLED;
    }

    public boolean isDone() {
        return state != NEW;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        if (!(state == NEW && U.compareAndSetInt(this, STATE, NEW, mayInterruptIfRunning ? INTERRUPTING : CANCELLED))) {
            return false;
        }
        try {
            if (mayInterruptIfRunning) {
                try {
                    Thread t = runner;
                    if (t != null) {
                        t.interrupt();
                    }
                } finally {
                    U.putIntVolatile(this, STATE, INTERRUPTED);
                }
            }
        } finally {
            finishCompletion();
        }
        return true;
    }

    public V get() throws InterruptedException, ExecutionException {
        int s = state;
        if (s <= COMPLETING) {
            s = awaitDone(false, 0L);
        }
        return report(s);
    }

    public V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        if (unit == null) {
            throw new NullPointerException();
        }
        int s = state;
        if (s <= COMPLETING && (s = awaitDone(true, unit.toNanos(timeout))) <= COMPLETING) {
            throw new TimeoutException();
        }
        return report(s);
    }

    /** Called once the task reaches a final state (after waiters are released); for subclasses. */
    protected void done() {
    }

    protected void set(V v) {
        if (U.compareAndSetInt(this, STATE, NEW, COMPLETING)) {
            outcome = v;
            U.putIntVolatile(this, STATE, NORMAL);
            finishCompletion();
        }
    }

    protected void setException(Throwable t) {
        if (U.compareAndSetInt(this, STATE, NEW, COMPLETING)) {
            outcome = t;
            U.putIntVolatile(this, STATE, EXCEPTIONAL);
            finishCompletion();
        }
    }

    public void run() {
        if (state != NEW || !U.compareAndSetReference(this, RUNNER, null, Thread.currentThread())) {
            return;
        }
        try {
            Callable<V> c = callable;
            if (c != null && state == NEW) {
                V result;
                boolean ran;
                try {
                    result = c.call();
                    ran = true;
                } catch (Throwable ex) {
                    result = null;
                    ran = false;
                    setException(ex);
                }
                if (ran) {
                    set(result);
                }
            }
        } finally {
            // runner stays set until the state is final, so a concurrent run() cannot start.
            runner = null;
            int s = state;
            if (s >= INTERRUPTING) {
                handlePossibleCancellationInterrupt(s);
            }
        }
    }

    /**
     * Runs the computation without setting a result, leaving the task NEW so it can run again
     * (periodic tasks). Returns whether it ran and is still NEW (not failed or cancelled).
     */
    protected boolean runAndReset() {
        if (state != NEW || !U.compareAndSetReference(this, RUNNER, null, Thread.currentThread())) {
            return false;
        }
        boolean ran = false;
        int s = state;
        try {
            Callable<V> c = callable;
            if (c != null && s == NEW) {
                try {
                    c.call();
                    ran = true;
                } catch (Throwable ex) {
                    setException(ex);
                }
            }
        } finally {
            runner = null;
            s = state;
            if (s >= INTERRUPTING) {
                handlePossibleCancellationInterrupt(s);
            }
        }
        return ran && s == NEW;
    }

    /**
     * A cancel(true) that raced with the end of run() may still be about to interrupt this
     * thread: wait until it has, so the interrupt cannot hit the pool's next task. The interrupt
     * itself is left for the caller (the pool clears it before the next task).
     */
    private void handlePossibleCancellationInterrupt(int s) {
        if (s == INTERRUPTING) {
            while (state == INTERRUPTING) {
                Thread.yield();
            }
        }
    }

    /** Detaches the stack of waiters and wakes them all, then calls done(). */
    private void finishCompletion() {
        for (WaitNode q; (q = waiters) != null;) {
            if (U.compareAndSetReference(this, WAITERS, q, null)) {
                while (true) {
                    Thread t = q.thread;
                    if (t != null) {
                        q.thread = null;
                        LockSupport.unpark(t);
                    }
                    WaitNode next = q.next;
                    if (next == null) {
                        break;
                    }
                    q.next = null;
                    q = next;
                }
                break;
            }
        }
        done();
        callable = null;
    }

    /** Waits for a final state, or an interrupt (throws), or the timeout (returns the state). */
    private int awaitDone(boolean timed, long nanos) throws InterruptedException {
        long startTime = 0L;
        WaitNode q = null;
        boolean queued = false;
        while (true) {
            int s = state;
            if (s > COMPLETING) {
                if (q != null) {
                    q.thread = null;
                }
                return s;
            } else if (s == COMPLETING) {
                // The outcome is being written: only a few instructions away.
                Thread.yield();
            } else if (Thread.interrupted()) {
                removeWaiter(q);
                throw new InterruptedException();
            } else if (q == null) {
                if (timed && nanos <= 0L) {
                    return s;
                }
                q = new WaitNode();
            } else if (!queued) {
                q.next = waiters;
                queued = U.compareAndSetReference(this, WAITERS, q.next, q);
            } else if (timed) {
                long parkNanos;
                if (startTime == 0L) {
                    startTime = System.nanoTime();
                    if (startTime == 0L) {
                        startTime = 1L;
                    }
                    parkNanos = nanos;
                } else {
                    long elapsed = System.nanoTime() - startTime;
                    if (elapsed >= nanos) {
                        removeWaiter(q);
                        return state;
                    }
                    parkNanos = nanos - elapsed;
                }
                if (state < COMPLETING) {
                    LockSupport.parkNanos(this, parkNanos);
                }
            } else {
                LockSupport.park(this);
            }
        }
    }

    /** Marks {@code node} dead and unlinks every dead node (restarting if a race is seen). */
    private void removeWaiter(WaitNode node) {
        if (node == null) {
            return;
        }
        node.thread = null;
        retry:
        while (true) {
            WaitNode pred = null;
            WaitNode s;
            for (WaitNode q = waiters; q != null; q = s) {
                s = q.next;
                if (q.thread != null) {
                    pred = q;
                } else if (pred != null) {
                    pred.next = s;
                    if (pred.thread == null) {
                        continue retry;
                    }
                } else if (!U.compareAndSetReference(this, WAITERS, q, s)) {
                    continue retry;
                }
            }
            break;
        }
    }

    public String toString() {
        String status;
        switch (state) {
            case NORMAL:
                status = "[Completed normally]";
                break;
            case EXCEPTIONAL:
                status = "[Completed exceptionally: " + outcome + "]";
                break;
            case CANCELLED:
            case INTERRUPTING:
            case INTERRUPTED:
                status = "[Cancelled]";
                break;
            default:
                Callable<?> c = callable;
                status = (c == null) ? "[Not completed]" : "[Not completed, task = " + c + "]";
        }
        return super.toString() + status;
    }
}
