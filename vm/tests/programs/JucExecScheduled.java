import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;

// ScheduledThreadPoolExecutor: one-shot tasks run in delay order (ties in submission order),
// callables, a fixed-rate and a fixed-delay task cancelled from inside after exactly N runs, an
// exception ending a periodic task, cancellation with and without removeOnCancel, the shutdown
// policies for delayed and periodic tasks, getDelay/compareTo, argument checks, decorateTask,
// and the single-thread scheduled executor.
public class JucExecScheduled {
    static final class Holder {
        volatile ScheduledFuture<?> f;
    }

    static class Decorating extends ScheduledThreadPoolExecutor {
        final List<String> decorated = Collections.synchronizedList(new ArrayList<String>());

        Decorating() {
            super(1);
        }

        protected <V> RunnableScheduledFuture<V> decorateTask(Runnable r, RunnableScheduledFuture<V> task) {
            decorated.add("runnable " + r);
            return task;
        }

        protected <V> RunnableScheduledFuture<V> decorateTask(Callable<V> c, RunnableScheduledFuture<V> task) {
            decorated.add("callable " + c);
            return task;
        }
    }

    public static void main(String[] args) throws Exception {
        ScheduledThreadPoolExecutor s = new ScheduledThreadPoolExecutor(1);
        System.out.println("core=" + s.getCorePoolSize() + " max=" + s.getMaximumPoolSize() + " keepAlive(ms)="
                + s.getKeepAliveTime(TimeUnit.MILLISECONDS) + " removeOnCancel=" + s.getRemoveOnCancelPolicy()
                + " delayedAfterShutdown=" + s.getExecuteExistingDelayedTasksAfterShutdownPolicy()
                + " periodicAfterShutdown=" + s.getContinueExistingPeriodicTasksAfterShutdownPolicy());

        // One-shot order: a gate holds the single worker until everything is queued, so all
        // delays are measured from (about) the same moment (the delays differ by 100 ms or more).
        final List<String> order = Collections.synchronizedList(new ArrayList<String>());
        final CountDownLatch gate = new CountDownLatch(1);
        final CountDownLatch gateTaken = new CountDownLatch(1);
        s.execute(new Runnable() {
            public void run() {
                gateTaken.countDown();
                try {
                    gate.await();
                } catch (InterruptedException e) {
                }
            }
        });
        gateTaken.await();
        int[] delays = { 400, 100, 300, 0, 200, 100, 0 };
        List<ScheduledFuture<?>> fs = new ArrayList<ScheduledFuture<?>>();
        for (int i = 0; i < delays.length; i++) {
            final String name = "t" + i + "@" + delays[i];
            fs.add(s.schedule(new Runnable() {
                public void run() {
                    order.add(name);
                }
            }, delays[i], TimeUnit.MILLISECONDS));
        }
        ScheduledFuture<String> call = s.schedule(new Callable<String>() {
            public String call() {
                order.add("callable@500");
                return "called";
            }
        }, 500, TimeUnit.MILLISECONDS);
        System.out.println("queued = " + s.getQueue().size());
        Thread.sleep(550);
        gate.countDown();
        for (ScheduledFuture<?> f : fs) {
            f.get();
        }
        System.out.println("callable result = " + call.get() + " isDone=" + call.isDone());
        System.out.println("order: " + order);

        // Fixed rate, cancelled by the task itself after exactly 5 runs.
        final AtomicInteger rateRuns = new AtomicInteger();
        final Holder rate = new Holder();
        final CountDownLatch rateDone = new CountDownLatch(1);
        rate.f = s.scheduleAtFixedRate(new Runnable() {
            public void run() {
                while (rate.f == null) {
                    Thread.yield();
                }
                if (rateRuns.incrementAndGet() == 5) {
                    rate.f.cancel(false);
                    rateDone.countDown();
                }
            }
        }, 0, 20, TimeUnit.MILLISECONDS);
        rateDone.await();
        Thread.sleep(100);
        System.out.println("fixed rate runs = " + rateRuns.get() + " cancelled=" + rate.f.isCancelled() + " done=" + rate.f.isDone()
                + " periodic=" + ((RunnableScheduledFuture<?>) rate.f).isPeriodic());
        try {
            rate.f.get();
        } catch (CancellationException e) {
            System.out.println("fixed rate get -> CancellationException");
        }

        // Fixed delay, 4 runs; the gaps between runs are at least the delay.
        final AtomicInteger delayRuns = new AtomicInteger();
        final Holder delay = new Holder();
        final long[] times = new long[4];
        final CountDownLatch delayDone = new CountDownLatch(1);
        delay.f = s.scheduleWithFixedDelay(new Runnable() {
            public void run() {
                while (delay.f == null) {
                    Thread.yield();
                }
                int n = delayRuns.incrementAndGet();
                times[n - 1] = System.nanoTime();
                if (n == 4) {
                    delay.f.cancel(true);
                    delayDone.countDown();
                }
            }
        }, 10, 30, TimeUnit.MILLISECONDS);
        delayDone.await();
        Thread.sleep(100);
        boolean gapsOk = true;
        for (int i = 1; i < 4; i++) {
            gapsOk &= times[i] - times[i - 1] >= TimeUnit.MILLISECONDS.toNanos(30);
        }
        System.out.println("fixed delay runs = " + delayRuns.get() + " gaps >= delay: " + gapsOk);

        // An exception ends a periodic task.
        final AtomicInteger failRuns = new AtomicInteger();
        ScheduledFuture<?> failing = s.scheduleAtFixedRate(new Runnable() {
            public void run() {
                if (failRuns.incrementAndGet() == 3) {
                    throw new IllegalStateException("third run fails");
                }
            }
        }, 0, 5, TimeUnit.MILLISECONDS);
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("periodic failure -> " + e.getCause() + " after " + failRuns.get() + " runs");
        }
        Thread.sleep(50);
        System.out.println("runs after failure = " + failRuns.get() + " done=" + failing.isDone() + " cancelled=" + failing.isCancelled());

