import java.util.*;
import java.util.function.*;

public class LambdaBoxing {
    interface ToLong {
        long get(int x);
    }

    interface ObjToInt<T> {
        int apply(T t);
    }

    interface ByteShortChar {
        int mix(byte b, short s, char c);
    }

    interface Widen {
        double widen(int i);
    }

    static long square(int x) {
        return (long) x * x;
    }

    static Integer boxedInc(Integer x) {
        return x + 1;
    }

    static int primInc(int x) {
        return x + 1;
    }

    public static void main(String[] args) {
        Function<Integer, Integer> f = x -> x + 1;
        System.out.println("Function<Integer,Integer>: " + f.apply(41));
        ToIntFunction<String> g = String::length;
        System.out.println("ToIntFunction<String> String::length: " + g.applyAsInt("hello"));
        Supplier<List<String>> s = ArrayList::new;
        List<String> l = s.get();
        l.add("x");
        System.out.println("Supplier<List> ArrayList::new: " + l);
        ToLong tl = LambdaBoxing::square;
        System.out.println("int -> long ref: " + tl.get(100000));
        Function<Integer, Long> boxedToBoxed = LambdaBoxing::square;
        System.out.println("Integer -> Long via unbox/box: " + boxedToBoxed.apply(3));
        IntUnaryOperator viaBoxed = LambdaBoxing::boxedInc;
        System.out.println("int op via Integer method: " + viaBoxed.applyAsInt(9));
        Function<Integer, Integer> viaPrim = LambdaBoxing::primInc;
        System.out.println("Integer function via int method: " + viaPrim.apply(19));
        ObjToInt<Integer> unbox = Integer::intValue;
        System.out.println("Integer::intValue: " + unbox.apply(77));
        ByteShortChar bsc = (b, sh, c) -> b + sh + c;
        System.out.println("byte/short/char params: " + bsc.mix((byte) -1, (short) 300, 'A'));
        Widen w = i -> i;
        System.out.println("int -> double widening: " + w.widen(7));
        Widen w2 = Math::abs;
        System.out.println("Math::abs(int) widened: " + w2.widen(-5));
        BiFunction<Double, Double, Double> pow = Math::pow;
        System.out.println("Math::pow boxed: " + pow.apply(2.0, 8.0));
        Function<String, Integer> parse = Integer::parseInt;
        System.out.println("Integer::parseInt: " + (parse.apply("123") + 1));
        Function<Integer, String> toStr = String::valueOf;
        System.out.println("String::valueOf(Object) chosen for Integer: " + toStr.apply(5).length());
        IntFunction<String> binary = Integer::toBinaryString;
        System.out.println("Integer::toBinaryString: " + binary.apply(10));
        BiPredicate<Integer, Integer> same = Integer::equals;
        System.out.println("Integer::equals: " + same.test(1000, 1000));
        Predicate<Character> isDigit = Character::isDigit;
        System.out.println("Character::isDigit boxed: " + isDigit.test('7') + " " + isDigit.test('x'));
        Supplier<Boolean> bool = () -> true;
        BooleanSupplier bs = () -> false;
        System.out.println("boolean suppliers: " + bool.get() + " " + bs.getAsBoolean());
        DoubleSupplier ds = () -> 0.5f;
        LongSupplier ls = () -> 'z';
        System.out.println("widening returns: " + ds.getAsDouble() + " " + ls.getAsLong());
        Function<Object, String> objStr = Object::toString;
        System.out.println("Object::toString on Integer: " + objStr.apply(12));
        // capturing lambdas in loops
        List<Supplier<String>> suppliers = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            final int captured = i;
            suppliers.add(() -> "captured " + captured);
        }
        for (String word : new String[]{"a", "b"}) suppliers.add(() -> "word " + word);
        StringBuilder sb = new StringBuilder();
        for (Supplier<String> sup : suppliers) sb.append(sup.get()).append("; ");
        System.out.println(sb);
        List<IntSupplier> counters = new ArrayList<>();
        for (int i = 1; i <= 3; i++) {
            int[] box = {i * 10};
            counters.add(() -> box[0]++);
        }
        sb.setLength(0);
        for (int round = 0; round < 2; round++) for (IntSupplier c : counters) sb.append(c.getAsInt()).append(' ');
        System.out.println("stateful captured counters: " + sb);
        long big = 1L << 40;
        double dd = 2.5;
        char ch = 'q';
        Supplier<String> multi = () -> big + "/" + dd + "/" + ch;
        System.out.println("captured long/double/char: " + multi.get());
        Integer nullInt = null;
        Supplier<Integer> nullSup = () -> nullInt;
        IntSupplier unboxNull = nullSup::get;
        try {
            unboxNull.getAsInt();
        } catch (NullPointerException e) {
            System.out.println("unboxing null in lambda adapter: " + e.getClass().getName());
        }
        Map<String, Function<Integer, Integer>> ops = new TreeMap<>();
        ops.put("double", x -> x * 2);
        ops.put("negate", x -> -x);
        ops.put("square", x -> x * x);
        for (Map.Entry<String, Function<Integer, Integer>> e : ops.entrySet()) System.out.println(e.getKey() + "(7) = " + e.getValue().apply(7));
        Comparator<Integer> cmp = Integer::compare;
        List<Integer> nums = new ArrayList<>(Arrays.asList(3, -1, 2));
        nums.sort(cmp.reversed());
        System.out.println("Integer::compare reversed: " + nums);
        int total = 0;
        for (Integer n : nums) total += n;
        System.out.println("total " + total);
    }
}
