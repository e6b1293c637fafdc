import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;

// The Memoizer from "Java Concurrency in Practice" (ch. 5.6): a ConcurrentHashMap of
// Future<V>, putIfAbsent of a FutureTask so that each argument is computed exactly once even
// when many threads ask at the same moment; a failed computation is removed so it can be
// retried; and the BoundedHashSet built on a Semaphore. Also computeIfAbsent as the modern
// one-liner.
public class JucAppMemoizer {
    interface Computable<A, V> {
        V compute(A arg) throws InterruptedException;
    }

    static class Memoizer<A, V> implements Computable<A, V> {
        private final ConcurrentMap<A, Future<V>> cache = new ConcurrentHashMap<A, Future<V>>();
        private final Computable<A, V> c;

        Memoizer(Computable<A, V> c) {
            this.c = c;
        }

        public V compute(final A arg) throws InterruptedException {
            while (true) {
                Future<V> f = cache.get(arg);
                if (f == null) {
                    Callable<V> eval = new Callable<V>() {
                        public V call() throws InterruptedException {
                            return c.compute(arg);
                        }
                    };
                    FutureTask<V> ft = new FutureTask<V>(eval);
                    f = cache.putIfAbsent(arg, ft);
                    if (f == null) {
                        f = ft;
                        ft.run();
                    }
                }
                try {
                    return f.get();
                } catch (CancellationException e) {
                    cache.remove(arg, f);
                } catch (ExecutionException e) {
                    cache.remove(arg, f);
                    Throwable t = e.getCause();
                    if (t instanceof RuntimeException) throw (RuntimeException) t;
                    throw new IllegalStateException("Not unchecked", t);
                }
            }
        }
    }

    static class BoundedHashSet<T> {
        private final Set<T> set;
        private final Semaphore sem;

        BoundedHashSet(int bound) {
            this.set = Collections.synchronizedSet(new HashSet<T>());
            sem = new Semaphore(bound);
        }

        boolean add(T o) throws InterruptedException {
            sem.acquire();
            boolean wasAdded = false;
            try {
                wasAdded = set.add(o);
                return wasAdded;
            } finally {
                if (!wasAdded) sem.release();
            }
        }

        boolean remove(Object o) {
            boolean wasRemoved = set.remove(o);
            if (wasRemoved) sem.release();
            return wasRemoved;
        }
    }

    public static void main(String[] args) throws Exception {
        final AtomicInteger computations = new AtomicInteger();
        final Memoizer<Integer, Long> slowSquare = new Memoizer<Integer, Long>(new Computable<Integer, Long>() {
            public Long compute(Integer x) throws InterruptedException {
                computations.incrementAndGet();
                Thread.sleep(2);
                return (long) x * x;
            }
        });
        final CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<Long>> results = new ArrayList<Future<Long>>();
        for (int t = 0; t < 8; t++) {
            results.add(pool.submit(new Callable<Long>() {
                public Long call() throws Exception {
                    start.await();
                    long sum = 0;
                    for (int i = 0; i < 20; i++) sum += slowSquare.compute(i % 10);
                    return sum;
                }
            }));
        }
        start.countDown();
        StringBuilder sb = new StringBuilder();
        for (Future<Long> f : results) sb.append(f.get()).append(' ');
        System.out.println("sums " + sb.toString().trim() + " computations " + computations.get());

        final AtomicInteger attempts = new AtomicInteger();
        Memoizer<String, Integer> flaky = new Memoizer<String, Integer>(new Computable<String, Integer>() {
            public Integer compute(String s) {
                if (attempts.incrementAndGet() == 1) throw new IllegalArgumentException("first try fails for " + s);
                return s.length();
            }
        });
        try {
            flaky.compute("hello");
        } catch (IllegalArgumentException e) {
            System.out.println("first: " + e.getMessage());
        }
        System.out.println("retry: " + flaky.compute("hello") + " cached: " + flaky.compute("hello") + " attempts " + attempts.get());

        final ConcurrentHashMap<Integer, Long> fibCache = new ConcurrentHashMap<Integer, Long>();
        List<Callable<Long>> fibs = new ArrayList<Callable<Long>>();
        final AtomicInteger fibCalls = new AtomicInteger();
        for (int t = 0; t < 4; t++) {
            fibs.add(new Callable<Long>() {
                public Long call() {
                    long last = 0;
                    for (int n = 0; n <= 60; n++) {
                        last = fibCache.computeIfAbsent(n, key -> {
                            fibCalls.incrementAndGet();
                            return key < 2 ? (long) key : fibCache.get(key - 1) + fibCache.get(key - 2);
                        });
                    }
                    return last;
                }
            });
        }
        StringBuilder fibOut = new StringBuilder();
        for (Future<Long> f : pool.invokeAll(fibs)) fibOut.append(' ').append(f.get());
        System.out.println("fib(60) x4:" + fibOut + " computed once each " + (fibCalls.get() == 61));
        pool.shutdown();

        final BoundedHashSet<String> bounded = new BoundedHashSet<String>(2);
        System.out.println("add a " + bounded.add("a") + " add a again " + bounded.add("a") + " add b " + bounded.add("b"));
        final String[] res = new String[1];
        Thread adder = new Thread(new Runnable() {
            public void run() {
                try {
                    res[0] = "add c " + bounded.add("c");
                } catch (InterruptedException e) {
                    res[0] = "interrupted";
                }
            }
        });
        adder.start();
        while (!bounded.sem.hasQueuedThreads()) Thread.yield();
        System.out.println("third add blocks; remove a " + bounded.remove("a"));
        adder.join();
        System.out.println(res[0] + " permits " + bounded.sem.availablePermits() + " set " + new TreeSet<String>(bounded.set));
    }
}
