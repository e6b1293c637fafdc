// Contended locking benchmark: `threads` threads each do `iterationsPerThread` increments of one
// shared counter, each under the same lock with a short critical section, so the lock is
// acquired while other threads hold it or spin for it. Prints the final count, which must be
// exactly threads * iterationsPerThread.
//
//   toyjvm bench-programs/ContendedCounter.java [threads] [iterationsPerThread]   (default 2 2000000)
//   scripts/bench-locking.sh runs it against java -Xint.
public class ContendedCounter {
    private static final Object lock = new Object();
    private static long count = 0;

    static final class Worker implements Runnable {
        private final int iterations;

        Worker(int iterations) {
            this.iterations = iterations;
        }

        public void run() {
            for (int i = 0; i < iterations; i++) {
                synchronized (lock) {
                    count++;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int threads = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        int iterations = args.length > 1 ? Integer.parseInt(args[1]) : 2000000;
        Thread[] workers = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            workers[t] = new Thread(new Worker(iterations), "worker-" + t);
        }
        for (Thread w : workers) {
            w.start();
        }
        for (Thread w : workers) {
            w.join();
        }
        long result;
        synchronized (lock) {
            result = count;
        }
        System.out.println(result);
    }
}
