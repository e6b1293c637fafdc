// NestedLocks: a wait chain. Thread "B" holds INNER; thread "A" takes OUTER and, inside it,
// blocks on INNER; four "waiter" threads then block on OUTER, so they wait for A, which waits
// for B. The most contended lock is OUTER (four waiters for about HOLD_MS each), held by A in
// outerThenInner. Then four "rl" threads take a ReentrantLock (RL) in turn, parking on it.
// Ten threads in all: more than the cores of the test machine.
//
// The order is forced: B holds INNER until main has seen A take OUTER and the waiters start,
// and then HOLD_MS more.
import java.util.concurrent.locks.ReentrantLock;

public class NestedLocks {
    static final Object OUTER = new Object();
    static final Object INNER = new Object();
    static final ReentrantLock RL = new ReentrantLock();
    static final int HOLD_MS = 300;
    static final int WAITERS = 4;

    static volatile boolean bHasInner;
    static volatile boolean aHasOuter;
    static volatile boolean release;
    static int counter; // guarded by OUTER, INNER, RL

    static void pause(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }

    /** B: holds INNER until main releases it. */
    static void holdInner() {
        synchronized (INNER) {
            bHasInner = true;
            while (!release) {
                pause(1);
            }
            counter++;
        }
    }

    /** A: OUTER, then INNER inside it. */
    static void outerThenInner() {
        synchronized (OUTER) {
            aHasOuter = true;
            synchronized (INNER) {
                counter++;
                pause(5);
            }
        }
    }

    /** A waiter on OUTER. */
    static void takeOuter() {
        synchronized (OUTER) {
            counter++;
            pause(2);
        }
    }

    /** A user of the ReentrantLock. */
    static void useRl() {
        RL.lock();
        try {
            counter++;
            pause(10);
        } finally {
            RL.unlock();
        }
    }

    static Thread start(String name, Runnable r) {
        Thread t = new Thread(r, name);
        t.start();
        return t;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread b = start("B", new Runnable() { public void run() { holdInner(); } });
        while (!bHasInner) {
            pause(1);
        }
        Thread a = start("A", new Runnable() { public void run() { outerThenInner(); } });
        while (!aHasOuter) {
            pause(1);
        }
        Thread[] waiters = new Thread[WAITERS];
        for (int i = 0; i < WAITERS; i++) {
            waiters[i] = start("waiter-" + i, new Runnable() { public void run() { takeOuter(); } });
        }
        pause(HOLD_MS);
        release = true;
        b.join();
        a.join();
        for (Thread w : waiters) {
            w.join();
        }
        Thread[] rl = new Thread[WAITERS];
        for (int i = 0; i < WAITERS; i++) {
            rl[i] = start("rl-" + i, new Runnable() {
                public void run() {
                    for (int k = 0; k < 3; k++) {
                        useRl();
                    }
                }
            });
        }
        for (Thread t : rl) {
            t.join();
        }
        System.out.println("counter " + counter);
    }
}
