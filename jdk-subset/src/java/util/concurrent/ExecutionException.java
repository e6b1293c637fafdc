package java.util.concurrent;

/** java.util.concurrent.ExecutionException. */
public class ExecutionException extends Exception {
    private static final long serialVersionUID = 1L;

    protected ExecutionException() {
    }

    protected ExecutionException(String message) {
        super(message);
    }

    public ExecutionException(String message, Throwable cause) {
        super(message, cause);
    }

    public ExecutionException(Throwable cause) {
        super(cause);
    }
}
