package java.lang;

/** OutOfMemoryError: same constructors as the JDK class. */
public class OutOfMemoryError extends VirtualMachineError {
    private static final long serialVersionUID = 1L;

    public OutOfMemoryError() { super(); }

    public OutOfMemoryError(String message) { super(message); }
}
