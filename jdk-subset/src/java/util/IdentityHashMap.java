package java.util;

/**
 * java.util.IdentityHashMap: keys and values compared with ==, in one open-addressing table
 * (key at 2i, value at 2i + 1, linear probing, the JDK's table sizes and hash mixing of
 * System.identityHashCode). Iteration follows the table, so its order depends on identity hash
 * codes and is not reproducible across VMs (in the JDK either). An iterator that removes switches
 * to a snapshot of the table, so it still visits every remaining mapping exactly once.
 */
public class IdentityHashMap<K, V> extends AbstractMap<K, V> implements Map<K, V>, java.io.Serializable, Cloneable {
    private static final long serialVersionUID = 8188218128353913216L;

    private static final int DEFAULT_CAPACITY = 32;
    private static final int MINIMUM_CAPACITY = 4;
    private static final int MAXIMUM_CAPACITY = 1 << 29;
    static final Object NULL_KEY = new Object();

    transient Object[] table;
    int size;
    transient int modCount;

    public IdentityHashMap() {
        init(DEFAULT_CAPACITY);
    }

    public IdentityHashMap(int expectedMaxSize) {
        if (expectedMaxSize < 0) {
            throw new IllegalArgumentException("expectedMaxSize is negative: " + expectedMaxSize);
        }
        init(capacity(expectedMaxSize));
    }

    public IdentityHashMap(Map<? extends K, ? extends V> m) {
        this((int) ((1 + m.size()) * 1.1));
        putAll(m);
    }

    private static int capacity(int expectedMaxSize) {
        return (expectedMaxSize > MAXIMUM_CAPACITY / 3) ? MAXIMUM_CAPACITY
                : (expectedMaxSize <= 2 * MINIMUM_CAPACITY / 3) ? MINIMUM_CAPACITY
                : Integer.highestOneBit(expectedMaxSize + (expectedMaxSize << 1));
    }

    private void init(int initCapacity) {
        table = new Object[2 * initCapacity];
    }

    private static Object maskNull(Object key) {
        return (key == null ? NULL_KEY : key);
    }

    static Object unmaskNull(Object key) {
        return (key == NULL_KEY ? null : key);
    }

    private static int hash(Object x, int length) {
        int h = System.identityHashCode(x);
        return ((h << 1) - (h << 8)) & (length - 1);
    }

    private static int nextKeyIndex(int i, int len) {
        return (i + 2 < len ? i + 2 : 0);
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    @SuppressWarnings("unchecked")
    public V get(Object key) {
        Object k = maskNull(key);
        Object[] tab = table;
        int len = tab.length;
        int i = hash(k, len);
        while (true) {
            Object item = tab[i];
            if (item == k) {
                return (V) tab[i + 1];
            }
            if (item == null) {
                return null;
            }
            i = nextKeyIndex(i, len);
        }
    }

    public boolean containsKey(Object key) {
        Object k = maskNull(key);
        Object[] tab = table;
        int len = tab.length;
        int i = hash(k, len);
        while (true) {
            Object item = tab[i];
            if (item == k) {
                return true;
            }
            if (item == null) {
                return false;
            }
            i = nextKeyIndex(i, len);
        }
    }

    public boolean containsValue(Object value) {
        Object[] tab = table;
        for (int i = 1; i < tab.length; i += 2) {
            if (tab[i] == value && tab[i - 1] != null) {
                return true;
            }
        }
        return false;
    }

    private boolean containsMapping(Object key, Object value) {
        Object k = maskNull(key);
        Object[] tab = table;
        int len = tab.length;
        int i = hash(k, len);
        while (true) {
            Object item = tab[i];
            if (item == k) {
                return tab[i + 1] == value;
            }
            if (item == null) {
                return false;
            }
            i = nextKeyIndex(i, len);
        }
    }

    @SuppressWarnings("unchecked")
    public V put(K key, V value) {
        Object k = maskNull(key);
        retryAfterResize:
        for (;;) {
            Object[] tab = table;
            int len = tab.length;
            int i = hash(k, len);
            for (Object item; (item = tab[i]) != null; i = nextKeyIndex(i, len)) {
                if (item == k) {
                    V oldValue = (V) tab[i + 1];
                    tab[i + 1] = value;
                    return oldValue;
                }
            }
            int s = size + 1;
            // keep the table at most 2/3 full
            if (s + (s << 1) > len && resize(len)) {
                continue retryAfterResize;
            }
            modCount++;
            tab[i] = k;
            tab[i + 1] = value;
            size = s;
            return null;
        }
    }

    private boolean resize(int newCapacity) {
        int newLength = newCapacity * 2;
        Object[] oldTable = table;
        int oldLength = oldTable.length;
        if (oldLength == 2 * MAXIMUM_CAPACITY) {
            if (size == MAXIMUM_CAPACITY - 1) {
                throw new IllegalStateException("Capacity exhausted.");
            }
            return false;
        }
        if (oldLength >= newLength) {
            return false;
        }
        Object[] newTable = new Object[newLength];
        for (int j = 0; j < oldLength; j += 2) {
            Object key = oldTable[j];
            if (key != null) {
                Object value = oldTable[j + 1];
                oldTable[j] = null;
                oldTable[j + 1] = null;
                int i = hash(key, newLength);
                while (newTable[i] != null) {
                    i = nextKeyIndex(i, newLength);
                }
                newTable[i] = key;
                newTable[i + 1] = value;
            }
        }
        table = newTable;
        return true;
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        int n = m.size();
        if (n == 0) {
            return;
        }
        if (n > size) {
            resize(capacity(n));
        }
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            put(e.getKey(), e.getValue());
        }
    }

