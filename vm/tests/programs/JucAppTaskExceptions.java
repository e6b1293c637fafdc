import java.util.*;
import java.util.concurrent.*;

// Exceptions thrown in tasks, the way they surprise people: an exception from submit() is kept
// in the Future (ExecutionException from get, with the original as cause and the message
// "class: msg"); from execute() it reaches the thread's UncaughtExceptionHandler (set by a
// ThreadFactory here) and the pool replaces the dead worker; a checked exception from a
// Callable; an Error; afterExecute in a ThreadPoolExecutor subclass seeing the Throwable;
// and an exception in a CompletableFuture stage.
public class JucAppTaskExceptions {
    public static void main(String[] args) throws Exception {
        final List<String> uncaught = Collections.synchronizedList(new ArrayList<String>());
        final List<String> threads = Collections.synchronizedList(new ArrayList<String>());
        final CountDownLatch died = new CountDownLatch(1);
        ThreadFactory tf = new ThreadFactory() {
            int n;

            public synchronized Thread newThread(Runnable r) {
                Thread t = new Thread(r, "w" + (++n));
                threads.add(t.getName());
                t.setUncaughtExceptionHandler(new Thread.UncaughtExceptionHandler() {
                    public void uncaughtException(Thread th, Throwable e) {
                        uncaught.add(th.getName() + " died of " + e);
                        died.countDown();
                    }
                });
                return t;
            }
        };
        ExecutorService pool = Executors.newSingleThreadExecutor(tf);
        Future<Integer> f = pool.submit(new Callable<Integer>() {
            public Integer call() {
                return Integer.parseInt("forty-two");
            }
        });
        try {
            f.get();
        } catch (ExecutionException e) {
            System.out.println("message: " + e.getMessage());
            System.out.println("cause: " + e.getCause().getClass().getName() + " isDone " + f.isDone());
        }
        Future<?> g = pool.submit(new Runnable() {
            public void run() {
                throw new ArrayIndexOutOfBoundsException("Index 3 out of bounds for length 3");
            }
        });
        try {
            g.get();
        } catch (ExecutionException e) {
            System.out.println("runnable cause: " + e.getCause());
        }
        Future<String> checked = pool.submit(new Callable<String>() {
            public String call() throws Exception {
                throw new java.io.FileNotFoundException("missing.txt (No such file or directory)");
            }
        });
        try {
            checked.get();
        } catch (ExecutionException e) {
            System.out.println("checked cause: " + e.getCause());
        }
        Future<?> err = pool.submit(new Runnable() {
            public void run() {
                throw new AssertionError("invariant broken");
            }
        });
        try {
            err.get();
        } catch (ExecutionException e) {
            System.out.println("error cause: " + e.getCause());
        }
        System.out.println("uncaught so far " + uncaught + " threads " + threads);

        pool.execute(new Runnable() {
            public void run() {
                throw new IllegalStateException("from execute");
            }
        });
        Future<String> after = pool.submit(new Callable<String>() {
            public String call() {
                return "next task ran on " + Thread.currentThread().getName();
            }
        });
        System.out.println(after.get());
        pool.shutdown();
        pool.awaitTermination(5, TimeUnit.SECONDS);
        // The handler runs after the dying worker has left the pool: wait for it.
        died.await();
        System.out.println("uncaught " + uncaught + " threads " + threads);

        final List<String> seen = Collections.synchronizedList(new ArrayList<String>());
        ThreadPoolExecutor tpe = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<Runnable>()) {
            @Override
            protected void beforeExecute(Thread t, Runnable r) {
                seen.add("before");
            }

            @Override
            protected void afterExecute(Runnable r, Throwable t) {
                seen.add("after " + (t == null ? "ok" : t.getMessage()));
            }

            @Override
            protected void terminated() {
                seen.add("terminated");
            }
        };
        tpe.execute(new Runnable() {
            public void run() {
            }
        });
        tpe.setThreadFactory(new ThreadFactory() {
            public Thread newThread(Runnable r) {
                Thread t = new Thread(r);
                t.setUncaughtExceptionHandler(new Thread.UncaughtExceptionHandler() {
                    public void uncaughtException(Thread th, Throwable e) {
                        seen.add("handler " + e.getMessage());
                    }
                });
                return t;
            }
        });
        Future<?> viaSubmit = tpe.submit(new Runnable() {
            public void run() {
                throw new RuntimeException("in submit");
            }
        });
        String got = null;
        try {
            viaSubmit.get();
        } catch (ExecutionException e) {
            got = "get " + e.getCause().getMessage();
        }
        tpe.shutdown();
        tpe.awaitTermination(5, TimeUnit.SECONDS);
        System.out.println("hooks " + seen + ", " + got);

        CompletableFuture<Integer> cf = CompletableFuture.supplyAsync(() -> 10)
                .thenApply(x -> x / 0)
                .thenApply(x -> x + 1);
        try {
            cf.get();
        } catch (ExecutionException e) {
            System.out.println("stage failed: " + e.getCause());
        }
        System.out.println("recovered " + cf.exceptionally(t -> -1).get());
    }
}
