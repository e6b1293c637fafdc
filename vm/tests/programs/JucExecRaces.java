import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

// Races that must come out the same whatever the interleaving: many threads waiting on one
// Future (some with timeouts that expire first), cancel(true) racing with the task's own
// completion (the outcome is consistent, and the interrupt never leaks into the pool's next
// task), shutdown racing with submitters (every accepted task runs exactly once, the others
// are rejected), and several threads calling invokeAll on one pool at once.
public class JucExecRaces {
    public static void main(String[] args) throws Exception {
        // 1. Many waiters, some timing out while the others keep waiting.
        final FutureTask<String> shared = new FutureTask<String>(new Callable<String>() {
            public String call() {
                return "shared-value";
            }
        });
        final int waiters = 8;
        final String[] got = new String[waiters];
        final CountDownLatch timedOut = new CountDownLatch(waiters / 2);
        Thread[] ts = new Thread[waiters];
        for (int i = 0; i < waiters; i++) {
            final int k = i;
            ts[i] = new Thread() {
                public void run() {
                    try {
                        if (k % 2 == 0) {
                            got[k] = shared.get();
                        } else {
                            try {
                                got[k] = shared.get(20, TimeUnit.MILLISECONDS);
                            } catch (TimeoutException e) {
                                timedOut.countDown();
                                got[k] = "timeout then " + shared.get();
                            }
                        }
                    } catch (Exception e) {
                        got[k] = "unexpected " + e;
                    }
                }
            };
            ts[i].start();
        }
        timedOut.await();
        // Everyone is parked on the future now (or about to be).
        for (Thread t : ts) {
            while (t.getState() != Thread.State.WAITING) {
                Thread.yield();
            }
            if (LockSupport.getBlocker(t) != shared) {
                System.out.println("blocker is not the future");
            }
        }
        shared.run();
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("waiters: " + Arrays.toString(got));

        // 2. cancel(true) racing with completion; 3. no interrupt leaks into the next task.
        ExecutorService one = Executors.newSingleThreadExecutor();
        int cancelled = 0, completed = 0, inconsistent = 0, leaked = 0;
        for (int i = 0; i < 300; i++) {
            final int spin = i % 50;
            Future<Integer> f = one.submit(new Callable<Integer>() {
                public Integer call() {
                    int x = 0;
                    for (int j = 0; j < spin * 20; j++) {
                        x += j;
                    }
                    return x;
                }
            });
            for (int j = 0; j < (i % 7) * 10; j++) {
                Thread.yield();
            }
            boolean c = f.cancel(true);
            if (c) {
                cancelled++;
                if (!f.isCancelled() || !f.isDone()) {
                    inconsistent++;
                }
                try {
                    f.get();
                    inconsistent++;
                } catch (CancellationException expected) {
                }
            } else {
                completed++;
                int expect = 0;
                for (int j = 0; j < spin * 20; j++) {
                    expect += j;
                }
                if (f.get() != expect || f.isCancelled()) {
                    inconsistent++;
                }
            }
            Boolean sawInterrupt = one.submit(new Callable<Boolean>() {
                public Boolean call() {
                    return Thread.currentThread().isInterrupted();
                }
            }).get();
            if (sawInterrupt) {
                leaked++;
            }
        }
        System.out.println("cancel race: total=" + (cancelled + completed) + " inconsistent=" + inconsistent + " leaked interrupts=" + leaked);
        one.shutdown();
        System.out.println("single terminated = " + one.awaitTermination(10, TimeUnit.SECONDS));

        // 4. Shutdown racing with submitters.
        final ThreadPoolExecutor pool = new ThreadPoolExecutor(2, 2, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<Runnable>());
        // Workers first: as in the JDK, a shutdown that lands while execute() is still creating a
        // core worker for its task makes that worker back out, and tasks other threads queued
        // meanwhile would be stranded (no worker left, the queue never drains).
        pool.prestartAllCoreThreads();
        final AtomicInteger accepted = new AtomicInteger(), rejected = new AtomicInteger(), ran = new AtomicInteger();
        final CountDownLatch go = new CountDownLatch(1);
        Thread[] submitters = new Thread[3];
        for (int i = 0; i < submitters.length; i++) {
            submitters[i] = new Thread() {
                public void run() {
                    try {
                        go.await();
                    } catch (InterruptedException e) {
                        return;
                    }
                    for (int j = 0; j < 400; j++) {
                        try {
                            pool.execute(new Runnable() {
                                public void run() {
                                    ran.incrementAndGet();
                                }
                            });
                            accepted.incrementAndGet();
                        } catch (RejectedExecutionException e) {
                            rejected.incrementAndGet();
                        }
                    }
                }
            };
            submitters[i].start();
        }
        go.countDown();
        while (accepted.get() < 200) {
            Thread.yield();
        }
        pool.shutdown();
        for (Thread t : submitters) {
            t.join();
        }
        boolean term = pool.awaitTermination(10, TimeUnit.SECONDS);
        System.out.println("shutdown race: terminated=" + term + " accepted+rejected=" + (accepted.get() + rejected.get())
                + " ran==accepted " + (ran.get() == accepted.get()) + " completed==accepted "
                + (pool.getCompletedTaskCount() == accepted.get()));

        // 5. Several threads in invokeAll on one pool.
        final ExecutorService shared4 = Executors.newFixedThreadPool(3);
        final long[] sums = new long[4];
        Thread[] callers = new Thread[4];
        for (int i = 0; i < callers.length; i++) {
            final int k = i;
            callers[i] = new Thread() {
                public void run() {
                    List<Callable<Long>> tasks = new ArrayList<Callable<Long>>();
                    for (int j = 1; j <= 25; j++) {
                        final long v = j * (k + 1);
                        tasks.add(new Callable<Long>() {
                            public Long call() {
                                return v;
                            }
                        });
                    }
                    try {
                        long s = 0;
                        for (Future<Long> f : shared4.invokeAll(tasks)) {
                            s += f.get();
                        }
                        sums[k] = s;
                    } catch (Exception e) {
                        sums[k] = -1;
                    }
                }
            };
            callers[i].start();
        }
        for (Thread t : callers) {
            t.join();
        }
        System.out.println("concurrent invokeAll sums: " + Arrays.toString(sums));
        shared4.shutdown();
        System.out.println("terminated = " + shared4.awaitTermination(10, TimeUnit.SECONDS));
    }
}
