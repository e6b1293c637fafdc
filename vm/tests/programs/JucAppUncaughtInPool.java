import java.util.concurrent.*;

// A task given to execute() that throws, with no handler set: the worker thread dies printing
// HotSpot's "Exception in thread "pool-1-thread-1" ..." on stderr (the first line is compared),
// the pool replaces the worker for the next task, and the program goes on and exits normally.
public class JucAppUncaughtInPool {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(1);
        final Thread[] dying = new Thread[1];
        pool.execute(new Runnable() {
            public void run() {
                dying[0] = Thread.currentThread();
                throw new IllegalArgumentException("task exploded");
            }
        });
        Future<String> next = pool.submit(new Callable<String>() {
            public String call() {
                return Thread.currentThread().getName();
            }
        });
        System.out.println("next task ran on " + next.get());
        dying[0].join();
        System.out.println("first worker " + dying[0].getName() + " terminated " + (dying[0].getState() == Thread.State.TERMINATED));
        pool.shutdown();
        System.out.println("pool terminated " + pool.awaitTermination(5, TimeUnit.SECONDS));
    }
}
