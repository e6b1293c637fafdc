package java.lang;

/** NoSuchFieldException: same constructors as the JDK class. */
public class NoSuchFieldException extends ReflectiveOperationException {
    private static final long serialVersionUID = 1L;

    public NoSuchFieldException() { super(); }

    public NoSuchFieldException(String message) { super(message); }
}
