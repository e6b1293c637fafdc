import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;

// Interrupts around executors: a caller interrupted while in invokeAll / invokeAny (the tasks
// are cancelled and interrupted), a task that leaves its thread interrupted (the next task on
// that worker does not see it), shutdownNow against a task that ignores interrupts
// (awaitTermination times out, then succeeds), cancel(true) of a running periodic task, and
// a timed get with an interrupt pending.
public class JucExecInterrupts {
    /**
     * Interrupts {@code target} once {@code started} opens: the blocking task is running, so
     * the caller is inside invokeAll/invokeAny and its cancellation will interrupt that task.
     */
    static Thread interruptWhenStarted(final Thread target, final CountDownLatch started) {
        Thread t = new Thread() {
            public void run() {
                try {
                    started.await();
                } catch (InterruptedException e) {
                    return;
                }
                target.interrupt();
            }
        };
        t.start();
        return t;
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);

        // invokeAll interrupted.
        final CountDownLatch never = new CountDownLatch(1);
        final CountDownLatch taskInterrupted = new CountDownLatch(1);
        final CountDownLatch allStarted = new CountDownLatch(1);
        List<Callable<String>> tasks = new ArrayList<Callable<String>>();
        tasks.add(new Callable<String>() {
            public String call() {
                return "quick";
            }
        });
        tasks.add(new Callable<String>() {
            public String call() throws Exception {
                allStarted.countDown();
                try {
                    never.await();
                } catch (InterruptedException e) {
                    taskInterrupted.countDown();
                    throw e;
                }
                return "never";
            }
        });
        Thread helper = interruptWhenStarted(Thread.currentThread(), allStarted);
        try {
            pool.invokeAll(tasks);
            System.out.println("invokeAll returned?");
        } catch (InterruptedException e) {
            System.out.println("invokeAll -> InterruptedException, flag " + Thread.currentThread().isInterrupted());
        }
        helper.join();
        taskInterrupted.await();
        System.out.println("blocking task was interrupted by the cancellation");

        // invokeAny interrupted.
        final CountDownLatch anyInterrupted = new CountDownLatch(1);
        final CountDownLatch anyStarted = new CountDownLatch(1);
        List<Callable<String>> blockers = new ArrayList<Callable<String>>();
        blockers.add(new Callable<String>() {
            public String call() throws Exception {
                anyStarted.countDown();
                try {
                    never.await();
                } catch (InterruptedException e) {
                    anyInterrupted.countDown();
                    throw e;
                }
                return "never";
            }
        });
        helper = interruptWhenStarted(Thread.currentThread(), anyStarted);
        try {
            pool.invokeAny(blockers);
        } catch (InterruptedException e) {
            System.out.println("invokeAny -> InterruptedException");
        }
        helper.join();
        anyInterrupted.await();
        System.out.println("invokeAny's task was cancelled with interrupt");

        // A task leaving its thread interrupted.
        ExecutorService single = Executors.newSingleThreadExecutor();
        single.submit(new Runnable() {
            public void run() {
                Thread.currentThread().interrupt();
            }
        }).get();
        boolean seen = single.submit(new Callable<Boolean>() {
            public Boolean call() {
                return Thread.currentThread().isInterrupted();
            }
        }).get();
        System.out.println("next task sees interrupt: " + seen);
        single.execute(new Runnable() {
            public void run() {
                Thread.currentThread().interrupt();
            }
        });
        String after = single.submit(new Callable<String>() {
            public String call() throws Exception {
                Thread.sleep(5);
                return "slept fine";
            }
        }).get();
        System.out.println("after execute()d interrupting task: " + after);

        // shutdownNow against a task that ignores interrupts.
        final CountDownLatch stubbornIn = new CountDownLatch(1);
        final CountDownLatch letGo = new CountDownLatch(1);
        final AtomicInteger ignored = new AtomicInteger();
        single.execute(new Runnable() {
            public void run() {
                stubbornIn.countDown();
                while (true) {
                    try {
                        letGo.await();
                        return;
                    } catch (InterruptedException e) {
                        ignored.incrementAndGet();
                    }
                }
            }
        });
        stubbornIn.await();
        List<Runnable> pending = single.shutdownNow();
        System.out.println("shutdownNow pending=" + pending.size() + " awaitTermination(100ms)="
                + single.awaitTermination(100, TimeUnit.MILLISECONDS) + " isTerminated=" + single.isTerminated());
        letGo.countDown();
        System.out.println("after release awaitTermination=" + single.awaitTermination(10, TimeUnit.SECONDS)
                + " interrupts ignored=" + ignored.get());

        // cancel(true) of a running periodic task.
        ScheduledExecutorService sched = Executors.newScheduledThreadPool(1);
        final CountDownLatch periodicIn = new CountDownLatch(1);
        final AtomicInteger periodicRuns = new AtomicInteger();
        final String[] how = new String[1];
        final CountDownLatch periodicOut = new CountDownLatch(1);
        ScheduledFuture<?> p = sched.scheduleAtFixedRate(new Runnable() {
            public void run() {
                periodicRuns.incrementAndGet();
                periodicIn.countDown();
                try {
                    Thread.sleep(20000);
                    how[0] = "completed";
                } catch (InterruptedException e) {
                    how[0] = "interrupted";
                }
                periodicOut.countDown();
            }
        }, 0, 1, TimeUnit.MILLISECONDS);
        periodicIn.await();
        System.out.println("cancel(true) periodic = " + p.cancel(true));
        periodicOut.await();
        Thread.sleep(30);
        System.out.println("periodic " + how[0] + ", runs=" + periodicRuns.get() + " cancelled=" + p.isCancelled());
        sched.shutdown();
        System.out.println("sched terminated = " + sched.awaitTermination(10, TimeUnit.SECONDS));

        // Timed get with an interrupt pending.
        Future<String> slow = pool.submit(new Callable<String>() {
            public String call() throws Exception {
                return "v";
            }
        });
        slow.get();
        Thread.currentThread().interrupt();
        System.out.println("get of a done future ignores the interrupt: " + slow.get(1, TimeUnit.SECONDS) + ", flag "
                + Thread.interrupted());
        FutureTask<String> notRun = new FutureTask<String>(new Callable<String>() {
            public String call() {
                return "x";
            }
        });
        Thread.currentThread().interrupt();
        try {
            notRun.get(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            System.out.println("timed get with interrupt pending -> InterruptedException, flag " + Thread.currentThread().isInterrupted());
        }
        never.countDown();
        pool.shutdown();
        System.out.println("pool terminated = " + pool.awaitTermination(10, TimeUnit.SECONDS));
    }
}
