import toyjvm.Locks;

/**
 * One object's lock, walked through every state HotSpot's lock hierarchy has:
 *
 * <pre>
 *   anonymously biased -> biased to main -> (revoked) -> stack-locked by Thread-0
 *   -> inflated under contention -> deflated at a safepoint -> stack-locked again
 * </pre>
 *
 * Run it on toyjvm with biased locking on from the start and the transition log:
 *
 * <pre>
 *   toyjvm -XX:BiasedLockingStartupDelay=0 -Xlog:locking bench-programs/LockLifecycle.java
 * </pre>
 *
 * Each step prints the state as {@code toyjvm.Locks.state} reads it from the mark word, and the
 * mark word's bits. With {@code -Xlog:locking}, the VM's own line for each transition appears
 * just before. (This program uses {@code toyjvm.Locks}, so it runs on toyjvm only.)
 */
public class LockLifecycle {
    /** The object whose lock we follow. Its class is ours, so the log names it. */
    static final class Token {}

    static final Token token = new Token();

    /** Step 4's handshake, on volatile flags: waiting on a lock would add lock traffic. */
    static volatile boolean contenderDone, mainLooked;

    static void show(String step) {
        System.out.println(step);
        System.out.println("    state: " + Locks.state(token));
        System.out.println("    mark:  " + Locks.bits(token));
    }

    public static void main(String[] args) throws Exception {
        // 1. A new object of a biasable class starts anonymously biased: the mark word has the
        //    bias pattern (1 01) but thread id 0 - reserved for whoever locks it first.
        show("1. new Token()");

        // 2. The first lock CASes main's thread id into the mark word: biased to main. Unlocking
        //    writes nothing, and locking again is a load and a compare: nothing is written.
        synchronized (token) {
            show("2. main locks it: biased to main");
        }
        synchronized (token) {
            // no transition: main re-locks its biased object
        }
        show("   main unlocked it: still biased to main (nothing written on unlock)");

        // 3. Another thread locks it. The bias must be revoked, at a safepoint, because main is
        //    alive (it might have been inside a synchronized block). main is outside, so the
        //    object becomes unlocked and Thread-0 stack-locks it: its lock record's address goes
        //    into the mark word, the unlocked header is saved in the record.
        Thread other = new Thread(() -> {
            synchronized (token) {
                show("3. Thread-0 locks it: bias revoked, now a stack lock");
            }
        });
        other.start();
        other.join();
        show("   Thread-0 unlocked it: the displaced header is back, unlocked (never biased again)");

        // 4. Contention: main holds the stack lock while Thread-1 wants it. Thread-1 cannot wait
        //    on a stack lock, so it inflates the lock: an ObjectMonitor now holds the header and
        //    Thread-1 queues on it (cxq), then parks until main releases.
        Thread contender;
        synchronized (token) {
            show("4. main stack-locks it again");
            contender = new Thread(() -> {
                synchronized (token) {
                    // got it once main let go
                }
                contenderDone = true;
                // Stay alive until main has looked. A dying thread locks its own Thread object
                // to wake its joiners, and that object is biased to main (main locked it in
                // start()): the exit would revoke that bias at a safepoint, and every safepoint
                // deflates idle monitors - ours too, before main could show it still attached.
                while (!mainLooked) {
                    Thread.yield();
                }
            });
            contender.start();
            while (contender.getState() != Thread.State.BLOCKED) {
                Thread.sleep(1);
            }
            show("   Thread-1 blocks on it: inflated under contention");
        }
        while (!contenderDone) {
            Thread.sleep(1);
        }
        show("   both done: the monitor is idle but still attached");
        mainLooked = true;
        contender.join();

        // 5. At the next safepoint (System.gc() asks for one; the VM also runs one every
        //    GuaranteedSafepointInterval ms) the VM thread finds the monitor idle - no owner, no
        //    one entering or waiting - and deflates it: the header goes back into the object.
        //    (The guaranteed one can come first on a slow machine, and "both done" then reads
        //    unlocked; -XX:GuaranteedSafepointInterval=0 leaves only the program's own.)
        System.gc();
        show("5. after a safepoint: deflated");

        // 6. Locking it again is a plain stack lock: a class's objects only get a new bias when
        //    they are allocated (or by a bulk rebias), and this one's bias was revoked.
        synchronized (token) {
            show("6. main locks it once more: stack-locked");
        }
        show("   and unlocked");
    }
}
