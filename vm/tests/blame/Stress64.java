// Stress64: many threads contending for the same locks, to check that blame tracing loses no
// event and keeps every lock's events consistent under load.
//
//   Stress64 [threads] [iterations] [reentrantEvery]   (defaults: 64 2000 100)
//
// All threads first wait at a gate (Object.wait on Stress64$Gate); main opens it with
// notifyAll once every thread is WAITING, so all of them re-acquire the gate's lock at once
// (a notified waiter's re-acquisition counts as a contended enter, "after wait"). Then each
// thread increments a counter `iterations` times under a monitor (Stress64$Counter), and every
// `reentrantEvery`-th time also another counter under a ReentrantLock (whose waiters park);
// now and then a thread yields its core while it holds the monitor, so that others block on it.
// The final counts are fixed, so the output is deterministic.
import java.util.concurrent.locks.ReentrantLock;

public class Stress64 {
    static final class Gate {
        boolean open;
    }

    static final class Counter {
        long value;
    }

    static final Gate GATE = new Gate();
    static final Counter COUNTER = new Counter();
    static final ReentrantLock RLOCK = new ReentrantLock();
    static long reentrantCount; // guarded by RLOCK

    static final int YIELD_EVERY = 50;
    static int iterations;
    static int reentrantEvery;

    static void passGate() throws InterruptedException {
        synchronized (GATE) {
            while (!GATE.open) {
                GATE.wait();
            }
        }
    }

    static void work() {
        for (int i = 1; i <= iterations; i++) {
            synchronized (COUNTER) {
                COUNTER.value++;
                if (i % YIELD_EVERY == 0) {
                    // Give the core away while holding the lock: the threads that run
                    // meanwhile block on it (without this, on 2 cores, a thread may finish its
                    // short loop before any other one comes to the lock).
                    Thread.yield();
                }
            }
            if (i % reentrantEvery == 0) {
                RLOCK.lock();
                try {
                    reentrantCount++;
                } finally {
                    RLOCK.unlock();
                }
            }
        }
    }

    static final class Worker implements Runnable {
        public void run() {
            try {
                passGate();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
            work();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int threads = args.length > 0 ? Integer.parseInt(args[0]) : 64;
        iterations = args.length > 1 ? Integer.parseInt(args[1]) : 2000;
        reentrantEvery = args.length > 2 ? Integer.parseInt(args[2]) : 100;
        Thread[] workers = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            workers[i] = new Thread(new Worker(), "worker-" + i);
            workers[i].start();
        }
        for (Thread w : workers) {
            while (w.getState() != Thread.State.WAITING) {
                Thread.sleep(1);
            }
        }
        synchronized (GATE) {
            GATE.open = true;
            GATE.notifyAll();
        }
        for (Thread w : workers) {
            w.join();
        }
        long expected = (long) threads * iterations;
        long expectedReentrant = (long) threads * (iterations / reentrantEvery);
        synchronized (COUNTER) {
            System.out.println("counter: " + COUNTER.value + " (expected " + expected + ")");
        }
        RLOCK.lock();
        try {
            System.out.println("reentrant: " + reentrantCount + " (expected " + expectedReentrant + ")");
        } finally {
            RLOCK.unlock();
        }
    }
}
