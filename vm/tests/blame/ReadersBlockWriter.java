// ReadersBlockWriter: three readers hold a ReentrantReadWriteLock's read lock while a writer
// waits for the write lock. The readers give their holds up one by one (HOLD_MS after the writer
// parked: 300, 600 and 900 ms), and only the last one's unlock unparks the writer. Blame must
// not give all of the writer's wait to that last reader: at each instant the wait is split
// equally among the readers holding the lock then. 0-300 ms: three readers (100 ms each),
// 300-600: two (150 each), 600-900: one (300): reader-1 100 ms, reader-2 250, reader-3 550.
//
// The order is forced: the writer starts once all three readers hold the lock, and the readers'
// clocks start once the writer is parked (Thread.getState() polling).
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class ReadersBlockWriter {
    static final ReentrantReadWriteLock RW = new ReentrantReadWriteLock();
    static final long[] HOLD_MS = {300, 600, 900};

    static volatile long start;
    static volatile boolean go;
    static int writes;

    /** A reader: holds the read lock until HOLD_MS[i] after the writer parked. */
    static void holdRead(int i) throws InterruptedException {
        RW.readLock().lock();
        try {
            while (!go) {
                Thread.sleep(1);
            }
            long left;
            while ((left = start + HOLD_MS[i] * 1_000_000L - System.nanoTime()) > 0) {
                Thread.sleep(Math.max(1, left / 1_000_000L));
            }
        } finally {
            RW.readLock().unlock();
        }
    }

    static void write() {
        long t = System.nanoTime();
        RW.writeLock().lock();
        try {
            System.err.println("writer blocked ms: " + (System.nanoTime() - t) / 1_000_000L);
            writes++;
        } finally {
            RW.writeLock().unlock();
        }
    }

    static final class Reader implements Runnable {
        final int i;

        Reader(int i) {
            this.i = i;
        }

        public void run() {
            try {
                holdRead(i);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }
    }

    static final class Writer implements Runnable {
        public void run() {
            write();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] readers = new Thread[HOLD_MS.length];
        for (int i = 0; i < readers.length; i++) {
            readers[i] = new Thread(new Reader(i), "reader-" + (i + 1));
            readers[i].start();
        }
        while (RW.getReadLockCount() < readers.length) {
            Thread.sleep(1);
        }
        Thread writer = new Thread(new Writer(), "writer");
        writer.start();
        while (writer.getState() != Thread.State.WAITING) {
            Thread.sleep(1);
        }
        System.out.println(readers.length + " readers hold the lock; the writer is parked");
        start = System.nanoTime();
        go = true;
        for (Thread r : readers) {
            r.join();
        }
        writer.join();
        RW.readLock().lock();
        try {
            System.out.println("writes: " + writes);
        } finally {
            RW.readLock().unlock();
        }
    }
}
