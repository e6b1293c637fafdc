// Kernel: float arithmetic: a damped recurrence over float locals.
// Dominant bytecodes: fload/fstore, ldc (float constants), fadd, fsub, fmul, fdiv, frem, fneg,
// fcmpl, iinc/if_icmpge/goto.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class FloatArith {
    static final int N = 1_000_000;

    static int run(int seed) {
        float x = seed * 0.001f + 1f, y = 0.5f, z = 0f, w = -1f;
        for (int i = 0; i < N; i++) {
            x = x * 1.0001f + 0.25f;
            y = (y + x) / (x + 1f);
            z = z * 0.999f - y * 0.5f + x % 3.0f;
            w = -w * 0.5f + z / (y + 2f);
            if (x > 1000f) x -= 999f;
        }
        return Float.floatToIntBits(x) ^ Float.floatToIntBits(y) ^ Float.floatToIntBits(z)
                ^ Float.floatToIntBits(w);
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(r);
        System.out.println("FloatArith " + sum);
    }
}
