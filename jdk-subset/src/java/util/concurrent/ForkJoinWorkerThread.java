package java.util.concurrent;

/**
 * java.util.concurrent.ForkJoinWorkerThread: a thread of a {@link ForkJoinPool}, owning one
 * work-stealing deque. Workers are daemon threads named after their pool
 * ({@code ForkJoinPool-N-worker-M}, {@code ForkJoinPool.commonPool-worker-M}) and get the pool's
 * uncaught-exception handler.
 */
public class ForkJoinWorkerThread extends Thread {
    final ForkJoinPool pool;
    final ForkJoinPool.WorkQueue workQueue;

    protected ForkJoinWorkerThread(ForkJoinPool pool) {
        super(pool.nextWorkerThreadName());
        this.pool = pool;
        setDaemon(true);
        Thread.UncaughtExceptionHandler h = pool.ueh;
        if (h != null) {
            setUncaughtExceptionHandler(h);
        }
        this.workQueue = new ForkJoinPool.WorkQueue(pool, this);
    }

    public ForkJoinPool getPool() {
        return pool;
    }

    /** The index of this worker's queue in the pool (unique among live workers). */
    public int getPoolIndex() {
        return workQueue.index;
    }

    protected void onStart() {
    }

    protected void onTermination(Throwable exception) {
    }

    public void run() {
        Throwable exception = null;
        try {
            onStart();
            pool.runWorker(workQueue);
        } catch (Throwable ex) {
            exception = ex;
        } finally {
            try {
                onTermination(exception);
            } catch (Throwable ex) {
                if (exception == null) {
                    exception = ex;
                }
            } finally {
                pool.deregisterWorker(this, exception);
            }
        }
    }
}
