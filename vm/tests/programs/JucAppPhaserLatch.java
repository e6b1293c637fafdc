import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;

// Phaser used in place of CountDownLatch and CyclicBarrier, as articles suggest: bulkRegister
// for N tasks plus the main thread, awaitAdvance as "await all", a timed
// awaitAdvanceInterruptibly that times out, a reusable start gate over several rounds, and a
// LinkedTransferQueue hand-off where transfer() waits for the consumer.
public class JucAppPhaserLatch {
    public static void main(String[] args) throws Exception {
        final int tasks = 5;
        final Phaser done = new Phaser(1);
        done.bulkRegister(tasks);
        final AtomicInteger work = new AtomicInteger();
        for (int i = 0; i < tasks; i++) {
            final int id = i;
            new Thread(new Runnable() {
                public void run() {
                    work.addAndGet(id + 1);
                    done.arriveAndDeregister();
                }
            }).start();
        }
        int phase = done.arrive();
        done.awaitAdvance(phase);
        System.out.println("latch-like: work " + work.get() + " phase " + done.getPhase() + " parties " + done.getRegisteredParties());

        Phaser stuck = new Phaser(2);
        int p = stuck.arrive();
        try {
            stuck.awaitAdvanceInterruptibly(p, 15, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("timed awaitAdvance: TimeoutException, phase still " + stuck.getPhase());
        }

        final Phaser gate = new Phaser(1);
        final AtomicInteger[] perRound = {new AtomicInteger(), new AtomicInteger(), new AtomicInteger()};
        Thread[] ws = new Thread[4];
        for (int i = 0; i < 4; i++) {
            gate.register();
            ws[i] = new Thread(new Runnable() {
                public void run() {
                    for (int round = 0; round < 3; round++) {
                        gate.arriveAndAwaitAdvance(); // wait for the start signal
                        perRound[round].incrementAndGet();
                        gate.arriveAndAwaitAdvance(); // round finished
                    }
                    gate.arriveAndDeregister();
                }
            });
            ws[i].start();
        }
        StringBuilder sb = new StringBuilder();
        for (int round = 0; round < 3; round++) {
            gate.arriveAndAwaitAdvance();
            gate.arriveAndAwaitAdvance();
            sb.append(perRound[round].get()).append(' ');
        }
        gate.arriveAndDeregister();
        for (Thread t : ws) t.join();
        System.out.println("rounds " + sb.toString().trim() + " terminated " + gate.isTerminated());

        final LinkedTransferQueue<String> ltq = new LinkedTransferQueue<String>();
        System.out.println("tryTransfer without consumer " + ltq.tryTransfer("x") + " size " + ltq.size());
        final StringBuffer got = new StringBuffer();
        Thread consumer = new Thread(new Runnable() {
            public void run() {
                try {
                    for (int i = 0; i < 3; i++) got.append(ltq.take());
                } catch (InterruptedException e) {
                }
            }
        });
        consumer.start();
        ltq.transfer("a");
        ltq.transfer("b");
        ltq.transfer("c");
        consumer.join();
        System.out.println("transferred " + got + " waiting consumers " + ltq.hasWaitingConsumer());
        System.out.println("timed tryTransfer " + ltq.tryTransfer("late", 10, TimeUnit.MILLISECONDS) + " queue " + ltq);
    }
}
