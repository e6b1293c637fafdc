// toyjvm-variants: | -XX:-UseBiasedLocking
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;

// CountDownLatch (start gate and completion latch, timed await, interrupted await), TimeUnit
// conversions (truncation and saturation), ConcurrentHashMap: iteration order equal to the JDK's
// through resizes, presizing, colliding keys and the compute family, and exact results when
// several threads update it.
public class ConcurrentUtils {
    static final class K {
        final int h;
        final String s;

        K(int h, String s) {
            this.h = h;
            this.s = s;
        }

        public int hashCode() {
            return h;
        }

        public boolean equals(Object o) {
            return o instanceof K && ((K) o).s.equals(s);
        }

        public String toString() {
            return s;
        }
    }

    public static void main(String[] args) throws Exception {
        // ---------------------------------------------------------------- CountDownLatch
        final CountDownLatch startGate = new CountDownLatch(1);
        final CountDownLatch done = new CountDownLatch(4);
        final AtomicInteger started = new AtomicInteger();
        for (int i = 0; i < 4; i++) {
            new Thread(() -> {
                try {
                    startGate.await();
                    started.incrementAndGet();
                } catch (InterruptedException e) {
                    return;
                } finally {
                    done.countDown();
                }
            }).start();
        }
        System.out.println("before gate: started " + started.get() + " pending " + done.getCount());
        startGate.countDown();
        done.await();
        System.out.println("after: started " + started.get() + " count " + done.getCount() + " " + startGate.getCount());
        done.countDown();
        System.out.println("count stays 0: " + done.getCount() + " await(0) " + done.await(0, TimeUnit.SECONDS));
        CountDownLatch never = new CountDownLatch(2);
        long t0 = System.nanoTime();
        System.out.println("timed await: " + never.await(30, TimeUnit.MILLISECONDS) + " waited " + ((System.nanoTime() - t0) >= 25000000L));
        System.out.println("toString: " + never.toString().substring(never.toString().indexOf('[')));
        Thread.currentThread().interrupt();
        try {
            done.await();
        } catch (InterruptedException e) {
            System.out.println("interrupted await throws even at zero, flag " + Thread.currentThread().isInterrupted());
        }
        final String[] res = new String[1];
        Thread waiter = new Thread(() -> {
            try {
                never.await();
                res[0] = "returned";
            } catch (InterruptedException e) {
                res[0] = "InterruptedException";
            }
        });
        waiter.start();
        for (int i = 0; i < 5000 && waiter.getState() != Thread.State.WAITING; i++) Thread.sleep(1);
        System.out.println("waiter: " + waiter.getState());
        waiter.interrupt();
        waiter.join();
        System.out.println("await interrupted: " + res[0]);
        try {
            new CountDownLatch(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative count: " + e.getMessage());
        }

        // ---------------------------------------------------------------- TimeUnit
        System.out.println("units: " + Arrays.toString(TimeUnit.values()));
        System.out.println("convert: " + TimeUnit.SECONDS.toMillis(3) + " " + TimeUnit.MILLISECONDS.toSeconds(2999) + " "
                + TimeUnit.MILLISECONDS.toSeconds(-2999) + " " + TimeUnit.HOURS.toMinutes(2) + " " + TimeUnit.DAYS.toHours(3) + " "
                + TimeUnit.NANOSECONDS.toMicros(123456) + " " + TimeUnit.MINUTES.convert(7200, TimeUnit.SECONDS) + " "
                + TimeUnit.SECONDS.convert(1, TimeUnit.DAYS) + " " + TimeUnit.MICROSECONDS.toNanos(5));
        System.out.println("saturate: " + TimeUnit.DAYS.toNanos(Long.MAX_VALUE / 1000) + " " + TimeUnit.DAYS.toNanos(-Long.MAX_VALUE / 1000) + " "
                + TimeUnit.SECONDS.toNanos(Long.MAX_VALUE) + " " + TimeUnit.NANOSECONDS.toDays(Long.MAX_VALUE));
        System.out.println("valueOf: " + TimeUnit.valueOf("MINUTES").ordinal() + " " + TimeUnit.MILLISECONDS.name());
        t0 = System.nanoTime();
        TimeUnit.MILLISECONDS.sleep(20);
        TimeUnit.MICROSECONDS.sleep(1500);
        TimeUnit.SECONDS.sleep(0);
        System.out.println("TimeUnit.sleep waited: " + ((System.nanoTime() - t0) >= 15000000L));
        Thread quick = new Thread(() -> { });
        quick.start();
        TimeUnit.SECONDS.timedJoin(quick, 10);
        Object mon = new Object();
        synchronized (mon) {
            TimeUnit.MILLISECONDS.timedWait(mon, 5);
        }
        System.out.println("timedJoin/timedWait: " + quick.isAlive());

        // ---------------------------------------------------------------- ConcurrentHashMap order
        for (int n : new int[] {5, 12, 13, 24, 25, 48, 49, 100, 300}) {
            ConcurrentHashMap<String, Integer> m = new ConcurrentHashMap<>();
            for (int i = 0; i < n; i++) m.put("k" + (i * 7919 % 1000), i);
            ConcurrentHashMap<Integer, Integer> m2 = new ConcurrentHashMap<>(16);
            for (int i = 0; i < n; i++) m2.put(i * 37 + 1000 * (i % 3), i);
            ConcurrentHashMap<Integer, String> m3 = new ConcurrentHashMap<>(4, 0.5f);
            for (int i = 0; i < n; i++) m3.putIfAbsent(-i * 65537, "v" + i);
            HashMap<String, Integer> hm = new HashMap<>();
            for (int i = 0; i < n; i++) hm.put("s" + i * 31, i);
            ConcurrentHashMap<String, Integer> m4 = new ConcurrentHashMap<>(hm);
            System.out.println(n + ": " + m + "\n  " + m2.keySet() + "\n  " + m3.values() + "\n  " + m4);
        }
        ConcurrentHashMap<Integer, Integer> split = new ConcurrentHashMap<>();
        for (int i = 0; i < 40; i++) split.put(i * 16, i);
        for (int i = 0; i < 40; i += 3) split.remove(i * 16);
        System.out.println("split: " + split.keySet() + " size " + split.size());
        ConcurrentHashMap<K, Integer> coll = new ConcurrentHashMap<>();
        for (int i = 0; i < 20; i++) coll.put(new K(42, "c" + i), i);
        for (int i = 0; i < 70; i++) coll.put(new K(i, "o" + i), i);
        for (int i = 20; i < 30; i++) coll.put(new K(42, "c" + i), i);
        System.out.println("collisions: " + coll.keySet());
        ConcurrentHashMap<K, Integer> tree = new ConcurrentHashMap<>(128);
        for (int i = 0; i < 12; i++) tree.put(new K(7, "t" + i), i);
        for (int i = 12; i < 15; i++) tree.computeIfAbsent(new K(7, "t" + i), k -> 1);
        tree.merge(new K(7, "t15"), 5, Integer::sum);
        tree.compute(new K(7, "t16"), (k, v) -> 3);
        System.out.println("tree bin: " + tree.keySet());

        ConcurrentHashMap<String, Integer> f = new ConcurrentHashMap<>();
        for (String w : "the quick brown fox jumps over the lazy dog the end fox".split(" ")) f.merge(w, 1, Integer::sum);
        System.out.println("merge: " + f);
        f.computeIfPresent("the", (k, v) -> null);
        f.compute("zebra", (k, v) -> v == null ? 100 : v + 1);
        f.computeIfAbsent("quick", k -> 9);
        f.computeIfAbsent("yak", k -> 9);
        f.replaceAll((k, v) -> v * 2);
        System.out.println("compute: " + f + " size " + f.size() + " " + f.getOrDefault("nope", -1));
        System.out.println("replace: " + f.replace("fox", 4, 5) + " " + f.replace("fox", 4, 6) + " " + f.replace("dog", 7) + " "
                + f.remove("dog", 1) + " " + f.remove("dog", 7) + " " + f.putIfAbsent("fox", 0) + " " + f.putIfAbsent("cat", 0));
        for (Iterator<Map.Entry<String, Integer>> it = f.entrySet().iterator(); it.hasNext();) {
            Map.Entry<String, Integer> e = it.next();
            if (e.getValue() > 5) it.remove();
            else e.setValue(e.getValue() + 1000);
        }
        System.out.println("iterator: " + f + " equals HashMap " + f.equals(new HashMap<>(f)) + " hash " + (f.hashCode() == new HashMap<>(f).hashCode()));
        try {
            f.put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("null key: NullPointerException");
        }
        try {
            f.put("x", null);
        } catch (NullPointerException e) {
            System.out.println("null value: NullPointerException");
        }
        Set<String> ks = ConcurrentHashMap.newKeySet();
        for (int i = 0; i < 30; i++) ks.add("e" + i * 3);
        System.out.println("newKeySet: " + ks + " " + ks.contains("e3") + " " + ks.add("e3"));
        ConcurrentHashMap<Integer, Integer> mm = new ConcurrentHashMap<>();
        for (int i = 0; i < 10; i++) mm.put(i, i);
        for (Integer k : mm.keySet()) if (k % 2 == 0) mm.remove(k + 1);
        System.out.println("removal while iterating: " + mm);

        // ---------------------------------------------------------------- ConcurrentHashMap, threads
        final ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();
        final ConcurrentHashMap<Integer, Integer> owners = new ConcurrentHashMap<>();
        final AtomicInteger wins = new AtomicInteger();
        Thread[] ts = new Thread[4];
        for (int t = 0; t < ts.length; t++) {
            final int id = t;
            ts[t] = new Thread(() -> {
                for (int i = 0; i < 5000; i++) {
                    counts.merge("w" + (i % 37), 1, Integer::sum);
                    counts.compute("total", (k, v) -> v == null ? 1 : v + 1);
                    if (owners.putIfAbsent(i, id) == null) wins.incrementAndGet();
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        int sum = 0;
        for (Map.Entry<String, Integer> e : counts.entrySet()) if (!e.getKey().equals("total")) sum += e.getValue();
        System.out.println("threads: total " + counts.get("total") + " words " + sum + " keys " + counts.size() + " owners " + owners.size() + " wins " + wins.get());
    }
}
