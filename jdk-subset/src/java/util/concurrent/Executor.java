package java.util.concurrent;

/** java.util.concurrent.Executor: runs a task, somewhere, some time. */
public interface Executor {
    void execute(Runnable command);
}