        // Cancellation and removeOnCancel.
        ScheduledFuture<?> far1 = s.schedule(new Runnable() {
            public void run() {
            }
        }, 1, TimeUnit.HOURS);
        ScheduledFuture<?> far2 = s.schedule(new Runnable() {
            public void run() {
            }
        }, 2, TimeUnit.HOURS);
        System.out.println("far1 delay in minutes = " + far1.getDelay(TimeUnit.MINUTES) + ", compareTo far2 = "
                + far1.compareTo(far2) + ", far2 vs far1 = " + far2.compareTo(far1) + ", self = " + far1.compareTo(far1));
        System.out.println("queue = " + s.getQueue().size());
        System.out.println("cancel far1 = " + far1.cancel(false) + " queue = " + s.getQueue().size());
        s.setRemoveOnCancelPolicy(true);
        System.out.println("removeOnCancel, cancel far2 = " + far2.cancel(false) + " queue = " + s.getQueue().size());
        s.purge();
        System.out.println("after purge queue = " + s.getQueue().size());

        // Negative delay runs at once; argument checks.
        System.out.println("negative delay: " + s.schedule(new Callable<String>() {
            public String call() {
                return "immediately";
            }
        }, -5, TimeUnit.SECONDS).get());
        try {
            s.scheduleAtFixedRate(new Runnable() {
                public void run() {
                }
            }, 0, 0, TimeUnit.SECONDS);
        } catch (IllegalArgumentException e) {
            System.out.println("period 0 -> IAE");
        }
        try {
            s.scheduleWithFixedDelay(new Runnable() {
                public void run() {
                }
            }, 0, -1, TimeUnit.SECONDS);
        } catch (IllegalArgumentException e) {
            System.out.println("delay -1 -> IAE");
        }
        try {
            s.schedule((Runnable) null, 1, TimeUnit.SECONDS);
        } catch (NullPointerException e) {
            System.out.println("null task -> NPE");
        }
        try {
            s.schedule(new Runnable() {
                public void run() {
                }
            }, 1, null);
        } catch (NullPointerException e) {
            System.out.println("null unit -> NPE");
        }
        Future<Integer> sub = s.submit(new Callable<Integer>() {
            public Integer call() {
                return 99;
            }
        });
        System.out.println("submit is ScheduledFuture: " + (sub instanceof ScheduledFuture) + " value " + sub.get());

        // Shutdown: delayed one-shot tasks still run (default), periodic ones are cancelled.
        final List<String> late = Collections.synchronizedList(new ArrayList<String>());
        ScheduledFuture<?> delayedOne = s.schedule(new Runnable() {
            public void run() {
                late.add("delayed one-shot ran");
            }
        }, 150, TimeUnit.MILLISECONDS);
        ScheduledFuture<?> periodic = s.scheduleAtFixedRate(new Runnable() {
            public void run() {
            }
        }, 1, 1, TimeUnit.HOURS);
        s.shutdown();
        System.out.println("after shutdown: periodic cancelled=" + periodic.isCancelled() + " delayed cancelled="
                + delayedOne.isCancelled() + " terminated=" + s.isTerminated());
        try {
            s.schedule(new Runnable() {
                public void run() {
                }
            }, 1, TimeUnit.SECONDS);
        } catch (RejectedExecutionException e) {
            System.out.println("schedule after shutdown -> " + e.getClass().getName() + " " + e.getMessage().startsWith("Task "));
        }
        System.out.println("awaitTermination = " + s.awaitTermination(10, TimeUnit.SECONDS) + " " + late);

