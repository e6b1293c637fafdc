// toyjvm-variants: | -XX:-UseBiasedLocking | -XX:BiasedLockingStartupDelay=0 | -XX:BiasedLockingStartupDelay=0 -XX:BiasedLockingBulkRebiasThreshold=2 -XX:BiasedLockingBulkRevokeThreshold=4 -XX:GuaranteedSafepointInterval=10
import java.util.*;

// Drives monitors through every lock state (biased, stack-locked, inflated, deflated) with
// deterministic results: recursion, identity hashes of locked objects, ownership moving between
// threads (bias revocation, bulk rebias/revoke), contention, wait/notify on recursively held
// locks, and exceptions unwinding nested monitors. toyjvm runs it once per locking configuration.
public class LockTransitions {
    static class Cell {
        int value;
    }

    static int recurse(Object lock, int depth) {
        synchronized (lock) {
            return depth == 0 ? (Thread.holdsLock(lock) ? 1 : 0) : 1 + recurse(lock, depth - 1);
        }
    }

    static void lockAll(Cell[] cells, int times) {
        for (int t = 0; t < times; t++) {
            for (Cell c : cells) {
                synchronized (c) {
                    c.value++;
                }
            }
        }
    }

    static int throwInside(Object a, Object b, int n) {
        synchronized (a) {
            synchronized (b) {
                if (n > 0) return throwInside(b, a, n - 1);
                throw new IllegalStateException("deep");
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Object solo = new Object();
        System.out.println("recursive depth 200: " + recurse(solo, 200) + " held after: " + Thread.holdsLock(solo));

        Object hashed = new Object();
        int before = System.identityHashCode(hashed);
        int outer, inner;
        synchronized (hashed) {
            outer = hashed.hashCode();
            synchronized (hashed) {
                inner = System.identityHashCode(hashed);
            }
        }
        System.out.println("identity hash stable across locking: " + (before == outer) + " " + (outer == inner) + " " + (before == System.identityHashCode(hashed)));
        Object lockedFirst = new Object();
        int h1;
        synchronized (lockedFirst) {
            h1 = System.identityHashCode(lockedFirst);
        }
        System.out.println("hash taken while locked stays: " + (h1 == lockedFirst.hashCode()));

        Cell[] cells = new Cell[60];
        for (int i = 0; i < cells.length; i++) cells[i] = new Cell();
        lockAll(cells, 3);
        for (int round = 0; round < 4; round++) {
            Thread t = new Thread(() -> lockAll(cells, 2), "locker-" + round);
            t.start();
            t.join();
            lockAll(cells, 1);
        }
        int total = 0;
        for (Cell c : cells) total += c.value;
        System.out.println("ownership handed between threads: total " + total);

        final Cell shared = new Cell();
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 20000; k++) {
                    synchronized (shared) {
                        shared.value++;
                        if ((k & 1023) == 0) {
                            synchronized (shared) {
                                shared.value--;
                                shared.value++;
                            }
                        }
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("contended counter: " + shared.value);
        Thread.sleep(50);
        synchronized (shared) {
            shared.value++;
        }
        System.out.println("after contention ends: " + shared.value + " held: " + Thread.holdsLock(shared));

        final Object mon = new Object();
        final int[] state = {0};
        Thread waiter = new Thread(() -> {
            synchronized (mon) {
                synchronized (mon) {
                    synchronized (mon) {
                        state[0] = 1;
                        mon.notifyAll();
                        while (state[0] != 2) {
                            try {
                                mon.wait();
                            } catch (InterruptedException e) {
                                return;
                            }
                        }
                        state[0] = Thread.holdsLock(mon) ? 3 : -3;
                    }
                    state[0] += 10;
                }
                state[0] += 100;
            }
            state[0] += Thread.holdsLock(mon) ? -1000 : 1000;
        });
        synchronized (mon) {
            waiter.start();
            while (state[0] != 1) mon.wait();
            state[0] = 2;
            mon.notify();
        }
        waiter.join();
        System.out.println("wait inside 3-deep recursion restores it: " + state[0]);

        Object a = new Object(), b = new Object();
        try {
            throwInside(a, b, 5);
        } catch (IllegalStateException e) {
            System.out.println("exception unwound nested monitors: " + e.getMessage() + " a held " + Thread.holdsLock(a) + " b held " + Thread.holdsLock(b));
        }
        Thread other = new Thread(() -> {
            synchronized (a) {
                synchronized (b) {
                    state[0] = -7;
                }
            }
        });
        other.start();
        other.join();
        System.out.println("another thread can take them: " + state[0]);

        int[] arr = new int[1];
        String str = "lock-string";
        Class<?> cls = LockTransitions.class;
        Thread[] mixed = new Thread[3];
        for (int i = 0; i < mixed.length; i++) {
            mixed[i] = new Thread(() -> {
                for (int k = 0; k < 3000; k++) {
                    synchronized (arr) {
                        synchronized (str) {
                            synchronized (cls) {
                                arr[0]++;
                            }
                        }
                    }
                }
            });
            mixed[i].start();
        }
        for (Thread t : mixed) t.join();
        System.out.println("array/string/class locks in a fixed order: " + arr[0]);

        List<Object> many = new ArrayList<>();
        for (int i = 0; i < 2000; i++) many.add(new Object());
        int hashedCount = 0;
        for (int i = 0; i < many.size(); i++) {
            Object o = many.get(i);
            if (i % 3 == 0) o.hashCode();
            synchronized (o) {
                if (i % 5 == 0) {
                    synchronized (o) {
                        hashedCount += (o.hashCode() == System.identityHashCode(o)) ? 1 : 0;
                    }
                }
            }
        }
        System.out.println("2000 objects locked, hash checks ok: " + hashedCount);
    }
}
