package java.lang;

/** RuntimeException: same constructors as the JDK class. */
public class RuntimeException extends Exception {
    private static final long serialVersionUID = 1L;

    public RuntimeException() { super(); }

    public RuntimeException(String message) { super(message); }

    public RuntimeException(String message, Throwable cause) { super(message, cause); }

    public RuntimeException(Throwable cause) { super(cause); }

    protected RuntimeException(String message, Throwable cause, boolean enableSuppression, boolean writableStackTrace) {
        super(message, cause, enableSuppression, writableStackTrace);
    }
}
