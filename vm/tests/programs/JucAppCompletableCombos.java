import java.util.*;
import java.util.concurrent.*;
import java.util.function.*;

// More CompletableFuture: the async variants on a given executor (a single named thread, so
// "which thread ran it" is deterministic), thenAcceptBoth/runAfterBoth, applyToEither with one
// side that never completes, a recursive thenCompose chain, handleAsync/whenCompleteAsync,
// runAsync on the common pool, a fan-out/fan-in of futures collected in a list, toString states,
// obtrudeValue, getNumberOfDependents, and an exception from a thenCombine function.
public class JucAppCompletableCombos {
    static String mask(Object o) {
        return String.valueOf(o).replaceAll("@[0-9a-f]+", "@H");
    }

    static CompletableFuture<Integer> countdown(final int n, final Executor ex) {
        if (n == 0) return CompletableFuture.completedFuture(0);
        return CompletableFuture.supplyAsync(() -> n, ex).thenCompose(v -> countdown(n - 1, ex).thenApply(r -> r + v));
    }

    public static void main(String[] args) throws Exception {
        ExecutorService named = Executors.newSingleThreadExecutor(r -> new Thread(r, "cf-worker"));
        CompletableFuture<String> where = CompletableFuture.supplyAsync(() -> Thread.currentThread().getName(), named)
                .thenApplyAsync(s -> s + "," + Thread.currentThread().getName(), named);
        System.out.println("ran on " + where.get());

        CompletableFuture<Integer> a = CompletableFuture.supplyAsync(() -> 20, named);
        CompletableFuture<Integer> b = CompletableFuture.supplyAsync(() -> 22, named);
        final StringBuffer log = new StringBuffer();
        a.thenAcceptBoth(b, (x, y) -> log.append("both " + (x + y) + ";")).join();
        a.runAfterBoth(b, () -> log.append("after both;")).join();
        CompletableFuture<String> never = new CompletableFuture<String>();
        System.out.println(log + " either " + never.applyToEither(CompletableFuture.completedFuture("fast"), s -> s + "!").join());
        never.acceptEither(CompletableFuture.completedFuture("x"), s -> log.append("acceptEither " + s + ";")).join();
        never.runAfterEither(CompletableFuture.completedFuture("y"), () -> log.append("runAfterEither;")).join();
        System.out.println(log);

        System.out.println("recursive compose sum " + countdown(30, named).get(5, TimeUnit.SECONDS));

        CompletableFuture<String> h = CompletableFuture.<String>supplyAsync(() -> {
            throw new UnsupportedOperationException("not yet");
        }, named).handleAsync((v, t) -> "handled " + t.getCause().getMessage() + " on " + Thread.currentThread().getName(), named);
        System.out.println(h.get());
        final List<String> seen = Collections.synchronizedList(new ArrayList<String>());
        CompletableFuture.completedFuture("ok").whenCompleteAsync((v, t) -> seen.add(v + " " + t), named).get();
        System.out.println("whenCompleteAsync saw " + seen);

        final int[] ran = new int[1];
        CompletableFuture<Void> r = CompletableFuture.runAsync(() -> ran[0]++);
        r.get();
        System.out.println("runAsync ran " + ran[0] + " result " + r.get());

        List<CompletableFuture<String>> parts = new ArrayList<CompletableFuture<String>>();
        for (int i = 0; i < 8; i++) {
            final int n = i;
            parts.add(CompletableFuture.supplyAsync(() -> "p" + n, ForkJoinPool.commonPool()));
        }
        CompletableFuture<List<String>> joined = CompletableFuture.allOf(parts.toArray(new CompletableFuture<?>[0]))
                .thenApply(v -> {
                    List<String> out = new ArrayList<String>();
                    for (CompletableFuture<String> p : parts) out.add(p.join());
                    return out;
                });
        System.out.println("fan-in " + joined.get());

        CompletableFuture<String> pending = new CompletableFuture<String>();
        System.out.println(mask(pending));
        CompletableFuture<Integer> dep1 = pending.thenApply(String::length);
        pending.thenAccept(s -> { });
        System.out.println("dependents " + pending.getNumberOfDependents() + " " + mask(pending).replaceAll("\\d+ dependents", "N dependents"));
        pending.complete("hello");
        System.out.println(mask(pending) + " dep " + dep1.join() + " dependents now " + pending.getNumberOfDependents());
        pending.obtrudeValue("bye");
        System.out.println("obtruded " + pending.join());
        CompletableFuture<String> failed = new CompletableFuture<String>();
        failed.completeExceptionally(new RuntimeException("x"));
        System.out.println(mask(failed));
        failed.cancel(false);
        System.out.println("cancel after failure: cancelled " + failed.isCancelled());
        CompletableFuture<String> cancelled = new CompletableFuture<String>();
        cancelled.cancel(true);
        System.out.println("cancelled exceptionally " + cancelled.isCompletedExceptionally());

        CompletableFuture<Integer> bad = a.thenCombine(b, (x, y) -> x / (y - 22));
        try {
            bad.join();
        } catch (CompletionException e) {
            System.out.println("thenCombine threw " + e.getCause() + " / message " + e.getMessage());
        }
        try {
            CompletableFuture.supplyAsync(() -> { throw new IllegalStateException("direct"); }, named).get();
        } catch (ExecutionException e) {
            System.out.println("get: " + e.getMessage());
        }
        Supplier<String> s = () -> "supplied";
        System.out.println(CompletableFuture.supplyAsync(s, named).thenApply(String::toUpperCase).get());
        named.shutdown();
        System.out.println("terminated " + named.awaitTermination(5, TimeUnit.SECONDS));
    }
}
