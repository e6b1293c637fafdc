// Kernel: static method calls with small bodies: int, long and double arguments, a void method
// and a recursive one, so that call and return dominate.
// Dominant bytecodes: invokestatic, ireturn/lreturn/dreturn/return, argument loads.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class CallStatic {
    static final int N = 160_000;
    static int calls;

    static int add(int a, int b) {
        return a + b;
    }

    static long mulAdd(long a, int b, int c) {
        return a * b + c;
    }

    static double half(double d) {
        return d * 0.5;
    }

    static void count() {
        calls++;
    }

    static int depth(int n) {
        return n == 0 ? 0 : 1 + depth(n - 1);
    }

    static long run(int seed) {
        long sum = seed;
        double d = 1;
        for (int i = 0; i < N; i++) {
            int a = add(i, seed);
            sum = mulAdd(sum, 3, a) & 0xffffffffL;
            d = half(d) + 1;
            count();
            if ((i & 63) == 0) sum += depth(10);
        }
        return sum + (long) d;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(r);
        System.out.println("CallStatic " + sum + " " + calls);
    }
}
