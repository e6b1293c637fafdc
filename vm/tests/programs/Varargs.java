import java.util.*;

public class Varargs {
    static int count(Object... args) {
        return args == null ? -1 : args.length;
    }

    static String join(String sep, String... parts) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            if (i > 0) sb.append(sep);
            sb.append(parts[i]);
        }
        return sb.toString();
    }

    static int sum(int... xs) {
        int s = 0;
        for (int x : xs) s += x;
        return s;
    }

    static String which(int x) {
        return "exact int";
    }

    static String which(long x) {
        return "widened long";
    }

    static String which(Integer x) {
        return "boxed Integer";
    }

    static String which(int... x) {
        return "varargs";
    }

    static String which2(long x) {
        return "widened long";
    }

    static String which2(Integer x) {
        return "boxed Integer";
    }

    static String which3(Object o) {
        return "Object";
    }

    static String which3(int... x) {
        return "varargs";
    }

    @SafeVarargs
    static <T> List<T> listOf(T... items) {
        return new ArrayList<>(Arrays.asList(items));
    }

    static String describe(String label, double... values) {
        return label + Arrays.toString(values);
    }

    public static void main(String[] args) {
        System.out.println("count(): " + count() + " count(1,2,3): " + count(1, 2, 3) + " count(null array): " + count((Object[]) null) + " count((Object) null): " + count((Object) null));
        System.out.println("count(array): " + count(new Object[]{1, 2}) + " count(int[]): " + count(new int[]{1, 2, 3}) + " count(String[]): " + count((Object[]) new String[]{"a", "b"}) + " count((Object) String[]): " + count((Object) new String[]{"a", "b"}));
        System.out.println(join(", ", "a", "b", "c") + " | " + join("-") + " | " + join("+", new String[]{"x", "y"}));
        System.out.println("sum: " + sum() + " " + sum(5) + " " + sum(1, 2, 3, 4, 5) + " " + sum(new int[]{10, 20}));
        System.out.println("overload resolution: " + which(1) + ", " + which2(1) + ", " + which3(1) + ", " + which() + ", " + which(1, 2));
        List<String> l = listOf("x", "y", "z");
        l.add("w");
        System.out.println("generic varargs: " + l + " " + listOf(1, 2).get(1) + " " + listOf().size());
        System.out.println(describe("doubles", 1, 2.5f, 3L) + " " + describe("none"));
        System.out.println(String.format("%s-%s-%s", "a", 1, 'c') + " " + Arrays.asList(1, 2, 3).size() + " " + Arrays.asList(new int[]{1, 2, 3}).size());
    }
}
