package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Queue;
import java.util.function.Consumer;
import java.util.function.Predicate;
import jdk.internal.misc.Unsafe;

/**
 * java.util.concurrent.ConcurrentLinkedQueue: the Michael–Scott lock-free queue, as the JDK
 * does it. A singly linked list starting at a dummy node; {@code offer} CASes a new node onto
 * the last node's {@code next}, {@code poll} CASes the first live node's {@code item} to null.
 * {@code head} and {@code tail} are updated lazily (they may lag a node or two behind, which
 * saves a CAS per operation); a node that {@code head} moved past is linked to itself, so a
 * traversal that meets a self-link knows it fell off the list and restarts from head.
 * Interior nodes whose item was removed are unlinked by CAS on their predecessor. Iterators are
 * weakly consistent (never throw ConcurrentModificationException) and support remove; size()
 * walks the list.
 */
public class ConcurrentLinkedQueue<E> extends AbstractQueue<E> implements Queue<E>, java.io.Serializable {
    private static final long serialVersionUID = 196745693267521676L;

    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long HEAD = U.objectFieldOffset(ConcurrentLinkedQueue.class, "head");
    private static final long TAIL = U.objectFieldOffset(ConcurrentLinkedQueue.class, "tail");

    static final class Node<E> {
        private static final long ITEM = U.objectFieldOffset(Node.class, "item");
        private static final long NEXT = U.objectFieldOffset(Node.class, "next");

        volatile E item;
        volatile Node<E> next;

        Node(E item) {
            this.item = item;
        }

        Node() {
        }

        boolean casItem(E cmp, E val) {
            return U.compareAndSetReference(this, ITEM, cmp, val);
        }

        boolean casNext(Node<E> cmp, Node<E> val) {
            return U.compareAndSetReference(this, NEXT, cmp, val);
        }
    }

    /** A node from which the first live node is reachable; never null, never self-linked. */
    transient volatile Node<E> head;
    /** A node from which the last node is reachable; it may lag behind. */
    private transient volatile Node<E> tail;

    public ConcurrentLinkedQueue() {
        head = tail = new Node<E>();
    }

    public ConcurrentLinkedQueue(Collection<? extends E> c) {
        Node<E> h = null, t = null;
        for (E e : c) {
            Node<E> newNode = new Node<E>(Objects.requireNonNull(e));
            if (h == null) {
                h = t = newNode;
            } else {
                t.next = newNode;
                t = newNode;
            }
        }
        if (h == null) {
            h = t = new Node<E>();
        }
        head = h;
        tail = t;
    }

    private boolean casHead(Node<E> cmp, Node<E> val) {
        return U.compareAndSetReference(this, HEAD, cmp, val);
    }

    private boolean casTail(Node<E> cmp, Node<E> val) {
        return U.compareAndSetReference(this, TAIL, cmp, val);
    }

    public boolean add(E e) {
        return offer(e);
    }

    /** Moves head from h to p, and self-links h so that traversals at h restart. */
    final void updateHead(Node<E> h, Node<E> p) {
        if (h != p && casHead(h, p)) {
            h.next = h;
        }
    }

    /** The successor of p, or the head if p fell off the list. */
    final Node<E> succ(Node<E> p) {
        Node<E> next = p.next;
        return (p == next) ? head : next;
    }

    public boolean offer(E e) {
        final Node<E> newNode = new Node<E>(Objects.requireNonNull(e));
        for (Node<E> t = tail, p = t;;) {
            Node<E> q = p.next;
            if (q == null) {
                // p is the last node
                if (p.casNext(null, newNode)) {
                    if (p != t) { // tail lags two nodes behind: catch up (failure is fine)
                        casTail(t, newNode);
                    }
                    return true;
                }
                // lost the race to another offer: read next again
            } else if (p == q) {
                // p was dropped from the list: tail is stale too unless it moved; else from head
                p = (t != (t = tail)) ? t : head;
            } else {
                // move on, but re-read tail after two hops in case it moved meanwhile
                p = (p != t && t != (t = tail)) ? t : q;
            }
        }
    }

    public E poll() {
        restartFromHead:
        for (;;) {
            for (Node<E> h = head, p = h, q;;) {
                E item = p.item;
                if (item != null && p.casItem(item, null)) {
                    if (p != h) { // move head past p (two hops at a time)
                        updateHead(h, ((q = p.next) != null) ? q : p);
                    }
                    return item;
                } else if ((q = p.next) == null) {
                    updateHead(h, p);
                    return null;
                } else if (p == q) {
                    continue restartFromHead;
                } else {
                    p = q;
                }
            }
        }
    }

    public E peek() {
        restartFromHead:
        for (;;) {
            for (Node<E> h = head, p = h, q;;) {
                E item = p.item;
                if (item != null || (q = p.next) == null) {
                    updateHead(h, p);
                    return item;
                } else if (p == q) {
                    continue restartFromHead;
                } else {
                    p = q;
                }
            }
        }
    }

    /** The first live node (head moved up to it), or null if the queue is empty. */
    Node<E> first() {
        restartFromHead:
        for (;;) {
            for (Node<E> h = head, p = h, q;;) {
                boolean hasItem = (p.item != null);
                if (hasItem || (q = p.next) == null) {
                    updateHead(h, p);
                    return hasItem ? p : null;
                } else if (p == q) {
                    continue restartFromHead;
                } else {
                    p = q;
                }
            }
        }
    }

    public boolean isEmpty() {
        return first() == null;
    }

    /** Counts the live nodes (not atomic under concurrent updates), at most Integer.MAX_VALUE. */
    public int size() {
        int count = 0;
        for (Node<E> p = first(); p != null; p = succ(p)) {
            if (p.item != null) {
                if (++count == Integer.MAX_VALUE) {
                    break;
                }
            }
        }
        return count;
    }

