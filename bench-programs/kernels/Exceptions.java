// Kernel: exceptions thrown and caught in a loop, through 1 to 3 frames: a preallocated
// exception (no stack trace to fill) and a fresh one per throw (new + fillInStackTrace).
// Dominant work: athrow, the exception-table search and frame unwinding, new + <init> of the
// fresh exception (Throwable.fillInStackTrace).
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class Exceptions {
    static final int N = 76_000;

    static final class Fail extends Exception {
        final int code;

        Fail(int code) {
            this.code = code;
        }
    }

    static final Fail PREALLOCATED = new Fail(-1);

    static int check(int x, boolean fresh) throws Fail {
        if ((x & 1) == 0) {
            if (fresh) throw new Fail(x);
            throw PREALLOCATED;
        }
        return x;
    }

    static int middle(int x, boolean fresh) throws Fail {
        return check(x, fresh) + 1;
    }

    static int outer(int x, boolean fresh) throws Fail {
        return middle(x, fresh) + 1;
    }

    static long run(int seed) {
        long sum = 0;
        for (int i = 0; i < N; i++) {
            int x = i + seed;
            boolean fresh = (i & 2) != 0;
            try {
                switch (i % 3) {
                    case 0: sum += check(x, fresh); break;
                    case 1: sum += middle(x, fresh); break;
                    default: sum += outer(x, fresh); break;
                }
            } catch (Fail f) {
                sum += f.code;
            }
            try {
                if (x % 5 == 0) throw new IllegalStateException();
                sum++;
            } catch (RuntimeException e) {
                sum -= 2;
            }
        }
        return sum;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(r);
        System.out.println("Exceptions " + sum);
    }
}
