// Kernel: invokespecial: private instance methods, super.m(), and constructors
// (a chain this(...) -> super(...) -> Object.<init>).
// Dominant bytecodes: invokespecial, new, dup, getfield/putfield, ireturn (one invokevirtual per
// iteration enters the class).
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class CallSpecial {
    static final int N = 170_000;

    static class Base {
        int base;

        Base(int b) {
            base = b;
        }

        int weight(int x) {
            return x + base;
        }
    }

    static final class Derived extends Base {
        private int extra;

        Derived(int b, int e) {
            super(b);
            extra = e;
        }

        Derived(int b) {
            this(b, 1);
        }

        private int scale(int x) {
            return x * extra;
        }

        private void bump() {
            extra = (extra + 1) & 15;
        }

        int step(int x) {
            bump();
            return super.weight(x) + scale(x);
        }
    }

    static long run(int seed) {
        Derived d = new Derived(seed);
        long sum = 0;
        for (int i = 0; i < N; i++) {
            sum += d.step(i & 255);
            if ((i & 7) == 0) sum += new Derived(i).base;
        }
        return sum;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(r);
        System.out.println("CallSpecial " + sum);
    }
}
