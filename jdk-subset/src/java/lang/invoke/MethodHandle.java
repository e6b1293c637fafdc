package java.lang.invoke;

/**
 * Stub of java.lang.invoke.MethodHandle: present so that javac can compile lambdas; the
 * signature-polymorphic invoke/invokeExact are not provided.
 */
public abstract class MethodHandle {
    MethodHandle() {
    }

    public abstract MethodType type();
}
