import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.StampedLock;

// The StampedLock javadoc's Point: move() under the write lock, distanceFromOrigin() with an
// optimistic read validated afterwards (falling back to a read lock), moveIfAtOrigin() upgrading
// a read lock with tryConvertToWriteLock. Movers and readers run concurrently; every distance a
// reader computes is of a consistent point (x == y here), which is printed, not the values.
public class JucAppStampedPoint {
    static class Point {
        private double x, y;
        private final StampedLock sl = new StampedLock();

        void move(double deltaX, double deltaY) {
            long stamp = sl.writeLock();
            try {
                x += deltaX;
                y += deltaY;
            } finally {
                sl.unlockWrite(stamp);
            }
        }

        double[] snapshot() {
            long stamp = sl.tryOptimisticRead();
            double currentX = x, currentY = y;
            if (!sl.validate(stamp)) {
                stamp = sl.readLock();
                try {
                    currentX = x;
                    currentY = y;
                } finally {
                    sl.unlockRead(stamp);
                }
            }
            return new double[] {currentX, currentY};
        }

        double distanceFromOrigin() {
            double[] p = snapshot();
            return Math.sqrt(p[0] * p[0] + p[1] * p[1]);
        }

        boolean moveIfAtOrigin(double newX, double newY) {
            long stamp = sl.readLock();
            try {
                while (x == 0.0 && y == 0.0) {
                    long ws = sl.tryConvertToWriteLock(stamp);
                    if (ws != 0L) {
                        stamp = ws;
                        x = newX;
                        y = newY;
                        return true;
                    } else {
                        sl.unlockRead(stamp);
                        stamp = sl.writeLock();
                    }
                }
                return false;
            } finally {
                sl.unlock(stamp);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        final Point p = new Point();
        System.out.println("moveIfAtOrigin " + p.moveIfAtOrigin(3, 4) + " distance " + p.distanceFromOrigin());
        System.out.println("moveIfAtOrigin again " + p.moveIfAtOrigin(1, 1));
        p.move(-3, -4);
        final boolean[] inconsistent = {false};
        Thread[] movers = new Thread[2];
        for (int i = 0; i < 2; i++) {
            movers[i] = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < 2000; k++) p.move(1, 1);
                }
            });
        }
        Thread[] readers = new Thread[2];
        final int[] reads = new int[2];
        for (int i = 0; i < 2; i++) {
            final int id = i;
            readers[i] = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < 2000; k++) {
                        double[] s = p.snapshot();
                        if (s[0] != s[1]) inconsistent[0] = true;
                        reads[id]++;
                    }
                }
            });
        }
        for (Thread t : movers) t.start();
        for (Thread t : readers) t.start();
        for (Thread t : movers) t.join();
        for (Thread t : readers) t.join();
        double[] fin = p.snapshot();
        System.out.println("final " + fin[0] + "," + fin[1] + " reads " + (reads[0] + reads[1]) + " inconsistent " + inconsistent[0]);
        System.out.printf("distance %.3f%n", p.distanceFromOrigin());

        StampedLock sl = new StampedLock();
        long r1 = sl.readLock();
        long r2 = sl.tryReadLock();
        System.out.println("two readers: read locked " + sl.isReadLocked() + " count " + sl.getReadLockCount()
                + " tryWrite " + sl.tryWriteLock() + " convert with 2 readers " + sl.tryConvertToWriteLock(r1));
        sl.unlockRead(r2);
        long w = sl.tryConvertToWriteLock(r1);
        System.out.println("convert sole reader ok " + (w != 0) + " write locked " + sl.isWriteLocked() + " optimistic " + sl.tryOptimisticRead());
        long opt = sl.tryConvertToOptimisticRead(w);
        System.out.println("to optimistic valid " + sl.validate(opt) + " write locked " + sl.isWriteLocked());
        long w2 = sl.writeLock();
        System.out.println("old optimistic still valid " + sl.validate(opt));
        long r3 = sl.tryConvertToReadLock(w2);
        System.out.println("downgraded read locked " + sl.isReadLocked() + " write locked " + sl.isWriteLocked());
        sl.unlockRead(r3);
        try {
            sl.unlockWrite(w2);
        } catch (IllegalMonitorStateException e) {
            System.out.println("stale unlockWrite: IllegalMonitorStateException");
        }
        try {
            sl.unlockRead(12345L);
        } catch (IllegalMonitorStateException e) {
            System.out.println("bogus unlockRead: IllegalMonitorStateException");
        }
        System.out.println("tryUnlockWrite " + sl.tryUnlockWrite() + " tryUnlockRead " + sl.tryUnlockRead());
        Lock rl = sl.asReadLock();
        rl.lock();
        System.out.println("asReadLock held " + sl.isReadLocked());
        rl.unlock();
        Lock wl = sl.asWriteLock();
        wl.lock();
        System.out.println("asWriteLock held " + sl.isWriteLocked() + " toString " + sl.toString().replaceAll("@[0-9a-f]+", "@H"));
        wl.unlock();
        System.out.println("toString " + sl.toString().replaceAll("@[0-9a-f]+", "@H"));
    }
}
