package java.lang;

import java.io.UnsupportedEncodingException;
import java.util.Comparator;
import java.util.Formatter;
import java.util.Iterator;
import java.util.Locale;

/**
 * java.lang.String, stored as a UTF-16 {@code char[] value} (the VM creates strings by
 * allocating that array directly, see jdk-subset/README.md) with a cached {@code hash}.
 *
 * Differences from the JDK: the charsets are "UTF-8", "ISO-8859-1", "US-ASCII", "UTF-16BE/LE"
 * and "UTF-16" (by name or java.nio.charset.Charset);
 * split/matches/replaceAll/replaceFirst are java.util.regex behind {@link StringRegex}
 * (a one-entry pattern cache; split keeps the JDK's single-char fast path). Case mapping is Unicode 13 (as JDK 17, Locale.ROOT),
 * including the SpecialCasing expansions of toUpperCase and the final-sigma rule.
 */
public final class String implements java.io.Serializable, Comparable<String>, CharSequence {
    private static final long serialVersionUID = -6849794470754667710L;

    /** The characters; {@code value.length} is the length of the string. */
    private final char[] value;
    /** Cached hash code (0 = not yet computed, or really 0). */
    private int hash;

    private static final char[] EMPTY = new char[0];

    public static final Comparator<String> CASE_INSENSITIVE_ORDER = new CaseInsensitiveComparator();

    private static final class CaseInsensitiveComparator implements Comparator<String>, java.io.Serializable {
        private static final long serialVersionUID = 8575799808933029326L;

        public int compare(String s1, String s2) {
            return s1.compareToIgnoreCase(s2);
        }
    }

    // ------------------------------------------------------------------ constructors

    public String() {
        this.value = EMPTY;
    }

    public String(String original) {
        this.value = original.value;
        this.hash = original.hash;
    }

    public String(char[] value) {
        this.value = copyOf(value, 0, value.length);
    }

    public String(char[] value, int offset, int count) {
        checkBoundsOffCount(offset, count, value.length);
        this.value = copyOf(value, offset, count);
    }

    public String(int[] codePoints, int offset, int count) {
        checkBoundsOffCount(offset, count, codePoints.length);
        int n = 0;
        for (int i = offset; i < offset + count; i++) {
            int cp = codePoints[i];
            if (cp >= 0 && cp < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
                n++;
            } else if (Character.isValidCodePoint(cp)) {
                n += 2;
            } else {
                throw new IllegalArgumentException(Integer.toString(cp));
            }
        }
        char[] v = new char[n];
        int j = 0;
        for (int i = offset; i < offset + count; i++) {
            j += Character.toChars(codePoints[i], v, j);
        }
        this.value = v;
    }

    public String(byte[] bytes) {
        this(bytes, 0, bytes.length);
    }

    public String(byte[] bytes, int offset, int length) {
        checkBoundsOffCount(offset, length, bytes.length);
        this.value = decodeUtf8(bytes, offset, length);
    }

    public String(byte[] bytes, String charsetName) throws UnsupportedEncodingException {
        this(bytes, 0, bytes.length, charsetName);
    }

