package java.nio.charset;

public final class StandardCharsets {
    private StandardCharsets() {
    }

    public static final Charset US_ASCII = new Charset.Std("US-ASCII", "iso-ir-6", "ANSI_X3.4-1986",
            "ISO_646.irv:1991", "ASCII", "ISO646-US", "us", "IBM367", "cp367", "csASCII", "default", "646",
            "iso_646.irv:1983", "ANSI_X3.4-1968", "ascii7");
    public static final Charset ISO_8859_1 = new Charset.Std("ISO-8859-1", "iso-ir-100", "ISO_8859-1",
            "latin1", "l1", "IBM819", "cp819", "csISOLatin1", "819", "IBM-819", "ISO8859_1", "ISO_8859-1:1987",
            "ISO_8859_1", "8859_1", "ISO8859-1");
    public static final Charset UTF_8 = new Charset.Std("UTF-8", "unicode-1-1-utf-8", "UTF8");
    public static final Charset UTF_16BE = new Charset.Std("UTF-16BE", "UTF_16BE", "ISO-10646-UCS-2",
            "X-UTF-16BE", "UnicodeBigUnmarked");
    public static final Charset UTF_16LE = new Charset.Std("UTF-16LE", "UTF_16LE", "X-UTF-16LE",
            "UnicodeLittleUnmarked");
    public static final Charset UTF_16 = new Charset.Std("UTF-16", "UTF_16", "utf16", "unicode", "UnicodeBig");
}
