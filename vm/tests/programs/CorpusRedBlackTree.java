// bench-args: 30000
// args: 4000
import java.util.function.BiFunction;

// A persistent (immutable) red-black tree in the functional style of Okasaki: every insert
// copies the path and rebalances; old versions stay valid. Allocation-heavy.
public class CorpusRedBlackTree {
    static final boolean RED = true;
    static final boolean BLACK = false;

    static final class Tree<K extends Comparable<K>, V> {
        final boolean color;
        final Tree<K, V> left;
        final K key;
        final V value;
        final Tree<K, V> right;

        Tree(boolean color, Tree<K, V> left, K key, V value, Tree<K, V> right) {
            this.color = color;
            this.left = left;
            this.key = key;
            this.value = value;
            this.right = right;
        }
    }

    static <K extends Comparable<K>, V> boolean isRed(Tree<K, V> t) {
        return t != null && t.color == RED;
    }

    static <K extends Comparable<K>, V> Tree<K, V> balance(boolean color, Tree<K, V> l, K k, V v, Tree<K, V> r) {
        if (color == BLACK) {
            if (isRed(l) && isRed(l.left)) {
                return new Tree<>(RED, new Tree<>(BLACK, l.left.left, l.left.key, l.left.value, l.left.right), l.key,
                        l.value, new Tree<>(BLACK, l.right, k, v, r));
            }
            if (isRed(l) && isRed(l.right)) {
                return new Tree<>(RED, new Tree<>(BLACK, l.left, l.key, l.value, l.right.left), l.right.key,
                        l.right.value, new Tree<>(BLACK, l.right.right, k, v, r));
            }
            if (isRed(r) && isRed(r.left)) {
                return new Tree<>(RED, new Tree<>(BLACK, l, k, v, r.left.left), r.left.key, r.left.value,
                        new Tree<>(BLACK, r.left.right, r.key, r.value, r.right));
            }
            if (isRed(r) && isRed(r.right)) {
                return new Tree<>(RED, new Tree<>(BLACK, l, k, v, r.left), r.key, r.value,
                        new Tree<>(BLACK, r.right.left, r.right.key, r.right.value, r.right.right));
            }
        }
        return new Tree<>(color, l, k, v, r);
    }

    static <K extends Comparable<K>, V> Tree<K, V> ins(Tree<K, V> t, K k, V v, BiFunction<V, V, V> merge) {
        if (t == null) {
            return new Tree<>(RED, null, k, v, null);
        }
        int c = k.compareTo(t.key);
        if (c < 0) {
            return balance(t.color, ins(t.left, k, v, merge), t.key, t.value, t.right);
        }
        if (c > 0) {
            return balance(t.color, t.left, t.key, t.value, ins(t.right, k, v, merge));
        }
        return new Tree<>(t.color, t.left, k, merge.apply(t.value, v), t.right);
    }

    static <K extends Comparable<K>, V> Tree<K, V> insert(Tree<K, V> t, K k, V v, BiFunction<V, V, V> merge) {
        Tree<K, V> r = ins(t, k, v, merge);
        return r.color == BLACK ? r : new Tree<>(BLACK, r.left, r.key, r.value, r.right);
    }

    static <K extends Comparable<K>, V> V lookup(Tree<K, V> t, K k) {
        while (t != null) {
            int c = k.compareTo(t.key);
            if (c == 0) {
                return t.value;
            }
            t = c < 0 ? t.left : t.right;
        }
        return null;
    }

    static <K extends Comparable<K>, V> int size(Tree<K, V> t) {
        return t == null ? 0 : 1 + size(t.left) + size(t.right);
    }

    static <K extends Comparable<K>, V> int depth(Tree<K, V> t) {
        return t == null ? 0 : 1 + Math.max(depth(t.left), depth(t.right));
    }

    /** Checks the invariants; returns the black height. */
    static <K extends Comparable<K>, V> int check(Tree<K, V> t) {
        if (t == null) {
            return 1;
        }
        if (isRed(t) && (isRed(t.left) || isRed(t.right))) {
            throw new IllegalStateException("red-red at " + t.key);
        }
        int l = check(t.left);
        int r = check(t.right);
        if (l != r) {
            throw new IllegalStateException("black height at " + t.key);
        }
        return l + (t.color == BLACK ? 1 : 0);
    }

    static <K extends Comparable<K>, V, A> A fold(Tree<K, V> t, A acc, TriFunction<A, K, V, A> f) {
        if (t == null) {
            return acc;
        }
        acc = fold(t.left, acc, f);
        acc = f.apply(acc, t.key, t.value);
        return fold(t.right, acc, f);
    }

    interface TriFunction<A, B, C, R> {
        R apply(A a, B b, C c);
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 20000;
        Tree<Integer, Integer> t = null;
        Tree<Integer, Integer> half = null;
        long seed = 12345;
        for (int i = 0; i < n; i++) {
            seed = (seed * 1103515245 + 12345) & 0x7fffffffL;
            int k = (int) (seed % (n / 2 + 1));
            t = insert(t, k, 1, Integer::sum);
            if (i == n / 2) {
                half = t;
            }
        }
        System.out.println("size " + size(t) + " depth " + depth(t) + " black height " + check(t));
        System.out.println("half-way version still has size " + size(half) + ", black height " + check(half));
        int total = fold(t, 0, (acc, k, v) -> acc + v);
        long weighted = fold(t, 0L, (acc, k, v) -> acc + (long) k * v);
        System.out.println("total count " + total + " weighted " + weighted);
        int found = 0;
        for (int k = 0; k < n / 2; k += 7) {
            if (lookup(t, k) != null) {
                found++;
            }
        }
        System.out.println("found " + found + " lookup(0)=" + lookup(t, 0) + " lookup(-1)=" + lookup(t, -1));
        Tree<String, Integer> words = null;
        for (String w : "the quick brown fox jumps over the lazy dog the end".split(" ")) {
            words = insert(words, w, 1, Integer::sum);
        }
        StringBuilder sb = fold(words, new StringBuilder(), (acc, k, v) -> acc.append(k).append('=').append(v).append(' '));
        System.out.println(sb.toString().trim());
    }
}
