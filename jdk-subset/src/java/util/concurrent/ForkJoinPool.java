package java.util.concurrent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.locks.LockSupport;
import jdk.internal.misc.Unsafe;

/**
 * java.util.concurrent.ForkJoinPool: work stealing, as the JDK does it.
 *
 * Each worker thread owns a deque of tasks (an array used as a ring, JDK 8's WorkQueue): the
 * owner pushes and pops at the top without locking; other threads steal at the base by a CAS of
 * the slot to null, then advance the base. A task forked by a worker goes to its own deque; a
 * task from outside goes to the pool's submission queue (the same structure, pushes serialized
 * by a spin lock), which every worker polls. In asyncMode the owner also takes its own tasks
 * oldest-first.
 *
 * Workers are started lazily, one per submission that finds no idle worker, up to the
 * parallelism. A worker with nothing to run marks itself idle, looks at every queue once more
 * (so that a push that did not see it idle is not missed), and parks with the pool as blocker;
 * a push wakes one idle worker or starts a new one. {@code join} on a worker helps rather than
 * blocks (see ForkJoinTask). The pool counts the workers that are not idle ("active"): shutdown
 * completes once no worker is active and no task is queued, then workers exit and the pool
 * terminates.
 *
 * The common pool has parallelism max(1, availableProcessors - 1) (or the system property
 * {@code java.util.concurrent.ForkJoinPool.common.parallelism}); shutdown does not affect it.
 */
public class ForkJoinPool extends AbstractExecutorService {

    public static interface ForkJoinWorkerThreadFactory {
        public ForkJoinWorkerThread newThread(ForkJoinPool pool);
    }

    public static interface ManagedBlocker {
        boolean block() throws InterruptedException;

        boolean isReleasable();
    }

    static final class DefaultForkJoinWorkerThreadFactory implements ForkJoinWorkerThreadFactory {
        public final ForkJoinWorkerThread newThread(ForkJoinPool pool) {
            return new ForkJoinWorkerThread(pool);
        }
    }

    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long ACTIVE = U.objectFieldOffset(ForkJoinPool.class, "active");
    private static final long RUNSTATE = U.objectFieldOffset(ForkJoinPool.class, "runState");
    private static final long THREADIDS = U.objectFieldOffset(ForkJoinPool.class, "threadIds");

    static final int MAX_CAP = 0x7fff;
    private static final int SHUTDOWN = 1;
    private static final int STOP = 2;
    private static final int TERMINATED = 4;

    public static final ForkJoinWorkerThreadFactory defaultForkJoinWorkerThreadFactory;
    static final ForkJoinPool common;
    private static int poolIds;

    static {
        defaultForkJoinWorkerThreadFactory = new DefaultForkJoinWorkerThreadFactory();
        int par = -1;
        String pp = System.getProperty("java.util.concurrent.ForkJoinPool.common.parallelism");
        if (pp != null) {
            try {
                par = Integer.parseInt(pp);
            } catch (NumberFormatException ignore) {
            }
        }
        if (par < 0 && (par = Runtime.getRuntime().availableProcessors() - 1) <= 0) {
            par = 1;
        }
        if (par > MAX_CAP) {
            par = MAX_CAP;
        }
        if (par == 0) {
            par = 1;
        }
        common = new ForkJoinPool(par, defaultForkJoinWorkerThreadFactory, null, false,
                "ForkJoinPool.commonPool-worker-", true);
    }

    final int parallelism;
    final ForkJoinWorkerThreadFactory factory;
    final Thread.UncaughtExceptionHandler ueh;
    final boolean asyncMode;
    final String workerNamePrefix;
    final boolean isCommon;
    /** Tasks submitted from outside the pool's workers. */
    final WorkQueue submissions;

    /** Guards workers, workerCount, stealCount and nextIndex changes. */
    private final Object mainLock = new Object();
    /** The live workers' queues (copy-on-write, read without the lock). */
    private volatile WorkQueue[] workers = new WorkQueue[0];
    private volatile int workerCount;
    /** Workers not idle. */
    private volatile int active;
    private volatile int runState;
    private volatile int threadIds;
    private long stealCount;
    /** Monitor for awaitTermination. */
    private final Object termination = new Object();

