package java.util;

/** The EnumSet implementation: bit i of words[i >> 6] is set when the constant of ordinal i is present. */
@SuppressWarnings("serial")
final class BitEnumSet<E extends Enum<E>> extends EnumSet<E> {
    private long[] words;
    private int size;

    BitEnumSet(Class<E> elementType, E[] universe) {
        super(elementType, universe);
        words = new long[(universe.length + 63) >>> 6];
    }

    void addRange(E from, E to) {
        for (int i = from.ordinal(), end = to.ordinal(); i <= end; i++) {
            setBit(i);
        }
    }

    void addAll() {
        for (int i = 0; i < universe.length; i++) {
            setBit(i);
        }
    }

    void complement() {
        for (int i = 0; i < universe.length; i++) {
            if (hasBit(i)) {
                clearBit(i);
            } else {
                setBit(i);
            }
        }
    }

    private boolean hasBit(int i) {
        return (words[i >>> 6] & (1L << i)) != 0;
    }

    private boolean setBit(int i) {
        long old = words[i >>> 6];
        words[i >>> 6] = old | (1L << i);
        if (old != words[i >>> 6]) {
            size++;
            return true;
        }
        return false;
    }

    private boolean clearBit(int i) {
        long old = words[i >>> 6];
        words[i >>> 6] = old & ~(1L << i);
        if (old != words[i >>> 6]) {
            size--;
            return true;
        }
        return false;
    }

    public Iterator<E> iterator() {
        return new Iterator<E>() {
            private final long[] unseen = words.clone();
            private int wordIndex = 0;
            private int lastReturned = -1;

            public boolean hasNext() {
                while (wordIndex < unseen.length && unseen[wordIndex] == 0) {
                    wordIndex++;
                }
                return wordIndex < unseen.length;
            }

            public E next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                long w = unseen[wordIndex];
                long bit = w & -w;
                unseen[wordIndex] = w - bit;
                lastReturned = (wordIndex << 6) + Long.numberOfTrailingZeros(bit);
                return universe[lastReturned];
            }

            public void remove() {
                if (lastReturned < 0) {
                    throw new IllegalStateException();
                }
                clearBit(lastReturned);
                lastReturned = -1;
            }
        };
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    private boolean isMember(Object e) {
        if (e == null) {
            return false;
        }
        Class<?> eClass = e.getClass();
        return eClass == elementType || eClass.getSuperclass() == elementType;
    }

    public boolean contains(Object e) {
        return isMember(e) && hasBit(((Enum<?>) e).ordinal());
    }

    public boolean add(E e) {
        typeCheck(e);
        return setBit(e.ordinal());
    }

    public boolean remove(Object e) {
        return isMember(e) && clearBit(((Enum<?>) e).ordinal());
    }

    public void clear() {
        Arrays.fill(words, 0L);
        size = 0;
    }

    public boolean equals(Object o) {
        if (!(o instanceof BitEnumSet)) {
            return super.equals(o);
        }
        BitEnumSet<?> es = (BitEnumSet<?>) o;
        if (es.elementType != elementType) {
            return size == 0 && es.size == 0;
        }
        return Arrays.equals(es.words, words);
    }

    public BitEnumSet<E> clone() {
        BitEnumSet<E> result = (BitEnumSet<E>) super.clone();
        result.words = result.words.clone();
        return result;
    }
}
