import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.*;

// CompletableFuture composition with deterministic results: apply/accept/run, compose, combine,
// acceptBoth, runAfterBoth, either (with one side already complete), the Async forms on the
// default executor and on a custom executor (counting its tasks), dependents added before and
// after completion, allOf/anyOf, getNumberOfDependents and toString of every state.
public class JucCfChains {
    static final AtomicInteger executed = new AtomicInteger();
    static final Executor counting = new Executor() {
        public void execute(Runnable r) {
            executed.incrementAndGet();
            new Thread(r, "custom").start();
        }
    };
    static final Executor direct = new Executor() {
        public void execute(Runnable r) {
            r.run();
        }
    };

    static String state(CompletableFuture<?> f) {
        String s = f.toString();
        return s.substring(s.indexOf('['));
    }

    public static void main(String[] args) throws Exception {
        CompletableFuture<Integer> src = new CompletableFuture<Integer>();
        System.out.println("new: " + state(src) + " done=" + src.isDone() + " deps=" + src.getNumberOfDependents()
                + " getNow=" + src.getNow(-1));
        final StringBuilder trace = new StringBuilder();
        CompletableFuture<Integer> plus = src.thenApply(x -> x + 1);
        CompletableFuture<String> str = plus.thenApply(x -> "v" + x);
        CompletableFuture<Void> acc = str.thenAccept(s -> trace.append("accept ").append(s).append(' '));
        CompletableFuture<Void> run = acc.thenRun(() -> trace.append("run "));
        System.out.println("with dependents: " + state(src) + " deps=" + src.getNumberOfDependents() + " plus " + state(plus));
        CompletableFuture<Integer> times = src.thenApply(x -> x * 10);
        System.out.println("two dependents: " + state(src));
        System.out.println("complete: " + src.complete(4) + " again: " + src.complete(5));
        System.out.println("chain: " + plus.join() + " " + str.join() + " " + acc.join() + " " + run.join() + " "
                + times.join() + " trace=" + trace);
        System.out.println("after: " + state(src) + " deps=" + src.getNumberOfDependents() + " " + state(run));

        // on an already complete future: runs at once, in this thread
        final String me = Thread.currentThread().getName();
        CompletableFuture<String> done = CompletableFuture.completedFuture("x");
        System.out.println("completed dependents: " + done.thenApply(s -> s + "y").getNow("absent")
                + " " + done.thenApply(s -> Thread.currentThread().getName().equals(me)).join());
        CompletableFuture<Object> nul = CompletableFuture.completedFuture(null);
        System.out.println("completed null: " + nul.join() + " " + state(nul) + " exc=" + nul.isCompletedExceptionally());

        // compose
        CompletableFuture<Integer> composed = CompletableFuture.completedFuture(6)
                .thenCompose(x -> CompletableFuture.completedFuture(x * 7));
        System.out.println("compose now: " + composed.join());
        CompletableFuture<String> inner = new CompletableFuture<String>();
        CompletableFuture<String> outer = new CompletableFuture<String>();
        CompletableFuture<String> later = outer.thenCompose(s -> inner.thenApply(t -> s + "+" + t));
        outer.complete("outer");
        System.out.println("compose pending: " + state(later) + " inner deps=" + inner.getNumberOfDependents());
        inner.complete("inner");
        System.out.println("compose later: " + later.join());

        // combine / acceptBoth / runAfterBoth
        CompletableFuture<Integer> a = new CompletableFuture<Integer>();
        CompletableFuture<Integer> b = new CompletableFuture<Integer>();
        CompletableFuture<Integer> sum = a.thenCombine(b, (x, y) -> x + y);
        final List<String> both = new ArrayList<String>();
        CompletableFuture<Void> ab = a.thenAcceptBoth(b, (x, y) -> both.add(x + "&" + y));
        CompletableFuture<Void> rb = a.runAfterBoth(b, () -> both.add("ran after both"));
        System.out.println("a deps=" + a.getNumberOfDependents() + " b deps=" + b.getNumberOfDependents());
        b.complete(20);
        System.out.println("one side: " + state(sum) + " both=" + both);
        a.complete(22);
        System.out.println("combine " + sum.join() + " both=" + both + " " + ab.isDone() + rb.isDone());
        System.out.println("combine completed: " + CompletableFuture.completedFuture("p")
                .thenCombine(CompletableFuture.completedFuture("q"), (x, y) -> x + y).join());

        // either
        CompletableFuture<String> slow = new CompletableFuture<String>();
        CompletableFuture<String> fast = new CompletableFuture<String>();
        CompletableFuture<String> either = slow.applyToEither(fast, s -> "first:" + s);
        final List<String> eitherLog = new ArrayList<String>();
        CompletableFuture<Void> acceptE = slow.acceptEither(fast, s -> eitherLog.add("accepted " + s));
        CompletableFuture<Void> runE = fast.runAfterEither(slow, () -> eitherLog.add("ran after either"));
        fast.complete("fast");
        slow.complete("slow");
        System.out.println("either " + either.join() + " " + eitherLog + " " + acceptE.isDone() + runE.isDone());
        CompletableFuture<String> pending = new CompletableFuture<String>();
        System.out.println("either with completed other: "
                + pending.applyToEither(CompletableFuture.completedFuture("ready"), s -> s.toUpperCase()).join()
                + " pending deps=" + pending.getNumberOfDependents());

        // async forms: default executor and a custom one
        CompletableFuture<Integer> sa = CompletableFuture.supplyAsync(() -> 21);
        System.out.println("supplyAsync " + sa.thenApplyAsync(x -> x * 2).join());
        final int[] side = new int[1];
        CompletableFuture.runAsync(() -> side[0] = 9).join();
        System.out.println("runAsync side=" + side[0]);
        executed.set(0);
        String custom = CompletableFuture.supplyAsync(() -> Thread.currentThread().getName(), counting)
                .thenApplyAsync(s -> s + "/" + Thread.currentThread().getName(), counting)
                .thenCombineAsync(CompletableFuture.completedFuture("!"), (x, y) -> x + y, counting)
                .join();
        System.out.println("custom executor: " + custom + " tasks=" + executed.get());
        executed.set(0);
        CompletableFuture<Integer> base = CompletableFuture.completedFuture(1);
        int total = base.thenApplyAsync(x -> x + 1, counting)
                .thenComposeAsync(x -> CompletableFuture.completedFuture(x * 10), counting)
                .handleAsync((x, t) -> x + 1, counting)
                .whenCompleteAsync((x, t) -> { }, counting)
                .join();
        base.thenAcceptAsync(x -> { }, counting).join();
        base.thenRunAsync(() -> { }, counting).join();
        base.thenAcceptBothAsync(base, (x, y) -> { }, counting).join();
        base.runAfterBothAsync(base, () -> { }, counting).join();
        base.applyToEitherAsync(base, x -> x, counting).join();
        base.acceptEitherAsync(base, x -> { }, counting).join();
        base.runAfterEitherAsync(base, () -> { }, counting).join();
        System.out.println("async chain " + total + " tasks=" + executed.get());
        System.out.println("direct executor " + CompletableFuture.supplyAsync(() -> "d", direct)
                .thenApplyAsync(s -> s + Thread.currentThread().getName().equals(me), direct).join());
        System.out.println("default async forms " + base.thenApplyAsync(x -> x + 1).thenAcceptAsync(x -> { })
                .thenRunAsync(() -> { }).thenCombineAsync(base, (x, y) -> y).thenComposeAsync(x -> CompletableFuture.completedFuture(x))
                .handleAsync((x, t) -> x).whenCompleteAsync((x, t) -> { })
                .applyToEitherAsync(new CompletableFuture<Integer>(), x -> x + 100).join());

        // allOf / anyOf
        List<CompletableFuture<Integer>> parts = new ArrayList<CompletableFuture<Integer>>();
        for (int i = 0; i < 5; i++) {
            parts.add(new CompletableFuture<Integer>());
        }
        CompletableFuture<Void> all = CompletableFuture.allOf(parts.toArray(new CompletableFuture<?>[0]));
        CompletableFuture<Object> any = CompletableFuture.anyOf(parts.toArray(new CompletableFuture<?>[0]));
        System.out.println("allOf " + state(all) + " anyOf " + state(any));
        parts.get(3).complete(33);
        System.out.println("one done: allOf " + state(all) + " anyOf=" + any.join());
        for (int i = 0; i < 5; i++) {
            parts.get(i).complete(i * 11);
        }
        int s = 0;
        for (CompletableFuture<Integer> p : parts) {
            s += p.join();
        }
        System.out.println("all done: " + all.join() + " " + state(all) + " sum=" + s);
        System.out.println("allOf() " + state(CompletableFuture.allOf()) + " anyOf() " + state(CompletableFuture.anyOf()));
        CompletableFuture<String> never = new CompletableFuture<String>();
        System.out.println("anyOf with one complete: "
                + CompletableFuture.anyOf(never, CompletableFuture.completedFuture("now")).join()
                + " never deps=" + never.getNumberOfDependents());
        CompletableFuture<String> single = new CompletableFuture<String>();
        CompletableFuture<Object> anySingle = CompletableFuture.anyOf(single);
        single.complete("only");
        System.out.println("anyOf(single) " + anySingle.join());
        List<CompletableFuture<String>> asyncs = new ArrayList<CompletableFuture<String>>();
        for (int i = 0; i < 4; i++) {
            final int k = i;
            asyncs.add(CompletableFuture.supplyAsync(() -> "r" + k));
        }
        CompletableFuture.allOf(asyncs.toArray(new CompletableFuture<?>[0])).join();
        StringBuilder rs = new StringBuilder();
        for (CompletableFuture<String> f : asyncs) {
            rs.append(f.getNow("?"));
        }
        System.out.println("allOf async " + rs);
        System.out.println("toCompletableFuture same " + (sa.toCompletableFuture() == sa));
        CompletionStage<Integer> stage = CompletableFuture.completedFuture(5);
        System.out.println("stage " + stage.thenApply(x -> x + 1).toCompletableFuture().join());
    }
}
