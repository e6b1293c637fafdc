package java.util.concurrent;

import java.io.Serializable;
import java.util.Collection;
import java.util.List;
import java.util.RandomAccess;
import jdk.internal.misc.Unsafe;

/**
 * java.util.concurrent.ForkJoinTask: a light-weight task run by a {@link ForkJoinPool}.
 *
 * The state is one int, {@code status}, as in JDK 8: non-negative while the task runs or waits,
 * negative once done (the top four bits say how: NORMAL, CANCELLED or EXCEPTIONAL), the SIGNAL bit
 * set by a thread that waits on the task's monitor (so completion only calls notifyAll when someone
 * waits), and 16 low bits free for the user's tag. The exception of an exceptional completion is
 * kept in the task together with the thread that recorded it.
 *
 * Joining never just blocks when it can help: a worker thread first runs the task itself if it is
 * still in its own deque, then runs other queued tasks of its pool (stealing) until the task is
 * done, and waits only when there is nothing to run. An outside thread takes the task back from
 * the common pool's submission queue if nobody started it. The waits are on the task's monitor
 * (JDK 8's wait/notifyAll).
 *
 * As in the JDK, join and get from another thread than the one that recorded the exception rethrow
 * a copy of it of the same class with the original as cause (for an accurate stack trace).
 */
public abstract class ForkJoinTask<V> implements Future<V>, Serializable {
    private static final long serialVersionUID = -7721805057305804111L;
    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long STATUS = U.objectFieldOffset(ForkJoinTask.class, "status");
    private static final long THROWN = U.objectFieldOffset(ForkJoinTask.class, "thrown");

    static final int DONE_MASK = 0xf0000000;
    static final int NORMAL = 0xf0000000;
    static final int CANCELLED = 0xc0000000;
    static final int EXCEPTIONAL = 0x80000000;
    static final int SIGNAL = 0x00010000;
    static final int SMASK = 0x0000ffff;

    volatile int status;
    /** The recorded exception (set once, before status says EXCEPTIONAL). */
    private transient volatile Throwable thrown;
    /** The thread that recorded {@code thrown}. */
    private transient volatile Thread thrower;

    public ForkJoinTask() {
    }

    // ------------------------------------------------------------------ completion

    final boolean casStatus(int expect, int update) {
        return U.compareAndSetInt(this, STATUS, expect, update);
    }

    /** Marks the task done with {@code completion} unless it is done already; wakes waiters. */
    private int setCompletion(int completion) {
        for (int s;;) {
            if ((s = status) < 0) {
                return s;
            }
            if (casStatus(s, s | completion)) {
                if ((s >>> 16) != 0) {
                    synchronized (this) {
                        notifyAll();
                    }
                }
                return completion;
            }
        }
    }

    /** Records {@code ex} and completes exceptionally, unless done already. */
    final int recordExceptionalCompletion(Throwable ex) {
        if (status >= 0 && thrown == null && U.compareAndSetReference(this, THROWN, null, ex)) {
            thrower = Thread.currentThread();
            return setCompletion(EXCEPTIONAL);
        }
        return status;
    }

    /** As recordExceptionalCompletion, then lets subclasses pass the exception on. */
    final int setExceptionalCompletion(Throwable ex) {
        int s = recordExceptionalCompletion(ex);
        if ((s & DONE_MASK) == EXCEPTIONAL) {
            internalPropagateException(ex);
        }
        return s;
    }

    /** Hook for CountedCompleter. */
    void internalPropagateException(Throwable ex) {
    }

    /** Runs exec() unless done; records how it ended. */
    final int doExec() {
        int s;
        boolean completed;
        if ((s = status) >= 0) {
            try {
                completed = exec();
            } catch (Throwable rex) {
                return setExceptionalCompletion(rex);
            }
            if (completed) {
                s = setCompletion(NORMAL);
            }
        }
        return s;
    }

    /** Waits (not interruptibly) on the monitor until done or {@code millis} (0 = forever) pass. */
    final void internalWait(long millis) {
        int s;
        if ((s = status) >= 0 && casStatus(s, s | SIGNAL)) {
            synchronized (this) {
                if (status >= 0) {
                    try {
                        wait(millis);
                    } catch (InterruptedException ie) {
                        Thread.currentThread().interrupt();
                    }
                } else {
                    notifyAll();
                }
            }
        }
    }

