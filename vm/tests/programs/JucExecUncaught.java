import java.util.*;
import java.util.concurrent.*;

// An exception thrown by an execute()d task kills its worker: it is reported through the
// thread's uncaught-exception path (stderr: Exception in thread "pool-1-thread-1" ...), and
// the pool replaces the worker (the next task runs on pool-1-thread-2). afterExecute sees the
// exception. A submit()ted task's exception is captured in its Future instead. The program
// shuts the pool down and exits with status 0.
public class JucExecUncaught {
    public static void main(String[] args) throws Exception {
        final List<String> after = Collections.synchronizedList(new ArrayList<String>());
        ThreadPoolExecutor pool = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<Runnable>()) {
            protected void afterExecute(Runnable r, Throwable t) {
                after.add(String.valueOf(t));
            }
        };
        Future<?> captured = pool.submit(new Runnable() {
            public void run() {
                throw new IllegalArgumentException("captured in the future");
            }
        });
        try {
            captured.get();
        } catch (ExecutionException e) {
            System.out.println("submit: " + e.getCause());
        }
        final String[] firstName = new String[1];
        final CountDownLatch ran = new CountDownLatch(1);
        pool.execute(new Runnable() {
            public void run() {
                firstName[0] = Thread.currentThread().getName();
                ran.countDown();
                throw new RuntimeException("boom");
            }
        });
        ran.await();
        // The next task runs on a new worker.
        String second = pool.submit(new Callable<String>() {
            public String call() {
                return Thread.currentThread().getName();
            }
        }).get();
        System.out.println("failing task ran on " + firstName[0] + ", next on " + second);
        pool.shutdown();
        System.out.println("terminated = " + pool.awaitTermination(10, TimeUnit.SECONDS) + " poolSize=" + pool.getPoolSize()
                + " largest=" + pool.getLargestPoolSize() + " completed=" + pool.getCompletedTaskCount());
        System.out.println("afterExecute saw: " + after);
    }
}
