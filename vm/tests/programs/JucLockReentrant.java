import java.util.*;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.*;

// ReentrantLock on AbstractQueuedSynchronizer: exact counts under contention (fair and
// non-fair), hold counts, tryLock (timed), lockInterruptibly interrupted while queued, the
// blocker class a queued thread parks on, queue inspection, conditions (signal order, signalAll,
// awaitNanos/await/awaitUntil timeouts, interrupt during await, awaitUninterruptibly),
// IllegalMonitorStateException and IllegalArgumentException messages, toString shapes, and a
// custom AQS subclass (mutex and shared latch) with the AQS toString.
public class JucLockReentrant {
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

    static void waitQueued(ReentrantLock l, Thread t) {
        while (!l.hasQueuedThread(t)) Thread.yield();
        while (LockSupport.getBlocker(t) == null) Thread.yield();
    }

    static void waitState(Thread t, Thread.State s) {
        while (t.getState() != s) Thread.yield();
    }

    static int counter;

    static void contention(final ReentrantLock lock) throws Exception {
        counter = 0;
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < 2000; k++) {
                        lock.lock();
                        try {
                            counter++;
                            if ((k & 63) == 0) Thread.yield();
                        } finally {
                            lock.unlock();
                        }
                    }
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("fair=" + lock.isFair() + " counter=" + counter + " locked=" + lock.isLocked()
                + " queued=" + lock.hasQueuedThreads() + " len=" + lock.getQueueLength());
    }

    static class Exposed extends ReentrantLock {
        Exposed(boolean fair) { super(fair); }
        Thread owner() { return getOwner(); }
        Collection<Thread> queued() { return getQueuedThreads(); }
        Collection<Thread> waiting(Condition c) { return getWaitingThreads(c); }
    }

    /** A non-reentrant mutex and a one-shot latch on AQS, as the AQS javadoc suggests. */
    static final class Mutex extends AbstractQueuedSynchronizer {
        protected boolean tryAcquire(int a) {
            if (compareAndSetState(0, 1)) {
                setExclusiveOwnerThread(Thread.currentThread());
                return true;
            }
            return false;
        }
        protected boolean tryRelease(int a) {
            if (getState() == 0) throw new IllegalMonitorStateException("free");
            setExclusiveOwnerThread(null);
            setState(0);
            return true;
        }
        protected boolean isHeldExclusively() { return getState() == 1 && getExclusiveOwnerThread() == Thread.currentThread(); }
        Thread owner() { return getExclusiveOwnerThread(); }
    }

    static final class Gate extends AbstractQueuedSynchronizer {
        protected int tryAcquireShared(int a) { return getState() != 0 ? 1 : -1; }
        protected boolean tryReleaseShared(int a) { setState(1); return true; }
    }

    public static void main(String[] args) throws Exception {
        contention(new ReentrantLock());
        contention(new ReentrantLock(true));

        // hold counts and reentrancy
        final Exposed l = new Exposed(false);
        System.out.println("initial: " + mask(l) + " held=" + l.isHeldByCurrentThread() + " holds=" + l.getHoldCount() + " owner=" + l.owner());
        l.lock();
        l.lock();
        System.out.println("twice: holds=" + l.getHoldCount() + " locked=" + l.isLocked() + " owner=" + l.owner().getName() + " " + mask(l));
        l.unlock();
        System.out.println("once: holds=" + l.getHoldCount());
        l.unlock();
        System.out.println("released: holds=" + l.getHoldCount() + " locked=" + l.isLocked() + " " + mask(l));
        try {
            l.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlock free: " + e.getClass().getName() + " msg=" + e.getMessage());
        }

        // unlock by a non-owner, tryLock from another thread, timed tryLock
        l.lock();
        final String[] out = new String[6];
        Thread other = new Thread(new Runnable() {
            public void run() {
                try {
                    l.unlock();
                    out[0] = "no exception";
                } catch (IllegalMonitorStateException e) {
                    out[0] = e.getClass().getName() + " msg=" + e.getMessage();
                }
                out[1] = "tryLock=" + l.tryLock() + " holds=" + l.getHoldCount();
                try {
                    long t0 = System.nanoTime();
                    boolean got = l.tryLock(50, TimeUnit.MILLISECONDS);
                    out[2] = "timed tryLock=" + got + " waited>=50ms " + (System.nanoTime() - t0 >= 50000000L);
                    out[3] = "tryLock(0)=" + l.tryLock(0, TimeUnit.SECONDS) + " tryLock(-1)=" + l.tryLock(-1, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    out[2] = "interrupted?";
                }
            }
        }, "other");
        other.start();
        other.join();
        for (int i = 0; i < 4; i++) System.out.println(out[i]);
        System.out.println("queued after timeout: " + l.hasQueuedThreads() + " len=" + l.getQueueLength());

        // a queued thread: blocker class, state, queue inspection, then it gets the lock
        Thread waiter = new Thread(new Runnable() {
            public void run() {
                l.lock();
                out[4] = "waiter got it, holds=" + l.getHoldCount();
                l.unlock();
            }
        }, "waiter");
        waiter.start();
        waitQueued(l, waiter);
        waitState(waiter, Thread.State.WAITING);
        System.out.println("blocker: " + LockSupport.getBlocker(waiter).getClass().getName() + " state=" + waiter.getState());
        System.out.println("queue: has=" + l.hasQueuedThreads() + " hasThread=" + l.hasQueuedThread(waiter) + " mainQueued=" + l.hasQueuedThread(Thread.currentThread())
                + " len=" + l.getQueueLength() + " threads=" + names(l.queued()));
        l.unlock();
        waiter.join();
        System.out.println(out[4] + "; after: queued=" + l.hasQueuedThreads());

        // fair lock blocker name
        final ReentrantLock fl = new ReentrantLock(true);
        fl.lock();
        Thread fw = new Thread(new Runnable() {
            public void run() {
                fl.lock();
                fl.unlock();
            }
        });
        fw.start();
        waitQueued(fl, fw);
        System.out.println("fair blocker: " + LockSupport.getBlocker(fw).getClass().getName() + " tryLock by owner=" + fl.tryLock() + " holds=" + fl.getHoldCount());
        fl.unlock();
        fl.unlock();
        fw.join();

        // lockInterruptibly: interrupted while queued, and already interrupted
        l.lock();
        Thread li = new Thread(new Runnable() {
            public void run() {
                try {
                    l.lockInterruptibly();
                    out[5] = "acquired?";
                } catch (InterruptedException e) {
                    out[5] = "lockInterruptibly: InterruptedException flag=" + Thread.currentThread().isInterrupted();
                }
            }
        });
        li.start();
        waitQueued(l, li);
        li.interrupt();
        li.join();
        System.out.println(out[5] + " queuedAfter=" + l.hasQueuedThreads());
        l.unlock();
        Thread.currentThread().interrupt();
        try {
            l.lockInterruptibly();
            System.out.println("pre-interrupted lockInterruptibly acquired?");
        } catch (InterruptedException e) {
            System.out.println("pre-interrupted: InterruptedException locked=" + l.isLocked());
        }
        Thread.currentThread().interrupt();
        try {
            l.tryLock(1, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            System.out.println("pre-interrupted tryLock(t): InterruptedException");
        }
        // lock() while interrupted keeps the flag
        Thread.currentThread().interrupt();
        l.lock();
        System.out.println("lock() while interrupted: flag=" + Thread.interrupted() + " holds=" + l.getHoldCount());
        l.unlock();

        // uninterruptible lock(): interrupted while queued, keeps the flag
        l.lock();
        final boolean[] flag = new boolean[1];
        Thread un = new Thread(new Runnable() {
            public void run() {
                l.lock();
                flag[0] = Thread.currentThread().isInterrupted();
                l.unlock();
            }
        });
        un.start();
        waitQueued(l, un);
        un.interrupt();
        waitState(un, Thread.State.WAITING);
        l.unlock();
        un.join();
        System.out.println("lock() interrupted while queued: flag kept=" + flag[0]);

        conditions(l);
        aqs();
    }

    static String names(Collection<Thread> ts) {
        List<String> n = new ArrayList<String>();
        for (Thread t : ts) n.add(t.getName());
        Collections.sort(n);
        return n.toString();
    }

    static void conditions(final Exposed l) throws Exception {
        final Condition c = l.newCondition();
        try {
            c.await();
        } catch (IllegalMonitorStateException e) {
            System.out.println("await without lock: " + e.getClass().getName() + " msg=" + e.getMessage());
        }
        try {
            c.signal();
        } catch (IllegalMonitorStateException e) {
            System.out.println("signal without lock: " + e.getClass().getName());
        }
        try {
            c.signalAll();
        } catch (IllegalMonitorStateException e) {
            System.out.println("signalAll without lock: " + e.getClass().getName());
        }
        try {
            l.hasWaiters(c);
        } catch (IllegalMonitorStateException e) {
            System.out.println("hasWaiters without lock: " + e.getClass().getName());
        }
        try {
            l.hasWaiters(new ReentrantLock().newCondition());
        } catch (IllegalArgumentException e) {
            System.out.println("foreign condition: " + e.getMessage());
        }
        try {
            l.getWaitQueueLength(new Condition() {
                public void await() {}
                public void awaitUninterruptibly() {}
                public long awaitNanos(long n) { return 0; }
                public boolean await(long t, TimeUnit u) { return false; }
                public boolean awaitUntil(Date d) { return false; }
                public void signal() {}
                public void signalAll() {}
            });
        } catch (IllegalArgumentException e) {
            System.out.println("other condition: " + e.getMessage());
        }
        try {
            l.hasWaiters(null);
        } catch (NullPointerException e) {
            System.out.println("null condition: NPE");
        }

        // signal wakes in FIFO order
        final List<String> order = Collections.synchronizedList(new ArrayList<String>());
        Thread[] ws = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final String name = "w" + i;
            ws[i] = new Thread(new Runnable() {
                public void run() {
                    l.lock();
                    try {
                        c.await();
                        order.add(name + " holds=" + l.getHoldCount());
                    } catch (InterruptedException e) {
                        order.add(name + " interrupted");
                    } finally {
                        l.unlock();
                    }
                }
            }, name);
            ws[i].start();
            // wait until it waits on the condition, so the arrival order is fixed
            while (true) {
                l.lock();
                try {
                    if (l.getWaitQueueLength(c) == i + 1) break;
                } finally {
                    l.unlock();
                }
                Thread.yield();
            }
        }
        l.lock();
        System.out.println("waiters: has=" + l.hasWaiters(c) + " len=" + l.getWaitQueueLength(c) + " threads=" + names(l.waiting(c)));
        while (LockSupport.getBlocker(ws[0]) == null) Thread.yield(); // it parks after releasing
        System.out.println("condition blocker: " + LockSupport.getBlocker(ws[0]).getClass().getName());
        for (int i = 0; i < 3; i++) {
            c.signal();
            l.unlock();
            ws[i].join();
            l.lock();
        }
        c.signal(); // nobody waits
        System.out.println("signal order: " + order + " hasWaiters=" + l.hasWaiters(c));
        l.unlock();

        // signalAll
        order.clear();
        final int[] ready = new int[1];
        for (int i = 0; i < 3; i++) {
            final String name = "a" + i;
            ws[i] = new Thread(new Runnable() {
                public void run() {
                    l.lock();
                    try {
                        l.lock(); // await releases every hold and restores them
                        ready[0]++;
                        c.await();
                        order.add(name + " holds=" + l.getHoldCount());
                        l.unlock();
                    } catch (InterruptedException e) {
                        order.add(name + " interrupted");
                    } finally {
                        l.unlock();
                    }
                }
            }, name);
            ws[i].start();
        }
        while (true) {
            l.lock();
            try {
                if (l.getWaitQueueLength(c) == 3) break;
            } finally {
                l.unlock();
            }
            Thread.yield();
        }
        l.lock();
        c.signalAll();
        System.out.println("after signalAll: waitLen=" + l.getWaitQueueLength(c) + " ready=" + ready[0]);
        l.unlock();
        for (Thread t : ws) t.join();
        Collections.sort(order);
        System.out.println("signalAll: " + order);

        // timeouts
        l.lock();
        long t0 = System.nanoTime();
        long left = c.awaitNanos(30000000L);
        System.out.println("awaitNanos timeout: left<=0 " + (left <= 0) + " waited " + (System.nanoTime() - t0 >= 30000000L) + " holds=" + l.getHoldCount());
        System.out.println("await(t) timeout: " + c.await(20, TimeUnit.MILLISECONDS) + " await(0): " + c.await(0, TimeUnit.SECONDS) + " awaitNanos(-5)<=0: " + (c.awaitNanos(-5) <= 0));
        System.out.println("awaitUntil past: " + c.awaitUntil(new Date(System.currentTimeMillis() - 1000)));
        System.out.println("awaitUntil soon: " + c.awaitUntil(new Date(System.currentTimeMillis() + 30)));
        System.out.println("after timeouts: hasWaiters=" + l.hasWaiters(c) + " holds=" + l.getHoldCount());
        l.unlock();

        // timed await signalled in time
        final String[] res = new String[3];
        Thread tw = new Thread(new Runnable() {
            public void run() {
                l.lock();
                try {
                    boolean ok = c.await(20, TimeUnit.SECONDS);
                    res[0] = "timed await signalled: " + ok;
                } catch (InterruptedException e) {
                    res[0] = "interrupted";
                } finally {
                    l.unlock();
                }
            }
        });
        tw.start();
        waitCondition(l, c, 1);
        l.lock();
        c.signal();
        l.unlock();
        tw.join();
        System.out.println(res[0]);

        // interrupt during await: InterruptedException after re-acquiring
        Thread iw = new Thread(new Runnable() {
            public void run() {
                l.lock();
                try {
                    c.await();
                    res[1] = "returned?";
                } catch (InterruptedException e) {
                    res[1] = "await interrupted: held=" + l.isHeldByCurrentThread() + " flag=" + Thread.currentThread().isInterrupted();
                } finally {
                    l.unlock();
                }
            }
        });
        iw.start();
        waitCondition(l, c, 1);
        l.lock();
        iw.interrupt();
        // it cannot finish before we release the lock: it queues for it
        while (!l.hasQueuedThread(iw)) Thread.yield();
        System.out.println("interrupted waiter still blocked: " + iw.isAlive() + " queued=" + l.hasQueuedThread(iw));
        l.unlock();
        iw.join();
        System.out.println(res[1]);
        l.lock();
        System.out.println("wait list clean: " + l.getWaitQueueLength(c));
        l.unlock();

        // interrupted awaitNanos
        Thread in = new Thread(new Runnable() {
            public void run() {
                l.lock();
                try {
                    c.awaitNanos(TimeUnit.SECONDS.toNanos(20));
                    res[2] = "returned?";
                } catch (InterruptedException e) {
                    res[2] = "awaitNanos interrupted";
                } finally {
                    l.unlock();
                }
            }
        });
        in.start();
        waitCondition(l, c, 1);
        in.interrupt();
        in.join();
        System.out.println(res[2]);

        // awaitUninterruptibly: interrupt ignored until signalled, flag kept
        final String[] ures = new String[1];
        Thread uw = new Thread(new Runnable() {
            public void run() {
                l.lock();
                try {
                    c.awaitUninterruptibly();
                    ures[0] = "awaitUninterruptibly returned, flag=" + Thread.currentThread().isInterrupted();
                } finally {
                    l.unlock();
                }
            }
        });
        uw.start();
        waitCondition(l, c, 1);
        uw.interrupt();
        Thread.sleep(20);
        l.lock();
        System.out.println("uninterruptible still waiting: " + l.getWaitQueueLength(c));
        c.signal();
        l.unlock();
        uw.join();
        System.out.println(ures[0]);

        // pre-interrupted await
        l.lock();
        Thread.currentThread().interrupt();
        try {
            c.await();
        } catch (InterruptedException e) {
            System.out.println("pre-interrupted await: InterruptedException holds=" + l.getHoldCount());
        }
        l.unlock();
    }

    static void waitCondition(ReentrantLock l, Condition c, int n) {
        while (true) {
            l.lock();
            try {
                if (l.getWaitQueueLength(c) == n) return;
            } finally {
                l.unlock();
            }
            Thread.yield();
        }
    }

    static void aqs() throws Exception {
        final Mutex m = new Mutex();
        System.out.println("mutex: " + mask(m) + " contended=" + m.hasContended());
        m.acquire(1);
        System.out.println("mutex held: " + mask(m) + " owner=" + m.owner().getName() + " tryAcquireNanos=" + m.tryAcquireNanos(1, 1000000L));
        Thread t = new Thread(new Runnable() {
            public void run() {
                m.acquire(1);
                m.release(1);
            }
        }, "mq");
        t.start();
        while (!m.hasQueuedThreads()) Thread.yield();
        while (LockSupport.getBlocker(t) == null) Thread.yield();
        System.out.println("mutex queued: " + mask(m) + " first=" + m.getFirstQueuedThread().getName() + " isQueued=" + m.isQueued(t)
                + " len=" + m.getQueueLength() + " excl=" + names(m.getExclusiveQueuedThreads()) + " shared=" + names(m.getSharedQueuedThreads())
                + " blocker=" + LockSupport.getBlocker(t).getClass().getName() + " contended=" + m.hasContended());
        AbstractQueuedSynchronizer.ConditionObject co = m.new ConditionObject();
        System.out.println("owns: " + m.owns(co) + " hasWaiters=" + m.hasWaiters(co) + " len=" + m.getWaitQueueLength(co) + " threads=" + m.getWaitingThreads(co));
        try {
            new Mutex().hasWaiters(co);
        } catch (IllegalArgumentException e) {
            System.out.println("aqs foreign condition: " + e.getMessage());
        }
        m.release(1);
        t.join();
        System.out.println("mutex free: " + mask(m) + " first=" + m.getFirstQueuedThread());
        try {
            m.release(1);
        } catch (IllegalMonitorStateException e) {
            System.out.println("release free: " + e.getMessage());
        }
        try {
            m.acquireShared(1);
        } catch (UnsupportedOperationException e) {
            System.out.println("acquireShared unsupported: " + e.getClass().getName());
        }

        final Gate g = new Gate();
        final int[] passed = new int[1];
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    g.acquireShared(1);
                    synchronized (passed) {
                        passed[0]++;
                    }
                }
            });
            ts[i].start();
        }
        while (g.getQueueLength() != 3) Thread.yield();
        System.out.println("gate: queued=" + g.getQueueLength() + " shared=" + g.getSharedQueuedThreads().size() + " timed=" + g.tryAcquireSharedNanos(1, 1000000L));
        g.releaseShared(1);
        for (Thread x : ts) x.join();
        System.out.println("gate open: passed=" + passed[0] + " " + mask(g));
    }
}
