// bench-args: 50000
// args: 5000
import java.util.concurrent.locks.LockSupport;

// Benchmarks Game thread-ring: 503 threads in a ring pass a token N times; the thread
// holding it when it reaches zero prints its number.
public class CorpusThreadRing {
    static final int THREADS = 503;

    static final class Worker extends Thread {
        final int id;
        Worker next;
        volatile int token = -1;

        Worker(int id) {
            this.id = id;
            setDaemon(true);
        }

        public void run() {
            while (true) {
                int t;
                while ((t = token) < 0) {
                    LockSupport.park(this);
                }
                token = -1;
                if (t == 0) {
                    System.out.println(id);
                    System.exit(0);
                }
                next.token = t - 1;
                LockSupport.unpark(next);
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        Worker[] ring = new Worker[THREADS];
        for (int i = 0; i < THREADS; i++) {
            ring[i] = new Worker(i + 1);
        }
        for (int i = 0; i < THREADS; i++) {
            ring[i].next = ring[(i + 1) % THREADS];
        }
        for (Worker w : ring) {
            w.start();
        }
        ring[0].token = n;
        LockSupport.unpark(ring[0]);
        Thread.sleep(60_000);
        System.out.println("timed out");
    }
}
