package java.lang;

/** NoClassDefFoundError: same constructors as the JDK class. */
public class NoClassDefFoundError extends LinkageError {
    private static final long serialVersionUID = 1L;

    public NoClassDefFoundError() { super(); }

    public NoClassDefFoundError(String message) { super(message); }
}
