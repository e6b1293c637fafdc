package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;
import jdk.internal.misc.Unsafe;

/**
 * java.util.concurrent.locks.StampedLock with the JDK's state word: bits 0-6 count readers (up
 * to RFULL; more go to {@code readerOverflow}), bit 7 is the write bit, and the bits above form
 * a version that every write unlock advances. A stamp is the state as it was granted, so
 * {@code validate} is a comparison of the version bits, and the stamp values are the JDK's.
 *
 * The wait queue is simpler than the JDK's (a CLH queue with reader cowaiters): a FIFO list of
 * nodes guarded by a private monitor held only to link or unlink a node, never while parking.
 * Only the first queued node tries to acquire; a reader that acquires wakes the next node so a
 * run of readers enters together; a release that frees the lock wakes the first node. Arriving
 * writers may barge (take a free lock ahead of the queue) as in the JDK; arriving readers barge
 * only when nobody is queued, so writers do not starve. Blocked threads park with the
 * StampedLock as blocker, as on HotSpot. The lock is not reentrant and has no owner.
 */
public class StampedLock implements java.io.Serializable {
    private static final long serialVersionUID = -6001602636862214147L;

    private static final int LG_READERS = 7;
    private static final long RUNIT = 1L;
    private static final long WBIT = 1L << LG_READERS;
    private static final long RBITS = WBIT - 1L;
    private static final long RFULL = RBITS - 1L;
    private static final long ABITS = RBITS | WBIT;
    private static final long SBITS = ~RBITS;
    /** The first state: version 1 (state 0 would make 0 a valid stamp). */
    private static final long ORIGIN = WBIT << 1;
    /** Returned by the acquire loop when interrupted, or timed out (never valid stamps). */
    private static final long INTERRUPTED = 1L;
    private static final long TIMED_OUT = 2L;

    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long STATE = U.objectFieldOffset(StampedLock.class, "state");

    private transient volatile long state;
    /** Readers beyond RFULL; changed only while the reader bits are all set (a brief spin lock). */
    private transient int readerOverflow;

    /** A queued thread. */
    static final class WNode {
        final Thread thread;
        final boolean reader;
        WNode next;

        WNode(Thread thread, boolean reader) {
            this.thread = thread;
            this.reader = reader;
        }
    }

    private final transient Object queueLock = new Object();
    private transient volatile WNode whead;
    private transient WNode wtail;

    transient ReadLockView readLockView;
    transient WriteLockView writeLockView;
    transient ReadWriteLockView readWriteLockView;

    public StampedLock() {
        state = ORIGIN;
    }

    private boolean casState(long expect, long update) {
        return U.compareAndSetLong(this, STATE, expect, update);
    }

    // ------------------------------------------------------------------ the queue

    private void enqueue(WNode node) {
        synchronized (queueLock) {
            if (wtail == null) {
                whead = wtail = node;
            } else {
                wtail.next = node;
                wtail = node;
            }
        }
    }

    private void unlink(WNode node) {
        synchronized (queueLock) {
            WNode prev = null;
            for (WNode p = whead; p != null; prev = p, p = p.next) {
                if (p == node) {
                    if (prev == null) {
                        whead = p.next;
                    } else {
                        prev.next = p.next;
                    }
                    if (wtail == p) {
                        wtail = prev;
                    }
                    return;
                }
            }
        }
    }

    /** Unparks the first queued thread (it retries). */
    private void wakeHead() {
        WNode h = whead;
        if (h != null) {
            LockSupport.unpark(h.thread);
        }
    }

    /** The state after a write unlock: the version advances (skipping 0). */
    private static long unlockWriteState(long s) {
        return ((s += WBIT) == 0L) ? ORIGIN : s;
    }

    private long releaseWrite(long s) {
        long next = unlockWriteState(s);
        state = next;
        wakeHead();
        return next;
    }

    /** One more reader when the reader bits are full; 0 if it must retry. */
    private long tryIncReaderOverflow(long s) {
        if ((s & ABITS) == RFULL) {
            if (casState(s, s | RBITS)) {
                ++readerOverflow;
                state = s;
                return s;
            }
        } else {
            Thread.yield();
        }
        return 0L;
    }

