// Fuzz seed: synchronized methods and blocks (monitorenter/monitorexit with their handlers),
// nested locking, wait-free counting across a second thread.
public class Synchronized {
    private int count;
    private final Object lock = new Object();

    synchronized void inc() { count++; }

    static synchronized int twice(int x) { return 2 * x; }

    void both() {
        synchronized (lock) {
            synchronized (this) {
                count += twice(1);
            }
        }
    }

    int guarded(int x) {
        synchronized (lock) {
            if (x < 0) throw new IllegalArgumentException("neg");
            return x + count;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        final Synchronized s = new Synchronized();
        Thread t = new Thread(new Runnable() {
            public void run() {
                for (int i = 0; i < 1000; i++) s.inc();
            }
        });
        t.start();
        for (int i = 0; i < 1000; i++) s.both();
        t.join();
        int r;
        try {
            r = s.guarded(-1);
        } catch (IllegalArgumentException e) {
            r = s.guarded(5);
        }
        System.out.println(s.count + " " + r);
    }
}
