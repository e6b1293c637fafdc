// toyjvm-variants: | -XX:-UseBiasedLocking | -XX:BiasedLockingStartupDelay=0
import java.util.*;

// Monitors under contention: N threads x M increments through synchronized instance methods,
// static synchronized methods and synchronized blocks give exact counts; nested locks taken in a
// fixed order; an exception thrown inside a critical section releases the lock (another thread
// then takes it). Results are printed after join().
public class SyncCounters {
    static final int THREADS = 4, ITERS = 20000;

    static class Counter {
        private int n;

        synchronized void inc() {
            n++;
        }

        synchronized int get() {
            return n;
        }
    }

    static int staticCount;

    static synchronized void staticInc() {
        staticCount++;
    }

    static synchronized int staticGet() {
        return staticCount;
    }

    static final Object a = new Object(), b = new Object();
    static long nestedA, nestedB;

    static final Object failLock = new Object();
    static int failCount, caught;

    static void mayFail(int i) {
        synchronized (failLock) {
            failCount++;
            if (i % 100 == 0) throw new IllegalStateException("fail " + i);
        }
    }

    interface Body {
        void run(int thread, int i);
    }

    static void runAll(String label, Body body) throws InterruptedException {
        Thread[] ts = new Thread[THREADS];
        for (int t = 0; t < THREADS; t++) {
            final int id = t;
            ts[t] = new Thread(() -> {
                for (int i = 0; i < ITERS; i++) body.run(id, i);
            }, label + "-" + t);
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
    }

    public static void main(String[] args) throws Exception {
        final Counter c = new Counter();
        runAll("inst", (t, i) -> c.inc());
        System.out.println("instance synchronized: " + c.get() + " expected " + THREADS * ITERS);

        runAll("static", (t, i) -> staticInc());
        System.out.println("static synchronized: " + staticGet());

        final int[] block = new int[1];
        final Object lock = new Object();
        runAll("block", (t, i) -> {
            synchronized (lock) {
                block[0]++;
            }
        });
        System.out.println("synchronized block: " + block[0]);

        // Recursive locking of the same monitor by several threads.
        final Counter r = new Counter();
        runAll("recursive", (t, i) -> {
            synchronized (r) {
                synchronized (r) {
                    r.inc();
                }
            }
        });
        System.out.println("recursive: " + r.get());

        // Nested locks, always a then b: no deadlock, exact sums.
        runAll("nested", (t, i) -> {
            synchronized (a) {
                nestedA += t;
                synchronized (b) {
                    nestedB += i;
                }
            }
        });
        System.out.println("nested: a=" + nestedA + " b=" + nestedB);

        // Exceptions inside the critical section release the monitor.
        runAll("fail", (t, i) -> {
            try {
                mayFail(i);
            } catch (IllegalStateException e) {
                synchronized (SyncCounters.class) {
                    caught++;
                }
            }
        });
        System.out.println("exceptions: count=" + failCount + " caught=" + caught);
        System.out.println("holds failLock after: " + Thread.holdsLock(failLock));

        // A thread that dies by an exception inside synchronized frees the lock for the next.
        final List<String> events = new ArrayList<>();
        Thread dying = new Thread(() -> {
            synchronized (events) {
                events.add("dying holds lock");
                throw new RuntimeException("dies while holding the lock");
            }
        }, "dying");
        dying.setUncaughtExceptionHandler((th, e) -> {
            synchronized (events) {
                events.add("handler: " + th.getName() + " " + e.getMessage() + " holds=" + Thread.holdsLock(events));
            }
        });
        dying.start();
        dying.join();
        Thread next = new Thread(() -> {
            synchronized (events) {
                events.add("next took the lock");
            }
        });
        next.start();
        next.join();
        System.out.println(events);

        // Many short-lived threads each locking a shared object once.
        final Counter many = new Counter();
        List<Thread> list = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            Thread t = new Thread(() -> {
                for (int k = 0; k < 100; k++) many.inc();
            });
            list.add(t);
            t.start();
        }
        for (Thread t : list) t.join();
        System.out.println("many threads: " + many.get());
    }
}
