import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.RecursiveTask;

// Fork/join as in the Java Tutorial and textbooks: a parallel merge sort (RecursiveAction,
// invokeAll of the two halves, sequential below a threshold), a parallel array sum and max
// (RecursiveTask with fork/compute/join), Fibonacci by fork/join, run in a new ForkJoinPool and
// in the common pool; results are checked against Arrays.sort and a sequential loop.
public class JucAppForkJoinSort {
    static class MergeSort extends RecursiveAction {
        final int[] a, tmp;
        final int lo, hi;

        MergeSort(int[] a, int[] tmp, int lo, int hi) {
            this.a = a;
            this.tmp = tmp;
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        protected void compute() {
            if (hi - lo <= 64) {
                Arrays.sort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            invokeAll(new MergeSort(a, tmp, lo, mid), new MergeSort(a, tmp, mid, hi));
            int i = lo, j = mid, k = lo;
            while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
            while (i < mid) tmp[k++] = a[i++];
            while (j < hi) tmp[k++] = a[j++];
            System.arraycopy(tmp, lo, a, lo, hi - lo);
        }
    }

    static class Sum extends RecursiveTask<Long> {
        final int[] a;
        final int lo, hi;

        Sum(int[] a, int lo, int hi) {
            this.a = a;
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        protected Long compute() {
            if (hi - lo <= 1000) {
                long s = 0;
                for (int i = lo; i < hi; i++) s += a[i];
                return s;
            }
            int mid = (lo + hi) >>> 1;
            Sum left = new Sum(a, lo, mid);
            left.fork();
            long right = new Sum(a, mid, hi).compute();
            return right + left.join();
        }
    }

    static class Fib extends RecursiveTask<Integer> {
        final int n;

        Fib(int n) {
            this.n = n;
        }

        protected Integer compute() {
            if (n <= 10) return seq(n);
            Fib f1 = new Fib(n - 1);
            f1.fork();
            Fib f2 = new Fib(n - 2);
            return f2.compute() + f1.join();
        }

        static int seq(int n) {
            return n < 2 ? n : seq(n - 1) + seq(n - 2);
        }
    }

    public static void main(String[] args) {
        Random r = new Random(12345);
        int[] data = new int[20000];
        for (int i = 0; i < data.length; i++) data[i] = r.nextInt(1000000) - 500000;
        int[] expected = data.clone();
        Arrays.sort(expected);

        ForkJoinPool pool = new ForkJoinPool(3);
        System.out.println("parallelism " + pool.getParallelism());
        int[] a = data.clone();
        pool.invoke(new MergeSort(a, new int[a.length], 0, a.length));
        System.out.println("merge sort ok " + Arrays.equals(a, expected) + " first " + a[0] + " last " + a[a.length - 1]);

        long seq = 0;
        for (int x : data) seq += x;
        long par = pool.invoke(new Sum(data, 0, data.length));
        System.out.println("sum " + par + " matches " + (par == seq));
        System.out.println("fib(22) = " + pool.invoke(new Fib(22)));

        int[] b = data.clone();
        MergeSort task = new MergeSort(b, new int[b.length], 0, b.length);
        ForkJoinPool.commonPool().invoke(task);
        System.out.println("common pool sort ok " + Arrays.equals(b, expected) + " done " + task.isDone()
                + " normal " + task.isCompletedNormally());
        Sum s2 = new Sum(data, 0, 5000);
        System.out.println("submitted sum " + pool.submit(s2).join() + " get " + s2.join());
        pool.shutdown();
        System.out.println("shutdown " + pool.isShutdown());
    }
}
