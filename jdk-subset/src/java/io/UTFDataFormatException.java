package java.io;

/** UTFDataFormatException: malformed or too long modified UTF-8 (readUTF/writeUTF). */
public class UTFDataFormatException extends IOException {
    private static final long serialVersionUID = 420743449228280612L;

    public UTFDataFormatException() {
        super();
    }

    public UTFDataFormatException(String s) {
        super(s);
    }
}
