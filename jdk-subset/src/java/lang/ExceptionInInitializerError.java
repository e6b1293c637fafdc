package java.lang;

/** java.lang.ExceptionInInitializerError: the VM creates it with (Throwable). */
public class ExceptionInInitializerError extends LinkageError {
    private static final long serialVersionUID = 1521711792217232256L;

    public ExceptionInInitializerError() {
        initCause(null);
    }

    public ExceptionInInitializerError(Throwable thrown) {
        super(null, thrown);
    }

    public ExceptionInInitializerError(String s) {
        super(s, null);
    }

    public Throwable getException() {
        return super.getCause();
    }
}
