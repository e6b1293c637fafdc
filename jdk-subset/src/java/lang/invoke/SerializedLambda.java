package java.lang.invoke;

/**
 * java.lang.invoke.SerializedLambda: the data class javac's $deserializeLambda$ reads.
 * Serialization itself is not supported by this library.
 */
public final class SerializedLambda implements java.io.Serializable {
    private static final long serialVersionUID = 8025925345765570181L;

    private final Class<?> capturingClass;
    private final String functionalInterfaceClass;
    private final String functionalInterfaceMethodName;
    private final String functionalInterfaceMethodSignature;
    private final String implClass;
    private final String implMethodName;
    private final String implMethodSignature;
    private final int implMethodKind;
    private final String instantiatedMethodType;
    private final Object[] capturedArgs;

    public SerializedLambda(Class<?> capturingClass, String functionalInterfaceClass,
                            String functionalInterfaceMethodName, String functionalInterfaceMethodSignature,
                            int implMethodKind, String implClass, String implMethodName,
                            String implMethodSignature, String instantiatedMethodType, Object[] capturedArgs) {
        this.capturingClass = capturingClass;
        this.functionalInterfaceClass = functionalInterfaceClass;
        this.functionalInterfaceMethodName = functionalInterfaceMethodName;
        this.functionalInterfaceMethodSignature = functionalInterfaceMethodSignature;
        this.implMethodKind = implMethodKind;
        this.implClass = implClass;
        this.implMethodName = implMethodName;
        this.implMethodSignature = implMethodSignature;
        this.instantiatedMethodType = instantiatedMethodType;
        this.capturedArgs = (capturedArgs == null) ? new Object[0] : capturedArgs.clone();
    }

    public String getCapturingClass() {
        return capturingClass.getName().replace('.', '/');
    }

    public String getFunctionalInterfaceClass() {
        return functionalInterfaceClass;
    }

    public String getFunctionalInterfaceMethodName() {
        return functionalInterfaceMethodName;
    }

    public String getFunctionalInterfaceMethodSignature() {
        return functionalInterfaceMethodSignature;
    }

    public String getImplClass() {
        return implClass;
    }

    public String getImplMethodName() {
        return implMethodName;
    }

    public String getImplMethodSignature() {
        return implMethodSignature;
    }

    public int getImplMethodKind() {
        return implMethodKind;
    }

    public String getInstantiatedMethodType() {
        return instantiatedMethodType;
    }

    public int getCapturedArgCount() {
        return capturedArgs.length;
    }

    public Object getCapturedArg(int i) {
        return capturedArgs[i];
    }

    public String toString() {
        return "SerializedLambda[capturingClass=" + capturingClass + ", functionalInterfaceMethod="
                + functionalInterfaceClass + "." + functionalInterfaceMethodName + ":"
                + functionalInterfaceMethodSignature + ", implementation=" + implClass + "." + implMethodName
                + ":" + implMethodSignature + ", instantiatedMethodType=" + instantiatedMethodType
                + ", numCaptured=" + capturedArgs.length + "]";
    }
}
