import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;

// Scheduled tasks as usually written: a fixed-rate "tick" task that counts down a latch and is
// cancelled by the main thread after N ticks; a fixed-delay task that cancels itself by throwing
// after N runs (the periodic future then reports the exception); one-shot schedule of a
// Callable with a delay; delays ordered by scheduled time; getDelay of a far-away task; and
// shutdown dropping delayed tasks once setExecuteExistingDelayedTasksAfterShutdownPolicy(false).
public class JucAppScheduledTicker {
    public static void main(String[] args) throws Exception {
        ScheduledExecutorService ses = Executors.newScheduledThreadPool(2);
        final AtomicInteger ticks = new AtomicInteger();
        final CountDownLatch fiveTicks = new CountDownLatch(5);
        ScheduledFuture<?> ticker = ses.scheduleAtFixedRate(new Runnable() {
            public void run() {
                ticks.incrementAndGet();
                fiveTicks.countDown();
            }
        }, 0, 5, TimeUnit.MILLISECONDS);
        System.out.println("five ticks within 5s " + fiveTicks.await(5, TimeUnit.SECONDS));
        System.out.println("cancel " + ticker.cancel(false) + " cancelled " + ticker.isCancelled() + " done " + ticker.isDone());
        int after = ticks.get();
        Thread.sleep(30);
        System.out.println("at least five " + (after >= 5) + " stopped ticking " + (ticks.get() <= after + 1));
        try {
            ticker.get();
        } catch (CancellationException e) {
            System.out.println("get on cancelled periodic: CancellationException");
        }

        final AtomicInteger runs = new AtomicInteger();
        ScheduledFuture<?> selfStopping = ses.scheduleWithFixedDelay(new Runnable() {
            public void run() {
                if (runs.incrementAndGet() == 3) throw new IllegalStateException("stop after 3");
            }
        }, 1, 2, TimeUnit.MILLISECONDS);
        try {
            selfStopping.get(5, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            System.out.println("periodic ended by " + e.getCause() + " after " + runs.get() + " runs");
        }
        Thread.sleep(20);
        System.out.println("no more runs " + (runs.get() == 3) + " done " + selfStopping.isDone() + " cancelled " + selfStopping.isCancelled());

        final List<String> order = Collections.synchronizedList(new ArrayList<String>());
        ScheduledFuture<?> early = ses.schedule(new Runnable() {
            public void run() {
                order.add("early");
            }
        }, 5, TimeUnit.MILLISECONDS);
        ScheduledFuture<String> late = ses.schedule(new Callable<String>() {
            public String call() {
                order.add("late");
                return "late result";
            }
        }, 100, TimeUnit.MILLISECONDS);
        System.out.println("early before late: " + (early.compareTo(late) < 0) + " late delay positive " + (late.getDelay(TimeUnit.MILLISECONDS) > 0));
        System.out.println("late get " + late.get() + " early get " + early.get() + " order " + order);

        ScheduledFuture<?> far = ses.schedule(new Runnable() {
            public void run() {
                System.out.println("far task ran?!");
            }
        }, 1, TimeUnit.HOURS);
        long d = far.getDelay(TimeUnit.MINUTES);
        System.out.println("far delay minutes in (58,60]: " + (d > 58 && d <= 60));
        ((ScheduledThreadPoolExecutor) ses).setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        ses.shutdown();
        System.out.println("terminated " + ses.awaitTermination(5, TimeUnit.SECONDS) + " far cancelled " + far.isCancelled()
                + " far done " + far.isDone());
        try {
            ses.schedule(new Runnable() {
                public void run() {
                }
            }, 1, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            System.out.println("schedule after shutdown rejected");
        }

        // A single-thread scheduled executor with a tick-N-times-then-cancel-itself pattern.
        final ScheduledExecutorService single = Executors.newSingleThreadScheduledExecutor();
        final AtomicInteger count = new AtomicInteger();
        final CountDownLatch done = new CountDownLatch(1);
        final ScheduledFuture<?>[] self = new ScheduledFuture<?>[1];
        synchronized (self) {
            self[0] = single.scheduleAtFixedRate(new Runnable() {
                public void run() {
                    int n = count.incrementAndGet();
                    System.out.println("tick " + n);
                    if (n == 4) {
                        synchronized (self) {
                            self[0].cancel(false);
                        }
                        done.countDown();
                    }
                }
            }, 0, 3, TimeUnit.MILLISECONDS);
        }
        done.await();
        single.shutdown();
        single.awaitTermination(5, TimeUnit.SECONDS);
        System.out.println("ticked " + count.get() + " times, cancelled " + self[0].isCancelled());
    }
}
