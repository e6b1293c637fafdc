import java.util.*;
import java.util.concurrent.*;

// Fork/join over a tree, like the "folder size" / "count words in documents" examples: a
// RecursiveTask per node forks its children with invokeAll(Collection) and sums their join()s.
// Then the failure side as users meet it: an exception in compute() rethrown by invoke()/join()
// with the same class and message, get() wrapping it in ExecutionException, isCompletedAbnormally
// and getException, a cancelled task, ForkJoinTask.adapt, and submit/execute on the pool.
public class JucAppForkJoinTree {
    static class Node {
        final String name;
        final long size;
        final List<Node> children = new ArrayList<Node>();

        Node(String name, long size) {
            this.name = name;
            this.size = size;
        }
    }

    static Node build(String name, int depth, Random r) {
        Node n = new Node(name, r.nextInt(1000));
        if (depth > 0) {
            int k = 1 + r.nextInt(4);
            for (int i = 0; i < k; i++) n.children.add(build(name + "/" + i, depth - 1, r));
        }
        return n;
    }

    static class SizeTask extends RecursiveTask<Long> {
        final Node node;

        SizeTask(Node node) {
            this.node = node;
        }

        protected Long compute() {
            long total = node.size;
            List<SizeTask> subs = new ArrayList<SizeTask>();
            for (Node c : node.children) subs.add(new SizeTask(c));
            for (SizeTask t : invokeAll(subs)) total += t.join();
            return total;
        }
    }

    static class CountTask extends RecursiveTask<Integer> {
        final Node node;
        final String failAt;

        CountTask(Node node, String failAt) {
            this.node = node;
            this.failAt = failAt;
        }

        protected Integer compute() {
            if (node.name.equals(failAt)) throw new IllegalStateException("corrupt node " + failAt);
            int n = 1;
            List<CountTask> subs = new ArrayList<CountTask>();
            for (Node c : node.children) {
                CountTask t = new CountTask(c, failAt);
                t.fork();
                subs.add(t);
            }
            for (CountTask t : subs) n += t.join();
            return n;
        }
    }

    // A ForkJoinTask rethrown in a thread other than the one that threw it is a copy of the
    // exception with the original as its cause (so it shows the joiner's stack); how many such
    // copies stack up depends on which worker ran which subtask. Print the innermost one.
    static String root(Throwable t) {
        while (t.getCause() != null && t.getCause().getClass() == t.getClass()) t = t.getCause();
        return t.getClass().getName() + ": " + t.getMessage();
    }

    static long seqSize(Node n) {
        long s = n.size;
        for (Node c : n.children) s += seqSize(c);
        return s;
    }

    static int seqCount(Node n) {
        int s = 1;
        for (Node c : n.children) s += seqCount(c);
        return s;
    }

    public static void main(String[] args) throws Exception {
        Node root = build("root", 6, new Random(3));
        ForkJoinPool pool = new ForkJoinPool(3);
        long size = pool.invoke(new SizeTask(root));
        System.out.println("tree nodes " + seqCount(root) + " size " + size + " sequential " + seqSize(root));
        System.out.println("count " + pool.invoke(new CountTask(root, "none")));

        CountTask failing = new CountTask(root, "root/0/1");
        try {
            pool.invoke(failing);
        } catch (IllegalStateException e) {
            System.out.println("invoke rethrew " + root(e));
        }
        System.out.println("abnormal " + failing.isCompletedAbnormally() + " normal " + failing.isCompletedNormally()
                + " exception " + failing.getException().getClass().getSimpleName() + " cancelled " + failing.isCancelled());
        try {
            failing.join();
        } catch (IllegalStateException e) {
            System.out.println("join rethrew: " + root(e));
        }
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("get wrapped: " + root(e.getCause()));
        }
        ForkJoinTask<Integer> sub = pool.submit(new CountTask(root, "root"));
        try {
            sub.get(5, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            System.out.println("submitted failure: " + root(e.getCause()));
        }

        CountTask never = new CountTask(root, "none");
        System.out.println("cancel unstarted " + never.cancel(true) + " cancelled " + never.isCancelled() + " done " + never.isDone());
        try {
            never.join();
        } catch (CancellationException e) {
            System.out.println("join cancelled: CancellationException");
        }

        ForkJoinTask<String> adapted = ForkJoinTask.adapt(new Callable<String>() {
            public String call() {
                return "callable in fj";
            }
        });
        System.out.println("adapt " + pool.invoke(adapted));
        final int[] ran = new int[1];
        ForkJoinTask<?> runnable = pool.submit(new Runnable() {
            public void run() {
                ran[0]++;
            }
        });
        runnable.get();
        System.out.println("submit(Runnable) ran " + ran[0] + " raw result " + runnable.getRawResult());
        final CountDownLatch executed = new CountDownLatch(1);
        pool.execute(new Runnable() {
            public void run() {
                executed.countDown();
            }
        });
        System.out.println("execute ran " + executed.await(5, TimeUnit.SECONDS));
        Future<Long> viaCallable = pool.submit(new Callable<Long>() {
            public Long call() {
                return seqSize(new Node("leaf", 7));
            }
        });
        System.out.println("submit(Callable) " + viaCallable.get());
        SizeTask t = new SizeTask(root);
        System.out.println("invoke() outside pool " + t.invoke() + " done " + t.isDone());
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(5, TimeUnit.SECONDS) + " isTerminated " + pool.isTerminated());
        try {
            pool.submit(new SizeTask(root));
        } catch (RejectedExecutionException e) {
            System.out.println("submit after shutdown: RejectedExecutionException");
        }
    }
}
