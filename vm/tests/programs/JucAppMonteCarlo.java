import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

// Monte Carlo estimation of pi in parallel, as in countless examples: each task throws darts
// with ThreadLocalRandom (values depend on the thread, so only a tolerance is printed), and the
// same with seeded java.util.Random per task where the result is exact; a LongAdder counts hits.
// ThreadLocalRandom's range methods and argument checks are exercised as well.
public class JucAppMonteCarlo {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        final int tasks = 8, darts = 20000;
        final LongAdder hits = new LongAdder();
        List<Callable<Void>> work = new ArrayList<Callable<Void>>();
        for (int t = 0; t < tasks; t++) {
            work.add(new Callable<Void>() {
                public Void call() {
                    ThreadLocalRandom r = ThreadLocalRandom.current();
                    for (int i = 0; i < darts; i++) {
                        double x = r.nextDouble(), y = r.nextDouble();
                        if (x * x + y * y <= 1.0) hits.increment();
                    }
                    return null;
                }
            });
        }
        pool.invokeAll(work);
        double pi = 4.0 * hits.sum() / (tasks * darts);
        System.out.println("ThreadLocalRandom pi within 0.05: " + (Math.abs(pi - Math.PI) < 0.05));

        List<Future<Long>> seeded = new ArrayList<Future<Long>>();
        for (int t = 0; t < tasks; t++) {
            final long seed = 1000 + t;
            seeded.add(pool.submit(new Callable<Long>() {
                public Long call() {
                    Random r = new Random(seed);
                    long h = 0;
                    for (int i = 0; i < darts; i++) {
                        double x = r.nextDouble(), y = r.nextDouble();
                        if (x * x + y * y <= 1.0) h++;
                    }
                    return h;
                }
            }));
        }
        long total = 0;
        for (Future<Long> f : seeded) total += f.get();
        System.out.printf("seeded hits %d pi ~ %.5f%n", total, 4.0 * total / (tasks * darts));

        final AtomicBoolean inRange = new AtomicBoolean(true);
        List<Callable<Void>> ranges = new ArrayList<Callable<Void>>();
        for (int t = 0; t < 4; t++) {
            ranges.add(new Callable<Void>() {
                public Void call() {
                    ThreadLocalRandom r = ThreadLocalRandom.current();
                    for (int i = 0; i < 1000; i++) {
                        int a = r.nextInt(5, 10);
                        long b = r.nextLong(-3, 3);
                        double c = r.nextDouble(2.0, 2.5);
                        int d = r.nextInt(7);
                        if (a < 5 || a >= 10 || b < -3 || b >= 3 || c < 2.0 || c >= 2.5 || d < 0 || d >= 7) inRange.set(false);
                    }
                    return null;
                }
            });
        }
        pool.invokeAll(ranges);
        System.out.println("ranges respected " + inRange.get());
        ThreadLocalRandom r = ThreadLocalRandom.current();
        try {
            r.nextInt(5, 5);
        } catch (IllegalArgumentException e) {
            System.out.println("nextInt(5,5): " + e.getMessage());
        }
        try {
            r.nextInt(0);
        } catch (IllegalArgumentException e) {
            System.out.println("nextInt(0): " + e.getMessage());
        }
        try {
            r.setSeed(1);
        } catch (UnsupportedOperationException e) {
            System.out.println("setSeed: UnsupportedOperationException");
        }
        System.out.println("same instance in thread " + (r == ThreadLocalRandom.current()));
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(5, TimeUnit.SECONDS));
    }
}
