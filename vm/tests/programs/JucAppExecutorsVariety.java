import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;

// The Executors factory methods side by side as a tutorial shows them: the default thread
// factory's "pool-N-thread-M" names (this is the program's first pool), newSingleThreadExecutor
// running tasks in submission order, newCachedThreadPool reusing an idle thread,
// Executors.callable adapters, unconfigurableExecutorService hiding the ThreadPoolExecutor,
// the ExecutorService lifecycle flags, and an Executor that runs tasks in the caller.
public class JucAppExecutorsVariety {
    public static void main(String[] args) throws Exception {
        ExecutorService fixed = Executors.newFixedThreadPool(2);
        final CyclicBarrier both = new CyclicBarrier(2);
        Callable<String> name = new Callable<String>() {
            public String call() throws Exception {
                both.await();
                Thread t = Thread.currentThread();
                return t.getName() + " daemon=" + t.isDaemon() + " prio=" + t.getPriority() + " group=" + t.getThreadGroup().getName();
            }
        };
        Set<String> names = new TreeSet<String>();
        for (Future<String> f : fixed.invokeAll(Arrays.asList(name, name))) names.add(f.get());
        System.out.println("fixed pool threads " + names);
        fixed.shutdown();

        ExecutorService single = Executors.newSingleThreadExecutor();
        final StringBuffer order = new StringBuffer();
        for (int i = 0; i < 10; i++) {
            final int n = i;
            single.execute(new Runnable() {
                public void run() {
                    order.append(n);
                }
            });
        }
        String singleName = single.submit(new Callable<String>() {
            public String call() {
                return Thread.currentThread().getName();
            }
        }).get();
        System.out.println("single order " + order + " on " + singleName);
        System.out.println("single is ThreadPoolExecutor: " + (single instanceof ThreadPoolExecutor));
        single.shutdown();

        ExecutorService cached = Executors.newCachedThreadPool();
        final Thread[] worker = new Thread[1];
        Future<String> first = cached.submit(new Callable<String>() {
            public String call() {
                worker[0] = Thread.currentThread();
                return Thread.currentThread().getName();
            }
        });
        String t1 = first.get();
        // Wait until the finished worker is idle again: parked in its timed poll of the
        // SynchronousQueue (otherwise the next offer finds no taker and a new thread starts).
        ThreadPoolExecutor tpe = (ThreadPoolExecutor) cached;
        while (worker[0].getState() != Thread.State.TIMED_WAITING) Thread.yield();
        String t2 = cached.submit(new Callable<String>() {
            public String call() {
                return Thread.currentThread().getName();
            }
        }).get();
        System.out.println("cached reused idle thread " + t1.equals(t2) + " largest " + tpe.getLargestPoolSize()
                + " core " + tpe.getCorePoolSize() + " max is MAX_VALUE " + (tpe.getMaximumPoolSize() == Integer.MAX_VALUE)
                + " keepAlive " + tpe.getKeepAliveTime(TimeUnit.SECONDS));
        cached.shutdown();

        final AtomicInteger ran = new AtomicInteger();
        Callable<Object> c1 = Executors.callable(new Runnable() {
            public void run() {
                ran.incrementAndGet();
            }
        });
        Callable<String> c2 = Executors.callable(new Runnable() {
            public void run() {
                ran.incrementAndGet();
            }
        }, "result");
        System.out.println("callable " + c1.call() + " " + c2.call() + " ran " + ran.get());

        ExecutorService wrapped = Executors.unconfigurableExecutorService(Executors.newFixedThreadPool(1));
        System.out.println("wrapped is ThreadPoolExecutor: " + (wrapped instanceof ThreadPoolExecutor) + " result "
                + wrapped.submit(new Callable<Integer>() {
                    public Integer call() {
                        return 6 * 7;
                    }
                }).get());
        System.out.println("before shutdown: shutdown " + wrapped.isShutdown() + " terminated " + wrapped.isTerminated());
        wrapped.shutdown();
        System.out.println("after: terminated " + wrapped.awaitTermination(5, TimeUnit.SECONDS) + " shutdownNow " + wrapped.shutdownNow());

        Executor direct = new Executor() {
            public void execute(Runnable r) {
                r.run();
            }
        };
        final String[] where = new String[1];
        direct.execute(new Runnable() {
            public void run() {
                where[0] = Thread.currentThread().getName();
            }
        });
        System.out.println("direct executor ran in " + where[0]);
        ThreadFactory df = Executors.defaultThreadFactory();
        Thread made = df.newThread(new Runnable() {
            public void run() {
            }
        });
        System.out.println("default factory thread " + made.getName() + " state " + made.getState());
        System.out.println("all terminated " + fixed.awaitTermination(5, TimeUnit.SECONDS) + single.awaitTermination(5, TimeUnit.SECONDS)
                + cached.awaitTermination(5, TimeUnit.SECONDS));
        try {
            Executors.newFixedThreadPool(0);
        } catch (IllegalArgumentException e) {
            System.out.println("newFixedThreadPool(0): IllegalArgumentException");
        }
    }
}
