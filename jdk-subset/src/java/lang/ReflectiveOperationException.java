package java.lang;

/** ReflectiveOperationException: same constructors as the JDK class. */
public class ReflectiveOperationException extends Exception {
    private static final long serialVersionUID = 1L;

    public ReflectiveOperationException() { super(); }

    public ReflectiveOperationException(String message) { super(message); }

    public ReflectiveOperationException(String message, Throwable cause) { super(message, cause); }

    public ReflectiveOperationException(Throwable cause) { super(cause); }
}
