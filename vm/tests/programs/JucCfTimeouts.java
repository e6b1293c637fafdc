import java.util.*;
import java.util.concurrent.*;

// CompletableFuture's Java 9 additions: orTimeout and completeOnTimeout (firing, and cancelled
// when the future completes first), delayedExecutor, failedFuture, completedStage/failedStage
// and minimalCompletionStage (a stage whose Future methods are unsupported), copy,
// completeAsync, newIncompleteFuture and defaultExecutor.
public class JucCfTimeouts {
    static String state(CompletableFuture<?> f) {
        String s = f.toString();
        return s.substring(s.indexOf('['));
    }

    static String outcome(CompletableFuture<?> f) {
        try {
            return "value " + f.join();
        } catch (CompletionException e) {
            return "CompletionException <- " + e.getCause().getClass().getName() + "(" + e.getCause().getMessage() + ")";
        } catch (CancellationException e) {
            return "CancellationException";
        }
    }

    public static void main(String[] args) throws Exception {
        CompletableFuture<String> timesOut = new CompletableFuture<String>();
        System.out.println("orTimeout returns this: " + (timesOut.orTimeout(20, TimeUnit.MILLISECONDS) == timesOut));
        System.out.println("orTimeout fired: " + outcome(timesOut) + " " + state(timesOut));
        CompletableFuture<String> fast = new CompletableFuture<String>();
        fast.orTimeout(5, TimeUnit.SECONDS);
        fast.complete("in time");
        System.out.println("orTimeout not needed: " + outcome(fast));
        CompletableFuture<String> dflt = new CompletableFuture<String>();
        dflt.completeOnTimeout("default", 20, TimeUnit.MILLISECONDS);
        System.out.println("completeOnTimeout fired: " + outcome(dflt));
        CompletableFuture<String> early = new CompletableFuture<String>();
        early.completeOnTimeout("default", 5, TimeUnit.SECONDS);
        early.complete("early");
        System.out.println("completeOnTimeout not needed: " + outcome(early));
        System.out.println("orTimeout on completed: " + outcome(CompletableFuture.completedFuture("done").orTimeout(1, TimeUnit.NANOSECONDS)));

        long start = System.nanoTime();
        CompletableFuture<String> delayed = CompletableFuture.supplyAsync(() -> "delayed",
                CompletableFuture.delayedExecutor(30, TimeUnit.MILLISECONDS));
        System.out.println("delayedExecutor: " + outcome(delayed) + " waited>=25ms "
                + (System.nanoTime() - start >= 25000000L));
        CompletableFuture<String> onDirect = CompletableFuture.supplyAsync(() -> "direct",
                CompletableFuture.delayedExecutor(10, TimeUnit.MILLISECONDS, Runnable::run));
        System.out.println("delayedExecutor(direct): " + outcome(onDirect));

        CompletableFuture<String> failed = CompletableFuture.failedFuture(new IllegalStateException("failed"));
        System.out.println("failedFuture: " + outcome(failed) + " " + state(failed));
        CompletionStage<String> stage = CompletableFuture.completedStage("staged");
        System.out.println("completedStage: " + outcome(stage.thenApply(s -> s + "!").toCompletableFuture()));
        CompletionStage<String> fstage = CompletableFuture.failedStage(new ArithmeticException("stage failed"));
        System.out.println("failedStage: " + outcome(fstage.toCompletableFuture()));
        CompletableFuture<String> minimal = (CompletableFuture<String>) CompletableFuture.completedFuture("m").minimalCompletionStage();
        String[] names = {"get", "join", "getNow", "complete", "isDone", "cancel", "getNumberOfDependents", "obtrudeValue"};
        for (String n : names) {
            try {
                switch (n) {
                    case "get": minimal.get(); break;
                    case "join": minimal.join(); break;
                    case "getNow": minimal.getNow("x"); break;
                    case "complete": minimal.complete("x"); break;
                    case "isDone": minimal.isDone(); break;
                    case "cancel": minimal.cancel(true); break;
                    case "getNumberOfDependents": minimal.getNumberOfDependents(); break;
                    default: minimal.obtrudeValue("x"); break;
                }
                System.out.println("minimal " + n + " allowed");
            } catch (UnsupportedOperationException e) {
                System.out.println("minimal " + n + ": UnsupportedOperationException " + e.getMessage());
            }
        }
        System.out.println("minimal dependent is minimal too: "
                + (minimal.thenApply(s -> s) instanceof CompletableFuture) + " "
                + outcome(minimal.thenApply(s -> s + "2").toCompletableFuture()));
        CompletableFuture<String> src = new CompletableFuture<String>();
        CompletionStage<String> pendingMinimal = src.minimalCompletionStage();
        src.complete("later");
        System.out.println("minimal of pending: " + outcome(pendingMinimal.toCompletableFuture()));

        CompletableFuture<String> orig = new CompletableFuture<String>();
        CompletableFuture<String> copy = orig.copy();
        copy.complete("copy completed");
        System.out.println("copy independent: orig done=" + orig.isDone() + " copy " + outcome(copy));
        orig.completeExceptionally(new UnsupportedOperationException("orig failed"));
        System.out.println("copy of failed: " + outcome(orig.copy()));
        CompletableFuture<String> ca = new CompletableFuture<String>();
        System.out.println("completeAsync: " + (ca.completeAsync(() -> "async supplied") == ca) + " " + outcome(ca));
        CompletableFuture<String> cae = new CompletableFuture<String>();
        cae.completeAsync(() -> "on executor", Runnable::run);
        System.out.println("completeAsync(executor): " + outcome(cae));
        System.out.println("newIncompleteFuture: " + state(ca.newIncompleteFuture())
                + " defaultExecutor non-null: " + (ca.defaultExecutor() != null));
    }
}
