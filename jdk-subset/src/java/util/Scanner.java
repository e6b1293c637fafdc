package java.util;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UnsupportedEncodingException;

/**
 * java.util.Scanner for the common uses: tokens separated by whitespace (Character.isWhitespace,
 * as the JDK's \p{javaWhitespace}+), nextLine/hasNextLine, and the typed next/hasNext methods with
 * the JDK's US-locale number syntax (optional sign, digits or comma-grouped digits, decimals with an
 * optional exponent, NaN/Infinity), the same exceptions (NoSuchElementException, "No line found",
 * InputMismatchException that leaves the token unread, IllegalStateException("Scanner closed")).
 *
 * Differences: useDelimiter(String/Pattern) and hasNext/next(String/Pattern) use String.split and
 * String.matches: with a custom delimiter the whole remaining input is read before the first token
 * is returned. No Locale, radix defaults, findInLine,
 * skip, match() or stream methods; the source is a Reader over an InputStream (UTF-8 by default) or
 * a String.
 */
public final class Scanner implements Iterator<String>, java.io.Closeable {
    private static final int BUFFER_SIZE = 1024;

    private Reader source;
    private char[] buf = new char[BUFFER_SIZE];
    /** buf[pos, limit) holds the unread input. */
    private int pos;
    private int limit;
    private boolean sourceClosed;
    private boolean closed;
    private IOException lastException;
    /** The custom delimiter regex, or null for whitespace. */
    private String delimiter;
    private int radix = 10;

    /** Bounds of the token found by findToken (valid until the buffer changes). */
    private int tokenStart;
    private int tokenEnd;

    public Scanner(InputStream source) {
        this(new InputStreamReader(Objects.requireNonNull(source, "source")));
    }

    public Scanner(InputStream source, String charsetName) {
        this(makeReader(Objects.requireNonNull(source, "source"), charsetName));
    }

    public Scanner(java.io.File source) throws java.io.FileNotFoundException {
        this(new InputStreamReader(new java.io.FileInputStream(source)));
    }

    /** The charset is checked first: an unknown one is IllegalArgumentException(name), as in the JDK. */
    public Scanner(java.io.File source, String charsetName) throws java.io.FileNotFoundException {
        this(fileReader(Objects.requireNonNull(source), Objects.requireNonNull(charsetName, "charsetName")));
    }

    private static Reader fileReader(java.io.File source, String charsetName) throws java.io.FileNotFoundException {
        try {
            new InputStreamReader(InputStream.nullInputStream(), charsetName);
        } catch (UnsupportedEncodingException e) {
            throw new IllegalArgumentException(charsetName);
        }
        return makeReader(new java.io.FileInputStream(source), charsetName);
    }

    public Scanner(InputStream source, java.nio.charset.Charset charset) {
        this(new InputStreamReader(Objects.requireNonNull(source, "source"), charset));
    }

    public Scanner(java.nio.file.Path source) throws IOException {
        this(java.nio.file.Files.newInputStream(source));
    }

    public Scanner(java.nio.file.Path source, java.nio.charset.Charset charset) throws IOException {
        this(java.nio.file.Files.newInputStream(source), charset);
    }

    public Scanner(String source) {
        this.source = null;
        this.buf = source.toCharArray();
        this.limit = buf.length;
        this.sourceClosed = true;
    }

    private Scanner(Reader source) {
        this.source = source;
    }

    private static Reader makeReader(InputStream source, String charsetName) {
        try {
            return new InputStreamReader(source, charsetName);
        } catch (UnsupportedEncodingException e) {
            throw new IllegalArgumentException(e);
        }
    }

    // ---------------- buffer management ----------------

    /** Reads more input into the buffer; returns false at end of input. */
    private boolean fill() {
        if (sourceClosed) {
            return false;
        }
        if (pos > 0) {
            System.arraycopy(buf, pos, buf, 0, limit - pos);
            limit -= pos;
            tokenStart -= pos;
            tokenEnd -= pos;
            pos = 0;
        }
        if (limit == buf.length) {
            buf = Arrays.copyOf(buf, buf.length * 2);
        }
        int n;
        try {
            n = source.read(buf, limit, buf.length - limit);
        } catch (IOException e) {
            lastException = e;
            n = -1;
        }
        if (n < 0) {
            sourceClosed = true;
            return false;
        }
        limit += n;
        return true;
    }

