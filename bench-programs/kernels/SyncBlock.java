// Kernel: an uncontended synchronized block (one thread) around a static counter, int-counted.
// Dominant bytecodes: monitorenter, monitorexit, getstatic/putstatic, the handler's range.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class SyncBlock {
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
        System.out.println("SyncBlock " + counter);
    }
}
