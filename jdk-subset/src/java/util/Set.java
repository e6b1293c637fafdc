package java.util;

/**
 * java.util.Set, with the Java 9 factories Set.of / Set.copyOf. The factories return unmodifiable
 * sets that reject nulls and duplicates like the JDK; their iteration order is unspecified (the JDK
 * randomizes it per run), here it is a fixed hash order.
 */
public interface Set<E> extends Collection<E> {
    int size();

    boolean isEmpty();

    boolean contains(Object o);

    Iterator<E> iterator();

    Object[] toArray();

    <T> T[] toArray(T[] a);

    boolean add(E e);

    boolean remove(Object o);

    boolean containsAll(Collection<?> c);

    boolean addAll(Collection<? extends E> c);

    boolean retainAll(Collection<?> c);

    boolean removeAll(Collection<?> c);

    void clear();

    boolean equals(Object o);

    int hashCode();

    @SafeVarargs
    @SuppressWarnings("varargs")
    static <E> Set<E> of(E... elements) {
        return ImmutableCollections.setOf(elements, true);
    }

    static <E> Set<E> of() {
        return ImmutableCollections.setOf(new Object[0], true);
    }

    static <E> Set<E> of(E e1) {
        return ImmutableCollections.setOf(new Object[] {e1}, true);
    }

    static <E> Set<E> of(E e1, E e2) {
        return ImmutableCollections.setOf(new Object[] {e1, e2}, true);
    }

    static <E> Set<E> of(E e1, E e2, E e3) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3}, true);
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4}, true);
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4, e5}, true);
    }

    @SuppressWarnings("unchecked")
    static <E> Set<E> copyOf(Collection<? extends E> coll) {
        if (coll instanceof ImmutableCollections.ImmutableSet) {
            return (Set<E>) coll;
        }
        return ImmutableCollections.setOf(coll.toArray(), false);
    }

    @Override
    default Spliterator<E> spliterator() {
        return Spliterators.spliterator(this, Spliterator.DISTINCT);
    }
}
