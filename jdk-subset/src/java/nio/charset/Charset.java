package java.nio.charset;

/**
 * A named character set. Only the standard charsets are available (UTF-8, US-ASCII,
 * ISO-8859-1, UTF-16, UTF-16BE, UTF-16LE); encoding and decoding are done by String,
 * InputStreamReader and OutputStreamWriter by name.
 */
public abstract class Charset implements Comparable<Charset> {
    private final String name;
    private final String[] aliases;

    protected Charset(String canonicalName, String[] aliases) {
        this.name = canonicalName;
        this.aliases = aliases == null ? new String[0] : aliases;
    }

    static final class Std extends Charset {
        Std(String name, String... aliases) {
            super(name, aliases);
        }
    }

    /** Not a static field: StandardCharsets' initializer creates Charsets. */
    private static Charset[] all() {
        return new Charset[] {
            StandardCharsets.UTF_8, StandardCharsets.US_ASCII, StandardCharsets.ISO_8859_1,
            StandardCharsets.UTF_16, StandardCharsets.UTF_16BE, StandardCharsets.UTF_16LE,
        };
    }

    private static void checkName(String s) {
        int n = s.length();
        if (n == 0) {
            throw new IllegalCharsetNameException(s);
        }
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
                continue;
            }
            if (i > 0 && (c == '-' || c == '+' || c == ':' || c == '_' || c == '.')) {
                continue;
            }
            throw new IllegalCharsetNameException(s);
        }
    }

    private static Charset lookup(String charsetName) {
        if (charsetName == null) {
            throw new IllegalArgumentException("Null charset name");
        }
        checkName(charsetName);
        for (Charset cs : all()) {
            if (cs.name.equalsIgnoreCase(charsetName)) {
                return cs;
            }
            for (String a : cs.aliases) {
                if (a.equalsIgnoreCase(charsetName)) {
                    return cs;
                }
            }
        }
        return null;
    }

    public static boolean isSupported(String charsetName) {
        return lookup(charsetName) != null;
    }

    public static Charset forName(String charsetName) {
        Charset cs = lookup(charsetName);
        if (cs == null) {
            throw new UnsupportedCharsetException(charsetName);
        }
        return cs;
    }

    public static Charset defaultCharset() {
        return StandardCharsets.UTF_8;
    }

    public final String name() {
        return name;
    }

    public String displayName() {
        return name;
    }

    public final java.util.Set<String> aliases() {
        java.util.HashSet<String> s = new java.util.HashSet<>();
        for (String a : aliases) {
            s.add(a);
        }
        return java.util.Collections.unmodifiableSet(s);
    }

    public final boolean isRegistered() {
        return true;
    }

    public boolean canEncode() {
        return true;
    }

    public final int compareTo(Charset that) {
        return name().compareToIgnoreCase(that.name());
    }

    public final int hashCode() {
        return name().hashCode();
    }

    public final boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof Charset)) {
            return false;
        }
        return name.equals(((Charset) ob).name());
    }

    public final String toString() {
        return name();
    }
}
