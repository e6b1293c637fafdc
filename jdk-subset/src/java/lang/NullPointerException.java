package java.lang;

/** java.lang.NullPointerException (no "helpful" messages are computed by the library). */
public class NullPointerException extends RuntimeException {
    private static final long serialVersionUID = 5162710183389028792L;

    public NullPointerException() {
        super();
    }

    public NullPointerException(String s) {
        super(s);
    }
}
