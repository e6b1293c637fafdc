import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

// A Semaphore-limited resource pool (the Semaphore javadoc's Pool of items): at most N items
// out at once, checked by counting concurrent users; tryAcquire with a timeout on an exhausted
// pool; a fair semaphore; acquiring several permits; release without acquire raising the count;
// drainPermits; an interrupted acquire.
public class JucAppSemaphorePool {
    static class Pool {
        private static final int MAX_AVAILABLE = 3;
        private final Semaphore available = new Semaphore(MAX_AVAILABLE, true);
        protected Object[] items = {"conn-A", "conn-B", "conn-C"};
        protected boolean[] used = new boolean[MAX_AVAILABLE];

        public Object getItem() throws InterruptedException {
            available.acquire();
            return getNextAvailableItem();
        }

        public void putItem(Object x) {
            if (markAsUnused(x)) available.release();
        }

        protected synchronized Object getNextAvailableItem() {
            for (int i = 0; i < MAX_AVAILABLE; ++i) {
                if (!used[i]) {
                    used[i] = true;
                    return items[i];
                }
            }
            return null;
        }

        protected synchronized boolean markAsUnused(Object item) {
            for (int i = 0; i < MAX_AVAILABLE; ++i) {
                if (item == items[i]) {
                    if (used[i]) {
                        used[i] = false;
                        return true;
                    } else
                        return false;
                }
            }
            return false;
        }
    }

    public static void main(String[] args) throws Exception {
        final Pool pool = new Pool();
        final AtomicInteger inUse = new AtomicInteger(), maxInUse = new AtomicInteger(), uses = new AtomicInteger();
        final AtomicInteger nulls = new AtomicInteger();
        List<Thread> ts = new ArrayList<Thread>();
        for (int i = 0; i < 8; i++) {
            Thread t = new Thread(new Runnable() {
                public void run() {
                    try {
                        for (int k = 0; k < 30; k++) {
                            Object item = pool.getItem();
                            if (item == null) nulls.incrementAndGet();
                            int n = inUse.incrementAndGet();
                            int m;
                            while ((m = maxInUse.get()) < n && !maxInUse.compareAndSet(m, n)) {
                            }
                            uses.incrementAndGet();
                            Thread.yield();
                            inUse.decrementAndGet();
                            pool.putItem(item);
                        }
                    } catch (InterruptedException e) {
                        System.out.println("interrupted");
                    }
                }
            });
            ts.add(t);
            t.start();
        }
        for (Thread t : ts) t.join();
        System.out.println("uses " + uses.get() + " max in use <= 3: " + (maxInUse.get() <= 3) + " null items " + nulls.get());
        System.out.println("permits back " + pool.available.availablePermits() + " fair " + pool.available.isFair());
        System.out.println("double put ignored: " + !pool.markAsUnused("conn-A"));

        Semaphore s = new Semaphore(2);
        System.out.println("tryAcquire(2) " + s.tryAcquire(2) + " tryAcquire " + s.tryAcquire());
        long t0 = System.nanoTime();
        boolean got = s.tryAcquire(25, TimeUnit.MILLISECONDS);
        System.out.println("timed tryAcquire " + got + " waited " + (System.nanoTime() - t0 >= TimeUnit.MILLISECONDS.toNanos(20)));
        s.release(3);
        System.out.println("after release(3) permits " + s.availablePermits() + " drain " + s.drainPermits() + " now " + s.availablePermits());
        s.release();
        s.release();
        System.out.println("release beyond initial " + s.availablePermits() + " toString " + s.toString().replaceAll("@[0-9a-f]+", "@H"));

        final Semaphore none = new Semaphore(0);
        final String[] res = new String[1];
        Thread blocked = new Thread(new Runnable() {
            public void run() {
                try {
                    none.acquire();
                    res[0] = "acquired";
                } catch (InterruptedException e) {
                    res[0] = "acquire interrupted, permits " + none.availablePermits();
                }
            }
        });
        blocked.start();
        while (!none.hasQueuedThreads()) Thread.yield();
        System.out.println("queue length " + none.getQueueLength());
        blocked.interrupt();
        blocked.join();
        System.out.println(res[0]);

        Thread waiter = new Thread(new Runnable() {
            public void run() {
                none.acquireUninterruptibly(2);
                res[0] = "acquired 2 uninterruptibly, interrupted flag " + Thread.currentThread().isInterrupted();
            }
        });
        waiter.start();
        while (!none.hasQueuedThreads()) Thread.yield();
        waiter.interrupt();
        none.release();
        none.release();
        waiter.join();
        System.out.println(res[0]);
        Semaphore neg = new Semaphore(-2);
        System.out.println("negative initial " + neg.availablePermits() + " tryAcquire " + neg.tryAcquire());
        try {
            neg.acquire(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("acquire(-1): IllegalArgumentException");
        }
    }
}
