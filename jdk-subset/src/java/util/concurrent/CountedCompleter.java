package java.util.concurrent;

import jdk.internal.misc.Unsafe;

/**
 * java.util.concurrent.CountedCompleter: a ForkJoinTask that completes when its pending count is
 * zero at the time it (or one of its children) calls tryComplete, instead of when compute
 * returns. Each task may name a completer (its parent); completing a task triggers its
 * completer's tryComplete, so completion travels up the tree without any thread blocking in join.
 * The pending count is changed by CAS. An exception completes the task exceptionally and, as
 * long as onExceptionalCompletion agrees, its completers too.
 */
public abstract class CountedCompleter<T> extends ForkJoinTask<T> {
    private static final long serialVersionUID = 5232453752276485070L;
    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long PENDING = U.objectFieldOffset(CountedCompleter.class, "pending");

    final CountedCompleter<?> completer;
    volatile int pending;

    protected CountedCompleter(CountedCompleter<?> completer, int initialPendingCount) {
        this.completer = completer;
        this.pending = initialPendingCount;
    }

    protected CountedCompleter(CountedCompleter<?> completer) {
        this.completer = completer;
    }

    protected CountedCompleter() {
        this.completer = null;
    }

    public abstract void compute();

    public void onCompletion(CountedCompleter<?> caller) {
    }

    public boolean onExceptionalCompletion(Throwable ex, CountedCompleter<?> caller) {
        return true;
    }

    public final CountedCompleter<?> getCompleter() {
        return completer;
    }

    public final int getPendingCount() {
        return pending;
    }

    public final void setPendingCount(int count) {
        pending = count;
    }

    public final void addToPendingCount(int delta) {
        U.getAndAddInt(this, PENDING, delta);
    }

    public final boolean compareAndSetPendingCount(int expected, int count) {
        return U.compareAndSetInt(this, PENDING, expected, count);
    }

    public final int decrementPendingCountUnlessZero() {
        int c;
        do {
        } while ((c = pending) != 0 && !U.compareAndSetInt(this, PENDING, c, c - 1));
        return c;
    }

    public final CountedCompleter<?> getRoot() {
        CountedCompleter<?> a = this;
        CountedCompleter<?> p;
        while ((p = a.completer) != null) {
            a = p;
        }
        return a;
    }

    /**
     * If the pending count is nonzero, decrements it; otherwise runs onCompletion and does the
     * same for the completer, completing the root when the chain ends.
     */
    public final void tryComplete() {
        CountedCompleter<?> a = this;
        CountedCompleter<?> s = a;
        for (int c;;) {
            if ((c = a.pending) == 0) {
                a.onCompletion(s);
                if ((a = (s = a).completer) == null) {
                    s.quietlyComplete();
                    return;
                }
            } else if (U.compareAndSetInt(a, PENDING, c, c - 1)) {
                return;
            }
        }
    }

    /** tryComplete without onCompletion. */
    public final void propagateCompletion() {
        CountedCompleter<?> a = this;
        CountedCompleter<?> s;
        for (int c;;) {
            if ((c = a.pending) == 0) {
                if ((a = (s = a).completer) == null) {
                    s.quietlyComplete();
                    return;
                }
            } else if (U.compareAndSetInt(a, PENDING, c, c - 1)) {
                return;
            }
        }
    }

    /** Completes regardless of the pending count, then tries the completer. */
    public void complete(T rawResult) {
        CountedCompleter<?> p;
        setRawResult(rawResult);
        onCompletion(this);
        quietlyComplete();
        if ((p = completer) != null) {
            p.tryComplete();
        }
    }

    public final CountedCompleter<?> firstComplete() {
        for (int c;;) {
            if ((c = pending) == 0) {
                return this;
            } else if (U.compareAndSetInt(this, PENDING, c, c - 1)) {
                return null;
            }
        }
    }

    public final CountedCompleter<?> nextComplete() {
        CountedCompleter<?> p;
        if ((p = completer) != null) {
            return p.firstComplete();
        }
        quietlyComplete();
        return null;
    }

    public final void quietlyCompleteRoot() {
        for (CountedCompleter<?> a = this, p;;) {
            if ((p = a.completer) == null) {
                a.quietlyComplete();
                return;
            }
            a = p;
        }
    }

    /**
     * Runs up to {@code maxTasks} unstarted tasks of this computation (tasks whose completer
     * chain reaches this one) from the current worker's own deque while this is not done.
     */
    public final void helpComplete(int maxTasks) {
        Thread t = Thread.currentThread();
        if (maxTasks <= 0 || status < 0 || !(t instanceof ForkJoinWorkerThread)) {
            return;
        }
        ForkJoinPool.WorkQueue q = ((ForkJoinWorkerThread) t).workQueue;
        while (maxTasks-- > 0 && status >= 0) {
            ForkJoinTask<?> top = q.peek();
            if (!(top instanceof CountedCompleter<?>) || !isAncestorOf((CountedCompleter<?>) top)
                    || !q.tryUnpush(top)) {
                return;
            }
            top.doExec();
        }
    }

    private boolean isAncestorOf(CountedCompleter<?> c) {
        for (CountedCompleter<?> a = c; a != null; a = a.completer) {
            if (a == this) {
                return true;
            }
        }
        return false;
    }

    /** Passes an exception up the completers while onExceptionalCompletion says so. */
    void internalPropagateException(Throwable ex) {
        CountedCompleter<?> a = this;
        CountedCompleter<?> s = a;
        while (a.onExceptionalCompletion(ex, s) && (a = (s = a).completer) != null && a.status >= 0
                && (a.recordExceptionalCompletion(ex) & DONE_MASK) == EXCEPTIONAL) {
        }
    }

    protected final boolean exec() {
        compute();
        return false;
    }

    public T getRawResult() {
        return null;
    }

    protected void setRawResult(T t) {
    }
}
