// A lock contended in two bursts with an idle gap between them, in which System.gc() runs a
// safepoint that deflates the idle monitor. The profilers must keep the lock's data across the
// deflation: one lock in the report, with both bursts' acquisitions.
public class Redeflate {
    static final class Shared {}

    static final Shared lock = new Shared();
    static int counter;

    static void burst(int threads, int each) throws InterruptedException {
        Thread[] ts = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            ts[i] = new Thread(() -> {
                for (int j = 0; j < each; j++) {
                    synchronized (lock) {
                        counter++;
                        // Hold the lock a little, so the other threads really contend.
                        long until = System.nanoTime() + 20_000;
                        while (System.nanoTime() < until) { }
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        burst(3, 2000);
        System.gc(); // a safepoint: the idle monitor is deflated
        burst(3, 2000);
        System.out.println("counter=" + counter);
    }
}
