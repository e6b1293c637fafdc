import java.util.*;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.*;

// AbstractQueuedLongSynchronizer: a long-state mutex with a condition (state values past
// Integer.MAX_VALUE), a shared "permits" synchronizer with more than 2^31 permits, queue
// inspection, timed acquires, the condition's await/signal and timeout, and the AQLS toString.
public class JucLockLongAqs {
    static String mask(Object o) {
        String s = String.valueOf(o);
        int at = s.indexOf('@');
        int end = at + 1;
        while (end < s.length() && Character.digit(s.charAt(end), 16) >= 0) end++;
        return at < 0 ? s : s.substring(0, at + 1) + "H" + s.substring(end);
    }

    /** Exclusive: state 0 free, else the owner's stamp (a big long). */
    static final class BigMutex extends AbstractQueuedLongSynchronizer {
        protected boolean tryAcquire(long stamp) {
            if (compareAndSetState(0L, stamp)) {
                setExclusiveOwnerThread(Thread.currentThread());
                return true;
            }
            return false;
        }
        protected boolean tryRelease(long ignored) {
            if (getExclusiveOwnerThread() != Thread.currentThread()) throw new IllegalMonitorStateException("not mine");
            setExclusiveOwnerThread(null);
            setState(0L);
            return true;
        }
        protected boolean isHeldExclusively() { return getExclusiveOwnerThread() == Thread.currentThread(); }
        ConditionObject cond() { return new ConditionObject(); }
        long state() { return getState(); }
    }

    /** Shared: state = permits, a long. */
    static final class BigPermits extends AbstractQueuedLongSynchronizer {
        BigPermits(long n) { setState(n); }
        protected long tryAcquireShared(long n) {
            for (;;) {
                long a = getState();
                long r = a - n;
                if (r < 0) return -1;
                if (compareAndSetState(a, r)) return r > 0 ? 1 : 0;
            }
        }
        protected boolean tryReleaseShared(long n) {
            for (;;) {
                long a = getState();
                if (compareAndSetState(a, a + n)) return true;
            }
        }
        long permits() { return getState(); }
    }

    public static void main(String[] args) throws Exception {
        final BigMutex m = new BigMutex();
        final long big = 5L << 40;
        m.acquire(big);
        System.out.println("held: state=" + m.state() + " " + mask(m) + " timed by owner=" + m.tryAcquireNanos(1L, 1000000L));
        final AbstractQueuedLongSynchronizer.ConditionObject c = m.cond();
        final String[] out = new String[2];
        Thread w = new Thread(new Runnable() {
            public void run() {
                m.acquire(7L);
                try {
                    c.await();
                    out[0] = "signalled, state restored=" + m.state();
                } catch (InterruptedException e) {
                    out[0] = "interrupted";
                } finally {
                    m.release(7L);
                }
            }
        }, "w");
        w.start();
        while (!m.isQueued(w)) Thread.yield();
        while (LockSupport.getBlocker(w) == null) Thread.yield();
        System.out.println("queued: len=" + m.getQueueLength() + " first=" + m.getFirstQueuedThread().getName() + " blocker=" + LockSupport.getBlocker(w).getClass().getName()
                + " predecessors(main)=" + m.hasQueuedPredecessors() + " " + mask(m));
        m.release(0L);
        while (true) {
            m.acquire(big);
            try {
                if (m.getWaitQueueLength(c) == 1) break;
            } finally {
                m.release(0L);
            }
            Thread.yield();
        }
        m.acquire(big);
        System.out.println("waiting: hasWaiters=" + m.hasWaiters(c) + " threads=" + m.getWaitingThreads(c).size() + " state=" + m.state());
        c.signal();
        m.release(0L);
        w.join();
        System.out.println(out[0]);
        m.acquire(big);
        System.out.println("await timeout: " + c.await(10, TimeUnit.MILLISECONDS) + " awaitNanos<=0: " + (c.awaitNanos(5000000L) <= 0) + " state=" + m.state());
        m.release(0L);
        try {
            c.signal();
        } catch (IllegalMonitorStateException e) {
            System.out.println("signal unheld: IMSE");
        }
        try {
            m.release(0L);
        } catch (IllegalMonitorStateException e) {
            System.out.println("release unheld: " + e.getMessage());
        }

        final BigPermits p = new BigPermits(3L << 32);
        p.acquireShared(1L << 32);
        System.out.println("permits: " + p.permits() + " " + mask(p));
        System.out.println("timed too many: " + p.tryAcquireSharedNanos(5L << 32, 1000000L));
        final int[] done = new int[1];
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    p.acquireShared(1L << 32);
                    synchronized (done) {
                        done[0]++;
                    }
                }
            });
            ts[i].start();
        }
        while (true) {
            synchronized (done) {
                if (done[0] == 2) break;
            }
            Thread.yield();
        }
        for (Thread t : ts) {
            while (t.isAlive() && !p.isQueued(t)) Thread.yield();
        }
        System.out.println("two passed, queued=" + p.getQueueLength() + " shared=" + p.getSharedQueuedThreads().size() + " permits=" + p.permits());
        p.releaseShared(1L << 32);
        for (Thread t : ts) t.join();
        System.out.println("all passed: " + done[0] + " permits=" + p.permits() + " " + mask(p) + " contended=" + p.hasContended());
    }
}
