package java.lang.invoke;

/** Stub of java.lang.invoke.CallSite (invokedynamic is linked by the VM). */
public abstract class CallSite {
    CallSite() {
    }

    public abstract MethodHandle getTarget();

    public abstract void setTarget(MethodHandle newTarget);

    public abstract MethodHandle dynamicInvoker();

    public MethodType type() {
        return getTarget().type();
    }
}
