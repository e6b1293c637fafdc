// The fork-join micro-benchmark (Free Lunch thesis, ch. 3.1.1 Fig. 3.2 and ch. 4.3.1).
//
//   usage: ForkJoin <workers> <processingMillis> <durationMillis>    (no arguments: 4 20 2000)
//   e.g.   toyjvm bench-programs/ForkJoin.java 47 50 30000          (the paper: 47 workers, 50..700 ms)
//
// One master (the main thread) and W worker threads share ONE lock, an instance of
// ForkJoin.Lock (profilers name its class ForkJoin$Lock). Each round, as in Fig. 3.2:
//
//   fork:  the master, holding the lock, wakes every worker with notifyAll() and wait()s,
//          which releases the lock. Each worker wakes up inside wait(), so it must re-acquire
//          the lock: the workers block on it one after the other (first behind the master).
//   work:  each worker leaves the lock and processes busily for processingMillis, in parallel
//          with the others, OUTSIDE the lock.
//   join:  each worker re-enters the lock to wait() for the next round; the last one to finish
//          first notify()s the master, which must then re-acquire the lock from that worker.
//
// After durationMillis the master finishes its current round, tells the workers to quit and
// prints the number of rounds it ran:
//
//     ForkJoin: workers=47 processing_ms=50 duration_ms=30000 rounds=123
//
// What a profiler should show: the workers are blocked on the lock at every fork and join, for
// a time that does not depend on processingMillis. So the share of their time lost to the lock
// (Free Lunch CSP) falls as processingMillis grows, while the share of failed acquisitions
// (Health Center/JLM) stays roughly constant.
//
// The round counter makes the program correct under any scheduling: a worker only starts
// working when the master has started a round it has not done yet, so a worker that is late to
// wait() does not miss a round, and an early or spurious wake-up just waits again.
public class ForkJoin {
    /** The class of the contended lock: a class of its own so that profilers can name it. */
    static final class Lock {}

    static final Lock lock = new Lock();

    // Shared state, read and written only while holding `lock`.
    static int round;      // the number of rounds the master has started (forked)
    static int running;    // workers that have not finished the current round yet
    static boolean done;   // the master has stopped: workers quit

    /**
     * Busy processing: steps a linear congruential generator until System.nanoTime() shows that
     * `millis` ms have passed, so the thread really uses the CPU (it does not sleep). Returns the
     * generator's state so that the work cannot be optimized away. Allocates nothing.
     */
    static long busy(long millis, long x) {
        long end = System.nanoTime() + millis * 1_000_000L;
        do {
            for (int i = 0; i < 64; i++) {
                x = x * 6364136223846793005L + 1442695040888963407L;
            }
        } while (System.nanoTime() - end < 0);
        return x;
    }

    static final class Worker extends Thread {
        final long processingMillis;
        long sink;

        Worker(String name, long processingMillis) {
            super(name);
            this.processingMillis = processingMillis;
        }

        @Override
        public void run() {
            long x = getName().hashCode();
            int seen = 0; // the last round this worker has worked on
            try {
                while (true) {
                    synchronized (lock) {
                        // Join: the last worker to finish the round wakes the master.
                        if (seen > 0 && --running == 0) {
                            lock.notify();
                        }
                        // Wait for a round this worker has not done yet (or for the end).
                        while (round == seen && !done) {
                            lock.wait();
                            if (round == seen && running == 0 && !done) {
                                // The join's notify() is meant for the master, and with
                                // HotSpot's (and toyjvm's) FIFO wait set it always reaches the
                                // master, which has waited longest. Java does not promise that,
                                // though: if it woke this worker instead, wake everybody so the
                                // master cannot miss it.
                                lock.notifyAll();
                            }
                        }
                        if (done) {
                            return;
                        }
                        seen = round;
                    } // fork: this worker leaves the lock...
                    x = busy(processingMillis, x); // ...and processes in parallel with the others
                }
            } catch (InterruptedException e) {
                // nobody interrupts these threads
            } finally {
                sink = x;
            }
        }
    }

    static void usage() {
        System.err.println("usage: ForkJoin <workers> <processingMillis> <durationMillis>"
                + "  (workers >= 1, the others >= 0)");
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
        int workers = 4, processingMillis = 20, durationMillis = 2000;
        if (args.length != 0) {
            if (args.length != 3) {
                usage();
            }
            workers = parse(args[0]);
            processingMillis = parse(args[1]);
            durationMillis = parse(args[2]);
        }
        if (workers < 1 || processingMillis < 0 || durationMillis < 0) {
            usage();
        }

        Worker[] ws = new Worker[workers];
        for (int i = 0; i < workers; i++) {
            ws[i] = new Worker("worker-" + i, processingMillis);
            ws[i].start();
        }

        // The main thread is the master.
        long end = System.nanoTime() + durationMillis * 1_000_000L;
        int rounds = 0;
        synchronized (lock) {
            do { // at least one round, however short the run
                // Fork: start a new round and wake every worker.
                round++;
                running = workers;
                lock.notifyAll();
                // Join: wait() releases the lock; the last worker to finish notify()s us.
                while (running > 0) {
                    lock.wait();
                }
                rounds++;
            } while (System.nanoTime() - end < 0);
            // Every worker has finished the last round and is waiting (or about to): release them.
            done = true;
            lock.notifyAll();
        }
        for (Worker w : ws) {
            w.join();
        }
        System.out.println("ForkJoin: workers=" + workers + " processing_ms=" + processingMillis
                + " duration_ms=" + durationMillis + " rounds=" + rounds);
    }
}
