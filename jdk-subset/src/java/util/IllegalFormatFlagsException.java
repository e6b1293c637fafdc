package java.util;

/** java.util.IllegalFormatFlagsException. */
public class IllegalFormatFlagsException extends IllegalFormatException {
    private static final long serialVersionUID = 1L;

    private final String flags;

    public IllegalFormatFlagsException(String flags) {
        if (flags == null) {
            throw new NullPointerException();
        }
        this.flags = flags;
    }

    public String getFlags() {
        return flags;
    }

    public String getMessage() {
        return "Flags = '" + flags + "'";
    }
}
