// toyjvm-variants: | -XX:-UseBiasedLocking | -XX:BiasedLockingStartupDelay=0
import java.util.*;

// wait/notify/notifyAll: several producers and consumers on a bounded buffer (every item
// consumed exactly once), a turn-taking ring of threads with notifyAll, timed waits, and
// IllegalMonitorStateException for wait/notify/notifyAll without the lock.
public class WaitNotifyMany {
    static final class Buffer {
        private final int[] items = new int[3];
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

    static final Object ring = new Object();
    static int turn;

    public static void main(String[] args) throws Exception {
        final Buffer buf = new Buffer();
        final int producers = 3, consumers = 2, perProducer = 2000;
        Thread[] ps = new Thread[producers];
        for (int p = 0; p < producers; p++) {
            final int base = p * perProducer;
            ps[p] = new Thread(() -> {
                try {
                    for (int i = 0; i < perProducer; i++) buf.put(base + i);
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
        }
        final long[] sums = new long[consumers];
        final int[] counts = new int[consumers];
        final boolean[] seen = new boolean[producers * perProducer];
        final int total = producers * perProducer;
        Thread[] cs = new Thread[consumers];
        for (int c = 0; c < consumers; c++) {
            final int id = c;
            cs[c] = new Thread(() -> {
                try {
                    while (true) {
                        int x = buf.take();
                        if (x < 0) return;
                        synchronized (seen) {
                            if (seen[x]) throw new IllegalStateException("twice: " + x);
                            seen[x] = true;
                        }
                        sums[id] += x;
                        counts[id]++;
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
        }
        for (Thread t : cs) t.start();
        for (Thread t : ps) t.start();
        for (Thread t : ps) t.join();
        for (int c = 0; c < consumers; c++) buf.put(-1); // one poison pill each
        for (Thread t : cs) t.join();
        long sum = 0;
        int n = 0;
        for (int c = 0; c < consumers; c++) {
            sum += sums[c];
            n += counts[c];
        }
        int missing = 0;
        for (boolean s : seen) if (!s) missing++;
        System.out.println("consumed " + n + " of " + total + ", sum " + sum + " expected " + ((long) total * (total - 1) / 2) + ", missing " + missing);

        // A ring of 4 threads taking turns 0,1,2,3,0,... with notifyAll.
        final StringBuilder order = new StringBuilder();
        final int members = 4, rounds = 25;
        Thread[] rs = new Thread[members];
        for (int m = 0; m < members; m++) {
            final int me = m;
            rs[m] = new Thread(() -> {
                for (int r = 0; r < rounds; r++) {
                    synchronized (ring) {
                        while (turn % members != me) {
                            try {
                                ring.wait();
                            } catch (InterruptedException e) {
                                return;
                            }
                        }
                        order.append(me);
                        turn++;
                        ring.notifyAll();
                    }
                }
            });
        }
        for (int m = members - 1; m >= 0; m--) rs[m].start();
        for (Thread t : rs) t.join();
        System.out.println("ring: " + order.length() + " turns, " + order.substring(0, 16) + "...");
        boolean ok = true;
        for (int i = 0; i < order.length(); i++) if (order.charAt(i) - '0' != i % members) ok = false;
        System.out.println("ring order ok: " + ok);

        // Timed wait with nobody notifying returns by itself.
        Object o = new Object();
        synchronized (o) {
            long t0 = System.nanoTime();
            o.wait(30);
            System.out.println("timed wait returned, >= 25ms: " + ((System.nanoTime() - t0) >= 25000000L));
            o.wait(1, 500);
            System.out.println("wait(1, 500) returned");
        }

        // notify wakes a waiter (one ticket: exactly one goes on, even if another woke
        // spuriously); the others keep waiting until notifyAll.
        final Object gate = new Object();
        final int[] woken = new int[1];
        final int[] waiting = new int[1];
        final int[] tickets = new int[1];
        Thread[] ws = new Thread[3];
        for (int i = 0; i < ws.length; i++) {
            ws[i] = new Thread(() -> {
                synchronized (gate) {
                    waiting[0]++;
                    try {
                        do {
                            gate.wait();
                        } while (tickets[0] == 0);
                    } catch (InterruptedException e) {
                        return;
                    }
                    tickets[0]--;
                    woken[0]++;
                }
            });
            ws[i].start();
        }
        while (true) {
            synchronized (gate) {
                if (waiting[0] == ws.length) break;
            }
            Thread.sleep(1);
        }
        synchronized (gate) {
            tickets[0] = 1;
            gate.notify();
        }
        while (true) {
            synchronized (gate) {
                if (woken[0] == 1) break;
            }
            Thread.sleep(1);
        }
        Thread.sleep(20);
        synchronized (gate) {
            System.out.println("after notify: woken " + woken[0]);
            tickets[0] = 2;
            gate.notifyAll();
        }
        for (Thread t : ws) t.join();
        System.out.println("after notifyAll: woken " + woken[0]);

        // IllegalMonitorStateException without the lock.
        Object free = new Object();
        try {
            free.wait();
        } catch (IllegalMonitorStateException e) {
            System.out.println("wait: " + e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            free.wait(10);
        } catch (IllegalMonitorStateException e) {
            System.out.println("wait(10): " + e.getClass().getName());
        }
        try {
            free.notify();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notify: " + e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            free.notifyAll();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notifyAll: " + e.getClass().getName() + ": " + e.getMessage());
        }
        // Holding another lock does not help.
        synchronized (o) {
            try {
                free.notify();
            } catch (IllegalMonitorStateException e) {
                System.out.println("notify holding another lock: " + e.getClass().getName());
            }
        }
        // A lock held by another thread does not count either.
        final Object held = new Object();
        final Object started = new Object();
        final boolean[] release = new boolean[1];
        Thread holder = new Thread(() -> {
            synchronized (held) {
                synchronized (started) {
                    started.notifyAll();
                }
                while (!release[0]) {
                    try {
                        held.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        });
        synchronized (started) {
            holder.start();
            started.wait();
        }
        try {
            held.notifyAll();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notifyAll of a lock another thread holds: " + e.getClass().getName());
        }
        synchronized (held) {
            release[0] = true;
            held.notifyAll();
        }
        holder.join();
        try {
            o.wait(-1);
        } catch (IllegalMonitorStateException | IllegalArgumentException e) {
            System.out.println("wait(-1) without lock: " + e.getClass().getName());
        }
        synchronized (o) {
            try {
                o.wait(-1);
            } catch (IllegalArgumentException e) {
                System.out.println("wait(-1): " + e.getMessage());
            }
        }
    }
}
