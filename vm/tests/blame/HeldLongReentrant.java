// HeldLongReentrant: HeldLong with a java.util.concurrent.locks.ReentrantLock instead of a
// monitor. One thread ("holder") keeps the lock for HOLD_MS while three others wait for it.
// A ReentrantLock's waiters do not block in the VM's monitor: they park
// (LockSupport.park(sync), the lock's AQS), and unlock() unparks the next one. Blame tracing
// identifies such a lock by the park's blocker object (ReentrantLock$NonfairSync) and blames a
// waiter's park on the thread whose unpark ended it -- and on the threads that unparked
// other waiters of the same lock meanwhile. Here that is nearly all "holder", in
// holdForAWhile, where it called unlock().
//
// The order is forced by polling: the holder starts its HOLD_MS only once all three waiters
// are queued on the lock and parked (Thread.State.WAITING).
import java.util.concurrent.locks.ReentrantLock;

public class HeldLongReentrant {
    static final ReentrantLock LOCK = new ReentrantLock();
    static final int HOLD_MS = 300;
    static final int WAITERS = 3;

    static volatile boolean holding;
    static volatile boolean allWaiting;
    static int touches; // guarded by LOCK

    /** The holder: takes the lock and keeps it until all waiters park, then HOLD_MS more. */
    static void holdForAWhile() throws InterruptedException {
        LOCK.lock();
        try {
            holding = true;
            while (!allWaiting) {
                Thread.sleep(1);
            }
            Thread.sleep(HOLD_MS);
        } finally {
            LOCK.unlock();
        }
    }

    /** A waiter: a very short critical section. */
    static void touch() {
        LOCK.lock();
        try {
            touches++;
        } finally {
            LOCK.unlock();
        }
    }

    static final class Holder implements Runnable {
        public void run() {
            try {
                holdForAWhile();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }
    }

    static final class Waiter implements Runnable {
        public void run() {
            touch();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread holder = new Thread(new Holder(), "holder");
        holder.start();
        while (!holding) {
            Thread.sleep(1);
        }
        Thread[] waiters = new Thread[WAITERS];
        for (int i = 0; i < WAITERS; i++) {
            waiters[i] = new Thread(new Waiter(), "waiter-" + (i + 1));
            waiters[i].start();
        }
        for (Thread w : waiters) {
            while (!LOCK.hasQueuedThread(w) || w.getState() != Thread.State.WAITING) {
                Thread.sleep(1);
            }
        }
        System.out.println("holder holds the lock; " + WAITERS + " waiters are parked on it");
        allWaiting = true;
        holder.join();
        for (Thread w : waiters) {
            w.join();
        }
        LOCK.lock();
        try {
            System.out.println("touches: " + touches);
        } finally {
            LOCK.unlock();
        }
    }
}
