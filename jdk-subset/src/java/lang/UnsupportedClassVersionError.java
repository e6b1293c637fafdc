package java.lang;

/** UnsupportedClassVersionError: same constructors as the JDK class. */
public class UnsupportedClassVersionError extends ClassFormatError {
    private static final long serialVersionUID = 1L;

    public UnsupportedClassVersionError() { super(); }

    public UnsupportedClassVersionError(String message) { super(message); }
}
