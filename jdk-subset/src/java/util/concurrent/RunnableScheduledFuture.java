package java.util.concurrent;

/** java.util.concurrent.RunnableScheduledFuture: a ScheduledFuture that is Runnable. */
public interface RunnableScheduledFuture<V> extends RunnableFuture<V>, ScheduledFuture<V> {
    boolean isPeriodic();
}
