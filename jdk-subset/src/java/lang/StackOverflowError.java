package java.lang;

/** StackOverflowError: same constructors as the JDK class. */
public class StackOverflowError extends VirtualMachineError {
    private static final long serialVersionUID = 1L;

    public StackOverflowError() { super(); }

    public StackOverflowError(String message) { super(message); }
}
