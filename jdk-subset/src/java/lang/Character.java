package java.lang;

/**
 * java.lang.Character. Classification and case mapping for ASCII/Latin-1 use fast inline
 * rules; other code points use run tables generated from JDK 17's Unicode 13.0 data
 * (CharacterData, decoded lazily by {@link Tables}). Not provided: UnicodeBlock,
 * UnicodeScript, Subset, getDirectionality, getName.
 */
public final class Character implements java.io.Serializable, Comparable<Character> {
    private static final long serialVersionUID = 3786198910865385080L;

    public static final int MIN_RADIX = 2;
    public static final int MAX_RADIX = 36;
    public static final char MIN_VALUE = '\u0000';
    public static final char MAX_VALUE = '\uFFFF';

    @SuppressWarnings("unchecked")
    public static final Class<Character> TYPE = (Class<Character>) Class.getPrimitiveClass("char");

    public static final byte UNASSIGNED = 0;
    public static final byte UPPERCASE_LETTER = 1;
    public static final byte LOWERCASE_LETTER = 2;
    public static final byte TITLECASE_LETTER = 3;
    public static final byte MODIFIER_LETTER = 4;
    public static final byte OTHER_LETTER = 5;
    public static final byte NON_SPACING_MARK = 6;
    public static final byte ENCLOSING_MARK = 7;
    public static final byte COMBINING_SPACING_MARK = 8;
    public static final byte DECIMAL_DIGIT_NUMBER = 9;
    public static final byte LETTER_NUMBER = 10;
    public static final byte OTHER_NUMBER = 11;
    public static final byte SPACE_SEPARATOR = 12;
    public static final byte LINE_SEPARATOR = 13;
    public static final byte PARAGRAPH_SEPARATOR = 14;
    public static final byte CONTROL = 15;
    public static final byte FORMAT = 16;
    public static final byte PRIVATE_USE = 18;
    public static final byte SURROGATE = 19;
    public static final byte DASH_PUNCTUATION = 20;
    public static final byte START_PUNCTUATION = 21;
    public static final byte END_PUNCTUATION = 22;
    public static final byte CONNECTOR_PUNCTUATION = 23;
    public static final byte OTHER_PUNCTUATION = 24;
    public static final byte MATH_SYMBOL = 25;
    public static final byte CURRENCY_SYMBOL = 26;
    public static final byte MODIFIER_SYMBOL = 27;
    public static final byte OTHER_SYMBOL = 28;
    public static final byte INITIAL_QUOTE_PUNCTUATION = 29;
    public static final byte FINAL_QUOTE_PUNCTUATION = 30;

    public static final char MIN_HIGH_SURROGATE = '\uD800';
    public static final char MAX_HIGH_SURROGATE = '\uDBFF';
    public static final char MIN_LOW_SURROGATE = '\uDC00';
    public static final char MAX_LOW_SURROGATE = '\uDFFF';
    public static final char MIN_SURROGATE = MIN_HIGH_SURROGATE;
    public static final char MAX_SURROGATE = MAX_LOW_SURROGATE;
    public static final int MIN_SUPPLEMENTARY_CODE_POINT = 0x010000;
    public static final int MIN_CODE_POINT = 0x000000;
    public static final int MAX_CODE_POINT = 0X10FFFF;
    public static final int SIZE = 16;
    public static final int BYTES = 2;

    /** General category of U+0000..U+00FF, as (char) ('@' + type). */
    private static final String LATIN1_TYPES =
        "OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOLXXXZXXXUVXYXTXXIIIIIIIIIIXXYYYXXAAAAAAAAAAAAAAAAAAAAAAAAAAUXV[W"
        + "[BBBBBBBBBBBBBBBBBBBBBBBBBBUYVYOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOLXZZZZ\\X[\\E]YP\\[\\YKK[BXX[KE^KKKX"
        + "AAAAAAAAAAAAAAAAAAAAAAAYAAAAAAABBBBBBBBBBBBBBBBBBBBBBBBYBBBBBBBB";

    private final char value;

    @Deprecated
    public Character(char value) {
        this.value = value;
    }

    private static final class CharacterCache {
        static final Character[] cache = new Character[128];

        static {
            for (int i = 0; i < cache.length; i++) {
                cache[i] = new Character((char) i);
            }
        }

        private CharacterCache() {
        }
    }

    public static Character valueOf(char c) {
        if (c <= 127) {
            return CharacterCache.cache[(int) c];
        }
        return new Character(c);
    }

