package java.lang;

/** IllegalThreadStateException: same constructors as the JDK class. */
public class IllegalThreadStateException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public IllegalThreadStateException() { super(); }

    public IllegalThreadStateException(String message) { super(message); }
}
