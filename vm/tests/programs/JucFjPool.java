import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;

// ForkJoinPool as an ExecutorService: submit (Callable, Runnable, Runnable+result, a task),
// execute, invokeAll, worker thread names, a custom worker factory (onStart/onTermination),
// asyncMode, awaitQuiescence, managedBlock, constructor checks, shutdown (rejecting new tasks,
// finishing queued ones) and shutdownNow, awaitTermination, and the common pool's immunity to
// shutdown.
public class JucFjPool {
    static final class Counter extends RecursiveAction {
        final AtomicInteger sink;
        final int n;

        Counter(AtomicInteger sink, int n) {
            this.sink = sink;
            this.n = n;
        }

        protected void compute() {
            if (n <= 1) {
                sink.incrementAndGet();
                return;
            }
            invokeAll(new Counter(sink, n / 2), new Counter(sink, n - n / 2));
        }
    }

    static final class CountingFactory implements ForkJoinPool.ForkJoinWorkerThreadFactory {
        final AtomicInteger started = new AtomicInteger();
        final AtomicInteger ended = new AtomicInteger();

        public ForkJoinWorkerThread newThread(ForkJoinPool pool) {
            return new ForkJoinWorkerThread(pool) {
                protected void onStart() {
                    super.onStart();
                    started.incrementAndGet();
                }

                protected void onTermination(Throwable exception) {
                    ended.incrementAndGet();
                    super.onTermination(exception);
                }
            };
        }
    }

    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = new ForkJoinPool(1);
        System.out.println("initial: size=" + pool.getPoolSize() + " active=" + pool.getActiveThreadCount()
                + " quiescent=" + pool.isQuiescent() + " shutdown=" + pool.isShutdown() + " terminated=" + pool.isTerminated()
                + " async=" + pool.getAsyncMode() + " handler=" + pool.getUncaughtExceptionHandler()
                + " factory default=" + (pool.getFactory() == ForkJoinPool.defaultForkJoinWorkerThreadFactory));

        ForkJoinTask<String> name = pool.submit(new Callable<String>() {
            public String call() {
                return Thread.currentThread().getName();
            }
        });
        System.out.println("worker name " + name.get());
        ForkJoinPool pool2 = new ForkJoinPool(1);
        System.out.println("second pool worker " + pool2.submit(new Callable<String>() {
            public String call() {
                return Thread.currentThread().getName() + " daemon=" + Thread.currentThread().isDaemon();
            }
        }).get());
        pool2.shutdown();
        System.out.println("second pool terminated " + pool2.awaitTermination(5, TimeUnit.SECONDS));

        final AtomicInteger n = new AtomicInteger();
        ForkJoinTask<?> r = pool.submit(new Runnable() {
            public void run() {
                n.addAndGet(3);
            }
        });
        System.out.println("submit(Runnable) get=" + r.get() + " n=" + n.get());
        ForkJoinTask<String> rr = pool.submit(new Runnable() {
            public void run() {
                n.addAndGet(4);
            }
        }, "fixed");
        System.out.println("submit(Runnable, T) get=" + rr.get() + " n=" + n.get());
        final CountDownLatch ran = new CountDownLatch(1);
        pool.execute(new Runnable() {
            public void run() {
                n.addAndGet(100);
                ran.countDown();
            }
        });
        ran.await();
        System.out.println("execute(Runnable) n=" + n.get());
        AtomicInteger leaves = new AtomicInteger();
        Counter counter = new Counter(leaves, 300);
        System.out.println("submit(task) same=" + (pool.submit(counter) == counter) + " get=" + counter.get() + " leaves=" + leaves.get());
        AtomicInteger leaves2 = new AtomicInteger();
        Counter counter2 = new Counter(leaves2, 77);
        pool.execute(counter2);
        counter2.join();
        System.out.println("execute(task) leaves=" + leaves2.get());

