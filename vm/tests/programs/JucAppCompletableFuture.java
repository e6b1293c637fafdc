import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.*;

// CompletableFuture pipelines as in blog posts: supplyAsync on a pool, thenApply/thenCompose,
// thenCombine of two prices, allOf to wait for many then join each, anyOf, exceptionally and
// handle for failures, whenComplete, join's CompletionException vs get's ExecutionException,
// completeExceptionally, obtrude-free manual completion, and getNow.
public class JucAppCompletableFuture {
    static int slowSquare(int x) {
        try {
            Thread.sleep(2);
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
        return x * x;
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(3);
        CompletableFuture<Integer> price = CompletableFuture.supplyAsync(() -> 120, pool);
        CompletableFuture<Double> rate = CompletableFuture.supplyAsync(() -> 1.5, pool);
        CompletableFuture<String> quote = price.thenCombine(rate, (p, r) -> p * r)
                .thenApply(v -> String.format("%.2f", v))
                .thenApply(s -> "quote=" + s);
        System.out.println(quote.get());

        CompletableFuture<Integer> composed = CompletableFuture.supplyAsync(() -> 6, pool)
                .thenCompose(x -> CompletableFuture.supplyAsync(() -> x * 7, pool));
        System.out.println("composed " + composed.join());

        List<CompletableFuture<Integer>> squares = new ArrayList<CompletableFuture<Integer>>();
        for (int i = 1; i <= 10; i++) {
            final int n = i;
            squares.add(CompletableFuture.supplyAsync(() -> slowSquare(n), pool));
        }
        CompletableFuture<Void> all = CompletableFuture.allOf(squares.toArray(new CompletableFuture[0]));
        all.join();
        int sum = 0;
        for (CompletableFuture<Integer> f : squares) sum += f.join();
        System.out.println("allOf done " + all.isDone() + " sum of squares " + sum);

        CompletableFuture<Object> first = CompletableFuture.anyOf(CompletableFuture.completedFuture("ready"),
                new CompletableFuture<String>());
        System.out.println("anyOf " + first.get());

        CompletableFuture<Integer> failing = CompletableFuture.supplyAsync(() -> {
            if (true) throw new IllegalArgumentException("bad input");
            return 1;
        }, pool);
        System.out.println("exceptionally " + failing.exceptionally(ex -> {
            System.out.println("  recovered from " + ex.getClass().getName() + " / " + ex.getCause().getMessage());
            return -1;
        }).join());
        System.out.println("handle " + failing.handle((v, ex) -> ex == null ? "value " + v : "error " + ex.getCause().getMessage()).join());
        try {
            failing.join();
        } catch (CompletionException e) {
            System.out.println("join threw CompletionException cause " + e.getCause().getClass().getName());
        }
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("get threw ExecutionException: " + e.getMessage());
        }
        System.out.println("isCompletedExceptionally " + failing.isCompletedExceptionally());

        CompletableFuture<String> manual = new CompletableFuture<String>();
        System.out.println("getNow " + manual.getNow("absent") + " done " + manual.isDone());
        final CompletableFuture<String> m2 = manual;
        Thread completer = new Thread(() -> m2.complete("hello from thread"));
        completer.start();
        System.out.println("manual " + manual.get(5, TimeUnit.SECONDS));
        completer.join();
        System.out.println("complete again " + manual.complete("x") + " value " + manual.join());

        CompletableFuture<String> boom = new CompletableFuture<String>();
        boom.completeExceptionally(new IllegalStateException("boom"));
        StringBuilder log = new StringBuilder();
        boom.whenComplete((v, ex) -> log.append("whenComplete saw ").append(ex.getMessage()))
                .exceptionally(ex -> null).join();
        System.out.println(log);
        CompletableFuture<Integer> chained = boom.thenApply(String::length);
        try {
            chained.join();
        } catch (CompletionException e) {
            System.out.println("dependent failed: " + e.getCause().getMessage());
        }

        CompletableFuture<Void> accept = CompletableFuture.supplyAsync(() -> "abc", pool)
                .thenAccept(s -> System.out.println("accepted " + s))
                .thenRun(() -> System.out.println("then run"));
        accept.get();

        CompletableFuture<String> timeout = new CompletableFuture<String>();
        try {
            timeout.get(10, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("timed out waiting");
        }
        System.out.println("cancel " + timeout.cancel(true) + " cancelled " + timeout.isCancelled());
        try {
            timeout.join();
        } catch (CancellationException e) {
            System.out.println("join after cancel: CancellationException");
        }
        pool.shutdown();
        pool.awaitTermination(5, TimeUnit.SECONDS);
        System.out.println("done");
    }
}
