package java.lang;

/**
 * java.lang.NullPointerException. An NPE the VM raises (a null dereferenced by an instruction)
 * gets a "helpful" message (JEP 358) describing the failed action and what was null, computed
 * by the VM on first use from the exception's original backtrace (native getExtendedNPEMessage),
 * as JDK 17 does. An NPE created by Java code with no message gets none: the VM recognises it
 * by the constructor call at the top of its backtrace.
 */
public class NullPointerException extends RuntimeException {
    private static final long serialVersionUID = 5162710183389028792L;

    /*
     * 0: the stack trace was never filled; 1: it holds the original throw site, from which the
     * message can still be computed; 2: extendedMessage is final (the VM also sets 2, with no
     * message, for an NPE a native method raises). Never initialised here: the Throwable
     * constructor's fillInStackTrace() runs before this class's field initialisers would.
     */
    private transient int extendedMessageState;
    private transient String extendedMessage;

    public NullPointerException() {
        super();
    }

    public NullPointerException(String s) {
        super(s);
    }

    public synchronized Throwable fillInStackTrace() {
        // A second fill replaces the throw site: compute the message from it first.
        if (extendedMessageState == 0) {
            extendedMessageState = 1;
        } else if (extendedMessageState == 1) {
            extendedMessage = getExtendedNPEMessage();
            extendedMessageState = 2;
        }
        return super.fillInStackTrace();
    }

    public String getMessage() {
        String message = super.getMessage();
        if (message == null) {
            synchronized (this) {
                if (extendedMessageState == 1) {
                    extendedMessage = getExtendedNPEMessage();
                    extendedMessageState = 2;
                }
                return extendedMessage;
            }
        }
        return message;
    }

    /** The helpful message for the throw site recorded in the backtrace, or null. */
    private native String getExtendedNPEMessage();
}
