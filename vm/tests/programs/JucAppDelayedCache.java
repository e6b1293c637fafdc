import java.util.*;
import java.util.concurrent.*;

// A cache whose entries expire, on DelayQueue (a common article example): each put enqueues a
// Delayed key; a cleaner thread take()s expired keys and removes them from a ConcurrentHashMap.
// Expiry times are far apart (short vs. one hour) so what expires is deterministic. Also the
// DelayQueue API: poll() of an unexpired head returns null, peek() shows it, drainTo only takes
// expired elements, and the order of take() follows the delays.
public class JucAppDelayedCache {
    static class Expiring implements Delayed {
        final String key;
        final long deadline;

        Expiring(String key, long delayMillis) {
            this.key = key;
            this.deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(delayMillis);
        }

        public long getDelay(TimeUnit unit) {
            return unit.convert(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
        }

        public int compareTo(Delayed o) {
            return Long.compare(deadline, ((Expiring) o).deadline);
        }

        public String toString() {
            return key;
        }
    }

    static class Cache {
        final ConcurrentHashMap<String, String> map = new ConcurrentHashMap<String, String>();
        final DelayQueue<Expiring> expiry = new DelayQueue<Expiring>();
        final List<String> evicted = Collections.synchronizedList(new ArrayList<String>());
        final Thread cleaner;

        Cache() {
            cleaner = new Thread(new Runnable() {
                public void run() {
                    try {
                        while (true) {
                            Expiring e = expiry.take();
                            map.remove(e.key);
                            evicted.add(e.key);
                        }
                    } catch (InterruptedException ex) {
                        // shut down
                    }
                }
            }, "cleaner");
            cleaner.start();
        }

        void put(String k, String v, long ttlMillis) {
            map.put(k, v);
            expiry.put(new Expiring(k, ttlMillis));
        }
    }

    public static void main(String[] args) throws Exception {
        Cache cache = new Cache();
        cache.put("session-1", "alice", 10);
        cache.put("session-2", "bob", 3600000);
        cache.put("session-3", "carol", 20);
        cache.put("session-4", "dave", 3600000);
        while (cache.evicted.size() < 2) Thread.sleep(5);
        System.out.println("evicted " + cache.evicted + " left " + new TreeMap<String, String>(cache.map) + " pending " + cache.expiry.size());
        cache.cleaner.interrupt();
        cache.cleaner.join();
        System.out.println("cleaner stopped " + !cache.cleaner.isAlive());

        DelayQueue<Expiring> q = new DelayQueue<Expiring>();
        q.add(new Expiring("late", 3600000));
        System.out.println("poll unexpired " + q.poll() + " peek " + q.peek() + " size " + q.size());
        q.add(new Expiring("c", 250));
        q.add(new Expiring("a", 0));
        q.add(new Expiring("b", 200));
        List<Expiring> drained = new ArrayList<Expiring>();
        System.out.println("drainTo now " + q.drainTo(drained) + " " + drained);
        StringBuilder order = new StringBuilder();
        order.append(q.take()).append(q.take());
        System.out.println("take order " + order + " remaining " + q + " timed poll " + q.poll(10, TimeUnit.MILLISECONDS)
                + " remainingCapacity is MAX " + (q.remainingCapacity() == Integer.MAX_VALUE));
        try {
            q.add(null);
        } catch (NullPointerException e) {
            System.out.println("add null: NPE");
        }
    }
}
