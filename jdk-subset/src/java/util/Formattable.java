package java.util;

/** java.util.Formattable: custom formatting for %s. */
public interface Formattable {
    void formatTo(Formatter formatter, int flags, int width, int precision);
}
