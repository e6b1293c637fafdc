package java.util;

/**
 * java.util.EnumMap: values in an array indexed by the keys' ordinals, so iteration is in ordinal
 * order. Null keys are rejected; keys of another enum type throw ClassCastException
 * ("class X != class Y") like the JDK.
 */
public class EnumMap<K extends Enum<K>, V> extends AbstractMap<K, V> implements java.io.Serializable, Cloneable {
    private static final long serialVersionUID = 458661240069192865L;

    private final Class<K> keyType;
    private transient K[] keyUniverse;
    /** vals[ordinal] is the value, NULL for a null value, null when absent. */
    private transient Object[] vals;
    private transient int size = 0;

    private static final Object NULL = new Object() {
        public int hashCode() {
            return 0;
        }

        public String toString() {
            return "java.util.EnumMap.NULL";
        }
    };

    private Object maskNull(Object value) {
        return (value == null ? NULL : value);
    }

    @SuppressWarnings("unchecked")
    private V unmaskNull(Object value) {
        return (V) (value == NULL ? null : value);
    }

    public EnumMap(Class<K> keyType) {
        this.keyType = keyType;
        keyUniverse = keyType.getEnumConstants();
        if (keyUniverse == null) {
            throw new ClassCastException(keyType + " not an enum");
        }
        vals = new Object[keyUniverse.length];
    }

    public EnumMap(EnumMap<K, ? extends V> m) {
        keyType = m.keyType;
        keyUniverse = m.keyUniverse;
        vals = m.vals.clone();
        size = m.size;
    }

    @SuppressWarnings("unchecked")
    public EnumMap(Map<K, ? extends V> m) {
        if (m instanceof EnumMap) {
            EnumMap<K, ? extends V> em = (EnumMap<K, ? extends V>) m;
            keyType = em.keyType;
            keyUniverse = em.keyUniverse;
            vals = em.vals.clone();
            size = em.size;
        } else {
            if (m.isEmpty()) {
                throw new IllegalArgumentException("Specified map is empty");
            }
            keyType = m.keySet().iterator().next().getDeclaringClass();
            keyUniverse = keyType.getEnumConstants();
            vals = new Object[keyUniverse.length];
            putAll(m);
        }
    }

    public int size() {
        return size;
    }

    public boolean containsValue(Object value) {
        value = maskNull(value);
        for (Object val : vals) {
            if (value.equals(val)) {
                return true;
            }
        }
        return false;
    }

    public boolean containsKey(Object key) {
        return isValidKey(key) && vals[((Enum<?>) key).ordinal()] != null;
    }

    private boolean containsMapping(Object key, Object value) {
        return isValidKey(key) && maskNull(value).equals(vals[((Enum<?>) key).ordinal()]);
    }

    public V get(Object key) {
        return (isValidKey(key) ? unmaskNull(vals[((Enum<?>) key).ordinal()]) : null);
    }

    public V put(K key, V value) {
        typeCheck(key);
        int index = key.ordinal();
        Object oldValue = vals[index];
        vals[index] = maskNull(value);
        if (oldValue == null) {
            size++;
        }
        return unmaskNull(oldValue);
    }

    public V remove(Object key) {
        if (!isValidKey(key)) {
            return null;
        }
        int index = ((Enum<?>) key).ordinal();
        Object oldValue = vals[index];
        vals[index] = null;
        if (oldValue != null) {
            size--;
        }
        return unmaskNull(oldValue);
    }

    private boolean removeMapping(Object key, Object value) {
        if (!isValidKey(key)) {
            return false;
        }
        int index = ((Enum<?>) key).ordinal();
        if (maskNull(value).equals(vals[index])) {
            vals[index] = null;
            size--;
            return true;
        }
        return false;
    }

    private boolean isValidKey(Object key) {
        if (key == null) {
            return false;
        }
        Class<?> keyClass = key.getClass();
        return keyClass == keyType || keyClass.getSuperclass() == keyType;
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        if (m instanceof EnumMap) {
            EnumMap<?, ?> em = (EnumMap<?, ?>) m;
            if (em.keyType != keyType) {
                if (em.isEmpty()) {
                    return;
                }
                throw new ClassCastException(em.keyType + " != " + keyType);
            }
            for (int i = 0; i < keyUniverse.length; i++) {
                Object emValue = em.vals[i];
                if (emValue != null) {
                    if (vals[i] == null) {
                        size++;
                    }
                    vals[i] = emValue;
                }
            }
        } else {
            super.putAll(m);
        }
    }

    public void clear() {
        Arrays.fill(vals, null);
        size = 0;
    }

    public Set<K> keySet() {
        Set<K> ks = keySet;
        if (ks == null) {
            ks = new AbstractSet<K>() {
                public Iterator<K> iterator() {
                    return new EnumMapIterator<K>(0);
                }

                public int size() {
                    return size;
                }

                public boolean contains(Object o) {
                    return containsKey(o);
                }

                public boolean remove(Object o) {
                    int oldSize = size;
                    EnumMap.this.remove(o);
                    return size != oldSize;
                }

                public void clear() {
                    EnumMap.this.clear();
                }
            };
            keySet = ks;
        }
        return ks;
    }

