package java.util.concurrent;

/** java.util.concurrent.CompletionException. */
public class CompletionException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    protected CompletionException() {
    }

    protected CompletionException(String message) {
        super(message);
    }

    public CompletionException(String message, Throwable cause) {
        super(message, cause);
    }

    public CompletionException(Throwable cause) {
        super(cause);
    }
}