    public char charValue() {
        return value;
    }

    public int hashCode() {
        return (int) value;
    }

    public static int hashCode(char value) {
        return (int) value;
    }

    public boolean equals(Object obj) {
        if (obj instanceof Character) {
            return value == ((Character) obj).charValue();
        }
        return false;
    }

    public String toString() {
        return String.valueOf(value);
    }

    public static String toString(char c) {
        return String.valueOf(c);
    }

    /** Java 11. */
    public static String toString(int codePoint) {
        return new String(toChars(codePoint), true);
    }

    public int compareTo(Character anotherCharacter) {
        return compare(this.value, anotherCharacter.value);
    }

    public static int compare(char x, char y) {
        return x - y;
    }

    public static char reverseBytes(char ch) {
        return (char) (((ch & 0xFF00) >> 8) | (ch << 8));
    }

    // ---------------------------------------------------------------- code points and surrogates

    public static boolean isValidCodePoint(int codePoint) {
        int plane = codePoint >>> 16;
        return plane < ((MAX_CODE_POINT + 1) >>> 16);
    }

    public static boolean isBmpCodePoint(int codePoint) {
        return codePoint >>> 16 == 0;
    }

    public static boolean isSupplementaryCodePoint(int codePoint) {
        return codePoint >= MIN_SUPPLEMENTARY_CODE_POINT && codePoint < MAX_CODE_POINT + 1;
    }

    public static boolean isHighSurrogate(char ch) {
        return ch >= MIN_HIGH_SURROGATE && ch < (MAX_HIGH_SURROGATE + 1);
    }

    public static boolean isLowSurrogate(char ch) {
        return ch >= MIN_LOW_SURROGATE && ch < (MAX_LOW_SURROGATE + 1);
    }

    public static boolean isSurrogate(char ch) {
        return ch >= MIN_SURROGATE && ch < (MAX_SURROGATE + 1);
    }

    public static boolean isSurrogatePair(char high, char low) {
        return isHighSurrogate(high) && isLowSurrogate(low);
    }

    public static int charCount(int codePoint) {
        return codePoint >= MIN_SUPPLEMENTARY_CODE_POINT ? 2 : 1;
    }

    public static int toCodePoint(char high, char low) {
        return ((high << 10) + low) + (MIN_SUPPLEMENTARY_CODE_POINT
                - (MIN_HIGH_SURROGATE << 10) - MIN_LOW_SURROGATE);
    }

    public static int codePointAt(CharSequence seq, int index) {
        char c1 = seq.charAt(index);
        if (isHighSurrogate(c1) && ++index < seq.length()) {
            char c2 = seq.charAt(index);
            if (isLowSurrogate(c2)) {
                return toCodePoint(c1, c2);
            }
        }
        return c1;
    }

    public static int codePointAt(char[] a, int index) {
        return codePointAt(a, index, a.length);
    }

    public static int codePointAt(char[] a, int index, int limit) {
        if (index >= limit || index < 0 || limit > a.length) {
            throw new IndexOutOfBoundsException();
        }
        char c1 = a[index];
        if (isHighSurrogate(c1) && ++index < limit) {
            char c2 = a[index];
            if (isLowSurrogate(c2)) {
                return toCodePoint(c1, c2);
            }
        }
        return c1;
    }

    public static int codePointBefore(CharSequence seq, int index) {
        char c2 = seq.charAt(--index);
        if (isLowSurrogate(c2) && index > 0) {
            char c1 = seq.charAt(--index);
            if (isHighSurrogate(c1)) {
                return toCodePoint(c1, c2);
            }
        }
        return c2;
    }

    public static int codePointBefore(char[] a, int index) {
        return codePointBefore(a, index, 0);
    }

    public static int codePointBefore(char[] a, int index, int start) {
        if (index <= start || start < 0 || start >= a.length) {
            throw new IndexOutOfBoundsException();
        }
        char c2 = a[--index];
        if (isLowSurrogate(c2) && index > start) {
            char c1 = a[--index];
            if (isHighSurrogate(c1)) {
                return toCodePoint(c1, c2);
            }
        }
        return c2;
    }

    public static char highSurrogate(int codePoint) {
        return (char) ((codePoint >>> 10) + (MIN_HIGH_SURROGATE - (MIN_SUPPLEMENTARY_CODE_POINT >>> 10)));
    }

    public static char lowSurrogate(int codePoint) {
        return (char) ((codePoint & 0x3ff) + MIN_LOW_SURROGATE);
    }

