// Kernel: java.util.concurrent.locks.ReentrantLock (the library is the family): uncontended
// lock/unlock around a counter, the idiom with try/finally, one thread.
// Dominant work: ReentrantLock.lock/unlock -> AbstractQueuedSynchronizer CAS (Unsafe) and
// invokevirtual/invokeinterface inside the library.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
import java.util.concurrent.locks.ReentrantLock;

public class ReentrantLockLoop {
    static final int N = 46_000;
    private final ReentrantLock lock = new ReentrantLock();
    private long count;

    void increment() {
        lock.lock();
        try {
            count++;
        } finally {
            lock.unlock();
        }
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        ReentrantLockLoop c = new ReentrantLockLoop();
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < N; i++) c.increment();
        }
        System.out.println("ReentrantLockLoop " + c.count);
    }
}
