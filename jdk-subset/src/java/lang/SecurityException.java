package java.lang;

/** SecurityException: same constructors as the JDK class. */
public class SecurityException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public SecurityException() { super(); }

    public SecurityException(String message) { super(message); }

    public SecurityException(String message, Throwable cause) { super(message, cause); }

    public SecurityException(Throwable cause) { super(cause); }
}
