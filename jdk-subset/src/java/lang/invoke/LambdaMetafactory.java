package java.lang.invoke;

/**
 * Stub of java.lang.invoke.LambdaMetafactory so that javac can compile lambdas and method
 * references. The VM recognises invokedynamic call sites bootstrapped by these methods and
 * links them itself; the methods are never called.
 */
public final class LambdaMetafactory {
    public static final int FLAG_SERIALIZABLE = 1 << 0;
    public static final int FLAG_MARKERS = 1 << 1;
    public static final int FLAG_BRIDGES = 1 << 2;

    private LambdaMetafactory() {
    }

    public static CallSite metafactory(MethodHandles.Lookup caller, String invokedName, MethodType invokedType,
                                       MethodType samMethodType, MethodHandle implMethod,
                                       MethodType instantiatedMethodType) throws LambdaConversionException {
        throw new UnsupportedOperationException("invokedynamic is linked by the VM");
    }

    public static CallSite altMetafactory(MethodHandles.Lookup caller, String invokedName, MethodType invokedType,
                                          Object... args) throws LambdaConversionException {
        throw new UnsupportedOperationException("invokedynamic is linked by the VM");
    }
}
