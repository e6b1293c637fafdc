import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;

// Timeouts and cancellation as people handle them: Future.get with a timeout that expires
// (then cancel(true) interrupts the sleeping task, which sees InterruptedException), cancel(false)
// on a running task that then finishes anyway, cancelling a queued task so it never runs,
// shutdownNow on a pool with sleeping tasks (returns the never-started ones and interrupts the
// rest), awaitTermination, and a FutureTask run by hand.
public class JucAppTimeouts {
    public static void main(String[] args) throws Exception {
        ExecutorService single = Executors.newSingleThreadExecutor();
        final CountDownLatch sleeping = new CountDownLatch(1);
        final String[] slowOutcome = new String[1];
        final CountDownLatch slowEnded = new CountDownLatch(1);
        Future<String> slow = single.submit(new Callable<String>() {
            public String call() throws Exception {
                try {
                    sleeping.countDown();
                    Thread.sleep(10000);
                    slowOutcome[0] = "finished sleeping";
                    return "slow";
                } catch (InterruptedException e) {
                    slowOutcome[0] = "interrupted while sleeping";
                    throw e;
                } finally {
                    slowEnded.countDown();
                }
            }
        });
        sleeping.await();
        try {
            slow.get(20, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("get timed out: " + e.getClass().getName() + " done " + slow.isDone());
        }
        System.out.println("cancel(true) " + slow.cancel(true) + " cancelled " + slow.isCancelled() + " done " + slow.isDone());
        slowEnded.await();
        System.out.println("task saw: " + slowOutcome[0]);
        try {
            slow.get();
        } catch (CancellationException e) {
            System.out.println("get after cancel: CancellationException");
        }
        System.out.println("cancel again " + slow.cancel(true));

        final CountDownLatch go = new CountDownLatch(1), running = new CountDownLatch(1);
        final AtomicInteger finished = new AtomicInteger();
        Future<?> notInterrupted = single.submit(new Runnable() {
            public void run() {
                running.countDown();
                try {
                    go.await();
                } catch (InterruptedException e) {
                    System.out.println("should not be interrupted");
                }
                finished.incrementAndGet();
            }
        });
        final AtomicInteger queuedRan = new AtomicInteger();
        Future<?> queued = single.submit(new Runnable() {
            public void run() {
                queuedRan.incrementAndGet();
            }
        });
        running.await();
        System.out.println("cancel(false) running " + notInterrupted.cancel(false) + ", cancel queued " + queued.cancel(false));
        go.countDown();
        Future<Integer> marker = single.submit(new Callable<Integer>() {
            public Integer call() {
                return finished.get();
            }
        });
        System.out.println("running task finished anyway: " + marker.get() + ", queued ran " + queuedRan.get());
        single.shutdown();
        System.out.println("single terminated " + single.awaitTermination(5, TimeUnit.SECONDS));

        ExecutorService pool = Executors.newFixedThreadPool(2);
        final CountDownLatch bothSleeping = new CountDownLatch(2);
        final AtomicInteger interrupted = new AtomicInteger();
        List<Runnable> submitted = new ArrayList<Runnable>();
        for (int i = 0; i < 5; i++) {
            final int id = i;
            pool.execute(new Runnable() {
                public void run() {
                    bothSleeping.countDown();
                    try {
                        Thread.sleep(10000);
                    } catch (InterruptedException e) {
                        interrupted.incrementAndGet();
                    }
                }

                public String toString() {
                    return "sleeper" + id;
                }
            });
        }
        bothSleeping.await();
        List<Runnable> never = pool.shutdownNow();
        System.out.println("shutdownNow returned " + never + " isShutdown " + pool.isShutdown());
        System.out.println("pool terminated " + pool.awaitTermination(5, TimeUnit.SECONDS) + " interrupted sleepers " + interrupted.get());
        try {
            pool.execute(new Runnable() {
                public void run() {
                }
            });
        } catch (RejectedExecutionException e) {
            System.out.println("execute after shutdownNow rejected");
        }

        FutureTask<String> ft = new FutureTask<String>(new Callable<String>() {
            public String call() {
                return "ran by hand";
            }
        });
        System.out.println("before run done " + ft.isDone());
        ft.run();
        System.out.println("FutureTask " + ft.get() + " done " + ft.isDone() + " cancel after done " + ft.cancel(true));
        FutureTask<String> fails = new FutureTask<String>(new Callable<String>() {
            public String call() throws Exception {
                throw new java.io.IOException("disk gone");
            }
        });
        new Thread(fails).start();
        try {
            fails.get(5, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            System.out.println("ExecutionException message " + e.getMessage() + " cause " + e.getCause().getClass().getName());
        }
        ExecutorService another = Executors.newCachedThreadPool();
        Future<Integer> quick = another.submit(new Callable<Integer>() {
            public Integer call() {
                return 7;
            }
        });
        System.out.println("quick get with timeout " + quick.get(5, TimeUnit.SECONDS));
        another.shutdown();
        System.out.println("cached terminated " + another.awaitTermination(5, TimeUnit.SECONDS));
        System.out.println("awaitTermination on running pool times out: " + !Executors.newFixedThreadPool(1).awaitTermination(10, TimeUnit.MILLISECONDS));
        System.exit(0);
    }
}
