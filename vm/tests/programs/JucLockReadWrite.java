import java.util.*;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.*;

// ReentrantReadWriteLock: readers share, a writer excludes readers and writers, reentrancy and
// hold counts per thread, downgrading (write -> read), no upgrading, the non-fair reader
// deferring to a queued writer, fair and non-fair counts under contention, timed and
// interruptible acquires, conditions on the write lock, UnsupportedOperationException on the
// read lock's, unlock errors and their messages, toString of the lock and of both views.
public class JucLockReadWrite {
    static String mask(Object o) {
        String s = String.valueOf(o);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            b.append(c);
            if (c == '@') {
                b.append("H");
                while (i + 1 < s.length() && Character.digit(s.charAt(i + 1), 16) >= 0) i++;
            }
        }
        return b.toString();
    }

    static class Exposed extends ReentrantReadWriteLock {
        Exposed(boolean fair) { super(fair); }
        Thread owner() { return getOwner(); }
        int writers() { return getQueuedWriterThreads().size(); }
        int readers() { return getQueuedReaderThreads().size(); }
        int all() { return getQueuedThreads().size(); }
    }

    static void counts(String label, ReentrantReadWriteLock l) {
        System.out.println(label + ": readLocks=" + l.getReadLockCount() + " readHolds=" + l.getReadHoldCount() + " writeLocked=" + l.isWriteLocked()
                + " byMe=" + l.isWriteLockedByCurrentThread() + " writeHolds=" + l.getWriteHoldCount() + " wHeld=" + l.writeLock().isHeldByCurrentThread()
                + " wCount=" + l.writeLock().getHoldCount() + " " + mask(l) + " " + mask(l.readLock()) + " " + mask(l.writeLock()));
    }

    static long shared;

    static void contention(final ReentrantReadWriteLock l) throws Exception {
        shared = 0;
        final long[] sums = new long[4];
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < 1500; k++) {
                        if (id % 2 == 0) {
                            l.writeLock().lock();
                            try {
                                shared++;
                                if ((k & 31) == 0) Thread.yield();
                                shared++;
                            } finally {
                                l.writeLock().unlock();
                            }
                        } else {
                            l.readLock().lock();
                            try {
                                if ((shared & 1) != 0) sums[id]++; // a reader never sees a half write
                            } finally {
                                l.readLock().unlock();
                            }
                        }
                    }
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("fair=" + l.isFair() + " shared=" + shared + " torn reads=" + (sums[1] + sums[3]) + " readLocks=" + l.getReadLockCount()
                + " writeLocked=" + l.isWriteLocked() + " queued=" + l.hasQueuedThreads());
    }

    public static void main(String[] args) throws Exception {
        contention(new ReentrantReadWriteLock());
        contention(new ReentrantReadWriteLock(true));

        final Exposed l = new Exposed(false);
        counts("initial", l);
        l.readLock().lock();
        l.readLock().lock();
        counts("read x2", l);
        System.out.println("upgrade tryLock: " + l.writeLock().tryLock());
        System.out.println("upgrade timed: " + l.writeLock().tryLock(10, TimeUnit.MILLISECONDS));
        l.readLock().unlock();
        l.readLock().unlock();
        try {
            l.readLock().unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("read unlock unheld: " + e.getMessage());
        }
        try {
            l.writeLock().unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("write unlock unheld: " + e.getClass().getName() + " msg=" + e.getMessage());
        }
        l.writeLock().lock();
        l.writeLock().lock();
        counts("write x2", l);
        l.readLock().lock(); // downgrade
        counts("write x2 + read", l);
        l.writeLock().unlock();
        l.writeLock().unlock();
        counts("downgraded", l);
        l.readLock().unlock();
        counts("free", l);

        // readers share: two threads hold the read lock together
        final ReentrantReadWriteLock.ReadLock rl = l.readLock();
        final ReentrantReadWriteLock.WriteLock wl = l.writeLock();
        final Object gate = new Object();
        final int[] inside = new int[1];
        final boolean[] release = new boolean[1];
        Thread[] readers = new Thread[3];
        final String[] seen = new String[3];
        for (int i = 0; i < 3; i++) {
            final int id = i;
            readers[i] = new Thread(new Runnable() {
                public void run() {
                    rl.lock();
                    try {
                        synchronized (gate) {
                            inside[0]++;
                            gate.notifyAll();
                            while (!release[0]) gate.wait();
                        }
                        seen[id] = "reader" + id + " holds=" + l.getReadHoldCount();
                    } catch (InterruptedException e) {
                        seen[id] = "interrupted";
                    } finally {
                        rl.unlock();
                    }
                }
            });
            readers[i].start();
        }
        synchronized (gate) {
            while (inside[0] < 3) gate.wait();
        }
        System.out.println("three readers inside: readLocks=" + l.getReadLockCount() + " mine=" + l.getReadHoldCount() + " " + mask(l));
        System.out.println("writer tryLock while read: " + wl.tryLock() + " reader tryLock: " + rl.tryLock());
        rl.unlock();
        // a queued writer: later non-fair readers defer to it
        final String[] w = new String[2];
        Thread writer = new Thread(new Runnable() {
            public void run() {
                wl.lock();
                w[0] = "writer got it: readLocks=" + l.getReadLockCount() + " holds=" + wl.getHoldCount();
                wl.unlock();
            }
        }, "writer");
        writer.start();
        while (!l.hasQueuedThread(writer)) Thread.yield();
        while (LockSupport.getBlocker(writer) == null) Thread.yield();
        System.out.println("writer blocker: " + LockSupport.getBlocker(writer).getClass().getName() + " queue=" + l.getQueueLength() + " writers=" + l.writers() + " readers=" + l.readers());
        Thread lateReader = new Thread(new Runnable() {
            public void run() {
                rl.lock();
                w[1] = "late reader after writer: writeLocked=" + l.isWriteLocked();
                rl.unlock();
            }
        }, "late");
        lateReader.start();
        while (!l.hasQueuedThread(lateReader)) Thread.yield();
        System.out.println("late reader queued: queue=" + l.getQueueLength() + " writers=" + l.writers() + " readers=" + l.readers() + " all=" + l.all());
        synchronized (gate) {
            release[0] = true;
            gate.notifyAll();
        }
        for (Thread t : readers) t.join();
        writer.join();
        lateReader.join();
        System.out.println(Arrays.toString(seen));
        System.out.println(w[0]);
        System.out.println(w[1]);

        // a reader that already holds the read lock re-enters even with a writer queued
        rl.lock();
        Thread writer2 = new Thread(new Runnable() {
            public void run() {
                wl.lock();
                wl.unlock();
            }
        });
        writer2.start();
        while (!l.hasQueuedThread(writer2)) Thread.yield();
        rl.lock();
        System.out.println("reentrant read with writer queued: holds=" + l.getReadHoldCount());
        rl.unlock();
        rl.unlock();
        writer2.join();

        // timed and interruptible acquires
        wl.lock();
        final String[] r = new String[4];
        Thread t = new Thread(new Runnable() {
            public void run() {
                try {
                    r[0] = "read timed: " + rl.tryLock(30, TimeUnit.MILLISECONDS);
                    r[1] = "write timed: " + wl.tryLock(30, TimeUnit.MILLISECONDS);
                    try {
                        rl.lockInterruptibly();
                        r[2] = "acquired?";
                    } catch (InterruptedException e) {
                        r[2] = "read lockInterruptibly: InterruptedException";
                    }
                    try {
                        wl.lockInterruptibly();
                        r[3] = "acquired?";
                    } catch (InterruptedException e) {
                        r[3] = "write lockInterruptibly: InterruptedException";
                    }
                } catch (InterruptedException e) {
                    r[0] = "unexpected";
                }
            }
        });
        t.start();
        while (!l.hasQueuedThread(t) || LockSupport.getBlocker(t) == null) Thread.yield();
        while (r[1] == null) {
            Thread.yield();
        }
        while (!l.hasQueuedThread(t)) Thread.yield();
        t.interrupt();
        while (r[2] == null) Thread.yield();
        while (!l.hasQueuedThread(t)) Thread.yield();
        t.interrupt();
        t.join();
        System.out.println(Arrays.toString(r) + " queued=" + l.hasQueuedThreads());
        wl.unlock();

        // conditions
        try {
            rl.newCondition();
        } catch (UnsupportedOperationException e) {
            System.out.println("read newCondition: " + e.getClass().getName() + " msg=" + e.getMessage());
        }
        final Condition c = wl.newCondition();
        try {
            l.hasWaiters(c);
        } catch (IllegalMonitorStateException e) {
            System.out.println("hasWaiters unheld: IMSE");
        }
        final String[] cr = new String[1];
        Thread cw = new Thread(new Runnable() {
            public void run() {
                wl.lock();
                try {
                    c.await();
                    cr[0] = "condition signalled, writeHolds=" + l.getWriteHoldCount();
                } catch (InterruptedException e) {
                    cr[0] = "interrupted";
                } finally {
                    wl.unlock();
                }
            }
        });
        cw.start();
        while (true) {
            wl.lock();
            try {
                if (l.getWaitQueueLength(c) == 1) break;
            } finally {
                wl.unlock();
            }
            Thread.yield();
        }
        wl.lock();
        while (LockSupport.getBlocker(cw) == null) Thread.yield(); // it parks after releasing
        System.out.println("has waiters: " + l.hasWaiters(c) + " blocker=" + LockSupport.getBlocker(cw).getClass().getName());
        c.signal();
        wl.unlock();
        cw.join();
        System.out.println(cr[0]);
        try {
            l.hasWaiters(new ReentrantLock().newCondition());
        } catch (IllegalArgumentException e) {
            System.out.println("foreign condition: " + e.getMessage());
        }

        // write lock held by another thread: toString names it
        Thread holder = new Thread(new Runnable() {
            public void run() {
                wl.lock();
                System.out.println("held elsewhere: " + mask(wl) + " " + mask(l) + " owner=" + l.owner().getName());
                wl.unlock();
            }
        }, "holder");
        holder.start();
        holder.join();
        System.out.println("fair blocker: " + fairBlocker());
    }

    static String fairBlocker() throws Exception {
        final ReentrantReadWriteLock f = new ReentrantReadWriteLock(true);
        f.writeLock().lock();
        Thread t = new Thread(new Runnable() {
            public void run() {
                f.readLock().lock();
                f.readLock().unlock();
            }
        });
        t.start();
        while (LockSupport.getBlocker(t) == null) Thread.yield();
        String s = LockSupport.getBlocker(t).getClass().getName();
        f.writeLock().unlock();
        t.join();
        return s;
    }
}
