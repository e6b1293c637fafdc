// Whole program in the style of the Java Grande Forum benchmarks, section 2, "LUFact": LU
// factorization with partial pivoting of a dense matrix, then a solve, Linpack-style (idamax,
// dscal, daxpy on column arrays). Written from the algorithm.
// Dominant bytecodes: daload/dastore, dmul/dadd (daxpy), invokestatic (the BLAS-1 helpers),
// aaload.
// Argument: rounds (default 20); each round factors and solves a fresh matrix.
// jvm-flags:
public class JgfLuFact {
    static final int N = 220;

    // The index of the element of largest magnitude among dx[off .. off+n).
    static int idamax(int n, double[] dx, int off) {
        if (n < 1) return -1;
        int best = 0;
        double max = Math.abs(dx[off]);
        for (int i = 1; i < n; i++) {
            double v = Math.abs(dx[off + i]);
            if (v > max) {
                best = i;
                max = v;
            }
        }
        return best;
    }

    static void dscal(int n, double da, double[] dx, int off) {
        for (int i = 0; i < n; i++) dx[off + i] *= da;
    }

    // dy[yoff + i] += da * dx[xoff + i]
    static void daxpy(int n, double da, double[] dx, int xoff, double[] dy, int yoff) {
        if (n <= 0 || da == 0) return;
        for (int i = 0; i < n; i++) dy[yoff + i] += da * dx[xoff + i];
    }

    // Factors a (stored by columns: a[j] is column j) in place; pivot rows go to ipvt.
    static int dgefa(double[][] a, int n, int[] ipvt) {
        int info = 0;
        for (int k = 0; k < n - 1; k++) {
            double[] colk = a[k];
            int l = idamax(n - k, colk, k) + k;
            ipvt[k] = l;
            if (colk[l] == 0) {
                info = k;
                continue;
            }
            if (l != k) {
                double t = colk[l];
                colk[l] = colk[k];
                colk[k] = t;
            }
            dscal(n - (k + 1), -1.0 / colk[k], colk, k + 1);
            for (int j = k + 1; j < n; j++) {
                double[] colj = a[j];
                double t = colj[l];
                if (l != k) {
                    colj[l] = colj[k];
                    colj[k] = t;
                }
                daxpy(n - (k + 1), t, colk, k + 1, colj, k + 1);
            }
        }
        ipvt[n - 1] = n - 1;
        if (a[n - 1][n - 1] == 0) info = n - 1;
        return info;
    }

    // Solves a * x = b with the factors from dgefa; b becomes x.
    static void dgesl(double[][] a, int n, int[] ipvt, double[] b) {
        for (int k = 0; k < n - 1; k++) {
            int l = ipvt[k];
            double t = b[l];
            if (l != k) {
                b[l] = b[k];
                b[k] = t;
            }
            daxpy(n - (k + 1), t, a[k], k + 1, b, k + 1);
        }
        for (int kb = 0; kb < n; kb++) {
            int k = n - (kb + 1);
            b[k] /= a[k][k];
            double t = -b[k];
            daxpy(k, t, a[k], 0, b, 0);
        }
    }

    static long run(int seed) {
        double[][] a = new double[N][N];
        double[] b = new double[N];
        int x = 1325 + seed;
        for (int j = 0; j < N; j++)
            for (int i = 0; i < N; i++) {
                x = 3125 * x % 65536;
                a[j][i] = (x - 32768.0) / 16384.0;
            }
        for (int j = 0; j < N; j++)
            for (int i = 0; i < N; i++) b[i] += a[j][i];
        int[] ipvt = new int[N];
        int info = dgefa(a, N, ipvt);
        dgesl(a, N, ipvt, b);
        // b should now be all ones; checksum its bits and the residual.
        long sum = info;
        double err = 0;
        for (int i = 0; i < N; i++) {
            sum += Double.doubleToLongBits(b[i]);
            err = Math.max(err, Math.abs(b[i] - 1.0));
        }
        return sum + (err < 1e-9 ? 0 : 1_000_000_007L);
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(r);
        System.out.println("JgfLuFact " + sum);
    }
}
