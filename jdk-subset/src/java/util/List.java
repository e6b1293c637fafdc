package java.util;

import java.util.function.UnaryOperator;

/** java.util.List with the Java 8 defaults (sort, replaceAll) and the Java 9 factories List.of / copyOf. */
public interface List<E> extends Collection<E> {
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

    boolean addAll(int index, Collection<? extends E> c);

    boolean removeAll(Collection<?> c);

    boolean retainAll(Collection<?> c);

    default void replaceAll(UnaryOperator<E> operator) {
        Objects.requireNonNull(operator);
        ListIterator<E> li = this.listIterator();
        while (li.hasNext()) {
            li.set(operator.apply(li.next()));
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    default void sort(Comparator<? super E> c) {
        Object[] a = this.toArray();
        Arrays.sort(a, (Comparator) c);
        ListIterator<E> i = this.listIterator();
        for (Object e : a) {
            i.next();
            i.set((E) e);
        }
    }

    void clear();

    boolean equals(Object o);

    int hashCode();

    E get(int index);

    E set(int index, E element);

    void add(int index, E element);

    E remove(int index);

    int indexOf(Object o);

    int lastIndexOf(Object o);

    ListIterator<E> listIterator();

    ListIterator<E> listIterator(int index);

    List<E> subList(int fromIndex, int toIndex);

    static <E> List<E> of() {
        return ImmutableCollections.listOf(new Object[0], false);
    }

    static <E> List<E> of(E e1) {
        return ImmutableCollections.listOf(new Object[] {e1}, false);
    }

    static <E> List<E> of(E e1, E e2) {
        return ImmutableCollections.listOf(new Object[] {e1, e2}, false);
    }

    static <E> List<E> of(E e1, E e2, E e3) {
        return ImmutableCollections.listOf(new Object[] {e1, e2, e3}, false);
    }

    static <E> List<E> of(E e1, E e2, E e3, E e4) {
        return ImmutableCollections.listOf(new Object[] {e1, e2, e3, e4}, false);
    }

    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5) {
        return ImmutableCollections.listOf(new Object[] {e1, e2, e3, e4, e5}, false);
    }

    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6) {
        return ImmutableCollections.listOf(new Object[] {e1, e2, e3, e4, e5, e6}, false);
    }

    @SafeVarargs
    @SuppressWarnings("varargs")
    static <E> List<E> of(E... elements) {
        return ImmutableCollections.listOf(elements, true);
    }

    @SuppressWarnings("unchecked")
    static <E> List<E> copyOf(Collection<? extends E> coll) {
        if (coll instanceof ImmutableCollections.ImmutableList) {
            return (List<E>) coll;
        }
        return ImmutableCollections.listOf(coll.toArray(), false);
    }

    @Override
    default Spliterator<E> spliterator() {
        if (this instanceof RandomAccess) {
            return new Spliterators.RandomAccessSpliterator<E>(this);
        }
        return Spliterators.spliterator(this, Spliterator.ORDERED);
    }
}