    /** A thread outside any pool waits, after taking the task back from the common pool if unstarted. */
    private int externalAwaitDone() {
        int s = ForkJoinPool.common.tryExternalUnpush(this) ? doExec() : 0;
        if (s >= 0 && (s = status) >= 0) {
            boolean interrupted = false;
            do {
                if (casStatus(s, s | SIGNAL)) {
                    synchronized (this) {
                        if (status >= 0) {
                            try {
                                wait(0L);
                            } catch (InterruptedException ie) {
                                interrupted = true;
                            }
                        } else {
                            notifyAll();
                        }
                    }
                }
            } while ((s = status) >= 0);
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
        return s;
    }

    /** As externalAwaitDone, but throws InterruptedException; a deadline of 0 means none. */
    private int externalInterruptibleAwaitDone(long deadline) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        int s = status;
        if (s >= 0 && ForkJoinPool.common.tryExternalUnpush(this)) {
            s = doExec();
        }
        while ((s = status) >= 0) {
            long ms = 0L;
            if (deadline != 0L) {
                long ns = deadline - System.nanoTime();
                if (ns <= 0L) {
                    break;
                }
                ms = ns / 1000000L;
                if (ms == 0L) {
                    ms = 1L;
                }
            }
            if (casStatus(s, s | SIGNAL)) {
                synchronized (this) {
                    if (status >= 0) {
                        wait(ms);
                    } else {
                        notifyAll();
                    }
                }
            }
        }
        return s;
    }

    /** Joins: helps in the pool when on a worker of it, else waits. */
    private int doJoin() {
        int s;
        if ((s = status) < 0) {
            return s;
        }
        Thread t = Thread.currentThread();
        if (t instanceof ForkJoinWorkerThread) {
            ForkJoinWorkerThread wt = (ForkJoinWorkerThread) t;
            ForkJoinPool.WorkQueue w = wt.workQueue;
            if (w.tryUnpush(this) && (s = doExec()) < 0) {
                return s;
            }
            return wt.pool.awaitJoin(w, this, 0L);
        }
        return externalAwaitDone();
    }

    /** Runs the task here, then joins it. */
    private int doInvoke() {
        int s;
        if ((s = doExec()) < 0) {
            return s;
        }
        Thread t = Thread.currentThread();
        if (t instanceof ForkJoinWorkerThread) {
            ForkJoinWorkerThread wt = (ForkJoinWorkerThread) t;
            return wt.pool.awaitJoin(wt.workQueue, this, 0L);
        }
        return externalAwaitDone();
    }

    // ------------------------------------------------------------------ exceptions

    /** The exception to rethrow here: a copy with the original as cause if another thread recorded it. */
    private Throwable getThrowableException() {
        Throwable ex = thrown;
        if (ex == null || thrower == Thread.currentThread()) {
            return ex;
        }
        return copyForOtherThread(ex);
    }

    /**
     * The JDK builds the copy with the exception class's public (Throwable) constructor, else its
     * public no-argument constructor and initCause, else gives the original. Without reflection we
     * know these constructors for the library's own classes only: other classes get the original.
     */
    private static Throwable copyForOtherThread(Throwable ex) {
        Class<?> c = ex.getClass();
        String n = c.getName();
        if (!n.startsWith("java.")) {
            return ex;
        }
        switch (n) {
            case "java.lang.Throwable":
                return new Throwable(ex);
            case "java.lang.Exception":
                return new Exception(ex);
            case "java.lang.RuntimeException":
                return new RuntimeException(ex);
            case "java.lang.Error":
                return new Error(ex);
            case "java.lang.IllegalArgumentException":
                return new IllegalArgumentException(ex);
            case "java.lang.IllegalStateException":
                return new IllegalStateException(ex);
            case "java.lang.UnsupportedOperationException":
                return new UnsupportedOperationException(ex);
            case "java.lang.SecurityException":
                return new SecurityException(ex);
            case "java.lang.InternalError":
                return new InternalError(ex);
            case "java.io.IOException":
                return new java.io.IOException(ex);
            case "java.util.ConcurrentModificationException":
                return new java.util.ConcurrentModificationException(ex);
            case "java.util.NoSuchElementException":
                return new java.util.NoSuchElementException(ex);
            case "java.util.concurrent.ExecutionException":
                return new ExecutionException(ex);
            case "java.util.concurrent.CompletionException":
                return new CompletionException(ex);
            case "java.io.UncheckedIOException":
                return ex;
            default:
                break;
        }
        try {
            Throwable rx = (Throwable) c.newInstance();
            rx.initCause(ex);
            return rx;
        } catch (Throwable fail) {
            return ex;
        }
    }

