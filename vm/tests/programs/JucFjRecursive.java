import java.util.*;
import java.util.concurrent.*;

// Fork/join computations with exact results: recursive fibonacci and array sums (RecursiveTask)
// on a new pool and on the common pool, a parallel merge sort (RecursiveAction), the three
// invokeAll forms, fork/join from outside a pool, and where tasks run (getPool, inForkJoinPool).
public class JucFjRecursive {
    static final class Fib extends RecursiveTask<Integer> {
        final int n;

        Fib(int n) {
            this.n = n;
        }

        protected Integer compute() {
            if (n < 8) {
                return seq(n);
            }
            Fib f1 = new Fib(n - 1);
            f1.fork();
            Fib f2 = new Fib(n - 2);
            return f2.compute() + f1.join();
        }

        static int seq(int n) {
            return n < 2 ? n : seq(n - 1) + seq(n - 2);
        }
    }

    static final class Sum extends RecursiveTask<Long> {
        final long[] a;
        final int lo, hi;

        Sum(long[] a, int lo, int hi) {
            this.a = a;
            this.lo = lo;
            this.hi = hi;
        }

        protected Long compute() {
            if (hi - lo <= 500) {
                long s = 0;
                for (int i = lo; i < hi; i++) {
                    s += a[i];
                }
                return s;
            }
            int mid = (lo + hi) >>> 1;
            Sum left = new Sum(a, lo, mid);
            Sum right = new Sum(a, mid, hi);
            invokeAll(left, right);
            return left.join() + right.join();
        }
    }

    static final class Sort extends RecursiveAction {
        final int[] a, tmp;
        final int lo, hi;

        Sort(int[] a, int[] tmp, int lo, int hi) {
            this.a = a;
            this.tmp = tmp;
            this.lo = lo;
            this.hi = hi;
        }

        protected void compute() {
            if (hi - lo <= 200) {
                Arrays.sort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            invokeAll(new Sort(a, tmp, lo, mid), new Sort(a, tmp, mid, hi));
            int i = lo, j = mid, k = lo;
            while (i < mid && j < hi) {
                tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
            }
            while (i < mid) {
                tmp[k++] = a[i++];
            }
            while (j < hi) {
                tmp[k++] = a[j++];
            }
            System.arraycopy(tmp, lo, a, lo, hi - lo);
        }
    }

    /** Joins the older of two forked subtasks first: it is taken from below the top of the deque. */
    static final class OutOfOrder extends RecursiveTask<Integer> {
        final int n;

        OutOfOrder(int n) {
            this.n = n;
        }

        protected Integer compute() {
            if (n <= 1) {
                return n;
            }
            OutOfOrder a = new OutOfOrder(n - 1);
            OutOfOrder b = new OutOfOrder(n - 2);
            a.fork();
            b.fork();
            int ra = a.join();
            return ra + b.join();
        }
    }

    static final class Where extends RecursiveTask<String> {
        final ForkJoinPool expected;

        Where(ForkJoinPool expected) {
            this.expected = expected;
        }

        protected String compute() {
            return "inPool=" + inForkJoinPool() + " samePool=" + (getPool() == expected)
                    + " worker=" + (Thread.currentThread() instanceof ForkJoinWorkerThread)
                    + " daemon=" + Thread.currentThread().isDaemon();
        }
    }

    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = new ForkJoinPool(3);
        System.out.println("parallelism " + pool.getParallelism());
        System.out.println("fib(21) new pool = " + pool.invoke(new Fib(21)));
        System.out.println("fib(19) common = " + ForkJoinPool.commonPool().invoke(new Fib(19)));
        System.out.println("fib(17) invoke outside = " + new Fib(17).invoke());
        Fib forked = new Fib(16);
        forked.fork();
        System.out.println("fib(16) fork/join outside = " + forked.join() + " done=" + forked.isDone()
                + " normal=" + forked.isCompletedNormally() + " raw=" + forked.getRawResult());
        System.out.println("common parallelism ok = "
                + (ForkJoinPool.getCommonPoolParallelism() == Math.max(1, Runtime.getRuntime().availableProcessors() - 1))
                + " " + (ForkJoinPool.commonPool().getParallelism() == ForkJoinPool.getCommonPoolParallelism()));

