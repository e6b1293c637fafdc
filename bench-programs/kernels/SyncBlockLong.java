// Kernel: the SyncBlock loop counted by a long, with a long counter.
// Dominant bytecodes: monitorenter, monitorexit, getstatic/putstatic (J), ladd, lcmp.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class SyncBlockLong {
    static final long N = 2_300_000;
    static final Object LOCK = new Object();
    static long counter;

    static void run() {
        for (long i = 0; i < N; i++) {
            synchronized (LOCK) {
                counter += 2;
            }
        }
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        for (int r = 0; r < rounds; r++) run();
        System.out.println("SyncBlockLong " + counter);
    }
}
