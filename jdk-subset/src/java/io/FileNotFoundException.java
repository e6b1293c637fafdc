package java.io;

/** FileNotFoundException: same constructors as the JDK class. */
public class FileNotFoundException extends IOException {
    private static final long serialVersionUID = 1L;

    public FileNotFoundException() { super(); }

    public FileNotFoundException(String message) { super(message); }
}
