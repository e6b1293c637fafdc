// Whole program in the style of the Java Grande Forum benchmarks, section 2, "SparseMatmult":
// a sparse matrix (compressed rows: values, column indices, row starts) times a vector, repeated.
// Written from the algorithm; the matrix comes from an LCG.
// Dominant bytecodes: iaload (indices), daload, dmul/dadd, dastore, indirect array indexing.
// Argument: rounds (default 20); each round multiplies the same matrix the same number of times.
// jvm-flags:
public class JgfSparse {
    static final int ROWS = 5_000;
    static final int PER_ROW = 5;
    static final int ITERATIONS = 81;

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        int nz = ROWS * PER_ROW;
        double[] val = new double[nz];
        int[] col = new int[nz];
        int[] rowStart = new int[ROWS + 1];
        double[] x = new double[ROWS], y = new double[ROWS];
        int seed = 101010;
        for (int r = 0; r < ROWS; r++) {
            rowStart[r] = r * PER_ROW;
            for (int k = 0; k < PER_ROW; k++) {
                seed = seed * 1103515245 + 12345;
                col[r * PER_ROW + k] = (seed >>> 1) % ROWS;
                seed = seed * 1103515245 + 12345;
                val[r * PER_ROW + k] = ((seed >>> 8) & 0xffff) / 65536.0;
            }
        }
        rowStart[ROWS] = nz;
        for (int i = 0; i < ROWS; i++) x[i] = (i % 17) * 0.125;
        long sum = 0;
        for (int round = 0; round < rounds; round++) {
            for (int it = 0; it < ITERATIONS; it++) {
                for (int r = 0; r < ROWS; r++) {
                    double s = 0;
                    for (int k = rowStart[r]; k < rowStart[r + 1]; k++) s += val[k] * x[col[k]];
                    y[r] += s;
                }
            }
            double total = 0;
            for (int i = 0; i < ROWS; i++) total += y[i];
            sum += Double.doubleToLongBits(total);
        }
        System.out.println("JgfSparse " + sum);
    }
}
