import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;

// The thread pool everyone writes once: worker threads taking Runnables from a
// LinkedBlockingQueue, stopped by interrupting them (take() throws) or by a poison task; a
// cooperative long-running task that checks Thread.interrupted() and is cancelled through a
// Future (cancel(true) of a FutureTask run by our own pool); and first-failure-cancels-the-rest
// with an ExecutorService.
public class JucAppHandRolledPool {
    static class SimplePool {
        private final BlockingQueue<Runnable> queue = new LinkedBlockingQueue<Runnable>();
        private final List<Thread> workers = new ArrayList<Thread>();
        private volatile boolean stopped;
        final AtomicInteger completed = new AtomicInteger();
        // Printed by main at the end: a worker reports a failure after the task's own finally
        // blocks (which main may be waiting on) have run.
        final List<String> failures = Collections.synchronizedList(new ArrayList<String>());

        SimplePool(int n) {
            for (int i = 0; i < n; i++) {
                Thread t = new Thread(new Runnable() {
                    public void run() {
                        while (!stopped) {
                            try {
                                Runnable r = queue.take();
                                try {
                                    r.run();
                                } catch (RuntimeException e) {
                                    failures.add("task failed: " + e.getMessage());
                                }
                                completed.incrementAndGet();
                            } catch (InterruptedException e) {
                                // re-check stopped
                            }
                        }
                    }
                }, "simple-" + i);
                workers.add(t);
                t.start();
            }
        }

        void submit(Runnable r) {
            if (stopped) throw new IllegalStateException("pool stopped");
            queue.add(r);
        }

        void stopWhenIdle() throws InterruptedException {
            while (!queue.isEmpty()) Thread.sleep(1);
            stopped = true;
            for (Thread t : workers) t.interrupt();
            for (Thread t : workers) t.join();
        }
    }

    public static void main(String[] args) throws Exception {
        SimplePool pool = new SimplePool(3);
        final AtomicInteger sum = new AtomicInteger();
        final CountDownLatch allDone = new CountDownLatch(50);
        for (int i = 1; i <= 50; i++) {
            final int n = i;
            pool.submit(new Runnable() {
                public void run() {
                    try {
                        if (n == 25) throw new IllegalArgumentException("bad item 25");
                        sum.addAndGet(n);
                    } finally {
                        allDone.countDown();
                    }
                }
            });
        }
        allDone.await();
        final CountDownLatch spinning = new CountDownLatch(1);
        final long[] iterations = new long[1];
        FutureTask<String> longTask = new FutureTask<String>(new Callable<String>() {
            public String call() {
                spinning.countDown();
                while (!Thread.currentThread().isInterrupted()) iterations[0]++;
                return "stopped cooperatively";
            }
        });
        pool.submit(longTask);
        spinning.await();
        System.out.println("cancel(true) " + longTask.cancel(true) + " isCancelled " + longTask.isCancelled());
        pool.stopWhenIdle();
        System.out.println("failures " + pool.failures);
        System.out.println("sum " + sum.get() + " completed " + pool.completed.get() + " spun " + (iterations[0] >= 0));
        try {
            pool.submit(new Runnable() {
                public void run() {
                }
            });
        } catch (IllegalStateException e) {
            System.out.println("submit after stop: " + e.getMessage());
        }

        ExecutorService exec = Executors.newFixedThreadPool(3);
        CompletionService<Integer> cs = new ExecutorCompletionService<Integer>(exec);
        List<Future<Integer>> futures = new ArrayList<Future<Integer>>();
        final AtomicInteger interrupted = new AtomicInteger();
        final CountDownLatch sleepersReady = new CountDownLatch(2);
        for (int i = 0; i < 3; i++) {
            final int id = i;
            futures.add(cs.submit(new Callable<Integer>() {
                public Integer call() throws Exception {
                    if (id == 0) {
                        sleepersReady.await();
                        throw new IllegalStateException("worker 0 failed");
                    }
                    sleepersReady.countDown();
                    try {
                        Thread.sleep(10000);
                    } catch (InterruptedException e) {
                        interrupted.incrementAndGet();
                        throw e;
                    }
                    return id;
                }
            }));
        }
        try {
            for (int i = 0; i < 3; i++) cs.take().get();
        } catch (ExecutionException e) {
            System.out.println("first failure: " + e.getCause().getMessage());
            for (Future<Integer> f : futures) f.cancel(true);
        }
        exec.shutdown();
        System.out.println("terminated " + exec.awaitTermination(5, TimeUnit.SECONDS) + " sleepers interrupted " + interrupted.get());
        int cancelledCount = 0;
        for (Future<Integer> f : futures) if (f.isCancelled()) cancelledCount++;
        System.out.println("cancelled futures " + cancelledCount);
    }
}
