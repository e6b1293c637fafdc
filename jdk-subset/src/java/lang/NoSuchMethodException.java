package java.lang;

/** NoSuchMethodException: same constructors as the JDK class. */
public class NoSuchMethodException extends ReflectiveOperationException {
    private static final long serialVersionUID = 1L;

    public NoSuchMethodException() { super(); }

    public NoSuchMethodException(String message) { super(message); }
}
