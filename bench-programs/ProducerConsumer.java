// ArrayBlockingQueue benchmark: `producers` threads each put `itemsPerProducer` Integers into one
// bounded ArrayBlockingQueue of `capacity`; `consumers` threads take them until each has seen
// its share (the total divides evenly, or the last consumer takes the rest). Producers park when
// the queue is full (its notFull condition), consumers when it is empty (notEmpty), and all of
// them contend for the queue's one ReentrantLock. Prints the sum of everything taken, which must
// equal the sum of everything put: producers put 1..itemsPerProducer each.
//
//   toyjvm bench-programs/ProducerConsumer.java [producers] [consumers] [itemsPerProducer] [capacity]
//          (default 2 2 500000 64)
//   scripts/bench-juc.sh runs it against java -Xint.
import java.util.concurrent.ArrayBlockingQueue;

public class ProducerConsumer {
    public static void main(String[] args) throws InterruptedException {
        int producers = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        int consumers = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        final int items = args.length > 2 ? Integer.parseInt(args[2]) : 500000;
        int capacity = args.length > 3 ? Integer.parseInt(args[3]) : 64;
        final ArrayBlockingQueue<Integer> queue = new ArrayBlockingQueue<Integer>(capacity);
        long total = (long) producers * items;
        Thread[] threads = new Thread[producers + consumers];
        final long[] sums = new long[consumers];
        for (int p = 0; p < producers; p++) {
            threads[p] = new Thread("producer-" + p) {
                @Override
                public void run() {
                    try {
                        for (int i = 1; i <= items; i++) {
                            queue.put(i);
                        }
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                }
            };
        }
        for (int c = 0; c < consumers; c++) {
            final int id = c;
            final long share = total / consumers + (c == consumers - 1 ? total % consumers : 0);
            threads[producers + c] = new Thread("consumer-" + c) {
                @Override
                public void run() {
                    long sum = 0;
                    try {
                        for (long n = 0; n < share; n++) {
                            sum += queue.take();
                        }
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                    sums[id] = sum;
                }
            };
        }
        for (Thread t : threads) {
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        long sum = 0;
        for (long s : sums) {
            sum += s;
        }
        System.out.println(sum);
    }
}
