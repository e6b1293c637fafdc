import java.util.Arrays;

// String methods that take regular expressions (split with a real regex, matches, replaceAll).
public class StringRegex {
    public static void main(String[] args) {
        System.out.println(Arrays.toString("x1y22z".split("\\d+")));
        System.out.println(Arrays.toString("a.b.c".split("\\.")));
        System.out.println(Arrays.toString("a b\tc  d".split("\\s+")));
        System.out.println(Arrays.toString("line1\nline2\r\nline3".split("\r?\n")));
        System.out.println(Arrays.toString("a1b2c3".split("[0-9]")));
        System.out.println("12345".matches("\\d+") + " " + "12a45".matches("\\d+") + " " + "abc".matches("a.c") + " " + "aaab".matches("a*b") + " " + "cat".matches("cat|dog"));
        System.out.println("a1b22c333".replaceAll("[0-9]+", "#") + " " + "aaa".replaceFirst("a", "b") + " " + "hello world".replaceAll("o", "0"));
        System.out.println("  x  y ".replaceAll("\\s+", " ").trim());
    }
}
