import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Phaser;
import java.util.concurrent.atomic.AtomicInteger;

// Phaser-based phased workers (the Phaser javadoc's patterns): a controller registers itself,
// starts workers that register and do three phases each with arriveAndAwaitAdvance, while the
// controller deregisters; an onAdvance override stops after a fixed number of phases; workers
// joining late with register(); arrive() without waiting; awaitAdvance on an old phase; and a
// tiered phaser (child of a parent).
public class JucAppPhaserWorkers {
    public static void main(String[] args) throws Exception {
        final Phaser phaser = new Phaser(1);
        final List<String> log = Collections.synchronizedList(new ArrayList<String>());
        final AtomicInteger[] perPhase = {new AtomicInteger(), new AtomicInteger(), new AtomicInteger()};
        List<Thread> workers = new ArrayList<Thread>();
        for (int i = 0; i < 4; i++) {
            final int id = i;
            phaser.register();
            Thread t = new Thread(new Runnable() {
                public void run() {
                    for (int p = 0; p < 3; p++) {
                        perPhase[p].incrementAndGet();
                        int arrived = phaser.arriveAndAwaitAdvance();
                        // Everyone of this phase has counted before anyone advances.
                        if (perPhase[p].get() != 4) log.add("worker " + id + " phase " + p + " early!");
                        if (arrived != p + 1) log.add("worker " + id + " got phase " + arrived);
                    }
                    phaser.arriveAndDeregister();
                }
            });
            workers.add(t);
            t.start();
        }
        System.out.println("registered " + phaser.getRegisteredParties() + " phase " + phaser.getPhase());
        phaser.arriveAndDeregister();
        for (Thread t : workers) t.join();
        System.out.println("log " + log);
        System.out.println("final phase " + phaser.getPhase() + " terminated " + phaser.isTerminated()
                + " registered " + phaser.getRegisteredParties());

        // onAdvance terminates after 3 phases.
        final StringBuffer advances = new StringBuffer();
        final Phaser limited = new Phaser() {
            @Override
            protected boolean onAdvance(int phase, int registeredParties) {
                advances.append("[phase ").append(phase).append(" parties ").append(registeredParties).append("]");
                return phase >= 2 || registeredParties == 0;
            }
        };
        final AtomicInteger rounds = new AtomicInteger();
        Thread[] ts = new Thread[3];
        limited.register();
        for (int i = 0; i < 3; i++) {
            limited.register();
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    do {
                        rounds.incrementAndGet();
                        limited.arriveAndAwaitAdvance();
                    } while (!limited.isTerminated());
                }
            });
            ts[i].start();
        }
        limited.arriveAndDeregister();
        for (Thread t : ts) t.join();
        System.out.println(advances + " rounds " + rounds.get() + " terminated " + limited.isTerminated()
                + " phase<0 " + (limited.getPhase() < 0));
        System.out.println("register on terminated " + (limited.register() < 0));

        // arrive() does not wait; awaitAdvance returns when the phase moves on.
        final Phaser p2 = new Phaser(2);
        int ph = p2.arrive();
        System.out.println("arrive returned " + ph + " unarrived " + p2.getUnarrivedParties() + " arrived " + p2.getArrivedParties());
        Thread late = new Thread(new Runnable() {
            public void run() {
                p2.arrive();
            }
        });
        late.start();
        System.out.println("awaitAdvance " + p2.awaitAdvance(0) + " old phase returns " + p2.awaitAdvance(0));
        late.join();
        System.out.println("toString " + p2.toString().replaceAll("@[0-9a-f]+", "@H"));
        p2.forceTermination();
        System.out.println("forced terminated " + p2.isTerminated());

        // Tiered phasers: a child registers with its parent.
        Phaser root = new Phaser();
        final Phaser child1 = new Phaser(root, 2);
        final Phaser child2 = new Phaser(root, 1);
        System.out.println("root parties " + root.getRegisteredParties() + " child parent is root " + (child1.getParent() == root)
                + " root of child " + (child2.getRoot() == root));
        Thread[] cs = new Thread[3];
        final AtomicInteger passed = new AtomicInteger();
        for (int i = 0; i < 3; i++) {
            final Phaser mine = i < 2 ? child1 : child2;
            cs[i] = new Thread(new Runnable() {
                public void run() {
                    mine.arriveAndAwaitAdvance();
                    passed.incrementAndGet();
                }
            });
            cs[i].start();
        }
        for (Thread t : cs) t.join();
        System.out.println("tiered passed " + passed.get() + " root phase " + root.getPhase() + " child phase " + child1.getPhase());
        try {
            new Phaser(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative parties: " + e.getMessage());
        }
        try {
            new Phaser().arriveAndDeregister();
        } catch (IllegalStateException e) {
            System.out.println("deregister unregistered: " + e.getClass().getSimpleName());
        }
    }
}
