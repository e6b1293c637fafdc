package java.lang;

/** InstantiationError: same constructors as the JDK class. */
public class InstantiationError extends IncompatibleClassChangeError {
    private static final long serialVersionUID = 1L;

    public InstantiationError() { super(); }

    public InstantiationError(String message) { super(message); }
}
