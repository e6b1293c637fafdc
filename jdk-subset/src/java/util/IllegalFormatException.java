package java.util;

/** java.util.IllegalFormatException: base of the Formatter's argument/format errors. */
public class IllegalFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 18830826L;

    IllegalFormatException() {
    }
}
