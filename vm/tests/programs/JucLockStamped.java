import java.util.*;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.*;

// StampedLock: write/read/optimistic stamps, validate, the stamp values themselves (the JDK's
// state layout), conversions (optimistic/read/write to each other), unlock errors, unstamped
// unlocks, many readers (reader overflow past 126), the Lock views, timed and interruptible
// acquires, the blocker of a queued thread, readers and writers under contention, toString.
public class JucLockStamped {
    static String mask(Object o) {
        String s = String.valueOf(o);
        int at = s.indexOf('@');
        int end = at + 1;
        while (end < s.length() && Character.digit(s.charAt(end), 16) >= 0) end++;
        return at < 0 ? s : s.substring(0, at + 1) + "H" + s.substring(end);
    }

    static void st(String label, StampedLock l) {
        System.out.println(label + ": w=" + l.isWriteLocked() + " r=" + l.isReadLocked() + " readers=" + l.getReadLockCount() + " " + mask(l));
    }

    static long x, y;

    public static void main(String[] args) throws Exception {
        final StampedLock l = new StampedLock();
        st("initial", l);
        long o = l.tryOptimisticRead();
        System.out.println("optimistic=" + o + " valid=" + l.validate(o));
        long w = l.writeLock();
        System.out.println("write=" + w + " optimistic valid=" + l.validate(o) + " tryOptimistic while written=" + l.tryOptimisticRead()
                + " tryWrite=" + l.tryWriteLock() + " tryRead=" + l.tryReadLock() + " validate(w)=" + l.validate(w));
        st("written", l);
        l.unlockWrite(w);
        System.out.println("after unlockWrite: old optimistic valid=" + l.validate(o) + " new=" + l.tryOptimisticRead() + " validate(w)=" + l.validate(w));
        try {
            l.unlockWrite(w);
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlockWrite twice: " + e.getClass().getName() + " msg=" + e.getMessage());
        }
        long r1 = l.readLock();
        long r2 = l.readLock();
        long o2 = l.tryOptimisticRead();
        System.out.println("reads=" + r1 + "," + r2 + " optimistic while read=" + o2 + " valid=" + l.validate(o2) + " tryWrite=" + l.tryWriteLock());
        st("read x2", l);
        l.unlockRead(r1);
        l.unlock(r2);
        st("unlocked", l);
        try {
            l.unlockRead(r1);
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlockRead unheld: IMSE");
        }
        try {
            l.unlock(o2);
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlock optimistic stamp: IMSE");
        }
        try {
            l.unlockRead(0L);
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlockRead(0): IMSE");
        }
        System.out.println("tryUnlockWrite free=" + l.tryUnlockWrite() + " tryUnlockRead free=" + l.tryUnlockRead());

        // conversions
        long s = l.tryOptimisticRead();
        long cw = l.tryConvertToWriteLock(s);
        System.out.println("optimistic->write: " + cw + " w=" + l.isWriteLocked());
        System.out.println("write->write: " + (l.tryConvertToWriteLock(cw) == cw));
        long cr = l.tryConvertToReadLock(cw);
        System.out.println("write->read: " + cr + " w=" + l.isWriteLocked() + " readers=" + l.getReadLockCount() + " old write stamp valid=" + l.validate(cw));
        System.out.println("read->read: " + (l.tryConvertToReadLock(cr) == cr));
        long cw2 = l.tryConvertToWriteLock(cr);
        System.out.println("sole read->write: " + cw2 + " w=" + l.isWriteLocked() + " readers=" + l.getReadLockCount());
        long co = l.tryConvertToOptimisticRead(cw2);
        System.out.println("write->optimistic: " + co + " valid=" + l.validate(co));
        st("after conversions", l);
        long ra = l.readLock();
        long rb = l.readLock();
        System.out.println("read->write with two readers: " + l.tryConvertToWriteLock(ra));
        long ro = l.tryConvertToOptimisticRead(ra);
        System.out.println("read->optimistic: " + ro + " readers=" + l.getReadLockCount() + " valid=" + l.validate(ro));
        System.out.println("optimistic->read: " + l.tryConvertToReadLock(ro) + " readers=" + l.getReadLockCount());
        System.out.println("stale conversion: " + l.tryConvertToWriteLock(w) + " " + l.tryConvertToReadLock(w) + " " + l.tryConvertToOptimisticRead(w));
        System.out.println("tryUnlockRead=" + l.tryUnlockRead() + " readers=" + l.getReadLockCount());
        l.unlockRead(rb);
        st("all released", l);

        // reader overflow past RFULL (126)
        long[] stamps = new long[300];
        for (int i = 0; i < stamps.length; i++) stamps[i] = l.readLock();
        st("300 readers", l);
        System.out.println("tryWrite with 300 readers: " + l.tryWriteLock());
        for (int i = stamps.length - 1; i >= 0; i--) l.unlockRead(stamps[i]);
        st("readers gone", l);

        // views
        Lock rv = l.asReadLock();
        Lock wv = l.asWriteLock();
        ReadWriteLock rwv = l.asReadWriteLock();
        System.out.println("views cached: " + (rv == l.asReadLock()) + " " + (rwv.readLock() == rv) + " " + (rwv.writeLock() == wv));
        rv.lock();
        rv.lock();
        st("read view x2", l);
        System.out.println("write view tryLock: " + wv.tryLock());
        rv.unlock();
        rv.unlock();
        try {
            rv.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("read view unlock free: IMSE");
        }
        wv.lock();
        st("write view", l);
        wv.unlock();
        try {
            wv.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("write view unlock free: IMSE");
        }
        try {
            wv.newCondition();
        } catch (UnsupportedOperationException e) {
            System.out.println("newCondition: UnsupportedOperationException");
        }
        System.out.println("view tryLock(t): " + rv.tryLock(1, TimeUnit.MILLISECONDS));
        rv.unlock();

        // blocked threads: blocker, timeouts, interrupts
        long hold = l.writeLock();
        final String[] out = new String[6];
        Thread t = new Thread(new Runnable() {
            public void run() {
                try {
                    out[0] = "tryReadLock(t)=" + l.tryReadLock(30, TimeUnit.MILLISECONDS);
                    out[1] = "tryWriteLock(t)=" + l.tryWriteLock(30, TimeUnit.MILLISECONDS) + " tryWriteLock(0)=" + l.tryWriteLock(0, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    out[0] = "unexpected";
                }
                try {
                    l.readLockInterruptibly();
                    out[2] = "acquired?";
                } catch (InterruptedException e) {
                    out[2] = "readLockInterruptibly: InterruptedException";
                }
                try {
                    l.writeLockInterruptibly();
                    out[3] = "acquired?";
                } catch (InterruptedException e) {
                    out[3] = "writeLockInterruptibly: InterruptedException";
                }
                long rs = l.readLock(); // uninterruptible
                out[4] = "readLock after interrupt: flag=" + Thread.currentThread().isInterrupted();
                l.unlockRead(rs);
            }
        }, "blocked");
        t.start();
        while (out[1] == null) Thread.yield();
        while (LockSupport.getBlocker(t) == null) Thread.yield();
        out[5] = LockSupport.getBlocker(t).getClass().getName();
        t.interrupt();
        while (out[2] == null) Thread.yield();
        while (LockSupport.getBlocker(t) == null) Thread.yield();
        t.interrupt();
        while (out[3] == null) Thread.yield();
        while (LockSupport.getBlocker(t) == null) Thread.yield();
        t.interrupt();
        Thread.sleep(10);
        l.unlockWrite(hold);
        t.join();
        System.out.println(Arrays.toString(out));
        Thread.currentThread().interrupt();
        try {
            l.writeLockInterruptibly();
        } catch (InterruptedException e) {
            System.out.println("pre-interrupted writeLockInterruptibly: InterruptedException w=" + l.isWriteLocked());
        }

        // contention: writers keep x == y, optimistic readers validate
        x = y = 0;
        final int[] bad = new int[1];
        final int[] validated = new int[1];
        Thread[] ts = new Thread[4];
        for (int i = 0; i < 4; i++) {
            final int id = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < 1500; k++) {
                        if (id < 2) {
                            long ws = l.writeLock();
                            x++;
                            if ((k & 31) == 0) Thread.yield();
                            y++;
                            l.unlockWrite(ws);
                        } else if (id == 2) {
                            long os = l.tryOptimisticRead();
                            long a = x, b = y;
                            if (!l.validate(os)) {
                                long rs = l.readLock();
                                a = x;
                                b = y;
                                l.unlockRead(rs);
                            }
                            if (a != b) bad[0]++;
                        } else {
                            long rs = l.readLock();
                            if (x != y) bad[0]++;
                            long ws = l.tryConvertToWriteLock(rs);
                            if (ws != 0L) {
                                validated[0]++;
                                x += 0;
                                l.unlockWrite(ws);
                            } else {
                                l.unlockRead(rs);
                            }
                        }
                    }
                }
            });
        }
        for (Thread th : ts) th.start();
        for (Thread th : ts) th.join();
        System.out.println("contention: x=" + x + " y=" + y + " inconsistent=" + bad[0]);
        st("end", l);
        System.out.println("blocker and stamps checked: " + (LockSupport.getBlocker(Thread.currentThread()) == null));
        System.out.println("static: " + StampedLock.class.getName());
    }
}
