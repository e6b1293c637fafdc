package java.lang;

/** CloneNotSupportedException: same constructors as the JDK class. */
public class CloneNotSupportedException extends Exception {
    private static final long serialVersionUID = 1L;

    public CloneNotSupportedException() { super(); }

    public CloneNotSupportedException(String message) { super(message); }
}
