import java.util.*;
import java.util.function.*;

// Lambda and method-reference shapes that exercise less common LambdaMetafactory paths:
// interface method handles, lambdas inside interface default/static methods, bridges and markers
// (altMetafactory), two-slot captures, super:: references, varargs and generic adaptation.
public class LambdaEdgeCases {
    interface Greeter {
        String name();

        default Supplier<String> greeter(String greeting) {
            return () -> greeting + ", " + name() + "!";
        }

        static Function<String, String> shout() {
            return s -> s.toUpperCase() + "!";
        }
    }

    interface Sink<T> {
        void put(T t);
    }

    interface StringSink extends Sink<String> {
        @Override
        void put(String s);
    }

    interface Marker {
    }

    interface Tagged {
        default String tag() {
            return "tagged";
        }
    }

    static class Base {
        public String toString() {
            return "Base.toString";
        }

        String hello() {
            return "Base.hello";
        }
    }

    static class Derived extends Base {
        String hello() {
            return "Derived.hello";
        }

        Supplier<String> superHello() {
            return super::hello;
        }

        Supplier<String> thisHello() {
            return this::hello;
        }

        Supplier<String> superToString() {
            return super::toString;
        }
    }

    static final List<String> LOG = new ArrayList<>();
    static final Runnable STATIC_INIT_LAMBDA;

    static {
        int captured = 7;
        STATIC_INIT_LAMBDA = () -> LOG.add("from static init " + captured);
    }

    final IntSupplier fromCtor;

    LambdaEdgeCases(int base) {
        int doubled = base * 2;
        fromCtor = () -> doubled + base;
    }

    static <T extends Comparable<T>> T maxOf(T a, T b) {
        return a.compareTo(b) >= 0 ? a : b;
    }

    static String joinAll(String sep, String... parts) {
        return String.join(sep, parts);
    }

    static Function<Integer, Integer> fibFn;

