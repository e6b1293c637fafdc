package java.lang;

/** java.lang.CharSequence (without the stream methods chars()/codePoints()). */
public interface CharSequence {
    int length();

    char charAt(int index);

    CharSequence subSequence(int start, int end);

    String toString();

    /** Java 15+ default method, convenient to have. */
    default boolean isEmpty() {
        return this.length() == 0;
    }

    /** Java 11: lexicographic comparison of two char sequences. */
    static int compare(CharSequence cs1, CharSequence cs2) {
        if (cs1 == cs2) {
            return 0;
        }
        if (cs1.getClass() == cs2.getClass() && cs1 instanceof Comparable) {
            @SuppressWarnings("unchecked")
            Comparable<Object> c1 = (Comparable<Object>) cs1;
            return c1.compareTo(cs2);
        }
        for (int i = 0, len = Math.min(cs1.length(), cs2.length()); i < len; i++) {
            char a = cs1.charAt(i);
            char b = cs2.charAt(i);
            if (a != b) {
                return a - b;
            }
        }
        return cs1.length() - cs2.length();
    }
}
