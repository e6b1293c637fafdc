package java.io;

/**
 * Incremental char -> byte encoder used by PrintStream and OutputStreamWriter: UTF-8 (default),
 * ISO-8859-1 or US-ASCII. A high surrogate at the end of one call is kept until the next
 * call, as the JDK's stream encoder does; unpaired surrogates and unmappable chars become '?'.
 */
final class Utf8Encoder {
    static final int UTF8 = 0;
    static final int LATIN1 = 1;
    static final int ASCII = 2;

    private final int charset;
    private char pendingHigh;
    private byte[] buf = new byte[64];
    private int len;

    Utf8Encoder() {
        this(UTF8);
    }

    Utf8Encoder(int charset) {
        this.charset = charset;
    }

    /** Maps a charset name to UTF8/LATIN1/ASCII, or throws UnsupportedEncodingException. */
    /** The code for a Charset (only the three this encoder knows). */
    static int charsetOf(java.nio.charset.Charset cs) {
        try {
            return charsetFor(cs.name());
        } catch (UnsupportedEncodingException e) {
            throw new UnsupportedOperationException("charset " + cs.name() + " is not supported by this library");
        }
    }

    static int charsetFor(String name) throws UnsupportedEncodingException {
        if (name == null) {
            throw new NullPointerException("charsetName");
        }
        String n = name.toUpperCase().replace('_', '-');
        if (n.equals("UTF-8") || n.equals("UTF8")) {
            return UTF8;
        }
        if (n.equals("ISO-8859-1") || n.equals("ISO8859-1") || n.equals("LATIN1")) {
            return LATIN1;
        }
        if (n.equals("US-ASCII") || n.equals("ASCII")) {
            return ASCII;
        }
        throw new UnsupportedEncodingException(name);
    }

    private void ensure(int extra) {
        if (len + extra > buf.length) {
            byte[] n = new byte[Math.max(buf.length * 2, len + extra)];
            System.arraycopy(buf, 0, n, 0, len);
            buf = n;
        }
    }

    private char[] scratch = new char[64];

    /** Encodes the chars of s[off, off+count) into the internal buffer (after reset()). */
    void encode(CharSequence s, int off, int count) {
        if (s instanceof String) {
            // copy out once (System.arraycopy) instead of calling charAt per char
            if (scratch.length < count) {
                scratch = new char[Math.max(count, scratch.length * 2)];
            }
            ((String) s).getChars(off, off + count, scratch, 0);
            encode(scratch, 0, count);
            return;
        }
        ensure(count * 3 + 4);
        for (int i = off; i < off + count; i++) {
            put(s.charAt(i));
        }
    }

    void encode(char[] s, int off, int count) {
        ensure(count * 3 + 4);
        byte[] b = buf;
        int n = len;
        int end = off + count;
        int i = off;
        if (pendingHigh == 0) {
            // fast path for ASCII
            while (i < end) {
                char c = s[i];
                if (c >= 0x80) {
                    break;
                }
                b[n++] = (byte) c;
                i++;
            }
            len = n;
        }
        for (; i < end; i++) {
            put(s[i]);
        }
    }

    void encode(char c) {
        ensure(8);
        put(c);
    }

    private void put(char c) {
        byte[] b = buf;
        if (pendingHigh != 0) {
            char hi = pendingHigh;
            pendingHigh = 0;
            if (Character.isLowSurrogate(c)) {
                if (charset == UTF8) {
                    int cp = Character.toCodePoint(hi, c);
                    b[len++] = (byte) (0xf0 | (cp >> 18));
                    b[len++] = (byte) (0x80 | ((cp >> 12) & 0x3f));
                    b[len++] = (byte) (0x80 | ((cp >> 6) & 0x3f));
                    b[len++] = (byte) (0x80 | (cp & 0x3f));
                } else {
                    b[len++] = (byte) '?';
                }
                return;
            }
            b[len++] = (byte) '?';
        }
        if (c < 0x80) {
            b[len++] = (byte) c;
        } else if (charset != UTF8) {
            b[len++] = (byte) ((charset == LATIN1 && c <= 0xff) ? c : '?');
            if (Character.isHighSurrogate(c)) {
                len--;
                pendingHigh = c;
            }
        } else if (c < 0x800) {
            b[len++] = (byte) (0xc0 | (c >> 6));
            b[len++] = (byte) (0x80 | (c & 0x3f));
        } else if (Character.isHighSurrogate(c)) {
            pendingHigh = c;
        } else if (Character.isLowSurrogate(c)) {
            b[len++] = (byte) '?';
        } else {
            b[len++] = (byte) (0xe0 | (c >> 12));
            b[len++] = (byte) (0x80 | ((c >> 6) & 0x3f));
            b[len++] = (byte) (0x80 | (c & 0x3f));
        }
    }

    byte[] bytes() {
        return buf;
    }

    int length() {
        return len;
    }

    void reset() {
        len = 0;
    }

    /** Emits '?' for a dangling high surrogate (on close). */
    void finish() {
        if (pendingHigh != 0) {
            pendingHigh = 0;
            ensure(1);
            buf[len++] = (byte) '?';
        }
    }
}
