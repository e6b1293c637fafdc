package java.lang;

/** VirtualMachineError: same constructors as the JDK class. */
public class VirtualMachineError extends Error {
    private static final long serialVersionUID = 1L;

    public VirtualMachineError() { super(); }

    public VirtualMachineError(String message) { super(message); }

    public VirtualMachineError(String message, Throwable cause) { super(message, cause); }

    public VirtualMachineError(Throwable cause) { super(cause); }
}