    /** True if buf[i] exists, reading more input if needed (i may move by pos when compacting). */
    private boolean available(int i) {
        while (i >= limit) {
            int oldPos = pos;
            if (!fill()) {
                return false;
            }
            i -= oldPos - pos;
        }
        return true;
    }

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("Scanner closed");
        }
    }

    // ---------------- tokens ----------------

    /** Finds the next token without consuming it; returns it, or null if there is none. */
    private String findToken() {
        if (delimiter != null) {
            return findDelimitedToken();
        }
        int i = pos;
        for (;;) {
            if (i >= limit) {
                int oldPos = pos;
                if (!fill()) {
                    return null;
                }
                i -= oldPos - pos;
                continue;
            }
            if (!Character.isWhitespace(buf[i])) {
                break;
            }
            i++;
        }
        int start = i;
        for (;;) {
            if (i >= limit) {
                int oldPos = pos;
                boolean more = fill();
                i -= oldPos - pos;
                start -= oldPos - pos;
                if (!more) {
                    break;
                }
                continue;
            }
            if (Character.isWhitespace(buf[i])) {
                break;
            }
            i++;
        }
        tokenStart = start;
        tokenEnd = i;
        return new String(buf, start, i - start);
    }

    /** Token search with a custom delimiter regex (reads the whole input first). */
    private String findDelimitedToken() {
        while (fill()) {
            // read everything
        }
        String rest = new String(buf, pos, limit - pos);
        if (rest.isEmpty()) {
            return null;
        }
        int skip = 0;
        String[] lead = rest.split(delimiter, 2);
        if (lead.length == 2 && lead[0].isEmpty()) {
            // the input starts with a delimiter: skip it
            skip = rest.length() - lead[1].length();
            rest = lead[1];
            if (rest.isEmpty()) {
                return null;
            }
        }
        String[] parts = rest.split(delimiter, 2);
        String token = parts[0];
        tokenStart = pos + skip;
        tokenEnd = tokenStart + token.length();
        return token;
    }

    private void consumeToken() {
        pos = tokenEnd;
    }

    public boolean hasNext() {
        ensureOpen();
        return findToken() != null;
    }

    public String next() {
        ensureOpen();
        String t = findToken();
        if (t == null) {
            throw new NoSuchElementException();
        }
        consumeToken();
        return t;
    }

    public boolean hasNext(String pattern) {
        ensureOpen();
        String t = findToken();
        return t != null && t.matches(pattern);
    }

    public String next(String pattern) {
        ensureOpen();
        String t = findToken();
        if (t == null) {
            throw new NoSuchElementException();
        }
        if (!t.matches(pattern)) {
            throw new InputMismatchException();
        }
        consumeToken();
        return t;
    }

    public void remove() {
        throw new UnsupportedOperationException();
    }

    public Scanner useDelimiter(String pattern) {
        delimiter = pattern;
        return this;
    }

    public Scanner useDelimiter(java.util.regex.Pattern pattern) {
        return useDelimiter(pattern.pattern());
    }

    public java.util.regex.Pattern delimiter() {
        return java.util.regex.Pattern.compile(delimiter == null ? "\\p{javaWhitespace}+" : delimiter);
    }

    public boolean hasNext(java.util.regex.Pattern pattern) {
        return hasNext(pattern.pattern());
    }

    public String next(java.util.regex.Pattern pattern) {
        return next(pattern.pattern());
    }

    public Scanner useRadix(int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new IllegalArgumentException("radix:" + radix);
        }
        this.radix = radix;
        return this;
    }

    public int radix() {
        return radix;
    }

    public Scanner reset() {
        delimiter = null;
        radix = 10;
        return this;
    }

    public IOException ioException() {
        return lastException;
    }

    public void close() {
        if (closed) {
            return;
        }
        if (source != null) {
            try {
                source.close();
            } catch (IOException e) {
                lastException = e;
            }
        }
        sourceClosed = true;
        closed = true;
    }

    // ---------------- lines ----------------

    private static boolean isLineSeparator(char c) {
        return c == '\n' || c == '\r' || c == '\u2028' || c == '\u2029' || c == '\u0085';
    }

    public boolean hasNextLine() {
        ensureOpen();
        return available(pos);
    }

    public String nextLine() {
        ensureOpen();
        if (!available(pos)) {
            throw new NoSuchElementException("No line found");
        }
        int i = pos;
        for (;;) {
            if (i >= limit) {
                int oldPos = pos;
                boolean more = fill();
                i -= oldPos - pos;
                if (!more) {
                    String line = new String(buf, pos, limit - pos);
                    pos = limit;
                    return line;
                }
                continue;
            }
            if (isLineSeparator(buf[i])) {
                break;
            }
            i++;
        }
        String line = new String(buf, pos, i - pos);
        char sep = buf[i];
        i++;
        if (sep == '\r') {
            int oldPos = pos;
            boolean more = available(i);
            i -= oldPos - pos;
            if (more && buf[i] == '\n') {
                i++;
            }
        }
        pos = i;
        return line;
    }

    // ---------------- typed tokens ----------------

    private static boolean isDigits(String s, int from, int to, int radix) {
        if (from >= to) {
            return false;
        }
        for (int i = from; i < to; i++) {
            if (Character.digit(s.charAt(i), radix) < 0) {
                return false;
            }
        }
        return true;
    }

    /** Digits, or (radix 10) a comma-grouped numeral like 1,234,567. */
    private static boolean isNumeral(String s, int from, int to, int radix) {
        if (isDigits(s, from, to, radix)) {
            return true;
        }
        if (radix != 10 || s.indexOf(',', from) < 0) {
            return false;
        }
        int firstComma = s.indexOf(',', from);
        if (firstComma >= to) {
            return false;
        }
        int lead = firstComma - from;
        if (lead < 1 || lead > 3 || Character.digit(s.charAt(from), 10) <= 0 || !isDigits(s, from, firstComma, 10)) {
            return false;
        }
        int i = firstComma;
        while (i < to) {
            if (s.charAt(i) != ',' || i + 4 > to || !isDigits(s, i + 1, i + 4, 10)) {
                return false;
            }
            i += 4;
        }
        return true;
    }

    private static boolean isInteger(String s, int radix) {
        int from = 0;
        if (s.length() > 0 && (s.charAt(0) == '-' || s.charAt(0) == '+')) {
            from = 1;
        }
        return isNumeral(s, from, s.length(), radix);
    }

    /** The token without grouping separators and a leading '+'. */
    private static String stripInteger(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == ',' || (i == 0 && c == '+')) {
                continue;
            }
            sb.append(c);
        }
        return sb.toString();
    }

    private static NumberFormatException forInputString(String s, int radix) {
        return new NumberFormatException("For input string: \"" + s + "\""
                + (radix == 10 ? "" : " under radix " + radix));
    }

    /** Parses a valid integer token to a long; NumberFormatException (JDK message) on overflow. */
    private static long parseLong(String s, int radix) {
        boolean negative = s.startsWith("-");
        long limit = negative ? Long.MIN_VALUE : -Long.MAX_VALUE;
        long multmin = limit / radix;
        long result = 0;
        for (int i = negative ? 1 : 0; i < s.length(); i++) {
            int digit = Character.digit(s.charAt(i), radix);
            if (result < multmin) {
                throw forInputString(s, radix);
            }
            result *= radix;
            if (result < limit + digit) {
                throw forInputString(s, radix);
            }
            result -= digit;
        }
        return negative ? result : -result;
    }

    /**
     * The next token as an integer in [min, max]; smallType selects the "Value out of range"
     * message that Byte/Short parsing gives instead of Integer/Long's "For input string".
     */
    private long nextIntegral(int radix, long min, long max, boolean smallType, boolean consume) {
        ensureOpen();
        String t = findToken();
        if (t == null) {
            throw new NoSuchElementException();
        }
        if (!isInteger(t, radix)) {
            throw new InputMismatchException();
        }
        String s = stripInteger(t);
        long v;
        try {
            v = parseLong(s, radix);
            if (v < min || v > max) {
                if (smallType) {
                    throw new NumberFormatException("Value out of range. Value:\"" + s + "\" Radix:" + radix);
                }
                throw forInputString(s, radix);
            }
        } catch (NumberFormatException nfe) {
            throw new InputMismatchException(nfe.getMessage());
        }
        if (consume) {
            consumeToken();
        }
        return v;
    }

    private boolean hasNextIntegral(int radix, long min, long max) {
        try {
            nextIntegral(radix, min, max, false, false);
            return true;
        } catch (NoSuchElementException e) {
            return false;
        }
    }

    public boolean hasNextInt() {
        return hasNextInt(radix);
    }

    public boolean hasNextInt(int radix) {
        return hasNextIntegral(radix, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    public int nextInt() {
        return nextInt(radix);
    }

    public int nextInt(int radix) {
        return (int) nextIntegral(radix, Integer.MIN_VALUE, Integer.MAX_VALUE, false, true);
    }

    public boolean hasNextLong() {
        return hasNextLong(radix);
    }

    public boolean hasNextLong(int radix) {
        return hasNextIntegral(radix, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    public long nextLong() {
        return nextLong(radix);
    }

    public long nextLong(int radix) {
        return nextIntegral(radix, Long.MIN_VALUE, Long.MAX_VALUE, false, true);
    }

    public boolean hasNextShort() {
        return hasNextIntegral(radix, Short.MIN_VALUE, Short.MAX_VALUE);
    }

    public short nextShort() {
        return (short) nextIntegral(radix, Short.MIN_VALUE, Short.MAX_VALUE, true, true);
    }

    public short nextShort(int radix) {
        return (short) nextIntegral(radix, Short.MIN_VALUE, Short.MAX_VALUE, true, true);
    }

    public boolean hasNextByte() {
        return hasNextIntegral(radix, Byte.MIN_VALUE, Byte.MAX_VALUE);
    }

    public byte nextByte() {
        return (byte) nextIntegral(radix, Byte.MIN_VALUE, Byte.MAX_VALUE, true, true);
    }

    public byte nextByte(int radix) {
        return (byte) nextIntegral(radix, Byte.MIN_VALUE, Byte.MAX_VALUE, true, true);
    }

    /** [+-]? (Numeral | Numeral . Digits* | . Digits+) ([eE][+-]?Digits)? | [+-]?(NaN|Infinity). */
    private static boolean isDecimal(String s) {
        int i = 0;
        int n = s.length();
        if (i < n && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
            i++;
        }
        String rest = s.substring(i);
        if (rest.equals("NaN") || rest.equals("Infinity") || rest.equals("\u221E")) {
            return true;
        }
        int mantissaEnd = n;
        int e = Math.max(s.indexOf('e', i), s.indexOf('E', i));
        if (e >= 0) {
            int j = e + 1;
            if (j < n && (s.charAt(j) == '-' || s.charAt(j) == '+')) {
                j++;
            }
            if (!isDigits(s, j, n, 10)) {
                return false;
            }
            mantissaEnd = e;
        }
        int dot = s.indexOf('.', i);
        if (dot >= mantissaEnd) {
            dot = -1;
        }
        if (dot < 0) {
            return isNumeral(s, i, mantissaEnd, 10);
        }
        if (dot == i) {
            return isDigits(s, dot + 1, mantissaEnd, 10);
        }
        return isNumeral(s, i, dot, 10) && (dot + 1 == mantissaEnd || isDigits(s, dot + 1, mantissaEnd, 10));
    }

    private double nextDecimal(boolean consume) {
        ensureOpen();
        String t = findToken();
        if (t == null) {
            throw new NoSuchElementException();
        }
        if (!isDecimal(t)) {
            throw new InputMismatchException();
        }
        String s = stripInteger(t).replace("\u221E", "Infinity");
        double v;
        try {
            v = Double.parseDouble(s);
        } catch (NumberFormatException nfe) {
            throw new InputMismatchException(nfe.getMessage());
        }
        if (consume) {
            consumeToken();
        }
        return v;
    }

    public boolean hasNextDouble() {
        try {
            nextDecimal(false);
            return true;
        } catch (NoSuchElementException e) {
            return false;
        }
    }

    public double nextDouble() {
        return nextDecimal(true);
    }

    public boolean hasNextFloat() {
        return hasNextDouble();
    }

    public float nextFloat() {
        ensureOpen();
        String t = findToken();
        if (t == null) {
            throw new NoSuchElementException();
        }
        if (!isDecimal(t)) {
            throw new InputMismatchException();
        }
        float v;
        try {
            v = Float.parseFloat(stripInteger(t).replace("\u221E", "Infinity"));
        } catch (NumberFormatException nfe) {
            throw new InputMismatchException(nfe.getMessage());
        }
        consumeToken();
        return v;
    }

    public boolean hasNextBoolean() {
        ensureOpen();
        String t = findToken();
        return t != null && (t.equalsIgnoreCase("true") || t.equalsIgnoreCase("false"));
    }

    public boolean nextBoolean() {
        ensureOpen();
        String t = findToken();
        if (t == null) {
            throw new NoSuchElementException();
        }
        if (!(t.equalsIgnoreCase("true") || t.equalsIgnoreCase("false"))) {
            throw new InputMismatchException();
        }
        consumeToken();
        return t.equalsIgnoreCase("true");
    }
}
