import java.io.IOException;
import java.util.*;
import java.util.concurrent.*;
import java.util.function.*;

// CompletableFuture failures: how exceptions travel down a chain (wrapped in CompletionException
// once), exceptionally/handle/whenComplete seeing them (and throwing their own), join versus get
// versus getNow wrapping, cancel, obtrudeValue/obtrudeException, completeExceptionally, allOf and
// anyOf with failures, and toString of exceptional states.
public class JucCfExceptions {
    static String describe(Throwable t) {
        if (t == null) {
            return "null";
        }
        String s = t.getClass().getName() + "(" + t.getMessage() + ")";
        if (t.getCause() != null && t.getCause() != t) {
            s += " <- " + describe(t.getCause());
        }
        for (Throwable sup : t.getSuppressed()) {
            s += " [suppressed " + describe(sup) + "]";
        }
        return s;
    }

    static String state(CompletableFuture<?> f) {
        String s = f.toString();
        return s.substring(s.indexOf('['));
    }

    static void show(String label, CompletableFuture<?> f) {
        StringBuilder sb = new StringBuilder(label).append(": ").append(state(f));
        sb.append(" done=").append(f.isDone()).append(" exc=").append(f.isCompletedExceptionally())
                .append(" cancelled=").append(f.isCancelled());
        try {
            sb.append("\n  join=").append(f.join());
        } catch (Throwable t) {
            sb.append("\n  join threw ").append(describe(t));
        }
        try {
            sb.append("\n  get=").append(f.get());
        } catch (Throwable t) {
            sb.append("\n  get threw ").append(describe(t));
        }
        try {
            sb.append("\n  getNow=").append(f.getNow(null));
        } catch (Throwable t) {
            sb.append("\n  getNow threw ").append(describe(t));
        }
        System.out.println(sb);
    }

    static <T> T fail(String m) {
        throw new IllegalStateException(m);
    }

