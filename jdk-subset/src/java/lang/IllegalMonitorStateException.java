package java.lang;

/** IllegalMonitorStateException: same constructors as the JDK class. */
public class IllegalMonitorStateException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public IllegalMonitorStateException() { super(); }

    public IllegalMonitorStateException(String message) { super(message); }
}
