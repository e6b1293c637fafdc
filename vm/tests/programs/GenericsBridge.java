import java.util.*;
import java.util.function.*;

public class GenericsBridge {
    interface Transformer<T, R> {
        R transform(T t);
    }

    static class Lengther implements Transformer<String, Integer> {
        public Integer transform(String s) {
            return s.length();
        }
    }

    static class Node<T extends Comparable<T>> implements Comparable<Node<T>> {
        final T value;

        Node(T value) {
            this.value = value;
        }

        public int compareTo(Node<T> o) {
            return value.compareTo(o.value);
        }

        public String toString() {
            return "Node(" + value + ")";
        }
    }

    static abstract class Animal {
        abstract Animal self();

        String kind() {
            return "animal";
        }
    }

    static class Dog extends Animal {
        @Override
        Dog self() {
            return this;
        }

        @Override
        String kind() {
            return "dog";
        }
    }

    static class Box<T> {
        private T item;

        void set(T item) {
            this.item = item;
        }

        T get() {
            return item;
        }
    }

    static class IntBox extends Box<Integer> {
        int sets = 0;

        @Override
        void set(Integer item) {
            sets++;
            super.set(item * 10);
        }

        @Override
        Integer get() {
            return super.get() + 1;
        }
    }

    static <T extends Comparable<? super T>> T max(List<? extends T> list) {
        T best = null;
        for (T t : list) if (best == null || t.compareTo(best) > 0) best = t;
        return best;
    }

    static <K, V> Map<V, K> invert(Map<K, V> m) {
        Map<V, K> out = new TreeMap<>();
        for (Map.Entry<K, V> e : m.entrySet()) out.put(e.getValue(), e.getKey());
        return out;
    }

    static double sum(Collection<? extends Number> nums) {
        double s = 0;
        for (Number n : nums) s += n.doubleValue();
        return s;
    }

    static void fill(List<? super Integer> sink, int n) {
        for (int i = 0; i < n; i++) sink.add(i);
    }

    static class Pair<A, B> {
        final A first;
        final B second;

        Pair(A a, B b) {
            first = a;
            second = b;
        }

        <C> Pair<A, C> withSecond(C c) {
            return new Pair<>(first, c);
        }

        public String toString() {
            return "<" + first + ", " + second + ">";
        }
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    public static void main(String[] args) {
        Transformer<String, Integer> t = new Lengther();
        System.out.println("via interface (bridge): " + t.transform("hello"));
        Transformer raw = t;
        try {
            raw.transform(42);
        } catch (ClassCastException e) {
            System.out.println("raw call with wrong type hits bridge cast: " + e.getClass().getName());
        }
        List<Node<String>> nodes = new ArrayList<>(Arrays.asList(new Node<>("pear"), new Node<>("apple"), new Node<>("fig")));
        Collections.sort(nodes);
        System.out.println("sorted via bridge compareTo(Object): " + nodes);
        Animal a = new Dog();
        System.out.println("covariant return: " + a.self().kind() + " " + new Dog().self().getClass().getSimpleName());
        Box<Integer> box = new IntBox();
        box.set(4);
        System.out.println("overriding generic methods: " + box.get() + " sets=" + ((IntBox) box).sets);
        Box rawBox = box;
        try {
            rawBox.set("str");
        } catch (ClassCastException e) {
            System.out.println("raw set through bridge: " + e.getClass().getName());
        }
        System.out.println("generic max: " + max(Arrays.asList(3, 9, 2)) + " " + max(Arrays.asList("b", "c", "a")));
        Map<String, Integer> m = new HashMap<>();
        m.put("one", 1);
        m.put("two", 2);
        System.out.println("invert: " + invert(m));
        System.out.println("wildcard sum: " + sum(Arrays.asList(1, 2.5, 3L)));
        List<Number> sink = new ArrayList<>();
        fill(sink, 3);
        System.out.println("super wildcard: " + sink);
        Pair<String, Integer> p = new Pair<>("a", 1);
        Pair<String, List<String>> p2 = p.withSecond(Arrays.asList("x"));
        System.out.println("generic method on generic class: " + p + " " + p2);
        Comparable<String> cs = "abc";
        System.out.println("Comparable<String> bridge: " + cs.compareTo("abd"));
        Function<Object, String> describe = o -> o.getClass().getSimpleName();
        Function<String, Object> narrower = describe::apply;
        System.out.println("function variance: " + narrower.apply("s"));
        List<? extends Number> ro = Arrays.asList(1, 2);
        Number first = ro.get(0);
        System.out.println("extends wildcard read: " + first);
        Iterator<Map.Entry<String, Integer>> it = new TreeMap<>(m).entrySet().iterator();
        Map.Entry<String, Integer> e = it.next();
        System.out.println("entry: " + e.getKey() + " " + e.getValue());
    }
}
