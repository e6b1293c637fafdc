package java.lang;

/** AbstractMethodError: same constructors as the JDK class. */
public class AbstractMethodError extends IncompatibleClassChangeError {
    private static final long serialVersionUID = 1L;

    public AbstractMethodError() { super(); }

    public AbstractMethodError(String message) { super(message); }
}
