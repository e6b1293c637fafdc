package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Collection;
import java.util.Enumeration;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.DoubleBinaryOperator;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.LongBinaryOperator;
import java.util.function.ToDoubleBiFunction;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntBiFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongBiFunction;
import java.util.function.ToLongFunction;

/**
 * java.util.concurrent.ConcurrentHashMap with one private lock for every update (lookups and
 * iteration take it briefly too), but the JDK 17 table algorithm, so that iteration order is the
 * JDK's: the same spread hash, initial sizes, resize trigger (when the count reaches
 * {@code sizeCtl}, i.e. 0.75 of the table), resize split (the "lastRun" tail kept, the nodes
 * before it prepended in reverse), tryPresize for putAll and for treeifying a bin of a small
 * table, and the order of tree bins (converted when a bin reaches 9 nodes in a table of at least
 * 64; new keys in a tree bin go to the front of its list). Tree bins are not real red-black trees
 * here: only their order is kept, and a removal turns one back into a list when it had at most 6
 * nodes (the JDK decides by the tree's shape, which usually agrees).
 *
 * Iterators never throw ConcurrentModificationException; they walk the table seen when they were
 * created (updates of bins not yet visited are seen; keys added after a resize are not).
 * Null keys and values are rejected with NullPointerException.
 *
 * The JDK 8 bulk operations (forEach/search/reduce and their Key/Value/Entry and ToLong/ToInt/
 * ToDouble forms) take a parallelismThreshold that only allows them to split the work among the
 * common ForkJoinPool; here they always run sequentially in the calling thread, walking the
 * bins in iteration order (what the JDK does too when the map holds fewer elements than the
 * threshold). The entries they hand out are the map's nodes, read-only as in the JDK.
 */
public class ConcurrentHashMap<K, V> extends AbstractMap<K, V> implements ConcurrentMap<K, V>, java.io.Serializable {
    private static final long serialVersionUID = 7249069246763182397L;

    private static final int MAXIMUM_CAPACITY = 1 << 30;
    private static final int DEFAULT_CAPACITY = 16;
    private static final float LOAD_FACTOR = 0.75f;
    static final int TREEIFY_THRESHOLD = 8;
    static final int UNTREEIFY_THRESHOLD = 6;
    static final int MIN_TREEIFY_CAPACITY = 64;
    static final int HASH_BITS = 0x7fffffff;

    static final class Node<K, V> implements Map.Entry<K, V> {
        final int hash;
        final K key;
        volatile V val;
        volatile Node<K, V> next;

        Node(int hash, K key, V val, Node<K, V> next) {
            this.hash = hash;
            this.key = key;
            this.val = val;
            this.next = next;
        }

        public final K getKey() {
            return key;
        }

        public final V getValue() {
            return val;
        }

        public final int hashCode() {
            return key.hashCode() ^ val.hashCode();
        }

        public final String toString() {
            return key + "=" + val;
        }

        /** Nodes reach users only through the bulk operations, which give read-only entries. */
        public final V setValue(V value) {
            throw new UnsupportedOperationException();
        }

