// Whole program in the style of the Java Grande Forum benchmarks, section 2, "SOR": successive
// over-relaxation (omega 1.25) on a 2-D double grid, red-black ordering by row parity.
// Written from the algorithm.
// Dominant bytecodes: aaload (rows), daload/dastore, dmul/dadd, iinc/if_icmpge/goto.
// Argument: rounds (default 20); each round relaxes a fresh grid the same number of times.
// jvm-flags:
public class JgfSor {
    static final int SIZE = 100;
    static final int ITERATIONS = 110;

    static long run(int seed) {
        double[][] g = new double[SIZE][SIZE];
        int x = seed;
        for (int i = 0; i < SIZE; i++)
            for (int j = 0; j < SIZE; j++) {
                x = x * 1103515245 + 12345;
                g[i][j] = (x >>> 8) * (1.0 / (1 << 24));
            }
        double omega = 1.25;
        double omegaOverFour = omega * 0.25;
        double oneMinusOmega = 1.0 - omega;
        for (int p = 0; p < ITERATIONS; p++) {
            for (int parity = 0; parity < 2; parity++) {
                for (int i = 1 + parity; i < SIZE - 1; i += 2) {
                    double[] up = g[i - 1], row = g[i], down = g[i + 1];
                    for (int j = 1; j < SIZE - 1; j++) {
                        row[j] = omegaOverFour * (up[j] + down[j] + row[j - 1] + row[j + 1])
                                + oneMinusOmega * row[j];
                    }
                }
            }
        }
        double total = 0;
        for (int i = 0; i < SIZE; i++)
            for (int j = 0; j < SIZE; j++) total += g[i][j];
        return Double.doubleToLongBits(total);
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(r);
        System.out.println("JgfSor " + sum);
    }
}
