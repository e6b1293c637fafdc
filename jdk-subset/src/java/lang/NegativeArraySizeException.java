package java.lang;

/** NegativeArraySizeException: same constructors as the JDK class. */
public class NegativeArraySizeException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public NegativeArraySizeException() { super(); }

    public NegativeArraySizeException(String message) { super(message); }
}
