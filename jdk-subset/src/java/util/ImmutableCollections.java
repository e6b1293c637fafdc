package java.util;

import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * The unmodifiable collections behind List.of/copyOf, Set.of/copyOf and Map.of/ofEntries/copyOf.
 * Like the JDK they reject null elements, keys and values (NullPointerException), reject duplicates
 * in Set.of/Map.of (IllegalArgumentException "duplicate element: x" / "duplicate key: k"), throw
 * UnsupportedOperationException (no message) from every mutator, and throw NullPointerException
 * from contains(null)/indexOf(null)/get(null). List.of(...).get(bad index) throws like the JDK
 * ("Index: 3 Size: 1" for lists of 1-2 elements, ArrayIndexOutOfBoundsException otherwise).
 * Difference: Set.of/Map.of iterate in insertion order (the JDK's order is randomized per run).
 */
final class ImmutableCollections {
    private ImmutableCollections() {
    }

    static UnsupportedOperationException uoe() {
        return new UnsupportedOperationException();
    }

    @SuppressWarnings("unchecked")
    static <E> List<E> listOf(Object[] input, boolean copy) {
        Object[] elements = copy ? input.clone() : input;
        for (Object e : elements) {
            Objects.requireNonNull(e);
        }
        return new ImmutableList<E>((E[]) elements);
    }

    @SuppressWarnings("unchecked")
    static <E> Set<E> setOf(Object[] input, boolean rejectDuplicates) {
        HashSet<Object> seen = new HashSet<Object>();
        Object[] elements = new Object[input.length];
        int n = 0;
        for (Object e : input) {
            if (!seen.add(Objects.requireNonNull(e))) {
                if (rejectDuplicates) {
                    throw new IllegalArgumentException("duplicate element: " + e);
                }
            } else {
                elements[n++] = e;
            }
        }
        return new ImmutableSet<E>((E[]) Arrays.copyOf(elements, n), (HashSet<E>) seen);
    }

    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> mapOf(Object[] kvs) {
        LinkedHashMap<Object, Object> m = new LinkedHashMap<Object, Object>();
        for (int i = 0; i < kvs.length; i += 2) {
            Object k = Objects.requireNonNull(kvs[i]);
            Object v = Objects.requireNonNull(kvs[i + 1]);
            if (m.put(k, v) != null) {
                throw new IllegalArgumentException("duplicate key: " + k);
            }
        }
        return new ImmutableMap<K, V>((LinkedHashMap<K, V>) (LinkedHashMap<?, ?>) m);
    }

    /** Mutators shared by the unmodifiable collections. */
    abstract static class ImmutableCollection<E> extends AbstractCollection<E> {
        @Override
        public boolean add(E e) {
            throw uoe();
        }

        @Override
        public boolean addAll(Collection<? extends E> c) {
            throw uoe();
        }

        @Override
        public void clear() {
            throw uoe();
        }

        @Override
        public boolean remove(Object o) {
            throw uoe();
        }

        @Override
        public boolean removeAll(Collection<?> c) {
            throw uoe();
        }

        @Override
        public boolean removeIf(Predicate<? super E> filter) {
            throw uoe();
        }

        @Override
        public boolean retainAll(Collection<?> c) {
            throw uoe();
        }
    }

    static final class ImmutableList<E> extends AbstractList<E> implements RandomAccess {
        private final E[] elements;

        ImmutableList(E[] elements) {
            this.elements = elements;
        }

        @Override
        public int size() {
            return elements.length;
        }

        @Override
        public E get(int index) {
            int n = elements.length;
            if (index < 0 || index >= n) {
                if (n == 1 || n == 2) {
                    throw new IndexOutOfBoundsException("Index: " + index + " Size: " + n);
                }
                throw new ArrayIndexOutOfBoundsException("Index " + index + " out of bounds for length " + n);
            }
            return elements[index];
        }

        @Override
        public int indexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = 0; i < elements.length; i++) {
                if (o.equals(elements[i])) {
                    return i;
                }
            }
            return -1;
        }

        @Override
        public int lastIndexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = elements.length - 1; i >= 0; i--) {
                if (o.equals(elements[i])) {
                    return i;
                }
            }
            return -1;
        }

        @Override
        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        @Override
        public Object[] toArray() {
            return Arrays.copyOf(elements, elements.length, Object[].class);
        }

        @Override
        public Iterator<E> iterator() {
            return listIterator(0);
        }

        @Override
        public ListIterator<E> listIterator(final int index) {
            if (index < 0 || index > elements.length) {
                throw new IndexOutOfBoundsException("Index: " + index + " Size: " + elements.length);
            }
            return new ListIterator<E>() {
                private int cursor = index;

                public boolean hasNext() {
                    return cursor != elements.length;
                }

                public E next() {
                    if (cursor >= elements.length) {
                        throw new NoSuchElementException();
                    }
                    return elements[cursor++];
                }

                public boolean hasPrevious() {
                    return cursor != 0;
                }

                public E previous() {
                    if (cursor <= 0) {
                        throw new NoSuchElementException();
                    }
                    return elements[--cursor];
                }

                public int nextIndex() {
                    return cursor;
                }

                public int previousIndex() {
                    return cursor - 1;
                }

                public void remove() {
                    throw uoe();
                }

                public void set(E e) {
                    throw uoe();
                }

                public void add(E e) {
                    throw uoe();
                }
            };
        }

        @Override
        public boolean add(E e) {
            throw uoe();
        }

        @Override
        public void add(int index, E e) {
            throw uoe();
        }

        @Override
        public boolean addAll(Collection<? extends E> c) {
            throw uoe();
        }

        @Override
        public boolean addAll(int index, Collection<? extends E> c) {
            throw uoe();
        }

        @Override
        public void clear() {
            throw uoe();
        }

        @Override
        public boolean remove(Object o) {
            throw uoe();
        }

        @Override
        public E remove(int index) {
            throw uoe();
        }

        @Override
        public boolean removeAll(Collection<?> c) {
            throw uoe();
        }

        @Override
        public boolean removeIf(Predicate<? super E> filter) {
            throw uoe();
        }

        @Override
        public boolean retainAll(Collection<?> c) {
            throw uoe();
        }

        @Override
        public void replaceAll(UnaryOperator<E> operator) {
            throw uoe();
        }

        @Override
        public E set(int index, E element) {
            throw uoe();
        }

        @Override
        public void sort(Comparator<? super E> c) {
            throw uoe();
        }

        @Override
        protected void removeRange(int fromIndex, int toIndex) {
            throw uoe();
        }
    }

    static final class ImmutableSet<E> extends ImmutableCollection<E> implements Set<E> {
        private final E[] elements;
        private final HashSet<E> lookup;

        ImmutableSet(E[] elements, HashSet<E> lookup) {
            this.elements = elements;
            this.lookup = lookup;
        }

        @Override
        public int size() {
            return elements.length;
        }

        @Override
        public boolean contains(Object o) {
            return lookup.contains(Objects.requireNonNull(o));
        }

        @Override
        public Iterator<E> iterator() {
            return new Iterator<E>() {
                private int cursor;

                public boolean hasNext() {
                    return cursor < elements.length;
                }

                public E next() {
                    if (cursor >= elements.length) {
                        throw new NoSuchElementException();
                    }
                    return elements[cursor++];
                }
            };
        }

        @Override
        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof Set)) {
                return false;
            }
            Collection<?> c = (Collection<?>) o;
            if (c.size() != elements.length) {
                return false;
            }
            for (Object e : c) {
                if (e == null || !lookup.contains(e)) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public int hashCode() {
            int h = 0;
            for (E e : elements) {
                h += e.hashCode();
            }
            return h;
        }
    }

    static final class ImmutableMap<K, V> extends AbstractMap<K, V> {
        private final LinkedHashMap<K, V> map;

        ImmutableMap(LinkedHashMap<K, V> map) {
            this.map = map;
        }

        @Override
        public int size() {
            return map.size();
        }

        @Override
        public V get(Object key) {
            return map.get(Objects.requireNonNull(key));
        }

        @Override
        public boolean containsKey(Object key) {
            return map.containsKey(Objects.requireNonNull(key));
        }

        @Override
        public boolean containsValue(Object value) {
            return map.containsValue(Objects.requireNonNull(value));
        }

        @Override
        public V getOrDefault(Object key, V defaultValue) {
            V v = get(key);
            return v != null ? v : defaultValue;
        }

        @Override
        public Set<Map.Entry<K, V>> entrySet() {
            return new AbstractSet<Map.Entry<K, V>>() {
                @Override
                public int size() {
                    return map.size();
                }

                @Override
                public Iterator<Map.Entry<K, V>> iterator() {
                    final Iterator<Map.Entry<K, V>> it = map.entrySet().iterator();
                    return new Iterator<Map.Entry<K, V>>() {
                        public boolean hasNext() {
                            return it.hasNext();
                        }

                        public Map.Entry<K, V> next() {
                            Map.Entry<K, V> e = it.next();
                            return new KeyValueHolder<K, V>(e.getKey(), e.getValue());
                        }
                    };
                }

                @Override
                public boolean add(Map.Entry<K, V> e) {
                    throw uoe();
                }

                @Override
                public boolean remove(Object o) {
                    throw uoe();
                }

                @Override
                public void clear() {
                    throw uoe();
                }

                @Override
                public boolean removeAll(Collection<?> c) {
                    throw uoe();
                }

                @Override
                public boolean retainAll(Collection<?> c) {
                    throw uoe();
                }
            };
        }

        @Override
        public Set<K> keySet() {
            return Collections.unmodifiableSet(map.keySet());
        }

        @Override
        public Collection<V> values() {
            return Collections.unmodifiableCollection(map.values());
        }

        @Override
        public V put(K key, V value) {
            throw uoe();
        }

        @Override
        public V remove(Object key) {
            throw uoe();
        }

        @Override
        public void putAll(Map<? extends K, ? extends V> m) {
            throw uoe();
        }

        @Override
        public void clear() {
            throw uoe();
        }

        @Override
        public V putIfAbsent(K key, V value) {
            throw uoe();
        }

        @Override
        public boolean remove(Object key, Object value) {
            throw uoe();
        }

        @Override
        public boolean replace(K key, V oldValue, V newValue) {
            throw uoe();
        }

        @Override
        public V replace(K key, V value) {
            throw uoe();
        }

        @Override
        public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
            throw uoe();
        }

        @Override
        public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
            throw uoe();
        }

        @Override
        public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
            throw uoe();
        }

        @Override
        public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
            throw uoe();
        }

        @Override
        public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
            throw uoe();
        }
    }
}
