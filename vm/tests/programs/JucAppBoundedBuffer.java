import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;

// The bounded buffer three ways, as the tutorials show it: with synchronized/wait/notifyAll
// (the Java Tutorial's guarded blocks), and with a Lock and two Conditions (notFull/notEmpty,
// the Condition javadoc's BoundedBuffer). Producers put disjoint ranges, consumers take until
// they see a poison value; the sums and counts are printed.
public class JucAppBoundedBuffer {
    interface Buffer {
        void put(int x) throws InterruptedException;
        int take() throws InterruptedException;
    }

    static class MonitorBuffer implements Buffer {
        private final int[] items;
        private int putIdx, takeIdx, count;
        int maxSeen;

        MonitorBuffer(int cap) {
            items = new int[cap];
        }

        public synchronized void put(int x) throws InterruptedException {
            while (count == items.length) wait();
            items[putIdx] = x;
            putIdx = (putIdx + 1) % items.length;
            count++;
            if (count > maxSeen) maxSeen = count;
            notifyAll();
        }

        public synchronized int take() throws InterruptedException {
            while (count == 0) wait();
            int x = items[takeIdx];
            takeIdx = (takeIdx + 1) % items.length;
            count--;
            notifyAll();
            return x;
        }
    }

    static class ConditionBuffer implements Buffer {
        final Lock lock = new ReentrantLock();
        final Condition notFull = lock.newCondition();
        final Condition notEmpty = lock.newCondition();
        final Object[] items;
        int putptr, takeptr, count;
        int maxSeen;

        ConditionBuffer(int cap) {
            items = new Object[cap];
        }

        public void put(int x) throws InterruptedException {
            lock.lock();
            try {
                while (count == items.length) notFull.await();
                items[putptr] = x;
                if (++putptr == items.length) putptr = 0;
                ++count;
                if (count > maxSeen) maxSeen = count;
                notEmpty.signal();
            } finally {
                lock.unlock();
            }
        }

        public int take() throws InterruptedException {
            lock.lock();
            try {
                while (count == 0) notEmpty.await();
                Object x = items[takeptr];
                if (++takeptr == items.length) takeptr = 0;
                --count;
                notFull.signal();
                return (Integer) x;
            } finally {
                lock.unlock();
            }
        }
    }

    static void run(String name, final Buffer buf, int cap) throws InterruptedException {
        final int producers = 3, consumers = 2, perProducer = 500;
        final long[] sums = new long[consumers];
        final int[] counts = new int[consumers];
        Thread[] ps = new Thread[producers];
        Thread[] cs = new Thread[consumers];
        for (int c = 0; c < consumers; c++) {
            final int id = c;
            cs[c] = new Thread(new Runnable() {
                public void run() {
                    try {
                        while (true) {
                            int x = buf.take();
                            if (x < 0) break;
                            sums[id] += x;
                            counts[id]++;
                        }
                    } catch (InterruptedException e) {
                        System.out.println("consumer interrupted");
                    }
                }
            });
            cs[c].start();
        }
        for (int p = 0; p < producers; p++) {
            final int base = p * perProducer;
            ps[p] = new Thread(new Runnable() {
                public void run() {
                    try {
                        for (int i = 1; i <= perProducer; i++) buf.put(base + i);
                    } catch (InterruptedException e) {
                        System.out.println("producer interrupted");
                    }
                }
            });
            ps[p].start();
        }
        for (Thread t : ps) t.join();
        for (int c = 0; c < consumers; c++) buf.put(-1);
        for (Thread t : cs) t.join();
        long sum = 0;
        int count = 0;
        for (int c = 0; c < consumers; c++) {
            sum += sums[c];
            count += counts[c];
        }
        int max = buf instanceof MonitorBuffer ? ((MonitorBuffer) buf).maxSeen : ((ConditionBuffer) buf).maxSeen;
        System.out.println(name + " cap " + cap + ": count " + count + " sum " + sum + " within capacity " + (max <= cap));
    }

    public static void main(String[] args) throws InterruptedException {
        run("monitor", new MonitorBuffer(1), 1);
        run("monitor", new MonitorBuffer(10), 10);
        run("condition", new ConditionBuffer(1), 1);
        run("condition", new ConditionBuffer(16), 16);
        // A consumer waiting on an empty buffer is interrupted.
        final MonitorBuffer empty = new MonitorBuffer(2);
        Thread waiter = new Thread(new Runnable() {
            public void run() {
                try {
                    empty.take();
                    System.out.println("took something?");
                } catch (InterruptedException e) {
                    System.out.println("waiter interrupted, flag now " + Thread.currentThread().isInterrupted());
                }
            }
        });
        waiter.start();
        while (waiter.getState() != Thread.State.WAITING) Thread.yield();
        waiter.interrupt();
        waiter.join();
    }
}
