import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;

// Shutting pools down and rejecting work: submit after shutdown (RejectedExecutionException and
// its message), every rejection policy on a saturated pool (AbortPolicy, CallerRunsPolicy,
// DiscardPolicy, DiscardOldestPolicy, a custom handler), shutdownNow returning the queued tasks
// and interrupting the running one, awaitTermination timing out then succeeding, queued tasks
// still running after shutdown, remove() and purge() of queued tasks, and the run-state queries.
public class JucExecShutdown {
    static final class Named implements Runnable {
        final String name;
        final List<String> log;

        Named(String name, List<String> log) {
            this.name = name;
            this.log = log;
        }

        public void run() {
            log.add(name + " on " + (Thread.currentThread().getName().startsWith("pool-") ? "pool" : Thread.currentThread().getName()));
        }

        public String toString() {
            return "Named(" + name + ")";
        }
    }

    /** A pool of one thread and a queue of one slot, its worker held until released. */
    static final class Saturated {
        final ThreadPoolExecutor pool;
        final CountDownLatch release = new CountDownLatch(1);
        final List<String> log = Collections.synchronizedList(new ArrayList<String>());

        Saturated(RejectedExecutionHandler h) throws InterruptedException {
            pool = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<Runnable>(1), h);
            final CountDownLatch started = new CountDownLatch(1);
            pool.execute(new Runnable() {
                public void run() {
                    started.countDown();
                    try {
                        release.await();
                    } catch (InterruptedException e) {
                        log.add("blocker interrupted");
                    }
                }

                public String toString() {
                    return "Blocker";
                }
            });
            started.await();
            pool.execute(new Named("queued", log));
        }

