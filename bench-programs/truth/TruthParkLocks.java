// Known truth: park-based locks, in three phases, one lock of each kind (the report names a
// park-based lock by its sync class, so each class appears once; TRUTH lock= is that class).
//  1. ReentrantLock: "rl-holder" holds it `holdMs` (default 60) `rounds` times, 2 ms apart; the
//     other threads ("rl-waiter-<i>") take it for a moment every 5 ms. True owner: rl-holder.
//  2. ReentrantReadWriteLock: `threads - 1` readers ("reader-<i>", staggered) each hold the read
//     lock 50 ms at a time, 1 ms apart, so that some reader always holds it; "writer" takes the
//     write lock `rounds` times for 1 ms, 20 ms apart, and waits for the readers each time
//     (readers arriving while it is queued wait too). Read holds are shared, so they set no
//     holder: no single owner (owner_share is low, the scoreboard does not judge owners).
//  3. Semaphore with 2 permits: `threads` threads ("permit-<i>") each take a permit `rounds`
//     times and hold it 10 ms. Permits have no owner (holder is not set).
//
//   toyjvm bench-programs/truth/TruthParkLocks.java [quick] [threads] [rounds] [holdMs]
//   (default 6 threads x 16 rounds, 60 ms holds; quick: 4 threads x 6 rounds)
import java.util.concurrent.Semaphore;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class TruthParkLocks {
    static volatile boolean done;

    public static void main(String[] args) {
        final int threads = Math.max(3, arg(args, 0, 6, 4));
        final int rounds = arg(args, 1, 16, 6);
        final int holdMs = arg(args, 2, 60, 60);
        final long baselineNs = baseline();

        // 1. ReentrantLock, one long holder
        final ReentrantLock rl = new ReentrantLock();
        final Meter mr = new Meter("java.util.concurrent.locks.ReentrantLock$NonfairSync", threads);
        Thread[] ts = new Thread[threads];
        ts[0] = new Thread(new Runnable() {
            public void run() {
                for (int r = 0; r < rounds; r++) {
                    String seen = mr.seen();
                    long t0 = System.nanoTime();
                    rl.lock();
                    long t1 = System.nanoTime();
                    mr.holder = "rl-holder";
                    sleep(holdMs);
                    mr.holder = null;
                    rl.unlock();
                    mr.record(0, t0, t1, seen);
                    sleep(2);
                }
                done = true;
            }
        }, "rl-holder");
        for (int i = 1; i < threads; i++) {
            final int me = i;
            final String name = "rl-waiter-" + i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    while (!done) {
                        String seen = mr.seen();
                        long t0 = System.nanoTime();
                        rl.lock();
                        long t1 = System.nanoTime();
                        mr.holder = name;
                        mr.holder = null;
                        rl.unlock();
                        mr.record(me, t0, t1, seen);
                        sleep(5);
                    }
                }
            }, name);
        }
        joinAll(ts);

        // 2. ReentrantReadWriteLock: readers hold, a writer waits
        done = false;
        final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        final Meter mw = new Meter("java.util.concurrent.locks.ReentrantReadWriteLock$NonfairSync",
                threads);
        ts = new Thread[threads];
        ts[0] = new Thread(new Runnable() {
            public void run() {
                sleep(30);
                for (int r = 0; r < rounds; r++) {
                    String seen = mw.seen();
                    long t0 = System.nanoTime();
                    rw.writeLock().lock();
                    long t1 = System.nanoTime();
                    mw.holder = "writer";
                    sleep(1);
                    mw.holder = null;
                    rw.writeLock().unlock();
                    mw.record(0, t0, t1, seen);
                    sleep(20);
                }
                done = true;
            }
        }, "writer");
        for (int i = 1; i < threads; i++) {
            final int me = i;
            final int stagger = 50 * (i - 1) / (threads - 1);
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    sleep(stagger);
                    while (!done) {
                        String seen = mw.seen();
                        long t0 = System.nanoTime();
                        rw.readLock().lock();
                        long t1 = System.nanoTime();
                        sleep(50);
                        rw.readLock().unlock();
                        mw.record(me, t0, t1, seen);
                        sleep(1);
                    }
                }
            }, "reader-" + i);
        }
        joinAll(ts);

        // 3. Semaphore, 2 permits
        final Semaphore sem = new Semaphore(2);
        final Meter ms = new Meter("java.util.concurrent.Semaphore$NonfairSync", threads);
        ts = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            final int me = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    for (int r = 0; r < rounds; r++) {
                        String seen = ms.seen();
                        long t0 = System.nanoTime();
                        try {
                            sem.acquire();
                        } catch (InterruptedException e) {
                            throw new RuntimeException(e);
                        }
                        long t1 = System.nanoTime();
                        sleep(10);
                        sem.release();
                        ms.record(me, t0, t1, seen);
                    }
                }
            }, "permit-" + i);
        }
        joinAll(ts);

        mr.print(baselineNs);
        mw.print(baselineNs);
        ms.print(baselineNs);
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
