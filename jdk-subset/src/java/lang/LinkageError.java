package java.lang;

/** LinkageError: same constructors as the JDK class. */
public class LinkageError extends Error {
    private static final long serialVersionUID = 1L;

    public LinkageError() { super(); }

    public LinkageError(String message) { super(message); }

    public LinkageError(String message, Throwable cause) { super(message, cause); }
}
