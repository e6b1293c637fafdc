// Whole program in the style of the Java Grande Forum benchmarks, section 2, "FFT": an in-place
// radix-2 complex FFT on an interleaved double array (re, im), bit-reversal permutation, the
// twiddle factors by recurrence, then the inverse transform and the round-trip error.
// Written from the algorithm; StrictMath for the few sines, so both JVMs compute the same bits.
// Dominant bytecodes: daload/dastore, dmul/dadd/dsub, imul/iadd (indices), iinc/if_icmpge/goto.
// Argument: rounds (default 20); each round transforms fresh data forward and back REPEAT times.
// jvm-flags:
public class JgfFft {
    static final int LOG_N = 13;
    static final int REPEAT = 3;

    static void bitReverse(double[] data, int n) {
        for (int i = 0, j = 0; i < n - 1; i++) {
            if (i < j) {
                double re = data[2 * i], im = data[2 * i + 1];
                data[2 * i] = data[2 * j];
                data[2 * i + 1] = data[2 * j + 1];
                data[2 * j] = re;
                data[2 * j + 1] = im;
            }
            int k = n >> 1;
            while (k <= j) {
                j -= k;
                k >>= 1;
            }
            j += k;
        }
    }

    // direction -1: forward, +1: inverse (unscaled).
    static void transform(double[] data, int n, int direction) {
        bitReverse(data, n);
        for (int half = 1; half < n; half <<= 1) {
            double theta = direction * StrictMath.PI / half;
            double s = StrictMath.sin(theta / 2);
            double wpr = -2 * s * s, wpi = StrictMath.sin(theta);
            double wr = 1, wi = 0;
            for (int m = 0; m < half; m++) {
                for (int i = m; i < n; i += 2 * half) {
                    int j = i + half;
                    double tr = wr * data[2 * j] - wi * data[2 * j + 1];
                    double ti = wr * data[2 * j + 1] + wi * data[2 * j];
                    data[2 * j] = data[2 * i] - tr;
                    data[2 * j + 1] = data[2 * i + 1] - ti;
                    data[2 * i] += tr;
                    data[2 * i + 1] += ti;
                }
                double t = wr;
                wr = wr * wpr - wi * wpi + wr;
                wi = wi * wpr + t * wpi + wi;
            }
        }
    }

    static long run(double[] data, int seed) {
        int n = data.length / 2;
        int x = seed;
        double[] original = new double[data.length];
        for (int i = 0; i < data.length; i++) {
            x = x * 1103515245 + 12345;
            data[i] = original[i] = ((x >>> 8) & 0xffff) / 65536.0 - 0.5;
        }
        long sum = 0;
        for (int rep = 0; rep < REPEAT; rep++) {
            transform(data, n, -1);
            sum += Double.doubleToLongBits(data[2]) + Double.doubleToLongBits(data[n + 1]);
            transform(data, n, 1);
            double err = 0;
            for (int i = 0; i < data.length; i++) {
                data[i] /= n;
                err = Math.max(err, Math.abs(data[i] - original[i]));
            }
            sum += err < 1e-9 ? 0 : 1_000_000_007L;
        }
        return sum;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        double[] data = new double[2 << LOG_N];
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(data, r);
        System.out.println("JgfFft " + sum);
    }
}