    @SuppressWarnings("unchecked")
    public V remove(Object key) {
        Object k = maskNull(key);
        Object[] tab = table;
        int len = tab.length;
        int i = hash(k, len);
        while (true) {
            Object item = tab[i];
            if (item == k) {
                modCount++;
                size--;
                V oldValue = (V) tab[i + 1];
                tab[i + 1] = null;
                tab[i] = null;
                closeDeletion(i);
                return oldValue;
            }
            if (item == null) {
                return null;
            }
            i = nextKeyIndex(i, len);
        }
    }

    private boolean removeMapping(Object key, Object value) {
        Object k = maskNull(key);
        Object[] tab = table;
        int len = tab.length;
        int i = hash(k, len);
        while (true) {
            Object item = tab[i];
            if (item == k) {
                if (tab[i + 1] != value) {
                    return false;
                }
                modCount++;
                size--;
                tab[i] = null;
                tab[i + 1] = null;
                closeDeletion(i);
                return true;
            }
            if (item == null) {
                return false;
            }
            i = nextKeyIndex(i, len);
        }
    }

    /** Re-places the entries after a deleted slot d so that probing still finds them. */
    private void closeDeletion(int d) {
        Object[] tab = table;
        int len = tab.length;
        Object item;
        for (int i = nextKeyIndex(d, len); (item = tab[i]) != null; i = nextKeyIndex(i, len)) {
            int r = hash(item, len);
            if ((i < r && (r <= d || d <= i)) || (r <= d && d <= i)) {
                tab[d] = item;
                tab[d + 1] = tab[i + 1];
                tab[i] = null;
                tab[i + 1] = null;
                d = i;
            }
        }
    }

    public void clear() {
        modCount++;
        Arrays.fill(table, null);
        size = 0;
    }

    public boolean equals(Object o) {
        if (o == this) {
            return true;
        } else if (o instanceof IdentityHashMap) {
            IdentityHashMap<?, ?> m = (IdentityHashMap<?, ?>) o;
            if (m.size() != size) {
                return false;
            }
            Object[] tab = m.table;
            for (int i = 0; i < tab.length; i += 2) {
                Object k = tab[i];
                if (k != null && !containsMapping(unmaskNull(k), tab[i + 1])) {
                    return false;
                }
            }
            return true;
        } else if (o instanceof Map) {
            return entrySet().equals(((Map<?, ?>) o).entrySet());
        }
        return false;
    }

    public int hashCode() {
        int result = 0;
        Object[] tab = table;
        for (int i = 0; i < tab.length; i += 2) {
            Object key = tab[i];
            if (key != null) {
                result += System.identityHashCode(unmaskNull(key)) ^ System.identityHashCode(tab[i + 1]);
            }
        }
        return result;
    }

