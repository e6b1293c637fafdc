package java.util.concurrent;

/** java.util.concurrent.RunnableFuture: a Future whose run() computes it. */
public interface RunnableFuture<V> extends Runnable, Future<V> {
    void run();
}