        void finish(String label) throws InterruptedException {
            release.countDown();
            pool.shutdown();
            boolean t = pool.awaitTermination(10, TimeUnit.SECONDS);
            List<String> sorted = new ArrayList<String>(log);
            System.out.println(label + ": terminated=" + t + " ran=" + sorted);
        }
    }

    static String rejectedMessage(RejectedExecutionException e) {
        String m = e.getMessage();
        // "Task <task> rejected from java.util.concurrent.ThreadPoolExecutor@hash[state...]"
        String task = m.substring(0, m.indexOf(" rejected from "));
        String pool = m.substring(m.indexOf(" rejected from ") + 15);
        String poolClass = pool.substring(0, pool.indexOf('@'));
        String st = pool.substring(pool.indexOf('['), pool.indexOf(','));
        return task.replaceAll("@[0-9a-f]+", "@H") + " | " + poolClass + " " + st;
    }

    public static void main(String[] args) throws Exception {
        // Submit after shutdown.
        ExecutorService pool = Executors.newFixedThreadPool(2);
        System.out.println("before: isShutdown=" + pool.isShutdown() + " isTerminated=" + pool.isTerminated());
        pool.submit(new Runnable() {
            public void run() {
            }
        }).get();
        pool.shutdown();
        System.out.println("after shutdown: isShutdown=" + pool.isShutdown());
        System.out.println("awaitTermination = " + pool.awaitTermination(10, TimeUnit.SECONDS) + " isTerminated=" + pool.isTerminated());
        try {
            pool.submit(new Callable<String>() {
                public String call() {
                    return "x";
                }
            });
            System.out.println("accepted?");
        } catch (RejectedExecutionException e) {
            System.out.println("submit after shutdown -> " + e.getClass().getName() + " startsWith(Task )="
                    + e.getMessage().startsWith("Task ") + " cause=" + e.getCause());
            System.out.println("  " + rejectedMessage(e));
        }
        try {
            pool.execute(new Named("late", new ArrayList<String>()));
        } catch (RejectedExecutionException e) {
            System.out.println("execute after shutdown -> " + rejectedMessage(e));
        }
        pool.shutdown(); // again: no effect
        System.out.println("second shutdown ok, shutdownNow = " + pool.shutdownNow());

        // Queued tasks still run after shutdown().
        ExecutorService one = Executors.newSingleThreadExecutor();
        final List<String> log = Collections.synchronizedList(new ArrayList<String>());
        final CountDownLatch gate = new CountDownLatch(1);
        one.execute(new Runnable() {
            public void run() {
                try {
                    gate.await();
                } catch (InterruptedException e) {
                    log.add("gate interrupted");
                }
            }
        });
        for (int i = 0; i < 5; i++) {
            one.execute(new Named("q" + i, log));
        }
        one.shutdown();
        System.out.println("shutdown with queued: isShutdown=" + one.isShutdown() + " isTerminated=" + one.isTerminated());
        System.out.println("awaitTermination(50ms) = " + one.awaitTermination(50, TimeUnit.MILLISECONDS));
        gate.countDown();
        System.out.println("awaitTermination(10s) = " + one.awaitTermination(10, TimeUnit.SECONDS) + " ran " + log);

        // shutdownNow: queued tasks come back, the running one is interrupted.
        ThreadPoolExecutor now = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<Runnable>());
        final CountDownLatch running = new CountDownLatch(1);
        final String[] outcome = new String[1];
        now.execute(new Runnable() {
            public void run() {
                running.countDown();
                try {
                    Thread.sleep(30000);
                    outcome[0] = "slept";
                } catch (InterruptedException e) {
                    outcome[0] = "interrupted";
                }
            }
        });
        running.await();
        final List<String> nowLog = Collections.synchronizedList(new ArrayList<String>());
        for (int i = 0; i < 3; i++) {
            now.execute(new Named("n" + i, nowLog));
        }
        Future<?> queuedFuture = now.submit(new Named("f", nowLog));
        System.out.println("queue before shutdownNow = " + now.getQueue().size() + " active=" + now.getActiveCount()
                + " state " + now.toString().substring(now.toString().indexOf('[')));
        List<Runnable> back = now.shutdownNow();
        System.out.println("shutdownNow returned " + back.size() + " tasks:");
        for (Runnable r : back) {
            System.out.println("  " + r.toString().replaceAll("@[0-9a-f]+", "@H"));
        }
        System.out.println("isShutdown=" + now.isShutdown() + " awaitTermination=" + now.awaitTermination(10, TimeUnit.SECONDS)
                + " running task " + outcome[0] + " ran " + nowLog + " queued future done=" + queuedFuture.isDone());
        try {
            now.execute(new Named("after", nowLog));
        } catch (RejectedExecutionException e) {
            System.out.println("execute after shutdownNow -> " + rejectedMessage(e));
        }

        // awaitTermination never started pool / interrupted.
        ExecutorService idle = Executors.newFixedThreadPool(1);
        System.out.println("running pool awaitTermination(10ms) = " + idle.awaitTermination(10, TimeUnit.MILLISECONDS));
        Thread.currentThread().interrupt();
        try {
            idle.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            System.out.println("awaitTermination interrupted -> InterruptedException");
        }
        idle.shutdown();
        System.out.println("idle terminated = " + idle.awaitTermination(10, TimeUnit.SECONDS));

        // Rejection policies.
        Saturated abort = new Saturated(new ThreadPoolExecutor.AbortPolicy());
        try {
            abort.pool.execute(new Named("third", abort.log));
        } catch (RejectedExecutionException e) {
            System.out.println("AbortPolicy -> " + rejectedMessage(e));
        }
        abort.finish("AbortPolicy");

        Saturated callerRuns = new Saturated(new ThreadPoolExecutor.CallerRunsPolicy());
        callerRuns.pool.execute(new Named("third", callerRuns.log));
        System.out.println("CallerRunsPolicy ran in caller: " + callerRuns.log);
        callerRuns.finish("CallerRunsPolicy");
        callerRuns.pool.execute(new Named("after-shutdown", callerRuns.log));
        System.out.println("CallerRunsPolicy after shutdown drops: " + callerRuns.log.size());

        Saturated discard = new Saturated(new ThreadPoolExecutor.DiscardPolicy());
        discard.pool.execute(new Named("third", discard.log));
        Future<?> dropped = discard.pool.submit(new Named("fourth", discard.log));
        discard.finish("DiscardPolicy");
        System.out.println("discarded future done=" + dropped.isDone());

        Saturated oldest = new Saturated(new ThreadPoolExecutor.DiscardOldestPolicy());
        oldest.pool.execute(new Named("third", oldest.log));
        oldest.pool.execute(new Named("fourth", oldest.log));
        System.out.println("DiscardOldestPolicy queue: " + oldest.pool.getQueue());
        oldest.finish("DiscardOldestPolicy");

        final List<String> custom = new ArrayList<String>();
        Saturated own = new Saturated(new RejectedExecutionHandler() {
            public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
                custom.add("rejected " + r + " queue=" + e.getQueue().size() + " active=" + e.getActiveCount());
            }
        });
        own.pool.execute(new Named("third", own.log));
        System.out.println("custom handler: " + custom);
        own.finish("custom");

        // Saturated cached pool with a bound: SynchronousQueue and max 2.
        ThreadPoolExecutor bounded = new ThreadPoolExecutor(0, 2, 5, TimeUnit.SECONDS, new SynchronousQueue<Runnable>());
        final CountDownLatch hold = new CountDownLatch(1);
        final CountDownLatch bothIn = new CountDownLatch(2);
        for (int i = 0; i < 2; i++) {
            bounded.execute(new Runnable() {
                public void run() {
                    bothIn.countDown();
                    try {
                        hold.await();
                    } catch (InterruptedException e) {
                    }
                }
            });
        }
        bothIn.await();
        try {
            bounded.execute(new Named("x", log));
        } catch (RejectedExecutionException e) {
            System.out.println("bounded -> rejected, pool " + bounded.getPoolSize() + " active " + bounded.getActiveCount());
        }
        hold.countDown();
        bounded.shutdown();
        System.out.println("bounded terminated = " + bounded.awaitTermination(10, TimeUnit.SECONDS) + " largest="
                + bounded.getLargestPoolSize() + " completed=" + bounded.getCompletedTaskCount());

        // remove() and purge().
        ThreadPoolExecutor rp = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<Runnable>());
        final CountDownLatch rpGate = new CountDownLatch(1);
        final CountDownLatch rpIn = new CountDownLatch(1);
        rp.execute(new Runnable() {
            public void run() {
                rpIn.countDown();
                try {
                    rpGate.await();
                } catch (InterruptedException e) {
                }
            }
        });
        rpIn.await();
        final List<String> rpLog = Collections.synchronizedList(new ArrayList<String>());
        Named r1 = new Named("r1", rpLog);
        Named r2 = new Named("r2", rpLog);
        rp.execute(r1);
        rp.execute(r2);
        List<Future<?>> fs = new ArrayList<Future<?>>();
        for (int i = 0; i < 4; i++) {
            fs.add(rp.submit(new Named("f" + i, rpLog)));
        }
        fs.get(1).cancel(false);
        fs.get(3).cancel(true);
        System.out.println("remove(r1)=" + rp.remove(r1) + " remove(r1) again=" + rp.remove(r1) + " queue=" + rp.getQueue().size());
        rp.purge();
        System.out.println("after purge queue=" + rp.getQueue().size() + " taskCount=" + rp.getTaskCount());
        rpGate.countDown();
        rp.shutdown();
        System.out.println("rp terminated=" + rp.awaitTermination(10, TimeUnit.SECONDS) + " ran " + rpLog
                + " completed=" + rp.getCompletedTaskCount());
        System.out.println("exit normally");
    }
}
