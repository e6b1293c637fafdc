import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

// CompletableFuture across threads: a thread completes a future while main waits in get/join
// (the waiter counts as a dependent and parks with a blocker), timed get timing out, get
// interrupted, join ignoring interrupts, dependents fired by the completing thread, many threads
// racing to complete, a chain of async stages, and the common pool's worker names.
public class JucCfThreads {
    static String state(CompletableFuture<?> f) {
        String s = f.toString();
        return s.substring(s.indexOf('['));
    }

    static void awaitDependents(CompletableFuture<?> f, int n) {
        while (f.getNumberOfDependents() < n) {
            Thread.yield();
        }
    }

    public static void main(String[] args) throws Exception {
        // the common pool's first worker
        final CountDownLatch named = new CountDownLatch(1);
        final String[] name = new String[1];
        ForkJoinPool.commonPool().execute(new Runnable() {
            public void run() {
                name[0] = Thread.currentThread().getName() + " daemon=" + Thread.currentThread().isDaemon();
                named.countDown();
            }
        });
        named.await();
        System.out.println("common worker: " + name[0]);

        // completed by another thread while main waits in get
        final CompletableFuture<String> f = new CompletableFuture<String>();
        final String[] blocker = new String[1];
        final Thread main = Thread.currentThread();
        Thread completer = new Thread(new Runnable() {
            public void run() {
                awaitDependents(f, 1);
                while (LockSupport.getBlocker(main) == null) {
                    Thread.yield();
                }
                blocker[0] = state(f) + " blocker=" + LockSupport.getBlocker(main).getClass().getSimpleName();
                f.complete("from thread");
            }
        });
        completer.start();
        System.out.println("get " + f.get());
        completer.join();
        System.out.println("while waiting: " + blocker[0] + " after: " + state(f));

        // dependents run in the completing thread
        final CompletableFuture<Integer> g = new CompletableFuture<Integer>();
        CompletableFuture<String> where = g.thenApply(x -> x + " in " + Thread.currentThread().getName());
        Thread t2 = new Thread(new Runnable() {
            public void run() {
                g.complete(5);
            }
        }, "completer-2");
        t2.start();
        System.out.println("join " + where.join());
        t2.join();

        // join waits too, and several waiters are all released
        final CompletableFuture<Integer> h = new CompletableFuture<Integer>();
        final int[] got = new int[3];
        Thread[] waiters = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final int k = i;
            waiters[i] = new Thread(new Runnable() {
                public void run() {
                    got[k] = h.join() + k;
                }
            });
            waiters[i].start();
        }
        awaitDependents(h, 3);
        System.out.println("three waiters: " + state(h));
        h.complete(100);
        for (Thread w : waiters) {
            w.join();
        }
        System.out.println("waiters got " + got[0] + " " + got[1] + " " + got[2] + " deps now " + h.getNumberOfDependents());

        // timed get
        CompletableFuture<String> never = new CompletableFuture<String>();
        try {
            never.get(30, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("timed out: " + e.getClass().getName() + " " + e.getMessage() + " deps=" + never.getNumberOfDependents());
        }
        try {
            never.get(0, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("zero timeout: " + e.getMessage());
        }
        never.complete("late");
        System.out.println("timed get after completion " + never.get(1, TimeUnit.MILLISECONDS));

        // interrupted get; join is not interruptible
        final CompletableFuture<String> slow = new CompletableFuture<String>();
        final String[] outcome = new String[1];
        Thread getter = new Thread(new Runnable() {
            public void run() {
                try {
                    outcome[0] = slow.get();
                } catch (InterruptedException e) {
                    outcome[0] = "InterruptedException, flag=" + Thread.currentThread().isInterrupted();
                } catch (ExecutionException e) {
                    outcome[0] = "ExecutionException";
                }
            }
        });
        getter.start();
        awaitDependents(slow, 1);
        getter.interrupt();
        getter.join();
        System.out.println("interrupted get: " + outcome[0] + " deps=" + slow.getNumberOfDependents());
        Thread joiner = new Thread(new Runnable() {
            public void run() {
                String v = slow.join();
                outcome[0] = v + ", flag=" + Thread.currentThread().isInterrupted();
            }
        });
        joiner.start();
        awaitDependents(slow, 1);
        joiner.interrupt();
        while (joiner.getState() != Thread.State.WAITING && joiner.isAlive()) {
            Thread.yield();
        }
        slow.complete("joined despite interrupt");
        joiner.join();
        System.out.println("interrupted join: " + outcome[0]);
        Thread.currentThread().interrupt();
        try {
            new CompletableFuture<String>().get();
        } catch (InterruptedException e) {
            System.out.println("get with interrupt pending: InterruptedException, flag=" + Thread.currentThread().isInterrupted());
        }

        // racing completions: exactly one wins
        for (int round = 0; round < 3; round++) {
            final CompletableFuture<Integer> race = new CompletableFuture<Integer>();
            final AtomicInteger winners = new AtomicInteger();
            final AtomicInteger fired = new AtomicInteger();
            race.whenComplete((v, t) -> fired.incrementAndGet());
            Thread[] ts = new Thread[4];
            for (int i = 0; i < ts.length; i++) {
                final int k = i;
                ts[i] = new Thread(new Runnable() {
                    public void run() {
                        if (k % 2 == 0 ? race.complete(k) : race.completeExceptionally(new RuntimeException("r" + k))) {
                            winners.incrementAndGet();
                        }
                    }
                });
                ts[i].start();
            }
            for (Thread t : ts) {
                t.join();
            }
            System.out.println("round " + round + ": winners=" + winners.get() + " fired=" + fired.get() + " done=" + race.isDone());
        }

        // a chain of async stages, each in a new thread (or the common pool), ends in order
        CompletableFuture<List<Integer>> chain = CompletableFuture.supplyAsync(() -> new ArrayList<Integer>());
        for (int i = 0; i < 10; i++) {
            final int k = i;
            chain = chain.thenApplyAsync(list -> {
                list.add(k);
                return list;
            });
        }
        System.out.println("async chain " + chain.get(10, TimeUnit.SECONDS));
        CompletableFuture<Integer>[] many = newArray(20);
        for (int i = 0; i < many.length; i++) {
            final int k = i;
            many[i] = CompletableFuture.supplyAsync(() -> k * k);
        }
        CompletableFuture.allOf(many).join();
        int sum = 0;
        for (CompletableFuture<Integer> m : many) {
            sum += m.getNow(-1000);
        }
        System.out.println("20 async squares sum " + sum);
        ExecutorService custom = Executors.newFixedThreadPool(2);
        CompletableFuture<String> onPool = CompletableFuture.supplyAsync(() -> "pooled", custom)
                .thenApplyAsync(s -> s + "+more", custom);
        System.out.println("fixed pool: " + onPool.get());
        custom.shutdown();
        try {
            CompletableFuture.supplyAsync(() -> "x", custom);
        } catch (RejectedExecutionException e) {
            System.out.println("supplyAsync on shut pool: " + e.getClass().getName());
        }
        CompletableFuture<String> rejected = CompletableFuture.completedFuture("y").thenApplyAsync(s -> s, custom);
        System.out.println("thenApplyAsync on shut pool: " + state(rejected).replaceAll("@[0-9a-f]+", "@X").replaceAll("\\[Task .*", "").substring(0, 60));
        System.out.println("awaitTermination " + custom.awaitTermination(5, TimeUnit.SECONDS));
    }

    @SuppressWarnings("unchecked")
    static CompletableFuture<Integer>[] newArray(int n) {
        return (CompletableFuture<Integer>[]) new CompletableFuture<?>[n];
    }
}
