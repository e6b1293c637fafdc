// Kernel: interface calls with small bodies: a monomorphic site and a site whose receivers cycle
// over three implementations, one of which inherits the method from a superclass.
// Dominant bytecodes: invokeinterface, ireturn, getfield.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class CallInterface {
    static final int N = 410_000;

    interface Op {
        int apply(int x);
    }

    interface Sized {
        int size();
    }

    static final class Box implements Sized {
        final int n;

        Box(int n) {
            this.n = n;
        }

        public int size() {
            return n;
        }
    }

    static class Inc implements Op {
        public int apply(int x) {
            return x + 1;
        }
    }

    static final class Twice implements Op {
        public int apply(int x) {
            return x << 1;
        }
    }

    static final class IncToo extends Inc {
    }

    static long run(Sized box, Op[] ops, int seed) {
        long sum = seed;
        for (int i = 0; i < N; i++) {
            sum += box.size();
            Op op = ops[i % 3];
            sum += op.apply(i & 1023);
        }
        return sum;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        Op[] ops = {new Inc(), new Twice(), new IncToo()};
        Sized box = new Box(3);
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(box, ops, r);
        System.out.println("CallInterface " + sum);
    }
}
