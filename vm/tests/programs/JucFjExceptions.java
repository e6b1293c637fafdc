import java.io.IOException;
import java.util.*;
import java.util.concurrent.*;

// ForkJoinTask failure paths: what join/invoke/get throw when a task throws (an unchecked
// exception as itself; across threads a copy of the same class with the original as cause, as
// the JDK does), getException, completeExceptionally with checked and unchecked exceptions,
// cancel before running, complete/quietlyComplete, quietlyJoin/quietlyInvoke, timed get
// timeouts, tryUnfork, invokeAll rethrowing, and task tags.
public class JucFjExceptions {
    static final class Boom extends RuntimeException {
        Boom(String m) {
            super(m);
        }
    }

    static final class Thrower extends RecursiveTask<Integer> {
        final RuntimeException ex;

        Thrower(RuntimeException ex) {
            this.ex = ex;
        }

        protected Integer compute() {
            throw ex;
        }
    }

    static final class Divide extends RecursiveTask<Integer> {
        final int d;

        Divide(int d) {
            this.d = d;
        }

        protected Integer compute() {
            return 100 / d;
        }
    }

    static final class Slow extends RecursiveTask<String> {
        final CountDownLatch release;

        Slow(CountDownLatch release) {
            this.release = release;
        }

        protected String compute() {
            try {
                release.await();
            } catch (InterruptedException e) {
                return "interrupted";
            }
            return "slow done";
        }
    }

    static String describe(Throwable t) {
        if (t == null) {
            return "null";
        }
        String s = t.getClass().getName() + "(" + t.getMessage() + ")";
        if (t.getCause() != null && t.getCause() != t) {
            s += " <- " + describe(t.getCause());
        }
        return s;
    }

    static void join(String label, ForkJoinTask<?> t) {
        try {
            System.out.println(label + " join returned " + t.join());
        } catch (Throwable e) {
            System.out.println(label + " join threw " + describe(e));
        }
    }

    static void get(String label, ForkJoinTask<?> t) {
        try {
            System.out.println(label + " get returned " + t.get());
        } catch (Throwable e) {
            System.out.println(label + " get threw " + describe(e));
        }
    }

    static void state(String label, ForkJoinTask<?> t) {
        System.out.println(label + ": done=" + t.isDone() + " cancelled=" + t.isCancelled() + " normal="
                + t.isCompletedNormally() + " abnormal=" + t.isCompletedAbnormally() + " exception="
                + describe(t.getException()));
    }

    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = new ForkJoinPool(2);

        // thrown on a worker, joined by main: the JDK rethrows a copy made by the class's public
        // (Throwable) constructor, else its public no-arg one plus initCause, else the original
        Thrower ise = new Thrower(new IllegalStateException("bad state"));
        pool.execute(ise);
        join("ISE on worker", ise);
        get("ISE on worker", ise);
        state("ISE on worker", ise);
        Divide div = new Divide(0);
        pool.submit(div);
        join("ArithmeticException on worker", div);
        state("ArithmeticException on worker", div);
        Thrower boom = new Thrower(new Boom("custom"));
        pool.execute(boom);
        join("Boom on worker", boom);
        get("Boom on worker", boom);
        Thrower npe = new Thrower(new NullPointerException("npe msg"));
        pool.execute(npe);
        join("NPE on worker", npe);
        Thrower uoe = new Thrower(new UnsupportedOperationException("nope"));
        try {
            pool.invoke(uoe);
        } catch (UnsupportedOperationException e) {
            System.out.println("pool.invoke threw " + describe(e));
        }

        // thrown in the calling thread: the original comes back
        Thrower here = new Thrower(new IllegalArgumentException("here"));
        try {
            here.invoke();
        } catch (IllegalArgumentException e) {
            System.out.println("invoke in main threw " + describe(e));
        }
        join("after invoke in main", here);
        get("after invoke in main", here);
        state("after invoke in main", here);
        Divide div2 = new Divide(0);
        div2.quietlyInvoke();
        state("quietlyInvoke", div2);
        join("quietlyInvoke", div2);

        // completeExceptionally: unchecked as given, checked wrapped in RuntimeException
        Divide ce = new Divide(5);
        ce.completeExceptionally(new IOException("io"));
        state("completeExceptionally(IOException)", ce);
        join("completeExceptionally(IOException)", ce);
        get("completeExceptionally(IOException)", ce);
        Divide ce2 = new Divide(5);
        ce2.completeExceptionally(new Boom("given"));
        join("completeExceptionally(Boom)", ce2);
        System.out.println("invoke after completeExceptionally: ran=" + (ce2.getRawResult() != null));
        Divide ce3 = new Divide(5);
        ce3.completeExceptionally(new Error("an error"));
        join("completeExceptionally(Error)", ce3);

