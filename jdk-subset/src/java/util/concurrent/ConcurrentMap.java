package java.util.concurrent;

import java.util.Map;
import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * java.util.concurrent.ConcurrentMap: the atomic conditional operations of Map, and Map's Java 8
 * default methods redone on top of them so that they stay atomic in a map that only implements
 * the four abstract methods: each default reads the current value, computes, then installs the
 * result with putIfAbsent/replace/remove(key, old) and starts over when another thread changed
 * the mapping in between (the JDK 9+ forms, which HotSpot 17 runs). A null value always means
 * "absent" here, as a ConcurrentMap holds no null values; the functions may therefore run more
 * than once under contention.
 */
public interface ConcurrentMap<K, V> extends Map<K, V> {
    V putIfAbsent(K key, V value);

    boolean remove(Object key, Object value);

    boolean replace(K key, V oldValue, V newValue);

    V replace(K key, V value);

    @Override
    default V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return (v != null) ? v : defaultValue;
    }

    @Override
    default void forEach(BiConsumer<? super K, ? super V> action) {
        Objects.requireNonNull(action);
        for (Map.Entry<K, V> entry : entrySet()) {
            K k;
            V v;
            try {
                k = entry.getKey();
                v = entry.getValue();
            } catch (IllegalStateException ise) {
                // The entry was removed meanwhile: skip it.
                continue;
            }
            action.accept(k, v);
        }
    }

    @Override
    default void replaceAll(final BiFunction<? super K, ? super V, ? extends V> function) {
        Objects.requireNonNull(function);
        forEach(new BiConsumer<K, V>() {
            public void accept(K k, V v) {
                while (!replace(k, v, function.apply(k, v))) {
                    // The value changed, or the key went away (then there is nothing to replace).
                    if ((v = get(k)) == null) {
                        break;
                    }
                }
            }
        });
    }

    @Override
    default V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        Objects.requireNonNull(mappingFunction);
        V v = get(key);
        if (v != null) {
            return v;
        }
        V newValue = mappingFunction.apply(key);
        if (newValue == null) {
            return null;
        }
        v = putIfAbsent(key, newValue);
        return (v == null) ? newValue : v;
    }

    @Override
    default V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        V oldValue;
        while ((oldValue = get(key)) != null) {
            V newValue = remappingFunction.apply(key, oldValue);
            boolean done = (newValue == null) ? remove(key, oldValue) : replace(key, oldValue, newValue);
            if (done) {
                return newValue;
            }
        }
        return null;
    }

    @Override
    default V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        V oldValue = get(key);
        while (true) {
            V newValue = remappingFunction.apply(key, oldValue);
            if (newValue != null) {
                if (oldValue != null) {
                    if (replace(key, oldValue, newValue)) {
                        return newValue;
                    }
                } else {
                    // A failed putIfAbsent tells the value that won: recompute from it.
                    oldValue = putIfAbsent(key, newValue);
                    if (oldValue == null) {
                        return newValue;
                    }
                    continue;
                }
            } else if (oldValue == null || remove(key, oldValue)) {
                return null;
            }
            oldValue = get(key);
        }
    }

    @Override
    default V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        Objects.requireNonNull(value);
        V oldValue = get(key);
        while (true) {
            if (oldValue != null) {
                V newValue = remappingFunction.apply(oldValue, value);
                if (newValue != null) {
                    if (replace(key, oldValue, newValue)) {
                        return newValue;
                    }
                } else if (remove(key, oldValue)) {
                    return null;
                }
                oldValue = get(key);
            } else {
                oldValue = putIfAbsent(key, value);
                if (oldValue == null) {
                    return value;
                }
            }
        }
    }
}