    private Throwable getException(int s) {
        int d = s & DONE_MASK;
        if (d == CANCELLED) {
            return new CancellationException();
        }
        if (d == EXCEPTIONAL) {
            return getThrowableException();
        }
        return null;
    }

    private void reportException(int s) {
        int d = s & DONE_MASK;
        if (d == CANCELLED) {
            throw new CancellationException();
        }
        if (d == EXCEPTIONAL) {
            rethrow(getThrowableException());
        }
    }

    private V reportGet(int s) throws ExecutionException {
        int d = s & DONE_MASK;
        if (d == CANCELLED) {
            throw new CancellationException();
        }
        if (d == EXCEPTIONAL) {
            throw new ExecutionException(getThrowableException());
        }
        return getRawResult();
    }

    static void rethrow(Throwable ex) {
        ForkJoinTask.<RuntimeException>uncheckedThrow(ex);
    }

    @SuppressWarnings("unchecked")
    static <T extends Throwable> void uncheckedThrow(Throwable t) throws T {
        if (t == null) {
            t = new CancellationException();
        }
        throw (T) t;
    }

    static void cancelIgnoringExceptions(ForkJoinTask<?> t) {
        if (t != null && t.status >= 0) {
            try {
                t.cancel(false);
            } catch (Throwable ignore) {
            }
        }
    }

    // ------------------------------------------------------------------ public methods

    public final ForkJoinTask<V> fork() {
        Thread t = Thread.currentThread();
        if (t instanceof ForkJoinWorkerThread) {
            ((ForkJoinWorkerThread) t).workQueue.push(this);
        } else {
            ForkJoinPool.common.externalPush(this);
        }
        return this;
    }

    public final V join() {
        int s;
        if (((s = doJoin()) & DONE_MASK) != NORMAL) {
            reportException(s);
        }
        return getRawResult();
    }

    public final V invoke() {
        int s;
        if (((s = doInvoke()) & DONE_MASK) != NORMAL) {
            reportException(s);
        }
        return getRawResult();
    }

    public static void invokeAll(ForkJoinTask<?> t1, ForkJoinTask<?> t2) {
        int s1, s2;
        if (t1 == null || t2 == null) {
            throw new NullPointerException();
        }
        t2.fork();
        if (((s1 = t1.doInvoke()) & DONE_MASK) != NORMAL) {
            t1.reportException(s1);
        }
        if (((s2 = t2.doJoin()) & DONE_MASK) != NORMAL) {
            t2.reportException(s2);
        }
    }

    public static void invokeAll(ForkJoinTask<?>... tasks) {
        Throwable ex = null;
        int last = tasks.length - 1;
        for (int i = last; i >= 0; --i) {
            ForkJoinTask<?> t = tasks[i];
            if (t == null) {
                if (ex == null) {
                    ex = new NullPointerException();
                }
            } else if (i != 0) {
                t.fork();
            } else if (t.doInvoke() < NORMAL && ex == null) {
                ex = t.getException();
            }
        }
        for (int i = 1; i <= last; ++i) {
            ForkJoinTask<?> t = tasks[i];
            if (t != null) {
                if (ex != null) {
                    t.cancel(false);
                } else if (t.doJoin() < NORMAL) {
                    ex = t.getException();
                }
            }
        }
        if (ex != null) {
            rethrow(ex);
        }
    }

    @SuppressWarnings("unchecked")
    public static <T extends ForkJoinTask<?>> Collection<T> invokeAll(Collection<T> tasks) {
        if (!(tasks instanceof RandomAccess) || !(tasks instanceof List<?>)) {
            invokeAll(tasks.toArray(new ForkJoinTask<?>[tasks.size()]));
            return tasks;
        }
        List<? extends ForkJoinTask<?>> ts = (List<? extends ForkJoinTask<?>>) tasks;
        Throwable ex = null;
        int last = ts.size() - 1;
        for (int i = last; i >= 0; --i) {
            ForkJoinTask<?> t = ts.get(i);
            if (t == null) {
                if (ex == null) {
                    ex = new NullPointerException();
                }
            } else if (i != 0) {
                t.fork();
            } else if (t.doInvoke() < NORMAL && ex == null) {
                ex = t.getException();
            }
        }
        for (int i = 1; i <= last; ++i) {
            ForkJoinTask<?> t = ts.get(i);
            if (t != null) {
                if (ex != null) {
                    t.cancel(false);
                } else if (t.doJoin() < NORMAL) {
                    ex = t.getException();
                }
            }
        }
        if (ex != null) {
            rethrow(ex);
        }
        return tasks;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        return (setCompletion(CANCELLED) & DONE_MASK) == CANCELLED;
    }