        // Policies: drop delayed tasks at shutdown, keep periodic ones.
        ScheduledThreadPoolExecutor p = new ScheduledThreadPoolExecutor(2);
        p.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        p.setContinueExistingPeriodicTasksAfterShutdownPolicy(true);
        ScheduledFuture<?> dropped = p.schedule(new Runnable() {
            public void run() {
            }
        }, 1, TimeUnit.HOURS);
        final AtomicInteger keptRuns = new AtomicInteger();
        final CountDownLatch threeMore = new CountDownLatch(3);
        ScheduledFuture<?> kept = p.scheduleWithFixedDelay(new Runnable() {
            public void run() {
                keptRuns.incrementAndGet();
                threeMore.countDown();
            }
        }, 0, 5, TimeUnit.MILLISECONDS);
        p.shutdown();
        System.out.println("policy pool: dropped cancelled=" + dropped.isCancelled() + " kept cancelled=" + kept.isCancelled()
                + " isShutdown=" + p.isShutdown());
        threeMore.await();
        System.out.println("periodic kept running after shutdown: " + (keptRuns.get() >= 3));
        p.setContinueExistingPeriodicTasksAfterShutdownPolicy(false);
        System.out.println("policy pool terminated = " + p.awaitTermination(10, TimeUnit.SECONDS) + " kept done=" + kept.isDone());

        // shutdownNow returns the waiting tasks.
        ScheduledThreadPoolExecutor n = new ScheduledThreadPoolExecutor(1);
        n.schedule(new Runnable() {
            public void run() {
            }
        }, 1, TimeUnit.HOURS);
        n.scheduleAtFixedRate(new Runnable() {
            public void run() {
            }
        }, 1, 1, TimeUnit.HOURS);
        List<Runnable> back = n.shutdownNow();
        System.out.println("shutdownNow returned " + back.size() + " terminated=" + n.awaitTermination(10, TimeUnit.SECONDS));

        // decorateTask
        Decorating d = new Decorating();
        d.schedule(new Runnable() {
            public void run() {
            }

            public String toString() {
                return "R1";
            }
        }, 0, TimeUnit.SECONDS).get();
        d.schedule(new Callable<String>() {
            public String call() {
                return "c";
            }

            public String toString() {
                return "C1";
            }
        }, 0, TimeUnit.SECONDS).get();
        d.shutdown();
        d.awaitTermination(10, TimeUnit.SECONDS);
        System.out.println("decorated: " + d.decorated);

        // corePoolSize 0: one non-core worker is started for the queue, and leaves when idle.
        ScheduledThreadPoolExecutor zero = new ScheduledThreadPoolExecutor(0);
        System.out.println("core 0 result: " + zero.schedule(new Callable<String>() {
            public String call() {
                return "ran with core 0";
            }
        }, 20, TimeUnit.MILLISECONDS).get() + ", largest pool " + zero.getLargestPoolSize());
        zero.shutdown();
        System.out.println("core 0 terminated = " + zero.awaitTermination(10, TimeUnit.SECONDS));

        // Single-thread scheduled executor from Executors.
        ScheduledExecutorService single = Executors.newSingleThreadScheduledExecutor();
        System.out.println("single is STPE: " + (single instanceof ScheduledThreadPoolExecutor));
        final List<String> singleOrder = Collections.synchronizedList(new ArrayList<String>());
        List<ScheduledFuture<?>> sf = new ArrayList<ScheduledFuture<?>>();
        for (int i = 0; i < 5; i++) {
            final int k = i;
            sf.add(single.schedule(new Runnable() {
                public void run() {
                    singleOrder.add(Thread.currentThread().getName() + ":" + k);
                }
            }, 0, TimeUnit.MILLISECONDS));
        }
        for (ScheduledFuture<?> f : sf) {
            f.get();
        }
        System.out.println("single order: " + singleOrder);
        single.shutdown();
        System.out.println("single terminated = " + single.awaitTermination(10, TimeUnit.SECONDS));
        ScheduledExecutorService pooled = Executors.newScheduledThreadPool(3);
        ScheduledExecutorService wrapped = Executors.unconfigurableScheduledExecutorService(pooled);
        System.out.println("wrapped is STPE: " + (wrapped instanceof ScheduledThreadPoolExecutor) + " result "
                + wrapped.schedule(new Callable<String>() {
                    public String call() {
                        return "w";
                    }
                }, 10, TimeUnit.MILLISECONDS).get());
        wrapped.shutdown();
        System.out.println("wrapped terminated = " + pooled.awaitTermination(10, TimeUnit.SECONDS));
    }
}
