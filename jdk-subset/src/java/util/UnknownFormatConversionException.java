package java.util;

/** java.util.UnknownFormatConversionException. */
public class UnknownFormatConversionException extends IllegalFormatException {
    private static final long serialVersionUID = 1L;

    private final String s;

    public UnknownFormatConversionException(String s) {
        if (s == null) {
            throw new NullPointerException();
        }
        this.s = s;
    }

    public String getConversion() {
        return s;
    }

    public String getMessage() {
        return "Conversion = '" + s + "'";
    }
}
