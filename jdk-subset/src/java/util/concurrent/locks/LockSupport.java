package java.util.concurrent.locks;

import jdk.internal.misc.Unsafe;

/**
 * java.util.concurrent.locks.LockSupport: one permit per thread, kept by the VM (HotSpot's
 * Parker semantics: the permit does not accumulate, park returns at once when it is available or
 * the thread is interrupted, and may return spuriously). The blocker is the Thread's
 * {@code parkBlocker} field, set around the park.
 */
public class LockSupport {
    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long PARKBLOCKER = U.objectFieldOffset(Thread.class, "parkBlocker");

    private LockSupport() {
    }

    private static void setBlocker(Thread t, Object arg) {
        U.putReferenceVolatile(t, PARKBLOCKER, arg);
    }

    /** Java 14. */
    public static void setCurrentBlocker(Object blocker) {
        U.putReferenceVolatile(Thread.currentThread(), PARKBLOCKER, blocker);
    }

    public static void unpark(Thread thread) {
        if (thread != null) {
            U.unpark(thread);
        }
    }

    public static void park(Object blocker) {
        Thread t = Thread.currentThread();
        setBlocker(t, blocker);
        try {
            U.park(false, 0L);
        } finally {
            setBlocker(t, null);
        }
    }

    public static void parkNanos(Object blocker, long nanos) {
        if (nanos > 0) {
            Thread t = Thread.currentThread();
            setBlocker(t, blocker);
            try {
                U.park(false, nanos);
            } finally {
                setBlocker(t, null);
            }
        }
    }

    public static void parkUntil(Object blocker, long deadline) {
        Thread t = Thread.currentThread();
        setBlocker(t, blocker);
        try {
            U.park(true, deadline);
        } finally {
            setBlocker(t, null);
        }
    }

    public static Object getBlocker(Thread t) {
        if (t == null) {
            throw new NullPointerException();
        }
        return U.getReferenceVolatile(t, PARKBLOCKER);
    }

    public static void park() {
        U.park(false, 0L);
    }

    public static void parkNanos(long nanos) {
        if (nanos > 0) {
            U.park(false, nanos);
        }
    }

    public static void parkUntil(long deadline) {
        U.park(true, deadline);
    }
}
