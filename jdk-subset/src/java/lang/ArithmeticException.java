package java.lang;

/** ArithmeticException: same constructors as the JDK class. */
public class ArithmeticException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ArithmeticException() { super(); }

    public ArithmeticException(String message) { super(message); }
}
