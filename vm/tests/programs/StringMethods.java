import java.util.Arrays;

public class StringMethods {
    public static void main(String[] args) {
        String s = "Hello, World";
        System.out.println(s.length() + " " + s.isEmpty() + " " + "".isEmpty());
        System.out.println(s.charAt(0) + " " + s.charAt(s.length() - 1));
        System.out.println(s.indexOf('o') + " " + s.indexOf('o', 5) + " " + s.lastIndexOf('o') + " " + s.indexOf("World") + " " + s.indexOf("xyz") + " " + s.lastIndexOf("l") + " " + s.indexOf(""));
        System.out.println(s.substring(7) + "|" + s.substring(0, 5) + "|" + s.substring(3, 3) + "|");
        System.out.println(s.toUpperCase() + " " + s.toLowerCase());
        System.out.println(s.contains("lo, W") + " " + s.contains("low"));
        System.out.println(s.startsWith("Hell") + " " + s.startsWith("World", 7) + " " + s.endsWith("ld") + " " + s.endsWith(""));
        System.out.println(s.replace('l', 'L') + " " + s.replace("World", "There") + " " + "aaa".replace("a", "bb") + " " + "abc".replace("", "-"));
        System.out.println("[" + "  padded \t\n".trim() + "]" + "[" + "   ".trim() + "]");
        System.out.println(s.equals("Hello, World") + " " + s.equalsIgnoreCase("hello, world") + " " + s.equals(null));
        System.out.println("apple".compareTo("banana") + " " + "b".compareTo("a") + " " + "abc".compareTo("abcd") + " " + "abc".compareTo("abc") + " " + "Apple".compareTo("apple") + " " + "Apple".compareToIgnoreCase("apple"));
        System.out.println("hash: " + "".hashCode() + " " + "a".hashCode() + " " + s.hashCode() + " " + "polygenelubricants".hashCode());
        System.out.println(Arrays.toString("a,b,,c,,".split(",")));
        System.out.println(Arrays.toString("a,b,,c,,".split(",", -1)));
        System.out.println(Arrays.toString("a,b,c".split(",", 2)));
        System.out.println(Arrays.toString("one two  three".split(" ")));
        System.out.println(String.join("-", "a", "b", "c") + " " + String.join("/", Arrays.asList("x", "y")));
        System.out.println(String.valueOf(12) + String.valueOf(true) + String.valueOf('c') + String.valueOf(2.5) + String.valueOf(7L) + String.valueOf((Object) null) + String.valueOf(new char[]{'o', 'k'}));
        char[] cs = s.toCharArray();
        Arrays.sort(cs);
        System.out.println(new String(cs) + "|" + new String(cs, 2, 3) + "|" + String.copyValueOf(cs, 0, 2));
        System.out.println("concat: " + "ab".concat("cd"));
        System.out.println("chars: " + (int) "€".charAt(0) + " " + "naïve".length() + " " + "ABC".codePointAt(1));
        System.out.println("intern: " + (new String("abc").intern() == "abc"));
        StringBuilder rev = new StringBuilder();
        for (int i = s.length() - 1; i >= 0; i--) rev.append(s.charAt(i));
        System.out.println("reversed: " + rev);
        System.out.println("toString: " + s.toString() + " " + s.subSequence(0, 4));
        System.out.println("contentEquals: " + s.contentEquals(new StringBuilder("Hello, World")));
        System.out.println("regionMatches: " + s.regionMatches(7, "World", 0, 5) + " " + s.regionMatches(true, 0, "HELLO", 0, 5));
        System.out.println("getBytes: " + Arrays.toString("Az".getBytes()) + " " + "abc".getBytes().length);
        int count = 0;
        for (char c : s.toCharArray()) if (Character.isLetter(c)) count++;
        System.out.println("letters: " + count);
        System.out.println("lastIndexOf from: " + s.lastIndexOf('o', 6) + " " + s.indexOf("l", 4) + " " + s.lastIndexOf("l", 9));
        System.out.println("String.format: " + String.format("%s=%d", "x", 5));
        System.out.println("empty split: " + "".split(",").length + " " + Arrays.toString(",".split(",")));
    }
}