    public boolean contains(Object o) {
        if (o == null) {
            return false;
        }
        for (Node<E> p = first(); p != null; p = succ(p)) {
            E item = p.item;
            if (item != null && o.equals(item)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Clears the item of p's node if it still holds {@code item}, then unlinks p from pred
     * unless p is the last node (the last node stays: tail may point at it).
     */
    private boolean removeNode(Node<E> pred, Node<E> p, E item) {
        boolean removed = p.casItem(item, null);
        Node<E> next = succ(p);
        if (pred != null && next != null) {
            pred.casNext(p, next);
        }
        return removed;
    }

    public boolean remove(Object o) {
        if (o == null) {
            return false;
        }
        Node<E> pred = null;
        for (Node<E> p = first(); p != null;) {
            E item = p.item;
            if (item != null && o.equals(item) && removeNode(pred, p, item)) {
                return true;
            }
            Node<E> next = succ(p);
            if (item == null && pred != null && next != null) {
                pred.casNext(p, next); // help unlink a dead node
            } else {
                pred = p;
            }
            p = next;
        }
        return false;
    }

    public boolean addAll(Collection<? extends E> c) {
        if (c == this) {
            // adding to itself would loop for ever
            throw new IllegalArgumentException();
        }
        // link the new elements into a private chain first (all checked for null), then
        // splice the whole chain onto the last node with one CAS, as offer does for one node
        Node<E> beginningOfTheEnd = null, last = null;
        for (E e : c) {
            Node<E> newNode = new Node<E>(Objects.requireNonNull(e));
            if (beginningOfTheEnd == null) {
                beginningOfTheEnd = last = newNode;
            } else {
                last.next = newNode;
                last = newNode;
            }
        }
        if (beginningOfTheEnd == null) {
            return false;
        }
        for (Node<E> t = tail, p = t;;) {
            Node<E> q = p.next;
            if (q == null) {
                if (p.casNext(null, beginningOfTheEnd)) {
                    if (!casTail(t, last)) { // try again once, tail may have moved meanwhile
                        t = tail;
                        if (last.next == null) {
                            casTail(t, last);
                        }
                    }
                    return true;
                }
            } else if (p == q) {
                p = (t != (t = tail)) ? t : head;
            } else {
                p = (p != t && t != (t = tail)) ? t : q;
            }
        }
    }

    public String toString() {
        StringBuilder sb = new StringBuilder("[");
        boolean first = true;
        for (Node<E> p = first(); p != null; p = succ(p)) {
            E item = p.item;
            if (item != null) {
                if (!first) {
                    sb.append(", ");
                }
                first = false;
                sb.append(String.valueOf(item)); // no "(this Collection)": the JDK has none here
            }
        }
        return sb.append(']').toString();
    }

    private ArrayList<E> snapshot() {
        ArrayList<E> al = new ArrayList<E>();
        for (Node<E> p = first(); p != null; p = succ(p)) {
            E item = p.item;
            if (item != null) {
                al.add(item);
            }
        }
        return al;
    }

    public Object[] toArray() {
        return snapshot().toArray();
    }

    public <T> T[] toArray(T[] a) {
        Objects.requireNonNull(a);
        return snapshot().toArray(a);
    }

    public void clear() {
        while (poll() != null) {
            // drain
        }
    }

    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        return bulkRemove(filter);
    }

    public boolean removeAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(e -> c.contains(e));
    }

    public boolean retainAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(e -> !c.contains(e));
    }

    private boolean bulkRemove(Predicate<? super E> filter) {
        boolean removed = false;
        Node<E> pred = null;
        for (Node<E> p = first(); p != null;) {
            E item = p.item;
            if (item != null && filter.test(item) && removeNode(pred, p, item)) {
                removed = true;
                Node<E> next = succ(p);
                p = next;
                continue;
            }
            Node<E> next = succ(p);
            if (p.item == null && pred != null && next != null) {
                pred.casNext(p, next);
            } else {
                pred = p;
            }
            p = next;
        }
        return removed;
    }

    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        for (Node<E> p = first(); p != null; p = succ(p)) {
            E item = p.item;
            if (item != null) {
                action.accept(item);
            }
        }
    }

    /** Weakly consistent: shows each element present from creation to its visit at most once. */
    public Iterator<E> iterator() {
        return new Itr();
    }

    private class Itr implements Iterator<E> {
        /** The node of nextItem; null at the end. */
        private Node<E> nextNode;
        /** The item to return next, read when the node was reached (so hasNext stays true). */
        private E nextItem;
        /** The node of the last item returned, for remove. */
        private Node<E> lastRet;
        private E lastItem;

        Itr() {
            advance(null);
        }

        /** Moves to the first live node after {@code p} (from the first node when p is null). */
        private void advance(Node<E> p) {
            Node<E> q = (p == null) ? first() : succ(p);
            for (; q != null; q = succ(q)) {
                E item = q.item;
                if (item != null) {
                    nextNode = q;
                    nextItem = item;
                    return;
                }
            }
            nextNode = null;
            nextItem = null;
        }

        public boolean hasNext() {
            return nextItem != null;
        }

        public E next() {
            final Node<E> p = nextNode;
            if (p == null) {
                throw new NoSuchElementException();
            }
            E item = nextItem;
            lastRet = p;
            lastItem = item;
            advance(p);
            return item;
        }

        public void remove() {
            Node<E> l = lastRet;
            if (l == null) {
                throw new IllegalStateException();
            }
            l.casItem(lastItem, null); // the node is unlinked by a later traversal
            lastRet = null;
            lastItem = null;
        }
    }
}
