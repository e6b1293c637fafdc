package java.util.concurrent;

/** java.util.concurrent.Callable: a task that returns a result and may throw. */
@FunctionalInterface
public interface Callable<V> {
    V call() throws Exception;
}
