import java.util.*;
import java.util.concurrent.*;

// Executors.newWorkStealingPool: a ForkJoinPool behind the ExecutorService interface. Exact sums
// from submitted callables and invokeAll, an exception in a task surfacing as
// ExecutionException, daemon worker threads, shutdown and awaitTermination.
public class JucExecWorkStealing {
    public static void main(String[] args) throws Exception {
        ExecutorService ws = Executors.newWorkStealingPool(3);
        System.out.println("is ForkJoinPool: " + (ws instanceof ForkJoinPool) + " parallelism "
                + ((ForkJoinPool) ws).getParallelism() + " asyncMode " + ((ForkJoinPool) ws).getAsyncMode());
        List<Future<Long>> fs = new ArrayList<Future<Long>>();
        for (int t = 0; t < 40; t++) {
            final long base = t * 1000L;
            fs.add(ws.submit(new Callable<Long>() {
                public Long call() {
                    long s = 0;
                    for (int i = 1; i <= 1000; i++) {
                        s += base + i;
                    }
                    return s;
                }
            }));
        }
        long total = 0;
        for (Future<Long> f : fs) {
            total += f.get();
        }
        System.out.println("sum = " + total);
        List<Callable<String>> named = new ArrayList<Callable<String>>();
        for (int i = 0; i < 5; i++) {
            final int k = i;
            named.add(new Callable<String>() {
                public String call() {
                    return "task" + k + (Thread.currentThread().isDaemon() ? " daemon" : " user");
                }
            });
        }
        for (Future<String> f : ws.invokeAll(named)) {
            System.out.println(f.get());
        }
        Future<Object> bad = ws.submit(new Callable<Object>() {
            public Object call() {
                throw new IllegalStateException("bad task");
            }
        });
        try {
            bad.get();
        } catch (ExecutionException e) {
            System.out.println("ExecutionException cause " + e.getCause().getClass().getName() + ": " + e.getCause().getMessage());
        }
        System.out.println("invokeAny = " + ws.invokeAny(named).substring(0, 4));
        ws.shutdown();
        System.out.println("terminated = " + ws.awaitTermination(10, TimeUnit.SECONDS) + " isShutdown=" + ws.isShutdown());
        try {
            ws.submit(new Runnable() {
                public void run() {
                }
            });
        } catch (RejectedExecutionException e) {
            System.out.println("submit after shutdown -> RejectedExecutionException");
        }
        ExecutorService def = Executors.newWorkStealingPool();
        System.out.println("default parallelism = available processors: "
                + (((ForkJoinPool) def).getParallelism() == Runtime.getRuntime().availableProcessors()));
        System.out.println("default pool result " + def.submit(new Callable<Integer>() {
            public Integer call() {
                return 6 * 7;
            }
        }).get());
        def.shutdown();
    }
}
