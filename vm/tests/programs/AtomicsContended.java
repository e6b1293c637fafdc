import java.util.*;
import java.util.concurrent.atomic.*;

// java.util.concurrent.atomic: exact results under contention (4 threads x 100000
// incrementAndGet, getAndAdd on a long, CAS-loop maximum, a Treiber stack on AtomicReference, a
// spin lock on AtomicBoolean guarding a plain counter, AtomicIntegerArray / AtomicLongArray
// counters), then the single-threaded API (return values, update functions, toString, Number).
public class AtomicsContended {
    static final int THREADS = 4, ITERS = 100000;

    static final class Node {
        final int value;
        Node next;

        Node(int value) {
            this.value = value;
        }
    }

    interface Body {
        void run(int thread, int i);
    }

    static void runAll(int iters, Body body) throws InterruptedException {
        Thread[] ts = new Thread[THREADS];
        for (int t = 0; t < THREADS; t++) {
            final int id = t;
            ts[t] = new Thread(() -> {
                for (int i = 0; i < iters; i++) body.run(id, i);
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
    }

    public static void main(String[] args) throws Exception {
        final AtomicInteger ai = new AtomicInteger();
        runAll(ITERS, (t, i) -> ai.incrementAndGet());
        System.out.println("incrementAndGet: " + ai.get() + " expected " + THREADS * ITERS);

        final AtomicLong al = new AtomicLong(1L << 40);
        runAll(ITERS, (t, i) -> al.getAndAdd(t + 1));
        System.out.println("getAndAdd long: " + al.get() + " expected " + ((1L << 40) + (long) ITERS * (1 + 2 + 3 + 4)));

        final AtomicInteger down = new AtomicInteger(THREADS * ITERS);
        runAll(ITERS, (t, i) -> down.getAndDecrement());
        System.out.println("getAndDecrement: " + down.get());

        // CAS loop: the maximum of all values seen.
        final AtomicInteger max = new AtomicInteger(Integer.MIN_VALUE);
        runAll(20000, (t, i) -> {
            int v = (i * 7919 + t * 104729) % 1000003;
            while (true) {
                int cur = max.get();
                if (v <= cur || max.compareAndSet(cur, v)) break;
            }
        });
        int expectedMax = Integer.MIN_VALUE;
        for (int t = 0; t < THREADS; t++)
            for (int i = 0; i < 20000; i++) expectedMax = Math.max(expectedMax, (i * 7919 + t * 104729) % 1000003);
        System.out.println("CAS max: " + max.get() + " expected " + expectedMax);

        // accumulateAndGet / updateAndGet under contention.
        final AtomicLong acc = new AtomicLong();
        runAll(20000, (t, i) -> acc.accumulateAndGet(i, Long::sum));
        final AtomicInteger upd = new AtomicInteger();
        runAll(20000, (t, i) -> upd.updateAndGet(x -> x + 2));
        System.out.println("accumulateAndGet: " + acc.get() + " updateAndGet: " + upd.get());

        // Treiber stack: every pushed node is popped exactly once.
        final AtomicReference<Node> top = new AtomicReference<>();
        final AtomicLong poppedSum = new AtomicLong();
        final AtomicInteger popped = new AtomicInteger();
        runAll(20000, (t, i) -> {
            Node n = new Node(t * 20000 + i);
            Node h;
            do {
                h = top.get();
                n.next = h;
            } while (!top.compareAndSet(h, n));
            if (i % 2 == 1) {
                Node p;
                do {
                    p = top.get();
                } while (p != null && !top.compareAndSet(p, p.next));
                if (p != null) {
                    poppedSum.addAndGet(p.value);
                    popped.incrementAndGet();
                }
            }
        });
        long restSum = 0;
        int rest = 0;
        for (Node n = top.get(); n != null; n = n.next) {
            restSum += n.value;
            rest++;
        }
        long all = (long) THREADS * 20000 * (THREADS * 20000 - 1) / 2;
        System.out.println("treiber: popped " + popped.get() + " left " + rest + " sum ok " + (poppedSum.get() + restSum == all));

        // Spin lock on AtomicBoolean guarding a plain field.
        final AtomicBoolean spin = new AtomicBoolean();
        final int[] plain = new int[1];
        runAll(50000, (t, i) -> {
            while (!spin.compareAndSet(false, true)) Thread.yield();
            plain[0]++;
            spin.set(false);
        });
        System.out.println("spin lock: " + plain[0] + " lock free " + !spin.get());

        // getAndSet hand-off: each thread swaps its tokens in; the multiset of tokens is kept.
        final AtomicInteger slot = new AtomicInteger(-1);
        final AtomicLong swappedOut = new AtomicLong();
        runAll(20000, (t, i) -> swappedOut.addAndGet(slot.getAndSet(t * 20000 + i)));
        System.out.println("getAndSet conserved: " + (swappedOut.get() + slot.get() == all - 1));

        final AtomicIntegerArray ia = new AtomicIntegerArray(8);
        final AtomicLongArray la = new AtomicLongArray(8);
        runAll(40000, (t, i) -> {
            ia.incrementAndGet(i & 7);
            la.addAndGet((i + t) & 7, 3);
        });
        System.out.println("int array: " + ia);
        System.out.println("long array: " + la);

        // ---------------------------------------------------------------- API
        AtomicInteger x = new AtomicInteger(5);
        System.out.println("int: " + x.getAndIncrement() + " " + x.incrementAndGet() + " " + x.getAndDecrement() + " "
                + x.decrementAndGet() + " " + x.getAndAdd(10) + " " + x.addAndGet(-3) + " " + x.getAndSet(100) + " " + x);
        System.out.println("cas: " + x.compareAndSet(99, 1) + " " + x.compareAndSet(100, 1) + " " + x.weakCompareAndSet(1, 2) + " " + x.get());
        System.out.println("update: " + x.getAndUpdate(v -> v * 10) + " " + x.updateAndGet(v -> v + 1) + " "
                + x.getAndAccumulate(3, (a, b) -> a * b) + " " + x.accumulateAndGet(2, Math::max) + " " + x);
        x.lazySet(-7);
        System.out.println("number: " + x.intValue() + " " + x.longValue() + " " + x.floatValue() + " " + x.doubleValue()
                + " " + x.byteValue() + " " + x.shortValue());
        x.set(Integer.MAX_VALUE);
        System.out.println("overflow: " + x.incrementAndGet() + " " + x.compareAndSet(Integer.MIN_VALUE, -1) + " " + x.get());
        System.out.println("default: " + new AtomicInteger() + " " + new AtomicLong() + " " + new AtomicBoolean() + " " + new AtomicReference<String>());

        AtomicLong y = new AtomicLong(Long.MAX_VALUE - 1);
        System.out.println("long: " + y.incrementAndGet() + " " + y.incrementAndGet() + " " + y.compareAndSet(Long.MIN_VALUE, 42)
                + " " + y.getAndAdd(1L << 33) + " " + y + " " + y.intValue() + " " + y.getAndUpdate(v -> -v) + " " + y.get());
        y.set(0xFFFFFFFFL);
        System.out.println("long high bits cas: " + y.compareAndSet(-1L, 1) + " " + y.compareAndSet(0xFFFFFFFFL, -1L) + " " + y);

        AtomicBoolean b = new AtomicBoolean(true);
        System.out.println("boolean: " + b + " " + b.compareAndSet(false, true) + " " + b.compareAndSet(true, false) + " "
                + b.getAndSet(true) + " " + b.get() + " " + b.weakCompareAndSet(true, true));

        String s1 = new String("a"), s2 = new String("a");
        AtomicReference<String> r = new AtomicReference<>(s1);
        System.out.println("reference: " + r.compareAndSet(s2, "b") + " " + r.compareAndSet(s1, "b") + " " + r.getAndSet("c") + " "
                + r.getAndUpdate(v -> v + "d") + " " + r.updateAndGet(v -> v + "e") + " " + r.accumulateAndGet("f", String::concat) + " " + r);
        r.set(null);
        System.out.println("reference null: " + r.compareAndSet(null, "n") + " " + r.get());

        AtomicIntegerArray arr = new AtomicIntegerArray(new int[] {3, 1, 4});
        System.out.println("array: " + arr.length() + " " + arr.getAndIncrement(0) + " " + arr.compareAndSet(1, 1, 9) + " "
                + arr.getAndAccumulate(2, 10, Integer::sum) + " " + arr);
        try {
            arr.get(3);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("array bounds: " + e.getMessage());
        }
        AtomicReferenceArray<String> ra = new AtomicReferenceArray<>(new String[] {"p", null});
        System.out.println("ref array: " + ra.compareAndSet(1, null, "q") + " " + ra.getAndSet(0, "z") + " " + ra + " " + new AtomicLongArray(0));
    }
}
