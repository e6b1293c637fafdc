import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

// Thread pools from Executors computing exact sums (fixed, cached, single-thread: FIFO order and
// one thread), thread names from the default factory, pool statistics after termination,
// prestarting core threads, configuration setters and their exceptions, the beforeExecute /
// afterExecute / terminated hooks, and the unconfigurable wrappers.
public class JucExecPools {
    static String state(Object pool) {
        String s = pool.toString();
        return s.substring(s.indexOf('['));
    }

    static long sumTo(ExecutorService pool, int tasks, final int per) throws Exception {
        List<Future<Long>> fs = new ArrayList<Future<Long>>();
        for (int t = 0; t < tasks; t++) {
            final int base = t * per;
            fs.add(pool.submit(new Callable<Long>() {
                public Long call() {
                    long s = 0;
                    for (int i = 1; i <= per; i++) {
                        s += base + i;
                    }
                    return s;
                }
            }));
        }
        long total = 0;
        for (Future<Long> f : fs) {
            total += f.get();
        }
        return total;
    }

    static class Hooked extends ThreadPoolExecutor {
        final List<String> events = Collections.synchronizedList(new ArrayList<String>());
        final CountDownLatch terminatedLatch = new CountDownLatch(1);

        Hooked() {
            super(1, 1, 0L, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<Runnable>());
        }

        protected void beforeExecute(Thread t, Runnable r) {
            events.add("before " + r + " on " + t.getName());
        }

        protected void afterExecute(Runnable r, Throwable t) {
            events.add("after " + r + " thrown=" + t);
        }

        protected void terminated() {
            events.add("terminated, isTerminating=" + isTerminating() + " isTerminated=" + isTerminated());
            terminatedLatch.countDown();
        }
    }

    static final class Step implements Runnable {
        final String name;
        final List<String> log;

        Step(String name, List<String> log) {
            this.name = name;
            this.log = log;
        }

        public void run() {
            log.add(name);
        }

        public String toString() {
            return name;
        }
    }

