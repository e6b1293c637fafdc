// bench-args: 300
// args: 100
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;

// Benchmarks Game spectral-norm: power iteration on the infinite matrix A, the rows of each
// matrix-vector product split among worker threads that meet at a CyclicBarrier.
public class CorpusSpectralNorm {
    static final int THREADS = 4;

    static double a(int i, int j) {
        return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1);
    }

    static final class Worker extends Thread {
        final int lo;
        final int hi;
        final double[] u;
        final double[] v;
        final double[] tmp;
        final CyclicBarrier barrier;

        Worker(int lo, int hi, double[] u, double[] v, double[] tmp, CyclicBarrier barrier) {
            this.lo = lo;
            this.hi = hi;
            this.u = u;
            this.v = v;
            this.tmp = tmp;
            this.barrier = barrier;
        }

        /** out[lo..hi) = A * in */
        void times(double[] out, double[] in) {
            int n = in.length;
            for (int i = lo; i < hi; i++) {
                double sum = 0;
                for (int j = 0; j < n; j++) {
                    sum += a(i, j) * in[j];
                }
                out[i] = sum;
            }
        }

        /** out[lo..hi) = A^T * in */
        void timesTransposed(double[] out, double[] in) {
            int n = in.length;
            for (int i = lo; i < hi; i++) {
                double sum = 0;
                for (int j = 0; j < n; j++) {
                    sum += a(j, i) * in[j];
                }
                out[i] = sum;
            }
        }

        void await() {
            try {
                barrier.await();
            } catch (InterruptedException | BrokenBarrierException e) {
                throw new RuntimeException(e);
            }
        }

        public void run() {
            for (int k = 0; k < 10; k++) {
                times(tmp, u);
                await();
                timesTransposed(v, tmp);
                await();
                times(tmp, v);
                await();
                timesTransposed(u, tmp);
                await();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        double[] u = new double[n];
        double[] v = new double[n];
        double[] tmp = new double[n];
        java.util.Arrays.fill(u, 1.0);
        CyclicBarrier barrier = new CyclicBarrier(THREADS);
        Worker[] workers = new Worker[THREADS];
        int chunk = (n + THREADS - 1) / THREADS;
        for (int t = 0; t < THREADS; t++) {
            int lo = Math.min(n, t * chunk);
            int hi = Math.min(n, lo + chunk);
            workers[t] = new Worker(lo, hi, u, v, tmp, barrier);
            workers[t].start();
        }
        for (Worker w : workers) {
            w.join();
        }
        double vBv = 0;
        double vv = 0;
        for (int i = 0; i < n; i++) {
            vBv += u[i] * v[i];
            vv += v[i] * v[i];
        }
        System.out.printf("%.9f\n", Math.sqrt(vBv / vv));
        System.out.println(String.format("%.9f", Math.sqrt(vBv / vv)) + " barrier parties " + barrier.getParties());
    }
}