    public final boolean isDone() {
        return status < 0;
    }

    public final boolean isCancelled() {
        return (status & DONE_MASK) == CANCELLED;
    }

    public final boolean isCompletedAbnormally() {
        return status < NORMAL;
    }

    public final boolean isCompletedNormally() {
        return (status & DONE_MASK) == NORMAL;
    }

    public final Throwable getException() {
        return getException(status);
    }

    public void completeExceptionally(Throwable ex) {
        setExceptionalCompletion((ex instanceof RuntimeException) || (ex instanceof Error)
                ? ex : new RuntimeException(ex));
    }

    public void complete(V value) {
        try {
            setRawResult(value);
        } catch (Throwable rex) {
            setExceptionalCompletion(rex);
            return;
        }
        setCompletion(NORMAL);
    }

    public final void quietlyComplete() {
        setCompletion(NORMAL);
    }

    public final V get() throws InterruptedException, ExecutionException {
        int s = (Thread.currentThread() instanceof ForkJoinWorkerThread)
                ? doJoin() : externalInterruptibleAwaitDone(0L);
        return reportGet(s);
    }

    public final V get(long timeout, TimeUnit unit)
            throws InterruptedException, ExecutionException, TimeoutException {
        long nanos = unit.toNanos(timeout);
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        int s;
        if ((s = status) >= 0 && nanos > 0L) {
            long d = System.nanoTime() + nanos;
            long deadline = (d == 0L) ? 1L : d;
            Thread t = Thread.currentThread();
            if (t instanceof ForkJoinWorkerThread) {
                ForkJoinWorkerThread wt = (ForkJoinWorkerThread) t;
                s = wt.pool.awaitJoin(wt.workQueue, this, deadline);
            } else {
                s = externalInterruptibleAwaitDone(deadline);
            }
        }
        if (s >= 0) {
            s = status;
        }
        if (s >= 0) {
            throw new TimeoutException();
        }
        return reportGet(s);
    }

    public final void quietlyJoin() {
        doJoin();
    }

    public final void quietlyInvoke() {
        doInvoke();
    }

    public static void helpQuiesce() {
        Thread t = Thread.currentThread();
        if (t instanceof ForkJoinWorkerThread) {
            ForkJoinWorkerThread wt = (ForkJoinWorkerThread) t;
            wt.pool.helpQuiescePool(wt.workQueue);
        } else {
            ForkJoinPool.quiesceCommonPool();
        }
    }

    public void reinitialize() {
        if ((status & DONE_MASK) == EXCEPTIONAL) {
            thrower = null;
        }
        thrown = null;
        status = 0;
    }

    public static ForkJoinPool getPool() {
        Thread t = Thread.currentThread();
        return (t instanceof ForkJoinWorkerThread) ? ((ForkJoinWorkerThread) t).pool : null;
    }

    public static boolean inForkJoinPool() {
        return Thread.currentThread() instanceof ForkJoinWorkerThread;
    }

    public boolean tryUnfork() {
        Thread t = Thread.currentThread();
        return (t instanceof ForkJoinWorkerThread)
                ? ((ForkJoinWorkerThread) t).workQueue.tryUnpush(this)
                : ForkJoinPool.common.tryExternalUnpush(this);
    }

    public static int getQueuedTaskCount() {
        Thread t = Thread.currentThread();
        ForkJoinPool.WorkQueue q = (t instanceof ForkJoinWorkerThread)
                ? ((ForkJoinWorkerThread) t).workQueue : ForkJoinPool.common.submissions;
        return q.queueSize();
    }

    public static int getSurplusQueuedTaskCount() {
        Thread t = Thread.currentThread();
        if (!(t instanceof ForkJoinWorkerThread)) {
            return 0;
        }
        ForkJoinWorkerThread wt = (ForkJoinWorkerThread) t;
        return wt.workQueue.queueSize() - wt.pool.idleCount();
    }

    public abstract V getRawResult();

    protected abstract void setRawResult(V value);

    protected abstract boolean exec();

    protected static ForkJoinTask<?> peekNextLocalTask() {
        Thread t = Thread.currentThread();
        ForkJoinPool.WorkQueue q = (t instanceof ForkJoinWorkerThread)
                ? ((ForkJoinWorkerThread) t).workQueue : ForkJoinPool.common.submissions;
        return q.peek();
    }

    protected static ForkJoinTask<?> pollNextLocalTask() {
        Thread t = Thread.currentThread();
        return (t instanceof ForkJoinWorkerThread) ? ((ForkJoinWorkerThread) t).workQueue.nextLocalTask() : null;
    }