    public ForkJoinPool() {
        this(Math.min(MAX_CAP, Runtime.getRuntime().availableProcessors()),
                defaultForkJoinWorkerThreadFactory, null, false);
    }

    public ForkJoinPool(int parallelism) {
        this(parallelism, defaultForkJoinWorkerThreadFactory, null, false);
    }

    public ForkJoinPool(int parallelism, ForkJoinWorkerThreadFactory factory,
            Thread.UncaughtExceptionHandler handler, boolean asyncMode) {
        this(checkParallelism(parallelism), checkFactory(factory), handler, asyncMode,
                "ForkJoinPool-" + nextPoolId() + "-worker-", false);
    }

    private ForkJoinPool(int parallelism, ForkJoinWorkerThreadFactory factory,
            Thread.UncaughtExceptionHandler handler, boolean asyncMode, String prefix, boolean isCommon) {
        this.parallelism = parallelism;
        this.factory = factory;
        this.ueh = handler;
        this.asyncMode = asyncMode;
        this.workerNamePrefix = prefix;
        this.isCommon = isCommon;
        this.submissions = new WorkQueue(this, null);
    }

    private static int checkParallelism(int parallelism) {
        if (parallelism <= 0 || parallelism > MAX_CAP) {
            throw new IllegalArgumentException();
        }
        return parallelism;
    }

    private static ForkJoinWorkerThreadFactory checkFactory(ForkJoinWorkerThreadFactory factory) {
        if (factory == null) {
            throw new NullPointerException();
        }
        return factory;
    }

    private static synchronized int nextPoolId() {
        return ++poolIds;
    }

    final String nextWorkerThreadName() {
        return workerNamePrefix + (U.getAndAddInt(this, THREADIDS, 1) + 1);
    }

    public static ForkJoinPool commonPool() {
        return common;
    }

    public static int getCommonPoolParallelism() {
        return common.parallelism;
    }

    // ================================================================== work queues

    /**
     * A deque of tasks: owner (or, for the submission queue, lock holder) pushes at top; takes
     * from the top (LIFO) or, in FIFO mode and for thieves, from the base by CAS of the slot.
     */
    static final class WorkQueue {
        static final int INITIAL_CAPACITY = 1 << 6;
        private static final long BASE = U.objectFieldOffset(WorkQueue.class, "base");
        private static final long QLOCK = U.objectFieldOffset(WorkQueue.class, "qlock");
        private static final long IDLE = U.objectFieldOffset(WorkQueue.class, "idle");
        private static final int ABASE = U.arrayBaseOffset(ForkJoinTask[].class);
        private static final int ASHIFT = 31 - Integer.numberOfLeadingZeros(U.arrayIndexScale(ForkJoinTask[].class));

        final ForkJoinPool pool;
        final ForkJoinWorkerThread owner;
        volatile int base;
        volatile int top;
        volatile ForkJoinTask<?>[] array = new ForkJoinTask<?>[INITIAL_CAPACITY];
        /** Spin lock of the submission queue. */
        volatile int qlock;
        /** 0 active, 1 idle (parking), 2 idle and signalled. */
        volatile int idle;
        int index;
        int nsteals;

        WorkQueue(ForkJoinPool pool, ForkJoinWorkerThread owner) {
            this.pool = pool;
            this.owner = owner;
        }

        static long offset(int i) {
            return ((long) i << ASHIFT) + ABASE;
        }

        static ForkJoinTask<?> slot(ForkJoinTask<?>[] a, int i) {
            return (ForkJoinTask<?>) U.getReferenceVolatile(a, offset(i & (a.length - 1)));
        }

        static boolean casSlot(ForkJoinTask<?>[] a, int i, ForkJoinTask<?> c, ForkJoinTask<?> v) {
            return U.compareAndSetReference(a, offset(i & (a.length - 1)), c, v);
        }

        final int queueSize() {
            int n = top - base;
            return (n < 0) ? 0 : n;
        }

        final boolean isEmpty() {
            return top - base <= 0;
        }

        /** Owner (or lock holder) only. */
        final void pushTask(ForkJoinTask<?> task) {
            int s = top;
            ForkJoinTask<?>[] a = array;
            if (s - base >= a.length - 1) {
                a = growArray();
            }
            U.putReferenceVolatile(a, offset(s & (a.length - 1)), task);
            top = s + 1;
        }