        List<Callable<Integer>> calls = new ArrayList<Callable<Integer>>();
        for (int i = 1; i <= 5; i++) {
            final int k = i;
            calls.add(new Callable<Integer>() {
                public Integer call() throws Exception {
                    if (k == 4) {
                        throw new Exception("four");
                    }
                    return k * k;
                }
            });
        }
        List<Future<Integer>> futures = pool.invokeAll(calls);
        for (Future<Integer> f : futures) {
            try {
                System.out.println("invokeAll done=" + f.isDone() + " value=" + f.get());
            } catch (ExecutionException e) {
                System.out.println("invokeAll done=" + f.isDone() + " failed: " + e.getCause().getClass().getName()
                        + " / " + e.getCause().getCause().getMessage());
            }
        }

        // quiescence
        final AtomicInteger spread = new AtomicInteger();
        for (int i = 0; i < 20; i++) {
            pool.execute(new Counter(spread, 10));
        }
        System.out.println("awaitQuiescence " + pool.awaitQuiescence(10, TimeUnit.SECONDS) + " spread=" + spread.get()
                + " quiescent=" + pool.isQuiescent() + " queued=" + pool.getQueuedTaskCount()
                + " submissions=" + pool.getQueuedSubmissionCount() + " hasSubmissions=" + pool.hasQueuedSubmissions());
        // How many workers exist now is timing: HotSpot may have added a spare for a blocked
        // join (1 or 2 in repeated runs). That there is one is not.
        System.out.println("steals nonnegative " + (pool.getStealCount() >= 0) + " has workers " + (pool.getPoolSize() >= 1));

        // managedBlock
        final CountDownLatch gate = new CountDownLatch(1);
        final StringBuilder log = new StringBuilder();
        ForkJoinTask<String> blocked = pool.submit(new Callable<String>() {
            public String call() throws Exception {
                ForkJoinPool.managedBlock(new ForkJoinPool.ManagedBlocker() {
                    public boolean block() throws InterruptedException {
                        gate.await();
                        return true;
                    }

                    public boolean isReleasable() {
                        return gate.getCount() == 0;
                    }
                });
                return "released";
            }
        });
        gate.countDown();
        System.out.println("managedBlock " + blocked.get());
        ForkJoinPool.managedBlock(new ForkJoinPool.ManagedBlocker() {
            int calls;

            public boolean block() {
                log.append("block").append(++calls).append(' ');
                return calls == 2;
            }

            public boolean isReleasable() {
                log.append("releasable? ");
                return false;
            }
        });
        System.out.println("managedBlock outside: " + log);

        // constructor checks
        try {
            new ForkJoinPool(0);
        } catch (IllegalArgumentException e) {
            System.out.println("parallelism 0: " + e.getClass().getName() + " " + e.getMessage());
        }
        try {
            new ForkJoinPool(1, null, null, false);
        } catch (NullPointerException e) {
            System.out.println("null factory: NPE");
        }

        // custom factory, asyncMode (FIFO local order)
        CountingFactory cf = new CountingFactory();
        final List<Integer> order = Collections.synchronizedList(new ArrayList<Integer>());
        ForkJoinPool fifo = new ForkJoinPool(1, cf, null, true);
        fifo.invoke(new RecursiveAction() {
            protected void compute() {
                for (int i = 0; i < 5; i++) {
                    final int k = i;
                    new RecursiveAction() {
                        protected void compute() {
                            order.add(k);
                        }
                    }.fork();
                }
                helpQuiesce();
            }
        });
        System.out.println("asyncMode order " + order + " async=" + fifo.getAsyncMode());
        order.clear();
        ForkJoinPool lifo = new ForkJoinPool(1);
        lifo.invoke(new RecursiveAction() {
            protected void compute() {
                for (int i = 0; i < 5; i++) {
                    final int k = i;
                    new RecursiveAction() {
                        protected void compute() {
                            order.add(k);
                        }
                    }.fork();
                }
                helpQuiesce();
            }
        });
        System.out.println("lifo order " + order);
        lifo.shutdown();
        fifo.shutdown();
        System.out.println("fifo terminated " + fifo.awaitTermination(5, TimeUnit.SECONDS) + " started=" + cf.started.get()
                + " ended=" + cf.ended.get());

