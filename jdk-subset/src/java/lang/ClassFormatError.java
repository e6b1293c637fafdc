package java.lang;

/** ClassFormatError: same constructors as the JDK class. */
public class ClassFormatError extends LinkageError {
    private static final long serialVersionUID = 1L;

    public ClassFormatError() { super(); }

    public ClassFormatError(String message) { super(message); }
}
