import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;

// A thread pool with a custom ThreadFactory naming its threads ("worker-1", ...) and making
// them daemons, as in many answers; a fixed pool of 3 whose three tasks meet at a barrier, so
// all three threads exist; then ThreadPoolExecutor built by hand with a bounded queue and the
// rejection policies (Abort's message shape is checked, CallerRuns runs in main, Discard and
// DiscardOldest); getPoolSize/getCompletedTaskCount/getLargestPoolSize after the fact.
public class JucAppNamedThreadPool {
    static class NamedFactory implements ThreadFactory {
        private final AtomicInteger n = new AtomicInteger();
        private final String prefix;
        final List<String> created = Collections.synchronizedList(new ArrayList<String>());

        NamedFactory(String prefix) {
            this.prefix = prefix;
        }

        public Thread newThread(Runnable r) {
            Thread t = new Thread(r, prefix + "-" + n.incrementAndGet());
            t.setDaemon(true);
            created.add(t.getName());
            return t;
        }
    }

    public static void main(String[] args) throws Exception {
        NamedFactory f = new NamedFactory("worker");
        ExecutorService pool = Executors.newFixedThreadPool(3, f);
        final CyclicBarrier meet = new CyclicBarrier(3);
        List<Future<String>> names = new ArrayList<Future<String>>();
        for (int i = 0; i < 3; i++) {
            names.add(pool.submit(new Callable<String>() {
                public String call() throws Exception {
                    meet.await();
                    Thread t = Thread.currentThread();
                    return t.getName() + (t.isDaemon() ? " daemon" : "");
                }
            }));
        }
        Set<String> seen = new TreeSet<String>();
        for (Future<String> fu : names) seen.add(fu.get());
        System.out.println("threads " + seen);
        // More tasks reuse the same three threads.
        final Set<String> reused = Collections.synchronizedSet(new TreeSet<String>());
        List<Callable<Void>> more = new ArrayList<Callable<Void>>();
        for (int i = 0; i < 20; i++) {
            more.add(new Callable<Void>() {
                public Void call() {
                    reused.add(Thread.currentThread().getName());
                    return null;
                }
            });
        }
        pool.invokeAll(more);
        System.out.println("subset of created " + f.created.containsAll(reused) + " created " + f.created.size());
        pool.shutdown();
        pool.awaitTermination(5, TimeUnit.SECONDS);

        NamedFactory f2 = new NamedFactory("bounded");
        final CountDownLatch release = new CountDownLatch(1);
        final CountDownLatch started = new CountDownLatch(2);
        ThreadPoolExecutor tpe = new ThreadPoolExecutor(1, 2, 1, TimeUnit.SECONDS,
                new ArrayBlockingQueue<Runnable>(1), f2);
        Runnable blocker = new Runnable() {
            public void run() {
                started.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }

            public String toString() {
                return "blocker";
            }
        };
        tpe.execute(blocker); // core thread
        tpe.execute(blocker); // queued
        tpe.execute(blocker); // second thread (max)
        started.await();
        System.out.println("pool size " + tpe.getPoolSize() + " queue " + tpe.getQueue().size() + " active " + tpe.getActiveCount());
        try {
            tpe.execute(new Runnable() {
                public void run() {
                }

                public String toString() {
                    return "fourth";
                }
            });
        } catch (RejectedExecutionException e) {
            String m = e.getMessage();
            System.out.println("rejected: starts with 'Task fourth rejected from java.util.concurrent.ThreadPoolExecutor@' "
                    + m.startsWith("Task fourth rejected from java.util.concurrent.ThreadPoolExecutor@")
                    + " ends " + m.substring(m.indexOf('[')));
        }
        tpe.setRejectedExecutionHandler(new ThreadPoolExecutor.CallerRunsPolicy());
        final String[] ranIn = new String[1];
        tpe.execute(new Runnable() {
            public void run() {
                ranIn[0] = Thread.currentThread().getName();
            }
        });
        System.out.println("caller runs in " + ranIn[0]);
        tpe.setRejectedExecutionHandler(new ThreadPoolExecutor.DiscardPolicy());
        tpe.execute(new Runnable() {
            public void run() {
                System.out.println("discarded task ran?!");
            }
        });
        final AtomicInteger newer = new AtomicInteger();
        tpe.setRejectedExecutionHandler(new ThreadPoolExecutor.DiscardOldestPolicy());
        tpe.execute(new Runnable() {
            public void run() {
                newer.incrementAndGet();
            }
        });
        System.out.println("queue after discard-oldest " + tpe.getQueue().size());
        release.countDown();
        tpe.shutdown();
        System.out.println("terminated " + tpe.awaitTermination(5, TimeUnit.SECONDS) + " newer ran " + newer.get()
                + " completed " + tpe.getCompletedTaskCount() + " largest " + tpe.getLargestPoolSize()
                + " threads " + f2.created);
        // (The pool size in toString is racy after termination: workers leave the set after the
        // count reaches zero.)
        System.out.println("final " + tpe.toString().substring(tpe.toString().indexOf('[')).replaceAll("pool size = \\d+", "pool size = ?"));
    }
}