    public static void main(String[] args) throws Exception {
        // Fixed pool.
        ThreadPoolExecutor fixed = (ThreadPoolExecutor) Executors.newFixedThreadPool(4);
        System.out.println("fixed new: " + state(fixed) + " core=" + fixed.getCorePoolSize() + " max="
                + fixed.getMaximumPoolSize() + " keepAlive=" + fixed.getKeepAliveTime(TimeUnit.MILLISECONDS));
        System.out.println("fixed sum = " + sumTo(fixed, 100, 1000));
        // (completed counts lag behind get(): a worker counts a task after it returns)
        System.out.println("fixed largest=" + fixed.getLargestPoolSize() + " poolSize=" + fixed.getPoolSize());
        final Set<String> names = Collections.synchronizedSet(new TreeSet<String>());
        final CountDownLatch four = new CountDownLatch(4);
        for (int i = 0; i < 4; i++) {
            fixed.execute(new Runnable() {
                public void run() {
                    names.add(Thread.currentThread().getName() + " daemon=" + Thread.currentThread().isDaemon()
                            + " prio=" + Thread.currentThread().getPriority());
                    four.countDown();
                    try {
                        four.await();
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                }
            });
        }
        four.await();
        System.out.println("fixed threads: " + names);
        fixed.shutdown();
        System.out.println("fixed shutdown: isShutdown=" + fixed.isShutdown());
        System.out.println("fixed awaitTermination = " + fixed.awaitTermination(10, TimeUnit.SECONDS)
                + " isTerminating=" + fixed.isTerminating() + " isTerminated=" + fixed.isTerminated());
        System.out.println("fixed after: poolSize=" + fixed.getPoolSize() + " active=" + fixed.getActiveCount()
                + " completed=" + fixed.getCompletedTaskCount() + " taskCount=" + fixed.getTaskCount() + " queue="
                + fixed.getQueue().size());

        // Cached pool.
        ExecutorService cached = Executors.newCachedThreadPool();
        System.out.println("cached sum = " + sumTo(cached, 50, 2000));
        ThreadPoolExecutor ctpe = (ThreadPoolExecutor) cached;
        System.out.println("cached core=" + ctpe.getCorePoolSize() + " max=" + ctpe.getMaximumPoolSize() + " keepAlive="
                + ctpe.getKeepAliveTime(TimeUnit.SECONDS) + " queue=" + ctpe.getQueue().getClass().getSimpleName());
        cached.shutdown();
        System.out.println("cached terminated = " + cached.awaitTermination(10, TimeUnit.SECONDS));

        // Single thread: FIFO, one thread.
        ExecutorService single = Executors.newSingleThreadExecutor();
        final List<String> order = new ArrayList<String>();
        final Set<String> singleNames = new TreeSet<String>();
        for (int i = 0; i < 20; i++) {
            final int k = i;
            single.execute(new Runnable() {
                public void run() {
                    order.add("t" + k);
                    singleNames.add(Thread.currentThread().getName());
                }
            });
        }
        System.out.println("single is a ThreadPoolExecutor: " + (single instanceof ThreadPoolExecutor));
        System.out.println("single sum = " + sumTo(single, 10, 100));
        single.shutdown();
        System.out.println("single terminated = " + single.awaitTermination(10, TimeUnit.SECONDS));
        System.out.println("single order: " + order);
        System.out.println("single threads: " + singleNames);

        // Custom thread factory and prestart.
        final AtomicInteger made = new AtomicInteger();
        ThreadFactory tf = new ThreadFactory() {
            public Thread newThread(Runnable r) {
                Thread t = new Thread(r, "custom-" + made.incrementAndGet());
                t.setDaemon(true);
                return t;
            }
        };
        ThreadPoolExecutor custom = new ThreadPoolExecutor(3, 5, 1, TimeUnit.SECONDS,
                new LinkedBlockingQueue<Runnable>(), tf);
        System.out.println("prestartCoreThread = " + custom.prestartCoreThread() + " poolSize=" + custom.getPoolSize());
        System.out.println("prestartAllCoreThreads = " + custom.prestartAllCoreThreads() + " poolSize="
                + custom.getPoolSize() + " again=" + custom.prestartAllCoreThreads() + " prestartCoreThread="
                + custom.prestartCoreThread());
        System.out.println("threads made = " + made.get() + " factory same = " + (custom.getThreadFactory() == tf));
        Future<String> who = custom.submit(new Callable<String>() {
            public String call() {
                return Thread.currentThread().getName().substring(0, 7) + " daemon=" + Thread.currentThread().isDaemon();
            }
        });
        System.out.println("ran on " + who.get());
        custom.setCorePoolSize(4);
        custom.setMaximumPoolSize(6);
        custom.setKeepAliveTime(250, TimeUnit.MILLISECONDS);
        System.out.println("resized core=" + custom.getCorePoolSize() + " max=" + custom.getMaximumPoolSize()
                + " keepAlive(us)=" + custom.getKeepAliveTime(TimeUnit.MICROSECONDS)
                + " allowsCoreThreadTimeOut=" + custom.allowsCoreThreadTimeOut());
        custom.allowCoreThreadTimeOut(true);
        System.out.println("allowsCoreThreadTimeOut=" + custom.allowsCoreThreadTimeOut());
        try {
            custom.setKeepAliveTime(0, TimeUnit.SECONDS);
        } catch (IllegalArgumentException e) {
            System.out.println("setKeepAliveTime(0) -> IAE: " + e.getMessage());
        }
        try {
            custom.setCorePoolSize(7);
        } catch (IllegalArgumentException e) {
            System.out.println("setCorePoolSize(7) -> IAE: " + e.getMessage());
        }
        try {
            custom.setMaximumPoolSize(0);
        } catch (IllegalArgumentException e) {
            System.out.println("setMaximumPoolSize(0) -> IAE: " + e.getMessage());
        }
        try {
            custom.setThreadFactory(null);
        } catch (NullPointerException e) {
            System.out.println("setThreadFactory(null) -> NPE");
        }
        try {
            custom.setRejectedExecutionHandler(null);
        } catch (NullPointerException e) {
            System.out.println("setRejectedExecutionHandler(null) -> NPE");
        }
        System.out.println("default handler: " + custom.getRejectedExecutionHandler().getClass().getName());
        // With core timeout, idle workers leave: wait until the pool is empty.
        long deadline = System.currentTimeMillis() + 20000;
        while (custom.getPoolSize() > 0 && System.currentTimeMillis() < deadline) {
            Thread.sleep(20);
        }
        System.out.println("after keep-alive: poolSize=" + custom.getPoolSize() + " largest=" + custom.getLargestPoolSize());
        custom.shutdown();
        System.out.println("custom terminated = " + custom.awaitTermination(10, TimeUnit.SECONDS));

        ThreadPoolExecutor zeroKeep = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<Runnable>());
        try {
            zeroKeep.allowCoreThreadTimeOut(true);
        } catch (IllegalArgumentException e) {
            System.out.println("allowCoreThreadTimeOut with 0 keep-alive -> IAE: " + e.getMessage());
        }
        zeroKeep.shutdown();
        System.out.println("never-started pool: " + state(zeroKeep) + " awaitTermination(0)="
                + zeroKeep.awaitTermination(0, TimeUnit.SECONDS));

        // Constructor checks.
        int[][] bad = { { -1, 1, 0 }, { 1, 0, 0 }, { 2, 1, 0 }, { 1, 1, -1 } };
        for (int[] b : bad) {
            try {
                new ThreadPoolExecutor(b[0], b[1], b[2], TimeUnit.SECONDS, new LinkedBlockingQueue<Runnable>());
                System.out.println("accepted " + Arrays.toString(b));
            } catch (IllegalArgumentException e) {
                System.out.println("rejected " + Arrays.toString(b) + " -> " + e.getClass().getName() + ": " + e.getMessage());
            }
        }
        try {
            new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, null);
        } catch (NullPointerException e) {
            System.out.println("null queue -> NPE");
        }
        try {
            Executors.newFixedThreadPool(0);
        } catch (IllegalArgumentException e) {
            System.out.println("newFixedThreadPool(0) -> IAE");
        }