    @SuppressWarnings("unchecked")
    public Object clone() {
        try {
            IdentityHashMap<K, V> m = (IdentityHashMap<K, V>) super.clone();
            m.entrySet = null;
            m.table = table.clone();
            return m;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    /** Iterates the table; kind 0 = keys, 1 = values, 2 = entries. */
    private class IdentityHashMapIterator<T> implements Iterator<T> {
        private final int kind;
        int index = (size != 0 ? 0 : table.length);
        int expectedModCount = modCount;
        int lastReturnedIndex = -1;
        boolean indexValid;
        Object[] traversalTable = table;

        IdentityHashMapIterator(int kind) {
            this.kind = kind;
        }

        public boolean hasNext() {
            Object[] tab = traversalTable;
            for (int i = index; i < tab.length; i += 2) {
                Object key = tab[i];
                if (key != null) {
                    index = i;
                    return indexValid = true;
                }
            }
            index = tab.length;
            return false;
        }

        protected int nextIndex() {
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            if (!indexValid && !hasNext()) {
                throw new NoSuchElementException();
            }
            indexValid = false;
            lastReturnedIndex = index;
            index += 2;
            return lastReturnedIndex;
        }

        @SuppressWarnings("unchecked")
        public T next() {
            int i = nextIndex();
            Object[] tab = traversalTable;
            if (kind == 0) {
                return (T) unmaskNull(tab[i]);
            } else if (kind == 1) {
                return (T) tab[i + 1];
            }
            return (T) new Entry(i, tab);
        }

        public void remove() {
            if (lastReturnedIndex == -1) {
                throw new IllegalStateException();
            }
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            Object key = traversalTable[lastReturnedIndex];
            if (traversalTable == table) {
                // closeDeletion may move unvisited entries before the cursor: continue on a copy
                traversalTable = table.clone();
            }
            IdentityHashMap.this.remove(unmaskNull(key));
            expectedModCount = modCount;
            lastReturnedIndex = -1;
        }
    }

    /** An entry view of slot index (live while the iteration is on the live table). */
    private class Entry implements Map.Entry<K, V> {
        private final int index;
        private final Object[] tab;

        Entry(int index, Object[] tab) {
            this.index = index;
            this.tab = tab;
        }

        @SuppressWarnings("unchecked")
        public K getKey() {
            return (K) unmaskNull(tab[index]);
        }

        @SuppressWarnings("unchecked")
        public V getValue() {
            return (V) tab[index + 1];
        }

        @SuppressWarnings("unchecked")
        public V setValue(V value) {
            V oldValue = (V) tab[index + 1];
            tab[index + 1] = value;
            if (tab != table) {
                put(getKey(), value);
            }
            return oldValue;
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return e.getKey() == getKey() && e.getValue() == getValue();
        }

        public int hashCode() {
            return System.identityHashCode(getKey()) ^ System.identityHashCode(getValue());
        }

        public String toString() {
            return getKey() + "=" + getValue();
        }
    }

    private transient Set<Map.Entry<K, V>> entrySet;

    public Set<K> keySet() {
        Set<K> ks = keySet;
        if (ks == null) {
            ks = new AbstractSet<K>() {
                public Iterator<K> iterator() {
                    return new IdentityHashMapIterator<K>(0);
                }

                public int size() {
                    return size;
                }

                public boolean contains(Object o) {
                    return containsKey(o);
                }

                public boolean remove(Object o) {
                    int oldSize = size;
                    IdentityHashMap.this.remove(o);
                    return size != oldSize;
                }

                public void clear() {
                    IdentityHashMap.this.clear();
                }

                public int hashCode() {
                    int result = 0;
                    for (K key : this) {
                        result += System.identityHashCode(key);
                    }
                    return result;
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
                    return new IdentityHashMapIterator<V>(1);
                }

                public int size() {
                    return size;
                }

                public boolean contains(Object o) {
                    return containsValue(o);
                }

                public boolean remove(Object o) {
                    for (Iterator<V> i = iterator(); i.hasNext();) {
                        if (i.next() == o) {
                            i.remove();
                            return true;
                        }
                    }
                    return false;
                }

                public void clear() {
                    IdentityHashMap.this.clear();
                }
            };
            values = vs;
        }
        return vs;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        Set<Map.Entry<K, V>> es = entrySet;
        if (es == null) {
            es = new AbstractSet<Map.Entry<K, V>>() {
                public Iterator<Map.Entry<K, V>> iterator() {
                    return new IdentityHashMapIterator<Map.Entry<K, V>>(2);
                }

                public boolean contains(Object o) {
                    if (!(o instanceof Map.Entry)) {
                        return false;
                    }
                    Map.Entry<?, ?> entry = (Map.Entry<?, ?>) o;
                    return containsMapping(entry.getKey(), entry.getValue());
                }

                public boolean remove(Object o) {
                    if (!(o instanceof Map.Entry)) {
                        return false;
                    }
                    Map.Entry<?, ?> entry = (Map.Entry<?, ?>) o;
                    return removeMapping(entry.getKey(), entry.getValue());
                }

                public int size() {
                    return size;
                }

                public void clear() {
                    IdentityHashMap.this.clear();
                }
            };
            entrySet = es;
        }
        return es;
    }
}