    /** One reader fewer when the reader bits are full; 0 if it must retry. */
    private long tryDecReaderOverflow(long s) {
        if ((s & ABITS) == RFULL) {
            if (casState(s, s | RBITS)) {
                int r = readerOverflow;
                long next;
                if (r > 0) {
                    readerOverflow = r - 1;
                    next = s;
                } else {
                    next = s - RUNIT;
                }
                state = next;
                return next;
            }
        } else {
            Thread.yield();
        }
        return 0L;
    }

    /** A read acquire attempt: the stamp, or 0 if write-locked (or a retry is due). */
    private long tryAcquireRead() {
        for (;;) {
            long s = state;
            long m = s & ABITS;
            if (m >= WBIT) {
                return 0L;
            }
            if (m < RFULL) {
                if (casState(s, s + RUNIT)) {
                    return s + RUNIT;
                }
            } else {
                long next = tryIncReaderOverflow(s);
                if (next != 0L) {
                    return next;
                }
            }
        }
    }

    /**
     * Queues and parks until acquired (reader or writer); INTERRUPTED if interrupted (when
     * {@code interruptible}) or past {@code deadline} (when {@code timed}). An uninterruptible
     * wait re-asserts an interrupt once it has the lock.
     */
    private long acquire(boolean reader, boolean interruptible, boolean timed, long deadline) {
        WNode node = new WNode(Thread.currentThread(), reader);
        enqueue(node);
        boolean interrupted = false;
        for (;;) {
            if (whead == node) {
                long stamp;
                if (reader) {
                    stamp = tryAcquireRead();
                } else {
                    long s = state;
                    stamp = ((s & ABITS) == 0L && casState(s, s + WBIT)) ? s + WBIT : 0L;
                }
                if (stamp != 0L) {
                    unlink(node);
                    if (reader) {
                        // Let the next queued reader in too (a writer just retries and parks).
                        wakeHead();
                    }
                    if (interrupted) {
                        Thread.currentThread().interrupt();
                    }
                    return stamp;
                }
            }
            if (timed) {
                long left = deadline - System.nanoTime();
                if (left <= 0L) {
                    return cancel(node, interrupted, TIMED_OUT);
                }
                LockSupport.parkNanos(this, left);
            } else {
                LockSupport.park(this);
            }
            if (Thread.interrupted()) {
                if (interruptible) {
                    return cancel(node, false, INTERRUPTED);
                }
                interrupted = true;
            }
        }
    }

    /** Leaves the queue, passing on a wake-up it may have absorbed. */
    private long cancel(WNode node, boolean reinterrupt, long outcome) {
        unlink(node);
        wakeHead();
        if (reinterrupt) {
            Thread.currentThread().interrupt();
        }
        return outcome;
    }

    // ------------------------------------------------------------------ write

    public long writeLock() {
        long s = state;
        if ((s & ABITS) == 0L && casState(s, s + WBIT)) {
            return s + WBIT;
        }
        return acquire(false, false, false, 0L);
    }

    public long tryWriteLock() {
        long s = state;
        if ((s & ABITS) == 0L && casState(s, s + WBIT)) {
            return s + WBIT;
        }
        return 0L;
    }

    public long tryWriteLock(long time, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(time);
        if (!Thread.interrupted()) {
            long next = tryWriteLock();
            if (next != 0L) {
                return next;
            }
            if (nanos <= 0L) {
                return 0L;
            }
            next = acquire(false, true, true, System.nanoTime() + nanos);
            if (next == TIMED_OUT) {
                return 0L;
            }
            if (next != INTERRUPTED) {
                return next;
            }
        }
        throw new InterruptedException();
    }

    public long writeLockInterruptibly() throws InterruptedException {
        if (!Thread.interrupted()) {
            long next = tryWriteLock();
            if (next != 0L) {
                return next;
            }
            next = acquire(false, true, false, 0L);
            if (next != INTERRUPTED) {
                return next;
            }
        }
        throw new InterruptedException();
    }

    // ------------------------------------------------------------------ read

    public long readLock() {
        if (whead == null) {
            long s = state;
            if ((s & ABITS) < RFULL && casState(s, s + RUNIT)) {
                return s + RUNIT;
            }
        }
        return acquire(true, false, false, 0L);
    }

