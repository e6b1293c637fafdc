import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.locks.LockSupport;

// Semaphore and CountDownLatch on AbstractQueuedSynchronizer: permits acquired and released
// one and n at a time, tryAcquire (timed, zero, negative), drainPermits, reducePermits through a
// subclass, negative arguments, fair and non-fair counts under contention (a semaphore as a
// mutex), interrupts, queue inspection and blockers, toString; the latch's await with and
// without timeout, countDown past zero, interrupts, toString.
public class JucLockSemaphoreLatch {
    static String mask(Object o) {
        String s = String.valueOf(o);
        int at = s.indexOf('@');
        int end = at + 1;
        while (end < s.length() && Character.digit(s.charAt(end), 16) >= 0) end++;
        return at < 0 ? s : s.substring(0, at + 1) + "H" + s.substring(end);
    }

    static class Reducible extends Semaphore {
        Reducible(int n, boolean fair) { super(n, fair); }
        void reduce(int n) { reducePermits(n); }
        int queued() { return getQueuedThreads().size(); }
    }

    static int counter;

    static void contention(final Semaphore s) throws Exception {
        counter = 0;
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < 1500; k++) {
                        s.acquireUninterruptibly();
                        counter++;
                        if ((k & 63) == 0) Thread.yield();
                        s.release();
                    }
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("fair=" + s.isFair() + " counter=" + counter + " permits=" + s.availablePermits() + " queued=" + s.hasQueuedThreads());
    }

    public static void main(String[] args) throws Exception {
        contention(new Semaphore(1));
        contention(new Semaphore(1, true));

        final Reducible s = new Reducible(3, false);
        System.out.println(mask(s) + " fair=" + s.isFair());
        s.acquire();
        s.acquire(2);
        System.out.println("after acquire 3: " + s.availablePermits() + " tryAcquire=" + s.tryAcquire() + " tryAcquire(2)=" + s.tryAcquire(2)
                + " timed=" + s.tryAcquire(10, TimeUnit.MILLISECONDS) + " timed(2,0)=" + s.tryAcquire(2, 0, TimeUnit.SECONDS));
        s.release(5);
        System.out.println("release 5: " + s.availablePermits() + " " + mask(s));
        System.out.println("tryAcquire(0)=" + s.tryAcquire(0) + " drain=" + s.drainPermits() + " drain again=" + s.drainPermits() + " " + mask(s));
        s.release();
        s.reduce(3);
        System.out.println("reduce 3 from 1: " + s.availablePermits() + " " + mask(s) + " tryAcquire=" + s.tryAcquire());
        System.out.println("drain negative: " + s.drainPermits() + " left=" + s.availablePermits());
        s.release(3);
        try {
            s.acquire(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("acquire(-1): " + e.getClass().getName() + " msg=" + e.getMessage());
        }
        try {
            s.release(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("release(-1): IAE");
        }
        try {
            s.tryAcquire(-2);
        } catch (IllegalArgumentException e) {
            System.out.println("tryAcquire(-2): IAE");
        }
        try {
            s.reduce(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("reducePermits(-1): IAE");
        }
        try {
            s.acquireUninterruptibly(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("acquireUninterruptibly(-1): IAE");
        }
        try {
            s.release(Integer.MAX_VALUE);
        } catch (Error e) {
            System.out.println("overflow: " + e.getClass().getName() + " msg=" + e.getMessage());
        }
        try {
            new Reducible(-5, false).reduce(Integer.MAX_VALUE);
        } catch (Error e) {
            System.out.println("underflow: " + e.getMessage());
        }
        System.out.println("negative start: " + mask(new Semaphore(-2)) + " tryAcquire=" + new Semaphore(-2).tryAcquire());

        // waiters: blocked acquire(n) until enough permits, FIFO on a fair semaphore
        final Reducible f = new Reducible(0, true);
        final List<String> order = Collections.synchronizedList(new ArrayList<String>());
        Thread[] ws = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final int n = i + 1;
            ws[i] = new Thread(new Runnable() {
                public void run() {
                    try {
                        f.acquire(n);
                        order.add("got " + n);
                    } catch (InterruptedException e) {
                        order.add("interrupted " + n);
                    }
                }
            }, "w" + n);
            ws[i].start();
            while (f.getQueueLength() != i + 1) Thread.yield();
        }
        while (LockSupport.getBlocker(ws[2]) == null) Thread.yield();
        System.out.println("queued=" + f.getQueueLength() + " has=" + f.hasQueuedThreads() + " list=" + f.queued() + "".length() + " blocker=" + LockSupport.getBlocker(ws[2]).getClass().getName()
                + " tryAcquire(fair, barging)=" + f.tryAcquire(0));
        f.release(1);
        ws[0].join();
        f.release(1); // not enough for w2 yet
        Thread.sleep(10);
        System.out.println("after 2 releases: " + order + " permits=" + f.availablePermits() + " queued=" + f.getQueueLength());
        f.release(1);
        ws[1].join();
        ws[2].interrupt();
        ws[2].join();
        System.out.println("order: " + order + " permits=" + f.availablePermits() + " " + mask(f));
        final Semaphore nf = new Semaphore(0);
        Thread blocked = new Thread(new Runnable() {
            public void run() {
                nf.acquireUninterruptibly();
                order.add("uninterruptible flag=" + Thread.currentThread().isInterrupted());
            }
        });
        blocked.start();
        while (!nf.hasQueuedThreads()) Thread.yield();
        System.out.println("nonfair blocker: " + nextBlocker(blocked));
        blocked.interrupt();
        nf.release();
        blocked.join();
        System.out.println(order.get(order.size() - 1));
        Thread.currentThread().interrupt();
        try {
            nf.acquire();
        } catch (InterruptedException e) {
            System.out.println("pre-interrupted acquire: InterruptedException");
        }

        latch();
    }

    static String nextBlocker(Thread t) {
        Object b;
        while ((b = LockSupport.getBlocker(t)) == null) Thread.yield();
        return b.getClass().getName();
    }

    static void latch() throws Exception {
        try {
            new CountDownLatch(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("latch(-1): " + e.getMessage());
        }
        final CountDownLatch zero = new CountDownLatch(0);
        zero.await();
        System.out.println("zero: " + zero.await(0, TimeUnit.SECONDS) + " " + mask(zero));
        zero.countDown();
        System.out.println("countDown at 0: " + zero.getCount());

        final CountDownLatch l = new CountDownLatch(3);
        long t0 = System.nanoTime();
        System.out.println("await timeout: " + l.await(30, TimeUnit.MILLISECONDS) + " waited " + (System.nanoTime() - t0 >= 30000000L) + " count=" + l.getCount());
        System.out.println("await(0): " + l.await(0, TimeUnit.MILLISECONDS) + " await(-1): " + l.await(-1, TimeUnit.MILLISECONDS));
        final int[] passed = new int[1];
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            final boolean timed = i % 2 == 0;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    try {
                        boolean ok = true;
                        if (timed) ok = l.await(20, TimeUnit.SECONDS);
                        else l.await();
                        synchronized (passed) {
                            if (ok) passed[0]++;
                        }
                    } catch (InterruptedException e) {
                        System.out.println("interrupted?");
                    }
                }
            });
            ts[i].start();
        }
        while (true) {
            int n = 0;
            for (Thread t : ts) if (LockSupport.getBlocker(t) != null) n++;
            if (n == 4) break;
            Thread.yield();
        }
        System.out.println("latch blocker: " + LockSupport.getBlocker(ts[0]).getClass().getName() + " " + mask(l));
        l.countDown();
        l.countDown();
        System.out.println("count=" + l.getCount() + " " + mask(l));
        l.countDown();
        for (Thread t : ts) t.join();
        System.out.println("released: " + passed[0] + " count=" + l.getCount() + " " + mask(l));
        l.countDown();
        System.out.println("after: " + l.getCount() + " await=" + l.await(1, TimeUnit.MILLISECONDS));

        final CountDownLatch never = new CountDownLatch(1);
        final String[] r = new String[1];
        Thread w = new Thread(new Runnable() {
            public void run() {
                try {
                    never.await();
                    r[0] = "returned?";
                } catch (InterruptedException e) {
                    r[0] = "await interrupted, flag=" + Thread.currentThread().isInterrupted();
                }
            }
        });
        w.start();
        while (LockSupport.getBlocker(w) == null) Thread.yield();
        w.interrupt();
        w.join();
        System.out.println(r[0]);
        Thread.currentThread().interrupt();
        try {
            zero.await();
        } catch (InterruptedException e) {
            System.out.println("pre-interrupted await on open latch: InterruptedException");
        }
    }
}
