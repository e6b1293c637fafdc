package java.lang;

/** IllegalAccessException: same constructors as the JDK class. */
public class IllegalAccessException extends ReflectiveOperationException {
    private static final long serialVersionUID = 1L;

    public IllegalAccessException() { super(); }

    public IllegalAccessException(String message) { super(message); }
}
