// HeldLong: one thread ("holder") keeps a monitor for a long time (HOLD_MS) while three other
// threads block on it. Their critical sections are tiny, so nearly all of the waiting is the
// holder's fault, and blame tracing must say so: the lock's blame goes to "holder", with the
// call chain where it held the lock (HeldLong.holdForAWhile). A metric that only counts the
// waiters' time (which thread waited, and where) cannot tell you that.
//
// The order is forced with Thread.getState() polling: the holder starts its HOLD_MS only once
// all three waiters are BLOCKED on the lock.
public class HeldLong {
    /** The contended lock: its own class so that a profile names it (HeldLong$Lock). */
    static final class Lock {
        int touches;
    }

    static final Lock LOCK = new Lock();
    static final int HOLD_MS = 300;
    static final int WAITERS = 3;

    static volatile boolean holding;
    static volatile boolean allBlocked;

    /** The holder: takes the lock and keeps it until all waiters block, then HOLD_MS more. */
    static void holdForAWhile() throws InterruptedException {
        synchronized (LOCK) {
            holding = true;
            while (!allBlocked) {
                Thread.sleep(1);
            }
            Thread.sleep(HOLD_MS);
        }
    }

    /** A waiter: a very short critical section. */
    static void touch() {
        synchronized (LOCK) {
            LOCK.touches++;
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
            while (w.getState() != Thread.State.BLOCKED) {
                Thread.sleep(1);
            }
        }
        System.out.println("holder holds the lock; " + WAITERS + " waiters are blocked on it");
        allBlocked = true;
        holder.join();
        for (Thread w : waiters) {
            w.join();
        }
        synchronized (LOCK) {
            System.out.println("touches: " + LOCK.touches);
        }
    }
}
