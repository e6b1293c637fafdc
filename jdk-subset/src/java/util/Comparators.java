package java.util;

/** Package-private comparator implementations used by Comparator's default and static methods. */
final class Comparators {
    private Comparators() {
    }

    /** Comparator.naturalOrder(). */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static final class NaturalOrder implements Comparator<Comparable<Object>> {
        static final NaturalOrder INSTANCE = new NaturalOrder();

        @Override
        public int compare(Comparable<Object> c1, Comparable<Object> c2) {
            return c1.compareTo(c2);
        }

        @Override
        public Comparator<Comparable<Object>> reversed() {
            return (Comparator) Collections.reverseOrder();
        }
    }

    /** this.thenComparing(other). */
    static final class Then<T> implements Comparator<T> {
        private final Comparator<? super T> first;
        private final Comparator<? super T> second;

        Then(Comparator<? super T> first, Comparator<? super T> second) {
            this.first = first;
            this.second = second;
        }

        @Override
        public int compare(T c1, T c2) {
            int res = first.compare(c1, c2);
            return (res != 0) ? res : second.compare(c1, c2);
        }
    }

    /** Comparator.nullsFirst / nullsLast. */
    static final class Nulls<T> implements Comparator<T> {
        private final boolean nullFirst;
        private final Comparator<T> real;

        @SuppressWarnings("unchecked")
        Nulls(boolean nullFirst, Comparator<? super T> real) {
            this.nullFirst = nullFirst;
            this.real = (Comparator<T>) real;
        }

        @Override
        public int compare(T a, T b) {
            if (a == null) {
                return (b == null) ? 0 : (nullFirst ? -1 : 1);
            } else if (b == null) {
                return nullFirst ? 1 : -1;
            } else {
                return (real == null) ? 0 : real.compare(a, b);
            }
        }

        @Override
        public Comparator<T> thenComparing(Comparator<? super T> other) {
            Objects.requireNonNull(other);
            return new Nulls<T>(nullFirst, real == null ? other : real.thenComparing(other));
        }

        @Override
        public Comparator<T> reversed() {
            return new Nulls<T>(!nullFirst, real == null ? null : real.reversed());
        }
    }
}
