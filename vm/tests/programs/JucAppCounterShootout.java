import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.StampedLock;

// The classic "which counter is thread-safe" demonstration: four threads increment a shared
// counter 20,000 times each through synchronized, ReentrantLock (non-fair and fair), StampedLock,
// AtomicInteger, LongAdder and a volatile int read-modify-write. Every safe variant reaches
// exactly 80,000; the unsafe volatile one is only printed as "at most" (it may lose updates).
public class JucAppCounterShootout {
    static final int THREADS = 4, N = 20000;

    interface Inc {
        void inc();
    }

    static int plain;
    static volatile int vol;

    static void run(String name, final Inc inc, java.util.concurrent.Callable<Long> result) throws Exception {
        Thread[] ts = new Thread[THREADS];
        for (int t = 0; t < THREADS; t++) {
            ts[t] = new Thread(new Runnable() {
                public void run() {
                    for (int i = 0; i < N; i++) inc.inc();
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        long r = result.call();
        if (name.startsWith("unsafe")) System.out.println(name + ": at most " + (THREADS * N) + " " + (r <= THREADS * N));
        else System.out.println(name + ": " + r);
    }

    public static void main(String[] args) throws Exception {
        final Object mon = new Object();
        run("synchronized", new Inc() {
            public void inc() {
                synchronized (mon) {
                    plain++;
                }
            }
        }, () -> (long) plain);
        for (final boolean fair : new boolean[] {false, true}) {
            final ReentrantLock lock = new ReentrantLock(fair);
            final int[] c = new int[1];
            run(fair ? "fair ReentrantLock" : "ReentrantLock", new Inc() {
                public void inc() {
                    lock.lock();
                    try {
                        c[0]++;
                    } finally {
                        lock.unlock();
                    }
                }
            }, () -> (long) c[0]);
        }
        final StampedLock sl = new StampedLock();
        final long[] sc = new long[1];
        run("StampedLock", new Inc() {
            public void inc() {
                long s = sl.writeLock();
                try {
                    sc[0]++;
                } finally {
                    sl.unlockWrite(s);
                }
            }
        }, () -> sc[0]);
        final AtomicInteger ai = new AtomicInteger();
        run("AtomicInteger", new Inc() {
            public void inc() {
                ai.incrementAndGet();
            }
        }, () -> (long) ai.get());
        final LongAdder la = new LongAdder();
        run("LongAdder", new Inc() {
            public void inc() {
                la.increment();
            }
        }, la::sum);
        run("unsafe volatile", new Inc() {
            public void inc() {
                vol++;
            }
        }, () -> (long) vol);
    }
}
