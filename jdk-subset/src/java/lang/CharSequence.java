package java.lang;

/** java.lang.CharSequence with the stream methods chars()/codePoints(). */
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

    /** The chars as ints; sized (a count of the stream does not read them). */
    default java.util.stream.IntStream chars() {
        final CharSequence cs = this;
        return java.util.stream.StreamSupport.intStream(() -> new CharsSpliterator(cs, 0, cs.length()),
                java.util.Spliterator.ORDERED | java.util.Spliterator.SIZED | java.util.Spliterator.SUBSIZED,
                false);
    }

    /** The code points (a surrogate pair is one); of unknown size, as the JDK's. */
    default java.util.stream.IntStream codePoints() {
        final CharSequence cs = this;
        return java.util.stream.StreamSupport.intStream(() -> new java.util.Spliterators.AbstractIntSpliterator(
                Long.MAX_VALUE, java.util.Spliterator.ORDERED) {
            int cur = 0;

            @Override
            public boolean tryAdvance(java.util.function.IntConsumer action) {
                java.util.Objects.requireNonNull(action);
                int length = cs.length();
                if (cur >= length) {
                    return false;
                }
                char c1 = cs.charAt(cur++);
                if (Character.isHighSurrogate(c1) && cur < length) {
                    char c2 = cs.charAt(cur);
                    if (Character.isLowSurrogate(c2)) {
                        cur++;
                        action.accept(Character.toCodePoint(c1, c2));
                        return true;
                    }
                }
                action.accept(c1);
                return true;
            }
        }, java.util.Spliterator.ORDERED, false);
    }

    /** chars(): by index, splits in halves. */
    final class CharsSpliterator implements java.util.Spliterator.OfInt {
        private final CharSequence cs;
        private int index;
        private final int fence;

        CharsSpliterator(CharSequence cs, int origin, int fence) {
            this.cs = cs;
            this.index = origin;
            this.fence = fence;
        }

        @Override
        public boolean tryAdvance(java.util.function.IntConsumer action) {
            java.util.Objects.requireNonNull(action);
            if (index < fence) {
                action.accept(cs.charAt(index++));
                return true;
            }
            return false;
        }

        @Override
        public java.util.Spliterator.OfInt trySplit() {
            int lo = index;
            int mid = (lo + fence) >>> 1;
            return lo >= mid ? null : new CharsSpliterator(cs, lo, index = mid);
        }

        @Override
        public long estimateSize() {
            return fence - index;
        }

        @Override
        public int characteristics() {
            return java.util.Spliterator.ORDERED | java.util.Spliterator.SIZED | java.util.Spliterator.SUBSIZED;
        }
    }
}