    public static int toChars(int codePoint, char[] dst, int dstIndex) {
        if (isBmpCodePoint(codePoint)) {
            dst[dstIndex] = (char) codePoint;
            return 1;
        } else if (isValidCodePoint(codePoint)) {
            dst[dstIndex + 1] = lowSurrogate(codePoint);
            dst[dstIndex] = highSurrogate(codePoint);
            return 2;
        }
        throw invalidCodePoint(codePoint);
    }

    public static char[] toChars(int codePoint) {
        if (isBmpCodePoint(codePoint)) {
            return new char[] { (char) codePoint };
        } else if (isValidCodePoint(codePoint)) {
            return new char[] { highSurrogate(codePoint), lowSurrogate(codePoint) };
        }
        throw invalidCodePoint(codePoint);
    }

    private static IllegalArgumentException invalidCodePoint(int codePoint) {
        return new IllegalArgumentException(
                "Not a valid Unicode code point: 0x" + Integer.toHexString(codePoint).toUpperCase());
    }

    public static int codePointCount(CharSequence seq, int beginIndex, int endIndex) {
        int length = seq.length();
        if (beginIndex < 0 || endIndex > length || beginIndex > endIndex) {
            throw new IndexOutOfBoundsException();
        }
        int n = endIndex - beginIndex;
        for (int i = beginIndex; i < endIndex;) {
            if (isHighSurrogate(seq.charAt(i++)) && i < endIndex && isLowSurrogate(seq.charAt(i))) {
                n--;
                i++;
            }
        }
        return n;
    }

    public static int codePointCount(char[] a, int offset, int count) {
        if (count > a.length - offset || offset < 0 || count < 0) {
            throw new IndexOutOfBoundsException();
        }
        int endIndex = offset + count;
        int n = count;
        for (int i = offset; i < endIndex;) {
            if (isHighSurrogate(a[i++]) && i < endIndex && isLowSurrogate(a[i])) {
                n--;
                i++;
            }
        }
        return n;
    }

    public static int offsetByCodePoints(CharSequence seq, int index, int codePointOffset) {
        int length = seq.length();
        if (index < 0 || index > length) {
            throw new IndexOutOfBoundsException();
        }
        int x = index;
        if (codePointOffset >= 0) {
            int i;
            for (i = 0; x < length && i < codePointOffset; i++) {
                if (isHighSurrogate(seq.charAt(x++)) && x < length && isLowSurrogate(seq.charAt(x))) {
                    x++;
                }
            }
            if (i < codePointOffset) {
                throw new IndexOutOfBoundsException();
            }
        } else {
            int i;
            for (i = codePointOffset; x > 0 && i < 0; i++) {
                if (isLowSurrogate(seq.charAt(--x)) && x > 0 && isHighSurrogate(seq.charAt(x - 1))) {
                    x--;
                }
            }
            if (i < 0) {
                throw new IndexOutOfBoundsException();
            }
        }
        return x;
    }

    public static int offsetByCodePoints(char[] a, int start, int count, int index, int codePointOffset) {
        if (count > a.length - start || start < 0 || count < 0
                || index < start || index > start + count) {
            throw new IndexOutOfBoundsException();
        }
        return offsetByCodePoints(new String(a, start, count), index - start, codePointOffset) + start;
    }

    // ---------------------------------------------------------------- classification

    public static int getType(char ch) {
        return getType((int) ch);
    }

