// toyjvm-variants: | -XX:-UseBiasedLocking
import java.util.*;

// Thread attributes and life cycle: Thread-N names (only the unnamed constructors take a
// number), ids, currentThread, priorities, toString, isAlive and getState through NEW,
// RUNNABLE, WAITING, TIMED_WAITING, TERMINATED, timed join (returns while the thread is still
// alive), join(long, int), holdsLock, yield, argument checks, uncaught-exception handlers.
public class ThreadBasics {
    static volatile boolean stop;

    static Thread.State waitForState(Thread t, Thread.State expected) throws InterruptedException {
        for (int i = 0; i < 5000; i++) {
            Thread.State s = t.getState();
            if (s == expected) return s;
            Thread.sleep(1);
        }
        return t.getState();
    }

    public static void main(String[] args) throws Exception {
        Thread main = Thread.currentThread();
        System.out.println("main: " + main.getName() + " id " + main.getId() + " " + main.getState() + " alive " + main.isAlive()
                + " prio " + main.getPriority() + " " + main);

        Thread a = new Thread();
        Thread b = new Thread(() -> { });
        Thread named = new Thread("named");
        Thread namedRunnable = new Thread(() -> { }, "named-runnable");
        Thread c = new Thread(() -> { });
        System.out.println("names: " + a.getName() + " " + b.getName() + " " + named.getName() + " " + namedRunnable.getName() + " " + c.getName());
        System.out.println("ids increase: " + (a.getId() < b.getId() && b.getId() < named.getId() && named.getId() < c.getId())
                + " distinct from main: " + (a.getId() != main.getId()));
        System.out.println("new: " + a.getState() + " alive " + a.isAlive() + " " + a);
        a.setName("renamed");
        a.setPriority(Thread.MAX_PRIORITY);
        System.out.println("renamed: " + a.getName() + " prio " + a.getPriority() + " " + a);
        try {
            a.setPriority(11);
        } catch (IllegalArgumentException e) {
            System.out.println("setPriority(11): IllegalArgumentException");
        }
        try {
            a.setName(null);
        } catch (NullPointerException e) {
            System.out.println("setName(null): NullPointerException");
        }

        // Runnable while running, then terminated.
        final Thread[] self = new Thread[1];
        final String[] inside = new String[1];
        Thread r = new Thread(() -> {
            self[0] = Thread.currentThread();
            inside[0] = Thread.currentThread().getName() + " " + Thread.currentThread().getState();
            while (!stop) Thread.yield();
        });
        r.start();
        System.out.println("started: " + waitForState(r, Thread.State.RUNNABLE) + " alive " + r.isAlive());
        try {
            r.start();
        } catch (IllegalThreadStateException e) {
            System.out.println("second start: IllegalThreadStateException");
        }
        stop = true;
        r.join();
        System.out.println("inside: " + inside[0] + ", currentThread is the Thread object: " + (self[0] == r));
        System.out.println("terminated: " + r.getState() + " alive " + r.isAlive() + " " + r);
        try {
            r.start();
        } catch (IllegalThreadStateException e) {
            System.out.println("start after termination: IllegalThreadStateException");
        }

        // WAITING in wait(), TIMED_WAITING in sleep.
        final Object lock = new Object();
        final boolean[] go = new boolean[1];
        Thread w = new Thread(() -> {
            synchronized (lock) {
                while (!go[0]) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }, "waiter");
        w.start();
        System.out.println("waiter: " + waitForState(w, Thread.State.WAITING));
        Thread s = new Thread(() -> {
            try {
                Thread.sleep(300);
            } catch (InterruptedException e) {
                return;
            }
        }, "sleeper");
        s.start();
        System.out.println("sleeper: " + waitForState(s, Thread.State.TIMED_WAITING));

        // Timed join on a thread that does not finish in time: returns, thread still alive.
        long t0 = System.nanoTime();
        w.join(50);
        System.out.println("join(50): alive " + w.isAlive() + ", waited >= 40ms " + ((System.nanoTime() - t0) >= 40000000L));
        t0 = System.nanoTime();
        w.join(20, 500000);
        System.out.println("join(20, 500000): alive " + w.isAlive() + ", waited >= 15ms " + ((System.nanoTime() - t0) >= 15000000L));
        // Timed join on a thread that finishes first returns early.
        t0 = System.nanoTime();
        s.join(100000);
        System.out.println("join(100000) on sleeper: alive " + s.isAlive() + ", well before the timeout " + ((System.nanoTime() - t0) < 50000000000L));
        synchronized (lock) {
            go[0] = true;
            lock.notifyAll();
        }
        w.join();
        System.out.println("waiter after: " + w.getState());
        // join on a thread never started returns at once; join(0) waits forever only if alive.
        b.join();
        b.join(10);
        System.out.println("join unstarted: ok " + b.getState());
        try {
            b.join(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("join(-1): " + e.getMessage());
        }
        try {
            b.join(1, 1000000);
        } catch (IllegalArgumentException e) {
            System.out.println("join(1, 1000000): " + e.getMessage());
        }
        try {
            Thread.sleep(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("sleep(-1): " + e.getMessage());
        }
        try {
            Thread.sleep(1, -1);
        } catch (IllegalArgumentException e) {
            System.out.println("sleep(1, -1): " + e.getMessage());
        }

        // holdsLock.
        System.out.println("holdsLock outside: " + Thread.holdsLock(lock));
        synchronized (lock) {
            synchronized (main) {
                System.out.println("holdsLock inside: " + Thread.holdsLock(lock) + " " + Thread.holdsLock(main));
            }
            System.out.println("after inner: " + Thread.holdsLock(main));
        }
        try {
            Thread.holdsLock(null);
        } catch (NullPointerException e) {
            System.out.println("holdsLock(null): NullPointerException");
        }
        final boolean[] other = new boolean[1];
        synchronized (lock) {
            Thread h = new Thread(() -> other[0] = Thread.holdsLock(lock));
            h.start();
            h.join();
        }
        System.out.println("holdsLock of a lock main holds, from another thread: " + other[0]);

        // Uncaught exceptions: per-thread handler, default handler.
        final List<String> log = Collections.synchronizedList(new ArrayList<String>());
        Thread u = new Thread(() -> {
            throw new IllegalStateException("from u");
        }, "u");
        u.setUncaughtExceptionHandler((t, e) -> log.add("handler " + t.getName() + ": " + e));
        System.out.println("handler set: " + (u.getUncaughtExceptionHandler() != null));
        u.start();
        u.join();
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> log.add("default " + t.getName() + ": " + e.getMessage()));
        Thread d = new Thread(() -> {
            throw new RuntimeException("from d");
        });
        d.start();
        d.join();
        System.out.println("default handler is set: " + (Thread.getDefaultUncaughtExceptionHandler() != null));
        Thread.setDefaultUncaughtExceptionHandler(null);
        System.out.println(log);
        System.out.println("after exceptions: " + u.getState() + " " + d.getState() + " " + d.getName());

        // yield, onSpinWait, and lots of threads ending.
        Thread.yield();
        List<Thread> list = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            Thread t = new Thread(Thread::yield);
            list.add(t);
            t.start();
        }
        int alive = 0;
        for (Thread t : list) {
            t.join();
            if (t.isAlive()) alive++;
        }
        System.out.println("20 threads joined, alive " + alive + ", last name " + list.get(19).getName());
    }
}
