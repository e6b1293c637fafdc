package java.io;

/** EOFException: same constructors as the JDK class. */
public class EOFException extends IOException {
    private static final long serialVersionUID = 1L;

    public EOFException() { super(); }

    public EOFException(String message) { super(message); }
}
