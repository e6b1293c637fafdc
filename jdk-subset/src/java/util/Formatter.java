package java.util;

import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.io.PrintStream;

/**
 * java.util.Formatter: printf-style formatting for String.format, PrintStream.printf, ...
 *
 * Supported: %b %B %h %H %s %S %c %C %d %o %x %X %e %E %f %g %G %a %A %% %n with argument
 * indexes (n$ and &lt;), the flags - # + space 0 , ( , width and precision, Formattable
 * arguments, and the JDK's exceptions and messages for malformed specifiers. Integer
 * conversions accept Byte, Short, Integer and Long; floating conversions Float and Double
 * (a Float is widened to double, as the JDK does). Decimal digits of %e/%f/%g come from the
 * native formatDoubleAbs (HALF_UP rounding of the shortest decimal representation).
 * Not supported: %t/%T date/time conversions (throw UnknownFormatConversionException),
 * BigInteger/BigDecimal arguments, locale-specific formatting (a Locale can be given but
 * numbers are always formatted as for Locale.US).
 */
public final class Formatter implements Closeable, Flushable {
    private Appendable a;
    private Locale l = Locale.US;
    private IOException lastException;
    private boolean closed;

    public Formatter() {
        this.a = new StringBuilder();
    }

    public Formatter(Appendable a) {
        this.a = (a == null) ? new StringBuilder() : a;
    }

    public Formatter(PrintStream ps) {
        if (ps == null) {
            throw new NullPointerException();
        }
        this.a = ps;
    }

    /** Locales are accepted, but formatting always follows Locale.US conventions. */
    public Formatter(Locale l) {
        this();
        this.l = l;
    }

    public Formatter(Appendable a, Locale l) {
        this(a);
        this.l = l;
    }

    public Locale locale() {
        ensureOpen();
        return l;
    }

    public Formatter format(Locale l, String format, Object... args) {
        return format(format, args);
    }

    /**
     * Formats a finite, non-negative double: conv 'f' (fixed, precision digits after the
     * point), 'e' (d.ddde+xx) or 'g' (Java's %g rules); HALF_UP rounding of the shortest
     * decimal representation of abs.
     */
    private static native String formatDoubleAbs(double abs, char conv, int precision);

    private void ensureOpen() {
        if (closed) {
            throw new FormatterClosedException();
        }
    }

    public Appendable out() {
        ensureOpen();
        return a;
    }

    public String toString() {
        ensureOpen();
        return a.toString();
    }

