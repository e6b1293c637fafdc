package jdk.internal.misc;

/**
 * The VM's atomic memory operations and thread parking, for java.util.concurrent (a small
 * subset of JDK 17's jdk.internal.misc.Unsafe, with the same names).
 *
 * Offsets are byte offsets from the start of an object: {@link #objectFieldOffset} for a field,
 * {@link #arrayBaseOffset} + index * {@link #arrayIndexScale} for an array element. Every
 * operation is sequentially consistent (Java volatile semantics). Unlike HotSpot's, the VM
 * checks that each access lies inside the object (InternalError otherwise).
 */
public final class Unsafe {
    private static final Unsafe theUnsafe = new Unsafe();

    private Unsafe() {
    }

    public static Unsafe getUnsafe() {
        return theUnsafe;
    }

    /** The offset of instance field {@code name} of {@code c} (or of a superclass). */
    public long objectFieldOffset(Class<?> c, String name) {
        if (c == null || name == null) {
            throw new NullPointerException();
        }
        return objectFieldOffset1(c, name);
    }

    /**
     * The field {@code name} that {@code c} itself declares (static or instance; inherited fields
     * are not looked at, as reflection's getDeclaredField), as its access flags (JVMS 4.5) in the
     * first char followed by its descriptor (char 0x40, then "I", for {@code volatile int}); null if
     * {@code c} declares no such field. The field updaters' stand-in for reflection.
     */
    public String declaredField(Class<?> c, String name) {
        if (c == null || name == null) {
            throw new NullPointerException();
        }
        return declaredField0(c, name);
    }

    private native String declaredField0(Class<?> c, String name);

    public int arrayBaseOffset(Class<?> arrayClass) {
        return arrayBaseOffset0(arrayClass);
    }

    public int arrayIndexScale(Class<?> arrayClass) {
        return arrayIndexScale0(arrayClass);
    }

    private native long objectFieldOffset1(Class<?> c, String name);

    private native int arrayBaseOffset0(Class<?> arrayClass);

    private native int arrayIndexScale0(Class<?> arrayClass);

    // ------------------------------------------------------------------ int

    public native boolean compareAndSetInt(Object o, long offset, int expected, int x);

    public native int getAndAddInt(Object o, long offset, int delta);

    public native int getAndSetInt(Object o, long offset, int newValue);

    public native int getIntVolatile(Object o, long offset);

    public native void putIntVolatile(Object o, long offset, int x);

    public final int compareAndExchangeInt(Object o, long offset, int expected, int x) {
        while (true) {
            int v = getIntVolatile(o, offset);
            if (v != expected || compareAndSetInt(o, offset, expected, x)) {
                return v;
            }
        }
    }

    // ------------------------------------------------------------------ long

    public native boolean compareAndSetLong(Object o, long offset, long expected, long x);

    public native long getAndAddLong(Object o, long offset, long delta);

    public native long getAndSetLong(Object o, long offset, long newValue);

    public native long getLongVolatile(Object o, long offset);

    public native void putLongVolatile(Object o, long offset, long x);

    public final long compareAndExchangeLong(Object o, long offset, long expected, long x) {
        while (true) {
            long v = getLongVolatile(o, offset);
            if (v != expected || compareAndSetLong(o, offset, expected, x)) {
                return v;
            }
        }
    }

    // ------------------------------------------------------------------ reference

    public native boolean compareAndSetReference(Object o, long offset, Object expected, Object x);

    public native Object getAndSetReference(Object o, long offset, Object newValue);

    public native Object getReferenceVolatile(Object o, long offset);

    public native void putReferenceVolatile(Object o, long offset, Object x);

    public final Object compareAndExchangeReference(Object o, long offset, Object expected, Object x) {
        while (true) {
            Object v = getReferenceVolatile(o, offset);
            if (v != expected || compareAndSetReference(o, offset, expected, x)) {
                return v;
            }
        }
    }

    // ------------------------------------------------------------------ parking

    /**
     * Blocks the current thread until its permit is available (consuming it), it is interrupted,
     * the time passes, or spuriously. {@code time} is a deadline in milliseconds since the epoch
     * when {@code isAbsolute}, else a timeout in nanoseconds (0: none).
     */
    public native void park(boolean isAbsolute, long time);

    /** Makes the permit of {@code thread} available; ignored for threads that are not alive. */
    public native void unpark(Object thread);

    /**
     * toyjvm's own (HotSpot has no such method): the caller, owner of {@code synchronizer}, has
     * just moved {@code thread} from one of its conditions to its acquire queue. The profilers
     * count the waiter as acquiring the lock from now on, as after {@code notify}; nothing else
     * happens, and nothing at all when no profiler runs.
     */
    public native void signalled(Object thread, Object synchronizer);

    /**
     * toyjvm's own: whether blame tracing is on, so that synchronizers should report their
     * shared holds ({@link #sharedAcquired}, {@link #sharedReleased}). Asked once, by
     * AbstractQueuedSynchronizer's static initializer.
     */
    public native boolean sharedHoldsTraced();

    /** toyjvm's own: the caller took a shared hold (a read lock) of {@code synchronizer}. */
    public native void sharedAcquired(Object synchronizer);

    /** toyjvm's own: the caller is about to give up a shared hold of {@code synchronizer}. */
    public native void sharedReleased(Object synchronizer);
}
