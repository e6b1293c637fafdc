import java.util.*;
import java.util.concurrent.*;

// Parallel matrix multiplication three ways: one Callable per row band submitted to a fixed
// pool (results joined through Futures), a RecursiveTask splitting the rows on ForkJoinPool, and
// plain threads with a CountDownLatch. All compare equal to the sequential product; a checksum
// and a corner of the result are printed.
public class JucAppParallelMatrix {
    static long[][] random(int n, int m, long seed) {
        Random r = new Random(seed);
        long[][] a = new long[n][m];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) a[i][j] = r.nextInt(21) - 10;
        return a;
    }

    static void rows(long[][] a, long[][] b, long[][] c, int from, int to) {
        for (int i = from; i < to; i++)
            for (int k = 0; k < b.length; k++) {
                long aik = a[i][k];
                for (int j = 0; j < b[0].length; j++) c[i][j] += aik * b[k][j];
            }
    }

    static class RowTask extends RecursiveAction {
        final long[][] a, b, c;
        final int from, to;

        RowTask(long[][] a, long[][] b, long[][] c, int from, int to) {
            this.a = a;
            this.b = b;
            this.c = c;
            this.from = from;
            this.to = to;
        }

        protected void compute() {
            if (to - from <= 4) {
                rows(a, b, c, from, to);
                return;
            }
            int mid = (from + to) / 2;
            invokeAll(new RowTask(a, b, c, from, mid), new RowTask(a, b, c, mid, to));
        }
    }

    static long checksum(long[][] c) {
        long s = 17;
        for (long[] row : c)
            for (long v : row) s = s * 31 + v;
        return s;
    }

    public static void main(String[] args) throws Exception {
        final int n = 48;
        final long[][] a = random(n, 40, 1), b = random(40, n, 2);
        long[][] seq = new long[n][n];
        rows(a, b, seq, 0, n);
        long expect = checksum(seq);
        System.out.println("sequential checksum " + expect + " c[0][0]=" + seq[0][0] + " c[47][47]=" + seq[47][47]);

        final long[][] c1 = new long[n][n];
        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<Future<Integer>> fs = new ArrayList<Future<Integer>>();
        for (int band = 0; band < 6; band++) {
            final int from = band * 8, to = from + 8;
            fs.add(pool.submit(new Callable<Integer>() {
                public Integer call() {
                    rows(a, b, c1, from, to);
                    return to - from;
                }
            }));
        }
        int done = 0;
        for (Future<Integer> f : fs) done += f.get();
        pool.shutdown();
        System.out.println("executor rows " + done + " equal " + Arrays.deepEquals(seq, c1));

        long[][] c2 = new long[n][n];
        ForkJoinPool fj = new ForkJoinPool(2);
        fj.invoke(new RowTask(a, b, c2, 0, n));
        fj.shutdown();
        System.out.println("fork/join equal " + (checksum(c2) == expect));

        final long[][] c3 = new long[n][n];
        final CountDownLatch latch = new CountDownLatch(4);
        for (int t = 0; t < 4; t++) {
            final int from = t * n / 4, to = (t + 1) * n / 4;
            new Thread(new Runnable() {
                public void run() {
                    rows(a, b, c3, from, to);
                    latch.countDown();
                }
            }).start();
        }
        latch.await();
        System.out.println("threads equal " + Arrays.deepEquals(seq, c3));
        System.out.println("pool terminated " + pool.awaitTermination(5, TimeUnit.SECONDS) + " fj terminated " + fj.awaitTermination(5, TimeUnit.SECONDS));
    }
}
