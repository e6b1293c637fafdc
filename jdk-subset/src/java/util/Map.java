package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * java.util.Map with Map.Entry, the Java 8 default methods (same semantics as the JDK's defaults)
 * and the Java 9 factories Map.of / ofEntries / entry / copyOf. The factory maps are unmodifiable and
 * reject nulls and duplicate keys like the JDK; their iteration order is unspecified (the JDK
 * randomizes it per run), here it is insertion order.
 */
public interface Map<K, V> {
    int size();

    boolean isEmpty();

    boolean containsKey(Object key);

    boolean containsValue(Object value);

    V get(Object key);

    V put(K key, V value);

    V remove(Object key);

    void putAll(Map<? extends K, ? extends V> m);

    void clear();

    Set<K> keySet();

    Collection<V> values();

    Set<Map.Entry<K, V>> entrySet();

    /** A key-value pair. */
    interface Entry<K, V> {
        K getKey();

        V getValue();

        V setValue(V value);

        boolean equals(Object o);

        int hashCode();

        @SuppressWarnings({"unchecked", "rawtypes"})
        static <K extends Comparable<? super K>, V> Comparator<Map.Entry<K, V>> comparingByKey() {
            return (Comparator<Map.Entry<K, V>>) (Comparator) new Comparator<Map.Entry<K, V>>() {
                @Override
                public int compare(Map.Entry<K, V> c1, Map.Entry<K, V> c2) {
                    return c1.getKey().compareTo(c2.getKey());
                }
            };
        }

        static <K, V extends Comparable<? super V>> Comparator<Map.Entry<K, V>> comparingByValue() {
            return new Comparator<Map.Entry<K, V>>() {
                @Override
                public int compare(Map.Entry<K, V> c1, Map.Entry<K, V> c2) {
                    return c1.getValue().compareTo(c2.getValue());
                }
            };
        }

        static <K, V> Comparator<Map.Entry<K, V>> comparingByKey(final Comparator<? super K> cmp) {
            Objects.requireNonNull(cmp);
            return new Comparator<Map.Entry<K, V>>() {
                @Override
                public int compare(Map.Entry<K, V> c1, Map.Entry<K, V> c2) {
                    return cmp.compare(c1.getKey(), c2.getKey());
                }
            };
        }

        static <K, V> Comparator<Map.Entry<K, V>> comparingByValue(final Comparator<? super V> cmp) {
            Objects.requireNonNull(cmp);
            return new Comparator<Map.Entry<K, V>>() {
                @Override
                public int compare(Map.Entry<K, V> c1, Map.Entry<K, V> c2) {
                    return cmp.compare(c1.getValue(), c2.getValue());
                }
            };
        }

        @SuppressWarnings("unchecked")
        static <K, V> Map.Entry<K, V> copyOf(Map.Entry<? extends K, ? extends V> e) {
            Objects.requireNonNull(e);
            if (e instanceof KeyValueHolder) {
                return (Map.Entry<K, V>) e;
            }
            return Map.entry(e.getKey(), e.getValue());
        }
    }

    boolean equals(Object o);

    int hashCode();

    default V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return (v != null || containsKey(key)) ? v : defaultValue;
    }

    default void forEach(BiConsumer<? super K, ? super V> action) {
        Objects.requireNonNull(action);
        for (Map.Entry<K, V> entry : entrySet()) {
            K k;
            V v;
            try {
                k = entry.getKey();
                v = entry.getValue();
            } catch (IllegalStateException ise) {
                throw new ConcurrentModificationException(ise);
            }
            action.accept(k, v);
        }
    }

    default void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        Objects.requireNonNull(function);
        for (Map.Entry<K, V> entry : entrySet()) {
            K k;
            V v;
            try {
                k = entry.getKey();
                v = entry.getValue();
            } catch (IllegalStateException ise) {
                throw new ConcurrentModificationException(ise);
            }
            v = function.apply(k, v);
            try {
                entry.setValue(v);
            } catch (IllegalStateException ise) {
                throw new ConcurrentModificationException(ise);
            }
        }
    }

    default V putIfAbsent(K key, V value) {
        V v = get(key);
        if (v == null) {
            v = put(key, value);
        }
        return v;
    }

    default boolean remove(Object key, Object value) {
        Object curValue = get(key);
        if (!Objects.equals(curValue, value) || (curValue == null && !containsKey(key))) {
            return false;
        }
        remove(key);
        return true;
    }

    default boolean replace(K key, V oldValue, V newValue) {
        Object curValue = get(key);
        if (!Objects.equals(curValue, oldValue) || (curValue == null && !containsKey(key))) {
            return false;
        }
        put(key, newValue);
        return true;
    }

    default V replace(K key, V value) {
        V curValue = get(key);
        if (curValue != null || containsKey(key)) {
            curValue = put(key, value);
        }
        return curValue;
    }

    default V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        Objects.requireNonNull(mappingFunction);
        V v = get(key);
        if (v == null) {
            V newValue = mappingFunction.apply(key);
            if (newValue != null) {
                put(key, newValue);
                return newValue;
            }
        }
        return v;
    }

    default V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        V oldValue = get(key);
        if (oldValue != null) {
            V newValue = remappingFunction.apply(key, oldValue);
            if (newValue != null) {
                put(key, newValue);
                return newValue;
            }
            remove(key);
        }
        return null;
    }

    default V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        V oldValue = get(key);
        V newValue = remappingFunction.apply(key, oldValue);
        if (newValue == null) {
            if (oldValue != null || containsKey(key)) {
                remove(key);
            }
            return null;
        }
        put(key, newValue);
        return newValue;
    }

    default V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        Objects.requireNonNull(value);
        V oldValue = get(key);
        V newValue = (oldValue == null) ? value : remappingFunction.apply(oldValue, value);
        if (newValue == null) {
            remove(key);
        } else {
            put(key, newValue);
        }
        return newValue;
    }

    static <K, V> Map<K, V> of() {
        return ImmutableCollections.mapOf(new Object[0]);
    }

    static <K, V> Map<K, V> of(K k1, V v1) {
        return ImmutableCollections.mapOf(new Object[] {k1, v1});
    }

    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2) {
        return ImmutableCollections.mapOf(new Object[] {k1, v1, k2, v2});
    }

    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2, K k3, V v3) {
        return ImmutableCollections.mapOf(new Object[] {k1, v1, k2, v2, k3, v3});
    }

    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2, K k3, V v3, K k4, V v4) {
        return ImmutableCollections.mapOf(new Object[] {k1, v1, k2, v2, k3, v3, k4, v4});
    }

    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2, K k3, V v3, K k4, V v4, K k5, V v5) {
        return ImmutableCollections.mapOf(new Object[] {k1, v1, k2, v2, k3, v3, k4, v4, k5, v5});
    }

    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2, K k3, V v3, K k4, V v4, K k5, V v5,
            K k6, V v6) {
        return ImmutableCollections.mapOf(new Object[] {k1, v1, k2, v2, k3, v3, k4, v4, k5, v5,
            k6, v6});
    }

    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2, K k3, V v3, K k4, V v4, K k5, V v5,
            K k6, V v6, K k7, V v7) {
        return ImmutableCollections.mapOf(new Object[] {k1, v1, k2, v2, k3, v3, k4, v4, k5, v5,
            k6, v6, k7, v7});
    }

    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2, K k3, V v3, K k4, V v4, K k5, V v5,
            K k6, V v6, K k7, V v7, K k8, V v8) {
        return ImmutableCollections.mapOf(new Object[] {k1, v1, k2, v2, k3, v3, k4, v4, k5, v5,
            k6, v6, k7, v7, k8, v8});
    }

    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2, K k3, V v3, K k4, V v4, K k5, V v5,
            K k6, V v6, K k7, V v7, K k8, V v8, K k9, V v9) {
        return ImmutableCollections.mapOf(new Object[] {k1, v1, k2, v2, k3, v3, k4, v4, k5, v5,
            k6, v6, k7, v7, k8, v8, k9, v9});
    }

    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2, K k3, V v3, K k4, V v4, K k5, V v5,
            K k6, V v6, K k7, V v7, K k8, V v8, K k9, V v9, K k10, V v10) {
        return ImmutableCollections.mapOf(new Object[] {k1, v1, k2, v2, k3, v3, k4, v4, k5, v5,
            k6, v6, k7, v7, k8, v8, k9, v9, k10, v10});
    }

    @SafeVarargs
    static <K, V> Map<K, V> ofEntries(Map.Entry<? extends K, ? extends V>... entries) {
        Object[] kvs = new Object[entries.length * 2];
        for (int i = 0; i < entries.length; i++) {
            kvs[2 * i] = entries[i].getKey();
            kvs[2 * i + 1] = entries[i].getValue();
        }
        return ImmutableCollections.mapOf(kvs);
    }

    static <K, V> Map.Entry<K, V> entry(K k, V v) {
        return new KeyValueHolder<K, V>(k, v);
    }

    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> copyOf(Map<? extends K, ? extends V> map) {
        if (map instanceof ImmutableCollections.ImmutableMap) {
            return (Map<K, V>) map;
        }
        Object[] kvs = new Object[map.size() * 2];
        int i = 0;
        for (Map.Entry<? extends K, ? extends V> e : map.entrySet()) {
            kvs[i++] = e.getKey();
            kvs[i++] = e.getValue();
        }
        return ImmutableCollections.mapOf(kvs);
    }
}