    public String(byte[] bytes, int offset, int length, String charsetName) throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        checkBoundsOffCount(offset, length, bytes.length);
        this.value = decode(bytes, offset, length, charsetName);
    }

    public String(byte[] bytes, java.nio.charset.Charset charset) {
        this(bytes, 0, bytes.length, charset);
    }

    public String(byte[] bytes, int offset, int length, java.nio.charset.Charset charset) {
        checkBoundsOffCount(offset, length, bytes.length);
        this.value = decodeCharset(bytes, offset, length, charset.name());
    }

    public String(StringBuffer buffer) {
        this(buffer.toString());
    }

    public String(StringBuilder builder) {
        this.value = copyOf(builder.getValue(), 0, builder.length());
    }

    /** Shares the given array (used inside java.lang only; the caller must not modify it). */
    String(char[] value, boolean share) {
        this.value = value;
    }

    private static char[] copyOf(char[] src, int off, int len) {
        if (len == 0) {
            return EMPTY;
        }
        char[] v = new char[len];
        System.arraycopy(src, off, v, 0, len);
        return v;
    }

    // ------------------------------------------------------------------ bounds checks (JDK 17 messages)

    static void checkBoundsOffCount(int offset, int count, int length) {
        if (offset < 0 || count < 0 || offset > length - count) {
            throw new StringIndexOutOfBoundsException("offset " + offset + ", count " + count + ", length " + length);
        }
    }

    static void checkBoundsBeginEnd(int begin, int end, int length) {
        if (begin < 0 || begin > end || end > length) {
            throw new StringIndexOutOfBoundsException("begin " + begin + ", end " + end + ", length " + length);
        }
    }

    static void checkIndex(int index, int length) {
        if (index < 0 || index >= length) {
            throw new StringIndexOutOfBoundsException("index " + index + ", length " + length);
        }
    }

    // ------------------------------------------------------------------ basic accessors

    public int length() {
        return value.length;
    }

    public boolean isEmpty() {
        return value.length == 0;
    }

    public char charAt(int index) {
        if (index < 0 || index >= value.length) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return value[index];
    }

    public int codePointAt(int index) {
        checkIndex(index, value.length);
        return Character.codePointAt(value, index, value.length);
    }

    public int codePointBefore(int index) {
        int i = index - 1;
        if (i < 0 || i >= value.length) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return Character.codePointBefore(value, index, 0);
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.codePointCount(value, beginIndex, endIndex - beginIndex);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        if (index < 0 || index > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.offsetByCodePoints(this, index, codePointOffset);
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        checkBoundsBeginEnd(srcBegin, srcEnd, value.length);
        checkBoundsOffCount(dstBegin, srcEnd - srcBegin, dst.length);
        System.arraycopy(value, srcBegin, dst, dstBegin, srcEnd - srcBegin);
    }

    @Deprecated
    public void getBytes(int srcBegin, int srcEnd, byte[] dst, int dstBegin) {
        checkBoundsBeginEnd(srcBegin, srcEnd, value.length);
        checkBoundsOffCount(dstBegin, srcEnd - srcBegin, dst.length);
        for (int i = srcBegin; i < srcEnd; i++) {
            dst[dstBegin++] = (byte) value[i];
        }
    }

    public byte[] getBytes() {
        return encodeUtf8(value, 0, value.length);
    }

    public byte[] getBytes(String charsetName) throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException();
        }
        return encode(value, charsetName);
    }

    public byte[] getBytes(java.nio.charset.Charset charset) {
        try {
            return encode(value, charset.name());
        } catch (UnsupportedEncodingException e) {
            throw new InternalError(e.getMessage());
        }
    }

    private static char[] decodeCharset(byte[] b, int off, int len, String charsetName) {
        try {
            return decode(b, off, len, charsetName);
        } catch (UnsupportedEncodingException e) {
            throw new InternalError(e.getMessage());
        }
    }

    public char[] toCharArray() {
        return copyOf(value, 0, value.length);
    }

    /** The backing array, for java.lang internals only. */
    char[] value() {
        return value;
    }

    // ------------------------------------------------------------------ comparison

    public boolean equals(Object anObject) {
        if (this == anObject) {
            return true;
        }
        if (anObject instanceof String) {
            char[] other = ((String) anObject).value;
            int n = value.length;
            if (n == other.length) {
                for (int i = 0; i < n; i++) {
                    if (value[i] != other[i]) {
                        return false;
                    }
                }
                return true;
            }
        }
        return false;
    }

    public boolean contentEquals(StringBuffer sb) {
        return contentEquals((CharSequence) sb);
    }

    public boolean contentEquals(CharSequence cs) {
        if (cs instanceof String) {
            return equals(cs);
        }
        int n = value.length;
        if (n != cs.length()) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (value[i] != cs.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    public boolean equalsIgnoreCase(String anotherString) {
        return (this == anotherString) || (anotherString != null
                && anotherString.value.length == value.length
                && regionMatches(true, 0, anotherString, 0, value.length));
    }

    public int compareTo(String anotherString) {
        char[] v1 = value;
        char[] v2 = anotherString.value;
        int len1 = v1.length;
        int len2 = v2.length;
        int lim = Math.min(len1, len2);
        for (int k = 0; k < lim; k++) {
            char c1 = v1[k];
            char c2 = v2[k];
            if (c1 != c2) {
                return c1 - c2;
            }
        }
        return len1 - len2;
    }

    public int compareToIgnoreCase(String str) {
        char[] v1 = value;
        char[] v2 = str.value;
        int n1 = v1.length;
        int n2 = v2.length;
        for (int k1 = 0, k2 = 0; k1 < n1 && k2 < n2; k1++, k2++) {
            int cp1 = v1[k1];
            int cp2 = v2[k2];
            if (cp1 == cp2 || compareCodePointCI(cp1, cp2) == 0) {
                continue;
            }
            // supplementary characters are compared as whole code points (JDK 16+)
            cp1 = codePointIncluding(v1, k1);
            if (cp1 < 0) {
                k1++;
                cp1 = -cp1;
            }
            cp2 = codePointIncluding(v2, k2);
            if (cp2 < 0) {
                k2++;
                cp2 = -cp2;
            }
            int diff = compareCodePointCI(cp1, cp2);
            if (diff != 0) {
                return diff;
            }
        }
        return n1 - n2;
    }

    /**
     * The code point v[k] is part of: a pair ending at k, or (returned negated, meaning "the
     * next char was used too") a pair starting at k; otherwise v[k] itself.
     */
    private static int codePointIncluding(char[] v, int k) {
        char c = v[k];
        if (!Character.isSurrogate(c)) {
            return c;
        }
        if (Character.isLowSurrogate(c)) {
            if (k > 0 && Character.isHighSurrogate(v[k - 1])) {
                return Character.toCodePoint(v[k - 1], c);
            }
        } else if (k + 1 < v.length && Character.isLowSurrogate(v[k + 1])) {
            return -Character.toCodePoint(c, v[k + 1]);
        }
        return c;
    }

    private static int compareCodePointCI(int cp1, int cp2) {
        cp1 = Character.toUpperCase(cp1);
        cp2 = Character.toUpperCase(cp2);
        if (cp1 != cp2) {
            cp1 = Character.toLowerCase(cp1);
            cp2 = Character.toLowerCase(cp2);
            if (cp1 != cp2) {
                return cp1 - cp2;
            }
        }
        return 0;
    }

    public boolean regionMatches(int toffset, String other, int ooffset, int len) {
        return regionMatches(false, toffset, other, ooffset, len);
    }

    public boolean regionMatches(boolean ignoreCase, int toffset, String other, int ooffset, int len) {
        char[] ta = value;
        char[] pa = other.value;
        if ((ooffset < 0) || (toffset < 0) || (toffset > (long) ta.length - len)
                || (ooffset > (long) pa.length - len)) {
            return false;
        }
        int tend = toffset + len;
        while (toffset < tend) {
            char c1 = ta[toffset];
            char c2 = pa[ooffset];
            toffset++;
            ooffset++;
            if (c1 == c2) {
                continue;
            }
            if (!ignoreCase) {
                return false;
            }
            int cp1 = codePointIncluding(ta, toffset - 1);
            if (cp1 < 0) {
                toffset++;
                cp1 = -cp1;
            }
            int cp2 = codePointIncluding(pa, ooffset - 1);
            if (cp2 < 0) {
                ooffset++;
                cp2 = -cp2;
            }
            int u1 = Character.toUpperCase(cp1);
            int u2 = Character.toUpperCase(cp2);
            if (u1 == u2 || Character.toLowerCase(u1) == Character.toLowerCase(u2)) {
                continue;
            }
            return false;
        }
        return true;
    }

    public boolean startsWith(String prefix, int toffset) {
        char[] pa = prefix.value;
        if (toffset < 0 || toffset > value.length - pa.length) {
            return false;
        }
        for (int i = 0; i < pa.length; i++) {
            if (value[toffset + i] != pa[i]) {
                return false;
            }
        }
        return true;
    }

    public boolean startsWith(String prefix) {
        return startsWith(prefix, 0);
    }

    public boolean endsWith(String suffix) {
        return startsWith(suffix, value.length - suffix.value.length);
    }

    public int hashCode() {
        int h = hash;
        if (h == 0 && value.length > 0) {
            char[] v = value;
            for (int i = 0; i < v.length; i++) {
                h = 31 * h + v[i];
            }
            hash = h;
        }
        return h;
    }

    // ------------------------------------------------------------------ searching

    public int indexOf(int ch) {
        return indexOf(ch, 0);
    }

    public int indexOf(int ch, int fromIndex) {
        char[] v = value;
        int max = v.length;
        if (fromIndex < 0) {
            fromIndex = 0;
        } else if (fromIndex >= max) {
            return -1;
        }
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            for (int i = fromIndex; i < max; i++) {
                if (v[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (Character.isValidCodePoint(ch)) {
            char hi = Character.highSurrogate(ch);
            char lo = Character.lowSurrogate(ch);
            for (int i = fromIndex; i < max - 1; i++) {
                if (v[i] == hi && v[i + 1] == lo) {
                    return i;
                }
            }
        }
        return -1;
    }

    public int lastIndexOf(int ch) {
        return lastIndexOf(ch, value.length - 1);
    }

    public int lastIndexOf(int ch, int fromIndex) {
        char[] v = value;
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            for (int i = Math.min(fromIndex, v.length - 1); i >= 0; i--) {
                if (v[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (Character.isValidCodePoint(ch)) {
            char hi = Character.highSurrogate(ch);
            char lo = Character.lowSurrogate(ch);
            for (int i = Math.min(fromIndex, v.length - 2); i >= 0; i--) {
                if (v[i] == hi && v[i + 1] == lo) {
                    return i;
                }
            }
        }
        return -1;
    }

    public int indexOf(String str) {
        return indexOf(value, value.length, str.value, 0);
    }

    public int indexOf(String str, int fromIndex) {
        return indexOf(value, value.length, str.value, fromIndex);
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(value, value.length, str.value, value.length);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return lastIndexOf(value, value.length, str.value, fromIndex);
    }

    /** Index of target in source[0..sourceCount) at or after fromIndex, or -1. */
    static int indexOf(char[] source, int sourceCount, char[] target, int fromIndex) {
        int targetCount = target.length;
        if (fromIndex >= sourceCount) {
            return (targetCount == 0 ? sourceCount : -1);
        }
        if (fromIndex < 0) {
            fromIndex = 0;
        }
        if (targetCount == 0) {
            return fromIndex;
        }
        char first = target[0];
        int max = sourceCount - targetCount;
        for (int i = fromIndex; i <= max; i++) {
            if (source[i] != first) {
                while (++i <= max && source[i] != first) {
                    // skip
                }
            }
            if (i <= max) {
                int j = i + 1;
                int end = j + targetCount - 1;
                for (int k = 1; j < end && source[j] == target[k]; j++, k++) {
                    // compare
                }
                if (j == end) {
                    return i;
                }
            }
        }
        return -1;
    }

    /** Last index of target in source[0..sourceCount) at or before fromIndex, or -1. */
    static int lastIndexOf(char[] source, int sourceCount, char[] target, int fromIndex) {
        int targetCount = target.length;
        int rightIndex = sourceCount - targetCount;
        if (fromIndex < 0) {
            return -1;
        }
        if (fromIndex > rightIndex) {
            fromIndex = rightIndex;
        }
        if (targetCount == 0) {
            return fromIndex;
        }
        outer:
        for (int i = fromIndex; i >= 0; i--) {
            for (int k = 0; k < targetCount; k++) {
                if (source[i + k] != target[k]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    public boolean contains(CharSequence s) {
        return indexOf(s.toString()) >= 0;
    }

    // ------------------------------------------------------------------ substrings and transformations

    public String substring(int beginIndex) {
        return substring(beginIndex, value.length);
    }

    public String substring(int beginIndex, int endIndex) {
        int length = value.length;
        checkBoundsBeginEnd(beginIndex, endIndex, length);
        if (beginIndex == 0 && endIndex == length) {
            return this;
        }
        return new String(copyOf(value, beginIndex, endIndex - beginIndex), true);
    }

    public CharSequence subSequence(int beginIndex, int endIndex) {
        return substring(beginIndex, endIndex);
    }

    public String concat(String str) {
        if (str.isEmpty()) {
            return this;
        }
        char[] v = new char[value.length + str.value.length];
        System.arraycopy(value, 0, v, 0, value.length);
        System.arraycopy(str.value, 0, v, value.length, str.value.length);
        return new String(v, true);
    }

    public String replace(char oldChar, char newChar) {
        if (oldChar != newChar) {
            char[] v = value;
            int len = v.length;
            int i = -1;
            while (++i < len) {
                if (v[i] == oldChar) {
                    break;
                }
            }
            if (i < len) {
                char[] buf = new char[len];
                System.arraycopy(v, 0, buf, 0, i);
                for (; i < len; i++) {
                    char c = v[i];
                    buf[i] = (c == oldChar) ? newChar : c;
                }
                return new String(buf, true);
            }
        }
        return this;
    }

    public String replace(CharSequence target, CharSequence replacement) {
        String tgt = target.toString();
        String repl = replacement.toString();
        int j = indexOf(tgt);
        if (j < 0) {
            return this;
        }
        int tgtLen = tgt.length();
        int tgtLen1 = Math.max(tgtLen, 1);
        int thisLen = length();
        StringBuilder sb = new StringBuilder(thisLen + 16);
        int i = 0;
        do {
            sb.append(this, i, j).append(repl);
            i = j + tgtLen;
        } while (j < thisLen && (j = indexOf(tgt, j + tgtLen1)) > 0);
        return sb.append(this, i, thisLen).toString();
    }

    public boolean matches(String regex) {
        return StringRegex.compile(regex).matches(this);
    }

    public String replaceFirst(String regex, String replacement) {
        return StringRegex.compile(regex).replace(this, replacement, false);
    }

    public String replaceAll(String regex, String replacement) {
        return StringRegex.compile(regex).replace(this, replacement, true);
    }

    public String[] split(String regex) {
        return split(regex, 0);
    }

    public String[] split(String regex, int limit) {
        char ch = 0;
        int rlen = regex.length();
        if (((rlen == 1 && ".$|()[{^?*+\\".indexOf(ch = regex.charAt(0)) == -1)
                || (rlen == 2 && regex.charAt(0) == '\\'
                    && ((ch = regex.charAt(1)) - '0' | '9' - ch) < 0
                    && (ch - 'a' | 'z' - ch) < 0
                    && (ch - 'A' | 'Z' - ch) < 0))
                && (ch < Character.MIN_HIGH_SURROGATE || ch > Character.MAX_LOW_SURROGATE)) {
            return splitOnChar(ch, limit);
        }
        return StringRegex.compile(regex).split(this, limit);
    }

    /** The JDK's fast path: split around a single literal character. */
    private String[] splitOnChar(char ch, int limit) {
        int off = 0;
        int next;
        boolean limited = limit > 0;
        StringRegex.Parts list = new StringRegex.Parts();
        while ((next = indexOf(ch, off)) != -1) {
            if (!limited || list.size() < limit - 1) {
                list.add(substring(off, next));
                off = next + 1;
            } else {
                int last = length();
                list.add(substring(off, last));
                off = last;
                break;
            }
        }
        if (off == 0) {
            return new String[] { this };
        }
        if (!limited || list.size() < limit) {
            list.add(substring(off, length()));
        }
        return list.toArray(limit == 0);
    }

    public static String join(CharSequence delimiter, CharSequence... elements) {
        if (delimiter == null || elements == null) {
            throw new NullPointerException();
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < elements.length; i++) {
            if (i > 0) {
                sb.append(delimiter);
            }
            sb.append(elements[i]);
        }
        return sb.toString();
    }

    public static String join(CharSequence delimiter, Iterable<? extends CharSequence> elements) {
        if (delimiter == null || elements == null) {
            throw new NullPointerException();
        }
        StringBuilder sb = new StringBuilder();
        boolean first = true;
        for (CharSequence cs : elements) {
            if (!first) {
                sb.append(delimiter);
            }
            sb.append(cs);
            first = false;
        }
        return sb.toString();
    }

    /**
     * Locale-sensitive lower case: Turkish and Azerbaijani map 'I' to dotless 'ı' and 'İ' to
     * 'i'; every other locale behaves like Locale.ROOT (Lithuanian rules are not applied).
     */
    public String toLowerCase(Locale locale) {
        if (locale == null) {
            throw new NullPointerException();
        }
        if (isTurkic(locale)) {
            return replace('I', '\u0131').replace("\u0130", "i").toLowerCase();
        }
        return toLowerCase();
    }

    /** Locale-sensitive upper case: Turkish and Azerbaijani map 'i' to 'İ'; see toLowerCase(Locale). */
    public String toUpperCase(Locale locale) {
        if (locale == null) {
            throw new NullPointerException();
        }
        if (isTurkic(locale)) {
            return replace('i', '\u0130').toUpperCase();
        }
        return toUpperCase();
    }

    private static boolean isTurkic(Locale locale) {
        String lang = locale.getLanguage();
        return lang.equals("tr") || lang.equals("az");
    }

    public String toLowerCase() {
        char[] v = value;
        int len = v.length;
        int first = 0;
        while (first < len) {
            char c = v[first];
            if (Character.toLowerCase(c) != c || c == '\u0130' || Character.isSurrogate(c)) {
                break;
            }
            first++;
        }
        if (first == len) {
            return this;
        }
        StringBuilder sb = new StringBuilder(len);
        sb.append(v, 0, first);
        for (int i = first; i < len; i++) {
            char c = v[i];
            if (c == '\u0130') {
                sb.append("i\u0307");
            } else if (c == '\u03A3') {
                sb.append(isFinalSigma(v, i) ? '\u03C2' : '\u03C3');
            } else if (Character.isHighSurrogate(c) && i + 1 < len && Character.isLowSurrogate(v[i + 1])) {
                sb.appendCodePoint(Character.toLowerCase(Character.toCodePoint(c, v[i + 1])));
                i++;
            } else {
                sb.append(Character.toLowerCase(c));
            }
        }
        return sb.toString();
    }

    /** Unicode's Final_Sigma condition: a cased letter before, none after (skipping case-ignorables). */
    private static boolean isFinalSigma(char[] v, int i) {
        int j = i - 1;
        while (j >= 0 && isCaseIgnorable(v[j])) {
            j--;
        }
        if (j < 0 || !isCased(v[j])) {
            return false;
        }
        int k = i + 1;
        while (k < v.length && isCaseIgnorable(v[k])) {
            k++;
        }
        return k >= v.length || !isCased(v[k]);
    }

    private static boolean isCased(char c) {
        int t = Character.getType(c);
        return t == Character.UPPERCASE_LETTER || t == Character.LOWERCASE_LETTER || t == Character.TITLECASE_LETTER
                || Character.isUpperCase(c) || Character.isLowerCase(c);
    }

    private static boolean isCaseIgnorable(char c) {
        int t = Character.getType(c);
        return t == Character.NON_SPACING_MARK || t == Character.ENCLOSING_MARK || t == Character.FORMAT
                || t == Character.MODIFIER_LETTER || t == Character.MODIFIER_SYMBOL
                || c == '\'' || c == '.' || c == ':' || c == '^' || c == '`' || c == '\u00B7' || c == '\u2019'
                || c == '\u2018' || c == '\u2024' || c == '\u2027' || c == '\u00AD';
    }

    public String toUpperCase() {
        char[] v = value;
        int len = v.length;
        int first = 0;
        while (first < len) {
            char c = v[first];
            if (Character.toUpperCase(c) != c || Character.isSurrogate(c) || SpecialUpper.get(c) != null) {
                break;
            }
            first++;
        }
        if (first == len) {
            return this;
        }
        StringBuilder sb = new StringBuilder(len);
        sb.append(v, 0, first);
        for (int i = first; i < len; i++) {
            char c = v[i];
            String special = SpecialUpper.get(c);
            if (special != null) {
                sb.append(special);
            } else if (Character.isHighSurrogate(c) && i + 1 < len && Character.isLowSurrogate(v[i + 1])) {
                sb.appendCodePoint(Character.toUpperCase(Character.toCodePoint(c, v[i + 1])));
                i++;
            } else {
                sb.append(Character.toUpperCase(c));
            }
        }
        return sb.toString();
    }

    /** Multi-char upper-case expansions ("\u00DF" -> "SS", ...), from CharacterData.SPECIAL_UPPER. */
    private static final class SpecialUpper {
        private static char[] keys;
        private static String[] values;

        private SpecialUpper() {
        }

        static String get(char c) {
            if (c < '\u00DF' || (c > '\u0587' && c < '\u1E96') || (c > '\u1FFC' && c < '\uFB00') || c > '\uFB17') {
                return null;
            }
            if (keys == null) {
                init();
            }
            int lo = 0;
            int hi = keys.length - 1;
            while (lo <= hi) {
                int mid = (lo + hi) >>> 1;
                if (keys[mid] < c) {
                    lo = mid + 1;
                } else if (keys[mid] > c) {
                    hi = mid - 1;
                } else {
                    return values[mid];
                }
            }
            return null;
        }

        private static synchronized void init() {
            if (keys != null) {
                return;
            }
            String t = CharacterData.SPECIAL_UPPER;
            int n = 0;
            for (int i = 0; i < t.length(); i += 2 + t.charAt(i + 1)) {
                n++;
            }
            char[] k = new char[n];
            String[] v = new String[n];
            int e = 0;
            for (int i = 0; i < t.length(); i += 2 + t.charAt(i + 1)) {
                k[e] = t.charAt(i);
                v[e] = t.substring(i + 2, i + 2 + t.charAt(i + 1));
                e++;
            }
            values = v;
            keys = k;
        }
    }

    public String trim() {
        int len = value.length;
        int st = 0;
        char[] val = value;
        while ((st < len) && (val[st] <= ' ')) {
            st++;
        }
        while ((st < len) && (val[len - 1] <= ' ')) {
            len--;
        }
        return ((st > 0) || (len < value.length)) ? substring(st, len) : this;
    }

    /** Java 11: removes leading and trailing white space (Character.isWhitespace). */
    public String strip() {
        int st = skipWhitespace(0);
        int end = skipWhitespaceBackward(value.length);
        return (st >= end) ? "" : substring(st, end);
    }

    /** Java 11. */
    public String stripLeading() {
        return substring(skipWhitespace(0));
    }

    /** Java 11. */
    public String stripTrailing() {
        return substring(0, skipWhitespaceBackward(value.length));
    }

    /** Java 11. */
    public boolean isBlank() {
        return skipWhitespace(0) == value.length;
    }

    private int skipWhitespace(int i) {
        while (i < value.length) {
            int cp = Character.codePointAt(value, i, value.length);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            i += Character.charCount(cp);
        }
        return i;
    }

    private int skipWhitespaceBackward(int i) {
        while (i > 0) {
            int cp = Character.codePointBefore(value, i, 0);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            i -= Character.charCount(cp);
        }
        return i;
    }

    /** Java 11. */
    public String repeat(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count is negative: " + count);
        }
        if (count == 1) {
            return this;
        }
        int len = value.length;
        if (len == 0 || count == 0) {
            return "";
        }
        if (Integer.MAX_VALUE / count < len) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        char[] v = new char[len * count];
        for (int i = 0; i < count; i++) {
            System.arraycopy(value, 0, v, i * len, len);
        }
        return new String(v, true);
    }

    public String toString() {
        return this;
    }

    public native String intern();

    // ------------------------------------------------------------------ formatting and valueOf

    public static String format(String format, Object... args) {
        return new Formatter().format(format, args).toString();
    }

    /** The locale is accepted but numbers are always formatted as for Locale.US. */
    public static String format(Locale l, String format, Object... args) {
        return new Formatter(l).format(format, args).toString();
    }

    /** Java 15. */
    public String formatted(Object... args) {
        return new Formatter().format(this, args).toString();
    }

    public static String valueOf(Object obj) {
        return (obj == null) ? "null" : obj.toString();
    }

    public static String valueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(boolean b) {
        return b ? "true" : "false";
    }

    public static String valueOf(char c) {
        return new String(new char[] { c }, true);
    }

    public static String valueOf(int i) {
        return Integer.toString(i);
    }

    public static String valueOf(long l) {
        return Long.toString(l);
    }

    public static String valueOf(float f) {
        return Float.toString(f);
    }

    public static String valueOf(double d) {
        return Double.toString(d);
    }

    // ------------------------------------------------------------------ encoding

    private static String canonicalCharset(String name) throws UnsupportedEncodingException {
        String n = name.toUpperCase().replace('_', '-');
        if (n.equals("UTF-8") || n.equals("UTF8")) {
            return "UTF-8";
        }
        if (n.equals("ISO-8859-1") || n.equals("ISO8859-1") || n.equals("LATIN1") || n.equals("ISO-LATIN-1")) {
            return "ISO-8859-1";
        }
        if (n.equals("US-ASCII") || n.equals("ASCII")) {
            return "US-ASCII";
        }
        if (n.equals("UTF-16BE") || n.equals("UTF-16LE") || n.equals("UTF-16")) {
            return n;
        }
        throw new UnsupportedEncodingException(name);
    }

    private static char[] decode(byte[] b, int off, int len, String charsetName) throws UnsupportedEncodingException {
        String cs = canonicalCharset(charsetName);
        if (cs.equals("UTF-8")) {
            return decodeUtf8(b, off, len);
        }
        if (cs.startsWith("UTF-16")) {
            boolean big = !cs.equals("UTF-16LE");
            if (cs.equals("UTF-16") && len >= 2) {
                int bom = ((b[off] & 0xff) << 8) | (b[off + 1] & 0xff);
                if (bom == 0xFEFF || bom == 0xFFFE) {
                    big = bom == 0xFEFF;
                    off += 2;
                    len -= 2;
                }
            }
            int n = len / 2;
            char[] v = new char[n + (len & 1)];
            for (int i = 0; i < n; i++) {
                int b0 = b[off + 2 * i] & 0xff;
                int b1 = b[off + 2 * i + 1] & 0xff;
                v[i] = (char) (big ? (b0 << 8 | b1) : (b1 << 8 | b0));
            }
            if ((len & 1) != 0) {
                v[n] = '\uFFFD';
            }
            return v;
        }
        boolean ascii = cs.equals("US-ASCII");
        char[] v = new char[len];
        for (int i = 0; i < len; i++) {
            int c = b[off + i] & 0xff;
            v[i] = (ascii && c >= 0x80) ? '\uFFFD' : (char) c;
        }
        return v;
    }

    private static byte[] encode(char[] v, String charsetName) throws UnsupportedEncodingException {
        String cs = canonicalCharset(charsetName);
        if (cs.equals("UTF-8")) {
            return encodeUtf8(v, 0, v.length);
        }
        if (cs.startsWith("UTF-16")) {
            boolean bom = cs.equals("UTF-16");
            boolean big = !cs.equals("UTF-16LE");
            byte[] out = new byte[v.length * 2 + (bom ? 2 : 0)];
            int j = 0;
            if (bom) {
                out[j++] = (byte) 0xFE;
                out[j++] = (byte) 0xFF;
            }
            for (int i = 0; i < v.length; i++) {
                char c = v[i];
                out[j++] = (byte) (big ? c >> 8 : c);
                out[j++] = (byte) (big ? c : c >> 8);
            }
            return out;
        }
        int max = cs.equals("US-ASCII") ? 0x7f : 0xff;
        byte[] out = new byte[v.length];
        int j = 0;
        for (int i = 0; i < v.length; i++) {
            char c = v[i];
            if (Character.isHighSurrogate(c) && i + 1 < v.length && Character.isLowSurrogate(v[i + 1])) {
                i++; // one '?' for a whole surrogate pair
            }
            out[j++] = (byte) (c <= max ? c : '?');
        }
        if (j == out.length) {
            return out;
        }
        byte[] r = new byte[j];
        System.arraycopy(out, 0, r, 0, j);
        return r;
    }

    /** UTF-8 encoding; unpaired surrogates become '?', as in the JDK. */
    static byte[] encodeUtf8(char[] v, int off, int len) {
        int n = 0;
        int end = off + len;
        for (int i = off; i < end; i++) {
            char c = v[i];
            if (c < 0x80) {
                n++;
            } else if (c < 0x800) {
                n += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(v[i + 1])) {
                n += 4;
                i++;
            } else if (Character.isSurrogate(c)) {
                n++;
            } else {
                n += 3;
            }
        }
        byte[] out = new byte[n];
        int j = 0;
        for (int i = off; i < end; i++) {
            char c = v[i];
            if (c < 0x80) {
                out[j++] = (byte) c;
            } else if (c < 0x800) {
                out[j++] = (byte) (0xc0 | (c >> 6));
                out[j++] = (byte) (0x80 | (c & 0x3f));
            } else if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(v[i + 1])) {
                int cp = Character.toCodePoint(c, v[++i]);
                out[j++] = (byte) (0xf0 | (cp >> 18));
                out[j++] = (byte) (0x80 | ((cp >> 12) & 0x3f));
                out[j++] = (byte) (0x80 | ((cp >> 6) & 0x3f));
                out[j++] = (byte) (0x80 | (cp & 0x3f));
            } else if (Character.isSurrogate(c)) {
                out[j++] = (byte) '?';
            } else {
                out[j++] = (byte) (0xe0 | (c >> 12));
                out[j++] = (byte) (0x80 | ((c >> 6) & 0x3f));
                out[j++] = (byte) (0x80 | (c & 0x3f));
            }
        }
        return out;
    }

    /**
     * UTF-8 decoding with the JDK's replacement rules: each malformed sequence becomes one
     * U+FFFD (its length decided as in the JDK's decoder); a truncated sequence at the very
     * end becomes one U+FFFD.
     */
    static char[] decodeUtf8(byte[] src, int off, int len) {
        char[] dst = new char[len];
        int dp = 0;
        int sp = off;
        int sl = off + len;
        while (sp < sl) {
            int b1 = src[sp++];
            if (b1 >= 0) {
                dst[dp++] = (char) b1;
            } else if ((b1 >> 5) == -2 && (b1 & 0x1e) != 0) {
                if (sp < sl) {
                    int b2 = src[sp++];
                    if ((b2 & 0xc0) != 0x80) {
                        dst[dp++] = '\uFFFD';
                        sp--;
                    } else {
                        dst[dp++] = (char) (((b1 << 6) ^ b2) ^ (((byte) 0xC0 << 6) ^ ((byte) 0x80 << 0)));
                    }
                    continue;
                }
                dst[dp++] = '\uFFFD';
                break;
            } else if ((b1 >> 4) == -2) {
                if (sp + 1 < sl) {
                    int b2 = src[sp++];
                    int b3 = src[sp++];
                    if ((b1 == (byte) 0xe0 && (b2 & 0xe0) == 0x80) || (b2 & 0xc0) != 0x80 || (b3 & 0xc0) != 0x80) {
                        dst[dp++] = '\uFFFD';
                        sp -= 3;
                        sp += ((b1 == (byte) 0xe0 && (b2 & 0xe0) == 0x80) || (b2 & 0xc0) != 0x80) ? 1 : 2;
                    } else {
                        char c = (char) ((b1 << 12) ^ (b2 << 6)
                                ^ (b3 ^ (((byte) 0xE0 << 12) ^ ((byte) 0x80 << 6) ^ ((byte) 0x80 << 0))));
                        dst[dp++] = Character.isSurrogate(c) ? '\uFFFD' : c;
                    }
                    continue;
                }
                if (sp < sl && ((b1 == (byte) 0xe0 && (src[sp] & 0xe0) == 0x80) || (src[sp] & 0xc0) != 0x80)) {
                    dst[dp++] = '\uFFFD';
                    continue;
                }
                dst[dp++] = '\uFFFD';
                break;
            } else if ((b1 >> 3) == -2) {
                if (sp + 2 < sl) {
                    int b2 = src[sp++];
                    int b3 = src[sp++];
                    int b4 = src[sp++];
                    int uc = ((b1 << 18) ^ (b2 << 12) ^ (b3 << 6)
                            ^ (b4 ^ (((byte) 0xF0 << 18) ^ ((byte) 0x80 << 12) ^ ((byte) 0x80 << 6) ^ ((byte) 0x80 << 0))));
                    if ((b2 & 0xc0) != 0x80 || (b3 & 0xc0) != 0x80 || (b4 & 0xc0) != 0x80
                            || !Character.isSupplementaryCodePoint(uc)) {
                        dst[dp++] = '\uFFFD';
                        sp -= 4;
                        sp += malformed4(src, sp);
                    } else {
                        if (dp + 2 > dst.length) {
                            char[] n = new char[dst.length + 2];
                            System.arraycopy(dst, 0, n, 0, dp);
                            dst = n;
                        }
                        dst[dp++] = Character.highSurrogate(uc);
                        dst[dp++] = Character.lowSurrogate(uc);
                    }
                    continue;
                }
                b1 &= 0xff;
                if (b1 > 0xf4 || (sp < sl && isMalformed4x2(b1, src[sp] & 0xff))) {
                    dst[dp++] = '\uFFFD';
                    continue;
                }
                sp++;
                dst[dp++] = '\uFFFD';
                if (sp < sl && (src[sp] & 0xc0) != 0x80) {
                    continue;
                }
                break;
            } else {
                dst[dp++] = '\uFFFD';
            }
        }
        if (dp == dst.length) {
            return dst;
        }
        return copyOf(dst, 0, dp);
    }

    private static boolean isMalformed4x2(int b1, int b2) {
        return (b1 == 0xf0 && (b2 < 0x90 || b2 > 0xbf)) || (b1 == 0xf4 && (b2 & 0xf0) != 0x80) || (b2 & 0xc0) != 0x80;
    }

    /** Length of the malformed 4-byte-lead sequence at sp (1, 2 or 3). */
    private static int malformed4(byte[] src, int sp) {
        int b1 = src[sp++] & 0xff;
        int b2 = src[sp++] & 0xff;
        if (b1 > 0xf4 || (b1 == 0xf0 && (b2 < 0x90 || b2 > 0xbf)) || (b1 == 0xf4 && (b2 & 0xf0) != 0x80)
                || (b2 & 0xc0) != 0x80) {
            return 1;
        }
        if ((src[sp] & 0xc0) != 0x80) {
            return 2;
        }
        return 3;
    }

    /**
     * As the JDK 17 String: a string whose chars all fit in Latin-1 has one code point per char,
     * so its code point stream is sized (count() does not read it); otherwise of unknown size.
     */
    @Override
    public java.util.stream.IntStream codePoints() {
        for (char c : value) {
            if (c > 0xFF) {
                return CharSequence.super.codePoints();
            }
        }
        return chars();
    }

    /** Java 11: the lines, split at "\n", "\r" or "\r\n" (a final terminator ends no empty line). */
    public java.util.stream.Stream<String> lines() {
        return new java.io.BufferedReader(new java.io.StringReader(this)).lines();
    }
}
