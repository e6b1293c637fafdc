package java.util.concurrent;

/** java.util.concurrent.ThreadFactory: creates threads on demand. */
public interface ThreadFactory {
    Thread newThread(Runnable r);
}
