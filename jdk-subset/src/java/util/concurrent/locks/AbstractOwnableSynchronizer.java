package java.util.concurrent.locks;

/**
 * java.util.concurrent.locks.AbstractOwnableSynchronizer: remembers which thread holds a
 * synchronizer exclusively. The VM reads {@code exclusiveOwnerThread} by name (thread dumps,
 * deadlock detection, the lock profilers), as HotSpot does, so its name and type are fixed.
 */
public abstract class AbstractOwnableSynchronizer implements java.io.Serializable {
    private static final long serialVersionUID = 3737899427754241961L;

    /** The exclusive holder; a plain field: owners set it under the synchronizer's own protocol. */
    private transient Thread exclusiveOwnerThread;

    protected AbstractOwnableSynchronizer() {
    }

    protected final void setExclusiveOwnerThread(Thread thread) {
        exclusiveOwnerThread = thread;
    }

    protected final Thread getExclusiveOwnerThread() {
        return exclusiveOwnerThread;
    }
}
