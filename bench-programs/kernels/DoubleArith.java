// Kernel: double arithmetic: a damped recurrence over double locals.
// Dominant bytecodes: dload/dstore, ldc2_w (double constants), dadd, dsub, dmul, ddiv, drem, dneg,
// dcmpl, iinc/if_icmpge/goto.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class DoubleArith {
    static final int N = 890_000;

    static long run(int seed) {
        double x = seed * 0.001 + 1, y = 0.5, z = 0, w = -1;
        for (int i = 0; i < N; i++) {
            x = x * 1.0001 + 0.25;
            y = (y + x) / (x + 1);
            z = z * 0.999 - y * 0.5 + x % 3.0;
            w = -w * 0.5 + z / (y + 2);
            if (x > 1000) x -= 999;
        }
        return Double.doubleToLongBits(x) ^ Double.doubleToLongBits(y)
                ^ Double.doubleToLongBits(z) ^ Double.doubleToLongBits(w);
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(r);
        System.out.println("DoubleArith " + sum);
    }
}
