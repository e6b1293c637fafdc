import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.locks.LockSupport;

// CyclicBarrier (arrival indexes, the barrier action, generations, broken by interrupt, timeout,
// reset and a failing action, getNumberWaiting/isBroken), Phaser (phases, register and
// bulkRegister, arrive/arriveAndDeregister, awaitAdvance variants with timeout and interrupt,
// onAdvance termination, forceTermination, a parent-child tree, the error messages with the
// identity hash masked, toString), and Exchanger (pairs, null items, timeout, interrupt).
public class JucLockBarrierPhaser {
    static String mask(Object o) {
        String s = String.valueOf(o);
        int at = s.indexOf('@');
        int end = at + 1;
        while (end < s.length() && Character.digit(s.charAt(end), 16) >= 0) end++;
        return at < 0 ? s : s.substring(0, at + 1) + "H" + s.substring(end);
    }

    static void waitWaiting(CyclicBarrier b, int n) {
        while (b.getNumberWaiting() != n) Thread.yield();
    }

    public static void main(String[] args) throws Exception {
        barrier();
        phaser();
        exchanger();
    }

    static void barrier() throws Exception {
        try {
            new CyclicBarrier(0);
        } catch (IllegalArgumentException e) {
            System.out.println("parties 0: IAE msg=" + e.getMessage());
        }
        final int[] actions = new int[1];
        final CyclicBarrier b = new CyclicBarrier(3, new Runnable() {
            public void run() {
                actions[0]++;
            }
        });
        System.out.println("parties=" + b.getParties() + " waiting=" + b.getNumberWaiting() + " broken=" + b.isBroken());
        // three rounds, indexes sum to 0+1+2 each round
        final int[] idx = new int[3];
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final int id = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    try {
                        for (int r = 0; r < 50; r++) idx[id] += b.await();
                    } catch (Exception e) {
                        System.out.println("unexpected " + e);
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("rounds: action ran " + actions[0] + " index sum " + (idx[0] + idx[1] + idx[2]) + " broken=" + b.isBroken());

        // broken by interrupt
        final String[] out = new String[3];
        Thread w1 = waiter(b, out, 0, false);
        waitWaiting(b, 1);
        Thread w2 = waiter(b, out, 1, false);
        waitWaiting(b, 2);
        System.out.println("waiting=" + b.getNumberWaiting() + " blocker=" + blockerOf(w2));
        w2.interrupt();
        w1.join();
        w2.join();
        System.out.println("interrupt: " + out[0] + " / " + out[1] + " broken=" + b.isBroken() + " waiting=" + b.getNumberWaiting());
        try {
            b.await();
        } catch (BrokenBarrierException e) {
            System.out.println("await on broken: BrokenBarrierException msg=" + e.getMessage());
        }
        b.reset();
        System.out.println("after reset: broken=" + b.isBroken() + " waiting=" + b.getNumberWaiting());

        // broken by timeout
        Thread w3 = waiter(b, out, 2, false);
        waitWaiting(b, 1);
        try {
            b.await(30, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("timeout: TimeoutException msg=" + e.getMessage() + " broken=" + b.isBroken());
        }
        w3.join();
        System.out.println("other waiter: " + out[2]);
        b.reset();

        // broken by reset while waiting
        Thread w4 = waiter(b, out, 0, true);
        waitWaiting(b, 1);
        b.reset();
        w4.join();
        System.out.println("reset: " + out[0] + " broken=" + b.isBroken());

        // pre-interrupted await breaks it
        Thread.currentThread().interrupt();
        try {
            b.await();
        } catch (InterruptedException e) {
            System.out.println("pre-interrupted: InterruptedException broken=" + b.isBroken());
        }
        b.reset();

        // a failing action breaks the barrier; the last arrival gets the action's exception
        final CyclicBarrier bad = new CyclicBarrier(2, new Runnable() {
            public void run() {
                throw new IllegalStateException("action failed");
            }
        });
        Thread w5 = waiter(bad, out, 1, false);
        waitWaiting(bad, 1);
        try {
            bad.await();
        } catch (IllegalStateException e) {
            System.out.println("action threw: " + e.getMessage() + " broken=" + bad.isBroken());
        }
        w5.join();
        System.out.println("other: " + out[1]);

        // single party: no waiting, action runs every time
        final int[] single = new int[1];
        CyclicBarrier one = new CyclicBarrier(1, new Runnable() {
            public void run() {
                single[0]++;
            }
        });
        System.out.println("single: " + one.await() + " " + one.await(1, TimeUnit.SECONDS) + " actions=" + single[0]);
    }

    static Thread waiter(final CyclicBarrier b, final String[] out, final int slot, final boolean timed) {
        Thread t = new Thread(new Runnable() {
            public void run() {
                try {
                    if (timed) b.await(20, TimeUnit.SECONDS);
                    else b.await();
                    out[slot] = "returned";
                } catch (InterruptedException e) {
                    out[slot] = "InterruptedException";
                } catch (BrokenBarrierException e) {
                    out[slot] = "BrokenBarrierException";
                } catch (TimeoutException e) {
                    out[slot] = "TimeoutException";
                }
            }
        });
        t.start();
        return t;
    }

    static String blockerOf(Thread t) {
        Object b;
        while ((b = LockSupport.getBlocker(t)) == null) Thread.yield();
        return b.getClass().getName();
    }

    static void phaser() throws Exception {
        try {
            new Phaser(70000);
        } catch (IllegalArgumentException e) {
            System.out.println("too many: " + e.getMessage());
        }
        try {
            new Phaser(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative: " + e.getMessage());
        }
        Phaser empty = new Phaser();
        System.out.println("empty: " + mask(empty) + " phase=" + empty.getPhase() + " parties=" + empty.getRegisteredParties()
                + " arrived=" + empty.getArrivedParties() + " unarrived=" + empty.getUnarrivedParties() + " root=" + (empty.getRoot() == empty) + " parent=" + empty.getParent());
        try {
            empty.arrive();
        } catch (IllegalStateException e) {
            System.out.println("arrive unregistered: " + mask(e.getMessage()));
        }
        System.out.println("register=" + empty.register() + " bulk=" + empty.bulkRegister(2) + " bulk0=" + empty.bulkRegister(0) + " " + mask(empty));
        try {
            empty.bulkRegister(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("bulk -1: IAE " + e.getMessage());
        }
        try {
            empty.bulkRegister(65535);
        } catch (IllegalStateException e) {
            System.out.println("too many registered: " + mask(e.getMessage()));
        }
        System.out.println("arrive=" + empty.arrive() + " arrive=" + empty.arrive() + " " + mask(empty));
        System.out.println("last arrive=" + empty.arrive() + " now phase=" + empty.getPhase() + " " + mask(empty));
        System.out.println("awaitAdvance(old)=" + empty.awaitAdvance(0) + " awaitAdvance(-1)=" + empty.awaitAdvance(-1));

        // parties advancing together; onAdvance terminates after 3 phases
        final List<String> log = Collections.synchronizedList(new ArrayList<String>());
        final Phaser p = new Phaser(1) {
            protected boolean onAdvance(int phase, int parties) {
                log.add("advance " + phase + " parties=" + parties);
                return phase >= 2 || parties == 0;
            }
        };
        final int[] sums = new int[3];
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            p.register();
            final int id = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    int phase = 0;
                    while (!p.isTerminated()) {
                        sums[id] += 1;
                        phase = p.arriveAndAwaitAdvance();
                    }
                    sums[id] += 100 * (phase < 0 ? 1 : 0);
                }
            });
            ts[i].start();
        }
        System.out.println("registered: " + p.getRegisteredParties());
        p.arriveAndDeregister();
        for (Thread t : ts) t.join();
        System.out.println("log: " + log + " sums=" + sorted(sums) + " terminated=" + p.isTerminated() + " phase<0=" + (p.getPhase() < 0)
                + " phase+MIN=" + (p.getPhase() - Integer.MIN_VALUE) + " register after=" + (p.register() < 0) + " arrive after=" + (p.arrive() < 0));

        // deregistration to zero terminates (default onAdvance)
        Phaser d = new Phaser(2);
        System.out.println("deregister: " + d.arriveAndDeregister() + " " + d.arriveAndDeregister() + " terminated=" + d.isTerminated());

        // awaitAdvanceInterruptibly: timeout, interrupt, advance
        final Phaser q = new Phaser(2);
        try {
            q.awaitAdvanceInterruptibly(0, 20, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("awaitAdvance timeout: TimeoutException msg=" + e.getMessage());
        }
        final String[] r = new String[3];
        Thread it = new Thread(new Runnable() {
            public void run() {
                try {
                    q.awaitAdvanceInterruptibly(0);
                    r[0] = "returned?";
                } catch (InterruptedException e) {
                    r[0] = "awaitAdvanceInterruptibly: InterruptedException";
                }
            }
        });
        it.start();
        System.out.println("phaser blocker: " + blockerOf(it));
        it.interrupt();
        it.join();
        System.out.println(r[0]);
        Thread un = new Thread(new Runnable() {
            public void run() {
                int ph = q.awaitAdvance(0);
                r[1] = "awaitAdvance returned " + ph + " flag=" + Thread.currentThread().isInterrupted();
            }
        });
        un.start();
        blockerOf(un);
        un.interrupt();
        Thread.sleep(10);
        q.arrive();
        System.out.println("one arrival: phase=" + q.getPhase() + " arrived=" + q.getArrivedParties() + " unarrived=" + q.getUnarrivedParties() + " " + mask(q));
        q.arrive();
        un.join();
        System.out.println(r[1] + " phase=" + q.getPhase());
        try {
            System.out.println("awaitAdvanceInterruptibly(other phase)=" + q.awaitAdvanceInterruptibly(0) + " timed=" + q.awaitAdvanceInterruptibly(0, 1, TimeUnit.SECONDS));
        } catch (TimeoutException e) {
            System.out.println("unexpected timeout");
        }

        // forceTermination releases waiters
        final Phaser ft = new Phaser(2);
        Thread fw = new Thread(new Runnable() {
            public void run() {
                r[2] = "arriveAndAwaitAdvance after forceTermination: " + (ft.arriveAndAwaitAdvance() < 0);
            }
        });
        fw.start();
        blockerOf(fw);
        ft.forceTermination();
        fw.join();
        System.out.println(r[2] + " terminated=" + ft.isTerminated() + " parties=" + ft.getRegisteredParties());

        // a tree: children register in the root; all arrive together
        final Phaser root = new Phaser();
        final Phaser c1 = new Phaser(root, 2);
        final Phaser c2 = new Phaser(root);
        System.out.println("tree: rootParties=" + root.getRegisteredParties() + " c1=" + c1.getRegisteredParties() + " c2=" + c2.getRegisteredParties()
                + " c1.root=" + (c1.getRoot() == root) + " c1.parent=" + (c1.getParent() == root));
        c2.bulkRegister(2);
        System.out.println("after c2 register: rootParties=" + root.getRegisteredParties());
        final int[] done = new int[4];
        Thread[] tt = new Thread[4];
        for (int i = 0; i < 4; i++) {
            final Phaser mine = i < 2 ? c1 : c2;
            final int id = i;
            tt[i] = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < 5; k++) done[id] = mine.arriveAndAwaitAdvance();
                }
            });
            tt[i].start();
        }
        for (Thread t : tt) t.join();
        System.out.println("tree phases: " + Arrays.toString(done) + " root=" + root.getPhase() + " c1=" + c1.getPhase() + " " + mask(c1));
        c1.arriveAndDeregister();
        c1.arriveAndDeregister();
        System.out.println("c1 empty: rootParties=" + root.getRegisteredParties() + " root phase=" + root.getPhase() + " unarrived=" + root.getUnarrivedParties());
        c2.arriveAndDeregister();
        c2.arriveAndDeregister();
        System.out.println("all gone: terminated=" + root.isTerminated() + " c2 terminated=" + c2.isTerminated());
    }

    static String sorted(int[] a) {
        int[] c = a.clone();
        Arrays.sort(c);
        return Arrays.toString(c);
    }

    static final Exchanger<Integer> pairA = new Exchanger<Integer>(), pairB = new Exchanger<Integer>();

    static void exchanger() throws Exception {
        final Exchanger<String> ex = new Exchanger<String>();
        final String[] got = new String[4];
        Thread a = new Thread(new Runnable() {
            public void run() {
                try {
                    got[0] = ex.exchange("from a");
                    got[2] = ex.exchange(null);
                } catch (InterruptedException e) {
                    got[0] = "interrupted";
                }
            }
        });
        a.start();
        System.out.println("exchanger blocker: " + blockerOf(a));
        got[1] = ex.exchange("from main");
        got[3] = ex.exchange("second", 20, TimeUnit.SECONDS);
        a.join();
        System.out.println("exchanged: " + Arrays.toString(got));
        try {
            ex.exchange("nobody", 20, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("exchange timeout: TimeoutException msg=" + e.getMessage());
        }
        final String[] r = new String[1];
        Thread b = new Thread(new Runnable() {
            public void run() {
                try {
                    ex.exchange("x");
                    r[0] = "returned?";
                } catch (InterruptedException e) {
                    r[0] = "exchange interrupted";
                }
            }
        });
        b.start();
        blockerOf(b);
        b.interrupt();
        b.join();
        System.out.println(r[0]);
        Thread.currentThread().interrupt();
        try {
            ex.exchange("y");
        } catch (InterruptedException e) {
            System.out.println("pre-interrupted exchange: InterruptedException");
        }
        // many exchanges between two pairs of threads on two exchangers
        final long[] sum = new long[4];
        Thread[] ts = new Thread[4];
        for (int i = 0; i < 4; i++) {
            final int id = i;
            final Exchanger<Integer> mine = i < 2 ? pairA : pairB;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    try {
                        for (int k = 0; k < 300; k++) sum[id] += mine.exchange(id * 1000 + k);
                    } catch (InterruptedException e) {
                        System.out.println("interrupted?");
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("pairs: received " + Arrays.toString(sum));
    }
}