    public long tryReadLock() {
        return tryAcquireRead();
    }

    public long tryReadLock(long time, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(time);
        if (!Thread.interrupted()) {
            long next = tryAcquireRead();
            if (next != 0L) {
                return next;
            }
            if (nanos <= 0L) {
                return 0L;
            }
            next = acquire(true, true, true, System.nanoTime() + nanos);
            if (next == TIMED_OUT) {
                return 0L;
            }
            if (next != INTERRUPTED) {
                return next;
            }
        }
        throw new InterruptedException();
    }

    public long readLockInterruptibly() throws InterruptedException {
        if (!Thread.interrupted()) {
            long next = (whead == null) ? tryAcquireRead() : 0L;
            if (next != 0L) {
                return next;
            }
            next = acquire(true, true, false, 0L);
            if (next != INTERRUPTED) {
                return next;
            }
        }
        throw new InterruptedException();
    }

    // ------------------------------------------------------------------ optimistic read

    public long tryOptimisticRead() {
        long s = state;
        return ((s & WBIT) == 0L) ? (s & SBITS) : 0L;
    }

    public boolean validate(long stamp) {
        return (stamp & SBITS) == (state & SBITS);
    }

    // ------------------------------------------------------------------ unlock

    public void unlockWrite(long stamp) {
        if (state != stamp || (stamp & WBIT) == 0L) {
            throw new IllegalMonitorStateException();
        }
        releaseWrite(stamp);
    }

    public void unlockRead(long stamp) {
        long s;
        long m;
        while (((s = state) & SBITS) == (stamp & SBITS) && (stamp & RBITS) > 0L
                && (m = s & RBITS) > 0L && (stamp & WBIT) == 0L) {
            if (m < RFULL) {
                if (casState(s, s - RUNIT)) {
                    if (m == RUNIT) {
                        wakeHead();
                    }
                    return;
                }
            } else if (tryDecReaderOverflow(s) != 0L) {
                return;
            }
        }
        throw new IllegalMonitorStateException();
    }

    public void unlock(long stamp) {
        if ((stamp & WBIT) != 0L) {
            unlockWrite(stamp);
        } else {
            unlockRead(stamp);
        }
    }

    // ------------------------------------------------------------------ conversions

    public long tryConvertToWriteLock(long stamp) {
        long a = stamp & ABITS;
        long s;
        while (((s = state) & SBITS) == (stamp & SBITS)) {
            long m = s & ABITS;
            if (m == 0L) {
                if (a != 0L) {
                    break;
                }
                if (casState(s, s + WBIT)) {
                    return s + WBIT;
                }
            } else if (m == WBIT) {
                if (a != m) {
                    break;
                }
                return stamp;
            } else if (m == RUNIT && a != 0L) {
                // The only reader becomes the writer.
                if (casState(s, s - RUNIT + WBIT)) {
                    return s - RUNIT + WBIT;
                }
            } else {
                break;
            }
        }
        return 0L;
    }

    public long tryConvertToReadLock(long stamp) {
        long s;
        while (((s = state) & SBITS) == (stamp & SBITS)) {
            long a = stamp & ABITS;
            if (a >= WBIT) {
                if (s != stamp) {
                    break;
                }
                long next = unlockWriteState(s) + RUNIT;
                state = next;
                wakeHead();
                return next;
            } else if (a == 0L) {
                if ((s & ABITS) < RFULL) {
                    if (casState(s, s + RUNIT)) {
                        return s + RUNIT;
                    }
                } else if ((s & ABITS) < WBIT) {
                    long next = tryIncReaderOverflow(s);
                    if (next != 0L) {
                        return next;
                    }
                } else {
                    break;
                }
            } else {
                if ((s & ABITS) == 0L) {
                    break;
                }
                return stamp;
            }
        }
        return 0L;
    }

