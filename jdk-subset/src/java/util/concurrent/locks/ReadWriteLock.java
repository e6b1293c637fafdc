package java.util.concurrent.locks;

/** java.util.concurrent.locks.ReadWriteLock: a pair of locks, one shared, one exclusive. */
public interface ReadWriteLock {
    Lock readLock();

    Lock writeLock();
}