        /** Pushes a task forked by the owner and wakes a worker to steal it. */
        final void push(ForkJoinTask<?> task) {
            pushTask(task);
            pool.signalWork();
        }

        /** Doubles the array; thieves racing on the old one either win a slot or see it moved. */
        private ForkJoinTask<?>[] growArray() {
            ForkJoinTask<?>[] old = array;
            ForkJoinTask<?>[] a = new ForkJoinTask<?>[old.length << 1];
            array = a;
            int t = top;
            for (int b = base; b != t; ++b) {
                ForkJoinTask<?> x = slot(old, b);
                if (x != null && casSlot(old, b, x, null)) {
                    U.putReferenceVolatile(a, offset(b & (a.length - 1)), x);
                }
            }
            return a;
        }

        final void lock() {
            while (!U.compareAndSetInt(this, QLOCK, 0, 1)) {
                Thread.yield();
            }
        }

        final void unlock() {
            qlock = 0;
        }

        /** Owner only: the newest task. */
        final ForkJoinTask<?> pop() {
            for (;;) {
                int s = top - 1;
                if (s - base < 0) {
                    return null;
                }
                ForkJoinTask<?>[] a = array;
                ForkJoinTask<?> t = slot(a, s);
                if (t == null) {
                    if (s - base <= 0) {
                        return null;    // the last one is being stolen
                    }
                    Thread.yield();
                    continue;
                }
                if (casSlot(a, s, t, null)) {
                    top = s;
                    return t;
                }
            }
        }

        /** Any thread: the oldest task, or null when empty. */
        final ForkJoinTask<?> poll() {
            for (;;) {
                int b = base;
                if (top - b <= 0) {
                    return null;
                }
                ForkJoinTask<?>[] a = array;
                ForkJoinTask<?> t = slot(a, b);
                if (b != base) {
                    continue;
                }
                if (t == null) {
                    if (top - b <= 0) {
                        return null;
                    }
                    Thread.yield();    // another thief is between its CAS and advancing base
                    continue;
                }
                if (casSlot(a, b, t, null)) {
                    base = b + 1;
                    return t;
                }
            }
        }

        /** The owner's next task in its mode. */
        final ForkJoinTask<?> nextLocalTask() {
            return pool.asyncMode ? poll() : pop();
        }

        final ForkJoinTask<?> peek() {
            ForkJoinTask<?>[] a = array;
            int b = base;
            int t = top;
            if (t - b <= 0) {
                return null;
            }
            return (pool.asyncMode || owner == null) ? slot(a, b) : slot(a, t - 1);
        }

        /** Owner only: removes {@code task} if it is the newest. */
        final boolean tryUnpush(ForkJoinTask<?> task) {
            int s = top - 1;
            if (s - base >= 0) {
                ForkJoinTask<?>[] a = array;
                if (slot(a, s) == task && casSlot(a, s, task, null)) {
                    top = s;
                    return true;
                }
            }
            return false;
        }

        /** For the submission queue: tryUnpush under the lock. */
        final boolean tryExternalUnpush(ForkJoinTask<?> task) {
            if (isEmpty()) {
                return false;
            }
            lock();
            try {
                return tryUnpush(task);
            } finally {
                unlock();
            }
        }

        /**
         * Owner only: if {@code task} is in this deque, takes it out and runs it. A task below the
         * top is taken by a CAS of its slot, then the tasks above it move down one slot (as JDK
         * 17 does); a thief meeting the empty slot meanwhile waits for it to fill.
         */
        final boolean tryRemoveAndExec(ForkJoinTask<?> task) {
            ForkJoinTask<?>[] a = array;
            int p = top;
            int s = p - 1;
            for (int i = s; i - base >= 0; --i) {
                if (slot(a, i) == task) {
                    if (!casSlot(a, i, task, null)) {
                        return false;
                    }
                    int m = a.length - 1;
                    for (int j = i; j != s; ++j) {
                        Object x = U.getAndSetReference(a, offset((j + 1) & m), null);
                        U.putReferenceVolatile(a, offset(j & m), x);
                    }
                    top = s;
                    task.doExec();
                    return true;
                }
            }
            return false;
        }

        /** Cancels every queued task (at shutdownNow / termination). */
        final void cancelAll() {
            for (ForkJoinTask<?> t; (t = poll()) != null;) {
                ForkJoinTask.cancelIgnoringExceptions(t);
            }
        }

