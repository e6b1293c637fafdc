// jvm-args: -Xmx32m
// toyjvm-variants: | -XX:+GCALot -XX:GCALotInterval=50 | -XX:BiasedLockingStartupDelay=0
import java.util.*;

/** Threads allocate while others hold locks, wait on them and contend for them; identity
 *  hashes and every lock state come through collections. */
public class GcThreads {
    static final Object lock = new Object();
    static int counter;
    static int nested;
    static final Object waitLock = new Object();
    static boolean ready;

    public static void main(String[] args) throws Exception {
        Object hashed = new Object();
        int hash = System.identityHashCode(hashed);
        Object biased = new Object();
        synchronized (biased) { }  // may be biased to main
        Object inflatedWithHash = new Object();
        int hash2 = inflatedWithHash.hashCode();

        Thread waiter = new Thread(() -> {
            synchronized (waitLock) {
                while (!ready) {
                    try { waitLock.wait(); } catch (InterruptedException e) { return; }
                }
            }
        });
        waiter.start();

        Thread[] workers = new Thread[3];
        final long[] sums = new long[workers.length];
        for (int w = 0; w < workers.length; w++) {
            final int id = w;
            workers[w] = new Thread(() -> {
                long s = 0;
                for (int i = 0; i < 20000; i++) {
                    String str = "w" + id + "-" + i;
                    s += str.hashCode() & 0xff;
                    int[] junk = new int[64];
                    junk[i % 64] = i;
                    s += junk[i % 64] & 1;
                    synchronized (lock) { counter++; }
                    if (i % 5000 == 0) {
                        synchronized (inflatedWithHash) { s += 1; }
                    }
                }
                sums[id] = s;
            });
            workers[w].start();
        }
        // Main holds a stack lock across a collection.
        Object held = new Object();
        synchronized (held) {
            List<byte[]> garbage = new ArrayList<>();
            for (int i = 0; i < 400; i++) { garbage.add(new byte[50_000]); if (garbage.size() > 20) garbage.clear(); }
            System.gc();
            synchronized (held) { nested++; }  // recursive: the lock record stays across the collection
        }
        for (Thread t : workers) t.join();
        synchronized (waitLock) { ready = true; waitLock.notifyAll(); }
        waiter.join();
        System.gc();
        long total = 0;
        for (long s : sums) total += s;
        System.out.println("counter " + counter + " nested " + nested);
        System.out.println("sums " + total);
        System.out.println("hash kept " + (hash == System.identityHashCode(hashed)));
        System.out.println("hash2 kept " + (hash2 == inflatedWithHash.hashCode()));
        synchronized (biased) { System.out.println("biased still lockable"); }
        System.out.println("waiter done " + !waiter.isAlive());
    }
}
