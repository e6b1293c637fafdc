package java.lang;

/** Exception: same constructors as the JDK class. */
public class Exception extends Throwable {
    private static final long serialVersionUID = 1L;

    public Exception() { super(); }

    public Exception(String message) { super(message); }

    public Exception(String message, Throwable cause) { super(message, cause); }

    public Exception(Throwable cause) { super(cause); }

    protected Exception(String message, Throwable cause, boolean enableSuppression, boolean writableStackTrace) {
        super(message, cause, enableSuppression, writableStackTrace);
    }
}
