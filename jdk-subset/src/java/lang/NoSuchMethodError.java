package java.lang;

/** NoSuchMethodError: same constructors as the JDK class. */
public class NoSuchMethodError extends IncompatibleClassChangeError {
    private static final long serialVersionUID = 1L;

    public NoSuchMethodError() { super(); }

    public NoSuchMethodError(String message) { super(message); }
}
