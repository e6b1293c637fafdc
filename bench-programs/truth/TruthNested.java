// Known truth: nested locks. "outer-holder" holds the monitor of an `Outer` for `holdMs` (default
// 60) `rounds` times, 3 ms apart. "inner-owner" takes an `Inner` and then, holding it, the
// `Outer`: it spends each round blocked on Outer (owner: outer-holder) while holding Inner. The
// other threads ("inner-waiter-<i>") take Inner for a moment every 2 ms, so they wait behind
// "inner-owner" (the owner of Inner while it is itself blocked on Outer). With 4 or more threads
// Inner is the more contended lock (2+ waiters against Outer's one).
//
//   toyjvm bench-programs/truth/TruthNested.java [quick] [threads] [rounds] [holdMs]
//   (default 6 threads x 40 rounds of 60 ms; quick: 4 threads x 12 rounds)
public class TruthNested {
    static final class Outer {}

    static final class Inner {}

    static volatile boolean done;

    public static void main(String[] args) {
        final int threads = Math.max(3, arg(args, 0, 6, 4));
        final int rounds = arg(args, 1, 40, 12);
        final int holdMs = arg(args, 2, 60, 60);
        final long baselineNs = baseline();
        final Outer outer = new Outer();
        final Inner inner = new Inner();
        final Meter mo = new Meter("TruthNested$Outer", threads);
        final Meter mi = new Meter("TruthNested$Inner", threads);
        Thread[] ts = new Thread[threads];
        ts[0] = new Thread(new Runnable() {
            public void run() {
                for (int r = 0; r < rounds; r++) {
                    String seen = mo.seen();
                    long t0 = System.nanoTime();
                    long t1;
                    synchronized (outer) {
                        t1 = System.nanoTime();
                        mo.holder = "outer-holder";
                        sleep(holdMs);
                        mo.holder = null;
                    }
                    mo.record(0, t0, t1, seen);
                    sleep(3);
                }
                done = true;
            }
        }, "outer-holder");
        ts[1] = new Thread(new Runnable() {
            public void run() {
                while (!done) {
                    String seenI = mi.seen();
                    long t0 = System.nanoTime();
                    long t1;
                    long u0;
                    long u1;
                    String seenO;
                    synchronized (inner) {
                        t1 = System.nanoTime();
                        mi.holder = "inner-owner";
                        seenO = mo.seen();
                        u0 = System.nanoTime();
                        synchronized (outer) {
                            u1 = System.nanoTime();
                            mo.holder = "inner-owner";
                            mo.holder = null;
                        }
                        mi.holder = null;
                    }
                    mi.record(1, t0, t1, seenI);
                    mo.record(1, u0, u1, seenO);
                    sleep(1);
                }
            }
        }, "inner-owner");
        for (int i = 2; i < threads; i++) {
            final int me = i;
            final String name = "inner-waiter-" + i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    while (!done) {
                        String seen = mi.seen();
                        long t0 = System.nanoTime();
                        long t1;
                        synchronized (inner) {
                            t1 = System.nanoTime();
                            mi.holder = name;
                            mi.holder = null;
                        }
                        mi.record(me, t0, t1, seen);
                        sleep(2);
                    }
                }
            }, name);
        }
        joinAll(ts);
        mo.print(baselineNs);
        mi.print(baselineNs);
    }

    // ---- truth accounting: the same block in every truth program (README.md) ----

    /** One thread's waits for one lock; touched only by that thread until it has been joined. */
    static final class Slot {
        long waited;
        long acquisitions;
        final java.util.HashMap<String, long[]> owners = new java.util.HashMap<String, long[]>();
    }

    /** The truth about one lock: every acquisition's t0 -> t1, attributed to the holder seen at t0. */
    static final class Meter {
        final String lock;
        final Slot[] slots;
        /** The thread inside the critical section (set first thing inside, cleared last). */
        volatile String holder;

        Meter(String lock, int threads) {
            this.lock = lock;
            slots = new Slot[threads];
            for (int i = 0; i < threads; i++) {
                slots[i] = new Slot();
            }
        }

        /** The holder as a thread about to acquire sees it ("-": none). */
        String seen() {
            String h = holder;
            return h == null ? "-" : h;
        }

        void record(int thread, long t0, long t1, String seen) {
            Slot s = slots[thread];
            long ns = t1 - t0;
            s.waited += ns;
            s.acquisitions++;
            long[] o = s.owners.get(seen);
            if (o == null) {
                o = new long[1];
                s.owners.put(seen, o);
            }
            o[0] += ns;
        }

        /** The TRUTH line; baselineNs is the uncontended t0 -> t1 cost, taken off every acquisition. */
        void print(long baselineNs) {
            long waited = 0;
            long acquisitions = 0;
            java.util.HashMap<String, long[]> owners = new java.util.HashMap<String, long[]>();
            for (Slot s : slots) {
                waited += s.waited;
                acquisitions += s.acquisitions;
                for (java.util.Map.Entry<String, long[]> e : s.owners.entrySet()) {
                    long[] o = owners.get(e.getKey());
                    if (o == null) {
                        o = new long[1];
                        owners.put(e.getKey(), o);
                    }
                    o[0] += e.getValue()[0];
                }
            }
            String owner = "-";
            long best = 0;
            for (java.util.Map.Entry<String, long[]> e : owners.entrySet()) {
                if (!e.getKey().equals("-") && e.getValue()[0] > best) {
                    best = e.getValue()[0];
                    owner = e.getKey();
                }
            }
            long truth = Math.max(0, waited - acquisitions * baselineNs);
            long share = waited > 0 ? best * 1000 / waited : 0;
            String permille = "" + (1000 + share);
            System.out.println("TRUTH lock=" + lock + " waited_ns=" + truth + " raw_waited_ns=" + waited
                    + " acquisitions=" + acquisitions + " owner=" + owner + " owner_share="
                    + (share >= 1000 ? "1.000" : "0." + permille.substring(1)));
        }
    }

    /** The t0 -> t1 cost of an uncontended acquisition (best mean of five batches of 2000), ns. */
    static long baseline() {
        Object o = new Object();
        long best = Long.MAX_VALUE;
        for (int b = 0; b < 5; b++) {
            long sum = 0;
            for (int i = 0; i < 2000; i++) {
                long t0 = System.nanoTime();
                long t1;
                synchronized (o) {
                    t1 = System.nanoTime();
                }
                sum += t1 - t0;
            }
            best = Math.min(best, sum / 2000);
        }
        return best;
    }

    /** args[i + 1] if args[0] is "quick", else args[i]; def (or quickDef in quick mode) if absent. */
    static int arg(String[] args, int i, int def, int quickDef) {
        boolean quick = args.length > 0 && args[0].equals("quick");
        int at = quick ? i + 1 : i;
        return at < args.length ? Integer.parseInt(args[at]) : quick ? quickDef : def;
    }

    static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }

    static void joinAll(Thread[] ts) {
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            try {
                t.join();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }
    }
}
