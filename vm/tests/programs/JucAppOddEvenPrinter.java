import java.util.concurrent.Semaphore;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

// The interview classic: threads take turns printing. Odd/even with synchronized + wait/notify,
// "ABC" x N with one ReentrantLock and one Condition per thread, and ping/pong with two
// Semaphores. The output is fully ordered by the hand-off, so it is printed as it happens.
public class JucAppOddEvenPrinter {
    static final Object monitor = new Object();
    static int next = 1;

    static void oddEven(final int max) throws InterruptedException {
        final StringBuilder out = new StringBuilder();
        Thread odd = new Thread(new Runnable() {
            public void run() {
                synchronized (monitor) {
                    while (next <= max) {
                        if (next % 2 == 1) {
                            out.append("odd:").append(next++).append(' ');
                            monitor.notify();
                        } else {
                            try {
                                monitor.wait();
                            } catch (InterruptedException e) {
                                return;
                            }
                        }
                    }
                    monitor.notify();
                }
            }
        });
        Thread even = new Thread(new Runnable() {
            public void run() {
                synchronized (monitor) {
                    while (next <= max) {
                        if (next % 2 == 0) {
                            out.append("even:").append(next++).append(' ');
                            monitor.notify();
                        } else {
                            try {
                                monitor.wait();
                            } catch (InterruptedException e) {
                                return;
                            }
                        }
                    }
                    monitor.notify();
                }
            }
        });
        even.start();
        odd.start();
        odd.join();
        even.join();
        System.out.println(out.toString().trim());
    }

    static class Turns {
        final ReentrantLock lock = new ReentrantLock();
        final Condition[] turn;
        int current;

        Turns(int n) {
            turn = new Condition[n];
            for (int i = 0; i < n; i++) turn[i] = lock.newCondition();
        }
    }

    static void abc(final int rounds) throws InterruptedException {
        final Turns t = new Turns(3);
        final StringBuffer out = new StringBuffer();
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final int me = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    for (int r = 0; r < rounds; r++) {
                        t.lock.lock();
                        try {
                            while (t.current != me) t.turn[me].awaitUninterruptibly();
                            out.append((char) ('A' + me));
                            t.current = (me + 1) % 3;
                            t.turn[t.current].signal();
                        } finally {
                            t.lock.unlock();
                        }
                    }
                }
            });
        }
        for (int i = 2; i >= 0; i--) ts[i].start();
        for (Thread th : ts) th.join();
        System.out.println(out);
    }

    static void pingPong(final int n) throws InterruptedException {
        final Semaphore ping = new Semaphore(1), pong = new Semaphore(0);
        final StringBuffer out = new StringBuffer();
        Thread a = new Thread(new Runnable() {
            public void run() {
                for (int i = 0; i < n; i++) {
                    ping.acquireUninterruptibly();
                    out.append("ping ");
                    pong.release();
                }
            }
        });
        Thread b = new Thread(new Runnable() {
            public void run() {
                for (int i = 0; i < n; i++) {
                    pong.acquireUninterruptibly();
                    out.append("pong").append(i == n - 1 ? "" : " ");
                    ping.release();
                }
            }
        });
        b.start();
        a.start();
        a.join();
        b.join();
        System.out.println(out);
    }

    public static void main(String[] args) throws InterruptedException {
        oddEven(20);
        abc(15);
        pingPong(8);
    }
}
