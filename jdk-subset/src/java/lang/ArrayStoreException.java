package java.lang;

/** ArrayStoreException: same constructors as the JDK class. */
public class ArrayStoreException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ArrayStoreException() { super(); }

    public ArrayStoreException(String message) { super(message); }
}
