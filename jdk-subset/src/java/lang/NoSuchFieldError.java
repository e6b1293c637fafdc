package java.lang;

/** NoSuchFieldError: same constructors as the JDK class. */
public class NoSuchFieldError extends IncompatibleClassChangeError {
    private static final long serialVersionUID = 1L;

    public NoSuchFieldError() { super(); }

    public NoSuchFieldError(String message) { super(message); }
}