        final boolean isApparentlyUnblocked() {
            Thread wt = owner;
            Thread.State st;
            return idle == 0 && wt != null && (st = wt.getState()) != Thread.State.BLOCKED
                    && st != Thread.State.WAITING && st != Thread.State.TIMED_WAITING;
        }
    }

    // ================================================================== workers

    /** Starts a worker if fewer than parallelism run. */
    private boolean tryAddWorker() {
        ForkJoinWorkerThread wt = null;
        synchronized (mainLock) {
            if (workerCount >= parallelism || (runState & STOP) != 0) {
                return false;
            }
            workerCount++;
            U.getAndAddInt(this, ACTIVE, 1);
        }
        Throwable ex = null;
        try {
            wt = factory.newThread(this);
            if (wt != null) {
                WorkQueue w = wt.workQueue;
                synchronized (mainLock) {
                    WorkQueue[] ws = workers;
                    WorkQueue[] nws = new WorkQueue[ws.length + 1];
                    System.arraycopy(ws, 0, nws, 0, ws.length);
                    nws[ws.length] = w;
                    w.index = nextIndex(ws);
                    workers = nws;
                }
                wt.start();
                return true;
            }
        } catch (Throwable rex) {
            ex = rex;
        }
        deregisterWorker(wt, ex);
        return false;
    }

    private static int nextIndex(WorkQueue[] ws) {
        int i = 1;
        outer:
        for (;; i += 2) {
            for (WorkQueue q : ws) {
                if (q.index == i) {
                    continue outer;
                }
            }
            return i;
        }
    }

    /** A worker leaves (normally or by an exception): unregisters it and replaces it if needed. */
    final void deregisterWorker(ForkJoinWorkerThread wt, Throwable ex) {
        WorkQueue w = (wt == null) ? null : wt.workQueue;
        synchronized (mainLock) {
            if (w != null) {
                WorkQueue[] ws = workers;
                int k = -1;
                for (int i = 0; i < ws.length; i++) {
                    if (ws[i] == w) {
                        k = i;
                    }
                }
                if (k >= 0) {
                    WorkQueue[] nws = new WorkQueue[ws.length - 1];
                    System.arraycopy(ws, 0, nws, 0, k);
                    System.arraycopy(ws, k + 1, nws, k, ws.length - k - 1);
                    workers = nws;
                }
                stealCount += w.nsteals;
            }
            workerCount--;
            if (w == null || w.idle == 0) {
                U.getAndAddInt(this, ACTIVE, -1);
            }
        }
        if (w != null) {
            if ((runState & STOP) != 0) {
                w.cancelAll();
            } else {
                // its remaining tasks go on in a new worker
                for (ForkJoinTask<?> t; (t = w.poll()) != null;) {
                    externalPushQuiet(t);
                }
            }
        }
        tryTerminate(false, false);
        if (w != null && (runState & STOP) == 0 && !isQuiet()) {
            signalWork();
        }
        if (ex != null) {
            ForkJoinTask.rethrow(ex);
        }
    }

    /** Wakes an idle worker, or starts one, when there is work. */
    final void signalWork() {
        WorkQueue[] ws = workers;
        for (WorkQueue w : ws) {
            if (w.idle == 1 && U.compareAndSetInt(w, WorkQueue.IDLE, 1, 2)) {
                LockSupport.unpark(w.owner);
                return;
            }
        }
        if (workerCount < parallelism) {
            tryAddWorker();
        }
    }

    final int idleCount() {
        int n = 0;
        for (WorkQueue w : workers) {
            if (w.idle != 0) {
                n++;
            }
        }
        return n;
    }

    /** Whether every queue is empty. */
    private boolean isQuiet() {
        if (!submissions.isEmpty()) {
            return false;
        }
        for (WorkQueue w : workers) {
            if (!w.isEmpty()) {
                return false;
            }
        }
        return true;
    }

    /** Steals a task from another queue (the submission queue included), starting at a varying one. */
    final ForkJoinTask<?> pollScan(WorkQueue self) {
        WorkQueue[] ws = workers;
        int n = ws.length;
        int start = (self == null) ? 0 : (self.index + self.nsteals);
        for (int k = 0; k < n; k++) {
            WorkQueue q = ws[(start + k) % n];
            if (q != self && !q.isEmpty()) {
                ForkJoinTask<?> t = q.poll();
                if (t != null) {
                    return t;
                }
            }
        }
        return submissions.poll();
    }

