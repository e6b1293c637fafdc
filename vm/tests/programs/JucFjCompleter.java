import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

// CountedCompleter: a parallel for-each (pending counts, tryComplete), a map-reduce whose
// results meet in onCompletion, a search that completes the root early (quietlyCompleteRoot),
// exceptions travelling up to the root (onExceptionalCompletion), firstComplete/nextComplete,
// complete(value), and the pending-count accessors.
public class JucFjCompleter {
    static final class Doubler extends CountedCompleter<Void> {
        final int[] a;
        final int lo, hi;

        Doubler(CountedCompleter<?> parent, int[] a, int lo, int hi) {
            super(parent);
            this.a = a;
            this.lo = lo;
            this.hi = hi;
        }

        public void compute() {
            int l = lo, h = hi;
            while (h - l > 64) {
                int mid = (l + h) >>> 1;
                addToPendingCount(1);
                new Doubler(this, a, mid, h).fork();
                h = mid;
            }
            for (int i = l; i < h; i++) {
                a[i] *= 2;
            }
            tryComplete();
        }
    }

    static final class Summer extends CountedCompleter<Long> {
        final int[] a;
        final int lo, hi;
        Summer left, right;
        long result;
        final AtomicInteger completions;

        Summer(CountedCompleter<?> parent, int[] a, int lo, int hi, AtomicInteger completions) {
            super(parent);
            this.a = a;
            this.lo = lo;
            this.hi = hi;
            this.completions = completions;
        }

        public void compute() {
            if (hi - lo <= 100) {
                long s = 0;
                for (int i = lo; i < hi; i++) {
                    s += a[i];
                }
                result = s;
                tryComplete();
            } else {
                int mid = (lo + hi) >>> 1;
                left = new Summer(this, a, lo, mid, completions);
                right = new Summer(this, a, mid, hi, completions);
                setPendingCount(1);
                right.fork();
                left.compute();
            }
        }

        public void onCompletion(CountedCompleter<?> caller) {
            completions.incrementAndGet();
            if (left != null) {
                result = left.result + right.result;
            }
        }

        public Long getRawResult() {
            return result;
        }
    }

    static final class Searcher extends CountedCompleter<Integer> {
        final int[] a;
        final int lo, hi, target;
        final AtomicInteger found;

        Searcher(CountedCompleter<?> parent, int[] a, int lo, int hi, int target, AtomicInteger found) {
            super(parent);
            this.a = a;
            this.lo = lo;
            this.hi = hi;
            this.target = target;
            this.found = found;
        }

        public void compute() {
            int l = lo, h = hi;
            while (found.get() < 0 && h - l > 50) {
                int mid = (l + h) >>> 1;
                addToPendingCount(1);
                new Searcher(this, a, mid, h, target, found).fork();
                h = mid;
            }
            for (int i = l; i < h && found.get() < 0; i++) {
                if (a[i] == target && found.compareAndSet(-1, i)) {
                    quietlyCompleteRoot();
                    return;
                }
            }
            tryComplete();
        }

        public Integer getRawResult() {
            return found.get();
        }
    }

    static final class Failing extends CountedCompleter<Void> {
        final int depth;
        final List<String> log;

        Failing(CountedCompleter<?> parent, int depth, List<String> log) {
            super(parent);
            this.depth = depth;
            this.log = log;
        }

        public void compute() {
            if (depth == 3) {
                throw new IllegalStateException("leaf failed at depth " + depth);
            }
            setPendingCount(1);
            new Failing(this, depth + 1, log).fork();
            tryComplete();
        }

        public boolean onExceptionalCompletion(Throwable ex, CountedCompleter<?> caller) {
            // the root's own call comes after the root is complete (and joiners woke): not logged
            if (depth > 0) {
                log.add("depth " + depth + " sees " + ex.getMessage() + " from " + (caller == this ? "itself" : "child"));
            }
            return true;
        }
    }

    static final class Leaf extends CountedCompleter<String> {
        String value;

        Leaf(CountedCompleter<?> parent, int pending) {
            super(parent, pending);
        }

        public void compute() {
        }

        public String getRawResult() {
            return value;
        }

        protected void setRawResult(String v) {
            value = v;
        }

