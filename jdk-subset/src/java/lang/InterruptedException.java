package java.lang;

/** InterruptedException: same constructors as the JDK class. */
public class InterruptedException extends Exception {
    private static final long serialVersionUID = 1L;

    public InterruptedException() { super(); }

    public InterruptedException(String message) { super(message); }
}