    /** The main loop of a worker. */
    final void runWorker(WorkQueue w) {
        for (;;) {
            if ((runState & STOP) != 0) {
                return;
            }
            ForkJoinTask<?> t = w.nextLocalTask();
            if (t == null && (t = pollScan(w)) != null) {
                w.nsteals++;
            }
            if (t != null) {
                t.doExec();
                continue;
            }
            // nothing found: go idle, look once more, then park until signalled
            w.idle = 1;
            U.getAndAddInt(this, ACTIVE, -1);
            if ((runState & SHUTDOWN) != 0) {
                tryTerminate(false, false);
            }
            if (isQuiet() || (runState & STOP) != 0) {
                while (w.idle == 1 && (runState & STOP) == 0) {
                    LockSupport.park(this);
                    Thread.interrupted();
                }
            }
            if ((runState & STOP) != 0) {
                w.idle = 0;
                U.getAndAddInt(this, ACTIVE, 1);
                return;
            }
            w.idle = 0;
            U.getAndAddInt(this, ACTIVE, 1);
        }
    }

    /**
     * A worker joins {@code task}: runs it if still in its own deque, else runs other queued tasks
     * while it is not done, waiting on the task only when nothing is queued (briefly, to look
     * again). Returns the task's status ({@code >= 0} if the deadline passed).
     */
    final int awaitJoin(WorkQueue w, ForkJoinTask<?> task, long deadline) {
        int s;
        while ((s = task.status) >= 0) {
            if ((runState & STOP) != 0) {
                task.cancel(false);
                continue;
            }
            if (w.tryRemoveAndExec(task)) {
                continue;
            }
            ForkJoinTask<?> t = pollScan(w);
            if (t != null) {
                w.nsteals++;
                t.doExec();
                continue;
            }
            long ms = 5L;
            if (deadline != 0L) {
                long ns = deadline - System.nanoTime();
                if (ns <= 0L) {
                    break;
                }
                ms = Math.max(1L, Math.min(ms, ns / 1000000L));
            }
            task.internalWait(ms);
        }
        return task.status;
    }

    /** A worker runs tasks until its pool is quiescent. */
    final void helpQuiescePool(WorkQueue w) {
        for (;;) {
            ForkJoinTask<?> t = w.nextLocalTask();
            if (t == null && (t = pollScan(w)) != null) {
                w.nsteals++;
            }
            if (t != null) {
                t.doExec();
            } else if (active <= 1 && isQuiet()) {
                return;
            } else {
                Thread.yield();
            }
        }
    }

    /** helpQuiesce outside the pools: waits for the common pool to be quiescent. */
    static void quiesceCommonPool() {
        common.awaitQuiescence(Long.MAX_VALUE, TimeUnit.NANOSECONDS);
    }

    // ================================================================== submission

    /** Queues a task from outside (or runs the push on the worker's own deque if this pool's). */
    private <T> ForkJoinTask<T> externalSubmit(ForkJoinTask<T> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        Thread t = Thread.currentThread();
        if (t instanceof ForkJoinWorkerThread && ((ForkJoinWorkerThread) t).pool == this) {
            ((ForkJoinWorkerThread) t).workQueue.push(task);
            return task;
        }
        externalPush(task);
        return task;
    }

    final void externalPush(ForkJoinTask<?> task) {
        WorkQueue q = submissions;
        q.lock();
        try {
            if ((runState & SHUTDOWN) != 0) {
                throw new RejectedExecutionException();
            }
            q.pushTask(task);
        } finally {
            q.unlock();
        }
        signalWork();
    }

    private void externalPushQuiet(ForkJoinTask<?> task) {
        WorkQueue q = submissions;
        q.lock();
        try {
            q.pushTask(task);
        } finally {
            q.unlock();
        }
    }

    final boolean tryExternalUnpush(ForkJoinTask<?> task) {
        return submissions.tryExternalUnpush(task);
    }

    public <T> T invoke(ForkJoinTask<T> task) {
        externalSubmit(task);
        return task.join();
    }

    public void execute(ForkJoinTask<?> task) {
        externalSubmit(task);
    }

