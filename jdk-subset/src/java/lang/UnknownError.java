package java.lang;

/** UnknownError: same constructors as the JDK class. */
public class UnknownError extends VirtualMachineError {
    private static final long serialVersionUID = 1L;

    public UnknownError() { super(); }

    public UnknownError(String message) { super(message); }
}
