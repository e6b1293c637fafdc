package java.lang;

/** UnsatisfiedLinkError: same constructors as the JDK class. */
public class UnsatisfiedLinkError extends LinkageError {
    private static final long serialVersionUID = 1L;

    public UnsatisfiedLinkError() { super(); }

    public UnsatisfiedLinkError(String message) { super(message); }
}
