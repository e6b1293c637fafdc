// Kernel: comparisons of long, float and double values inside conditions, NaN included.
// Dominant bytecodes: lcmp, fcmpl, fcmpg, dcmpl, dcmpg, followed by ifge/ifle/ifne/ifeq.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class Compare {
    static final int N = 690_000;

    static int run(int seed) {
        int count = 0, x = seed;
        long prev = 0;
        float fp = 0f;
        double dp = 0.0;
        for (int i = 0; i < N; i++) {
            x = x * 1103515245 + 12345;
            long l = (long) x << 3;
            float f = (x & 15) == 0 ? Float.NaN : x * 1e-3f;
            double d = (x & 31) == 1 ? Double.NaN : x * 1e-6;
            if (l < prev) count++;
            if (l == prev) count += 2;
            if (l >= 0) count += 3;
            if (f < fp) count += 5;
            if (f > fp) count += 7;
            if (f != fp) count += 11;
            if (d <= dp) count += 13;
            if (d >= dp) count += 17;
            if (d == dp) count += 19;
            prev = l;
            fp = f;
            dp = d;
        }
        return count;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(r);
        System.out.println("Compare " + sum);
    }
}
