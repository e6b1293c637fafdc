// jvm-args: -ea -da:AssertionsQuiet
// `assert` statements run under -ea, class rules override the default, and nested classes follow
// their top-level class (javac asks the outermost class's desiredAssertionStatus).
public class Assertions {
    static class Inner {
        static void check(int x) {
            assert x > 0 : "x must be positive: " + x;
        }
    }

    public static void main(String[] args) {
        try {
            assert 1 > 2 : "one is not greater than two";
            System.out.println("assertion skipped");
        } catch (AssertionError e) {
            System.out.println("caught: " + e.getMessage());
        }
        try {
            Inner.check(-1);
        } catch (AssertionError e) {
            System.out.println("inner: " + e.getMessage());
        }
        System.out.println("quiet class skips: " + AssertionsQuiet.run());
        System.out.println("Assertions enabled: " + Assertions.class.desiredAssertionStatus());
        System.out.println("AssertionsQuiet enabled: " + AssertionsQuiet.class.desiredAssertionStatus());
        System.out.println("system classes: " + Object.class.desiredAssertionStatus());
    }
}

class AssertionsQuiet {
    static String run() {
        assert false : "never";
        return "yes";
    }
}
