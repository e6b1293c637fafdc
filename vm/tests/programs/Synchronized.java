// toyjvm-variants: | -XX:-UseBiasedLocking | -XX:BiasedLockingStartupDelay=0
// Single-threaded use of monitors: synchronized methods and blocks, reentrancy, exceptions
// releasing monitors, wait(timeout) timing out, IllegalMonitorStateException.
public class Synchronized {
    private int counter;
    private static int staticCounter;
    private final Object lock = new Object();

    synchronized void inc() {
        counter++;
    }

    synchronized int reentrant(int depth) {
        if (depth == 0) return counter;
        inc();
        return reentrant(depth - 1);
    }

    static synchronized void staticInc() {
        staticCounter++;
    }

    int blockInc() {
        synchronized (lock) {
            synchronized (this) {
                synchronized (lock) {
                    counter += 10;
                    return counter;
                }
            }
        }
    }

    synchronized void throwInside() {
        throw new IllegalStateException("thrown while holding the monitor");
    }

    void throwInBlock() {
        synchronized (lock) {
            Object o = null;
            o.toString();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Synchronized s = new Synchronized();
        for (int i = 0; i < 1000; i++) s.inc();
        System.out.println("counter after 1000 synchronized incs: " + s.counter);
        System.out.println("reentrant depth 50: " + s.reentrant(50));
        for (int i = 0; i < 10; i++) staticInc();
        System.out.println("static counter: " + staticCounter);
        System.out.println("nested blocks: " + s.blockInc());
        System.out.println("holdsLock outside: " + Thread.holdsLock(s.lock));
        synchronized (s.lock) {
            System.out.println("holdsLock inside: " + Thread.holdsLock(s.lock) + " other: " + Thread.holdsLock(s));
        }
        try {
            s.throwInside();
        } catch (IllegalStateException e) {
            System.out.println("caught: " + e.getMessage() + "; still held: " + Thread.holdsLock(s));
        }
        try {
            s.throwInBlock();
        } catch (NullPointerException e) {
            System.out.println("NPE in block released lock: " + !Thread.holdsLock(s.lock));
        }
        synchronized (s.lock) {
            s.lock.wait(10);
            System.out.println("wait(10) timed out and reacquired: " + Thread.holdsLock(s.lock));
            s.lock.notify();
            s.lock.notifyAll();
            System.out.println("notify with no waiters is fine");
        }
        synchronized (s) {
            s.wait(1);
            synchronized (s) {
                s.wait(5);
                System.out.println("wait inside recursive lock returns with lock held: " + Thread.holdsLock(s));
            }
        }
        try {
            s.lock.wait(10);
        } catch (IllegalMonitorStateException e) {
            System.out.println("wait without monitor: " + e.getClass().getName());
        }
        try {
            s.lock.notify();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notify without monitor: " + e.getClass().getName());
        }
        try {
            s.lock.wait(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative timeout: " + e.getClass().getName());
        }
        String str = "interned lock";
        synchronized (str) {
            synchronized (Synchronized.class) {
                System.out.println("locking a string and a class: ok");
            }
        }
        Integer[] boxes = new Integer[100];
        long sum = 0;
        for (int i = 0; i < boxes.length; i++) {
            boxes[i] = i;
            synchronized (boxes[i]) {
                sum += boxes[i];
            }
        }
        System.out.println("locked 100 objects, sum " + sum);
        StringBuffer sb = new StringBuffer();
        for (int i = 0; i < 5; i++) sb.append(i);
        System.out.println("StringBuffer (synchronized methods): " + sb);
        java.util.Hashtable<String, Integer> ht = new java.util.Hashtable<>();
        for (int i = 0; i < 20; i++) ht.put("k" + i, i);
        System.out.println("Hashtable size " + ht.size() + " get(k7)=" + ht.get("k7"));
        Thread.sleep(5);
        System.out.println("done");
    }
}