    public long tryConvertToOptimisticRead(long stamp) {
        long s;
        while (((s = state) & SBITS) == (stamp & SBITS)) {
            long a = stamp & ABITS;
            long m;
            if (a >= WBIT) {
                if (s != stamp) {
                    break;
                }
                return releaseWrite(s);
            } else if (a == 0L) {
                return stamp;
            } else if ((m = s & ABITS) == 0L) {
                break;
            } else if (m < RFULL) {
                if (casState(s, s - RUNIT)) {
                    if (m == RUNIT) {
                        wakeHead();
                    }
                    return (s - RUNIT) & SBITS;
                }
            } else {
                long next = tryDecReaderOverflow(s);
                if (next != 0L) {
                    return next & SBITS;
                }
            }
        }
        return 0L;
    }

    // ------------------------------------------------------------------ unstamped

    public boolean tryUnlockWrite() {
        long s = state;
        if ((s & WBIT) != 0L) {
            releaseWrite(s);
            return true;
        }
        return false;
    }

    public boolean tryUnlockRead() {
        long s;
        long m;
        while ((m = (s = state) & ABITS) != 0L && m < WBIT) {
            if (m < RFULL) {
                if (casState(s, s - RUNIT)) {
                    if (m == RUNIT) {
                        wakeHead();
                    }
                    return true;
                }
            } else if (tryDecReaderOverflow(s) != 0L) {
                return true;
            }
        }
        return false;
    }

    final void unstampedUnlockWrite() {
        long s = state;
        if ((s & WBIT) == 0L) {
            throw new IllegalMonitorStateException();
        }
        releaseWrite(s);
    }

    final void unstampedUnlockRead() {
        if (!tryUnlockRead()) {
            throw new IllegalMonitorStateException();
        }
    }

    // ------------------------------------------------------------------ queries

    private int getReadLockCount(long s) {
        long readers = s & RBITS;
        if (readers >= RFULL) {
            readers = RFULL + readerOverflow;
        }
        return (int) readers;
    }

    public boolean isWriteLocked() {
        return (state & WBIT) != 0L;
    }

    public boolean isReadLocked() {
        return (state & RBITS) != 0L;
    }

    public int getReadLockCount() {
        return getReadLockCount(state);
    }

    /** Java 10. */
    public static boolean isWriteLockStamp(long stamp) {
        return (stamp & ABITS) == WBIT;
    }

    /** Java 10. */
    public static boolean isReadLockStamp(long stamp) {
        return (stamp & RBITS) != 0L;
    }

    /** Java 10. */
    public static boolean isLockStamp(long stamp) {
        return (stamp & ABITS) != 0L;
    }

    /** Java 10. */
    public static boolean isOptimisticReadStamp(long stamp) {
        return (stamp & ABITS) == 0L && stamp != 0L;
    }

    public String toString() {
        long s = state;
        return super.toString() + ((s & ABITS) == 0L ? "[Unlocked]"
                : (s & WBIT) != 0L ? "[Write-locked]" : "[Read-locks:" + getReadLockCount(s) + "]");
    }

    // ------------------------------------------------------------------ views

    public Lock asReadLock() {
        ReadLockView v = readLockView;
        return (v != null) ? v : (readLockView = new ReadLockView());
    }

    public Lock asWriteLock() {
        WriteLockView v = writeLockView;
        return (v != null) ? v : (writeLockView = new WriteLockView());
    }

    public ReadWriteLock asReadWriteLock() {
        ReadWriteLockView v = readWriteLockView;
        return (v != null) ? v : (readWriteLockView = new ReadWriteLockView());
    }

    final class ReadLockView implements Lock {
        public void lock() {
            readLock();
        }

        public void lockInterruptibly() throws InterruptedException {
            readLockInterruptibly();
        }

        public boolean tryLock() {
            return tryReadLock() != 0L;
        }

        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            return tryReadLock(time, unit) != 0L;
        }

        public void unlock() {
            unstampedUnlockRead();
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }
    }

    final class WriteLockView implements Lock {
        public void lock() {
            writeLock();
        }

        public void lockInterruptibly() throws InterruptedException {
            writeLockInterruptibly();
        }

        public boolean tryLock() {
            return tryWriteLock() != 0L;
        }

        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            return tryWriteLock(time, unit) != 0L;
        }

        public void unlock() {
            unstampedUnlockWrite();
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }
    }

    final class ReadWriteLockView implements ReadWriteLock {
        public Lock readLock() {
            return asReadLock();
        }

        public Lock writeLock() {
            return asWriteLock();
        }
    }
}
