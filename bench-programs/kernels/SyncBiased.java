// Kernel: the SyncBlock loop with biased locking requested (java 17 deprecates the flags and
// prints a warning on stderr; only stdout is compared).
// One thread only uses the lock, so a biased lock would never be revoked.
// Dominant bytecodes: monitorenter, monitorexit, getstatic/putstatic, the handler's range.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags: -XX:+UseBiasedLocking -XX:BiasedLockingStartupDelay=0
public class SyncBiased {
    static final int N = 2_600_000;
    static final Object LOCK = new Object();
    static int counter;

    static void run() {
        for (int i = 0; i < N; i++) {
            synchronized (LOCK) {
                counter++;
            }
        }
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        for (int r = 0; r < rounds; r++) run();
        System.out.println("SyncBiased " + counter);
    }
}
