package java.lang;

/** ClassCastException: same constructors as the JDK class. */
public class ClassCastException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ClassCastException() { super(); }

    public ClassCastException(String message) { super(message); }
}
