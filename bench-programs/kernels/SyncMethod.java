// Kernel: uncontended synchronized methods (one thread): an instance method and a static one.
// Dominant work: invokevirtual/invokestatic of ACC_SYNCHRONIZED methods (the lock on entry and
// exit), getfield/putfield, getstatic/putstatic.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class SyncMethod {
    static final int N = 310_000;
    static long total;
    private int count;

    synchronized void increment() {
        count++;
    }

    static synchronized void add(int d) {
        total += d;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        SyncMethod m = new SyncMethod();
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < N; i++) {
                m.increment();
                add(i & 7);
            }
        }
        System.out.println("SyncMethod " + m.count + " " + total);
    }
}
