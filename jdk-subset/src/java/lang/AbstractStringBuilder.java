package java.lang;

/**
 * The shared implementation of StringBuilder and StringBuffer: a growable char[].
 * Capacity growth ((old * 2) + 2) and the exception messages follow JDK 17.
 */
abstract class AbstractStringBuilder implements Appendable, CharSequence {
    char[] value;
    int count;

    private static final char[] EMPTY = new char[0];

    AbstractStringBuilder() {
        value = EMPTY;
    }

    AbstractStringBuilder(int capacity) {
        value = new char[capacity];
    }

    /** The backing array (valid up to length()). */
    final char[] getValue() {
        return value;
    }

    public int length() {
        return count;
    }

    public int capacity() {
        return value.length;
    }

    public void ensureCapacity(int minimumCapacity) {
        if (minimumCapacity > 0) {
            ensureCapacityInternal(minimumCapacity);
        }
    }

    private void ensureCapacityInternal(int minimumCapacity) {
        int oldCapacity = value.length;
        if (minimumCapacity - oldCapacity > 0) {
            int newCapacity = (oldCapacity << 1) + 2;
            if (newCapacity - minimumCapacity < 0) {
                newCapacity = minimumCapacity;
            }
            if (newCapacity < 0) {
                if (minimumCapacity < 0) {
                    throw new OutOfMemoryError("Required length exceeds implementation limit");
                }
                newCapacity = Integer.MAX_VALUE - 8 > minimumCapacity ? Integer.MAX_VALUE - 8 : minimumCapacity;
            }
            char[] n = new char[newCapacity];
            System.arraycopy(value, 0, n, 0, count);
            value = n;
        }
    }

    public void trimToSize() {
        if (count < value.length) {
            char[] n = new char[count];
            System.arraycopy(value, 0, n, 0, count);
            value = n;
        }
    }

    public void setLength(int newLength) {
        if (newLength < 0) {
            throw new StringIndexOutOfBoundsException(newLength);
        }
        ensureCapacityInternal(newLength);
        for (int i = count; i < newLength; i++) {
            value[i] = '\0';
        }
        count = newLength;
    }

    // ---------------------------------------------------------------- checks (JDK 17 messages)

    static void checkIndex(int index, int length) {
        if (index < 0 || index >= length) {
            throw new StringIndexOutOfBoundsException("index " + index + ", length " + length);
        }
    }

    static void checkOffset(int offset, int length) {
        if (offset < 0 || offset > length) {
            throw new StringIndexOutOfBoundsException("offset " + offset + ", length " + length);
        }
    }

    /** IndexOutOfBoundsException variant used by append(CharSequence/char[], ...). */
    static void checkRange(int start, int end, int len) {
        if (start < 0 || start > end || end > len) {
            throw new IndexOutOfBoundsException("start " + start + ", end " + end + ", length " + len);
        }
    }

    static void checkRangeSIOOBE(int start, int end, int len) {
        if (start < 0 || start > end || end > len) {
            throw new StringIndexOutOfBoundsException("start " + start + ", end " + end + ", length " + len);
        }
    }

    // ---------------------------------------------------------------- reading

    public char charAt(int index) {
        checkIndex(index, count);
        return value[index];
    }

    public int codePointAt(int index) {
        checkIndex(index, count);
        return Character.codePointAt(value, index, count);
    }

