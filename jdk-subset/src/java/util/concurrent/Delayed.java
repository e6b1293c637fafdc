package java.util.concurrent;

/** java.util.concurrent.Delayed: an object to act upon after a delay. */
public interface Delayed extends Comparable<Delayed> {
    long getDelay(TimeUnit unit);
}
