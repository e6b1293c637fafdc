// Contended ReentrantLock benchmark, the park-based twin of ContendedCounter: `threads` threads
// each do `iterationsPerThread` increments of one shared counter, each under the same
// java.util.concurrent.locks.ReentrantLock (non-fair, or fair with `fair`). A thread that finds
// the lock taken queues in AbstractQueuedSynchronizer and parks. Prints the final count, which
// must be exactly threads * iterationsPerThread.
//
//   toyjvm bench-programs/ReentrantCounter.java [threads] [iterationsPerThread] [fair]
//          (default 2 1000000, non-fair)
//   scripts/bench-juc.sh runs it against java -Xint.
import java.util.concurrent.locks.ReentrantLock;

public class ReentrantCounter {
    private static ReentrantLock lock;
    private static long count = 0;

    static final class Worker implements Runnable {
        private final int iterations;

        Worker(int iterations) {
            this.iterations = iterations;
        }

        public void run() {
            for (int i = 0; i < iterations; i++) {
                lock.lock();
                try {
                    count++;
                } finally {
                    lock.unlock();
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int threads = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        int iterations = args.length > 1 ? Integer.parseInt(args[1]) : 1000000;
        lock = new ReentrantLock(args.length > 2 && args[2].equals("fair"));
        Thread[] workers = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            workers[t] = new Thread(new Worker(iterations), "worker-" + t);
            workers[t].start();
        }
        for (Thread w : workers) {
            w.join();
        }
        System.out.println(count);
    }
}
