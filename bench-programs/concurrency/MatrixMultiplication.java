/**
 * Paper 004's Matrix Multiplication (Geometric Decomposition / Loop Parallelism, thesis
 * §5.1.1, Listing 5.5): C = A * B with the rows of C partitioned among the driver threads, the
 * last one taking the leftover rows. The main thread allocates and fills A and B; each driver
 * allocates and computes its rows of C.
 *
 * Usage: MatrixMultiplication [drivers=4] [dimension=200]
 */
public class MatrixMultiplication {
    static final class Driver extends Thread {
        final double[][] a, b, c;
        final int from, to;

        Driver(double[][] a, double[][] b, double[][] c, int from, int to) {
            this.a = a;
            this.b = b;
            this.c = c;
            this.from = from;
            this.to = to;
        }

        public void run() {
            int n = b.length;
            for (int i = from; i < to; i++) {
                double[] row = new double[n];
                double[] ai = a[i];
                for (int k = 0; k < n; k++) {
                    double aik = ai[k];
                    double[] bk = b[k];
                    for (int j = 0; j < n; j++) {
                        row[j] += aik * bk[j];
                    }
                }
                c[i] = row;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int drivers = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        double[][] a = new double[n][n], b = new double[n][n], c = new double[n][];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                a[i][j] = (i + j) % 7;
                b[i][j] = (i * j) % 5;
            }
        }
        Driver[] ds = new Driver[drivers];
        int rows = n / drivers;
        for (int d = 0; d < drivers; d++) {
            int to = d == drivers - 1 ? n : (d + 1) * rows;
            ds[d] = new Driver(a, b, c, d * rows, to);
            ds[d].start();
        }
        for (Driver d : ds) {
            d.join();
        }
        double trace = 0;
        for (int i = 0; i < n; i++) {
            trace += c[i][i];
        }
        System.out.println("trace " + (long) trace);
    }
}
