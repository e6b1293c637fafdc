package java.lang;

/** IncompatibleClassChangeError: same constructors as the JDK class. */
public class IncompatibleClassChangeError extends LinkageError {
    private static final long serialVersionUID = 1L;

    public IncompatibleClassChangeError() { super(); }

    public IncompatibleClassChangeError(String message) { super(message); }
}