    public void execute(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        ForkJoinTask<?> job;
        if (task instanceof ForkJoinTask<?>) {
            job = (ForkJoinTask<?>) task;
        } else {
            job = new ForkJoinTask.RunnableExecuteAction(task);
        }
        externalSubmit(job);
    }

    public <T> ForkJoinTask<T> submit(ForkJoinTask<T> task) {
        return externalSubmit(task);
    }

    public <T> ForkJoinTask<T> submit(Callable<T> task) {
        return externalSubmit(new ForkJoinTask.AdaptedCallable<T>(task));
    }

    public <T> ForkJoinTask<T> submit(Runnable task, T result) {
        return externalSubmit(new ForkJoinTask.AdaptedRunnable<T>(task, result));
    }

    @SuppressWarnings("unchecked")
    public ForkJoinTask<?> submit(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        ForkJoinTask<?> job;
        if (task instanceof ForkJoinTask<?>) {
            job = (ForkJoinTask<?>) task;
        } else {
            job = new ForkJoinTask.AdaptedRunnableAction(task);
        }
        return externalSubmit(job);
    }

    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks) {
        ArrayList<Future<T>> futures = new ArrayList<Future<T>>(tasks.size());
        try {
            for (Callable<T> t : tasks) {
                ForkJoinTask<T> f = new ForkJoinTask.AdaptedCallable<T>(t);
                futures.add(f);
                externalSubmit(f);
            }
            for (int i = 0, size = futures.size(); i < size; i++) {
                ((ForkJoinTask<?>) futures.get(i)).quietlyJoin();
            }
            return futures;
        } catch (Throwable t) {
            for (int i = 0, size = futures.size(); i < size; i++) {
                futures.get(i).cancel(false);
            }
            ForkJoinTask.rethrow(t);
            return null;
        }
    }

    protected <T> RunnableFuture<T> newTaskFor(Runnable runnable, T value) {
        return new ForkJoinTask.AdaptedRunnable<T>(runnable, value);
    }

    protected <T> RunnableFuture<T> newTaskFor(Callable<T> callable) {
        return new ForkJoinTask.AdaptedCallable<T>(callable);
    }

    // ================================================================== state

    public ForkJoinWorkerThreadFactory getFactory() {
        return factory;
    }

    public Thread.UncaughtExceptionHandler getUncaughtExceptionHandler() {
        return ueh;
    }

    public int getParallelism() {
        return parallelism;
    }

    public int getPoolSize() {
        return workerCount;
    }

    public boolean getAsyncMode() {
        return asyncMode;
    }

    public int getRunningThreadCount() {
        int rc = 0;
        for (WorkQueue w : workers) {
            if (w.isApparentlyUnblocked()) {
                ++rc;
            }
        }
        return rc;
    }

    public int getActiveThreadCount() {
        int r = active;
        return (r <= 0) ? 0 : r;
    }

    public boolean isQuiescent() {
        return active <= 0 && isQuiet();
    }

    public long getStealCount() {
        long count;
        synchronized (mainLock) {
            count = stealCount;
        }
        for (WorkQueue w : workers) {
            count += w.nsteals;
        }
        return count;
    }

    public long getQueuedTaskCount() {
        long count = 0;
        for (WorkQueue w : workers) {
            count += w.queueSize();
        }
        return count;
    }

    public int getQueuedSubmissionCount() {
        return submissions.queueSize();
    }

    public boolean hasQueuedSubmissions() {
        return !submissions.isEmpty();
    }

    protected ForkJoinTask<?> pollSubmission() {
        return submissions.poll();
    }

    protected int drainTasksTo(Collection<? super ForkJoinTask<?>> c) {
        int count = 0;
        for (ForkJoinTask<?> t; (t = submissions.poll()) != null;) {
            c.add(t);
            ++count;
        }
        for (WorkQueue w : workers) {
            for (ForkJoinTask<?> t; (t = w.poll()) != null;) {
                c.add(t);
                ++count;
            }
        }
        return count;
    }

    public String toString() {
        long qt = getQueuedTaskCount();
        long qs = getQueuedSubmissionCount();
        int rs = runState;
        String level = ((rs & TERMINATED) != 0) ? "Terminated"
                : ((rs & STOP) != 0) ? "Terminating"
                : ((rs & SHUTDOWN) != 0) ? "Shutting down" : "Running";
        return super.toString() + "[" + level + ", parallelism = " + parallelism + ", size = " + workerCount
                + ", active = " + getActiveThreadCount() + ", running = " + getRunningThreadCount()
                + ", steals = " + getStealCount() + ", tasks = " + qt + ", submissions = " + qs + "]";
    }

    // ================================================================== shutdown

    public void shutdown() {
        tryTerminate(false, true);
    }

    public List<Runnable> shutdownNow() {
        tryTerminate(true, true);
        return Collections.emptyList();
    }

    public boolean isTerminated() {
        return (runState & TERMINATED) != 0;
    }

    public boolean isTerminating() {
        int rs = runState;
        return (rs & STOP) != 0 && (rs & TERMINATED) == 0;
    }

    public boolean isShutdown() {
        return (runState & SHUTDOWN) != 0;
    }

    private void setRunState(int bits) {
        for (int rs;;) {
            if (((rs = runState) & bits) == bits || U.compareAndSetInt(this, RUNSTATE, rs, rs | bits)) {
                return;
            }
        }
    }

    /**
     * Moves towards termination: with {@code enable}, shuts the pool down; then, if {@code now}
     * or no worker is active and nothing is queued, stops it (cancelling what is queued, waking
     * every worker); once no worker is left, it is terminated.
     */
    private boolean tryTerminate(boolean now, boolean enable) {
        if (isCommon) {
            return false;
        }
        if ((runState & SHUTDOWN) == 0) {
            if (!enable) {
                return false;
            }
            submissions.lock();
            setRunState(SHUTDOWN);
            submissions.unlock();
        }
        if ((runState & STOP) == 0) {
            if (!now && !(active <= 0 && isQuiet() && active <= 0)) {
                return false;
            }
            setRunState(STOP);
        }
        submissions.cancelAll();
        WorkQueue[] ws = workers;
        for (WorkQueue w : ws) {
            w.cancelAll();
            Thread wt = w.owner;
            if (now && wt != null && wt != Thread.currentThread()) {
                try {
                    wt.interrupt();
                } catch (Throwable ignore) {
                }
            }
            LockSupport.unpark(wt);
        }
        if (workerCount <= 0 && (runState & TERMINATED) == 0) {
            synchronized (termination) {
                setRunState(TERMINATED);
                termination.notifyAll();
            }
        }
        return true;
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        if (this == common) {
            awaitQuiescence(timeout, unit);
            return false;
        }
        long nanos = unit.toNanos(timeout);
        if (isTerminated()) {
            return true;
        }
        if (nanos <= 0L) {
            return false;
        }
        long deadline = System.nanoTime() + nanos;
        synchronized (termination) {
            for (;;) {
                if (isTerminated()) {
                    return true;
                }
                if (nanos <= 0L) {
                    return false;
                }
                long ms = nanos / 1000000L;
                termination.wait((ms == 0L) ? 1L : ms);
                nanos = deadline - System.nanoTime();
            }
        }
    }

    /**
     * Runs queued tasks (on a worker of this pool, as helpQuiesce; elsewhere by stealing them)
     * until the pool is quiescent or the time is up.
     */
    public boolean awaitQuiescence(long timeout, TimeUnit unit) {
        long nanos = unit.toNanos(timeout);
        Thread thread = Thread.currentThread();
        if (thread instanceof ForkJoinWorkerThread && ((ForkJoinWorkerThread) thread).pool == this) {
            helpQuiescePool(((ForkJoinWorkerThread) thread).workQueue);
            return true;
        }
        long startTime = System.nanoTime();
        for (;;) {
            ForkJoinTask<?> t = pollScan(null);
            if (t != null) {
                t.doExec();
            } else if (isQuiescent()) {
                return true;
            } else if (System.nanoTime() - startTime > nanos) {
                return false;
            } else {
                Thread.yield();
            }
        }
    }

    // ================================================================== blocking

    /**
     * Runs {@code blocker} until it is releasable. (The JDK may start a spare worker meanwhile to
     * keep the parallelism; this pool does not.)
     */
    public static void managedBlock(ManagedBlocker blocker) throws InterruptedException {
        if (blocker == null) {
            throw new NullPointerException();
        }
        do {
        } while (!blocker.isReleasable() && !blocker.block());
    }
}
