public class StringIntern {
    static final String CONST = "hel";
    static String nonConst = "hel";

    static String id(String s) {
        return s;
    }

    public static void main(String[] args) {
        String a = "hello";
        String b = "hello";
        String c = new String("hello");
        String d = "hel" + "lo";
        String e = CONST + "lo";
        String f = nonConst + "lo";
        String g = f.intern();
        System.out.println("literal == literal: " + (a == b));
        System.out.println("literal == new: " + (a == c));
        System.out.println("literal equals new: " + a.equals(c));
        System.out.println("constant folded: " + (a == d));
        System.out.println("final constant folded: " + (a == e));
        System.out.println("runtime concat: " + (a == f));
        System.out.println("interned: " + (a == g));
        System.out.println("new interned: " + (c.intern() == a));
        System.out.println("other class literal: " + (a == Other.HELLO));
        System.out.println("method returned: " + (id("hello") == a));
        String h = new StringBuilder("wor").append("ld").toString();
        String hi = h.intern();
        System.out.println("intern of runtime string equals literal: " + ("world" == hi) + " " + (hi == h.intern()));
        String empty = "";
        System.out.println("empty: " + (empty == "") + " " + ("" + "" == ""));
        System.out.println("valueOf: " + (String.valueOf(1) == String.valueOf(1)));
        System.out.println("toString: " + (a.toString() == a));
        System.out.println("substring full: " + (a.substring(0) == a));
        System.out.println("compareTo: " + a.compareTo(c) + " " + "a".compareTo("b") + " " + "b".compareTo("a") + " " + "hello".compareTo("help") + " " + "Z".compareTo("a"));
    }
}

class Other {
    static final String HELLO = "hello";
}