    public int codePointBefore(int index) {
        int i = index - 1;
        checkIndex(i, count);
        return Character.codePointBefore(value, index, 0);
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || endIndex > count || beginIndex > endIndex) {
            throw new IndexOutOfBoundsException();
        }
        return Character.codePointCount(value, beginIndex, endIndex - beginIndex);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        if (index < 0 || index > count) {
            throw new IndexOutOfBoundsException();
        }
        return Character.offsetByCodePoints(this, index, codePointOffset);
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        checkRangeSIOOBE(srcBegin, srcEnd, count);
        int n = srcEnd - srcBegin;
        checkRange(dstBegin, dstBegin + n, dst.length);
        System.arraycopy(value, srcBegin, dst, dstBegin, n);
    }

    public void setCharAt(int index, char ch) {
        checkIndex(index, count);
        value[index] = ch;
    }

    public String substring(int start) {
        return substring(start, count);
    }

    public CharSequence subSequence(int start, int end) {
        return substring(start, end);
    }

    public String substring(int start, int end) {
        checkRangeSIOOBE(start, end, count);
        return new String(value, start, end - start);
    }

    public int indexOf(String str) {
        return indexOf(str, 0);
    }

    public int indexOf(String str, int fromIndex) {
        return String.indexOf(value, count, str.value(), fromIndex);
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(str, count);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return String.lastIndexOf(value, count, str.value(), fromIndex);
    }

    public abstract String toString();

    // ---------------------------------------------------------------- appending

    public AbstractStringBuilder append(Object obj) {
        return append(String.valueOf(obj));
    }

    public AbstractStringBuilder append(String str) {
        if (str == null) {
            return appendNull();
        }
        char[] s = str.value();
        int len = s.length;
        ensureCapacityInternal(count + len);
        System.arraycopy(s, 0, value, count, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder append(StringBuffer sb) {
        return append((CharSequence) sb);
    }

    AbstractStringBuilder append(AbstractStringBuilder asb) {
        if (asb == null) {
            return appendNull();
        }
        int len = asb.length();
        ensureCapacityInternal(count + len);
        System.arraycopy(asb.value, 0, value, count, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder append(CharSequence s) {
        if (s == null) {
            return appendNull();
        }
        if (s instanceof String) {
            return append((String) s);
        }
        if (s instanceof AbstractStringBuilder) {
            return append((AbstractStringBuilder) s);
        }
        return append(s, 0, s.length());
    }

    private AbstractStringBuilder appendNull() {
        ensureCapacityInternal(count + 4);
        char[] v = value;
        v[count++] = 'n';
        v[count++] = 'u';
        v[count++] = 'l';
        v[count++] = 'l';
        return this;
    }

    public AbstractStringBuilder append(CharSequence s, int start, int end) {
        if (s == null) {
            s = "null";
        }
        checkRange(start, end, s.length());
        int len = end - start;
        ensureCapacityInternal(count + len);
        if (s instanceof String) {
            System.arraycopy(((String) s).value(), start, value, count, len);
            count += len;
        } else {
            for (int i = start; i < end; i++) {
                value[count++] = s.charAt(i);
            }
        }
        return this;
    }

    public AbstractStringBuilder append(char[] str) {
        int len = str.length;
        ensureCapacityInternal(count + len);
        System.arraycopy(str, 0, value, count, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder append(char[] str, int offset, int len) {
        int end = offset + len;
        checkRange(offset, end, str.length);
        ensureCapacityInternal(count + len);
        System.arraycopy(str, offset, value, count, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder append(boolean b) {
        return append(b ? "true" : "false");
    }

    public AbstractStringBuilder append(char c) {
        ensureCapacityInternal(count + 1);
        value[count++] = c;
        return this;
    }

    public AbstractStringBuilder append(int i) {
        int size = Integer.stringSize(i);
        ensureCapacityInternal(count + size);
        Integer.getChars(i, count + size, value);
        count += size;
        return this;
    }

    public AbstractStringBuilder append(long l) {
        int size = Long.stringSize(l);
        ensureCapacityInternal(count + size);
        Long.getChars(l, count + size, value);
        count += size;
        return this;
    }

    public AbstractStringBuilder append(float f) {
        return append(Float.toString(f));
    }

    public AbstractStringBuilder append(double d) {
        return append(Double.toString(d));
    }

    public AbstractStringBuilder appendCodePoint(int codePoint) {
        if (Character.isBmpCodePoint(codePoint)) {
            return append((char) codePoint);
        }
        if (!Character.isValidCodePoint(codePoint)) {
            throw new IllegalArgumentException(
                    "Not a valid Unicode code point: 0x" + Integer.toHexString(codePoint).toUpperCase());
        }
        ensureCapacityInternal(count + 2);
        value[count++] = Character.highSurrogate(codePoint);
        value[count++] = Character.lowSurrogate(codePoint);
        return this;
    }

    // ---------------------------------------------------------------- deleting and replacing

    public AbstractStringBuilder delete(int start, int end) {
        int c = this.count;
        if (end > c) {
            end = c;
        }
        checkRangeSIOOBE(start, end, c);
        int len = end - start;
        if (len > 0) {
            System.arraycopy(value, start + len, value, start, c - end);
            count = c - len;
        }
        return this;
    }

    public AbstractStringBuilder deleteCharAt(int index) {
        checkIndex(index, count);
        System.arraycopy(value, index + 1, value, index, count - index - 1);
        count--;
        return this;
    }

    public AbstractStringBuilder replace(int start, int end, String str) {
        int c = this.count;
        if (end > c) {
            end = c;
        }
        checkRangeSIOOBE(start, end, c);
        char[] s = str.value();
        int len = s.length;
        int newCount = c + len - (end - start);
        ensureCapacityInternal(newCount);
        System.arraycopy(value, end, value, start + len, c - end);
        System.arraycopy(s, 0, value, start, len);
        count = newCount;
        return this;
    }

    // ---------------------------------------------------------------- inserting

    /** Opens a gap of len chars at offset (offset already checked). */
    private void shift(int offset, int len) {
        ensureCapacityInternal(count + len);
        System.arraycopy(value, offset, value, offset + len, count - offset);
        count += len;
    }

    public AbstractStringBuilder insert(int index, char[] str, int offset, int len) {
        checkOffset(index, count);
        checkRangeSIOOBE(offset, offset + len, str.length);
        shift(index, len);
        System.arraycopy(str, offset, value, index, len);
        return this;
    }

    public AbstractStringBuilder insert(int offset, Object obj) {
        return insert(offset, String.valueOf(obj));
    }

    public AbstractStringBuilder insert(int offset, String str) {
        checkOffset(offset, count);
        if (str == null) {
            str = "null";
        }
        char[] s = str.value();
        shift(offset, s.length);
        System.arraycopy(s, 0, value, offset, s.length);
        return this;
    }

    public AbstractStringBuilder insert(int offset, char[] str) {
        checkOffset(offset, count);
        shift(offset, str.length);
        System.arraycopy(str, 0, value, offset, str.length);
        return this;
    }

    public AbstractStringBuilder insert(int dstOffset, CharSequence s) {
        if (s == null) {
            s = "null";
        }
        if (s instanceof String) {
            return insert(dstOffset, (String) s);
        }
        return insert(dstOffset, s, 0, s.length());
    }

    public AbstractStringBuilder insert(int dstOffset, CharSequence s, int start, int end) {
        if (s == null) {
            s = "null";
        }
        checkOffset(dstOffset, count);
        checkRange(start, end, s.length());
        int len = end - start;
        shift(dstOffset, len);
        for (int i = start; i < end; i++) {
            value[dstOffset++] = s.charAt(i);
        }
        return this;
    }

    public AbstractStringBuilder insert(int offset, boolean b) {
        return insert(offset, String.valueOf(b));
    }

    public AbstractStringBuilder insert(int offset, char c) {
        checkOffset(offset, count);
        shift(offset, 1);
        value[offset] = c;
        return this;
    }

    public AbstractStringBuilder insert(int offset, int i) {
        return insert(offset, String.valueOf(i));
    }

    public AbstractStringBuilder insert(int offset, long l) {
        return insert(offset, String.valueOf(l));
    }

    public AbstractStringBuilder insert(int offset, float f) {
        return insert(offset, String.valueOf(f));
    }

    public AbstractStringBuilder insert(int offset, double d) {
        return insert(offset, String.valueOf(d));
    }

    // ---------------------------------------------------------------- reverse

    public AbstractStringBuilder reverse() {
        char[] v = value;
        int n = count - 1;
        boolean hasSurrogates = false;
        for (int j = (n - 1) >> 1; j >= 0; j--) {
            int k = n - j;
            char cj = v[j];
            char ck = v[k];
            v[j] = ck;
            v[k] = cj;
            if (Character.isSurrogate(cj) || Character.isSurrogate(ck)) {
                hasSurrogates = true;
            }
        }
        if (hasSurrogates) {
            // restore the order of each surrogate pair
            for (int i = 0; i < count - 1; i++) {
                char c2 = v[i];
                if (Character.isLowSurrogate(c2)) {
                    char c1 = v[i + 1];
                    if (Character.isHighSurrogate(c1)) {
                        v[i++] = c1;
                        v[i] = c2;
                    }
                }
            }
        }
        return this;
    }
}
