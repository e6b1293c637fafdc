package java.util;

/** java.util.UnknownFormatFlagsException. */
public class UnknownFormatFlagsException extends IllegalFormatException {
    private static final long serialVersionUID = 1L;

    private final String flags;

    public UnknownFormatFlagsException(String flags) {
        if (flags == null) {
            throw new NullPointerException();
        }
        this.flags = flags;
    }

    public String getFlags() {
        return flags;
    }

    public String getMessage() {
        return "Flags = " + flags;
    }
}