    public Collection<V> values() {
        Collection<V> vs = values;
        if (vs == null) {
            vs = new AbstractCollection<V>() {
                public Iterator<V> iterator() {
                    return new EnumMapIterator<V>(1);
                }

                public int size() {
                    return size;
                }

                public boolean contains(Object o) {
                    return containsValue(o);
                }

                public boolean remove(Object o) {
                    o = maskNull(o);
                    for (int i = 0; i < vals.length; i++) {
                        if (o.equals(vals[i])) {
                            vals[i] = null;
                            size--;
                            return true;
                        }
                    }
                    return false;
                }

                public void clear() {
                    EnumMap.this.clear();
                }
            };
            values = vs;
        }
        return vs;
    }

    private transient Set<Map.Entry<K, V>> entrySet;

    public Set<Map.Entry<K, V>> entrySet() {
        Set<Map.Entry<K, V>> es = entrySet;
        if (es == null) {
            es = new AbstractSet<Map.Entry<K, V>>() {
                public Iterator<Map.Entry<K, V>> iterator() {
                    return new EnumMapIterator<Map.Entry<K, V>>(2);
                }

                public boolean contains(Object o) {
                    return o instanceof Map.Entry
                            && containsMapping(((Map.Entry<?, ?>) o).getKey(), ((Map.Entry<?, ?>) o).getValue());
                }

                public boolean remove(Object o) {
                    return o instanceof Map.Entry
                            && removeMapping(((Map.Entry<?, ?>) o).getKey(), ((Map.Entry<?, ?>) o).getValue());
                }

                public int size() {
                    return size;
                }

                public void clear() {
                    EnumMap.this.clear();
                }
            };
            entrySet = es;
        }
        return es;
    }

    /** Iterates present mappings in ordinal order; kind 0 = keys, 1 = values, 2 = entries. */
    private class EnumMapIterator<T> implements Iterator<T> {
        private final int kind;
        int index = 0;
        int lastReturnedIndex = -1;

        EnumMapIterator(int kind) {
            this.kind = kind;
        }

        public boolean hasNext() {
            while (index < vals.length && vals[index] == null) {
                index++;
            }
            return index != vals.length;
        }

        @SuppressWarnings("unchecked")
        public T next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            lastReturnedIndex = index++;
            if (kind == 0) {
                return (T) keyUniverse[lastReturnedIndex];
            } else if (kind == 1) {
                return (T) unmaskNull(vals[lastReturnedIndex]);
            }
            return (T) new EntryView(lastReturnedIndex);
        }

        public void remove() {
            if (lastReturnedIndex < 0) {
                throw new IllegalStateException();
            }
            if (vals[lastReturnedIndex] != null) {
                vals[lastReturnedIndex] = null;
                size--;
            }
            lastReturnedIndex = -1;
        }
    }

    /** A live entry for the key with the given ordinal. */
    private class EntryView implements Map.Entry<K, V> {
        private final int index;

        EntryView(int index) {
            this.index = index;
        }

        public K getKey() {
            return keyUniverse[index];
        }

        public V getValue() {
            return unmaskNull(vals[index]);
        }

        public V setValue(V value) {
            V oldValue = unmaskNull(vals[index]);
            vals[index] = maskNull(value);
            return oldValue;
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return keyUniverse[index] == e.getKey() && Objects.equals(getValue(), e.getValue());
        }

        public int hashCode() {
            return keyUniverse[index].hashCode() ^ Objects.hashCode(getValue());
        }

        public String toString() {
            return keyUniverse[index] + "=" + getValue();
        }
    }

    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o instanceof EnumMap) {
            EnumMap<?, ?> em = (EnumMap<?, ?>) o;
            if (em.keyType != keyType) {
                return size == 0 && em.size == 0;
            }
            for (int i = 0; i < keyUniverse.length; i++) {
                Object ours = vals[i];
                Object theirs = em.vals[i];
                if (theirs != ours && (theirs == null || !theirs.equals(ours))) {
                    return false;
                }
            }
            return true;
        }
        return super.equals(o);
    }

    public int hashCode() {
        int h = 0;
        for (int i = 0; i < keyUniverse.length; i++) {
            if (null != vals[i]) {
                h += keyUniverse[i].hashCode() ^ (vals[i] == NULL ? 0 : vals[i].hashCode());
            }
        }
        return h;
    }

    @SuppressWarnings("unchecked")
    public EnumMap<K, V> clone() {
        EnumMap<K, V> result;
        try {
            result = (EnumMap<K, V>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new AssertionError();
        }
        result.vals = result.vals.clone();
        result.entrySet = null;
        return result;
    }

    private void typeCheck(K key) {
        Class<?> keyClass = key.getClass();
        if (keyClass != keyType && keyClass.getSuperclass() != keyType) {
            throw new ClassCastException(keyClass + " != " + keyType);
        }
    }
}
