// toyjvm-variants: | -XX:-UseBiasedLocking | -XX:BiasedLockingStartupDelay=0
import java.util.*;

// Deterministic output from multiple threads: results are collected and printed after join().
public class ThreadJoin {
    static class Worker extends Thread {
        final int from, to;
        long result;

        Worker(String name, int from, int to) {
            super(name);
            this.from = from;
            this.to = to;
        }

        @Override
        public void run() {
            long s = 0;
            for (int i = from; i < to; i++) s += (long) i * i;
            result = s;
        }
    }

    static int shared = 0;

    public static void main(String[] args) throws InterruptedException {
        List<Worker> workers = new ArrayList<>();
        for (int i = 0; i < 4; i++) workers.add(new Worker("worker-" + i, i * 25000, (i + 1) * 25000));
        for (Worker w : workers) w.start();
        long total = 0;
        for (Worker w : workers) {
            w.join();
            total += w.result;
            System.out.println(w.getName() + " -> " + w.result + " alive=" + w.isAlive());
        }
        System.out.println("total " + total);
        final Object lock = new Object();
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 10000; k++) {
                    synchronized (lock) {
                        shared++;
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("shared counter under contention: " + shared);
        final int[] box = new int[1];
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                while (box[0] == 0) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                box[0]++;
            }
        }, "waiter");
        waiter.start();
        synchronized (lock) {
            box[0] = 1;
            lock.notifyAll();
        }
        waiter.join();
        System.out.println("wait/notify handshake: " + box[0] + " main thread name: " + Thread.currentThread().getName());
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(10000);
                System.out.println("not interrupted?");
            } catch (InterruptedException e) {
                System.out.println("sleeper interrupted");
            }
        });
        sleeper.start();
        sleeper.interrupt();
        sleeper.join();
        System.out.println("done");
    }
}
