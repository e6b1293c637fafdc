import java.util.*;
import java.util.concurrent.*;

// Executors.newWorkStealingPool (JDK 8) running many small Callables with invokeAll, as in the
// "Java 8 concurrency tutorial" blog posts.
public class JucAppWorkStealing {
    public static void main(String[] args) throws Exception {
        ExecutorService executor = Executors.newWorkStealingPool();
        List<Callable<String>> callables = Arrays.asList(() -> "task1", () -> "task2", () -> "task3");
        StringBuilder sb = new StringBuilder();
        for (Future<String> f : executor.invokeAll(callables)) sb.append(f.get()).append(' ');
        System.out.println(sb.toString().trim());
        System.out.println("invokeAny " + executor.invokeAny(Arrays.asList(() -> "same", () -> "same")));
        ExecutorService two = Executors.newWorkStealingPool(2);
        System.out.println("is ForkJoinPool " + (two instanceof ForkJoinPool) + " parallelism " + ((ForkJoinPool) two).getParallelism());
        two.shutdown();
    }
}
