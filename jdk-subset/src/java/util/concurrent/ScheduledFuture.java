package java.util.concurrent;

/** java.util.concurrent.ScheduledFuture: a delayed result-bearing action that can be cancelled. */
public interface ScheduledFuture<V> extends Delayed, Future<V> {
}
