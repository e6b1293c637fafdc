package java.io;

/** InterruptedIOException: same constructors as the JDK class. */
public class InterruptedIOException extends IOException {
    private static final long serialVersionUID = 1L;

    public InterruptedIOException() { super(); }

    public InterruptedIOException(String message) { super(message); }
}
