import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

// LongAdder, DoubleAdder, LongAccumulator and DoubleAccumulator (single-threaded semantics, then
// exact sums from many threads hammering one adder, so the cells get created and grown), and
// ThreadLocalRandom: argument checks and messages, every value within its range, every value
// of a small range drawn, rough uniformity, per-thread use from several threads.
public class JucCollAdders {
    interface Action {
        Object run() throws Exception;
    }

    static void t(String label, Action a) {
        try {
            System.out.println(label + " -> " + a.run());
        } catch (Exception e) {
            System.out.println(label + " !! " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        LongAdder a = new LongAdder();
        System.out.println("new LongAdder " + a + " sum=" + a.sum() + " int=" + a.intValue() + " double=" + a.doubleValue());
        a.add(5);
        a.increment();
        a.increment();
        a.decrement();
        a.add(-10);
        System.out.println("LongAdder " + a.sum() + " long=" + a.longValue() + " float=" + a.floatValue() + " str=" + a);
        System.out.println("sumThenReset=" + a.sumThenReset() + " after=" + a.sum());
        a.add(Long.MAX_VALUE);
        a.add(1);
        System.out.println("overflow wraps " + a.sum() + " int=" + a.intValue());
        a.reset();
        System.out.println("reset " + a.sum());

        DoubleAdder d = new DoubleAdder();
        d.add(1.5);
        d.add(2.25);
        d.add(-0.75);
        System.out.println("DoubleAdder " + d + " sum=" + d.sum() + " long=" + d.longValue() + " int=" + d.intValue() + " float="
                + d.floatValue());
        System.out.println("sumThenReset=" + d.sumThenReset() + " after=" + d.sum());
        d.add(Double.NaN);
        System.out.println("NaN " + d.sum());
        d.reset();
        System.out.println("reset " + d.sum() + " " + new DoubleAdder());

        LongAccumulator max = new LongAccumulator(Long::max, Long.MIN_VALUE);
        System.out.println("max identity " + max.get() + " str=" + max);
        for (long v : new long[] {3, -7, 42, 17}) {
            max.accumulate(v);
        }
        System.out.println("max " + max.get() + " int=" + max.intValue() + " double=" + max.doubleValue()
                + " getThenReset=" + max.getThenReset() + " after=" + max.get());
        LongAccumulator prod = new LongAccumulator((x, y) -> x * y, 1);
        for (int i = 1; i <= 10; i++) {
            prod.accumulate(i);
        }
        System.out.println("product " + prod.get() + " longValue=" + prod.longValue());
        prod.reset();
        System.out.println("reset " + prod.get());

        DoubleAccumulator dmin = new DoubleAccumulator(Math::min, Double.POSITIVE_INFINITY);
        System.out.println("dmin identity " + dmin.get() + " str=" + dmin);
        for (double v : new double[] {2.5, -1.25, 8.0}) {
            dmin.accumulate(v);
        }
        System.out.println("dmin " + dmin.get() + " long=" + dmin.longValue() + " getThenReset=" + dmin.getThenReset() + " after="
                + dmin.get());
        DoubleAccumulator dsum = new DoubleAccumulator(Double::sum, 0.0);
        dsum.accumulate(0.5);
        dsum.accumulate(0.25);
        System.out.println("dsum " + dsum + " float=" + dsum.floatValue() + " int=" + dsum.intValue());

        // many threads on one adder
        final int threads = 8, perThread = 20000;
        final LongAdder hits = new LongAdder();
        final DoubleAdder halves = new DoubleAdder();
        final LongAccumulator hi = new LongAccumulator(Long::max, 0);
        final LongAccumulator xor = new LongAccumulator((x, y) -> x ^ y, 0);
        final DoubleAccumulator dmax = new DoubleAccumulator(Math::max, 0);
        final CountDownLatch start = new CountDownLatch(1);
        Thread[] ts = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
                for (int j = 0; j < perThread; j++) {
                    hits.increment();
                    halves.add(0.5);
                    long v = (long) id * perThread + j;
                    hi.accumulate(v);
                    xor.accumulate(v);
                    if ((j & 1023) == 0) {
                        dmax.accumulate(v / 2.0);
                    }
                }
            });
            ts[i].start();
        }
        start.countDown();
        for (Thread th : ts) {
            th.join();
        }
        long expectXor = 0;
        for (long v = 0; v < (long) threads * perThread; v++) {
            expectXor ^= v;
        }
        System.out.println("threads: hits=" + hits.sum() + " halves=" + halves.sum() + " max=" + hi.get() + " xor ok="
                + (xor.get() == expectXor) + " dmax=" + dmax.get());
        System.out.println("sumThenReset=" + hits.sumThenReset() + " then " + hits.sum());

