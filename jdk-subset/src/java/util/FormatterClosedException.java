package java.util;

/** java.util.FormatterClosedException. */
public class FormatterClosedException extends IllegalStateException {
    private static final long serialVersionUID = 18111216L;

    public FormatterClosedException() {
    }
}