        // shutdown: queued work still runs, new work is rejected
        final CountDownLatch hold = new CountDownLatch(1);
        final AtomicInteger after = new AtomicInteger();
        ForkJoinTask<String> holding = pool.submit(new Callable<String>() {
            public String call() throws Exception {
                hold.await();
                return "held";
            }
        });
        ForkJoinTask<?> queued = pool.submit(new Runnable() {
            public void run() {
                after.incrementAndGet();
            }
        });
        pool.shutdown();
        System.out.println("after shutdown: shutdown=" + pool.isShutdown() + " terminated=" + pool.isTerminated()
                + " awaitTermination(20ms)=" + pool.awaitTermination(20, TimeUnit.MILLISECONDS));
        try {
            pool.execute(new Runnable() {
                public void run() {
                }
            });
            System.out.println("not rejected?");
        } catch (RejectedExecutionException e) {
            System.out.println("rejected: " + e.getClass().getName());
        }
        hold.countDown();
        System.out.println("holding " + holding.get() + " queued " + queued.get() + " after=" + after.get());
        System.out.println("awaitTermination " + pool.awaitTermination(10, TimeUnit.SECONDS) + " terminated=" + pool.isTerminated()
                + " size=" + pool.getPoolSize());
        pool.shutdown();
        System.out.println("shutdownNow on terminated " + pool.shutdownNow());

        // shutdownNow cancels what is queued
        ForkJoinPool now = new ForkJoinPool(1);
        final CountDownLatch block = new CountDownLatch(1);
        final CountDownLatch inside = new CountDownLatch(1);
        ForkJoinTask<String> running = now.submit(new Callable<String>() {
            public String call() throws Exception {
                inside.countDown();
                try {
                    block.await();
                    return "not interrupted";
                } catch (InterruptedException e) {
                    return "interrupted";
                }
            }
        });
        inside.await();
        ForkJoinTask<String> waiting = now.submit(new Callable<String>() {
            public String call() {
                return "ran";
            }
        });
        List<Runnable> pending = now.shutdownNow();
        System.out.println("shutdownNow list " + pending.size() + " waiting cancelled=" + waiting.isCancelled()
                + " terminated=" + now.awaitTermination(10, TimeUnit.SECONDS));
        try {
            System.out.println("running " + running.get());
        } catch (CancellationException e) {
            System.out.println("running cancelled");
        }

        // an exception in execute(Runnable) goes to the worker's handler; the worker lives on
        final CountDownLatch handled = new CountDownLatch(1);
        final String[] report = new String[1];
        ForkJoinPool withHandler = new ForkJoinPool(1, ForkJoinPool.defaultForkJoinWorkerThreadFactory,
                new Thread.UncaughtExceptionHandler() {
                    public void uncaughtException(Thread t, Throwable e) {
                        report[0] = "handler: " + e.getClass().getName() + ": " + e.getMessage() + " on " + t.getName();
                        handled.countDown();
                    }
                }, false);
        ForkJoinTask<Thread> firstWorker = withHandler.submit(new Callable<Thread>() {
            public Thread call() {
                return Thread.currentThread();
            }
        });
        Thread w1 = firstWorker.get();
        withHandler.execute(new Runnable() {
            public void run() {
                throw new IllegalStateException("thrown by execute");
            }
        });
        handled.await();
        System.out.println(report[0] + " handler set=" + (withHandler.getUncaughtExceptionHandler() != null));
        System.out.println("same worker after: " + (withHandler.submit(new Callable<Thread>() {
            public Thread call() {
                return Thread.currentThread();
            }
        }).get() == w1) + " size=" + withHandler.getPoolSize());
        withHandler.shutdown();
        System.out.println("handler pool terminated " + withHandler.awaitTermination(5, TimeUnit.SECONDS));

        // the common pool ignores shutdown
        ForkJoinPool common = ForkJoinPool.commonPool();
        common.shutdown();
        common.shutdownNow();
        System.out.println("common: shutdown=" + common.isShutdown() + " terminated=" + common.isTerminated()
                + " awaitTermination=" + common.awaitTermination(10, TimeUnit.MILLISECONDS)
                + " works=" + common.invoke(new RecursiveTask<Integer>() {
                    protected Integer compute() {
                        return 42;
                    }
                }));
    }
}
