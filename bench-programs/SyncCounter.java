// Uncontended locking benchmark: one thread increments a counter `iterations` times, each time
// under the counter's monitor, alternating a synchronized block (monitorenter/monitorexit) and a
// synchronized method (ACC_SYNCHRONIZED). Only the main thread ever locks, so this is the case
// biased locking makes cheap. Prints the final count, which is exactly `iterations`.
//
//   toyjvm bench-programs/SyncCounter.java [iterations]     (default 20000000)
//   scripts/bench-locking.sh runs it against java -Xint.
public class SyncCounter {
    private int count;

    synchronized void increment() {
        count++;
    }

    public static void main(String[] args) {
        int iterations = args.length > 0 ? Integer.parseInt(args[0]) : 20000000;
        SyncCounter counter = new SyncCounter();
        for (int i = 0; i < iterations; i++) {
            if ((i & 1) == 0) {
                synchronized (counter) {
                    counter.count++;
                }
            } else {
                counter.increment();
            }
        }
        int result;
        synchronized (counter) {
            result = counter.count;
        }
        System.out.println(result);
    }
}
