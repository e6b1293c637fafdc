import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

// The CountDownLatch javadoc's two examples: Driver/Worker with a start signal and a done
// signal, and Driver2 where a pool's workers each count down once after doing a part. Also the
// race-timing harness from "Java Concurrency in Practice" (startGate/endGate), timed await that
// times out, countDown below zero, and toString.
public class JucAppStartGate {
    static class Worker implements Runnable {
        private final CountDownLatch startSignal, doneSignal;
        private final int id;
        private final AtomicInteger startedEarly, work;

        Worker(int id, CountDownLatch startSignal, CountDownLatch doneSignal, AtomicInteger startedEarly, AtomicInteger work) {
            this.id = id;
            this.startSignal = startSignal;
            this.doneSignal = doneSignal;
            this.startedEarly = startedEarly;
            this.work = work;
        }

        public void run() {
            try {
                startSignal.await();
                if (startSignal.getCount() != 0) startedEarly.incrementAndGet();
                work.addAndGet(id);
                doneSignal.countDown();
            } catch (InterruptedException ex) {
                System.out.println("worker interrupted");
            }
        }
    }

    static class WorkerRunnable implements Runnable {
        private final CountDownLatch doneSignal;
        private final int i;
        private final int[] results;

        WorkerRunnable(CountDownLatch doneSignal, int i, int[] results) {
            this.doneSignal = doneSignal;
            this.i = i;
            this.results = results;
        }

        public void run() {
            results[i] = i * i;
            doneSignal.countDown();
        }
    }

    static long timeTasks(int nThreads, final Runnable task) throws InterruptedException {
        final CountDownLatch startGate = new CountDownLatch(1);
        final CountDownLatch endGate = new CountDownLatch(nThreads);
        for (int i = 0; i < nThreads; i++) {
            Thread t = new Thread() {
                public void run() {
                    try {
                        startGate.await();
                        try {
                            task.run();
                        } finally {
                            endGate.countDown();
                        }
                    } catch (InterruptedException ignored) {
                    }
                }
            };
            t.start();
        }
        long start = System.nanoTime();
        startGate.countDown();
        endGate.await();
        return System.nanoTime() - start;
    }

    public static void main(String[] args) throws Exception {
        int n = 6;
        CountDownLatch startSignal = new CountDownLatch(1);
        CountDownLatch doneSignal = new CountDownLatch(n);
        AtomicInteger early = new AtomicInteger(), work = new AtomicInteger();
        for (int i = 0; i < n; ++i) new Thread(new Worker(i, startSignal, doneSignal, early, work)).start();
        System.out.println("before start: work " + work.get() + " done count " + doneSignal.getCount());
        startSignal.countDown();
        doneSignal.await();
        System.out.println("after done: work " + work.get() + " early " + early.get() + " done count " + doneSignal.getCount());

        int[] results = new int[10];
        CountDownLatch done2 = new CountDownLatch(10);
        ExecutorService e = Executors.newFixedThreadPool(3);
        for (int i = 0; i < 10; ++i) e.execute(new WorkerRunnable(done2, i, results));
        done2.await();
        StringBuilder sb = new StringBuilder();
        for (int r : results) sb.append(r).append(' ');
        System.out.println("parts " + sb.toString().trim());
        e.shutdown();

        final AtomicInteger counter = new AtomicInteger();
        long nanos = timeTasks(5, new Runnable() {
            public void run() {
                for (int i = 0; i < 1000; i++) counter.incrementAndGet();
            }
        });
        System.out.println("timed harness counter " + counter.get() + " took non-negative time " + (nanos >= 0));

        CountDownLatch never = new CountDownLatch(2);
        never.countDown();
        System.out.println("timed await " + never.await(15, TimeUnit.MILLISECONDS) + " count " + never.getCount());
        never.countDown();
        never.countDown();
        System.out.println("count stays " + never.getCount() + " await now " + never.await(0, TimeUnit.SECONDS));
        System.out.println(never.toString().replaceAll("@[0-9a-f]+", "@H"));
        try {
            new CountDownLatch(-1);
        } catch (IllegalArgumentException ex) {
            System.out.println("negative count: " + ex.getMessage());
        }
        final CountDownLatch stuck = new CountDownLatch(1);
        Thread waiter = new Thread(new Runnable() {
            public void run() {
                try {
                    stuck.await();
                } catch (InterruptedException ex) {
                    System.out.println("await interrupted, count " + stuck.getCount());
                }
            }
        });
        waiter.start();
        while (waiter.getState() != Thread.State.WAITING) Thread.yield();
        waiter.interrupt();
        waiter.join();
        System.out.println("terminated pool " + e.awaitTermination(5, TimeUnit.SECONDS));
    }
}
