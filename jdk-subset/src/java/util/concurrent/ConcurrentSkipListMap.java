package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NavigableSet;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.SortedMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import jdk.internal.misc.Unsafe;

/**
 * java.util.concurrent.ConcurrentSkipListMap: the JDK's lock-free skip list.
 *
 * The base level is a sorted singly linked list of {@link Node}s starting at a header node
 * (key null). A key is removed in two steps: its value is CASed to null (the logical removal,
 * the linearization point), then a <em>marker</em> node (key null, value null) is CASed in after
 * it, and only then the node is unlinked by CAS on its predecessor's {@code next}. The marker
 * makes the dead node's {@code next} unchangeable, so an insertion right after a node being
 * removed can never be lost (an insertion that meets a marker after its predecessor retries).
 * Traversals help: a node seen with a null value is unlinked on the way.
 *
 * Above the base, levels of {@link Index} nodes (right and down links) let searches skip ahead.
 * An insertion adds a tower of indices with probability 1/4, as tall as the run of leading one
 * bits of a random number (so each level holds about half the one below), and a new top level
 * when the tower is taller than the list; indices of removed nodes are unlinked lazily by
 * searches. The element count is a {@link LongAdder}. Iterators and views are weakly consistent.
 */
public class ConcurrentSkipListMap<K, V> extends AbstractMap<K, V>
        implements ConcurrentNavigableMap<K, V>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = -8627078645895051609L;

    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long HEAD = U.objectFieldOffset(ConcurrentSkipListMap.class, "head");
    private static final long ADDER = U.objectFieldOffset(ConcurrentSkipListMap.class, "adder");

    /** The comparator, or null for natural ordering. */
    final Comparator<? super K> comparator;

    /** The top index level; null until the first insertion. */
    private transient volatile Index<K, V> head;
    /** The element count, created lazily. */
    private transient volatile LongAdder adder;

    private transient KeySet<K, V> keySet;
    private transient Values<K, V> values;
    private transient EntrySet<K, V> entrySet;
    private transient SubMap<K, V> descendingMap;

    /** A base-level node; key null for the header and for markers (markers also have val null). */
    static final class Node<K, V> {
        private static final long VAL = U.objectFieldOffset(Node.class, "val");
        private static final long NEXT = U.objectFieldOffset(Node.class, "next");

        final K key;
        volatile V val;
        volatile Node<K, V> next;

        Node(K key, V value, Node<K, V> next) {
            this.key = key;
            this.val = value;
            this.next = next;
        }

        boolean casVal(V cmp, V v) {
            return U.compareAndSetReference(this, VAL, cmp, v);
        }

        boolean casNext(Node<K, V> cmp, Node<K, V> n) {
            return U.compareAndSetReference(this, NEXT, cmp, n);
        }
    }

    /** An index node: one level of a node's tower. */
    static final class Index<K, V> {
        private static final long RIGHT = U.objectFieldOffset(Index.class, "right");

        final Node<K, V> node;
        final Index<K, V> down;
        volatile Index<K, V> right;

        Index(Node<K, V> node, Index<K, V> down, Index<K, V> right) {
            this.node = node;
            this.down = down;
            this.right = right;
        }

        boolean casRight(Index<K, V> cmp, Index<K, V> r) {
            return U.compareAndSetReference(this, RIGHT, cmp, r);
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static int cpr(Comparator c, Object x, Object y) {
        return (c != null) ? c.compare(x, y) : ((Comparable) x).compareTo(y);
    }

    // ------------------------------------------------------------------ construction

    public ConcurrentSkipListMap() {
        this.comparator = null;
    }

    public ConcurrentSkipListMap(Comparator<? super K> comparator) {
        this.comparator = comparator;
    }

    public ConcurrentSkipListMap(Map<? extends K, ? extends V> m) {
        this.comparator = null;
        putAll(m);
    }

    public ConcurrentSkipListMap(SortedMap<K, ? extends V> m) {
        this.comparator = m.comparator();
        for (Map.Entry<K, ? extends V> e : m.entrySet()) {
            put(e.getKey(), e.getValue());
        }
    }

    @SuppressWarnings("unchecked")
    public ConcurrentSkipListMap<K, V> clone() {
        try {
            ConcurrentSkipListMap<K, V> clone = (ConcurrentSkipListMap<K, V>) super.clone();
            clone.keySet = null;
            clone.entrySet = null;
            clone.values = null;
            clone.descendingMap = null;
            clone.adder = null;
            clone.head = null;
            for (Node<K, V> n = findFirst(); n != null; n = n.next) {
                V v = n.val;
                if (v != null) {
                    clone.doPut(n.key, v, false);
                }
            }
            return clone;
        } catch (CloneNotSupportedException e) {
            throw new InternalError();
        }
    }

    // ------------------------------------------------------------------ the algorithm

    /** Adds c to the count, creating the adder on first use. */
    private void addCount(long c) {
        LongAdder a;
        do {
            // retry only to install the adder
        } while ((a = adder) == null && !U.compareAndSetReference(this, ADDER, null, a = new LongAdder()));
        a.add(c);
    }

    final long getAdderCount() {
        LongAdder a;
        long c;
        do {
        } while ((a = adder) == null && !U.compareAndSetReference(this, ADDER, null, a = new LongAdder()));
        return ((c = a.sum()) <= 0L) ? 0L : c; // ignore transient negatives
    }

    final Node<K, V> baseHead() {
        Index<K, V> h = head;
        return (h == null) ? null : h.node;
    }

    /**
     * Unlinks n, whose value is null, from b: first appends a marker after n (unless there is
     * one), so that nothing can be inserted after n any more, then CASes b.next past both.
     */
    static <K, V> void unlinkNode(Node<K, V> b, Node<K, V> n) {
        if (b != null && n != null) {
            Node<K, V> f, p;
            for (;;) {
                if ((f = n.next) != null && f.key == null) {
                    p = f.next; // already marked
                    break;
                } else if (n.casNext(f, new Node<K, V>(null, null, f))) {
                    p = f;
                    break;
                }
            }
            b.casNext(n, p);
        }
    }

    /**
     * The base-level node from which a search for key starts: the node of the last index whose
     * key is below key (the header if none). Unlinks indices of removed nodes on the way.
     */
    private Node<K, V> findPredecessor(Object key, Comparator<? super K> cmp) {
        Index<K, V> q = head;
        if (q == null || key == null) {
            return null;
        }
        for (Index<K, V> r, d;;) {
            while ((r = q.right) != null) {
                Node<K, V> p;
                K k;
                if ((p = r.node) == null || (k = p.key) == null || p.val == null) {
                    q.casRight(r, r.right);
                } else if (cpr(cmp, key, k) > 0) {
                    q = r;
                } else {
                    break;
                }
            }
            if ((d = q.down) != null) {
                q = d;
            } else {
                return q.node;
            }
        }
    }

    /** The node of key (it may be removed by the time it is used), or null. */
    private Node<K, V> findNode(Object key) {
        if (key == null) {
            throw new NullPointerException();
        }
        Comparator<? super K> cmp = comparator;
        Node<K, V> b;
        outer:
        while ((b = findPredecessor(key, cmp)) != null) {
            for (;;) {
                Node<K, V> n;
                K k;
                int c;
                if ((n = b.next) == null) {
                    break outer;
                } else if ((k = n.key) == null) {
                    break; // b was removed: start again
                } else if (n.val == null) {
                    unlinkNode(b, n);
                } else if ((c = cpr(cmp, key, k)) > 0) {
                    b = n;
                } else if (c == 0) {
                    return n;
                } else {
                    break outer;
                }
            }
        }
        return null;
    }

    private V doGet(Object key) {
        if (key == null) {
            throw new NullPointerException();
        }
        Comparator<? super K> cmp = comparator;
        Node<K, V> b;
        outer:
        while ((b = findPredecessor(key, cmp)) != null) {
            for (;;) {
                Node<K, V> n;
                K k;
                V v;
                int c;
                if ((n = b.next) == null) {
                    break outer;
                } else if ((k = n.key) == null) {
                    break;
                } else if ((v = n.val) == null) {
                    unlinkNode(b, n);
                } else if ((c = cpr(cmp, key, k)) > 0) {
                    b = n;
                } else if (c == 0) {
                    return v;
                } else {
                    break outer;
                }
            }
        }
        return null;
    }

    /** Inserts or (unless onlyIfAbsent) replaces; returns the old value or null. */
    private V doPut(K key, V value, boolean onlyIfAbsent) {
        if (key == null) {
            throw new NullPointerException();
        }
        Comparator<? super K> cmp = comparator;
        for (;;) {
            Index<K, V> h;
            Node<K, V> b;
            int levels = 0; // index levels passed on the way down
            if ((h = head) == null) { // first insertion: make the header and first level
                Node<K, V> base = new Node<K, V>(null, null, null);
                h = new Index<K, V>(base, null, null);
                b = U.compareAndSetReference(this, HEAD, null, h) ? base : null;
            } else {
                for (Index<K, V> q = h, r, d;;) {
                    while ((r = q.right) != null) {
                        Node<K, V> p;
                        K k;
                        if ((p = r.node) == null || (k = p.key) == null || p.val == null) {
                            q.casRight(r, r.right);
                        } else if (cpr(cmp, key, k) > 0) {
                            q = r;
                        } else {
                            break;
                        }
                    }
                    if ((d = q.down) != null) {
                        ++levels;
                        q = d;
                    } else {
                        b = q.node;
                        break;
                    }
                }
            }
            if (b == null) {
                continue;
            }
            Node<K, V> z = null; // the new node
            for (;;) {
                Node<K, V> n, p;
                K k;
                V v;
                int c;
                if ((n = b.next) == null) {
                    if (b.key == null) { // empty map: check the key is comparable now
                        cpr(cmp, key, key);
                    }
                    c = -1;
                } else if ((k = n.key) == null) {
                    break; // b was removed: start again
                } else if ((v = n.val) == null) {
                    unlinkNode(b, n);
                    c = 1;
                } else if ((c = cpr(cmp, key, k)) > 0) {
                    b = n;
                } else if (c == 0 && (onlyIfAbsent || n.casVal(v, value))) {
                    return v;
                }
                if (c < 0 && b.casNext(n, p = new Node<K, V>(key, value, n))) {
                    z = p;
                    break;
                }
            }
            if (z == null) {
                continue;
            }
            ThreadLocalRandom rnd = ThreadLocalRandom.current();
            int lr = rnd.nextInt();
            if ((lr & 0x3) == 0) { // a tower with probability 1/4
                long bits = ((long) rnd.nextInt() << 32) | (lr & 0xffffffffL);
                int skips = levels; // levels to go down before inserting the tower's top
                Index<K, V> x = null;
                for (;;) { // one more level per leading one bit
                    x = new Index<K, V>(z, x, null);
                    if (bits >= 0L || --skips < 0) {
                        break;
                    }
                    bits <<= 1;
                }
                if (addIndices(h, skips, x, cmp) && skips < 0 && head == h) {
                    // the tower is one taller than the list: add a level on top
                    Index<K, V> hx = new Index<K, V>(z, x, null);
                    Index<K, V> nh = new Index<K, V>(h.node, h, hx);
                    U.compareAndSetReference(this, HEAD, h, nh);
                }
                if (z.val == null) { // removed meanwhile: clean its indices
                    findPredecessor(key, cmp);
                }
            }
            addCount(1L);
            return null;
        }
    }

    /**
     * Links tower x (whose levels go down through x.down) into the index levels below q,
     * after going down {@code skips} levels: the lower levels first, then this one, so a
     * search never meets an index whose lower levels are missing. False if the node's key
     * turned out to have an index already, or the node was removed.
     */
    static <K, V> boolean addIndices(Index<K, V> q, int skips, Index<K, V> x, Comparator<? super K> cmp) {
        Node<K, V> z;
        K key;
        if (x != null && (z = x.node) != null && (key = z.key) != null && q != null) {
            boolean retrying = false;
            for (;;) {
                Index<K, V> r, d;
                int c;
                if ((r = q.right) != null) {
                    Node<K, V> p;
                    K k;
                    if ((p = r.node) == null || (k = p.key) == null || p.val == null) {
                        q.casRight(r, r.right);
                        c = 0;
                    } else if ((c = cpr(cmp, key, k)) > 0) {
                        q = r;
                    } else if (c == 0) {
                        break; // stale
                    }
                } else {
                    c = -1;
                }
                if (c < 0) {
                    if ((d = q.down) != null && skips > 0) {
                        --skips;
                        q = d;
                    } else if (d != null && !retrying && !addIndices(d, 0, x.down, cmp)) {
                        break;
                    } else {
                        x.right = r;
                        if (q.casRight(r, x)) {
                            return true;
                        }
                        retrying = true; // the lower levels are in: retry only this one
                    }
                }
            }
        }
        return false;
    }

    /** Removes key (only if mapped to value, when value is not null); returns the old value. */
    final V doRemove(Object key, Object value) {
        if (key == null) {
            throw new NullPointerException();
        }
        Comparator<? super K> cmp = comparator;
        V result = null;
        Node<K, V> b;
        outer:
        while ((b = findPredecessor(key, cmp)) != null && result == null) {
            for (;;) {
                Node<K, V> n;
                K k;
                V v;
                int c;
                if ((n = b.next) == null) {
                    break outer;
                } else if ((k = n.key) == null) {
                    break;
                } else if ((v = n.val) == null) {
                    unlinkNode(b, n);
                } else if ((c = cpr(cmp, key, k)) > 0) {
                    b = n;
                } else if (c < 0) {
                    break outer;
                } else if (value != null && !value.equals(v)) {
                    break outer;
                } else if (n.casVal(v, null)) {
                    result = v;
                    unlinkNode(b, n);
                    break; // the outer loop's search also cleans the indices
                }
            }
        }
        if (result != null) {
            tryReduceLevel();
            addCount(-1L);
        }
        return result;
    }

    /** Drops the top level when the three top levels look empty (and re-adds it on a race). */
    private void tryReduceLevel() {
        Index<K, V> h, d, e;
        if ((h = head) != null && h.right == null && (d = h.down) != null && d.right == null
                && (e = d.down) != null && e.right == null
                && U.compareAndSetReference(this, HEAD, h, d) && h.right != null) {
            U.compareAndSetReference(this, HEAD, d, h); // someone added an index: put it back
        }
    }

    /** The first live node, or null. */
    final Node<K, V> findFirst() {
        Node<K, V> b, n;
        if ((b = baseHead()) != null) {
            while ((n = b.next) != null) {
                if (n.val == null) {
                    unlinkNode(b, n);
                } else {
                    return n;
                }
            }
        }
        return null;
    }

    final AbstractMap.SimpleImmutableEntry<K, V> findFirstEntry() {
        Node<K, V> b, n;
        V v;
        if ((b = baseHead()) != null) {
            while ((n = b.next) != null) {
                if ((v = n.val) == null) {
                    unlinkNode(b, n);
                } else {
                    return new AbstractMap.SimpleImmutableEntry<K, V>(n.key, v);
                }
            }
        }
        return null;
    }

    private AbstractMap.SimpleImmutableEntry<K, V> doRemoveFirstEntry() {
        Node<K, V> b, n;
        V v;
        if ((b = baseHead()) != null) {
            while ((n = b.next) != null) {
                if ((v = n.val) == null || n.casVal(v, null)) {
                    K k = n.key;
                    unlinkNode(b, n);
                    if (v != null) {
                        tryReduceLevel();
                        findPredecessor(k, comparator); // clean its indices
                        addCount(-1L);
                        return new AbstractMap.SimpleImmutableEntry<K, V>(k, v);
                    }
                }
            }
        }
        return null;
    }

    /** The last live node, or null: down the index levels as far right as possible, then along the base. */
    final Node<K, V> findLast() {
        outer:
        for (;;) {
            Index<K, V> q;
            Node<K, V> b;
            if ((q = head) == null) {
                return null;
            }
            for (Index<K, V> r, d;;) {
                while ((r = q.right) != null) {
                    Node<K, V> p;
                    if ((p = r.node) == null || p.val == null) {
                        q.casRight(r, r.right);
                    } else {
                        q = r;
                    }
                }
                if ((d = q.down) != null) {
                    q = d;
                } else {
                    b = q.node;
                    break;
                }
            }
            for (;;) {
                Node<K, V> n;
                if ((n = b.next) == null) {
                    if (b.key == null) {
                        return null; // the header: empty
                    }
                    if (b.val != null) {
                        return b;
                    }
                    findNode(b.key); // b is being removed: help finish, then start again
                    continue outer;
                } else if (n.key == null) {
                    continue outer; // b was removed
                } else if (n.val == null) {
                    unlinkNode(b, n);
                } else {
                    b = n;
                }
            }
        }
    }

    final AbstractMap.SimpleImmutableEntry<K, V> findLastEntry() {
        for (;;) {
            Node<K, V> n;
            V v;
            if ((n = findLast()) == null) {
                return null;
            }
            if ((v = n.val) != null) {
                return new AbstractMap.SimpleImmutableEntry<K, V>(n.key, v);
            }
        }
    }

    private Map.Entry<K, V> doRemoveLastEntry() {
        for (;;) {
            Node<K, V> n = findLast();
            if (n == null) {
                return null;
            }
            V v = n.val;
            if (v != null && doRemove(n.key, v) != null) {
                return new AbstractMap.SimpleImmutableEntry<K, V>(n.key, v);
            }
        }
    }

    // relations for findNear
    static final int EQ = 1;
    static final int LT = 2;
    static final int GT = 0; // the absence of LT

    /**
     * The node nearest key by rel (LT, LT|EQ, GT, GT|EQ): for LT the greatest below (or equal),
     * else the least above (or equal). It may already be removed: callers check and retry.
     */
    final Node<K, V> findNear(K key, int rel, Comparator<? super K> cmp) {
        if (key == null) {
            throw new NullPointerException();
        }
        Node<K, V> result;
        outer:
        for (Node<K, V> b;;) {
            if ((b = findPredecessor(key, cmp)) == null) {
                result = null;
                break;
            }
            for (;;) {
                Node<K, V> n;
                K k;
                int c;
                if ((n = b.next) == null) {
                    result = ((rel & LT) != 0 && b.key != null) ? b : null;
                    break outer;
                } else if ((k = n.key) == null) {
                    break;
                } else if (n.val == null) {
                    unlinkNode(b, n);
                } else if (((c = cpr(cmp, key, k)) == 0 && (rel & EQ) != 0) || (c < 0 && (rel & LT) == 0)) {
                    result = n;
                    break outer;
                } else if (c <= 0 && (rel & LT) != 0) {
                    result = (b.key != null) ? b : null;
                    break outer;
                } else {
                    b = n;
                }
            }
        }
        return result;
    }

    final AbstractMap.SimpleImmutableEntry<K, V> findNearEntry(K key, int rel, Comparator<? super K> cmp) {
        for (;;) {
            Node<K, V> n;
            V v;
            if ((n = findNear(key, rel, cmp)) == null) {
                return null;
            }
            if ((v = n.val) != null) {
                return new AbstractMap.SimpleImmutableEntry<K, V>(n.key, v);
            }
        }
    }

    // ------------------------------------------------------------------ Map

    public boolean containsKey(Object key) {
        return doGet(key) != null;
    }

    public V get(Object key) {
        return doGet(key);
    }

    public V getOrDefault(Object key, V defaultValue) {
        V v;
        return (v = doGet(key)) == null ? defaultValue : v;
    }

    public V put(K key, V value) {
        if (value == null) {
            throw new NullPointerException();
        }
        return doPut(key, value, false);
    }

    public V remove(Object key) {
        return doRemove(key, null);
    }

    public boolean containsValue(Object value) {
        if (value == null) {
            throw new NullPointerException();
        }
        for (Node<K, V> n = findFirst(); n != null; n = n.next) {
            V v = n.val;
            if (v != null && value.equals(v)) {
                return true;
            }
        }
        return false;
    }

    public int size() {
        long c;
        return (baseHead() == null) ? 0 : ((c = getAdderCount()) >= Integer.MAX_VALUE) ? Integer.MAX_VALUE : (int) c;
    }

    public boolean isEmpty() {
        return findFirst() == null;
    }

    public void clear() {
        Index<K, V> h, r, d;
        Node<K, V> b;
        while ((h = head) != null) {
            if ((r = h.right) != null) { // drop the indices
                h.casRight(r, null);
            } else if ((d = h.down) != null) { // drop the levels
                U.compareAndSetReference(this, HEAD, h, d);
            } else { // remove the nodes one by one (concurrent inserts may come in)
                long count = 0L;
                if ((b = h.node) != null) {
                    Node<K, V> n;
                    V v;
                    while ((n = b.next) != null) {
                        if ((v = n.val) != null && n.casVal(v, null)) {
                            --count;
                            v = null;
                        }
                        if (v == null) {
                            unlinkNode(b, n);
                        }
                    }
                }
                if (count != 0L) {
                    addCount(count);
                } else {
                    break;
                }
            }
        }
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (key == null || mappingFunction == null) {
            throw new NullPointerException();
        }
        V v, p, r;
        if ((v = doGet(key)) == null && (r = mappingFunction.apply(key)) != null) {
            v = (p = doPut(key, r, true)) == null ? r : p;
        }
        return v;
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        Node<K, V> n;
        V v;
        while ((n = findNode(key)) != null) {
            if ((v = n.val) != null) {
                V r = remappingFunction.apply(key, v);
                if (r != null) {
                    if (n.casVal(v, r)) {
                        return r;
                    }
                } else if (doRemove(key, v) != null) {
                    break;
                }
            }
        }
        return null;
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        for (;;) {
            Node<K, V> n;
            V v;
            V r;
            if ((n = findNode(key)) == null) {
                if ((r = remappingFunction.apply(key, null)) == null) {
                    break;
                }
                if (doPut(key, r, true) == null) {
                    return r;
                }
            } else if ((v = n.val) != null) {
                if ((r = remappingFunction.apply(key, v)) != null) {
                    if (n.casVal(v, r)) {
                        return r;
                    }
                } else if (doRemove(key, v) != null) {
                    break;
                }
            }
        }
        return null;
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (key == null || value == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        for (;;) {
            Node<K, V> n;
            V v;
            V r;
            if ((n = findNode(key)) == null) {
                if (doPut(key, value, true) == null) {
                    return value;
                }
            } else if ((v = n.val) != null) {
                if ((r = remappingFunction.apply(v, value)) != null) {
                    if (n.casVal(v, r)) {
                        return r;
                    }
                } else if (doRemove(key, v) != null) {
                    return null;
                }
            }
        }
    }

    public V putIfAbsent(K key, V value) {
        if (value == null) {
            throw new NullPointerException();
        }
        return doPut(key, value, true);
    }

    public boolean remove(Object key, Object value) {
        if (key == null) {
            throw new NullPointerException();
        }
        return value != null && doRemove(key, value) != null;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        if (key == null || oldValue == null || newValue == null) {
            throw new NullPointerException();
        }
        for (;;) {
            Node<K, V> n;
            V v;
            if ((n = findNode(key)) == null) {
                return false;
            }
            if ((v = n.val) != null) {
                if (!oldValue.equals(v)) {
                    return false;
                }
                if (n.casVal(v, newValue)) {
                    return true;
                }
            }
        }
    }

    public V replace(K key, V value) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        for (;;) {
            Node<K, V> n;
            V v;
            if ((n = findNode(key)) == null) {
                return null;
            }
            if ((v = n.val) != null && n.casVal(v, value)) {
                return v;
            }
        }
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (Node<K, V> n = findFirst(); n != null; n = n.next) {
            V v = n.val;
            if (v != null) {
                action.accept(n.key, v);
            }
        }
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        for (Node<K, V> n = findFirst(); n != null; n = n.next) {
            V v;
            while ((v = n.val) != null) {
                V r = function.apply(n.key, v);
                if (r == null) {
                    throw new NullPointerException();
                }
                if (n.casVal(v, r)) {
                    break;
                }
            }
        }
    }

    /** Removes the entries the predicate accepts (for the entry-set and values views). */
    boolean removeEntryIf(Predicate<? super Map.Entry<K, V>> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        boolean removed = false;
        for (Node<K, V> n = findFirst(); n != null; n = n.next) {
            V v;
            if ((v = n.val) != null) {
                K k = n.key;
                Map.Entry<K, V> e = new AbstractMap.SimpleImmutableEntry<K, V>(k, v);
                if (function.test(e) && remove(k, v)) {
                    removed = true;
                }
            }
        }
        return removed;
    }

    boolean removeValueIf(Predicate<? super V> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        boolean removed = false;
        for (Node<K, V> n = findFirst(); n != null; n = n.next) {
            V v;
            if ((v = n.val) != null) {
                K k = n.key;
                if (function.test(v) && remove(k, v)) {
                    removed = true;
                }
            }
        }
        return removed;
    }

    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof Map)) {
            return false;
        }
        Map<?, ?> m = (Map<?, ?>) o;
        try {
            for (Node<K, V> n = findFirst(); n != null; n = n.next) {
                V v = n.val;
                if (v != null && !v.equals(m.get(n.key))) {
                    return false;
                }
            }
            for (Map.Entry<?, ?> e : m.entrySet()) {
                Object k = e.getKey();
                Object v = e.getValue();
                if (k == null || v == null || !v.equals(get(k))) {
                    return false;
                }
            }
            return true;
        } catch (ClassCastException unused) {
            return false;
        } catch (NullPointerException unused) {
            return false;
        }
    }

    // ------------------------------------------------------------------ SortedMap / NavigableMap

    public Comparator<? super K> comparator() {
        return comparator;
    }

    public K firstKey() {
        Node<K, V> n = findFirst();
        if (n == null) {
            throw new NoSuchElementException();
        }
        return n.key;
    }

    public K lastKey() {
        Node<K, V> n = findLast();
        if (n == null) {
            throw new NoSuchElementException();
        }
        return n.key;
    }

    public ConcurrentNavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
        if (fromKey == null || toKey == null) {
            throw new NullPointerException();
        }
        return new SubMap<K, V>(this, fromKey, fromInclusive, toKey, toInclusive, false);
    }

    public ConcurrentNavigableMap<K, V> headMap(K toKey, boolean inclusive) {
        if (toKey == null) {
            throw new NullPointerException();
        }
        return new SubMap<K, V>(this, null, false, toKey, inclusive, false);
    }

    public ConcurrentNavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
        if (fromKey == null) {
            throw new NullPointerException();
        }
        return new SubMap<K, V>(this, fromKey, inclusive, null, false, false);
    }

    public ConcurrentNavigableMap<K, V> subMap(K fromKey, K toKey) {
        return subMap(fromKey, true, toKey, false);
    }

    public ConcurrentNavigableMap<K, V> headMap(K toKey) {
        return headMap(toKey, false);
    }

    public ConcurrentNavigableMap<K, V> tailMap(K fromKey) {
        return tailMap(fromKey, true);
    }

    public Map.Entry<K, V> lowerEntry(K key) {
        return findNearEntry(key, LT, comparator);
    }

    public K lowerKey(K key) {
        Node<K, V> n = findNear(key, LT, comparator);
        return (n == null) ? null : n.key;
    }

    public Map.Entry<K, V> floorEntry(K key) {
        return findNearEntry(key, LT | EQ, comparator);
    }

    public K floorKey(K key) {
        Node<K, V> n = findNear(key, LT | EQ, comparator);
        return (n == null) ? null : n.key;
    }

    public Map.Entry<K, V> ceilingEntry(K key) {
        return findNearEntry(key, GT | EQ, comparator);
    }

    public K ceilingKey(K key) {
        Node<K, V> n = findNear(key, GT | EQ, comparator);
        return (n == null) ? null : n.key;
    }

    public Map.Entry<K, V> higherEntry(K key) {
        return findNearEntry(key, GT, comparator);
    }

    public K higherKey(K key) {
        Node<K, V> n = findNear(key, GT, comparator);
        return (n == null) ? null : n.key;
    }

    public Map.Entry<K, V> firstEntry() {
        return findFirstEntry();
    }

    public Map.Entry<K, V> lastEntry() {
        return findLastEntry();
    }

    public Map.Entry<K, V> pollFirstEntry() {
        return doRemoveFirstEntry();
    }

    public Map.Entry<K, V> pollLastEntry() {
        return doRemoveLastEntry();
    }

    // ------------------------------------------------------------------ views

    public NavigableSet<K> keySet() {
        KeySet<K, V> ks;
        if ((ks = keySet) != null) {
            return ks;
        }
        return keySet = new KeySet<K, V>(this);
    }

    public NavigableSet<K> navigableKeySet() {
        return keySet();
    }

    public Collection<V> values() {
        Values<K, V> vs;
        if ((vs = values) != null) {
            return vs;
        }
        return values = new Values<K, V>(this);
    }

    public Set<Map.Entry<K, V>> entrySet() {
        EntrySet<K, V> es;
        if ((es = entrySet) != null) {
            return es;
        }
        return entrySet = new EntrySet<K, V>(this);
    }

    public ConcurrentNavigableMap<K, V> descendingMap() {
        SubMap<K, V> dm;
        if ((dm = descendingMap) != null) {
            return dm;
        }
        return descendingMap = new SubMap<K, V>(this, null, false, null, false, true);
    }

    public NavigableSet<K> descendingKeySet() {
        return descendingMap().navigableKeySet();
    }

    // ------------------------------------------------------------------ iterators

    /** Ascending iteration over the base list: reads each value once, when the node is reached. */
    abstract class Iter<T> implements Iterator<T> {
        Node<K, V> lastReturned;
        Node<K, V> next;
        V nextValue;

        Iter() {
            advance(baseHead());
        }

        public final boolean hasNext() {
            return next != null;
        }

        final void advance(Node<K, V> b) {
            Node<K, V> n = null;
            V v = null;
            if ((lastReturned = b) != null) {
                while ((n = b.next) != null && (v = n.val) == null) {
                    b = n;
                }
            }
            nextValue = v;
            next = n;
        }

        final Node<K, V> nextNode() {
            Node<K, V> n = next;
            if (n == null) {
                throw new NoSuchElementException();
            }
            return n;
        }

        public final void remove() {
            Node<K, V> n;
            K k;
            if ((n = lastReturned) == null || (k = n.key) == null) {
                throw new IllegalStateException();
            }
            ConcurrentSkipListMap.this.remove(k);
            lastReturned = null;
        }
    }

    final class ValueIterator extends Iter<V> {
        public V next() {
            Node<K, V> n = nextNode();
            V v = nextValue;
            advance(n);
            return v;
        }
    }

    final class KeyIterator extends Iter<K> {
        public K next() {
            Node<K, V> n = nextNode();
            advance(n);
            return n.key;
        }
    }

    final class EntryIterator extends Iter<Map.Entry<K, V>> {
        public Map.Entry<K, V> next() {
            Node<K, V> n = nextNode();
            V v = nextValue;
            advance(n);
            return new AbstractMap.SimpleImmutableEntry<K, V>(n.key, v);
        }
    }

    static final <E> List<E> toList(Collection<E> c) {
        ArrayList<E> list = new ArrayList<E>();
        for (E e : c) {
            list.add(e);
        }
        return list;
    }

    @SuppressWarnings("unchecked")
    static <K, V> Iterator<K> keyIteratorOf(ConcurrentNavigableMap<K, V> m) {
        if (m instanceof ConcurrentSkipListMap) {
            return ((ConcurrentSkipListMap<K, V>) m).new KeyIterator();
        }
        return ((SubMap<K, V>) m).new SubMapKeyIterator();
    }

    /** The key set (ascending or descending, of the map or a submap): a NavigableSet view. */
    static final class KeySet<K, V> extends AbstractSet<K> implements NavigableSet<K> {
        final ConcurrentNavigableMap<K, V> m;

        KeySet(ConcurrentNavigableMap<K, V> map) {
            m = map;
        }

        public int size() {
            return m.size();
        }

        public boolean isEmpty() {
            return m.isEmpty();
        }

        public boolean contains(Object o) {
            return m.containsKey(o);
        }

        public boolean remove(Object o) {
            return m.remove(o) != null;
        }

        public void clear() {
            m.clear();
        }

        public K lower(K e) {
            return m.lowerKey(e);
        }

        public K floor(K e) {
            return m.floorKey(e);
        }

        public K ceiling(K e) {
            return m.ceilingKey(e);
        }

        public K higher(K e) {
            return m.higherKey(e);
        }

        public Comparator<? super K> comparator() {
            return m.comparator();
        }

        public K first() {
            return m.firstKey();
        }

        public K last() {
            return m.lastKey();
        }

        public K pollFirst() {
            Map.Entry<K, V> e = m.pollFirstEntry();
            return (e == null) ? null : e.getKey();
        }

        public K pollLast() {
            Map.Entry<K, V> e = m.pollLastEntry();
            return (e == null) ? null : e.getKey();
        }

        public Iterator<K> iterator() {
            return keyIteratorOf(m);
        }

        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof Set)) {
                return false;
            }
            Collection<?> c = (Collection<?>) o;
            try {
                return containsAll(c) && c.containsAll(this);
            } catch (ClassCastException unused) {
                return false;
            } catch (NullPointerException unused) {
                return false;
            }
        }

        public Object[] toArray() {
            return toList(this).toArray();
        }

        public <T> T[] toArray(T[] a) {
            return toList(this).toArray(a);
        }

        public Iterator<K> descendingIterator() {
            return descendingSet().iterator();
        }

        public NavigableSet<K> subSet(K fromElement, boolean fromInclusive, K toElement, boolean toInclusive) {
            return new KeySet<K, V>(m.subMap(fromElement, fromInclusive, toElement, toInclusive));
        }

        public NavigableSet<K> headSet(K toElement, boolean inclusive) {
            return new KeySet<K, V>(m.headMap(toElement, inclusive));
        }

        public NavigableSet<K> tailSet(K fromElement, boolean inclusive) {
            return new KeySet<K, V>(m.tailMap(fromElement, inclusive));
        }

        public NavigableSet<K> subSet(K fromElement, K toElement) {
            return subSet(fromElement, true, toElement, false);
        }

        public NavigableSet<K> headSet(K toElement) {
            return headSet(toElement, false);
        }

        public NavigableSet<K> tailSet(K fromElement) {
            return tailSet(fromElement, true);
        }

        public NavigableSet<K> descendingSet() {
            return new KeySet<K, V>(m.descendingMap());
        }
    }

    static final class Values<K, V> extends AbstractCollection<V> {
        final ConcurrentNavigableMap<K, V> m;

        Values(ConcurrentNavigableMap<K, V> map) {
            m = map;
        }

        @SuppressWarnings("unchecked")
        public Iterator<V> iterator() {
            if (m instanceof ConcurrentSkipListMap) {
                return ((ConcurrentSkipListMap<K, V>) m).new ValueIterator();
            }
            return ((SubMap<K, V>) m).new SubMapValueIterator();
        }

        public int size() {
            return m.size();
        }

        public boolean isEmpty() {
            return m.isEmpty();
        }

        public boolean contains(Object o) {
            return m.containsValue(o);
        }

        public void clear() {
            m.clear();
        }

        public Object[] toArray() {
            return toList(this).toArray();
        }

        public <T> T[] toArray(T[] a) {
            return toList(this).toArray(a);
        }

        @SuppressWarnings("unchecked")
        public boolean removeIf(Predicate<? super V> filter) {
            if (filter == null) {
                throw new NullPointerException();
            }
            if (m instanceof ConcurrentSkipListMap) {
                return ((ConcurrentSkipListMap<K, V>) m).removeValueIf(filter);
            }
            // a submap: remove through the iterator
            boolean removed = false;
            for (Iterator<V> it = iterator(); it.hasNext();) {
                if (filter.test(it.next())) {
                    it.remove();
                    removed = true;
                }
            }
            return removed;
        }
    }

    static final class EntrySet<K, V> extends AbstractSet<Map.Entry<K, V>> {
        final ConcurrentNavigableMap<K, V> m;

        EntrySet(ConcurrentNavigableMap<K, V> map) {
            m = map;
        }

        @SuppressWarnings("unchecked")
        public Iterator<Map.Entry<K, V>> iterator() {
            if (m instanceof ConcurrentSkipListMap) {
                return ((ConcurrentSkipListMap<K, V>) m).new EntryIterator();
            }
            return ((SubMap<K, V>) m).new SubMapEntryIterator();
        }

        public boolean contains(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            V v = m.get(e.getKey());
            return v != null && v.equals(e.getValue());
        }

        public boolean remove(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return m.remove(e.getKey(), e.getValue());
        }

        public boolean isEmpty() {
            return m.isEmpty();
        }

        public int size() {
            return m.size();
        }

        public void clear() {
            m.clear();
        }

        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof Set)) {
                return false;
            }
            Collection<?> c = (Collection<?>) o;
            try {
                return containsAll(c) && c.containsAll(this);
            } catch (ClassCastException unused) {
                return false;
            } catch (NullPointerException unused) {
                return false;
            }
        }

        public Object[] toArray() {
            return toList(this).toArray();
        }

        public <T> T[] toArray(T[] a) {
            return toList(this).toArray(a);
        }

        @SuppressWarnings("unchecked")
        public boolean removeIf(Predicate<? super Map.Entry<K, V>> filter) {
            if (filter == null) {
                throw new NullPointerException();
            }
            if (m instanceof ConcurrentSkipListMap) {
                return ((ConcurrentSkipListMap<K, V>) m).removeEntryIf(filter);
            }
            boolean removed = false;
            for (Iterator<Map.Entry<K, V>> it = iterator(); it.hasNext();) {
                if (filter.test(it.next())) {
                    it.remove();
                    removed = true;
                }
            }
            return removed;
        }
    }

    // ------------------------------------------------------------------ submaps

    /**
     * A view of the keys in [lo, hi] (each bound optional, inclusive or not), ascending or
     * descending. Every operation goes to the backing map, checking the bounds; a descending
     * view swaps the relations (its "first" is the backing map's highest key in range).
     */
    static final class SubMap<K, V> extends AbstractMap<K, V>
            implements ConcurrentNavigableMap<K, V>, Cloneable, java.io.Serializable {
        private static final long serialVersionUID = -7647078645895051609L;

        final ConcurrentSkipListMap<K, V> m;
        private final K lo;
        private final K hi;
        private final boolean loInclusive;
        private final boolean hiInclusive;
        final boolean isDescending;

        private transient KeySet<K, V> keySetView;
        private transient Values<K, V> valuesView;
        private transient EntrySet<K, V> entrySetView;

        SubMap(ConcurrentSkipListMap<K, V> map, K fromKey, boolean fromInclusive, K toKey, boolean toInclusive,
                boolean isDescending) {
            Comparator<? super K> cmp = map.comparator;
            if (fromKey != null && toKey != null && cpr(cmp, fromKey, toKey) > 0) {
                throw new IllegalArgumentException("inconsistent range");
            }
            this.m = map;
            this.lo = fromKey;
            this.hi = toKey;
            this.loInclusive = fromInclusive;
            this.hiInclusive = toInclusive;
            this.isDescending = isDescending;
        }

        // ---- bounds

        boolean tooLow(Object key, Comparator<? super K> cmp) {
            int c;
            return (lo != null && ((c = cpr(cmp, key, lo)) < 0 || (c == 0 && !loInclusive)));
        }

        boolean tooHigh(Object key, Comparator<? super K> cmp) {
            int c;
            return (hi != null && ((c = cpr(cmp, key, hi)) > 0 || (c == 0 && !hiInclusive)));
        }

        boolean inBounds(Object key, Comparator<? super K> cmp) {
            return !tooLow(key, cmp) && !tooHigh(key, cmp);
        }

        void checkKeyBounds(K key, Comparator<? super K> cmp) {
            if (key == null) {
                throw new NullPointerException();
            }
            if (!inBounds(key, cmp)) {
                throw new IllegalArgumentException("key out of range");
            }
        }

        boolean isBeforeEnd(Node<K, V> n, Comparator<? super K> cmp) {
            if (n == null) {
                return false;
            }
            if (hi == null) {
                return true;
            }
            K k = n.key;
            if (k == null) { // a marker: go on
                return true;
            }
            return !tooHigh(k, cmp);
        }

        /** The lowest node in range (maybe removed meanwhile), or a node past hi, or null. */
        Node<K, V> loNode(Comparator<? super K> cmp) {
            if (lo == null) {
                return m.findFirst();
            } else if (loInclusive) {
                return m.findNear(lo, GT | EQ, cmp);
            } else {
                return m.findNear(lo, GT, cmp);
            }
        }

        Node<K, V> hiNode(Comparator<? super K> cmp) {
            if (hi == null) {
                return m.findLast();
            } else if (hiInclusive) {
                return m.findNear(hi, LT | EQ, cmp);
            } else {
                return m.findNear(hi, LT, cmp);
            }
        }

        K lowestKey() {
            Comparator<? super K> cmp = m.comparator;
            Node<K, V> n = loNode(cmp);
            if (isBeforeEnd(n, cmp)) {
                return n.key;
            }
            throw new NoSuchElementException();
        }

        K highestKey() {
            Comparator<? super K> cmp = m.comparator;
            Node<K, V> n = hiNode(cmp);
            if (n != null) {
                K last = n.key;
                if (inBounds(last, cmp)) {
                    return last;
                }
            }
            throw new NoSuchElementException();
        }

        Map.Entry<K, V> lowestEntry() {
            Comparator<? super K> cmp = m.comparator;
            for (;;) {
                Node<K, V> n;
                V v;
                if ((n = loNode(cmp)) == null || !isBeforeEnd(n, cmp)) {
                    return null;
                }
                if ((v = n.val) != null) {
                    return new AbstractMap.SimpleImmutableEntry<K, V>(n.key, v);
                }
            }
        }

        Map.Entry<K, V> highestEntry() {
            Comparator<? super K> cmp = m.comparator;
            for (;;) {
                Node<K, V> n;
                V v;
                if ((n = hiNode(cmp)) == null || !inBounds(n.key, cmp)) {
                    return null;
                }
                if ((v = n.val) != null) {
                    return new AbstractMap.SimpleImmutableEntry<K, V>(n.key, v);
                }
            }
        }

        Map.Entry<K, V> removeLowest() {
            Comparator<? super K> cmp = m.comparator;
            for (;;) {
                Node<K, V> n;
                K k;
                V v;
                if ((n = loNode(cmp)) == null) {
                    return null;
                }
                k = n.key;
                if (!inBounds(k, cmp)) {
                    return null;
                }
                if ((v = m.doRemove(k, null)) != null) {
                    return new AbstractMap.SimpleImmutableEntry<K, V>(k, v);
                }
            }
        }

        Map.Entry<K, V> removeHighest() {
            Comparator<? super K> cmp = m.comparator;
            for (;;) {
                Node<K, V> n;
                K k;
                V v;
                if ((n = hiNode(cmp)) == null) {
                    return null;
                }
                k = n.key;
                if (!inBounds(k, cmp)) {
                    return null;
                }
                if ((v = m.doRemove(k, null)) != null) {
                    return new AbstractMap.SimpleImmutableEntry<K, V>(k, v);
                }
            }
        }

        /** The entry nearest key by rel, as seen in this view's direction and bounds. */
        Map.Entry<K, V> getNearEntry(K key, int rel) {
            Comparator<? super K> cmp = m.comparator;
            if (isDescending) { // "lower" in a descending view is "higher" in the map
                if ((rel & LT) == 0) {
                    rel |= LT;
                } else {
                    rel &= ~LT;
                }
            }
            if (key == null) {
                throw new NullPointerException();
            }
            if (tooLow(key, cmp)) {
                return ((rel & LT) != 0) ? null : lowestEntry();
            }
            if (tooHigh(key, cmp)) {
                return ((rel & LT) != 0) ? highestEntry() : null;
            }
            AbstractMap.SimpleImmutableEntry<K, V> e = m.findNearEntry(key, rel, cmp);
            if (e == null || !inBounds(e.getKey(), cmp)) {
                return null;
            }
            return e;
        }

        K getNearKey(K key, int rel) {
            Map.Entry<K, V> e = getNearEntry(key, rel);
            return (e == null) ? null : e.getKey();
        }

        // ---- Map

        public boolean containsKey(Object key) {
            if (key == null) {
                throw new NullPointerException();
            }
            return inBounds(key, m.comparator) && m.containsKey(key);
        }

        public V get(Object key) {
            if (key == null) {
                throw new NullPointerException();
            }
            return (!inBounds(key, m.comparator)) ? null : m.get(key);
        }

        public V put(K key, V value) {
            checkKeyBounds(key, m.comparator);
            return m.put(key, value);
        }

        public V remove(Object key) {
            return (!inBounds(key, m.comparator)) ? null : m.remove(key);
        }

        public int size() {
            Comparator<? super K> cmp = m.comparator;
            long count = 0;
            for (Node<K, V> n = loNode(cmp); isBeforeEnd(n, cmp); n = n.next) {
                if (n.val != null) {
                    ++count;
                }
            }
            return count >= Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) count;
        }

        public boolean isEmpty() {
            Comparator<? super K> cmp = m.comparator;
            return !isBeforeEnd(loNode(cmp), cmp);
        }

        public boolean containsValue(Object value) {
            if (value == null) {
                throw new NullPointerException();
            }
            Comparator<? super K> cmp = m.comparator;
            for (Node<K, V> n = loNode(cmp); isBeforeEnd(n, cmp); n = n.next) {
                V v = n.val;
                if (v != null && value.equals(v)) {
                    return true;
                }
            }
            return false;
        }

        public void clear() {
            Comparator<? super K> cmp = m.comparator;
            for (Node<K, V> n = loNode(cmp); isBeforeEnd(n, cmp); n = n.next) {
                if (n.val != null && n.key != null) {
                    m.remove(n.key);
                }
            }
        }

        public V putIfAbsent(K key, V value) {
            checkKeyBounds(key, m.comparator);
            return m.putIfAbsent(key, value);
        }

        public boolean remove(Object key, Object value) {
            return inBounds(key, m.comparator) && m.remove(key, value);
        }

        public boolean replace(K key, V oldValue, V newValue) {
            checkKeyBounds(key, m.comparator);
            return m.replace(key, oldValue, newValue);
        }

        public V replace(K key, V value) {
            checkKeyBounds(key, m.comparator);
            return m.replace(key, value);
        }

        public Comparator<? super K> comparator() {
            Comparator<? super K> cmp = m.comparator();
            if (isDescending) {
                return Collections.reverseOrder(cmp);
            }
            return cmp;
        }

        @SuppressWarnings("unchecked")
        public SubMap<K, V> clone() {
            try {
                return (SubMap<K, V>) super.clone();
            } catch (CloneNotSupportedException e) {
                throw new InternalError();
            }
        }

        // ---- submaps of submaps

        SubMap<K, V> newSubMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
            Comparator<? super K> cmp = m.comparator;
            if (isDescending) { // the bounds of a descending view are the other way round
                K tk = fromKey;
                fromKey = toKey;
                toKey = tk;
                boolean ti = fromInclusive;
                fromInclusive = toInclusive;
                toInclusive = ti;
            }
            if (lo != null) {
                if (fromKey == null) {
                    fromKey = lo;
                    fromInclusive = loInclusive;
                } else {
                    int c = cpr(cmp, fromKey, lo);
                    if (c < 0 || (c == 0 && !loInclusive && fromInclusive)) {
                        throw new IllegalArgumentException("key out of range");
                    }
                }
            }
            if (hi != null) {
                if (toKey == null) {
                    toKey = hi;
                    toInclusive = hiInclusive;
                } else {
                    int c = cpr(cmp, toKey, hi);
                    if (c > 0 || (c == 0 && !hiInclusive && toInclusive)) {
                        throw new IllegalArgumentException("key out of range");
                    }
                }
            }
            return new SubMap<K, V>(m, fromKey, fromInclusive, toKey, toInclusive, isDescending);
        }

        public SubMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
            if (fromKey == null || toKey == null) {
                throw new NullPointerException();
            }
            return newSubMap(fromKey, fromInclusive, toKey, toInclusive);
        }

        public SubMap<K, V> headMap(K toKey, boolean inclusive) {
            if (toKey == null) {
                throw new NullPointerException();
            }
            return newSubMap(null, false, toKey, inclusive);
        }

        public SubMap<K, V> tailMap(K fromKey, boolean inclusive) {
            if (fromKey == null) {
                throw new NullPointerException();
            }
            return newSubMap(fromKey, inclusive, null, false);
        }

        public SubMap<K, V> subMap(K fromKey, K toKey) {
            return subMap(fromKey, true, toKey, false);
        }

        public SubMap<K, V> headMap(K toKey) {
            return headMap(toKey, false);
        }

        public SubMap<K, V> tailMap(K fromKey) {
            return tailMap(fromKey, true);
        }

        public SubMap<K, V> descendingMap() {
            return new SubMap<K, V>(m, lo, loInclusive, hi, hiInclusive, !isDescending);
        }

        // ---- relational

        public Map.Entry<K, V> ceilingEntry(K key) {
            return getNearEntry(key, GT | EQ);
        }

        public K ceilingKey(K key) {
            return getNearKey(key, GT | EQ);
        }

        public Map.Entry<K, V> lowerEntry(K key) {
            return getNearEntry(key, LT);
        }

        public K lowerKey(K key) {
            return getNearKey(key, LT);
        }

        public Map.Entry<K, V> floorEntry(K key) {
            return getNearEntry(key, LT | EQ);
        }

        public K floorKey(K key) {
            return getNearKey(key, LT | EQ);
        }

        public Map.Entry<K, V> higherEntry(K key) {
            return getNearEntry(key, GT);
        }

        public K higherKey(K key) {
            return getNearKey(key, GT);
        }

        public K firstKey() {
            return isDescending ? highestKey() : lowestKey();
        }

        public K lastKey() {
            return isDescending ? lowestKey() : highestKey();
        }

        public Map.Entry<K, V> firstEntry() {
            return isDescending ? highestEntry() : lowestEntry();
        }

        public Map.Entry<K, V> lastEntry() {
            return isDescending ? lowestEntry() : highestEntry();
        }

        public Map.Entry<K, V> pollFirstEntry() {
            return isDescending ? removeHighest() : removeLowest();
        }

        public Map.Entry<K, V> pollLastEntry() {
            return isDescending ? removeLowest() : removeHighest();
        }

        // ---- views

        public NavigableSet<K> keySet() {
            KeySet<K, V> ks;
            if ((ks = keySetView) != null) {
                return ks;
            }
            return keySetView = new KeySet<K, V>(this);
        }

        public NavigableSet<K> navigableKeySet() {
            return keySet();
        }

        public Collection<V> values() {
            Values<K, V> vs;
            if ((vs = valuesView) != null) {
                return vs;
            }
            return valuesView = new Values<K, V>(this);
        }

        public Set<Map.Entry<K, V>> entrySet() {
            EntrySet<K, V> es;
            if ((es = entrySetView) != null) {
                return es;
            }
            return entrySetView = new EntrySet<K, V>(this);
        }

        public NavigableSet<K> descendingKeySet() {
            return descendingMap().navigableKeySet();
        }

        /** Iteration in this view's direction, within its bounds. */
        abstract class SubMapIter<T> implements Iterator<T> {
            Node<K, V> lastReturned;
            Node<K, V> next;
            V nextValue;

            SubMapIter() {
                Comparator<? super K> cmp = m.comparator;
                for (;;) {
                    next = isDescending ? hiNode(cmp) : loNode(cmp);
                    if (next == null) {
                        break;
                    }
                    V x = next.val;
                    if (x != null) {
                        if (!inBounds(next.key, cmp)) {
                            next = null;
                        } else {
                            nextValue = x;
                        }
                        break;
                    }
                }
            }

            public final boolean hasNext() {
                return next != null;
            }

            final void advance() {
                if (next == null) {
                    throw new NoSuchElementException();
                }
                lastReturned = next;
                if (isDescending) {
                    descend();
                } else {
                    ascend();
                }
            }

            private void ascend() {
                Comparator<? super K> cmp = m.comparator;
                for (;;) {
                    next = next.next;
                    if (next == null) {
                        break;
                    }
                    V x = next.val;
                    if (x != null) { // (markers have no value)
                        if (tooHigh(next.key, cmp)) {
                            next = null;
                        } else {
                            nextValue = x;
                        }
                        break;
                    }
                }
            }

            private void descend() {
                Comparator<? super K> cmp = m.comparator;
                for (;;) {
                    next = m.findNear(lastReturned.key, LT, cmp);
                    if (next == null) {
                        break;
                    }
                    V x = next.val;
                    if (x != null) {
                        if (tooLow(next.key, cmp)) {
                            next = null;
                        } else {
                            nextValue = x;
                        }
                        break;
                    }
                }
            }

            public void remove() {
                Node<K, V> l = lastReturned;
                if (l == null) {
                    throw new IllegalStateException();
                }
                m.remove(l.key);
                lastReturned = null;
            }
        }

        final class SubMapValueIterator extends SubMapIter<V> {
            public V next() {
                V v = nextValue;
                advance();
                return v;
            }
        }

        final class SubMapKeyIterator extends SubMapIter<K> {
            public K next() {
                Node<K, V> n = next;
                advance();
                return n.key;
            }
        }

        final class SubMapEntryIterator extends SubMapIter<Map.Entry<K, V>> {
            public Map.Entry<K, V> next() {
                Node<K, V> n = next;
                V v = nextValue;
                advance();
                return new AbstractMap.SimpleImmutableEntry<K, V>(n.key, v);
            }
        }
    }
}
