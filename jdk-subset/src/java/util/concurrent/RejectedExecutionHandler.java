package java.util.concurrent;

/** java.util.concurrent.RejectedExecutionHandler: what a ThreadPoolExecutor does with a task it cannot take. */
public interface RejectedExecutionHandler {
    void rejectedExecution(Runnable r, ThreadPoolExecutor executor);
}