    public void flush() {
        ensureOpen();
        if (a instanceof Flushable) {
            try {
                ((Flushable) a).flush();
            } catch (IOException ioe) {
                lastException = ioe;
            }
        }
    }

    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (a instanceof Closeable) {
            try {
                ((Closeable) a).close();
            } catch (IOException ioe) {
                lastException = ioe;
            }
        }
    }

    public IOException ioException() {
        return lastException;
    }

    public Formatter format(String format, Object... args) {
        ensureOpen();
        // the whole format string is parsed before anything is printed, as in the JDK
        List<Object> parts = parse(format);
        int last = -1;
        int lasto = -1;
        try {
            for (int i = 0; i < parts.size(); i++) {
                Object part = parts.get(i);
                if (part instanceof String) {
                    a.append((String) part);
                    continue;
                }
                Spec fs = (Spec) part;
                int index = fs.index;
                switch (index) {
                    case -2: // %n, %%
                        fs.print(this, null);
                        break;
                    case -1: // relative index '<'
                        if (last < 0 || (args != null && last > args.length - 1)) {
                            throw new MissingFormatArgumentException(fs.toString());
                        }
                        fs.print(this, (args == null ? null : args[last]));
                        break;
                    case 0: // ordinary index
                        lasto++;
                        last = lasto;
                        if (args != null && lasto > args.length - 1) {
                            throw new MissingFormatArgumentException(fs.toString());
                        }
                        fs.print(this, (args == null ? null : args[lasto]));
                        break;
                    default: // explicit index
                        last = index - 1;
                        if (args != null && last > args.length - 1) {
                            throw new MissingFormatArgumentException(fs.toString());
                        }
                        fs.print(this, (args == null ? null : args[last]));
                        break;
                }
            }
        } catch (IOException x) {
            lastException = x;
        }
        return this;
    }

    // ---------------------------------------------------------------- parsing

    /** Splits the format into literal Strings and Specs. */
    private static List<Object> parse(String s) {
        ArrayList<Object> al = new ArrayList<Object>();
        int i = 0;
        int max = s.length();
        while (i < max) {
            int n = s.indexOf('%', i);
            if (n < 0) {
                al.add(s.substring(i));
                break;
            }
            if (i != n) {
                al.add(s.substring(i, n));
            }
            i = n + 1;
            if (i >= max) {
                throw new UnknownFormatConversionException("%");
            }
            char c = s.charAt(i);
            if (c == '%' || c == 'n') {
                // fast path for %% and %n without flags/width
                al.add(new Spec(c));
                i++;
                continue;
            }
            int end = parseSpec(s, i, al);
            if (end < 0) {
                throw new UnknownFormatConversionException(String.valueOf(c));
            }
            i = end;
        }
        return al;
    }

    /**
     * Parses %[argument_index$][flags][width][.precision][t]conversion starting just after
     * the '%' at start; adds the Spec and returns the index after it, or -1 if malformed.
     */
    private static int parseSpec(String s, int start, List<Object> al) {
        int max = s.length();
        int i = start;
        int index = 0;
        // argument index: digits followed by '$'
        int j = i;
        while (j < max && isDigit(s.charAt(j))) {
            j++;
        }
        if (j > i && j < max && s.charAt(j) == '$') {
            index = parseIndex(s.substring(i, j));
            i = j + 1;
        }
        // flags
        int flagsStart = i;
        while (i < max && "-#+ 0,(<".indexOf(s.charAt(i)) >= 0) {
            i++;
        }
        String flagStr = s.substring(flagsStart, i);
        // width
        int width = -1;
        j = i;
        while (j < max && isDigit(s.charAt(j))) {
            j++;
        }
        if (j > i) {
            width = parseWidthOrPrecision(s.substring(i, j));
            i = j;
        }
        // precision
        int precision = -1;
        if (i < max && s.charAt(i) == '.') {
            j = i + 1;
            while (j < max && isDigit(s.charAt(j))) {
                j++;
            }
            if (j == i + 1) {
                return -1;
            }
            precision = parseWidthOrPrecision(s.substring(i + 1, j));
            i = j;
        }
        if (i >= max) {
            return -1;
        }
        char c = s.charAt(i);
        boolean dt = false;
        if ((c == 't' || c == 'T') && i + 1 < max && isAsciiLetter(s.charAt(i + 1))) {
            dt = true;
            i++;
            c = s.charAt(i);
        } else if (!isAsciiLetter(c) && c != '%') {
            return -1;
        }
        al.add(new Spec(s.substring(start - 1, i + 1), index, flagStr, width, precision, dt, s.charAt(dt ? i - 1 : i), c));
        return i + 1;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isAsciiLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static int parseIndex(String digits) {
        try {
            int v = Integer.parseInt(digits);
            if (v <= 0) {
                throw new IllegalFormatArgumentIndexException(v);
            }
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalFormatArgumentIndexException(Integer.MIN_VALUE);
        }
    }

    private static int parseWidthOrPrecision(String digits) {
        try {
            return Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            throw new IllegalFormatWidthException(Integer.MIN_VALUE);
        }
    }

    // ---------------------------------------------------------------- flags

    private static final int LEFT_JUSTIFY = 1 << 0;   // '-'
    private static final int UPPERCASE = 1 << 1;      // '^' (internal)
    private static final int ALTERNATE = 1 << 2;      // '#'
    private static final int PLUS = 1 << 3;           // '+'
    private static final int LEADING_SPACE = 1 << 4;  // ' '
    private static final int ZERO_PAD = 1 << 5;       // '0'
    private static final int GROUP = 1 << 6;          // ','
    private static final int PARENTHESES = 1 << 7;    // '('
    private static final int PREVIOUS = 1 << 8;       // '<'

    private static int flagOf(char c) {
        switch (c) {
            case '-':
                return LEFT_JUSTIFY;
            case '#':
                return ALTERNATE;
            case '+':
                return PLUS;
            case ' ':
                return LEADING_SPACE;
            case '0':
                return ZERO_PAD;
            case ',':
                return GROUP;
            case '(':
                return PARENTHESES;
            case '<':
                return PREVIOUS;
            default:
                throw new UnknownFormatFlagsException(String.valueOf(c));
        }
    }

    /** The JDK's Flags.toString order. */
    static String flagsToString(int f) {
        StringBuilder sb = new StringBuilder();
        if ((f & LEFT_JUSTIFY) != 0) {
            sb.append('-');
        }
        if ((f & UPPERCASE) != 0) {
            sb.append('^');
        }
        if ((f & ALTERNATE) != 0) {
            sb.append('#');
        }
        if ((f & PLUS) != 0) {
            sb.append('+');
        }
        if ((f & LEADING_SPACE) != 0) {
            sb.append(' ');
        }
        if ((f & ZERO_PAD) != 0) {
            sb.append('0');
        }
        if ((f & GROUP) != 0) {
            sb.append(',');
        }
        if ((f & PARENTHESES) != 0) {
            sb.append('(');
        }
        if ((f & PREVIOUS) != 0) {
            sb.append('<');
        }
        return sb.toString();
    }

    // ---------------------------------------------------------------- one format specifier

    private static final class Spec {
        /** -2: no argument (%n, %%); -1: previous argument ('<'); 0: next; n: explicit. */
        int index;
        int f;
        int width = -1;
        int precision = -1;
        boolean dt;
        char c;

        /** %% or %n without anything else. */
        Spec(char c) {
            this.c = c;
            this.index = -2;
        }

        Spec(String text, int index, String flagStr, int width, int precision, boolean dt, char tChar, char conv) {
            this.index = index;
            for (int i = 0; i < flagStr.length(); i++) {
                int fl = flagOf(flagStr.charAt(i));
                if ((f & fl) != 0) {
                    throw new DuplicateFormatFlagsException(flagsToString(fl));
                }
                f |= fl;
            }
            if ((f & PREVIOUS) != 0) {
                this.index = -1;
            }
            this.width = width;
            if (width != -1 && width < 0) {
                throw new IllegalFormatWidthException(width);
            }
            this.precision = precision;
            this.dt = dt;
            if (dt) {
                if (tChar == 'T') {
                    f |= UPPERCASE;
                }
                this.c = conv;
                throw new UnknownFormatConversionException(String.valueOf(tChar) + conv);
            }
            this.c = conv;
            if (Character.isUpperCase(conv)) {
                f |= UPPERCASE;
                this.c = Character.toLowerCase(conv);
            }
            switch (this.c) {
                case 'b':
                case 'h':
                case 's':
                    if (conv == 'S' || conv == 'B' || conv == 'H' || Character.isLowerCase(conv)) {
                        checkGeneral();
                        break;
                    }
                    throw new UnknownFormatConversionException(String.valueOf(conv));
                case 'c':
                    checkCharacter();
                    break;
                case 'd':
                case 'o':
                case 'x':
                    if (conv == 'D' || conv == 'O') {
                        throw new UnknownFormatConversionException(String.valueOf(conv));
                    }
                    checkInteger();
                    break;
                case 'e':
                case 'f':
                case 'g':
                case 'a':
                    if (conv == 'F') {
                        throw new UnknownFormatConversionException(String.valueOf(conv));
                    }
                    checkFloat();
                    break;
                case '%':
                case 'n':
                    if (conv == 'N') {
                        throw new UnknownFormatConversionException(String.valueOf(conv));
                    }
                    checkText();
                    this.index = -2;
                    break;
                default:
                    throw new UnknownFormatConversionException(String.valueOf(conv));
            }
        }

        private boolean has(int flag) {
            return (f & flag) != 0;
        }

        private void checkGeneral() {
            if ((c == 'b' || c == 'h') && has(ALTERNATE)) {
                failMismatch(ALTERNATE);
            }
            if (width == -1 && has(LEFT_JUSTIFY)) {
                throw new MissingFormatWidthException(toString());
            }
            checkBadFlags(PLUS, LEADING_SPACE, ZERO_PAD, GROUP, PARENTHESES);
        }

        private void checkCharacter() {
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            checkBadFlags(ALTERNATE, PLUS, LEADING_SPACE, ZERO_PAD, GROUP, PARENTHESES);
            if (width == -1 && has(LEFT_JUSTIFY)) {
                throw new MissingFormatWidthException(toString());
            }
        }

        private void checkInteger() {
            checkNumeric();
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            if (c == 'd') {
                checkBadFlags(ALTERNATE);
            } else {
                checkBadFlags(GROUP);
            }
        }

        private void checkFloat() {
            checkNumeric();
            if (c == 'a') {
                checkBadFlags(PARENTHESES, GROUP);
            } else if (c == 'e') {
                checkBadFlags(GROUP);
            } else if (c == 'g') {
                checkBadFlags(ALTERNATE);
            }
        }

        private void checkNumeric() {
            if (width != -1 && width < 0) {
                throw new IllegalFormatWidthException(width);
            }
            if (precision != -1 && precision < 0) {
                throw new IllegalFormatPrecisionException(precision);
            }
            if (width == -1 && (has(LEFT_JUSTIFY) || has(ZERO_PAD))) {
                throw new MissingFormatWidthException(toString());
            }
            if ((has(PLUS) && has(LEADING_SPACE)) || (has(LEFT_JUSTIFY) && has(ZERO_PAD))) {
                throw new IllegalFormatFlagsException(flagsToString(f));
            }
        }

        private void checkText() {
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            if (c == '%') {
                if (f != LEFT_JUSTIFY && f != 0 && f != UPPERCASE) {
                    throw new IllegalFormatFlagsException(flagsToString(f));
                }
                if (width == -1 && has(LEFT_JUSTIFY)) {
                    throw new MissingFormatWidthException(toString());
                }
            } else {
                if (width != -1) {
                    throw new IllegalFormatWidthException(width);
                }
                if (f != 0) {
                    throw new IllegalFormatFlagsException(flagsToString(f));
                }
            }
        }

        /** Throws for the first of the given flags (in the given order) that is present. */
        private void checkBadFlags(int... bad) {
            for (int i = 0; i < bad.length; i++) {
                if (has(bad[i])) {
                    failMismatch(bad[i]);
                }
            }
        }

        private void failMismatch(int flag) {
            throw new FormatFlagsConversionMismatchException(flagsToString(flag), c);
        }

        private char displayConversion() {
            return has(UPPERCASE) ? Character.toUpperCase(c) : c;
        }

        public String toString() {
            StringBuilder sb = new StringBuilder("%");
            sb.append(flagsToString(f & ~UPPERCASE));
            if (index > 0) {
                sb.append(index).append('$');
            }
            if (width != -1) {
                sb.append(width);
            }
            if (precision != -1) {
                sb.append('.').append(precision);
            }
            if (dt) {
                sb.append(has(UPPERCASE) ? 'T' : 't');
            }
            sb.append(displayConversion());
            return sb.toString();
        }

        // ------------------------------------------------------------ printing

        void print(Formatter fmt, Object arg) throws IOException {
            switch (c) {
                case 'n':
                    fmt.a.append(System.lineSeparator());
                    return;
                case '%':
                    appendJustified(fmt.a, "%");
                    return;
                case 'b':
                    printString(fmt, (arg == null) ? "false"
                            : (arg instanceof Boolean) ? ((Boolean) arg).toString() : "true");
                    return;
                case 'h':
                    printString(fmt, (arg == null) ? "null" : Integer.toHexString(arg.hashCode()));
                    return;
                case 's':
                    if (arg instanceof Formattable) {
                        int ff = 0;
                        if (has(LEFT_JUSTIFY)) {
                            ff |= FormattableFlags.LEFT_JUSTIFY;
                        }
                        if (has(UPPERCASE)) {
                            ff |= FormattableFlags.UPPERCASE;
                        }
                        if (has(ALTERNATE)) {
                            ff |= FormattableFlags.ALTERNATE;
                        }
                        ((Formattable) arg).formatTo(fmt, ff, width, precision);
                        return;
                    }
                    if (has(ALTERNATE)) {
                        failMismatch(ALTERNATE);
                    }
                    printString(fmt, (arg == null) ? "null" : arg.toString());
                    return;
                case 'c':
                    printCharacter(fmt, arg);
                    return;
                case 'd':
                case 'o':
                case 'x':
                    printInteger(fmt, arg);
                    return;
                default:
                    printFloat(fmt, arg);
            }
        }

        private void printString(Formatter fmt, String s) throws IOException {
            if (precision != -1 && precision < s.length()) {
                s = s.substring(0, precision);
            }
            if (has(UPPERCASE)) {
                s = s.toUpperCase();
            }
            appendJustified(fmt.a, s);
        }

        private void printCharacter(Formatter fmt, Object arg) throws IOException {
            if (arg == null) {
                printString(fmt, "null");
                return;
            }
            String s;
            if (arg instanceof Character) {
                s = ((Character) arg).toString();
            } else if (arg instanceof Byte || arg instanceof Short || arg instanceof Integer) {
                int i = ((Number) arg).intValue();
                if (Character.isValidCodePoint(i)) {
                    s = new String(Character.toChars(i));
                } else {
                    throw new IllegalFormatCodePointException(i);
                }
            } else {
                throw new IllegalFormatConversionException(c, arg.getClass());
            }
            if (has(UPPERCASE)) {
                s = s.toUpperCase();
            }
            appendJustified(fmt.a, s);
        }

        private void printInteger(Formatter fmt, Object arg) throws IOException {
            if (arg == null) {
                printString(fmt, "null");
                return;
            }
            long value;
            int bits;
            if (arg instanceof Integer) {
                value = (Integer) arg;
                bits = 32;
            } else if (arg instanceof Long) {
                value = (Long) arg;
                bits = 64;
            } else if (arg instanceof Short) {
                value = (Short) arg;
                bits = 16;
            } else if (arg instanceof Byte) {
                value = (Byte) arg;
                bits = 8;
            } else if (arg instanceof java.math.BigInteger) {
                printBigInteger(fmt, (java.math.BigInteger) arg);
                return;
            } else {
                throw new IllegalFormatConversionException(c, arg.getClass());
            }
            StringBuilder sb = new StringBuilder();
            if (c == 'd') {
                boolean neg = value < 0;
                String valueStr = Long.toString(value, 10);
                leadingSign(sb, neg);
                localizedMagnitude(sb, valueStr, neg ? 1 : 0, adjustWidth(width, neg));
                trailingSign(sb, neg);
            } else {
                checkBadFlags(PARENTHESES, LEADING_SPACE, PLUS);
                if (value < 0 && bits < 64) {
                    value += (1L << bits);
                }
                String s = (c == 'o') ? Long.toOctalString(value) : Long.toHexString(value);
                int prefix = has(ALTERNATE) ? (c == 'o' ? 1 : 2) : 0;
                if (has(ALTERNATE)) {
                    sb.append(c == 'o' ? "0" : (has(UPPERCASE) ? "0X" : "0x"));
                }
                if (has(ZERO_PAD)) {
                    for (int i = s.length() + prefix; i < width; i++) {
                        sb.append('0');
                    }
                }
                if (has(UPPERCASE)) {
                    s = s.toUpperCase();
                }
                sb.append(s);
            }
            appendJustified(fmt.a, sb);
        }

        private void printFloat(Formatter fmt, Object arg) throws IOException {
            if (arg == null) {
                printString(fmt, "null");
                return;
            }
            double value;
            if (arg instanceof Double) {
                value = (Double) arg;
            } else if (arg instanceof Float) {
                value = (Float) arg;
            } else if (arg instanceof java.math.BigDecimal && c != 'a') {
                printBigDecimal(fmt, (java.math.BigDecimal) arg);
                return;
            } else {
                throw new IllegalFormatConversionException(c, arg.getClass());
            }
            StringBuilder sb = new StringBuilder();
            boolean neg = Double.compare(value, 0.0) == -1;
            if (!Double.isNaN(value)) {
                double v = Math.abs(value);
                leadingSign(sb, neg);
                if (!Double.isInfinite(v)) {
                    printFinite(sb, v, neg);
                } else {
                    sb.append(has(UPPERCASE) ? "INFINITY" : "Infinity");
                }
                trailingSign(sb, neg);
            } else {
                sb.append(has(UPPERCASE) ? "NAN" : "NaN");
            }
            appendJustified(fmt.a, sb);
        }

        private void printFinite(StringBuilder sb, double v, boolean neg) {
            if (c == 'a') {
                printHexFloat(sb, v, neg);
                return;
            }
            String s;
            if (c == 'f') {
                s = formatDoubleAbs(v, 'f', precision == -1 ? 6 : precision);
            } else if (c == 'e') {
                s = formatDoubleAbs(v, 'e', precision == -1 ? 6 : precision);
            } else {
                s = formatDoubleAbs(v, 'g', precision == -1 ? 6 : (precision == 0 ? 1 : precision));
            }
            int e = s.indexOf('e');
            String mant = (e < 0) ? s : s.substring(0, e);
            String exp = (e < 0) ? null : s.substring(e + 1);
            if (has(ALTERNATE) && mant.indexOf('.') < 0) {
                mant = mant + ".";
            }
            int newW = width;
            if (exp != null && width != -1) {
                newW = width - exp.length() - 1;
            }
            localizedMagnitude(sb, mant, 0, adjustWidth(newW, neg));
            if (exp != null) {
                sb.append(has(UPPERCASE) ? 'E' : 'e');
                sb.append(exp);
            }
        }

        /** %a: hexadecimal significand and binary exponent, as Double.toHexString. */
        private void printHexFloat(StringBuilder sb, double v, boolean neg) {
            String s;
            if (precision == -1 || precision >= 13) {
                s = Double.toHexString(v).substring(2);
            } else {
                s = hexDouble(v, precision == 0 ? 1 : precision);
            }
            // the JDK zero-pads as if the fraction had no trailing zeros, then adds them
            int p = s.indexOf('p');
            int dot = s.indexOf('.');
            int endDigits = p;
            while (endDigits > dot + 2 && s.charAt(endDigits - 1) == '0') {
                endDigits--;
            }
            String stripped = s.substring(0, endDigits) + s.substring(p);
            int digits = endDigits - dot - 1;
            StringBuilder full = new StringBuilder(s.substring(0, endDigits));
            for (int i = digits; i < precision; i++) {
                full.append('0');
            }
            full.append(s.substring(p));
            sb.append(has(UPPERCASE) ? "0X" : "0x");
            if (has(ZERO_PAD)) {
                int leading = (has(LEADING_SPACE) || has(PLUS) || neg) ? 3 : 2;
                for (int i = stripped.length() + leading; i < width; i++) {
                    sb.append('0');
                }
            }
            String out = full.toString();
            if (has(UPPERCASE)) {
                out = out.toUpperCase();
            }
            sb.append(out);
        }

        /** Hex significand rounded (half-even) to prec hex digits, without the "0x". */
        private static String hexDouble(double d, int prec) {
            if (d == 0.0) {
                StringBuilder z = new StringBuilder("0.");
                for (int i = 0; i < prec; i++) {
                    z.append('0');
                }
                return z.append("p0").toString();
            }
            long bits = Double.doubleToLongBits(d);
            int exp = (int) ((bits >>> 52) & 0x7ff);
            long signif = bits & 0x000FFFFFFFFFFFFFL;
            boolean subnormal = exp == 0;
            if (subnormal) {
                // normalize
                while ((signif & 0x0010000000000000L) == 0) {
                    signif <<= 1;
                    exp--;
                }
                signif &= 0x000FFFFFFFFFFFFFL;
                exp++;
            }
            int e = exp - 1023;
            int shift = 52 - prec * 4;
            long full = signif | 0x0010000000000000L;
            long kept = full >>> shift;
            long rem = full & ((1L << shift) - 1);
            long half = 1L << (shift - 1);
            if (rem > half || (rem == half && (kept & 1) != 0)) {
                kept++;
            }
            if ((kept >>> (prec * 4)) > 1) {
                kept >>>= 1;
                e++;
                // re-align to prec digits after doubling the leading digit
                kept = (kept << 0);
            }
            long frac = kept & ((1L << (prec * 4)) - 1);
            String hex = Long.toHexString(frac);
            StringBuilder r = new StringBuilder("1.");
            for (int i = hex.length(); i < prec; i++) {
                r.append('0');
            }
            r.append(hex).append('p').append(e);
            return r.toString();
        }

        /** %d, %o, %x of a BigInteger: a sign and the magnitude (never two's complement). */
        private void printBigInteger(Formatter fmt, java.math.BigInteger value) throws IOException {
            StringBuilder sb = new StringBuilder();
            boolean neg = value.signum() < 0;
            java.math.BigInteger v = value.abs();
            leadingSign(sb, neg);
            if (c == 'd') {
                localizedMagnitude(sb, v.toString(), 0, adjustWidth(width, neg));
            } else {
                String s = v.toString(c == 'o' ? 8 : 16);
                int len = s.length() + sb.length() + (neg && has(PARENTHESES) ? 1 : 0);
                if (has(ALTERNATE)) {
                    len += c == 'o' ? 1 : 2;
                    sb.append(c == 'o' ? "0" : (has(UPPERCASE) ? "0X" : "0x"));
                }
                if (has(ZERO_PAD)) {
                    for (int i = len; i < width; i++) {
                        sb.append('0');
                    }
                }
                sb.append(has(UPPERCASE) ? s.toUpperCase() : s);
            }
            trailingSign(sb, neg);
            appendJustified(fmt.a, sb);
        }

        /** %f, %e, %g of a BigDecimal: HALF_UP rounding of the exact decimal value. */
        private void printBigDecimal(Formatter fmt, java.math.BigDecimal value) throws IOException {
            boolean neg = value.signum() < 0;
            java.math.BigDecimal v = value.abs();
            String s;
            if (c == 'g') {
                int gp = precision == -1 ? 6 : (precision == 0 ? 1 : precision);
                v = v.round(new java.math.MathContext(gp));
                if (v.equals(java.math.BigDecimal.ZERO)
                        || (v.compareTo(java.math.BigDecimal.valueOf(1, 4)) >= 0
                            && v.compareTo(java.math.BigDecimal.valueOf(1, -gp)) < 0)) {
                    int e = -v.scale() + (v.unscaledValue().toString().length() - 1);
                    s = fixedDecimal(v, gp - e - 1);
                } else {
                    s = scientificDecimal(v, gp - 1);
                }
            } else if (c == 'e') {
                s = scientificDecimal(v, precision == -1 ? 6 : precision);
            } else {
                s = fixedDecimal(v, precision == -1 ? 6 : precision);
            }
            StringBuilder sb = new StringBuilder();
            leadingSign(sb, neg);
            int e = s.indexOf('e');
            String mant = (e < 0) ? s : s.substring(0, e);
            String exp = (e < 0) ? null : s.substring(e + 1);
            if (has(ALTERNATE) && mant.indexOf('.') < 0) {
                mant = mant + ".";
            }
            int newW = width;
            if (exp != null && width != -1) {
                newW = width - exp.length() - 1;
            }
            localizedMagnitude(sb, mant, 0, adjustWidth(newW, neg));
            if (exp != null) {
                sb.append(has(UPPERCASE) ? 'E' : 'e');
                sb.append(exp);
            }
            trailingSign(sb, neg);
            appendJustified(fmt.a, sb);
        }

        private static String fixedDecimal(java.math.BigDecimal v, int prec) {
            if (v.scale() > prec) {
                v = v.setScale(prec, java.math.RoundingMode.HALF_UP);
            }
            StringBuilder sb = new StringBuilder(v.toPlainString());
            int have = Math.max(v.scale(), 0);
            if (have < prec && have == 0) {
                sb.append('.');
            }
            for (int i = have; i < prec; i++) {
                sb.append('0');
            }
            return sb.toString();
        }

        private static String scientificDecimal(java.math.BigDecimal v, int prec) {
            int origPrec = v.precision();
            int nzeros = 0;
            int comp = prec + 1;
            if (prec > origPrec - 1) {
                comp = origPrec;
                nzeros = prec - (origPrec - 1);
            }
            java.math.BigDecimal r = v.round(new java.math.MathContext(comp));
            String digits = r.unscaledValue().toString();
            long exp = -(long) r.scale() + digits.length() - 1;
            StringBuilder sb = new StringBuilder();
            sb.append(digits.charAt(0));
            if (digits.length() > 1) {
                sb.append('.').append(digits, 1, digits.length());
            } else if (nzeros > 0) {
                sb.append('.');
            }
            for (int i = 0; i < nzeros; i++) {
                sb.append('0');
            }
            sb.append('e').append(exp < 0 ? '-' : '+');
            long ae = Math.abs(exp);
            if (ae < 10) {
                sb.append('0');
            }
            sb.append(ae);
            return sb.toString();
        }

        private void leadingSign(StringBuilder sb, boolean neg) {
            if (!neg) {
                if (has(PLUS)) {
                    sb.append('+');
                } else if (has(LEADING_SPACE)) {
                    sb.append(' ');
                }
            } else {
                if (has(PARENTHESES)) {
                    sb.append('(');
                } else {
                    sb.append('-');
                }
            }
        }

        private void trailingSign(StringBuilder sb, boolean neg) {
            if (neg && has(PARENTHESES)) {
                sb.append(')');
            }
        }

        private int adjustWidth(int w, boolean neg) {
            return (w != -1 && neg && has(PARENTHESES)) ? w - 1 : w;
        }

        /** Appends digits of value from offset (grouped with ',' if asked) and zero-pads to w. */
        private void localizedMagnitude(StringBuilder sb, String value, int offset, int w) {
            int begin = sb.length();
            int len = value.length();
            int dot = value.indexOf('.', offset);
            if (dot < 0) {
                dot = len;
            }
            for (int j = offset; j < len; j++) {
                char ch = value.charAt(j);
                sb.append(ch);
                if (has(GROUP) && j < dot - 1 && ((dot - j) % 3 == 1)) {
                    sb.append(',');
                }
            }
            if (w != -1 && has(ZERO_PAD)) {
                int pad = w - sb.length();
                if (pad > 0) {
                    char[] zeros = new char[pad];
                    for (int k = 0; k < pad; k++) {
                        zeros[k] = '0';
                    }
                    sb.insert(begin, zeros);
                }
            }
        }

        private void appendJustified(Appendable a, CharSequence cs) throws IOException {
            if (width == -1) {
                a.append(cs);
                return;
            }
            boolean padRight = has(LEFT_JUSTIFY);
            int sp = width - cs.length();
            if (padRight) {
                a.append(cs);
            }
            for (int i = 0; i < sp; i++) {
                a.append(' ');
            }
            if (!padRight) {
                a.append(cs);
            }
        }
    }
}
