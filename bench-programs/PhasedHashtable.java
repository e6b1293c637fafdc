import java.util.Hashtable;

// A lock that is contended during only part of the run, like Xalan's Hashtable in the Free
// Lunch thesis (ch. 3.2 Fig. 3.3 and ch. 4.3.2 Fig. 4.5).
//
//   usage: PhasedHashtable <threads> <durationMillis>      (no arguments: 4 2000)
//   e.g.   toyjvm bench-programs/PhasedHashtable.java 8 10000
//
// One java.util.Hashtable, whose methods are all synchronized on the table itself:
//
//   phase 1 (first half of the duration): ONE thread, "filler", fills the shared table with
//            puts and gets. The `threads` workers already run, but each on a private table of
//            its own: the shared table's lock is never contended.
//   phase 2 (second half): the filler stops and the workers, "worker-0"..., all get and put
//            on the shared table, so they keep blocking on its monitor.
//
// Then main prints the number of Hashtable calls made in each phase and the table's size:
//
//     PhasedHashtable: threads=4 duration_ms=2000 phase1_ops=12345 phase2_ops=67890 size=1024
//
// What a profiler should show: with a short measurement interval (Free Lunch CSP per interval,
// e.g. every 100 ms for a 2 s run), the Hashtable's lock costs nothing in the first half and
// blocks the threads a large part of the time in the second half; averaged over the whole run
// (one interval as long as the run, or a profiler that reports totals only) that phase is
// diluted into a much smaller number, which hides it.
public class PhasedHashtable {
    /** The number of distinct keys: the table holds this many entries once filled. */
    static final int KEYS = 1024;

    static final Hashtable<Integer, Integer> table = new Hashtable<Integer, Integer>();

    // Keys and values are boxed once, up front, so the loops allocate nothing (put() on an
    // existing key only replaces its value).
    static final Integer[] boxes = new Integer[KEYS];

    /** 1, 2, then 3 (stop): set by main; the threads check it after each step. */
    static volatile int phase = 1;

    /**
     * The filler (phase 1 only) or a worker (both phases: on its private table in phase 1, on
     * the shared one in phase 2).
     */
    static final class TableUser extends Thread {
        final boolean filler;
        long sharedOps; // calls on the shared table; read by main after join()

        TableUser(String name, boolean filler) {
            super(name);
            this.filler = filler;
        }

        @Override
        public void run() {
            Hashtable<Integer, Integer> mine = new Hashtable<Integer, Integer>();
            int x = getName().hashCode();
            int p;
            do { // at least one step, however short the phase
                p = phase;
                boolean shared = filler ? p == 1 : p == 2;
                x = step(shared ? table : mine, x);
                if (shared) {
                    sharedOps += 2;
                }
            } while (filler ? p == 1 : p < 3);
        }
    }

    /** One get+put on `t` (each synchronized on `t`); a little work outside the lock first. */
    static int step(Hashtable<Integer, Integer> t, int x) {
        x = x * 1103515245 + 12345; // pick the next key (linear congruential)
        int k = (x >>> 8) % KEYS;
        Integer old = t.get(boxes[k]);
        int v = old == null ? k : (old.intValue() + 1) % KEYS;
        t.put(boxes[k], boxes[v]);
        return x;
    }

    static void usage() {
        System.err.println("usage: PhasedHashtable <threads> <durationMillis>"
                + "  (threads >= 1, durationMillis >= 0)");
        System.exit(2);
    }

    static int parse(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            usage();
            return -1; // not reached
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int threads = 4, durationMillis = 2000;
        if (args.length != 0) {
            if (args.length != 2) {
                usage();
            }
            threads = parse(args[0]);
            durationMillis = parse(args[1]);
        }
        if (threads < 1 || durationMillis < 0) {
            usage();
        }
        for (int i = 0; i < KEYS; i++) {
            boxes[i] = Integer.valueOf(i);
        }
        int firstHalf = durationMillis / 2;

        TableUser filler = new TableUser("filler", true);
        TableUser[] workers = new TableUser[threads];
        for (int i = 0; i < threads; i++) {
            workers[i] = new TableUser("worker-" + i, false);
        }
        filler.start();
        for (TableUser w : workers) {
            w.start();
        }
        // Wait out each phase in join with a timeout, not sleep: a waiting main thread is not
        // running time for Free Lunch (the filler runs until phase 2, so the join times out).
        filler.join(Math.max(1, firstHalf));
        phase = 2; // the filler stops; the workers move to the shared table
        filler.join();
        long phase1 = filler.sharedOps;
        workers[0].join(Math.max(1, durationMillis - firstHalf));
        phase = 3;
        long phase2 = 0;
        for (TableUser w : workers) {
            w.join();
            phase2 += w.sharedOps;
        }

        System.out.println("PhasedHashtable: threads=" + threads + " duration_ms=" + durationMillis
                + " phase1_ops=" + phase1 + " phase2_ops=" + phase2 + " size=" + table.size());
    }
}
