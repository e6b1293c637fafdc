import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;

// ScheduledThreadPoolExecutor's knobs as people configure it: setRemoveOnCancelPolicy (the
// queue shrinks on cancel), shutdownNow returning the delayed tasks still queued,
// continue-existing-periodic-tasks-after-shutdown, a zero or negative delay running at once,
// several one-shot tasks run in delay order by one thread, execute/submit on a scheduled pool,
// and the argument checks (null task, non-positive period).
public class JucAppScheduledPolicies {
    public static void main(String[] args) throws Exception {
        ScheduledThreadPoolExecutor stpe = new ScheduledThreadPoolExecutor(1);
        System.out.println("defaults: removeOnCancel " + stpe.getRemoveOnCancelPolicy() + " delayedAfterShutdown "
                + stpe.getExecuteExistingDelayedTasksAfterShutdownPolicy() + " periodicAfterShutdown "
                + stpe.getContinueExistingPeriodicTasksAfterShutdownPolicy());
        Runnable nop = new Runnable() {
            public void run() {
            }
        };
        ScheduledFuture<?> a = stpe.schedule(nop, 1, TimeUnit.HOURS);
        ScheduledFuture<?> b = stpe.schedule(nop, 2, TimeUnit.HOURS);
        a.cancel(false);
        System.out.println("queue after cancel without removeOnCancel " + stpe.getQueue().size());
        stpe.setRemoveOnCancelPolicy(true);
        b.cancel(false);
        System.out.println("queue after cancel with removeOnCancel " + stpe.getQueue().size());

        final List<String> order = Collections.synchronizedList(new ArrayList<String>());
        final CountDownLatch three = new CountDownLatch(3);
        stpe.schedule(new Runnable() {
            public void run() {
                order.add("now");
            }
        }, -5, TimeUnit.SECONDS).get();
        int[] delays = {30, 10, 20};
        for (final int dly : delays) {
            stpe.schedule(new Runnable() {
                public void run() {
                    order.add("d" + dly);
                    three.countDown();
                }
            }, dly, TimeUnit.MILLISECONDS);
        }
        three.await();
        System.out.println("order " + order);
        Future<String> sub = stpe.submit(new Callable<String>() {
            public String call() {
                return "submitted";
            }
        });
        System.out.println(sub.get() + " is ScheduledFuture " + (sub instanceof ScheduledFuture));

        final AtomicInteger periodicRuns = new AtomicInteger();
        final CountDownLatch twice = new CountDownLatch(2);
        stpe.setContinueExistingPeriodicTasksAfterShutdownPolicy(true);
        ScheduledFuture<?> periodic = stpe.scheduleAtFixedRate(new Runnable() {
            public void run() {
                periodicRuns.incrementAndGet();
                twice.countDown();
            }
        }, 0, 2, TimeUnit.MILLISECONDS);
        ScheduledFuture<?> hour = stpe.schedule(nop, 1, TimeUnit.HOURS);
        stpe.shutdown();
        twice.await();
        System.out.println("periodic continues after shutdown: terminated " + stpe.isTerminated() + " runs >= 2 " + (periodicRuns.get() >= 2));
        List<Runnable> left = stpe.shutdownNow();
        // (The periodic task is returned too unless it happens to be running at that moment, in
        // which case it is cancelled when that run ends: so neither is printed.)
        System.out.println("shutdownNow returned the delayed task " + left.contains(hour) + ", terminated " + stpe.awaitTermination(5, TimeUnit.SECONDS));

        ScheduledThreadPoolExecutor s2 = new ScheduledThreadPoolExecutor(1);
        s2.schedule(nop, 1, TimeUnit.HOURS);
        s2.schedule(new Callable<Integer>() {
            public Integer call() {
                return 1;
            }
        }, 2, TimeUnit.HOURS);
        List<Runnable> pending = s2.shutdownNow();
        System.out.println("shutdownNow of two delayed: " + pending.size() + " first is RunnableScheduledFuture "
                + (pending.get(0) instanceof RunnableScheduledFuture) + " periodic " + ((RunnableScheduledFuture<?>) pending.get(0)).isPeriodic());
        try {
            s2.schedule((Runnable) null, 1, TimeUnit.SECONDS);
        } catch (NullPointerException e) {
            System.out.println("null task: NPE");
        }
        ScheduledThreadPoolExecutor s3 = new ScheduledThreadPoolExecutor(1);
        try {
            s3.scheduleAtFixedRate(nop, 0, 0, TimeUnit.SECONDS);
        } catch (IllegalArgumentException e) {
            System.out.println("zero period: IllegalArgumentException");
        }
        try {
            s3.scheduleWithFixedDelay(nop, 0, -1, TimeUnit.SECONDS);
        } catch (IllegalArgumentException e) {
            System.out.println("negative delay: IllegalArgumentException");
        }
        s3.shutdown();
        System.out.println("s3 terminated " + s3.awaitTermination(5, TimeUnit.SECONDS));
    }
}
