// javac-release: 17
// String concatenation as a JDK 17 javac compiles it: invokedynamic
// StringConcatFactory.makeConcatWithConstants, with a recipe of \1 (argument) and \2 (constant)
// tags. Every argument type, constants, nulls, side-effect order, long expressions that javac
// splits into several sites, and other compile-time-only features of newer Java.
import java.util.ArrayList;
import java.util.List;

public class Java17Concat {
    static int calls;
    static String tick(String s) { calls++; System.out.println("tick " + s + " " + calls); return s; }

    static class Loud {
        final String name;
        Loud(String name) { this.name = name; }
        @Override public String toString() { System.out.println("toString " + name); return name; }
    }
    static class NullString { @Override public String toString() { return null; } }
    static class Boom { @Override public String toString() { throw new IllegalStateException("boom"); } }
    enum Color { RED, GREEN }

    public static void main(String[] args) {
        boolean z = true; byte b = -5; short s = 300; char c = 'x'; int i = -42; long l = 1L << 40;
        float f = 1.25f; double d = -0.0; Object o = null; String str = null; Integer boxed = 7;
        char[] chars = {'a', 'b'};
        System.out.println("z=" + z + " b=" + b + " s=" + s + " c=" + c + " i=" + i + " l=" + l);
        System.out.println("f=" + f + " d=" + d + " o=" + o + " str=" + str + " boxed=" + boxed);
        System.out.println("nan=" + Double.NaN + " inf=" + Float.POSITIVE_INFINITY + " min=" + Long.MIN_VALUE);
        System.out.println("" + c + c + (char) (c + 1));
        System.out.println(c + 1 + "!" + c + 1);
        System.out.println(i + l + "=sum, then " + i + l);
        System.out.println("chars " + (chars.length) + " " + (chars != null) + " " + String.valueOf(chars));
        System.out.println("enum " + Color.GREEN + " " + Color.RED.ordinal());
        System.out.println("null toString " + new NullString() + ".");
        System.out.println("tags \u0001 and \u0002 in literals: " + i + "\u0001" + "\u0002" + z);
        final String K = "const";
        System.out.println(K + " folded " + 1 + 2);
        System.out.println("order " + new Loud("a") + tick("b") + new Loud("c") + tick("d"));
        try {
            System.out.println("before " + new Boom() + " after");
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage());
        }
        String acc = "";
        for (int k = 0; k < 5; k++) {
            acc += k + ",";
        }
        System.out.println(acc);
        StringBuilder sb = new StringBuilder("sb");
        System.out.println("builder " + sb + " list " + new ArrayList<>(List.of()));
        System.out.println(i);
        System.out.println("" + i);
        System.out.println(str + str);
        System.out.println(o + "" + o);
        System.out.println("unicode \u00e9\u4e2d\ud83d\ude00 " + '\u00e9');
        int a0 = 0, a1 = 1, a2 = 2, a3 = 3, a4 = 4, a5 = 5, a6 = 6, a7 = 7, a8 = 8, a9 = 9;
        long w0 = 10, w1 = 11, w2 = 12, w3 = 13, w4 = 14;
        String many = "" + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + w0 + w1 + w2 + w3 + w4
            + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + w0 + w1 + w2 + w3 + w4
            + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + w0 + w1 + w2 + w3 + w4
            + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + w0 + w1 + w2 + w3 + w4
            + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + w0 + w1 + w2 + w3 + w4
            + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + w0 + w1 + w2 + w3 + w4
            + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + w0 + w1 + w2 + w3 + w4
            + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + w0 + w1 + w2 + w3 + w4
            + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + w0 + w1 + w2 + w3 + w4
            + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + w0 + w1 + w2 + w3 + w4
            + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + w0 + w1 + w2 + w3 + w4
            + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + w0 + w1 + w2 + w3 + w4
            + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + w0 + w1 + w2 + w3 + w4
            + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + w0 + w1 + w2 + w3 + w4
            + "|end";
        System.out.println(many.length() + " " + many);
        // Compile-time-only features of newer Java.
        var list = new ArrayList<String>();
        list.add("v");
        Object obj = list;
        if (obj instanceof ArrayList<?> al && !al.isEmpty()) {
            System.out.println("pattern " + al.get(0));
        }
        String text = """
            text block
              indented "quoted"
            """;
        System.out.print(text);
        String key = args.length == 0 ? "two" : "one";
        switch (key) {
            case "one" -> System.out.println("switch one");
            case "two" -> System.out.println("switch two");
            default -> System.out.println("switch other");
        }
        int len = switch (Color.GREEN) { case RED -> 3; case GREEN -> 5; };
        System.out.println("switch expr " + len);
        System.out.println("calls " + calls);
    }
}
