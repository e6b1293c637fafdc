// Kernel: virtual calls with small bodies at monomorphic call sites: a counter's getter, setter
// and adder (CallPoly has the polymorphic site).
// Dominant bytecodes: invokevirtual (one receiver class per site), getfield/putfield, ireturn.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class CallVirtual {
    static final int N = 180_000;

    static class Counter {
        private int value;

        int get() {
            return value;
        }

        void set(int v) {
            value = v;
        }

        void add(int d) {
            value += d;
        }
    }

    static long run(Counter c, int seed) {
        long sum = 0;
        c.set(seed);
        for (int i = 0; i < N; i++) {
            c.add(i & 7);
            c.set(c.get() ^ i);
            sum += c.get();
        }
        return sum;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        Counter c = new Counter();
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(c, r);
        System.out.println("CallVirtual " + sum);
    }
}
