// Known truth: re-acquiring a monitor after notify. The "waiter-<i>" threads each enter the
// monitor of a `Mailbox` and wait(); once all of them wait, "notifier" enters, records the time
// and its own name into shared fields, calls notifyAll() and keeps the monitor `holdMs` (default
// 50) more. A woken waiter cannot time its own wait for the monitor (it only runs once it has the
// monitor back), so its re-entry wait is measured from the notifier's recorded notifyAll time to
// the first thing after wait() returns, and attributed to the notifier. The waiters' ordinary
// entries (before wait) are timed as usual. True owner: "notifier", by construction.
//
//   toyjvm bench-programs/truth/TruthWaitNotify.java [quick] [threads] [rounds] [holdMs]
//   (default 6 threads x 40 rounds of 50 ms; quick: 4 threads x 12 rounds)
public class TruthWaitNotify {
    static final class Mailbox {
        int generation;
        /** Threads in wait() for the current generation. */
        volatile int waiting;
        /** When and by whom the last notifyAll was called (written under the monitor). */
        long notifyNs;
        String notifiedBy;
    }

    public static void main(String[] args) throws Exception {
        final int threads = Math.max(2, arg(args, 0, 6, 4));
        final int rounds = arg(args, 1, 40, 12);
        final int holdMs = arg(args, 2, 50, 50);
        final long baselineNs = baseline();
        final Mailbox box = new Mailbox();
        final Meter m = new Meter("TruthWaitNotify$Mailbox", threads);
        final int waiters = threads - 1;
        Thread[] ts = new Thread[threads];
        ts[0] = new Thread(new Runnable() {
            public void run() {
                for (int r = 0; r < rounds; r++) {
                    while (box.waiting < waiters) {
                        sleep(1);
                    }
                    String seen = m.seen();
                    long t0 = System.nanoTime();
                    long t1;
                    synchronized (box) {
                        t1 = System.nanoTime();
                        m.holder = "notifier";
                        box.waiting = 0;
                        box.generation++;
                        box.notifiedBy = "notifier";
                        box.notifyNs = System.nanoTime();
                        box.notifyAll();
                        sleep(holdMs);
                        m.holder = null;
                    }
                    m.record(0, t0, t1, seen);
                }
            }
        }, "notifier");
        for (int i = 1; i < threads; i++) {
            final int me = i;
            final String name = "waiter-" + i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    for (int r = 0; r < rounds; r++) {
                        String seen = m.seen();
                        long t0 = System.nanoTime();
                        long t1;
                        long t2;
                        long from;
                        String by;
                        synchronized (box) {
                            t1 = System.nanoTime();
                            m.holder = name;
                            int g = box.generation;
                            box.waiting++;
                            m.holder = null;
                            while (box.generation == g) {
                                try {
                                    box.wait();
                                } catch (InterruptedException e) {
                                    throw new RuntimeException(e);
                                }
                            }
                            t2 = System.nanoTime();
                            m.holder = name;
                            from = box.notifyNs;
                            by = box.notifiedBy;
                            m.holder = null;
                        }
                        m.record(me, t0, t1, seen);
                        m.record(me, from, t2, by);
                    }
                }
            }, name);
        }
        joinAll(ts);
        m.print(baselineNs);
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
