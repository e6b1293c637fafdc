package java.lang;

/** VerifyError: same constructors as the JDK class. */
public class VerifyError extends LinkageError {
    private static final long serialVersionUID = 1L;

    public VerifyError() { super(); }

    public VerifyError(String message) { super(message); }
}
