// javac-release: 17
// Nest-based access (JDK 11+ class files, NestHost/NestMembers): nested classes use each
// other's private fields, methods and constructors directly, with no synthetic accessors;
// private instance methods are invoked with invokevirtual, private interface methods with
// invokeinterface.
import java.util.function.Supplier;

public class Java17Nestmates {
    private int secret = 42;
    private static String hidden = "hidden";
    private Java17Nestmates() { }
    private Java17Nestmates(int s) { secret = s; }
    private int twice() { return secret * 2; }
    private static int square(int x) { return x * x; }

    class Inner {
        private int innerSecret = 7;
        int peek() { return secret + twice() + innerSecret; }
        void poke() { secret = 99; }
        private String who() { return "inner of " + secret; }
    }

    static class Sibling {
        private long stamp = 5;
        private Sibling() { }
        int readOther(Inner in) { return in.innerSecret + (int) stamp; }
        String call(Inner in) { return in.who(); }
        static Java17Nestmates make() { return new Java17Nestmates(11); }
    }

    interface Greeter {
        private String prefix() { return "Hello, "; }
        private static String suffix() { return "!"; }
        default String greet(String name) { return prefix() + name + suffix(); }
    }

    static class Base {
        private String name() { return "Base.name"; }
        String callName() { return name(); }
    }
    static class Derived extends Base {
        // Not an override: Base.name is private.
        String name() { return "Derived.name"; }
    }

    enum Op {
        PLUS { int apply(int a, int b) { return helper(a) + b; } },
        TIMES { int apply(int a, int b) { return a * b; } };
        private static int helper(int v) { return v; }
        abstract int apply(int a, int b);
    }

    public static void main(String[] args) {
        Java17Nestmates outer = new Java17Nestmates();
        Inner in = outer.new Inner();
        System.out.println(in.peek());
        in.poke();
        System.out.println(outer.secret + " " + in.innerSecret + " " + hidden);
        Sibling sib = new Sibling();
        System.out.println(sib.readOther(in) + " " + sib.call(in) + " " + sib.stamp);
        System.out.println(Sibling.make().twice() + " " + square(9));
        System.out.println(new Greeter() { }.greet("nest"));
        Base b = new Derived();
        System.out.println(b.callName() + " " + ((Derived) b).name());
        System.out.println(Op.PLUS.apply(2, 3) + " " + Op.TIMES.apply(2, 3));
        Supplier<Integer> sup = () -> outer.twice() + in.innerSecret;
        System.out.println(sup.get());
        Runnable r = new Runnable() {
            private int count = 3;
            public void run() { System.out.println("anon " + count + " " + outer.secret); }
        };
        r.run();
        class Local {
            private int v = outer.twice();
        }
        System.out.println(new Local().v);
        System.out.println(Java17Nestmates.class.getName() + " " + Inner.class.getName());
    }
}
