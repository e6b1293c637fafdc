// The fork-join micro-benchmark (Free Lunch thesis, ch. 3.1.1 Fig. 3.2 and ch. 4.3.1).
//
//   usage: ForkJoin <workers> <processingMillis> <durationMillis> [synchronized|reentrant]
//          (no arguments: 4 20 2000 synchronized)
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
// With `reentrant`, the lock is a java.util.concurrent.locks.ReentrantLock and wait/notify are
// await/signal on one Condition of it: the same rounds, with threads that park instead of
// blocking on a monitor (profilers name the lock ReentrantLock$NonfairSync). Free Lunch's CSP
// behaves the same: re-acquiring the lock after await() is acquiring it, as after wait().
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

    /** The lock's waiting operations: Object.wait/notify, or a Condition's await/signal. */
    interface Waits {
        void await() throws InterruptedException;

        void signal();

        void signalAll();
    }

    /** The monitor of `lock` (call with it held). */
    static final Waits MONITOR = new Waits() {
        public void await() throws InterruptedException {
            lock.wait();
        }

        public void signal() {
            lock.notify();
        }

        public void signalAll() {
            lock.notifyAll();
        }
    };

    /** The lock of the `reentrant` variant (null: threads synchronize on `lock`). */
    static java.util.concurrent.locks.ReentrantLock reentrant;
    static java.util.concurrent.locks.Condition condition;

    /** `condition` of `reentrant` (call with it held). */
    static final Waits CONDITION = new Waits() {
        public void await() throws InterruptedException {
            condition.await();
        }

        public void signal() {
            condition.signal();
        }

        public void signalAll() {
            condition.signalAll();
        }
    };

    /**
     * A worker's part of a round, holding the lock: join the round it worked on (`seen`; 0 at
     * first), then wait for a round it has not done yet. Returns that round, or -1 when the
     * master has stopped.
     */
    static int joinAndWaitForRound(int seen, Waits waits) throws InterruptedException {
        // Join: the last worker to finish the round wakes the master.
        if (seen > 0 && --running == 0) {
            waits.signal();
        }
        // Wait for a round this worker has not done yet (or for the end).
        while (round == seen && !done) {
            waits.await();
            if (round == seen && running == 0 && !done) {
                // The join's signal is meant for the master, and with HotSpot's (and toyjvm's)
                // FIFO wait sets it always reaches the master, which has waited longest. Java
                // does not promise that, though: if it woke this worker instead, wake everybody
                // so the master cannot miss it.
                waits.signalAll();
            }
        }
        return done ? -1 : round;
    }

    /**
     * The master's rounds, holding the lock, until `end` (System.nanoTime()): fork (start a round
     * and wake every worker), join (wait until the last worker signals). Returns the rounds run.
     */
    static int masterRounds(int workers, long end, Waits waits) throws InterruptedException {
        int rounds = 0;
        do { // at least one round, however short the run
            round++;
            running = workers;
            waits.signalAll();
            // Join: waiting releases the lock; the last worker to finish signals us.
            while (running > 0) {
                waits.await();
            }
            rounds++;
        } while (System.nanoTime() - end < 0);
        // Every worker has finished the last round and is waiting (or about to): release them.
        done = true;
        waits.signalAll();
        return rounds;
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
                    if (reentrant == null) {
                        synchronized (lock) {
                            seen = joinAndWaitForRound(seen, MONITOR);
                        }
                    } else {
                        reentrant.lock();
                        try {
                            seen = joinAndWaitForRound(seen, CONDITION);
                        } finally {
                            reentrant.unlock();
                        }
                    } // fork: this worker leaves the lock...
                    if (seen < 0) {
                        return;
                    }
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
                + " [synchronized|reentrant]  (workers >= 1, the others >= 0; the lock, default"
                + " synchronized)");
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
            if (args.length != 3 && args.length != 4) {
                usage();
            }
            workers = parse(args[0]);
            processingMillis = parse(args[1]);
            durationMillis = parse(args[2]);
            if (args.length == 4) {
                if (args[3].equals("reentrant")) {
                    reentrant = new java.util.concurrent.locks.ReentrantLock();
                    condition = reentrant.newCondition();
                } else if (!args[3].equals("synchronized")) {
                    usage();
                }
            }
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
        int rounds;
        if (reentrant == null) {
            synchronized (lock) {
                rounds = masterRounds(workers, end, MONITOR);
            }
        } else {
            reentrant.lock();
            try {
                rounds = masterRounds(workers, end, CONDITION);
            } finally {
                reentrant.unlock();
            }
        }
        for (Worker w : ws) {
            w.join();
        }
        System.out.println("ForkJoin: workers=" + workers + " processing_ms=" + processingMillis
                + " duration_ms=" + durationMillis + " rounds=" + rounds
                + (reentrant == null ? "" : " lock=reentrant"));
    }
}
