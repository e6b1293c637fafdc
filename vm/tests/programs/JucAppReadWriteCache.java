import java.util.*;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.*;

// A cache guarded by a ReentrantReadWriteLock, as in the RWDictionary and CachedData examples
// of the ReentrantReadWriteLock javadoc: many readers, occasional writers; a lock downgrade
// (take the read lock while holding the write lock, then release the write lock); upgrade is not
// possible (tryLock of the write lock while holding the read lock fails); read/write hold counts;
// and the fair variant.
public class JucAppReadWriteCache {
    static class RWDictionary {
        private final Map<String, Integer> m = new TreeMap<String, Integer>();
        private final ReentrantReadWriteLock rwl;
        private final Lock r, w;
        final AtomicInteger concurrentReaders = new AtomicInteger(), maxReaders = new AtomicInteger();
        volatile boolean writerOverlap;

        RWDictionary(boolean fair) {
            rwl = new ReentrantReadWriteLock(fair);
            r = rwl.readLock();
            w = rwl.writeLock();
        }

        public Integer get(String key) {
            r.lock();
            try {
                int n = concurrentReaders.incrementAndGet();
                int m0;
                while ((m0 = maxReaders.get()) < n && !maxReaders.compareAndSet(m0, n)) {
                }
                Thread.yield();
                return m.get(key);
            } finally {
                concurrentReaders.decrementAndGet();
                r.unlock();
            }
        }

        public Integer put(String key, Integer value) {
            w.lock();
            try {
                if (concurrentReaders.get() != 0) writerOverlap = true;
                return m.put(key, value);
            } finally {
                w.unlock();
            }
        }

        public List<String> allKeys() {
            r.lock();
            try {
                return new ArrayList<String>(m.keySet());
            } finally {
                r.unlock();
            }
        }
    }

    static class CachedData {
        Object data;
        volatile boolean cacheValid;
        final ReentrantReadWriteLock rwl = new ReentrantReadWriteLock();
        int loads;

        String processCachedData() {
            rwl.readLock().lock();
            if (!cacheValid) {
                rwl.readLock().unlock();
                rwl.writeLock().lock();
                try {
                    if (!cacheValid) {
                        data = "loaded#" + (++loads);
                        cacheValid = true;
                    }
                    rwl.readLock().lock();
                } finally {
                    rwl.writeLock().unlock();
                }
            }
            try {
                return (String) data;
            } finally {
                rwl.readLock().unlock();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        for (boolean fair : new boolean[] {false, true}) {
            final RWDictionary dict = new RWDictionary(fair);
            for (int i = 0; i < 10; i++) dict.put("k" + i, i);
            final AtomicInteger hits = new AtomicInteger(), misses = new AtomicInteger();
            List<Thread> ts = new ArrayList<Thread>();
            for (int t = 0; t < 4; t++) {
                final int id = t;
                ts.add(new Thread(new Runnable() {
                    public void run() {
                        for (int i = 0; i < 300; i++) {
                            if (dict.get("k" + (i % 20)) != null) hits.incrementAndGet();
                            else misses.incrementAndGet();
                        }
                    }
                }));
            }
            Thread writer = new Thread(new Runnable() {
                public void run() {
                    for (int i = 0; i < 100; i++) dict.put("w" + (i % 7), i);
                }
            });
            for (Thread t : ts) t.start();
            writer.start();
            for (Thread t : ts) t.join();
            writer.join();
            System.out.println((fair ? "fair" : "nonfair") + " reads " + (hits.get() + misses.get()) + " hits " + hits.get()
                    + " writer overlapped readers " + dict.writerOverlap + " keys " + dict.allKeys());
            System.out.println("lock free now: read " + dict.rwl.getReadLockCount() + " write " + dict.rwl.isWriteLocked()
                    + " fair " + dict.rwl.isFair());
        }

        final CachedData cd = new CachedData();
        Thread[] users = new Thread[4];
        final String[] seen = new String[4];
        for (int i = 0; i < 4; i++) {
            final int id = i;
            users[i] = new Thread(new Runnable() {
                public void run() {
                    seen[id] = cd.processCachedData();
                }
            });
            users[i].start();
        }
        for (Thread t : users) t.join();
        System.out.println("cached " + Arrays.toString(seen) + " loads " + cd.loads);

        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        rw.readLock().lock();
        rw.readLock().lock();
        System.out.println("read holds " + rw.getReadHoldCount() + " count " + rw.getReadLockCount()
                + " upgrade tryLock " + rw.writeLock().tryLock());
        rw.readLock().unlock();
        rw.readLock().unlock();
        rw.writeLock().lock();
        rw.writeLock().lock();
        System.out.println("write holds " + rw.getWriteHoldCount() + " by me " + rw.isWriteLockedByCurrentThread()
                + " read while writing " + rw.readLock().tryLock());
        rw.readLock().unlock();
        rw.writeLock().unlock();
        rw.writeLock().unlock();
        try {
            rw.readLock().unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlock unheld read lock: " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
        try {
            rw.writeLock().unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlock unheld write lock: " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
        try {
            rw.readLock().newCondition();
        } catch (UnsupportedOperationException e) {
            System.out.println("read lock condition: UnsupportedOperationException");
        }
        System.out.println(rw.toString().replaceAll("@[0-9a-f]+", "@H"));
        System.out.println(rw.readLock().toString().replaceAll("@[0-9a-f]+", "@H"));
        System.out.println(rw.writeLock().toString().replaceAll("@[0-9a-f]+", "@H"));
    }
}
