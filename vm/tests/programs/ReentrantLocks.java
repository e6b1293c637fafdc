// toyjvm-variants: | -XX:-UseBiasedLocking
import java.util.*;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.*;

// java.util.concurrent.locks.ReentrantLock and Condition: exact counts under contention (fair
// and non-fair), reentrancy and hold counts, tryLock (free, held, timed), lockInterruptibly
// interrupted while queued, unlock by a non-owner, a bounded buffer on two Conditions, await
// timeouts, signal vs signalAll, await interrupted, the WAITING state of a queued thread.
public class ReentrantLocks {
    static final class BoundedBuffer {
        final ReentrantLock lock = new ReentrantLock();
        final Condition notFull = lock.newCondition(), notEmpty = lock.newCondition();
        final int[] items = new int[5];
        int head, tail, count;

        void put(int x) throws InterruptedException {
            lock.lock();
            try {
                while (count == items.length) notFull.await();
                items[tail] = x;
                tail = (tail + 1) % items.length;
                count++;
                notEmpty.signal();
            } finally {
                lock.unlock();
            }
        }

        int take() throws InterruptedException {
            lock.lock();
            try {
                while (count == 0) notEmpty.await();
                int x = items[head];
                head = (head + 1) % items.length;
                count--;
                notFull.signal();
                return x;
            } finally {
                lock.unlock();
            }
        }
    }

    static Thread.State waitForState(Thread t, Thread.State expected) throws InterruptedException {
        for (int i = 0; i < 5000; i++) {
            Thread.State s = t.getState();
            if (s == expected) return s;
            Thread.sleep(1);
        }
        return t.getState();
    }

    static int counter;