        // Hooks.
        Hooked hooked = new Hooked();
        final List<String> log = Collections.synchronizedList(new ArrayList<String>());
        hooked.execute(new Step("a", log));
        hooked.execute(new Step("b", log));
        Future<?> hf = hooked.submit(new Step("c", log));
        hf.get();
        hooked.shutdown();
        hooked.terminatedLatch.await();
        System.out.println("hooked awaitTermination = " + hooked.awaitTermination(10, TimeUnit.SECONDS));
        for (String e : hooked.events) {
            System.out.println("  " + e.replaceAll("@[0-9a-f]+", "@H"));
        }
        System.out.println("log: " + log + " completed=" + hooked.getCompletedTaskCount());

        // Unconfigurable wrappers.
        ExecutorService wrapped = Executors.unconfigurableExecutorService(Executors.newFixedThreadPool(2));
        System.out.println("unconfigurable is ThreadPoolExecutor: " + (wrapped instanceof ThreadPoolExecutor));
        System.out.println("unconfigurable sum = " + sumTo(wrapped, 8, 10));
        List<Future<Integer>> all = wrapped.invokeAll(Arrays.<Callable<Integer>>asList(new Callable<Integer>() {
            public Integer call() {
                return 1;
            }
        }, new Callable<Integer>() {
            public Integer call() {
                return 2;
            }
        }));
        System.out.println("wrapped invokeAll = " + all.get(0).get() + "," + all.get(1).get());
        wrapped.shutdown();
        System.out.println("wrapped: shutdown=" + wrapped.isShutdown() + " terminated="
                + wrapped.awaitTermination(10, TimeUnit.SECONDS) + " " + wrapped.isTerminated());
        try {
            Executors.unconfigurableExecutorService(null);
        } catch (NullPointerException e) {
            System.out.println("unconfigurable(null) -> NPE");
        }
        ThreadFactory df = Executors.defaultThreadFactory();
        Thread t = df.newThread(new Runnable() {
            public void run() {
            }
        });
        System.out.println("defaultThreadFactory: " + t.getName() + " daemon=" + t.isDaemon() + " state=" + t.getState());
        Thread t2 = df.newThread(null);
        System.out.println("second thread: " + t2.getName());
    }
}
