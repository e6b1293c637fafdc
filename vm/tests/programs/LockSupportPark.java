// toyjvm-variants: | -XX:-UseBiasedLocking
import java.util.concurrent.locks.LockSupport;

// LockSupport: a park/unpark handshake (strict alternation through volatile flags), an unpark
// before park makes the next park return at once, permits do not accumulate, getBlocker while
// parked, states WAITING / TIMED_WAITING, unpark of an unstarted or terminated thread is a no-op,
// parkNanos / parkUntil time out.
public class LockSupportPark {
    static volatile int turn;
    static volatile boolean go;

    static Thread.State waitForState(Thread t, Thread.State expected) throws InterruptedException {
        for (int i = 0; i < 5000; i++) {
            Thread.State s = t.getState();
            if (s == expected) return s;
            Thread.sleep(1);
        }
        return t.getState();
    }

    public static void main(String[] args) throws Exception {
        // Ping-pong: each side parks until it is its turn, then hands over and unparks the other.
        final int rounds = 2000;
        final Thread[] players = new Thread[2];
        final long[] moves = new long[2];
        for (int p = 0; p < 2; p++) {
            final int me = p;
            players[p] = new Thread(() -> {
                for (int r = 0; r < rounds; r++) {
                    while (turn != me) LockSupport.park();
                    moves[me]++;
                    turn = 1 - me;
                    LockSupport.unpark(players[1 - me]);
                }
            }, "player-" + p);
        }
        players[0].start();
        players[1].start();
        players[0].join();
        players[1].join();
        System.out.println("handshake moves: " + moves[0] + " " + moves[1] + " turn " + turn);

        // Unpark first: the next park returns at once (the main thread unparks itself).
        Thread me = Thread.currentThread();
        LockSupport.unpark(me);
        long t0 = System.nanoTime();
        LockSupport.park();
        System.out.println("park after unpark returned at once: " + ((System.nanoTime() - t0) < 2000000000L));

        // Permits do not accumulate: two unparks, then the second park times out.
        LockSupport.unpark(me);
        LockSupport.unpark(me);
        LockSupport.parkNanos(1);
        t0 = System.nanoTime();
        LockSupport.parkNanos(30000000L);
        System.out.println("second park waited its timeout: " + ((System.nanoTime() - t0) >= 25000000L));

        // parkNanos(0) and negative do nothing (and keep the permit).
        LockSupport.unpark(me);
        LockSupport.parkNanos(0);
        LockSupport.parkNanos(-5);
        t0 = System.nanoTime();
        LockSupport.park();
        System.out.println("permit survived parkNanos(0): " + ((System.nanoTime() - t0) < 2000000000L));

        // parkUntil a past deadline returns; parkUntil a near one waits for it.
        LockSupport.parkUntil(0);
        LockSupport.parkUntil(System.currentTimeMillis() - 1000);
        t0 = System.nanoTime();
        LockSupport.parkUntil(System.currentTimeMillis() + 40);
        System.out.println("parkUntil waited: " + ((System.nanoTime() - t0) >= 20000000L));

        // The blocker is visible while parked and cleared after.
        final Object blocker = new Object() {
            public String toString() {
                return "the-blocker";
            }
        };
        Thread parker = new Thread(() -> {
            while (!go) LockSupport.park(blocker);
        }, "parker");
        System.out.println("before start: " + parker.getState() + " blocker " + LockSupport.getBlocker(parker));
        LockSupport.unpark(parker); // not started: no effect
        parker.start();
        System.out.println("parked: " + waitForState(parker, Thread.State.WAITING) + " blocker " + LockSupport.getBlocker(parker));
        go = true;
        LockSupport.unpark(parker);
        parker.join();
        System.out.println("after: " + parker.getState() + " blocker " + LockSupport.getBlocker(parker));
        LockSupport.unpark(parker); // terminated: no effect
        LockSupport.unpark(null);  // ignored

        // Timed park state.
        go = false;
        Thread timed = new Thread(() -> {
            while (!go) LockSupport.parkNanos("timed-blocker", 50000000L);
        });
        timed.start();
        System.out.println("timed: " + waitForState(timed, Thread.State.TIMED_WAITING) + " blocker " + LockSupport.getBlocker(timed));
        go = true;
        timed.join();
        System.out.println("timed after: " + timed.getState());

        // An unpark given before the thread parks is kept until it does.
        final boolean[] flag = new boolean[1];
        Thread late = new Thread(() -> {
            while (!go) Thread.yield();
            LockSupport.park(); // permit already there
            flag[0] = true;
        });
        go = false;
        late.start();
        LockSupport.unpark(late);
        go = true;
        late.join();
        System.out.println("pre-given permit used: " + flag[0]);

        try {
            LockSupport.getBlocker(null);
        } catch (NullPointerException e) {
            System.out.println("getBlocker(null): NullPointerException");
        }
        System.out.println("main blocker: " + LockSupport.getBlocker(me));
    }
}