    static void contend(final ReentrantLock lock, String label) throws InterruptedException {
        counter = 0;
        Thread[] ts = new Thread[4];
        for (int t = 0; t < ts.length; t++) {
            ts[t] = new Thread(() -> {
                for (int i = 0; i < 20000; i++) {
                    lock.lock();
                    try {
                        counter++;
                    } finally {
                        lock.unlock();
                    }
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println(label + ": " + counter + " locked " + lock.isLocked() + " queued " + lock.hasQueuedThreads());
    }

    public static void main(String[] args) throws Exception {
        contend(new ReentrantLock(), "non-fair");
        contend(new ReentrantLock(true), "fair");

        ReentrantLock lock = new ReentrantLock();
        System.out.println("fair: " + lock.isFair() + " " + new ReentrantLock(true).isFair());
        lock.lock();
        lock.lock();
        System.out.println("holds: " + lock.getHoldCount() + " mine " + lock.isHeldByCurrentThread() + " locked " + lock.isLocked());
        System.out.println("tryLock reentrant: " + lock.tryLock() + " holds " + lock.getHoldCount());
        lock.unlock();
        lock.unlock();
        lock.unlock();
        System.out.println("released: " + lock.getHoldCount() + " locked " + lock.isLocked());
        try {
            lock.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlock when free: IllegalMonitorStateException");
        }

        // Another thread holds it: tryLock fails, timed tryLock times out, unlock throws.
        final ReentrantLock held = new ReentrantLock();
        final Object ready = new Object();
        final boolean[] release = new boolean[1];
        Thread owner = new Thread(() -> {
            held.lock();
            try {
                synchronized (ready) {
                    ready.notifyAll();
                    while (!release[0]) {
                        try {
                            ready.wait();
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                }
            } finally {
                held.unlock();
            }
        }, "owner");
        synchronized (ready) {
            owner.start();
            ready.wait();
        }
        System.out.println("other holds: tryLock " + held.tryLock() + " locked " + held.isLocked() + " mine " + held.isHeldByCurrentThread()
                + " holdCount " + held.getHoldCount());
        long t0 = System.nanoTime();
        System.out.println("tryLock(30ms): " + held.tryLock(30, TimeUnit.MILLISECONDS) + " waited " + ((System.nanoTime() - t0) >= 25000000L));
        try {
            held.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlock by non-owner: IllegalMonitorStateException");
        }
        // A queued thread shows WAITING (parked) and can be interrupted out of lockInterruptibly.
        final String[] outcome = new String[2];
        Thread queued = new Thread(() -> {
            try {
                held.lockInterruptibly();
                outcome[0] = "acquired";
                held.unlock();
            } catch (InterruptedException e) {
                outcome[0] = "interrupted, flag " + Thread.currentThread().isInterrupted();
            }
        }, "queued");
        queued.start();
        System.out.println("queued: " + waitForState(queued, Thread.State.WAITING) + " hasQueuedThread " + held.hasQueuedThread(queued)
                + " length " + held.getQueueLength());
        queued.interrupt();
        queued.join();
        System.out.println("lockInterruptibly: " + outcome[0] + ", queue length " + held.getQueueLength());
        // lock() is not interruptible: the interrupt is kept for later.
        Thread stubborn = new Thread(() -> {
            held.lock();
            outcome[1] = "acquired, flag " + Thread.currentThread().isInterrupted();
            held.unlock();
        }, "stubborn");
        stubborn.start();
        waitForState(stubborn, Thread.State.WAITING);
        stubborn.interrupt();
        Thread.sleep(20);
        System.out.println("stubborn still waiting: " + stubborn.isAlive());
        synchronized (ready) {
            release[0] = true;
            ready.notifyAll();
        }
        owner.join();
        stubborn.join();
        System.out.println("lock(): " + outcome[1]);
        System.out.println("free again: tryLock " + held.tryLock());
        held.unlock();

        // Condition-based bounded buffer with 2 producers and 2 consumers.
        final BoundedBuffer buf = new BoundedBuffer();
        final long[] sums = new long[2];
        Thread[] ps = new Thread[2], cs = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int id = i;
            ps[i] = new Thread(() -> {
                try {
                    for (int k = 0; k < 5000; k++) buf.put(id * 5000 + k);
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
            cs[i] = new Thread(() -> {
                try {
                    for (int k = 0; k < 5000; k++) sums[id] += buf.take();
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
        }
        for (int i = 0; i < 2; i++) {
            cs[i].start();
            ps[i].start();
        }
        for (int i = 0; i < 2; i++) {
            ps[i].join();
            cs[i].join();
        }
        System.out.println("condition buffer: sum " + (sums[0] + sums[1]) + " expected " + (10000L * 9999 / 2) + " left " + buf.count);

        // await with a timeout, nobody signals.
        final ReentrantLock l = new ReentrantLock();
        final Condition cond = l.newCondition();
        l.lock();
        try {
            t0 = System.nanoTime();
            boolean signalled = cond.await(30, TimeUnit.MILLISECONDS);
            System.out.println("await(30ms): " + signalled + " waited " + ((System.nanoTime() - t0) >= 25000000L) + " holds " + l.getHoldCount());
            long left = cond.awaitNanos(10000000L);
            System.out.println("awaitNanos: left <= 0 " + (left <= 0));
            System.out.println("awaitUntil past: " + cond.awaitUntil(new Date(System.currentTimeMillis() - 10)));
        } finally {
            l.unlock();
        }
        try {
            cond.await();
        } catch (IllegalMonitorStateException e) {
            System.out.println("await without lock: IllegalMonitorStateException");
        }
        try {
            cond.signal();
        } catch (IllegalMonitorStateException e) {
            System.out.println("signal without lock: IllegalMonitorStateException");
        }

        // signal wakes one, signalAll the rest; await keeps the hold count.
        final int[] woke = new int[1];
        Thread[] ws = new Thread[3];
        for (int i = 0; i < ws.length; i++) {
            ws[i] = new Thread(() -> {
                l.lock();
                l.lock();
                try {
                    cond.awaitUninterruptibly();
                    woke[0]++;
                    if (l.getHoldCount() != 2) woke[0] += 1000;
                } finally {
                    l.unlock();
                    l.unlock();
                }
            });
            ws[i].start();
        }
        for (Thread t : ws) waitForState(t, Thread.State.WAITING);
        while (true) {
            l.lock();
            try {
                if (l.getWaitQueueLength(cond) == 3) break;
            } finally {
                l.unlock();
            }
            Thread.sleep(1);
        }
        l.lock();
        try {
            System.out.println("waiters: " + l.hasWaiters(cond) + " " + l.getWaitQueueLength(cond));
            cond.signal();
        } finally {
            l.unlock();
        }
        while (true) {
            l.lock();
            try {
                if (woke[0] >= 1) break;
            } finally {
                l.unlock();
            }
            Thread.sleep(1);
        }
        l.lock();
        try {
            System.out.println("after signal: woke " + woke[0] + " waiting " + l.getWaitQueueLength(cond));
            cond.signalAll();
        } finally {
            l.unlock();
        }
        for (Thread t : ws) t.join();
        System.out.println("after signalAll: woke " + woke[0]);

        // await interrupted: InterruptedException after the lock is taken back, flag cleared.
        final String[] res = new String[1];
        Thread ai = new Thread(() -> {
            l.lock();
            try {
                cond.await();
                res[0] = "returned";
            } catch (InterruptedException e) {
                res[0] = "InterruptedException, holds " + l.isHeldByCurrentThread() + ", flag " + Thread.currentThread().isInterrupted();
            } finally {
                l.unlock();
            }
        });
        ai.start();
        waitForState(ai, Thread.State.WAITING);
        ai.interrupt();
        ai.join();
        System.out.println("await interrupted: " + res[0]);
        System.out.println("toString ends: " + l.toString().endsWith("[Unlocked]"));
        l.lock();
        System.out.println("toString locked: " + l.toString().substring(l.toString().indexOf('[')));
        l.unlock();
    }
}
