package java.lang;

/** IllegalStateException: same constructors as the JDK class. */
public class IllegalStateException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public IllegalStateException() { super(); }

    public IllegalStateException(String message) { super(message); }

    public IllegalStateException(String message, Throwable cause) { super(message, cause); }

    public IllegalStateException(Throwable cause) { super(cause); }
}