    public static void main(String[] args) {
        Greeter g = () -> "Ada";
        System.out.println(g.greeter("Hello").get() + " " + Greeter.shout().apply("hey"));

        Function<Collection<String>, Integer> size = Collection::size;
        ToIntFunction<List<Integer>> lsize = List::size;
        BiFunction<Map<String, Integer>, String, Integer> mget = Map::get;
        Map<String, Integer> m = new HashMap<>();
        m.put("k", 3);
        System.out.println("interface method refs: " + size.apply(Arrays.asList("a", "b")) + " " + lsize.applyAsInt(Arrays.asList(1, 2, 3)) + " " + mget.apply(m, "k"));

        List<String> got = new ArrayList<>();
        StringSink ss = got::add;
        ss.put("direct");
        Sink<String> asSink = ss;
        asSink.put("through generic bridge");
        @SuppressWarnings({"rawtypes", "unchecked"})
        Sink raw = ss;
        raw.put("raw");
        System.out.println("bridged sink: " + got);

        Runnable marked = (Runnable & Marker) () -> LOG.add("marked ran");
        marked.run();
        System.out.println("marker interface: " + (marked instanceof Marker) + " " + (marked instanceof Runnable) + " " + LOG);
        Runnable tagged = (Runnable & Tagged) () -> {
        };
        System.out.println("default method of intersection: " + ((Tagged) tagged).tag());

        Derived d = new Derived();
        System.out.println("super:: " + d.superHello().get() + " this:: " + d.thisHello().get() + " super::toString " + d.superToString().get());

        STATIC_INIT_LAMBDA.run();
        System.out.println("static init lambda: " + LOG.get(LOG.size() - 1));
        System.out.println("constructor lambda: " + new LambdaEdgeCases(5).fromCtor.getAsInt());

        long big = Long.MIN_VALUE + 1;
        double dd = -0.25;
        int i = 3;
        long big2 = 1L << 50;
        char c = 'x';
        boolean flag = true;
        byte b = -2;
        short sh = 300;
        float f = 1.5f;
        Supplier<String> many = () -> big + "|" + dd + "|" + i + "|" + big2 + "|" + c + "|" + flag + "|" + b + "|" + sh + "|" + f;
        System.out.println("mixed two-slot captures: " + many.get());
        LongBinaryOperator lop = (x, y) -> x * y + big2;
        DoubleBinaryOperator dop = (x, y) -> x / y + dd;
        System.out.println("long/double params: " + lop.applyAsLong(3L, 4L) + " " + dop.applyAsDouble(1.0, 4.0));

        BinaryOperator<String> maxS = LambdaEdgeCases::maxOf;
        BinaryOperator<Integer> maxI = LambdaEdgeCases::maxOf;
        System.out.println("generic method refs: " + maxS.apply("pear", "apple") + " " + maxI.apply(3, 9));
        BiFunction<String, String[], String> joiner = LambdaEdgeCases::joinAll;
        BiFunction<String, String, String> joiner2 = LambdaEdgeCases::joinAll;
        Function<String, String> joiner1 = LambdaEdgeCases::joinAll;
        System.out.println("varargs refs: " + joiner.apply("-", new String[]{"a", "b"}) + " " + joiner2.apply("+", "only") + " [" + joiner1.apply(",") + "]");
        Function<Object[], List<Object>> asList = Arrays::asList;
        System.out.println("Arrays::asList: " + asList.apply(new Object[]{1, "two"}));

        Consumer<String> discard = got::add;
        discard.accept("value-returning method as Consumer");
        Runnable clear = got::clear;
        clear.run();
        System.out.println("after clear: " + got.size());

        IntFunction<int[][]> grid = int[][]::new;
        Function<Integer, List<String>[]> generic = n -> new List[n];
        System.out.println("array ctor refs: " + grid.apply(3).length + " " + generic.apply(2).length);

        fibFn = n -> n < 2 ? n : fibFn.apply(n - 1) + fibFn.apply(n - 2);
        System.out.println("recursive lambda via static field: " + fibFn.apply(15));

        Supplier<Supplier<Supplier<Integer>>> deep = () -> () -> () -> i * 100;
        System.out.println("nested capture: " + deep.get().get().get());

        Comparator<String> cmp = String::compareTo;
        System.out.println("Comparator equals via interface (Object method): " + cmp.equals(cmp) + " " + cmp.equals(null));
        Object asObj = cmp;
        System.out.println("lambda hashCode stable: " + (asObj.hashCode() == asObj.hashCode()) + " toString non-empty: " + !asObj.toString().isEmpty());

        Predicate<String> isEmpty = String::isEmpty;
        Predicate<String> notEmpty = isEmpty.negate();
        BiPredicate<String, String> sw = String::startsWith;
        System.out.println("predicates: " + notEmpty.test("") + " " + sw.test("lambda", "lam"));

        List<Runnable> loop = new ArrayList<>();
        StringBuilder order = new StringBuilder();
        for (int k = 0; k < 3; k++) {
            int kk = k;
            loop.add(() -> order.append(kk));
        }
        for (String s : new String[]{"x", "y"}) loop.add(() -> order.append(s));
        int[] counter = {0};
        while (counter[0] < 2) {
            int snapshot = counter[0]++;
            loop.add(() -> order.append('w').append(snapshot));
        }
        for (Runnable r : loop) r.run();
        System.out.println("captured loop variables: " + order);

        Optional<Integer> o = Optional.of(4).map(x -> x * x).filter(x -> x > 10);
        System.out.println("optional chain: " + o.orElseGet(() -> -1) + " " + Optional.empty().isPresent());
        Callable c1 = () -> "callable";
        try {
            System.out.println(c1.call());
        } catch (Exception e) {
            System.out.println("unexpected " + e);
        }
        ThrowingSupplier ts = () -> {
            throw new IllegalStateException("thrown inside lambda");
        };
        try {
            ts.get();
        } catch (Exception e) {
            System.out.println("exception from lambda: " + e);
        }
    }

    interface Callable {
        Object call() throws Exception;
    }

    interface ThrowingSupplier {
        Object get() throws Exception;
    }
}
