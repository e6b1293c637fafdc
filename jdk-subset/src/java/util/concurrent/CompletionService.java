package java.util.concurrent;

/**
 * java.util.concurrent.CompletionService: submits tasks and hands back their futures in the
 * order they complete.
 */
public interface CompletionService<V> {
    Future<V> submit(Callable<V> task);

    Future<V> submit(Runnable task, V result);

    Future<V> take() throws InterruptedException;

    Future<V> poll();

    Future<V> poll(long timeout, TimeUnit unit) throws InterruptedException;
}
