package java.lang;

/**
 * java.lang.NullPointerException. An NPE the VM raises (a null dereferenced by an instruction)
 * gets a "helpful" message (JEP 358) describing the failed action and what was null, computed
 * by the VM on first use from the exception's original backtrace (native getExtendedNPEMessage),
 * as JDK 17 does. An NPE created otherwise (Java code, reflection, natives) with no message gets
 * none.
 */
public class NullPointerException extends RuntimeException {
    private static final long serialVersionUID = 5162710183389028792L;

    /*
     * 0: no helpful message (the NPE was made by Java code, reflection or a native method);
     * 1: the VM raised it at a bytecode that met a null (it sets 1 once the NPE is built) and the
     * message can still be computed from the backtrace's throw site; 2: extendedMessage is final.
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
        // A new fill replaces the throw site: compute the message from it first.
        if (extendedMessageState == 1) {
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
