package java.lang;

/** IllegalAccessError: same constructors as the JDK class. */
public class IllegalAccessError extends IncompatibleClassChangeError {
    private static final long serialVersionUID = 1L;

    public IllegalAccessError() { super(); }

    public IllegalAccessError(String message) { super(message); }
}
