// bench-args: 14
// args: 10
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

// Benchmarks Game binary-trees: allocate and walk many short-lived perfect binary trees,
// the depths spread over a fixed thread pool, plus one long-lived tree.
public class CorpusBinaryTrees {
    private static final int MIN_DEPTH = 4;

    static final class TreeNode {
        final TreeNode left;
        final TreeNode right;

        TreeNode(TreeNode left, TreeNode right) {
            this.left = left;
            this.right = right;
        }

        int itemCheck() {
            if (left == null) {
                return 1;
            }
            return 1 + left.itemCheck() + right.itemCheck();
        }
    }

    static TreeNode bottomUpTree(int depth) {
        if (depth > 0) {
            return new TreeNode(bottomUpTree(depth - 1), bottomUpTree(depth - 1));
        }
        return new TreeNode(null, null);
    }

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        int maxDepth = Math.max(MIN_DEPTH + 2, n);
        int stretchDepth = maxDepth + 1;
        System.out.println("stretch tree of depth " + stretchDepth + "\t check: " + bottomUpTree(stretchDepth).itemCheck());

        TreeNode longLivedTree = bottomUpTree(maxDepth);

        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<String>> results = new ArrayList<>();
        for (int d = MIN_DEPTH; d <= maxDepth; d += 2) {
            final int depth = d;
            results.add(pool.submit(new Callable<String>() {
                public String call() {
                    int iterations = 1 << (maxDepth - depth + MIN_DEPTH);
                    int check = 0;
                    for (int i = 1; i <= iterations; ++i) {
                        check += bottomUpTree(depth).itemCheck();
                    }
                    return iterations + "\t trees of depth " + depth + "\t check: " + check;
                }
            }));
        }
        for (Future<String> f : results) {
            System.out.println(f.get());
        }
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.MINUTES);
        System.out.println("long lived tree of depth " + maxDepth + "\t check: " + longLivedTree.itemCheck());
    }
}
