package toyjvm;

/**
 * toyjvm only: look at an object's lock from Java. (Programs that use this class compile against
 * the jdk-subset and run on toyjvm; other JVMs do not have it.) Reading a lock's state changes
 * nothing: it does not hash, revoke or inflate.
 */
public final class Locks {
    private Locks() {}

    /** The object's mark word, raw. */
    public static native long markWord(Object o);

    /**
     * The mark word split into its fields, e.g. {@code [thread:1 | epoch:0 | age:0 | 1 | 01]}
     * for a biased mark or {@code [hash:0x1a2b3c | age:0 | 0 | 01]} for an unlocked one.
     */
    public static native String bits(Object o);

    /**
     * The lock state in words: {@code unlocked}, {@code anonymously biased},
     * {@code biased to "main" (epoch 0)}, {@code stack-locked by "main"},
     * {@code inflated (owner "main", 1 entering, 0 waiting)}.
     */
    public static native String state(Object o);

    /** Runs a safepoint now (where idle monitors are deflated), as {@code System.gc()} does. */
    public static void safepoint() {
        System.gc();
    }
}