        public final boolean equals(Object o) {
            Object k, v, u;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry)
                    && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (v = e.getValue()) != null
                    && (k == key || k.equals(key))
                    && (v == (u = val) || v.equals(u)));
        }
    }

    /** Guards every update of the table, the bins, sizeCtl and count. */
    private final transient Object lock = new Object();
    private transient volatile Node<K, V>[] table;
    /** Which bins the JDK would hold as TreeBins (same length as table). */
    private transient boolean[] treeBins;
    /** Before the table exists: its initial size (0 = default); after: the resize threshold. */
    private transient int sizeCtl;
    private transient volatile int count;

    private transient KeySetView<K, V> keySet;
    private transient ValuesView<K, V> values;
    private transient EntrySetView<K, V> entrySet;

    static int spread(int h) {
        return (h ^ (h >>> 16)) & HASH_BITS;
    }

    private static int tableSizeFor(int c) {
        int n = -1 >>> Integer.numberOfLeadingZeros(c - 1);
        return (n < 0) ? 1 : (n >= MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : n + 1;
    }

    // ------------------------------------------------------------------ construction

    public ConcurrentHashMap() {
    }

    public ConcurrentHashMap(int initialCapacity) {
        this(initialCapacity, LOAD_FACTOR, 1);
    }

    public ConcurrentHashMap(Map<? extends K, ? extends V> m) {
        this.sizeCtl = DEFAULT_CAPACITY;
        putAll(m);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor) {
        this(initialCapacity, loadFactor, 1);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor, int concurrencyLevel) {
        if (!(loadFactor > 0.0f) || initialCapacity < 0 || concurrencyLevel <= 0) {
            throw new IllegalArgumentException();
        }
        if (initialCapacity < concurrencyLevel) {
            initialCapacity = concurrencyLevel;
        }
        long size = (long) (1.0 + (long) initialCapacity / loadFactor);
        this.sizeCtl = (size >= (long) MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : tableSizeFor((int) size);
    }

    // ------------------------------------------------------------------ table (under lock)

    @SuppressWarnings("unchecked")
    private Node<K, V>[] initTable() {
        int sc = sizeCtl;
        int n = (sc > 0) ? sc : DEFAULT_CAPACITY;
        Node<K, V>[] tab = (Node<K, V>[]) new Node<?, ?>[n];
        treeBins = new boolean[n];
        table = tab;
        sizeCtl = n - (n >>> 2);
        return tab;
    }

    /** Doubles the table, splitting each bin as the JDK's transfer does. */
    @SuppressWarnings("unchecked")
    private void transfer() {
        Node<K, V>[] tab = table;
        boolean[] trees = treeBins;
        int n = tab.length;
        Node<K, V>[] nextTab = (Node<K, V>[]) new Node<?, ?>[n << 1];
        boolean[] nextTrees = new boolean[n << 1];
        for (int i = n - 1; i >= 0; i--) {
            Node<K, V> f = tab[i];
            if (f == null) {
                continue;
            }
            Node<K, V> ln, hn;
            if (trees[i]) {
                // Order kept: both halves are appended in list order.
                Node<K, V> lo = null, loTail = null, hi = null, hiTail = null;
                int lc = 0, hc = 0;
                for (Node<K, V> e = f; e != null; e = e.next) {
                    Node<K, V> p = new Node<K, V>(e.hash, e.key, e.val, null);
                    if ((e.hash & n) == 0) {
                        if (loTail == null) {
                            lo = p;
                        } else {
                            loTail.next = p;
                        }
                        loTail = p;
                        ++lc;
                    } else {
                        if (hiTail == null) {
                            hi = p;
                        } else {
                            hiTail.next = p;
                        }
                        hiTail = p;
                        ++hc;
                    }
                }
                ln = lo;
                hn = hi;
                nextTrees[i] = lc > UNTREEIFY_THRESHOLD;
                nextTrees[i + n] = hc > UNTREEIFY_THRESHOLD;
            } else {
                int runBit = f.hash & n;
                Node<K, V> lastRun = f;
                for (Node<K, V> p = f.next; p != null; p = p.next) {
                    int b = p.hash & n;
                    if (b != runBit) {
                        runBit = b;
                        lastRun = p;
                    }
                }
                if (runBit == 0) {
                    ln = lastRun;
                    hn = null;
                } else {
                    hn = lastRun;
                    ln = null;
                }
                for (Node<K, V> p = f; p != lastRun; p = p.next) {
                    if ((p.hash & n) == 0) {
                        ln = new Node<K, V>(p.hash, p.key, p.val, ln);
                    } else {
                        hn = new Node<K, V>(p.hash, p.key, p.val, hn);
                    }
                }
            }
            nextTab[i] = ln;
            nextTab[i + n] = hn;
        }
        treeBins = nextTrees;
        table = nextTab;
        sizeCtl = (n << 1) - (n >>> 1);
    }

    /** Grows the table to hold {@code size} elements (putAll, small-table treeify). */
    private void tryPresize(int size) {
        int c = (size >= (MAXIMUM_CAPACITY >>> 1)) ? MAXIMUM_CAPACITY : tableSizeFor(size + (size >>> 1) + 1);
        while (true) {
            int sc = sizeCtl;
            Node<K, V>[] tab = table;
            if (tab == null) {
                sizeCtl = (sc > c) ? sc : c;
                initTable();
            } else if (c <= sc || tab.length >= MAXIMUM_CAPACITY) {
                break;
            } else {
                transfer();
            }
        }
    }

    private void treeifyBin(int index) {
        Node<K, V>[] tab = table;
        int n = tab.length;
        if (n < MIN_TREEIFY_CAPACITY) {
            tryPresize(n << 1);
        } else if (tab[index] != null) {
            treeBins[index] = true;
        }
    }

    private void addCount(long x, int check) {
        count = (int) (count + x);
        if (check >= 0) {
            Node<K, V>[] tab;
            while (count >= sizeCtl && (tab = table) != null && tab.length < MAXIMUM_CAPACITY) {
                transfer();
            }
        }
    }

    private static boolean keyMatches(Node<?, ?> e, int h, Object key) {
        Object ek;
        return e.hash == h && ((ek = e.key) == key || (ek != null && key.equals(ek)));
    }

    private Node<K, V> findNode(Object key) {
        int h = spread(key.hashCode());
        synchronized (lock) {
            Node<K, V>[] tab = table;
            if (tab == null) {
                return null;
            }
            for (Node<K, V> e = tab[(tab.length - 1) & h]; e != null; e = e.next) {
                if (keyMatches(e, h, key)) {
                    return e;
                }
            }
            return null;
        }
    }

    // ------------------------------------------------------------------ Map

    public int size() {
        int n = count;
        return n < 0 ? 0 : n;
    }

    public long mappingCount() {
        return size();
    }

    public boolean isEmpty() {
        return count <= 0;
    }

    public V get(Object key) {
        Node<K, V> e = findNode(key);
        return e == null ? null : e.val;
    }

    public V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v == null ? defaultValue : v;
    }

    public boolean containsKey(Object key) {
        return get(key) != null;
    }

    public boolean containsValue(Object value) {
        if (value == null) {
            throw new NullPointerException();
        }
        for (Traverser<K, V> it = new Traverser<K, V>(this); it.advance() != null;) {
            V v = it.next.val;
            if (v == value || value.equals(v)) {
                return true;
            }
        }
        return false;
    }

    public boolean contains(Object value) {
        return containsValue(value);
    }

    public V put(K key, V value) {
        return putVal(key, value, false);
    }

    public V putIfAbsent(K key, V value) {
        return putVal(key, value, true);
    }

    final V putVal(K key, V value, boolean onlyIfAbsent) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        int hash = spread(key.hashCode());
        synchronized (lock) {
            Node<K, V>[] tab = table;
            if (tab == null) {
                tab = initTable();
            }
            int i = (tab.length - 1) & hash;
            Node<K, V> f = tab[i];
            int binCount;
            V oldVal = null;
            if (f == null) {
                tab[i] = new Node<K, V>(hash, key, value, null);
                binCount = 0;
            } else if (treeBins[i]) {
                binCount = 2;
                Node<K, V> p = f;
                while (p != null && !keyMatches(p, hash, key)) {
                    p = p.next;
                }
                if (p != null) {
                    oldVal = p.val;
                    if (!onlyIfAbsent) {
                        p.val = value;
                    }
                } else {
                    tab[i] = new Node<K, V>(hash, key, value, f);
                }
            } else {
                binCount = 1;
                for (Node<K, V> e = f;; ++binCount) {
                    if (keyMatches(e, hash, key)) {
                        oldVal = e.val;
                        if (!onlyIfAbsent) {
                            e.val = value;
                        }
                        break;
                    }
                    Node<K, V> pred = e;
                    if ((e = e.next) == null) {
                        pred.next = new Node<K, V>(hash, key, value, null);
                        break;
                    }
                }
            }
            if (binCount >= TREEIFY_THRESHOLD) {
                treeifyBin(i);
            }
            if (oldVal != null) {
                return oldVal;
            }
            addCount(1L, binCount);
            return null;
        }
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        synchronized (lock) {
            tryPresize(m.size());
        }
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            putVal(e.getKey(), e.getValue(), false);
        }
    }

    public V remove(Object key) {
        return replaceNode(key, null, null);
    }

    public boolean remove(Object key, Object value) {
        if (key == null) {
            throw new NullPointerException();
        }
        return value != null && replaceNode(key, null, value) != null;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        if (key == null || oldValue == null || newValue == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, newValue, oldValue) != null;
    }

    public V replace(K key, V value) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, value, null);
    }

    /** Replaces (value != null) or removes the node of key if its value matches cv (null: any). */
    final V replaceNode(Object key, V value, Object cv) {
        int hash = spread(key.hashCode());
        synchronized (lock) {
            Node<K, V>[] tab = table;
            if (tab == null) {
                return null;
            }
            int i = (tab.length - 1) & hash;
            int nodes = 0;
            for (Node<K, V> e = tab[i]; e != null; e = e.next) {
                nodes++;
            }
            for (Node<K, V> e = tab[i], pred = null; e != null; pred = e, e = e.next) {
                if (keyMatches(e, hash, key)) {
                    V ev = e.val;
                    if (cv != null && cv != ev && (ev == null || !cv.equals(ev))) {
                        return null;
                    }
                    if (value != null) {
                        e.val = value;
                    } else {
                        unlinkNode(tab, i, pred, e, nodes);
                        addCount(-1L, -1);
                    }
                    return ev;
                }
            }
            return null;
        }
    }

    /** Removes e (after pred) from bin i of nodes entries. */
    private void unlinkNode(Node<K, V>[] tab, int i, Node<K, V> pred, Node<K, V> e, int nodes) {
        if (pred == null) {
            tab[i] = e.next;
        } else {
            pred.next = e.next;
        }
        if (treeBins[i] && nodes <= UNTREEIFY_THRESHOLD) {
            treeBins[i] = false;
        }
    }

    public void clear() {
        synchronized (lock) {
            Node<K, V>[] tab = table;
            if (tab == null) {
                return;
            }
            long delta = 0L;
            for (int i = 0; i < tab.length; i++) {
                for (Node<K, V> e = tab[i]; e != null; e = e.next) {
                    --delta;
                }
                tab[i] = null;
                treeBins[i] = false;
            }
            if (delta != 0L) {
                addCount(delta, -1);
            }
        }
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (Traverser<K, V> it = new Traverser<K, V>(this); it.advance() != null;) {
            action.accept(it.next.key, it.next.val);
        }
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        for (Traverser<K, V> it = new Traverser<K, V>(this); it.advance() != null;) {
            Node<K, V> p = it.next;
            while (true) {
                V oldValue = p.val;
                V newValue = function.apply(p.key, oldValue);
                if (newValue == null) {
                    throw new NullPointerException();
                }
                if (replaceNode(p.key, newValue, oldValue) != null || get(p.key) == null) {
                    break;
                }
            }
        }
    }

    /** The insertion of a new key in bin i (after the last node of a list, before the first of a tree). */
    private void insertNew(Node<K, V>[] tab, int i, Node<K, V> pred, int hash, K key, V val) {
        if (tab[i] == null) {
            tab[i] = new Node<K, V>(hash, key, val, null);
        } else if (treeBins[i]) {
            tab[i] = new Node<K, V>(hash, key, val, tab[i]);
        } else {
            pred.next = new Node<K, V>(hash, key, val, null);
        }
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (key == null || mappingFunction == null) {
            throw new NullPointerException();
        }
        int h = spread(key.hashCode());
        synchronized (lock) {
            Node<K, V>[] tab = table;
            if (tab == null) {
                tab = initTable();
            }
            int i = (tab.length - 1) & h;
            Node<K, V> f = tab[i];
            int binCount;
            Node<K, V> pred = null;
            if (f == null) {
                binCount = 1;
            } else {
                binCount = treeBins[i] ? 2 : 1;
                int k = 1;
                for (Node<K, V> e = f; e != null; pred = e, e = e.next, k++) {
                    if (keyMatches(e, h, key)) {
                        V v = e.val;
                        if (!treeBins[i] && k >= TREEIFY_THRESHOLD) {
                            treeifyBin(i);
                        }
                        return v;
                    }
                    if (!treeBins[i]) {
                        binCount = k;
                    }
                }
            }
            V val = mappingFunction.apply(key);
            if (table != tab) {
                throw new IllegalStateException("Recursive update");
            }
            if (val != null) {
                insertNew(tab, i, pred, h, key, val);
            }
            if (binCount >= TREEIFY_THRESHOLD) {
                treeifyBin(i);
            }
            if (val != null) {
                addCount(1L, binCount);
            }
            return val;
        }
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        int h = spread(key.hashCode());
        synchronized (lock) {
            Node<K, V>[] tab = table;
            if (tab == null) {
                return null;
            }
            int i = (tab.length - 1) & h;
            int nodes = 0;
            for (Node<K, V> e = tab[i]; e != null; e = e.next) {
                nodes++;
            }
            int binCount = 0;
            for (Node<K, V> e = tab[i], pred = null; e != null; pred = e, e = e.next) {
                ++binCount;
                if (keyMatches(e, h, key)) {
                    V val = remappingFunction.apply(key, e.val);
                    if (val != null) {
                        e.val = val;
                    } else {
                        unlinkNode(tab, i, pred, e, nodes);
                        addCount(-1L, treeBins[i] ? 2 : binCount);
                    }
                    return val;
                }
            }
            return null;
        }
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        int h = spread(key.hashCode());
        synchronized (lock) {
            Node<K, V>[] tab = table;
            if (tab == null) {
                tab = initTable();
            }
            int i = (tab.length - 1) & h;
            int nodes = 0;
            for (Node<K, V> e = tab[i]; e != null; e = e.next) {
                nodes++;
            }
            boolean tree = treeBins[i];
            int binCount = tree ? 2 : 1;
            Node<K, V> pred = null;
            int k = 1;
            for (Node<K, V> e = tab[i]; e != null; pred = e, e = e.next, k++) {
                if (!tree) {
                    binCount = k;
                }
                if (keyMatches(e, h, key)) {
                    V val = remappingFunction.apply(key, e.val);
                    int delta = 0;
                    if (val != null) {
                        e.val = val;
                    } else {
                        unlinkNode(tab, i, pred, e, nodes);
                        delta = -1;
                    }
                    if (binCount >= TREEIFY_THRESHOLD) {
                        treeifyBin(i);
                    }
                    if (delta != 0) {
                        addCount(delta, binCount);
                    }
                    return val;
                }
            }
            V val = remappingFunction.apply(key, null);
            if (table != tab) {
                throw new IllegalStateException("Recursive update");
            }
            if (val != null) {
                insertNew(tab, i, pred, h, key, val);
            }
            if (binCount >= TREEIFY_THRESHOLD) {
                treeifyBin(i);
            }
            if (val != null) {
                addCount(1L, binCount);
            }
            return val;
        }
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (key == null || value == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        int h = spread(key.hashCode());
        synchronized (lock) {
            Node<K, V>[] tab = table;
            if (tab == null) {
                tab = initTable();
            }
            int i = (tab.length - 1) & h;
            if (tab[i] == null) {
                tab[i] = new Node<K, V>(h, key, value, null);
                addCount(1L, 0);
                return value;
            }
            int nodes = 0;
            for (Node<K, V> e = tab[i]; e != null; e = e.next) {
                nodes++;
            }
            boolean tree = treeBins[i];
            int binCount = tree ? 2 : 1;
            Node<K, V> pred = null;
            int k = 1;
            V val = null;
            int delta = 0;
            boolean found = false;
            for (Node<K, V> e = tab[i]; e != null; pred = e, e = e.next, k++) {
                if (!tree) {
                    binCount = k;
                }
                if (keyMatches(e, h, key)) {
                    found = true;
                    val = remappingFunction.apply(e.val, value);
                    if (val != null) {
                        e.val = val;
                    } else {
                        unlinkNode(tab, i, pred, e, nodes);
                        delta = -1;
                    }
                    break;
                }
            }
            if (!found) {
                insertNew(tab, i, pred, h, key, value);
                val = value;
                delta = 1;
            }
            if (binCount >= TREEIFY_THRESHOLD) {
                treeifyBin(i);
            }
            if (delta != 0) {
                addCount(delta, binCount);
            }
            return val;
        }
    }

    public Enumeration<K> keys() {
        final KeyIterator<K, V> it = new KeyIterator<K, V>(this);
        return new Enumeration<K>() {
            public boolean hasMoreElements() {
                return it.hasNext();
            }

            public K nextElement() {
                return it.next();
            }
        };
    }

    public Enumeration<V> elements() {
        final ValueIterator<K, V> it = new ValueIterator<K, V>(this);
        return new Enumeration<V>() {
            public boolean hasMoreElements() {
                return it.hasNext();
            }

            public V nextElement() {
                return it.next();
            }
        };
    }

    // ------------------------------------------------------------------ bulk operations
    // Sequential in the calling thread whatever parallelismThreshold says (see the class comment).
    // Each walks with a Traverser, which reads a bin's next node only when it gets there (as the
    // JDK's), so a callback's removal of a node not yet visited is seen.

    public void forEach(long parallelismThreshold, BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            action.accept(p.key, p.val);
        }
    }

    public <U> void forEach(long parallelismThreshold, BiFunction<? super K, ? super V, ? extends U> transformer,
            Consumer<? super U> action) {
        if (transformer == null || action == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            U u = transformer.apply(p.key, p.val);
            if (u != null) {
                action.accept(u);
            }
        }
    }

    public <U> U search(long parallelismThreshold, BiFunction<? super K, ? super V, ? extends U> searchFunction) {
        if (searchFunction == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            U u = searchFunction.apply(p.key, p.val);
            if (u != null) {
                return u;
            }
        }
        return null;
    }

    public <U> U reduce(long parallelismThreshold, BiFunction<? super K, ? super V, ? extends U> transformer,
            BiFunction<? super U, ? super U, ? extends U> reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        U r = null;
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            U u = transformer.apply(p.key, p.val);
            if (u != null) {
                r = (r == null) ? u : reducer.apply(r, u);
            }
        }
        return r;
    }

    public double reduceToDouble(long parallelismThreshold, ToDoubleBiFunction<? super K, ? super V> transformer,
            double basis, DoubleBinaryOperator reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        double r = basis;
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            r = reducer.applyAsDouble(r, transformer.applyAsDouble(p.key, p.val));
        }
        return r;
    }

    public long reduceToLong(long parallelismThreshold, ToLongBiFunction<? super K, ? super V> transformer,
            long basis, LongBinaryOperator reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        long r = basis;
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            r = reducer.applyAsLong(r, transformer.applyAsLong(p.key, p.val));
        }
        return r;
    }

    public int reduceToInt(long parallelismThreshold, ToIntBiFunction<? super K, ? super V> transformer,
            int basis, IntBinaryOperator reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        int r = basis;
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            r = reducer.applyAsInt(r, transformer.applyAsInt(p.key, p.val));
        }
        return r;
    }

    public void forEachKey(long parallelismThreshold, Consumer<? super K> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            action.accept(p.key);
        }
    }

    public <U> void forEachKey(long parallelismThreshold, Function<? super K, ? extends U> transformer,
            Consumer<? super U> action) {
        if (transformer == null || action == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            U u = transformer.apply(p.key);
            if (u != null) {
                action.accept(u);
            }
        }
    }

    public <U> U searchKeys(long parallelismThreshold, Function<? super K, ? extends U> searchFunction) {
        if (searchFunction == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            U u = searchFunction.apply(p.key);
            if (u != null) {
                return u;
            }
        }
        return null;
    }

    public K reduceKeys(long parallelismThreshold, BiFunction<? super K, ? super K, ? extends K> reducer) {
        if (reducer == null) {
            throw new NullPointerException();
        }
        K r = null;
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            r = (r == null) ? p.key : reducer.apply(r, p.key);
        }
        return r;
    }

    public <U> U reduceKeys(long parallelismThreshold, Function<? super K, ? extends U> transformer,
            BiFunction<? super U, ? super U, ? extends U> reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        U r = null;
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            U u = transformer.apply(p.key);
            if (u != null) {
                r = (r == null) ? u : reducer.apply(r, u);
            }
        }
        return r;
    }

    public double reduceKeysToDouble(long parallelismThreshold, ToDoubleFunction<? super K> transformer,
            double basis, DoubleBinaryOperator reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        double r = basis;
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            r = reducer.applyAsDouble(r, transformer.applyAsDouble(p.key));
        }
        return r;
    }

    public long reduceKeysToLong(long parallelismThreshold, ToLongFunction<? super K> transformer,
            long basis, LongBinaryOperator reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        long r = basis;
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            r = reducer.applyAsLong(r, transformer.applyAsLong(p.key));
        }
        return r;
    }

    public int reduceKeysToInt(long parallelismThreshold, ToIntFunction<? super K> transformer,
            int basis, IntBinaryOperator reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        int r = basis;
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            r = reducer.applyAsInt(r, transformer.applyAsInt(p.key));
        }
        return r;
    }

    public void forEachValue(long parallelismThreshold, Consumer<? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            action.accept(p.val);
        }
    }

    public <U> void forEachValue(long parallelismThreshold, Function<? super V, ? extends U> transformer,
            Consumer<? super U> action) {
        if (transformer == null || action == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            U u = transformer.apply(p.val);
            if (u != null) {
                action.accept(u);
            }
        }
    }

    public <U> U searchValues(long parallelismThreshold, Function<? super V, ? extends U> searchFunction) {
        if (searchFunction == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            U u = searchFunction.apply(p.val);
            if (u != null) {
                return u;
            }
        }
        return null;
    }

    public V reduceValues(long parallelismThreshold, BiFunction<? super V, ? super V, ? extends V> reducer) {
        if (reducer == null) {
            throw new NullPointerException();
        }
        V r = null;
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            r = (r == null) ? p.val : reducer.apply(r, p.val);
        }
        return r;
    }

    public <U> U reduceValues(long parallelismThreshold, Function<? super V, ? extends U> transformer,
            BiFunction<? super U, ? super U, ? extends U> reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        U r = null;
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            U u = transformer.apply(p.val);
            if (u != null) {
                r = (r == null) ? u : reducer.apply(r, u);
            }
        }
        return r;
    }

    public double reduceValuesToDouble(long parallelismThreshold, ToDoubleFunction<? super V> transformer,
            double basis, DoubleBinaryOperator reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        double r = basis;
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            r = reducer.applyAsDouble(r, transformer.applyAsDouble(p.val));
        }
        return r;
    }

    public long reduceValuesToLong(long parallelismThreshold, ToLongFunction<? super V> transformer,
            long basis, LongBinaryOperator reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        long r = basis;
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            r = reducer.applyAsLong(r, transformer.applyAsLong(p.val));
        }
        return r;
    }

    public int reduceValuesToInt(long parallelismThreshold, ToIntFunction<? super V> transformer,
            int basis, IntBinaryOperator reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        int r = basis;
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            r = reducer.applyAsInt(r, transformer.applyAsInt(p.val));
        }
        return r;
    }

    public void forEachEntry(long parallelismThreshold, Consumer<? super Map.Entry<K, V>> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            action.accept(p);
        }
    }

    public <U> void forEachEntry(long parallelismThreshold, Function<Map.Entry<K, V>, ? extends U> transformer,
            Consumer<? super U> action) {
        if (transformer == null || action == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            U u = transformer.apply(p);
            if (u != null) {
                action.accept(u);
            }
        }
    }

    public <U> U searchEntries(long parallelismThreshold, Function<Map.Entry<K, V>, ? extends U> searchFunction) {
        if (searchFunction == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            U u = searchFunction.apply(p);
            if (u != null) {
                return u;
            }
        }
        return null;
    }

    public Map.Entry<K, V> reduceEntries(long parallelismThreshold,
            BiFunction<Map.Entry<K, V>, Map.Entry<K, V>, ? extends Map.Entry<K, V>> reducer) {
        if (reducer == null) {
            throw new NullPointerException();
        }
        Map.Entry<K, V> r = null;
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            r = (r == null) ? p : reducer.apply(r, p);
        }
        return r;
    }

    public <U> U reduceEntries(long parallelismThreshold, Function<Map.Entry<K, V>, ? extends U> transformer,
            BiFunction<? super U, ? super U, ? extends U> reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        U r = null;
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            U u = transformer.apply(p);
            if (u != null) {
                r = (r == null) ? u : reducer.apply(r, u);
            }
        }
        return r;
    }

    public double reduceEntriesToDouble(long parallelismThreshold, ToDoubleFunction<Map.Entry<K, V>> transformer,
            double basis, DoubleBinaryOperator reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        double r = basis;
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            r = reducer.applyAsDouble(r, transformer.applyAsDouble(p));
        }
        return r;
    }

    public long reduceEntriesToLong(long parallelismThreshold, ToLongFunction<Map.Entry<K, V>> transformer,
            long basis, LongBinaryOperator reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        long r = basis;
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            r = reducer.applyAsLong(r, transformer.applyAsLong(p));
        }
        return r;
    }

    public int reduceEntriesToInt(long parallelismThreshold, ToIntFunction<Map.Entry<K, V>> transformer,
            int basis, IntBinaryOperator reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        int r = basis;
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            r = reducer.applyAsInt(r, transformer.applyAsInt(p));
        }
        return r;
    }

    // ------------------------------------------------------------------ views

    public KeySetView<K, V> keySet() {
        KeySetView<K, V> ks = keySet;
        return (ks != null) ? ks : (keySet = new KeySetView<K, V>(this, null));
    }

    public KeySetView<K, V> keySet(V mappedValue) {
        if (mappedValue == null) {
            throw new NullPointerException();
        }
        return new KeySetView<K, V>(this, mappedValue);
    }

    public static <K> KeySetView<K, Boolean> newKeySet() {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(), Boolean.TRUE);
    }

    public static <K> KeySetView<K, Boolean> newKeySet(int initialCapacity) {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(initialCapacity), Boolean.TRUE);
    }

    public Collection<V> values() {
        ValuesView<K, V> vs = values;
        return (vs != null) ? vs : (values = new ValuesView<K, V>(this));
    }

    public Set<Map.Entry<K, V>> entrySet() {
        EntrySetView<K, V> es = entrySet;
        return (es != null) ? es : (entrySet = new EntrySetView<K, V>(this));
    }

    /** Walks the bins of the table seen at creation, in index order, each bin in list order. */
    static class Traverser<K, V> {
        final ConcurrentHashMap<K, V> map;
        final Node<K, V>[] tab;
        int index;
        Node<K, V> next;

        Traverser(ConcurrentHashMap<K, V> map) {
            this.map = map;
            this.tab = map.table;
        }

        final Node<K, V> advance() {
            synchronized (map.lock) {
                Node<K, V> e = next;
                if (e != null) {
                    e = e.next;
                }
                while (e == null) {
                    if (tab == null || index >= tab.length) {
                        return next = null;
                    }
                    e = tab[index++];
                }
                return next = e;
            }
        }
    }

    abstract static class BaseIterator<K, V> extends Traverser<K, V> {
        Node<K, V> lastReturned;

        BaseIterator(ConcurrentHashMap<K, V> map) {
            super(map);
            advance();
        }

        public final boolean hasNext() {
            return next != null;
        }

        public final boolean hasMoreElements() {
            return next != null;
        }

        final Node<K, V> nextNode() {
            Node<K, V> p = next;
            if (p == null) {
                throw new NoSuchElementException();
            }
            lastReturned = p;
            advance();
            return p;
        }

        public final void remove() {
            Node<K, V> p = lastReturned;
            if (p == null) {
                throw new IllegalStateException();
            }
            lastReturned = null;
            map.replaceNode(p.key, null, null);
        }
    }

    static final class KeyIterator<K, V> extends BaseIterator<K, V> implements Iterator<K> {
        KeyIterator(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public K next() {
            return nextNode().key;
        }
    }

    static final class ValueIterator<K, V> extends BaseIterator<K, V> implements Iterator<V> {
        ValueIterator(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public V next() {
            return nextNode().val;
        }
    }

    static final class EntryIterator<K, V> extends BaseIterator<K, V> implements Iterator<Map.Entry<K, V>> {
        EntryIterator(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public Map.Entry<K, V> next() {
            Node<K, V> p = nextNode();
            return new MapEntry<K, V>(p.key, p.val, map);
        }
    }

    /** An entry handed out by the entry iterator; setValue writes through with put. */
    static final class MapEntry<K, V> implements Map.Entry<K, V> {
        final K key;
        V val;
        final ConcurrentHashMap<K, V> map;

        MapEntry(K key, V val, ConcurrentHashMap<K, V> map) {
            this.key = key;
            this.val = val;
            this.map = map;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return val;
        }

        public int hashCode() {
            return key.hashCode() ^ val.hashCode();
        }

        public String toString() {
            return key + "=" + val;
        }

        public boolean equals(Object o) {
            Object k, v;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry)
                    && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (v = e.getValue()) != null
                    && (k == key || k.equals(key))
                    && (v == val || v.equals(val)));
        }

        public V setValue(V value) {
            if (value == null) {
                throw new NullPointerException();
            }
            V v = val;
            val = value;
            map.put(key, value);
            return v;
        }
    }

    /** ConcurrentHashMap.KeySetView: the keys; add() works when a mapped value was given. */
    public static class KeySetView<K, V> extends AbstractSet<K> implements Set<K>, java.io.Serializable {
        private static final long serialVersionUID = 7249069246763182397L;
        private final ConcurrentHashMap<K, V> map;
        private final V value;

        KeySetView(ConcurrentHashMap<K, V> map, V value) {
            this.map = map;
            this.value = value;
        }

        public ConcurrentHashMap<K, V> getMap() {
            return map;
        }

        public V getMappedValue() {
            return value;
        }

        public boolean contains(Object o) {
            return map.containsKey(o);
        }

        public boolean remove(Object o) {
            return map.remove(o) != null;
        }

        public Iterator<K> iterator() {
            return new KeyIterator<K, V>(map);
        }

        public int size() {
            return map.size();
        }

        public boolean isEmpty() {
            return map.isEmpty();
        }

        public void clear() {
            map.clear();
        }

        public boolean add(K e) {
            V v = value;
            if (v == null) {
                throw new UnsupportedOperationException();
            }
            return map.putVal(e, v, true) == null;
        }

        public boolean addAll(Collection<? extends K> c) {
            V v = value;
            if (v == null) {
                throw new UnsupportedOperationException();
            }
            boolean added = false;
            for (K e : c) {
                if (map.putVal(e, v, true) == null) {
                    added = true;
                }
            }
            return added;
        }

        public boolean removeAll(Collection<?> c) {
            if (c == null) {
                throw new NullPointerException();
            }
            Node<K, V>[] t = map.table;
            if (t == null) {
                return false;
            }
            boolean modified = false;
            // As the JDK: a Set larger than the table is probed; otherwise each element is removed.
            if (c instanceof Set<?> && c.size() > t.length) {
                for (Iterator<K> it = iterator(); it.hasNext();) {
                    if (c.contains(it.next())) {
                        it.remove();
                        modified = true;
                    }
                }
            } else {
                for (Object e : c) {
                    modified |= remove(e);
                }
            }
            return modified;
        }
    }

    static final class ValuesView<K, V> extends AbstractCollection<V> implements java.io.Serializable {
        private static final long serialVersionUID = 2249069246763182397L;
        private final ConcurrentHashMap<K, V> map;

        ValuesView(ConcurrentHashMap<K, V> map) {
            this.map = map;
        }

        public boolean contains(Object o) {
            return map.containsValue(o);
        }

        public boolean remove(Object o) {
            if (o != null) {
                for (Iterator<V> it = iterator(); it.hasNext();) {
                    if (o.equals(it.next())) {
                        it.remove();
                        return true;
                    }
                }
            }
            return false;
        }

        public Iterator<V> iterator() {
            return new ValueIterator<K, V>(map);
        }

        public int size() {
            return map.size();
        }

        public boolean isEmpty() {
            return map.isEmpty();
        }

        public void clear() {
            map.clear();
        }

        public boolean add(V e) {
            throw new UnsupportedOperationException();
        }
    }

    static final class EntrySetView<K, V> extends AbstractSet<Map.Entry<K, V>> implements java.io.Serializable {
        private static final long serialVersionUID = 2249069246763182397L;
        private final ConcurrentHashMap<K, V> map;

        EntrySetView(ConcurrentHashMap<K, V> map) {
            this.map = map;
        }

        public boolean contains(Object o) {
            Object k, v, r;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry)
                    && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (r = map.get(k)) != null
                    && (v = e.getValue()) != null
                    && (v == r || v.equals(r)));
        }

        public boolean remove(Object o) {
            Object k, v;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry)
                    && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (v = e.getValue()) != null
                    && map.remove(k, v));
        }

        public Iterator<Map.Entry<K, V>> iterator() {
            return new EntryIterator<K, V>(map);
        }

        public boolean add(Map.Entry<K, V> e) {
            return map.putVal(e.getKey(), e.getValue(), false) == null;
        }

        public int size() {
            return map.size();
        }

        public boolean isEmpty() {
            return map.isEmpty();
        }

        public void clear() {
            map.clear();
        }
    }
}