        // callable adapters wrap checked exceptions
        ForkJoinTask<String> checked = ForkJoinTask.adapt(new Callable<String>() {
            public String call() throws Exception {
                throw new IOException("from callable");
            }
        });
        try {
            checked.invoke();
        } catch (RuntimeException e) {
            System.out.println("adapted callable invoke threw " + describe(e));
        }
        ForkJoinTask<String> checked2 = pool.submit(new Callable<String>() {
            public String call() throws Exception {
                throw new IOException("submitted");
            }
        });
        get("submitted callable", checked2);

        // cancel
        Divide never = new Divide(1);
        System.out.println("cancel: " + never.cancel(true) + " again: " + never.cancel(false));
        state("cancelled", never);
        join("cancelled", never);
        get("cancelled", never);
        System.out.println("invoke cancelled: ran=" + (never.getRawResult() != null));
        Divide fine = new Divide(4);
        System.out.println("fine invoke " + fine.invoke() + " cancel after done: " + fine.cancel(true));
        state("fine", fine);

        // complete / quietlyComplete
        Divide completed = new Divide(0);
        completed.complete(77);
        state("complete(77)", completed);
        System.out.println("complete(77) join " + completed.join() + " invoke " + completed.invoke());
        Divide quiet = new Divide(0);
        quiet.quietlyComplete();
        System.out.println("quietlyComplete join " + quiet.join());
        Divide quiet2 = new Divide(0);
        pool.execute(quiet2);
        quiet2.quietlyJoin();
        state("quietlyJoin", quiet2);

        // timed get: times out while the task waits, then succeeds
        CountDownLatch release = new CountDownLatch(1);
        Slow slow = new Slow(release);
        pool.execute(slow);
        try {
            slow.get(30, TimeUnit.MILLISECONDS);
            System.out.println("no timeout?");
        } catch (TimeoutException e) {
            System.out.println("timed get threw " + describe(e));
        }
        System.out.println("zero timeout: ");
        try {
            slow.get(0, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            System.out.println("  " + describe(e));
        }
        release.countDown();
        System.out.println("then get " + slow.get(5, TimeUnit.SECONDS));

        // interrupted get from outside
        Thread.currentThread().interrupt();
        try {
            new Divide(1).get();
        } catch (InterruptedException e) {
            System.out.println("interrupted get threw " + describe(e) + " still=" + Thread.currentThread().isInterrupted());
        }
        Thread.currentThread().interrupt();
        Divide dj = new Divide(2);
        System.out.println("join ignores interrupt " + dj.invoke() + " still=" + Thread.interrupted());

        // invokeAll rethrows
        try {
            ForkJoinTask.invokeAll(new Divide(1), new Thrower(new Boom("in invokeAll")));
        } catch (Boom e) {
            System.out.println("invokeAll(2) threw " + describe(e));
        }
        Divide d1 = new Divide(1);
        Divide d0 = new Divide(0);
        try {
            pool.invoke(new RecursiveAction() {
                protected void compute() {
                    invokeAll(d1, d0, new Divide(3));
                }
            });
        } catch (ArithmeticException e) {
            System.out.println("invokeAll(3) in pool threw ArithmeticException, cause "
                    + (e.getCause() == null ? "none" : e.getCause().getClass().getName()));
        }
        state("d1", d1);
        state("d0 root", d0);
        try {
            ForkJoinTask.invokeAll(new Divide(1), null);
        } catch (NullPointerException e) {
            System.out.println("invokeAll null threw NPE");
        }

        // tryUnfork inside a worker: the last forked task comes back
        ForkJoinPool single = new ForkJoinPool(1);
        String unforked = single.invoke(new RecursiveTask<String>() {
            protected String compute() {
                Divide x = new Divide(10);
                x.fork();
                boolean un = x.tryUnfork();
                return "tryUnfork=" + un + " done=" + x.isDone() + " queued=" + getQueuedTaskCount()
                        + " invoke=" + x.invoke();
            }
        });
        System.out.println(unforked);
        single.shutdown();

        // tags
        Divide tagged = new Divide(1);
        System.out.println("tag " + tagged.getForkJoinTaskTag() + " set->" + tagged.setForkJoinTaskTag((short) 7)
                + " now " + tagged.getForkJoinTaskTag() + " cas(7,9)=" + tagged.compareAndSetForkJoinTaskTag((short) 7, (short) 9)
                + " cas(7,1)=" + tagged.compareAndSetForkJoinTaskTag((short) 7, (short) 1) + " now " + tagged.getForkJoinTaskTag());
        System.out.println("tagged invoke " + tagged.invoke() + " tag kept " + tagged.getForkJoinTaskTag());

        // exceptions do not break the pool
        System.out.println("pool still works " + pool.invoke(new Divide(20)));
        pool.shutdownNow();
        System.out.println("terminated " + pool.awaitTermination(5, TimeUnit.SECONDS));
    }
}
