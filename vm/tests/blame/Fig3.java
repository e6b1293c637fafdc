// Fig3: the example of Fig. 3 in Hofer et al., "Efficient Tracing and Versatile Analysis of
// Lock Contention in Java Applications on the Virtual Machine Level" (ICPE'16).
//
// T1 holds the lock. T2 blocks on it, then T3 blocks on it. When T1 releases the lock, one of
// the two (call it X) gets it and the other (Y) keeps waiting until X releases it in turn.
// Blame tracing splits each thread's waiting time at every release and blames each piece on
// the thread that released the lock, at the place where that thread held it:
//   X waited for T1 only;  Y waited first for T1, then for X.
// So T1 is blamed for two waits (X's and the first part of Y's), X for one (the rest of Y's),
// and Y for none: nobody was waiting when Y released the lock.
//
// The order is forced with Thread.getState() polling, not with sleeps: T3 starts only once T2
// is BLOCKED, and T1 lets go only once both are. Only the hold times are sleeps (HOLD_MS).
public class Fig3 {
    /** The contended lock: its own class so that a profile names it (Fig3$Lock). */
    static final class Lock {
        int turns;
    }

    static final Lock LOCK = new Lock();
    /** How long each thread keeps the lock once the others are waiting. */
    static final int HOLD_MS = 50;

    static volatile boolean t1Holds;
    static volatile boolean bothBlocked;

    /** T1: takes the lock and keeps it until T2 and T3 are both blocked on it, and HOLD_MS more. */
    static void holdUntilBothBlocked() throws InterruptedException {
        synchronized (LOCK) {
            t1Holds = true;
            while (!bothBlocked) {
                Thread.sleep(1);
            }
            Thread.sleep(HOLD_MS);
            LOCK.turns++;
        }
    }

    /** T2 and T3: block on the lock (T1 has it), then keep it for HOLD_MS. */
    static void takeTurn() throws InterruptedException {
        synchronized (LOCK) {
            Thread.sleep(HOLD_MS);
            LOCK.turns++;
        }
    }

    static final class First implements Runnable {
        public void run() {
            try {
                holdUntilBothBlocked();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }
    }

    static final class Next implements Runnable {
        public void run() {
            try {
                takeTurn();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }
    }

    static void awaitBlocked(Thread t) throws InterruptedException {
        while (t.getState() != Thread.State.BLOCKED) {
            Thread.sleep(1);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(new First(), "T1");
        Thread t2 = new Thread(new Next(), "T2");
        Thread t3 = new Thread(new Next(), "T3");
        t1.start();
        while (!t1Holds) {
            Thread.sleep(1);
        }
        t2.start();
        awaitBlocked(t2);
        t3.start();
        awaitBlocked(t3);
        System.out.println("T1 holds the lock; T2 and T3 are blocked on it");
        bothBlocked = true;
        t1.join();
        t2.join();
        t3.join();
        synchronized (LOCK) {
            System.out.println("critical sections: " + LOCK.turns);
        }
    }
}
