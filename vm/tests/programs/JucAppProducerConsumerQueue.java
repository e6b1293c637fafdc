import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

// Producer/consumer on a BlockingQueue, the StackOverflow way: producers put() messages,
// one poison pill per consumer ends the consumers; a second variant polls with a timeout and
// stops when producers are done; a third uses offer() with a timeout on a full queue and
// drainTo() at the end.
public class JucAppProducerConsumerQueue {
    static final String POISON = "DONE";

    public static void main(String[] args) throws Exception {
        final BlockingQueue<String> q = new ArrayBlockingQueue<String>(5);
        final List<String> consumed = Collections.synchronizedList(new ArrayList<String>());
        Thread[] producers = new Thread[2];
        for (int p = 0; p < 2; p++) {
            final int id = p;
            producers[p] = new Thread(new Runnable() {
                public void run() {
                    try {
                        for (int i = 0; i < 100; i++) q.put("p" + id + "-" + i);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            });
        }
        Thread[] consumers = new Thread[3];
        for (int c = 0; c < 3; c++) {
            consumers[c] = new Thread(new Runnable() {
                public void run() {
                    try {
                        while (true) {
                            String m = q.take();
                            if (m.equals(POISON)) return;
                            consumed.add(m);
                        }
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            });
        }
        for (Thread t : consumers) t.start();
        for (Thread t : producers) t.start();
        for (Thread t : producers) t.join();
        for (int c = 0; c < 3; c++) q.put(POISON);
        for (Thread t : consumers) t.join();
        List<String> sorted = new ArrayList<String>(consumed);
        Collections.sort(sorted);
        System.out.println("consumed " + sorted.size() + " first " + sorted.get(0) + " last " + sorted.get(sorted.size() - 1));
        System.out.println("queue empty " + q.isEmpty() + " remaining capacity " + q.remainingCapacity());

        // Poll with timeout until the producer says it is finished.
        final LinkedBlockingQueue<Integer> lq = new LinkedBlockingQueue<Integer>();
        final boolean[] finished = {false};
        final long[] sum = {0};
        Thread consumer = new Thread(new Runnable() {
            public void run() {
                try {
                    while (true) {
                        Integer x = lq.poll(20, TimeUnit.MILLISECONDS);
                        if (x == null) {
                            synchronized (finished) {
                                if (finished[0] && lq.isEmpty()) break;
                            }
                            continue;
                        }
                        sum[0] += x;
                    }
                } catch (InterruptedException e) {
                    System.out.println("unexpected interrupt");
                }
            }
        });
        consumer.start();
        for (int i = 1; i <= 1000; i++) lq.offer(i);
        synchronized (finished) {
            finished[0] = true;
        }
        consumer.join();
        System.out.println("polled sum " + sum[0]);

        // offer with timeout on a full queue, then drainTo.
        ArrayBlockingQueue<Integer> full = new ArrayBlockingQueue<Integer>(3);
        System.out.println("offers " + full.offer(1) + full.offer(2) + full.offer(3) + full.offer(4));
        long t0 = System.nanoTime();
        boolean ok = full.offer(5, 30, TimeUnit.MILLISECONDS);
        long waited = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
        System.out.println("timed offer " + ok + " waited enough " + (waited >= 25));
        List<Integer> drained = new ArrayList<Integer>();
        System.out.println("drained " + full.drainTo(drained, 2) + " " + drained + " left " + full);
        System.out.println("poll empty " + new LinkedBlockingQueue<Integer>().poll() + ", peek " + full.peek());
        try {
            full.add(7);
            full.add(8);
            full.add(9);
        } catch (IllegalStateException e) {
            System.out.println("add on full: " + e.getMessage());
        }
        try {
            full.put(null);
        } catch (NullPointerException e) {
            System.out.println("put null: NPE");
        }
    }
}
