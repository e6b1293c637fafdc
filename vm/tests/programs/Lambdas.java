import java.util.*;
import java.util.function.*;

public class Lambdas {
    @FunctionalInterface
    interface TriFunction<A, B, C, R> {
        R apply(A a, B b, C c);
    }

    @FunctionalInterface
    interface IntOp {
        int op(int a, int b);
    }

    @FunctionalInterface
    interface LongToDouble {
        double f(long x);
    }

    static int twice(int x) {
        return x * 2;
    }

    static String join3(String a, Integer b, Character c) {
        return a + b + c;
    }

    private final String prefix;

    Lambdas(String prefix) {
        this.prefix = prefix;
    }

    Lambdas() {
        this("default");
    }

    String decorate(String s) {
        return prefix + ":" + s;
    }

    Function<String, String> decorator() {
        return s -> prefix + "/" + s + "/" + this.prefix.length();
    }

    public static void main(String[] args) {
        // static method references
        Function<Integer, Integer> tw = Lambdas::twice;
        IntUnaryOperator tw2 = Lambdas::twice;
        TriFunction<String, Integer, Character, String> j3 = Lambdas::join3;
        System.out.println("static refs: " + tw.apply(21) + " " + tw2.applyAsInt(5) + " " + j3.apply("a", 1, 'c'));
        // bound instance method references
        Lambdas obj = new Lambdas("obj");
        Function<String, String> bound = obj::decorate;
        String target = "hello";
        Supplier<Integer> len = target::length;
        Predicate<String> startsWithH = target::startsWith;
        System.out.println("bound refs: " + bound.apply("x") + " " + len.get() + " " + startsWithH.test("he") + " " + startsWithH.test("x"));
        // unbound instance method references
        Function<String, String> upper = String::toUpperCase;
        BiFunction<String, String, Boolean> eq = String::equalsIgnoreCase;
        ToIntFunction<String> slen = String::length;
        BiFunction<Lambdas, String, String> unboundDecorate = Lambdas::decorate;
        System.out.println("unbound refs: " + upper.apply("abc") + " " + eq.apply("A", "a") + " " + slen.applyAsInt("four") + " " + unboundDecorate.apply(new Lambdas("u"), "v"));
        // constructor references
        Supplier<List<String>> listMaker = ArrayList::new;
        Function<String, Lambdas> ctor = Lambdas::new;
        Supplier<Lambdas> ctor0 = Lambdas::new;
        IntFunction<int[]> arrMaker = int[]::new;
        Function<Integer, String[]> sarrMaker = String[]::new;
        Function<String, StringBuilder> sbMaker = StringBuilder::new;
        List<String> made = listMaker.get();
        made.add("item");
        System.out.println("ctor refs: " + made + " " + ctor.apply("p").decorate("q") + " " + ctor0.get().decorate("r") + " " + arrMaker.apply(4).length + " " + sarrMaker.apply(2).length + " " + sbMaker.apply("sb").reverse());
        // lambdas of all common shapes
        Runnable run = () -> System.out.println("runnable ran");
        run.run();
        Consumer<String> printer = s -> System.out.println("consumed " + s);
        printer.andThen(s -> System.out.println("and then " + s.length())).accept("xyz");
        BiConsumer<String, Integer> bc = (k, v) -> System.out.println("biconsumer " + k + "=" + v);
        bc.accept("k", 1);
        Predicate<Integer> even = x -> x % 2 == 0;
        Predicate<Integer> positive = x -> x > 0;
        System.out.println("predicates: " + even.test(4) + " " + even.negate().test(4) + " " + even.and(positive).test(-2) + " " + even.or(positive).test(-2) + " " + Predicate.isEqual("a").test("a"));
        Function<Integer, Integer> inc = x -> x + 1;
        Function<Integer, Integer> sq = x -> x * x;
        System.out.println("compose: " + inc.andThen(sq).apply(3) + " " + inc.compose(sq).apply(3) + " " + Function.<Integer>identity().apply(9));
        BinaryOperator<Integer> add = (a, b) -> a + b;
        UnaryOperator<String> excl = s -> s + "!";
        System.out.println("operators: " + add.apply(2, 3) + " " + excl.apply("hi"));
        IntOp mul = (a, b) -> a * b;
        IntBinaryOperator sub = (a, b) -> a - b;
        IntPredicate odd = x -> (x & 1) == 1;
        IntSupplier seven = () -> 7;
        LongToDouble half = x -> x / 2.0;
        DoubleUnaryOperator neg = d -> -d;
        LongBinaryOperator lmax = Math::max;
        System.out.println("primitive interfaces: " + mul.op(6, 7) + " " + sub.applyAsInt(10, 4) + " " + odd.test(3) + " " + seven.getAsInt() + " " + half.f(5) + " " + neg.applyAsDouble(1.5) + " " + lmax.applyAsLong(3L, 9L));
        Comparator<String> byLen = (a, b) -> a.length() - b.length();
        List<String> words = new ArrayList<>(Arrays.asList("ccc", "a", "bb"));
        words.sort(byLen);
        System.out.println("comparator lambda: " + words);
        System.out.println("instance lambda capturing this: " + new Lambdas("me").decorator().apply("x"));
        // higher order
        Function<Integer, Function<Integer, Integer>> adder = a -> b -> a + b;
        System.out.println("curried: " + adder.apply(3).apply(4));
        Supplier<Supplier<String>> nested = () -> () -> "nested supplier";
        System.out.println(nested.get().get());
        BiFunction<Integer, Integer, Integer> power = (base, exp) -> {
            int r = 1;
            for (int i = 0; i < exp; i++) r *= base;
            return r;
        };
        System.out.println("block lambda: " + power.apply(2, 10));
        Optional<String> opt = Optional.of("value");
        System.out.println("optional: " + opt.map(String::toUpperCase).orElse("none") + " " + Optional.<String>empty().map(String::length).orElse(-1) + " " + opt.filter(s -> s.startsWith("x")).isPresent());
        Runnable recursive = new Runnable() {
            int n = 3;

            public void run() {
                if (n-- > 0) {
                    System.out.println("anonymous recursion " + n);
                    run();
                }
            }
        };
        recursive.run();
        Object lambdaObj = (Runnable) () -> {
        };
        System.out.println("lambda is Runnable: " + (lambdaObj instanceof Runnable));
    }
}
