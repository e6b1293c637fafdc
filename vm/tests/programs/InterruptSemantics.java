// toyjvm-variants: | -XX:-UseBiasedLocking
import java.util.concurrent.locks.LockSupport;

// Thread.interrupt against every blocking call: sleep, wait, timed wait, join, timed join
// throw InterruptedException with the flag cleared; LockSupport.park returns with the flag
// still set; an interrupt before the call makes it throw (or return) at once; interrupting a
// thread before start or after it terminated (JDK 17 keeps the status); Thread.interrupted().
public class InterruptSemantics {
    interface Blocking {
        void run() throws Exception;
    }

    /** Runs body on a thread, waits until it blocks (state), interrupts it, reports. */
    static void interruptWhile(String label, Thread.State expected, Blocking body) throws Exception {
        final String[] result = new String[1];
        Thread t = new Thread(() -> {
            try {
                body.run();
                result[0] = "returned normally, interrupted=" + Thread.currentThread().isInterrupted();
            } catch (InterruptedException e) {
                result[0] = "InterruptedException(" + e.getMessage() + "), interrupted=" + Thread.currentThread().isInterrupted();
            } catch (Exception e) {
                result[0] = "unexpected " + e;
            }
        });
        t.start();
        Thread.State s = waitForState(t, expected);
        t.interrupt();
        t.join();
        System.out.println(label + ": state " + s + "; " + result[0]);
    }

    static Thread.State waitForState(Thread t, Thread.State expected) throws InterruptedException {
        for (int i = 0; i < 5000; i++) {
            Thread.State s = t.getState();
            if (s == expected) return s;
            Thread.sleep(1);
        }
        return t.getState();
    }

    public static void main(String[] args) throws Exception {
        final Object lock = new Object();
        interruptWhile("sleep", Thread.State.TIMED_WAITING, () -> Thread.sleep(100000));
        interruptWhile("sleep(ms, ns)", Thread.State.TIMED_WAITING, () -> Thread.sleep(100000, 5));
        interruptWhile("wait", Thread.State.WAITING, () -> {
            synchronized (lock) {
                lock.wait();
            }
        });
        interruptWhile("timed wait", Thread.State.TIMED_WAITING, () -> {
            synchronized (lock) {
                lock.wait(100000);
            }
        });
        final Thread forever = new Thread(() -> {
            synchronized (lock) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    // ends when interrupted at the end of main
                }
            }
        }, "forever");
        forever.start();
        interruptWhile("join", Thread.State.WAITING, () -> forever.join());
        interruptWhile("timed join", Thread.State.TIMED_WAITING, () -> forever.join(100000));
        interruptWhile("park", Thread.State.WAITING, () -> LockSupport.park());
        interruptWhile("parkNanos", Thread.State.TIMED_WAITING, () -> LockSupport.parkNanos(100000L * 1000000L));
        interruptWhile("parkUntil", Thread.State.TIMED_WAITING,
                () -> LockSupport.parkUntil(System.currentTimeMillis() + 100000));

        // Interrupted before the call: it throws at once, the flag is cleared.
        Thread me = Thread.currentThread();
        me.interrupt();
        try {
            Thread.sleep(100000);
        } catch (InterruptedException e) {
            System.out.println("pre-interrupted sleep throws: " + e.getMessage() + ", flag " + me.isInterrupted());
        }
        me.interrupt();
        try {
            synchronized (lock) {
                lock.wait();
            }
        } catch (InterruptedException e) {
            System.out.println("pre-interrupted wait throws, flag " + me.isInterrupted());
        }
        me.interrupt();
        try {
            forever.join();
        } catch (InterruptedException e) {
            System.out.println("pre-interrupted join throws, flag " + me.isInterrupted());
        }
        // park returns at once and leaves the flag set; Thread.interrupted() clears it.
        me.interrupt();
        LockSupport.park();
        System.out.println("pre-interrupted park returns, flag " + me.isInterrupted());
        System.out.println("interrupted(): " + Thread.interrupted() + " then " + Thread.interrupted());
        // sleep(0) with the flag set still throws.
        me.interrupt();
        try {
            Thread.sleep(0);
            System.out.println("sleep(0) returned");
        } catch (InterruptedException e) {
            System.out.println("sleep(0) throws");
        }
        // A thread that catches the interrupt can re-assert it.
        Thread reassert = new Thread(() -> {
            try {
                Thread.sleep(100000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        reassert.start();
        waitForState(reassert, Thread.State.TIMED_WAITING);
        reassert.interrupt();
        reassert.join();
        System.out.println("re-asserted, after termination: " + reassert.isInterrupted());

        // Interrupting a thread before it starts: it starts interrupted (JDK 17).
        final String[] seen = new String[1];
        Thread early = new Thread(() -> {
            boolean flag = Thread.currentThread().isInterrupted();
            try {
                Thread.sleep(100000);
                seen[0] = "flag " + flag + ", slept";
            } catch (InterruptedException e) {
                seen[0] = "flag " + flag + ", sleep threw";
            }
        });
        early.interrupt();
        System.out.println("interrupted before start: " + early.isInterrupted() + " " + early.getState());
        early.start();
        early.join();
        System.out.println("early: " + seen[0] + ", after: " + early.isInterrupted());

        // Interrupting a terminated thread sets its status too.
        Thread done = new Thread(() -> { });
        done.start();
        done.join();
        System.out.println("terminated: " + done.isInterrupted());
        done.interrupt();
        System.out.println("terminated then interrupted: " + done.isInterrupted());

        // Interrupting a thread blocked entering a monitor does not unblock it; it sees the
        // flag once inside.
        final boolean[] flagInside = new boolean[1];
        Thread entering;
        synchronized (lock) {
            entering = new Thread(() -> {
                synchronized (lock) {
                    flagInside[0] = Thread.currentThread().isInterrupted();
                }
            });
            entering.start();
            waitForState(entering, Thread.State.BLOCKED);
            entering.interrupt();
            Thread.sleep(20);
            System.out.println("blocked thread still alive after interrupt: " + entering.isAlive());
        }
        entering.join();
        System.out.println("flag seen inside the monitor: " + flagInside[0]);

        forever.interrupt();
        forever.join();
        System.out.println("forever ended: " + forever.getState());
    }
}