    public static void main(String[] args) throws Exception {
        CompletableFuture<String> failed = CompletableFuture.supplyAsync(() -> fail("async boom"));
        try {
            failed.join();
        } catch (CompletionException e) {
            System.out.println("waited");
        }
        show("supplyAsync throws", failed);
        show("thenApply after failure", failed.thenApply(s -> s + "!"));
        show("exceptionally", failed.exceptionally(t -> "recovered from " + describe(t)));
        show("handle", failed.handle((v, t) -> "handled v=" + v + " t=" + describe(t)));
        final List<String> seen = new ArrayList<String>();
        CompletableFuture<String> wc = failed.whenComplete((v, t) -> seen.add("when v=" + v + " t=" + t.getClass().getName()));
        show("whenComplete", wc);
        System.out.println("seen " + seen);
        show("whenComplete throwing too", failed.whenComplete((v, t) -> {
            throw new IllegalArgumentException("in whenComplete");
        }));

        CompletableFuture<String> manual = new CompletableFuture<String>();
        CompletableFuture<String> dep = manual.thenApply(s -> s + "?");
        CompletableFuture<String> dep2 = dep.thenApply(s -> s + "!");
        CompletableFuture<String> rec = dep2.exceptionally(t -> "rec:" + t.getClass().getSimpleName() + ":" + t.getCause().getMessage());
        System.out.println("completeExceptionally " + manual.completeExceptionally(new IOException("disk")) + " again "
                + manual.completeExceptionally(new IOException("again")) + " complete " + manual.complete("late"));
        show("completeExceptionally(IOException)", manual);
        show("its dependent", dep);
        show("dependent of dependent", dep2);
        show("recovered", rec);
        System.out.println("same CompletionException down the chain: " + (getEx(dep) == getEx(dep2)));

        CompletableFuture<String> ok = CompletableFuture.completedFuture("fine");
        show("thenApply throws", ok.thenApply(s -> fail("apply " + s)));
        show("thenAccept throws", ok.thenAccept(s -> fail("accept")));
        show("thenCompose throws", ok.thenCompose(s -> fail("compose")));
        show("thenCompose to failed", ok.thenCompose(s -> {
            CompletableFuture<String> f = new CompletableFuture<String>();
            f.completeExceptionally(new ArithmeticException("inner"));
            return f;
        }));
        System.out.println("thenCompose null stage: " + getEx(ok.thenCompose(s -> null)).getCause().getClass().getName());
        show("handle ok", ok.handle((v, t) -> v + "/" + t));
        show("exceptionally not called", ok.exceptionally(t -> "never"));
        show("whenComplete throws on success", ok.whenComplete((v, t) -> {
            throw new UnsupportedOperationException("wc " + v);
        }));
        show("exceptionally throws", failed.exceptionally(t -> {
            throw new IllegalArgumentException("rethrown");
        }));
        show("handle throws a CompletionException", ok.handle((v, t) -> {
            throw new CompletionException("explicit", new Error("root"));
        }));

        // combine / either with failures
        CompletableFuture<Integer> one = CompletableFuture.completedFuture(1);
        CompletableFuture<Integer> bad = new CompletableFuture<Integer>();
        bad.completeExceptionally(new ArithmeticException("bad side"));
        show("combine with failed", one.thenCombine(bad, (x, y) -> x + y));
        show("combine fn throws", one.thenCombine(one, (x, y) -> x / 0));
        show("either failed first", bad.applyToEither(new CompletableFuture<Integer>(), x -> x));
        show("allOf with failure", CompletableFuture.allOf(one, bad, CompletableFuture.completedFuture("z").thenApply(x -> x)));
        CompletableFuture<Integer> p1 = new CompletableFuture<Integer>();
        CompletableFuture<Integer> p2 = new CompletableFuture<Integer>();
        CompletableFuture<Void> all = CompletableFuture.allOf(p1, p2);
        CompletableFuture<Object> any = CompletableFuture.anyOf(p1, p2);
        p2.completeExceptionally(new IllegalStateException("p2"));
        show("anyOf first failed", any);
        System.out.println("allOf still waiting: " + state(all));
        p1.complete(1);
        show("allOf then", all);

        // cancel
        CompletableFuture<String> c = new CompletableFuture<String>();
        CompletableFuture<String> cdep = c.thenApply(s -> s);
        System.out.println("cancel " + c.cancel(true) + " again " + c.cancel(false) + " complete " + c.complete("x"));
        show("cancelled", c);
        show("dependent of cancelled", cdep);
        System.out.println("cancel completed: " + ok.cancel(true));

        // obtrude
        CompletableFuture<String> o = CompletableFuture.completedFuture("first");
        o.obtrudeValue("second");
        show("obtrudeValue", o);
        o.obtrudeException(new IllegalStateException("obtruded"));
        show("obtrudeException", o);
        o.obtrudeValue(null);
        show("obtrudeValue(null)", o);
        try {
            o.obtrudeException(null);
        } catch (NullPointerException e) {
            System.out.println("obtrudeException(null) NPE");
        }
        try {
            new CompletableFuture<String>().completeExceptionally(null);
        } catch (NullPointerException e) {
            System.out.println("completeExceptionally(null) NPE");
        }
        try {
            ok.thenApply(null);
        } catch (NullPointerException e) {
            System.out.println("thenApply(null) NPE");
        }
        CompletableFuture<String> exc = new CompletableFuture<String>();
        exc.completeExceptionally(new CompletionException("already wrapped", new IOException("x")));
        show("completeExceptionally(CompletionException)", exc);
        CompletableFuture<String> cx = new CompletableFuture<String>();
        cx.completeExceptionally(new CancellationException("custom cancel"));
        show("completeExceptionally(CancellationException)", cx);
        CompletableFuture<String> noCause = new CompletableFuture<String>();
        noCause.completeExceptionally(new CompletionException("no cause", null));
        show("CompletionException without cause", noCause);
    }

    static Throwable getEx(CompletableFuture<?> f) {
        try {
            f.join();
            return null;
        } catch (Throwable t) {
            return t;
        }
    }
}