    protected static ForkJoinTask<?> pollTask() {
        Thread t = Thread.currentThread();
        if (!(t instanceof ForkJoinWorkerThread)) {
            return null;
        }
        ForkJoinWorkerThread wt = (ForkJoinWorkerThread) t;
        ForkJoinTask<?> task = wt.workQueue.nextLocalTask();
        return (task != null) ? task : wt.pool.pollScan(wt.workQueue);
    }

    // ------------------------------------------------------------------ tags

    public final short getForkJoinTaskTag() {
        return (short) status;
    }

    public final short setForkJoinTaskTag(short newValue) {
        for (int s;;) {
            if (casStatus(s = status, (s & ~SMASK) | (newValue & SMASK))) {
                return (short) s;
            }
        }
    }

    public final boolean compareAndSetForkJoinTaskTag(short expect, short update) {
        for (int s;;) {
            if ((short) (s = status) != expect) {
                return false;
            }
            if (casStatus(s, (s & ~SMASK) | (update & SMASK))) {
                return true;
            }
        }
    }

    // ------------------------------------------------------------------ adapters

    public static ForkJoinTask<?> adapt(Runnable runnable) {
        return new AdaptedRunnableAction(runnable);
    }

    public static <T> ForkJoinTask<T> adapt(Runnable runnable, T result) {
        return new AdaptedRunnable<T>(runnable, result);
    }

    public static <T> ForkJoinTask<T> adapt(Callable<? extends T> callable) {
        return new AdaptedCallable<T>(callable);
    }

    static final class AdaptedRunnable<T> extends ForkJoinTask<T> implements RunnableFuture<T> {
        private static final long serialVersionUID = 5232453952276885070L;
        final Runnable runnable;
        T result;

        AdaptedRunnable(Runnable runnable, T result) {
            if (runnable == null) {
                throw new NullPointerException();
            }
            this.runnable = runnable;
            this.result = result;
        }

        public final T getRawResult() {
            return result;
        }

        public final void setRawResult(T v) {
            result = v;
        }

        public final boolean exec() {
            runnable.run();
            return true;
        }

        public final void run() {
            invoke();
        }
    }

    static final class AdaptedRunnableAction extends ForkJoinTask<Void> implements RunnableFuture<Void> {
        private static final long serialVersionUID = 5232453952276885070L;
        final Runnable runnable;

        AdaptedRunnableAction(Runnable runnable) {
            if (runnable == null) {
                throw new NullPointerException();
            }
            this.runnable = runnable;
        }

        public final Void getRawResult() {
            return null;
        }

        public final void setRawResult(Void v) {
        }

        public final boolean exec() {
            runnable.run();
            return true;
        }

        public final void run() {
            invoke();
        }
    }

    /**
     * Adapter for execute(Runnable): nobody can join it, so (as JDK 17) an exception goes to the
     * running thread's uncaught-exception handler (by default its ThreadGroup, which prints it),
     * and the worker lives on.
     */
    static final class RunnableExecuteAction extends ForkJoinTask<Void> {
        private static final long serialVersionUID = 5232453952276885070L;
        final Runnable runnable;

        RunnableExecuteAction(Runnable runnable) {
            if (runnable == null) {
                throw new NullPointerException();
            }
            this.runnable = runnable;
        }

        public final Void getRawResult() {
            return null;
        }

        public final void setRawResult(Void v) {
        }

        public final boolean exec() {
            runnable.run();
            return true;
        }

        void internalPropagateException(Throwable ex) {
            Thread t = Thread.currentThread();
            Thread.UncaughtExceptionHandler h = t.getUncaughtExceptionHandler();
            if (h != null) {
                try {
                    h.uncaughtException(t, ex);
                } catch (Throwable ignore) {
                }
            }
        }
    }

    static final class AdaptedCallable<T> extends ForkJoinTask<T> implements RunnableFuture<T> {
        private static final long serialVersionUID = 2838392045355241008L;
        final Callable<? extends T> callable;
        T result;

        AdaptedCallable(Callable<? extends T> callable) {
            if (callable == null) {
                throw new NullPointerException();
            }
            this.callable = callable;
        }

        public final T getRawResult() {
            return result;
        }

        public final void setRawResult(T v) {
            result = v;
        }

        public final boolean exec() {
            try {
                result = callable.call();
                return true;
            } catch (RuntimeException rex) {
                throw rex;
            } catch (Exception ex) {
                throw new RuntimeException(ex);
            }
        }

        public final void run() {
            invoke();
        }
    }
}
