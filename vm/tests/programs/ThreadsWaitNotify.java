// toyjvm-variants: | -XX:-UseBiasedLocking | -XX:BiasedLockingStartupDelay=0
import java.util.*;

// Deterministic multi-threaded programs: strict ping-pong alternation with wait/notifyAll, a
// bounded buffer (producer/consumer), thread names/states/priorities, interrupt semantics,
// join with timeout, and an uncaught exception in a non-main thread (the program goes on; exit 0).
public class ThreadsWaitNotify {
    static final Object lock = new Object();
    static int turn = 0;
    static final List<String> log = new ArrayList<>();

    static class BoundedBuffer {
        private final int[] items = new int[4];
        private int head, tail, count;

        synchronized void put(int x) throws InterruptedException {
            while (count == items.length) wait();
            items[tail] = x;
            tail = (tail + 1) % items.length;
            count++;
            notifyAll();
        }

        synchronized int take() throws InterruptedException {
            while (count == 0) wait();
            int x = items[head];
            head = (head + 1) % items.length;
            count--;
            notifyAll();
            return x;
        }
    }

    static Thread player(final int me, final String word, final int rounds) {
        return new Thread(() -> {
            for (int i = 0; i < rounds; i++) {
                synchronized (lock) {
                    while (turn != me) {
                        try {
                            lock.wait();
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                    log.add(word + i);
                    turn = 1 - me;
                    lock.notifyAll();
                }
            }
        }, word);
    }

    public static void main(String[] args) throws Exception {
        Thread ping = player(0, "ping", 5), pong = player(1, "pong", 5);
        System.out.println("before start: " + ping.getName() + " " + ping.getState() + " alive=" + ping.isAlive());
        pong.start();
        ping.start();
        ping.join();
        pong.join();
        System.out.println("alternation: " + log);
        System.out.println("after join: " + ping.getState() + " alive=" + ping.isAlive());

        BoundedBuffer buf = new BoundedBuffer();
        final long[] consumed = new long[2];
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 200; i++) buf.put(i);
                buf.put(-1);
                buf.put(-1);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        Thread[] consumers = new Thread[2];
        for (int c = 0; c < 2; c++) {
            final int id = c;
            consumers[c] = new Thread(() -> {
                try {
                    int x;
                    while ((x = buf.take()) != -1) consumed[id] += x;
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
        }
        producer.start();
        for (Thread t : consumers) t.start();
        producer.join();
        for (Thread t : consumers) t.join();
        System.out.println("bounded buffer: total consumed " + (consumed[0] + consumed[1]));

        Thread main = Thread.currentThread();
        System.out.println("main: name=" + main.getName() + " priority=" + main.getPriority() + " daemon=" + main.isDaemon() + " state=" + main.getState());
        Thread named = new Thread(() -> {
        }, "custom-name");
        named.setDaemon(true);
        named.setPriority(Thread.MAX_PRIORITY);
        System.out.println("configured: " + named.getName() + " daemon=" + named.isDaemon() + " priority=" + named.getPriority());

        Thread.currentThread().interrupt();
        System.out.println("interrupted flag: " + Thread.currentThread().isInterrupted() + " interrupted()=" + Thread.interrupted() + " then " + Thread.interrupted());
        Thread.currentThread().interrupt();
        try {
            Thread.sleep(1000);
            System.out.println("sleep was not interrupted");
        } catch (InterruptedException e) {
            System.out.println("sleep with pending interrupt throws at once; flag now " + Thread.currentThread().isInterrupted());
        }
        final Object w = new Object();
        Thread waiter = new Thread(() -> {
            synchronized (w) {
                try {
                    w.wait();
                    log.add("waiter woke normally");
                } catch (InterruptedException e) {
                    log.add("waiter interrupted, flag cleared: " + !Thread.currentThread().isInterrupted());
                }
            }
        });
        waiter.start();
        while (waiter.getState() != Thread.State.WAITING) Thread.sleep(1);
        waiter.interrupt();
        waiter.join();
        System.out.println(log.get(log.size() - 1));

        Thread slow = new Thread(() -> {
            try {
                Thread.sleep(60000);
            } catch (InterruptedException e) {
                // expected: main interrupts it
            }
        });
        slow.start();
        slow.join(20);
        System.out.println("join(20) on a sleeping thread returns while alive: " + slow.isAlive());
        slow.interrupt();
        slow.join();
        System.out.println("then finished: " + !slow.isAlive());

        Thread crashing = new Thread(() -> {
            throw new IllegalStateException("worker failed");
        }, "worker-7");
        crashing.start();
        crashing.join();
        System.out.println("main continues after the worker's uncaught exception");
    }
}