        public void onCompletion(CountedCompleter<?> caller) {
            value = value + "+onCompletion";
        }
    }

    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = new ForkJoinPool(3);
        int[] a = new int[5000];
        for (int i = 0; i < a.length; i++) {
            a[i] = i;
        }
        pool.invoke(new Doubler(null, a, 0, a.length));
        boolean ok = true;
        for (int i = 0; i < a.length; i++) {
            ok &= a[i] == 2 * i;
        }
        System.out.println("for-each doubled " + ok);
        new Doubler(null, a, 0, 1000).invoke();
        System.out.println("invoked outside: a[999]=" + a[999] + " a[1000]=" + a[1000]);

        AtomicInteger completions = new AtomicInteger();
        Summer sum = new Summer(null, a, 0, a.length, completions);
        System.out.println("map-reduce sum " + pool.invoke(sum) + " completions=" + completions.get()
                + " done=" + sum.isDone() + " normal=" + sum.isCompletedNormally());
        System.out.println("common pool sum " + ForkJoinPool.commonPool().invoke(new Summer(null, a, 0, 3000, new AtomicInteger())));

        int[] hay = new int[4000];
        for (int i = 0; i < hay.length; i++) {
            hay[i] = i % 1000 == 0 ? 0 : 1 + (i * 7919) % 100003;
        }
        hay[3217] = -5;
        System.out.println("search found at " + pool.invoke(new Searcher(null, hay, 0, hay.length, -5, new AtomicInteger(-1))));
        System.out.println("search missing " + pool.invoke(new Searcher(null, hay, 0, hay.length, -6, new AtomicInteger(-1))));

        List<String> log = Collections.synchronizedList(new ArrayList<String>());
        Failing root = new Failing(null, 0, log);
        try {
            pool.invoke(root);
        } catch (IllegalStateException e) {
            System.out.println("root threw " + e.getClass().getName() + ": " + e.getMessage()
                    + " cause " + (e.getCause() == null ? "none" : e.getCause().getMessage()));
        }
        List<String> sorted = new ArrayList<String>(log);
        Collections.sort(sorted);
        System.out.println("propagation " + sorted);
        System.out.println("root abnormal=" + root.isCompletedAbnormally() + " exception class="
                + root.getException().getClass().getName());

        // accessors and completion helpers, without a pool
        Leaf top = new Leaf(null, 2);
        Leaf mid = new Leaf(top, 1);
        Leaf bottom = new Leaf(mid, 0);
        System.out.println("pending " + top.getPendingCount() + " " + mid.getPendingCount() + " " + bottom.getPendingCount()
                + " root ok " + (bottom.getRoot() == top) + " completer ok " + (bottom.getCompleter() == mid)
                + " top completer " + top.getCompleter());
        bottom.tryComplete();
        System.out.println("after bottom.tryComplete: bottom done=" + bottom.isDone() + " mid pending=" + mid.getPendingCount()
                + " bottom value=" + bottom.value);
        mid.tryComplete();
        System.out.println("after mid.tryComplete: top pending=" + top.getPendingCount() + " mid done=" + mid.isDone());
        System.out.println("decrementUnlessZero " + top.decrementPendingCountUnlessZero() + " -> " + top.getPendingCount()
                + " cas(0,5) " + top.compareAndSetPendingCount(0, 5) + " cas(0,5) " + top.compareAndSetPendingCount(0, 5)
                + " -> " + top.getPendingCount());
        top.addToPendingCount(-5);
        System.out.println("firstComplete " + (top.firstComplete() == top) + " nextComplete of top " + top.nextComplete()
                + " top done=" + top.isDone());
        Leaf p2 = new Leaf(null, 1);
        Leaf c2 = new Leaf(p2, 0);
        System.out.println("nextComplete: " + c2.nextComplete() + " p2 pending " + p2.getPendingCount()
                + " again " + (c2.nextComplete() == p2));
        Leaf p3 = new Leaf(null, 3);
        Leaf c3 = new Leaf(p3, 0);
        c3.complete("direct");
        System.out.println("complete(value): " + c3.join() + " done=" + c3.isDone() + " parent pending " + p3.getPendingCount());
        Leaf p4 = new Leaf(null, 0);
        Leaf c4 = new Leaf(p4, 0);
        c4.propagateCompletion();
        System.out.println("propagateCompletion: child done=" + c4.isDone() + " root done=" + p4.isDone() + " root value=" + p4.value);
        Leaf p5 = new Leaf(null, 9);
        new Leaf(new Leaf(p5, 9), 9).quietlyCompleteRoot();
        System.out.println("quietlyCompleteRoot: root done=" + p5.isDone());
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(5, TimeUnit.SECONDS));
    }
}