    public static int getType(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return LATIN1_TYPES.charAt(codePoint) - '@';
        }
        return Tables.type(codePoint);
    }

    public static boolean isLowerCase(char ch) {
        return isLowerCase((int) ch);
    }

    public static boolean isLowerCase(int codePoint) {
        if (codePoint < 256 && codePoint >= 0) {
            return getType(codePoint) == LOWERCASE_LETTER || codePoint == 0xAA || codePoint == 0xBA;
        }
        return (getType(codePoint) == LOWERCASE_LETTER) != Tables.in(Tables.otherLower, codePoint);
    }

    public static boolean isUpperCase(char ch) {
        return isUpperCase((int) ch);
    }

    public static boolean isUpperCase(int codePoint) {
        if (codePoint < 256 && codePoint >= 0) {
            return getType(codePoint) == UPPERCASE_LETTER;
        }
        return (getType(codePoint) == UPPERCASE_LETTER) != Tables.in(Tables.otherUpper, codePoint);
    }

    public static boolean isTitleCase(char ch) {
        return isTitleCase((int) ch);
    }

    public static boolean isTitleCase(int codePoint) {
        return getType(codePoint) == TITLECASE_LETTER;
    }

    public static boolean isDigit(char ch) {
        return isDigit((int) ch);
    }

    public static boolean isDigit(int codePoint) {
        if (codePoint < 128) {
            return codePoint >= '0' && codePoint <= '9';
        }
        return getType(codePoint) == DECIMAL_DIGIT_NUMBER;
    }

    public static boolean isDefined(char ch) {
        return isDefined((int) ch);
    }

    public static boolean isDefined(int codePoint) {
        return getType(codePoint) != UNASSIGNED;
    }

    public static boolean isLetter(char ch) {
        return isLetter((int) ch);
    }

    public static boolean isLetter(int codePoint) {
        if (codePoint < 128) {
            return (codePoint >= 'a' && codePoint <= 'z') || (codePoint >= 'A' && codePoint <= 'Z');
        }
        int t = getType(codePoint);
        return t >= UPPERCASE_LETTER && t <= OTHER_LETTER;
    }

    public static boolean isLetterOrDigit(char ch) {
        return isLetterOrDigit((int) ch);
    }

    public static boolean isLetterOrDigit(int codePoint) {
        return isLetter(codePoint) || isDigit(codePoint);
    }

    @Deprecated
    public static boolean isJavaLetter(char ch) {
        return isJavaIdentifierStart(ch);
    }

    @Deprecated
    public static boolean isJavaLetterOrDigit(char ch) {
        return isJavaIdentifierPart(ch);
    }

    public static boolean isAlphabetic(int codePoint) {
        int t = getType(codePoint);
        boolean base = (t >= UPPERCASE_LETTER && t <= OTHER_LETTER) || t == LETTER_NUMBER;
        if (codePoint < 256 && codePoint >= 0) {
            return base;
        }
        return base != Tables.in(Tables.otherAlphabetic, codePoint);
    }

    public static boolean isIdeographic(int codePoint) {
        if (codePoint < 0x3000) {
            return false;
        }
        return Tables.in(Tables.ideographic, codePoint);
    }

    public static boolean isJavaIdentifierStart(char ch) {
        return isJavaIdentifierStart((int) ch);
    }

    public static boolean isJavaIdentifierStart(int codePoint) {
        int t = getType(codePoint);
        return (t >= UPPERCASE_LETTER && t <= OTHER_LETTER) || t == LETTER_NUMBER
                || t == CURRENCY_SYMBOL || t == CONNECTOR_PUNCTUATION;
    }

    public static boolean isJavaIdentifierPart(char ch) {
        return isJavaIdentifierPart((int) ch);
    }

    public static boolean isJavaIdentifierPart(int codePoint) {
        int t = getType(codePoint);
        return isJavaIdentifierStart(codePoint) || t == DECIMAL_DIGIT_NUMBER
                || t == COMBINING_SPACING_MARK || t == NON_SPACING_MARK || isIdentifierIgnorable(codePoint);
    }

    public static boolean isUnicodeIdentifierStart(char ch) {
        return isUnicodeIdentifierStart((int) ch);
    }

    public static boolean isUnicodeIdentifierStart(int codePoint) {
        int t = getType(codePoint);
        boolean base = (t >= UPPERCASE_LETTER && t <= OTHER_LETTER) || t == LETTER_NUMBER;
        return base != Tables.in(Tables.otherIdStart, codePoint);
    }

    public static boolean isUnicodeIdentifierPart(char ch) {
        return isUnicodeIdentifierPart((int) ch);
    }

    public static boolean isUnicodeIdentifierPart(int codePoint) {
        int t = getType(codePoint);
        boolean base = (t >= UPPERCASE_LETTER && t <= OTHER_LETTER) || t == LETTER_NUMBER
                || t == CONNECTOR_PUNCTUATION || t == DECIMAL_DIGIT_NUMBER || t == COMBINING_SPACING_MARK
                || t == NON_SPACING_MARK || isIdentifierIgnorable(codePoint);
        return base != Tables.in(Tables.otherIdPart, codePoint);
    }

    public static boolean isIdentifierIgnorable(char ch) {
        return isIdentifierIgnorable((int) ch);
    }

    public static boolean isIdentifierIgnorable(int codePoint) {
        return (codePoint >= 0 && codePoint <= 8) || (codePoint >= 0xE && codePoint <= 0x1B)
                || (codePoint >= 0x7F && codePoint <= 0x9F) || getType(codePoint) == FORMAT;
    }

    @Deprecated
    public static boolean isSpace(char ch) {
        return (ch <= 0x0020) && (((((1L << 0x0009) | (1L << 0x000A) | (1L << 0x000C)
                | (1L << 0x000D) | (1L << 0x0020)) >> ch) & 1L) != 0);
    }

    public static boolean isSpaceChar(char ch) {
        return isSpaceChar((int) ch);
    }

    public static boolean isSpaceChar(int codePoint) {
        int t = getType(codePoint);
        return t == SPACE_SEPARATOR || t == LINE_SEPARATOR || t == PARAGRAPH_SEPARATOR;
    }

    public static boolean isWhitespace(char ch) {
        return isWhitespace((int) ch);
    }

    public static boolean isWhitespace(int codePoint) {
        if (codePoint < 128) {
            return codePoint == ' ' || (codePoint >= 0x09 && codePoint <= 0x0D)
                    || (codePoint >= 0x1C && codePoint <= 0x1F);
        }
        if (codePoint == 0x00A0 || codePoint == 0x2007 || codePoint == 0x202F) {
            return false;
        }
        return isSpaceChar(codePoint);
    }

    public static boolean isISOControl(char ch) {
        return isISOControl((int) ch);
    }

    public static boolean isISOControl(int codePoint) {
        return codePoint <= 0x9F && (codePoint >= 0x7F || (codePoint >>> 5 == 0));
    }

    public static boolean isMirrored(char ch) {
        return isMirrored((int) ch);
    }

    public static boolean isMirrored(int codePoint) {
        return Tables.in(Tables.mirrored, codePoint);
    }

    // ---------------------------------------------------------------- case mapping

    public static char toLowerCase(char ch) {
        return (char) toLowerCase((int) ch);
    }

    public static int toLowerCase(int codePoint) {
        if (codePoint < 256) {
            if ((codePoint >= 'A' && codePoint <= 'Z') || (codePoint >= 0xC0 && codePoint <= 0xDE && codePoint != 0xD7)) {
                return codePoint + 32;
            }
            return codePoint;
        }
        return Tables.map(Tables.lower, codePoint);
    }

    public static char toUpperCase(char ch) {
        return (char) toUpperCase((int) ch);
    }

    public static int toUpperCase(int codePoint) {
        if (codePoint < 256) {
            if ((codePoint >= 'a' && codePoint <= 'z') || (codePoint >= 0xE0 && codePoint <= 0xFE && codePoint != 0xF7)) {
                return codePoint - 32;
            }
            if (codePoint == 0xB5) {
                return 0x39C;
            }
            if (codePoint == 0xFF) {
                return 0x178;
            }
            return codePoint;
        }
        return Tables.map(Tables.upper, codePoint);
    }

    public static char toTitleCase(char ch) {
        return (char) toTitleCase((int) ch);
    }

    public static int toTitleCase(int codePoint) {
        if (codePoint < 256) {
            return toUpperCase(codePoint);
        }
        return Tables.map(Tables.title, codePoint);
    }

    // ---------------------------------------------------------------- digits and numeric values

    public static int digit(char ch, int radix) {
        return digit((int) ch, radix);
    }

    public static int digit(int codePoint, int radix) {
        if (radix < MIN_RADIX || radix > MAX_RADIX) {
            return -1;
        }
        int value = -1;
        if (codePoint < 128) {
            if (codePoint >= '0' && codePoint <= '9') {
                value = codePoint - '0';
            } else if (codePoint >= 'a' && codePoint <= 'z') {
                value = codePoint - 'a' + 10;
            } else if (codePoint >= 'A' && codePoint <= 'Z') {
                value = codePoint - 'A' + 10;
            }
        } else if (codePoint >= 0xFF21 && codePoint <= 0xFF3A) {
            value = codePoint - 0xFF21 + 10;
        } else if (codePoint >= 0xFF41 && codePoint <= 0xFF5A) {
            value = codePoint - 0xFF41 + 10;
        } else if (getType(codePoint) == DECIMAL_DIGIT_NUMBER) {
            value = (codePoint - Tables.typeRunStart(codePoint)) % 10;
        }
        return (value < radix) ? value : -1;
    }

    public static int getNumericValue(char ch) {
        return getNumericValue((int) ch);
    }

    public static int getNumericValue(int codePoint) {
        if (codePoint < 128) {
            if (codePoint >= '0' && codePoint <= '9') {
                return codePoint - '0';
            } else if (codePoint >= 'a' && codePoint <= 'z') {
                return codePoint - 'a' + 10;
            } else if (codePoint >= 'A' && codePoint <= 'Z') {
                return codePoint - 'A' + 10;
            }
            return -1;
        }
        return Tables.numericValue(codePoint);
    }

    public static char forDigit(int digit, int radix) {
        if ((digit >= radix) || (digit < 0)) {
            return '\0';
        }
        if ((radix < MIN_RADIX) || (radix > MAX_RADIX)) {
            return '\0';
        }
        if (digit < 10) {
            return (char) ('0' + digit);
        }
        return (char) ('a' - 10 + digit);
    }

    /**
     * Lazily decoded Unicode tables (see CharacterData for the encoding). Each table is an
     * int[] of fixed-width records sorted by their first field, the start code point.
     */
    private static final class Tables {
        static final int[] types = decode(CharacterData.TYPES, 2, true);
        static final int[] upper = decode(CharacterData.UPPER, 4, true);
        static final int[] lower = decode(CharacterData.LOWER, 4, true);
        static final int[] title = decode(CharacterData.TITLE, 4, true);
        static final int[] numeric = decode(CharacterData.NUMERIC, 4, true);
        static final int[] otherLower = decode(CharacterData.OTHER_LOWERCASE, 2, true);
        static final int[] otherUpper = decode(CharacterData.OTHER_UPPERCASE, 2, true);
        static final int[] otherAlphabetic = decode(CharacterData.OTHER_ALPHABETIC, 2, true);
        static final int[] ideographic = decode(CharacterData.IDEOGRAPHIC, 2, true);
        static final int[] mirrored = decode(CharacterData.MIRRORED, 2, true);
        static final int[] otherIdStart = decode(CharacterData.OTHER_ID_START, 2, true);
        static final int[] otherIdPart = decode(CharacterData.OTHER_ID_PART, 2, true);

        private Tables() {
        }

        /** Decodes varints into records of the given width; the first field is delta-coded. */
        static int[] decode(String s, int width, boolean deltaFirst) {
            int n = 0;
            for (int i = 0; i < s.length(); i++) {
                if (s.charAt(i) < '`') {
                    n++;
                }
            }
            int[] r = new int[n];
            int v = 0;
            int k = 0;
            for (int i = 0; i < s.length(); i++) {
                int c = s.charAt(i);
                if (c >= '`') {
                    v = (v << 5) | (c - '`');
                } else {
                    r[k++] = (v << 5) | (c - '@');
                    v = 0;
                }
            }
            if (deltaFirst) {
                int start = 0;
                for (int i = 0; i < n; i += width) {
                    start += r[i];
                    r[i] = start;
                }
            }
            return r;
        }

        /** Index of the last record whose start is <= cp, or -width if none. */
        static int find(int[] t, int width, int cp) {
            int lo = 0;
            int hi = t.length / width - 1;
            int found = -1;
            while (lo <= hi) {
                int mid = (lo + hi) >>> 1;
                if (t[mid * width] <= cp) {
                    found = mid;
                    lo = mid + 1;
                } else {
                    hi = mid - 1;
                }
            }
            return found * width;
        }

        static int type(int cp) {
            if (cp < 0 || cp > MAX_CODE_POINT) {
                return UNASSIGNED;
            }
            return types[find(types, 2, cp) + 1];
        }

        static int typeRunStart(int cp) {
            return types[find(types, 2, cp)];
        }

        /** Is cp inside one of the (start, length) ranges of t? */
        static boolean in(int[] t, int cp) {
            int i = find(t, 2, cp);
            return i >= 0 && cp < t[i] + t[i + 1];
        }

        /** Applies a case-mapping table of (start, count, zigzag delta, stride) runs. */
        static int map(int[] t, int cp) {
            int i = find(t, 4, cp);
            if (i >= 0) {
                int off = cp - t[i];
                int stride = t[i + 3];
                if (off % stride == 0 && off / stride < t[i + 1]) {
                    int z = t[i + 2];
                    return cp + ((z >>> 1) ^ -(z & 1));
                }
            }
            return cp;
        }

        static int numericValue(int cp) {
            int i = find(numeric, 4, cp);
            if (i >= 0) {
                int off = cp - numeric[i];
                if (off < numeric[i + 1]) {
                    return numeric[i + 2] - 2 + off * numeric[i + 3];
                }
            }
            return -1;
        }
    }
}
