// Kernel: primitive conversions, including out-of-range and NaN values (saturating d2i/f2l).
// Dominant bytecodes: i2l, l2i, i2d, l2d, d2i, d2l, d2f, i2f, f2d, f2i, f2l, l2f, i2b, i2c, i2s.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class Conversions {
    static final int N = 420_000;

    static long run(int seed) {
        long sum = 0;
        int x = seed;
        for (int i = 0; i < N; i++) {
            x = x * 1103515245 + 12345;
            long l = x;
            l = l * 2654435761L;
            int j = (int) l;
            double d = j;
            d = d * 0.5 + (double) l;
            int k = (int) (d * 1e-3);
            float f = (float) d;
            f = f + i;
            double e = f;
            long m = (long) f;
            int p = (int) f;
            long q = (long) (e * 1e12);
            float g = l;
            byte b = (byte) j;
            char c = (char) j;
            short s = (short) j;
            if ((i & 1023) == 0) d = 0.0 / 0.0;
            sum += k + b + c + s + m + p + q + (long) g + (int) d + (long) (float) (d * 3);
        }
        return sum;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(r);
        System.out.println("Conversions " + sum);
    }
}
