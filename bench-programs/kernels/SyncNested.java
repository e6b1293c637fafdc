// Kernel: reentrant, nested synchronization (one thread): a synchronized block on a lock already
// held, and a synchronized method called with its receiver's monitor held.
// Dominant bytecodes: monitorenter/monitorexit on an owned monitor (recursion count),
// invokevirtual of a synchronized method.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class SyncNested {
    static final int N = 190_000;
    private int count;

    synchronized void inc() {
        count++;
    }

    void run() {
        for (int i = 0; i < N; i++) {
            synchronized (this) {
                synchronized (this) {
                    inc();
                }
                inc();
            }
        }
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        SyncNested s = new SyncNested();
        for (int r = 0; r < rounds; r++) s.run();
        System.out.println("SyncNested " + s.count);
    }
}
