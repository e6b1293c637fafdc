// The generalized ping-pong micro-benchmark (Free Lunch thesis, ch. 3.1.1 Fig. 3.1 and ch. 4.3.1).
//
//   usage: PingPong <totalThreads> <csMillis> <durationMillis> [spin|sleep] [synchronized|reentrant]
//          (no arguments: 4 1 2000 spin synchronized)
//   e.g.   toyjvm bench-programs/PingPong.java 48 1 30000           (the paper's setting)
//
// The paper ran this on 48 cores: every thread had a core. On a machine with fewer cores than
// threads, computing threads also take the CPU from the ping-pong threads, and a thread that
// waits for a CPU is not waiting for the lock, so CSP comes out below 1/N. `sleep` makes the
// other threads sleep instead of compute, which keeps the paper's situation (they run, for
// Free Lunch, without competing for the cores).
//
// Two "ping-pong" threads loop on ONE lock, an instance of PingPong.Lock (profilers name its
// class PingPong$Lock):
//
//     synchronized (lock) { burn the CPU for csMillis }
//
// so at any time one of them runs and the other is blocked entering the monitor (it is
// acquiring the lock, never waiting: there is no wait/notify here). The other totalThreads - 2
// threads compute the same way but never lock anything. After durationMillis the main thread
// stops everybody and prints the number of critical sections the two ping-pong threads ran:
//
//     PingPong: threads=48 cs_ms=1 duration_ms=30000 iterations=12345
//
// With `reentrant` the two threads take a java.util.concurrent.locks.ReentrantLock instead: the
// thread that cannot take it parks (profilers name the lock by what it parks on, the lock's
// ReentrantLock$NonfairSync). Free Lunch's CSP is the same 1/N: a thread parked to acquire a
// synchronizer is acquiring it, exactly as a thread blocked entering a monitor.
//
// What a profiler should show: with 2 threads the lock stops half of the application's
// threads all the time (Free Lunch CSP ~50%); with 48 threads it stops only 1 thread in 48
// (CSP ~2%), although the time spent acquiring the lock and its critical-section time are the
// same in both runs (HPROF, JProfiler and MSDK report the same value for 2 and 48 threads).
public class PingPong {
    /** The class of the contended lock: a class of its own so that profilers can name it. */
    static final class Lock {}

    static final Lock lock = new Lock();

    /** The lock of the `reentrant` variant (null: the threads synchronize on `lock`). */
    static java.util.concurrent.locks.ReentrantLock reentrant;

    /** Set by main when the duration is over; every thread checks it between two chunks of work. */
    static volatile boolean stop;

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

    /** One of the two threads that run their critical sections in mutual exclusion. */
    static final class PingPongThread extends Thread {
        final long csMillis;
        long iterations; // read by main after join()
        long sink;

        PingPongThread(String name, long csMillis) {
            super(name);
            this.csMillis = csMillis;
        }

        @Override
        public void run() {
            long x = getName().hashCode();
            do { // at least one critical section, however short the run
                if (reentrant == null) {
                    synchronized (lock) {
                        x = busy(csMillis, x);
                    }
                } else {
                    reentrant.lock();
                    try {
                        x = busy(csMillis, x);
                    } finally {
                        reentrant.unlock();
                    }
                }
                iterations++;
            } while (!stop);
            sink = x;
        }
    }

    /**
     * One of the other threads: the same processing, in 1 ms chunks, never taking a lock. With
     * `sleep`, it stands in for a thread that has a core of its own: it sleeps in 10 ms chunks,
     * so it does not take the CPU from the ping-pong threads (for Free Lunch a sleeping thread
     * is running, as a computing one is; only waiting on a condition is not).
     */
    static final class FreeThread extends Thread {
        final boolean sleep;
        long sink;

        FreeThread(String name, boolean sleep) {
            super(name);
            this.sleep = sleep;
        }

        @Override
        public void run() {
            long x = getName().hashCode();
            while (!stop) {
                if (sleep) {
                    try {
                        Thread.sleep(10);
                    } catch (InterruptedException e) {
                        return;
                    }
                } else {
                    x = busy(1, x);
                }
            }
            sink = x;
        }
    }

    static void usage() {
        System.err.println("usage: PingPong <totalThreads> <csMillis> <durationMillis> [spin|sleep]"
                + " [synchronized|reentrant]  (totalThreads >= 2, the others >= 0; how the other"
                + " threads pass the time, default spin; the lock, default synchronized)");
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
        int totalThreads = 4, csMillis = 1, durationMillis = 2000;
        boolean othersSleep = false;
        if (args.length != 0) {
            if (args.length < 3 || args.length > 5) {
                usage();
            }
            totalThreads = parse(args[0]);
            csMillis = parse(args[1]);
            durationMillis = parse(args[2]);
            if (args.length >= 4) {
                if (args[3].equals("sleep")) {
                    othersSleep = true;
                } else if (!args[3].equals("spin")) {
                    usage();
                }
            }
            if (args.length == 5) {
                if (args[4].equals("reentrant")) {
                    reentrant = new java.util.concurrent.locks.ReentrantLock();
                } else if (!args[4].equals("synchronized")) {
                    usage();
                }
            }
        }
        if (totalThreads < 2 || csMillis < 0 || durationMillis < 0) {
            usage();
        }

        PingPongThread ping = new PingPongThread("ping", csMillis);
        PingPongThread pong = new PingPongThread("pong", csMillis);
        Thread[] others = new Thread[totalThreads - 2];
        for (int i = 0; i < others.length; i++) {
            others[i] = new FreeThread("free-" + i, othersSleep);
        }
        ping.start();
        pong.start();
        for (Thread t : others) {
            t.start();
        }

        // Wait out the duration in join (a condition wait), not sleep: Free Lunch counts a
        // sleeping thread as running but not a waiting one, and the paper's CSP of 1/N counts
        // only the N benchmark threads. (ping runs until `stop`, so this join times out.)
        ping.join(Math.max(1, durationMillis));
        stop = true;

        ping.join();
        pong.join();
        for (Thread t : others) {
            t.join();
        }
        long iterations = ping.iterations + pong.iterations;
        System.out.println("PingPong: threads=" + totalThreads + " cs_ms=" + csMillis
                + " duration_ms=" + durationMillis + " iterations=" + iterations
                + (reentrant == null ? "" : " lock=reentrant"));
    }
}