        // ThreadLocalRandom
        ThreadLocalRandom r = ThreadLocalRandom.current();
        System.out.println("same instance in a thread: " + (r == ThreadLocalRandom.current()));
        t("nextInt(0)", () -> r.nextInt(0));
        t("nextInt(-5)", () -> r.nextInt(-5));
        t("nextInt(3,3)", () -> r.nextInt(3, 3));
        t("nextInt(5,1)", () -> r.nextInt(5, 1));
        t("nextLong(0)", () -> r.nextLong(0));
        t("nextLong(9,2)", () -> r.nextLong(9, 2));
        t("nextDouble(0)", () -> r.nextDouble(0));
        t("nextDouble(-1)", () -> r.nextDouble(-1));
        t("nextDouble(NaN)", () -> r.nextDouble(Double.NaN));
        t("nextDouble(Inf)", () -> r.nextDouble(Double.POSITIVE_INFINITY));
        t("nextDouble(2,1)", () -> r.nextDouble(2, 1));
        t("nextDouble(-MAX,MAX)", () -> r.nextDouble(-Double.MAX_VALUE, Double.MAX_VALUE));
        t("setSeed", () -> {
            r.setSeed(1);
            return null;
        });
        boolean ok = true;
        int[] counts = new int[10];
        for (int i = 0; i < 10000; i++) {
            int v = r.nextInt(10);
            if (v < 0 || v >= 10) {
                ok = false;
            }
            counts[v]++;
        }
        boolean allSeen = true, balanced = true;
        for (int c : counts) {
            allSeen &= c > 0;
            balanced &= c > 800 && c < 1200;
        }
        System.out.println("nextInt(10): in range=" + ok + " all 10 seen=" + allSeen + " balanced=" + balanced);
        ok = true;
        Set<Integer> seen = new HashSet<>();
        for (int i = 0; i < 5000; i++) {
            int v = r.nextInt(-3, 4);
            ok &= v >= -3 && v < 4;
            seen.add(v);
            int w = r.nextInt(Integer.MIN_VALUE, Integer.MAX_VALUE);
            ok &= w != Integer.MAX_VALUE;
            int p = r.nextInt(64);
            ok &= p >= 0 && p < 64;
            int big = r.nextInt(1_000_000_007);
            ok &= big >= 0 && big < 1_000_000_007;
        }
        System.out.println("nextInt(origin,bound): in range=" + ok + " values=" + new TreeSet<>(seen));
        ok = true;
        Set<Long> lseen = new HashSet<>();
        for (int i = 0; i < 5000; i++) {
            long v = r.nextLong(5);
            ok &= v >= 0 && v < 5;
            lseen.add(v);
            long w = r.nextLong(-10_000_000_000L, -9_999_999_990L);
            ok &= w >= -10_000_000_000L && w < -9_999_999_990L;
            long x = r.nextLong(Long.MIN_VALUE, Long.MAX_VALUE);
            ok &= x != Long.MAX_VALUE;
            long y = r.nextLong(1L << 40);
            ok &= y >= 0 && y < (1L << 40);
        }
        System.out.println("nextLong: in range=" + ok + " values=" + new TreeSet<>(lseen));
        ok = true;
        double dsumv = 0;
        int below = 0;
        for (int i = 0; i < 10000; i++) {
            double v = r.nextDouble();
            ok &= v >= 0 && v < 1;
            dsumv += v;
            double w = r.nextDouble(2.5);
            ok &= w >= 0 && w < 2.5;
            double x = r.nextDouble(-1.5, -1.25);
            ok &= x >= -1.5 && x < -1.25;
            float f = r.nextFloat();
            ok &= f >= 0 && f < 1;
            if (r.nextBoolean()) {
                below++;
            }
        }
        System.out.println("nextDouble/nextFloat: in range=" + ok + " mean ok=" + (Math.abs(dsumv / 10000 - 0.5) < 0.02)
                + " booleans balanced=" + (below > 4700 && below < 5300));
        double gs = 0, gs2 = 0;
        for (int i = 0; i < 10000; i++) {
            double g = r.nextGaussian();
            gs += g;
            gs2 += g * g;
        }
        System.out.println("nextGaussian mean ok=" + (Math.abs(gs / 10000) < 0.05) + " variance ok="
                + (Math.abs(gs2 / 10000 - 1) < 0.1));
        int[] bytesSeen = new int[256];
        byte[] bytes = new byte[4096];
        r.nextBytes(bytes);
        int distinct = 0;
        for (byte b : bytes) {
            if (bytesSeen[b & 0xff]++ == 0) {
                distinct++;
            }
        }
        System.out.println("nextBytes distinct>=250: " + (distinct >= 250));
        long l1 = r.nextLong(), l2 = r.nextLong();
        System.out.println("consecutive longs differ: " + (l1 != l2));

        // from several threads at once: each thread's numbers stay in range
        final AtomicInteger bad = new AtomicInteger();
        final ConcurrentHashMap<Integer, Boolean> all = new ConcurrentHashMap<>();
        Thread[] rs = new Thread[4];
        for (int i = 0; i < rs.length; i++) {
            rs[i] = new Thread(() -> {
                ThreadLocalRandom tr = ThreadLocalRandom.current();
                for (int j = 0; j < 5000; j++) {
                    int v = tr.nextInt(100, 120);
                    if (v < 100 || v >= 120) {
                        bad.incrementAndGet();
                    }
                    all.put(v, Boolean.TRUE);
                }
            });
            rs[i].start();
        }
        for (Thread th : rs) {
            th.join();
        }
        System.out.println("threads: out of range=" + bad.get() + " distinct=" + all.size());
    }
}