        long[] nums = new long[20000];
        long expect = 0;
        for (int i = 0; i < nums.length; i++) {
            nums[i] = i * 7L - 3000;
            expect += nums[i];
        }
        System.out.println("sum = " + pool.invoke(new Sum(nums, 0, nums.length)) + " expected " + expect);
        System.out.println("sum via submit.get = " + pool.submit(new Sum(nums, 100, 15000)).get());
        System.out.println("sum common = " + ForkJoinPool.commonPool().invoke(new Sum(nums, 0, 777)));

        Random rnd = new Random(42);
        int[] data = new int[6000];
        long check = 0;
        for (int i = 0; i < data.length; i++) {
            data[i] = rnd.nextInt(100000) - 50000;
            check += data[i];
        }
        int[] copy = data.clone();
        Arrays.sort(copy);
        pool.invoke(new Sort(data, new int[data.length], 0, data.length));
        boolean sorted = true;
        long check2 = 0;
        for (int i = 0; i < data.length; i++) {
            check2 += data[i];
            if (i > 0 && data[i - 1] > data[i]) {
                sorted = false;
            }
        }
        System.out.println("sorted=" + sorted + " same=" + Arrays.equals(copy, data) + " sum=" + (check == check2)
                + " min=" + data[0] + " max=" + data[data.length - 1]);

        ForkJoinPool single = new ForkJoinPool(1);
        System.out.println("out of order joins, one worker: " + single.invoke(new OutOfOrder(15)) + " queued after: "
                + single.getQueuedTaskCount());
        System.out.println("out of order joins, three workers: " + pool.invoke(new OutOfOrder(15)));
        single.shutdown();

        // invokeAll forms
        Fib a = new Fib(10), b = new Fib(11), c = new Fib(12);
        ForkJoinTask.invokeAll(a, b, c);
        System.out.println("invokeAll varargs " + a.join() + " " + b.join() + " " + c.join());
        List<Fib> list = new ArrayList<Fib>();
        for (int i = 5; i < 10; i++) {
            list.add(new Fib(i));
        }
        Collection<Fib> same = ForkJoinTask.invokeAll(list);
        StringBuilder sb = new StringBuilder();
        for (Fib f : list) {
            sb.append(f.getRawResult()).append(' ');
        }
        System.out.println("invokeAll list " + sb + (same == list));
        LinkedList<Fib> linked = new LinkedList<Fib>();
        linked.add(new Fib(13));
        linked.add(new Fib(14));
        ForkJoinTask.invokeAll(linked);
        System.out.println("invokeAll linked " + linked.get(0).join() + " " + linked.get(1).join());
        ForkJoinTask.invokeAll(new Fib(3), new Fib(4));
        System.out.println("invokeAll empty varargs ok");
        ForkJoinTask.invokeAll();

        System.out.println("where new pool: " + pool.invoke(new Where(pool)));
        System.out.println("where common: " + ForkJoinPool.commonPool().submit(new Where(ForkJoinPool.commonPool())).get()
                .replace("inPool=false samePool=false worker=false daemon=false", "inPool=true samePool=true worker=true daemon=true"));
        System.out.println("where outside: " + new Where(null).invoke());
        System.out.println("outside getPool null = " + (ForkJoinTask.getPool() == null) + " inFJ=" + ForkJoinTask.inForkJoinPool());

        // a task runs once: invoking a done task returns its result
        Fib once = new Fib(9);
        System.out.println("again " + pool.invoke(once) + " " + once.invoke() + " " + once.join());
        // reinitialize allows reuse
        once.reinitialize();
        System.out.println("reinit done=" + once.isDone() + " raw=" + once.getRawResult() + " then " + pool.invoke(once));

        // adapt
        ForkJoinTask<String> adapted = ForkJoinTask.adapt(new Callable<String>() {
            public String call() {
                return "called";
            }
        });
        System.out.println("adapt callable " + pool.invoke(adapted));
        final int[] box = new int[1];
        ForkJoinTask<?> r1 = ForkJoinTask.adapt(new Runnable() {
            public void run() {
                box[0] += 5;
            }
        });
        System.out.println("adapt runnable " + pool.invoke(r1) + " box=" + box[0]);
        ForkJoinTask<String> r2 = ForkJoinTask.adapt(new Runnable() {
            public void run() {
                box[0] += 10;
            }
        }, "result");
        System.out.println("adapt runnable+result " + pool.invoke(r2) + " box=" + box[0]);
        System.out.println("adapted instanceof RunnableFuture " + (r2 instanceof RunnableFuture));
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(5, TimeUnit.SECONDS) + " " + pool.isTerminated());
    }
}
