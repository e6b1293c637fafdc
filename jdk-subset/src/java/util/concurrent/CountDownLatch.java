package java.util.concurrent;

/**
 * java.util.concurrent.CountDownLatch on a private monitor: await() waits (Thread state
 * WAITING, as in the JDK) until countDown() has brought the count to zero.
 */
public class CountDownLatch {
    private final Object lock = new Object();
    private volatile long count;

    public CountDownLatch(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count < 0");
        }
        this.count = count;
    }

    public void await() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        if (count == 0) {
            return;
        }
        synchronized (lock) {
            while (count != 0) {
                lock.wait();
            }
        }
    }

    public boolean await(long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        if (count == 0) {
            return true;
        }
        long nanos = unit.toNanos(timeout);
        long now = System.nanoTime();
        long deadline = nanos > Long.MAX_VALUE - now ? Long.MAX_VALUE : now + nanos;
        synchronized (lock) {
            while (count != 0) {
                if (nanos <= 0) {
                    return false;
                }
                long ms = nanos / 1000000L;
                lock.wait(ms, (int) (nanos - ms * 1000000L));
                nanos = deadline - System.nanoTime();
            }
            return true;
        }
    }

    public void countDown() {
        if (count == 0) {
            return;
        }
        synchronized (lock) {
            if (count != 0 && --count == 0) {
                lock.notifyAll();
            }
        }
    }

    public long getCount() {
        return count;
    }

    public String toString() {
        return super.toString() + "[Count = " + count + "]";
    }
}
