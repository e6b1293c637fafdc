package java.lang;

/** ClassCircularityError: same constructors as the JDK class. */
public class ClassCircularityError extends LinkageError {
    private static final long serialVersionUID = 1L;

    public ClassCircularityError() { super(); }

    public ClassCircularityError(String message) { super(message); }
}
