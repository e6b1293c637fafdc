import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.*;

// Parallel sum with ExecutorService.invokeAll over a list of Callables (each sums one slice),
// invokeAny returning some successful result, submit(Runnable, result), and an
// ExecutorCompletionService collecting results as they finish (printed sorted).
public class JucAppInvokeAll {
    public static void main(String[] args) throws Exception {
        final long[] numbers = new long[100000];
        for (int i = 0; i < numbers.length; i++) numbers[i] = i + 1;
        ExecutorService exec = Executors.newFixedThreadPool(4);
        List<Callable<Long>> tasks = new ArrayList<Callable<Long>>();
        int slices = 8;
        final int size = numbers.length / slices;
        for (int s = 0; s < slices; s++) {
            final int from = s * size, to = (s + 1) * size;
            tasks.add(new Callable<Long>() {
                public Long call() {
                    long sum = 0;
                    for (int i = from; i < to; i++) sum += numbers[i];
                    return sum;
                }
            });
        }
        List<Future<Long>> results = exec.invokeAll(tasks);
        long total = 0;
        StringBuilder parts = new StringBuilder();
        for (Future<Long> f : results) {
            if (!f.isDone()) System.out.println("not done after invokeAll?");
            total += f.get();
            parts.append(f.get()).append(' ');
        }
        System.out.println("parts " + parts.toString().trim());
        System.out.println("total " + total + " expected " + (100000L * 100001L / 2));

        // invokeAny: all tasks give the same answer, some fail first.
        List<Callable<String>> any = new ArrayList<Callable<String>>();
        for (int i = 0; i < 3; i++) {
            final int id = i;
            any.add(new Callable<String>() {
                public String call() throws Exception {
                    if (id < 2) throw new IllegalStateException("task " + id + " failed");
                    return "answer";
                }
            });
        }
        System.out.println("invokeAny " + exec.invokeAny(any));
        List<Callable<String>> allFail = new ArrayList<Callable<String>>();
        allFail.add(new Callable<String>() {
            public String call() {
                throw new UnsupportedOperationException("nope");
            }
        });
        try {
            exec.invokeAny(allFail);
        } catch (ExecutionException e) {
            System.out.println("invokeAny all failed: " + e.getCause().getClass().getName() + ": " + e.getCause().getMessage());
        }

        Future<String> fr = exec.submit(new Runnable() {
            public void run() {
            }
        }, "fixed result");
        System.out.println("submit(Runnable, result) " + fr.get());
        Future<?> fn = exec.submit(new Runnable() {
            public void run() {
            }
        });
        System.out.println("submit(Runnable) " + fn.get());

        CompletionService<Integer> cs = new ExecutorCompletionService<Integer>(exec);
        for (int i = 1; i <= 6; i++) {
            final int n = i;
            cs.submit(new Callable<Integer>() {
                public Integer call() throws Exception {
                    Thread.sleep((7 - n) * 3);
                    return n * n;
                }
            });
        }
        List<Integer> got = new ArrayList<Integer>();
        for (int i = 0; i < 6; i++) got.add(cs.take().get());
        java.util.Collections.sort(got);
        System.out.println("completion service " + got + ", poll now " + cs.poll());

        // invokeAll with a timeout that all tasks meet.
        List<Future<Long>> timed = exec.invokeAll(tasks, 10, TimeUnit.SECONDS);
        long t2 = 0;
        for (Future<Long> f : timed) t2 += f.get();
        System.out.println("timed invokeAll total " + t2 + " cancelled any " + timed.get(0).isCancelled());
        exec.shutdown();
        System.out.println("awaitTermination " + exec.awaitTermination(5, TimeUnit.SECONDS) + " isTerminated " + exec.isTerminated());
        try {
            exec.submit(new Callable<Integer>() {
                public Integer call() {
                    return 1;
                }
            });
        } catch (RejectedExecutionException e) {
            System.out.println("rejected after shutdown");
        }
    }
}
