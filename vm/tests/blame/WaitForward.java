// WaitForward: blame for a lock that its owner releases by Object.wait() in another method.
//
// "owner" takes the lock in outer() and keeps it while B1 and B2 block on it; then it calls
// awaitSomething(), which calls q.wait(): wait() releases the lock, and B1 and B2 get it. Who
// made them wait, and where? Not awaitSomething(): that method merely released the lock. The
// lock was taken, and held all that time, by outer() -- and outer() is where the program would
// have to change. So blame tracing cannot record the owner's call chain when wait() releases
// the lock. It writes a *forward reference* instead, and resolves it to the chain of the
// method that finally releases the lock for good (outer(), at the end of its synchronized
// block), which is the method that acquired it.
//
// The order is forced with Thread.getState() polling: B2 starts once B1 is BLOCKED, and the
// owner waits only once both are. The last of B1/B2 to arrive notifies the owner.
public class WaitForward {
    /** The lock and condition: its own class so that a profile names it (WaitForward$Queue). */
    static final class Queue {
        int arrived;
        boolean ready;
    }

    static final Queue Q = new Queue();
    static final int ARRIVING = 2;
    /** How long the owner keeps the lock once B1 and B2 are blocked, before it waits. */
    static final int HOLD_MS = 50;

    static volatile boolean holding;
    static volatile boolean othersBlocked;

    /** The owner: acquires the lock here, and releases it here (at the end of the block). */
    static void outer() throws InterruptedException {
        synchronized (Q) {
            holding = true;
            while (!othersBlocked) {
                Thread.sleep(1);
            }
            Thread.sleep(HOLD_MS);
            awaitSomething();
        }
    }

    /** Called with the lock held: wait() releases it while B1 and B2 are blocked on it. */
    static void awaitSomething() throws InterruptedException {
        while (!Q.ready) {
            Q.wait();
        }
    }

    /** B1, B2: block on the lock while the owner holds it; the last one notifies. */
    static void arrive() {
        synchronized (Q) {
            Q.arrived++;
            if (Q.arrived == ARRIVING) {
                Q.ready = true;
                Q.notifyAll();
            }
        }
    }

    static final class Owner implements Runnable {
        public void run() {
            try {
                outer();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }
    }

    static final class Arriving implements Runnable {
        public void run() {
            arrive();
        }
    }

    static void awaitBlocked(Thread t) throws InterruptedException {
        while (t.getState() != Thread.State.BLOCKED) {
            Thread.sleep(1);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread owner = new Thread(new Owner(), "owner");
        Thread b1 = new Thread(new Arriving(), "B1");
        Thread b2 = new Thread(new Arriving(), "B2");
        owner.start();
        while (!holding) {
            Thread.sleep(1);
        }
        b1.start();
        awaitBlocked(b1);
        b2.start();
        awaitBlocked(b2);
        System.out.println("owner holds the lock; B1 and B2 are blocked on it");
        othersBlocked = true;
        owner.join();
        b1.join();
        b2.join();
        synchronized (Q) {
            System.out.println("arrived: " + Q.arrived + ", ready: " + Q.ready);
        }
    }
}
