package java.lang;

/** InstantiationException: same constructors as the JDK class. */
public class InstantiationException extends ReflectiveOperationException {
    private static final long serialVersionUID = 1L;

    public InstantiationException() { super(); }

    public InstantiationException(String message) { super(message); }
}
