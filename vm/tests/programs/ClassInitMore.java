// More class-initialization rules: a static member reached through a subclass name initializes
// only the declaring class; Class.forName initializes; initialization cycles see default values;
// an enum's constants are created in its <clinit>; interface <clinit> runs only on first use of a
// non-constant field.
public class ClassInitMore {
    static StringBuilder log = new StringBuilder();

    static class Parent {
        static int parentStatic = mark("Parent", 1);

        static String parentMethod() {
            return "parentMethod";
        }
    }

    static class Sub extends Parent {
        static int subStatic = mark("Sub", 2);
    }

    static class Sub2 extends Parent {
        static int sub2Static = mark("Sub2", 3);
    }

    static class ByForName {
        static int x = mark("ByForName", 4);
    }

    static class CycleA {
        static int a = mark("CycleA.a", CycleB.b + 1);
        static int a2 = mark("CycleA.a2", 100);
    }

    static class CycleB {
        static int b = mark("CycleB.b", CycleA.a2 + 10);
    }

    enum Phase {
        ONE, TWO;

        static {
            mark("Phase <clinit> after constants, values=" + values().length, 0);
        }

        Phase() {
            mark("Phase(" + name() + ")", ordinal());
        }
    }

    interface Config {
        int LIMIT = mark("Config.LIMIT", 5);
        int CONST = 6;
    }

    static class Impl implements Config {
        static int impl = mark("Impl", 7);
    }

    static class Holder {
        static final Holder INSTANCE = new Holder();
        static final int VALUE = compute();
        final int seenValue;

        Holder() {
            seenValue = VALUE;
        }

        static int compute() {
            return 99;
        }
    }

    static int mark(String what, int v) {
        log.append(what).append('=').append(v).append("; ");
        return v;
    }

    static void flush(String title) {
        System.out.println(title + ": " + log);
        log.setLength(0);
    }

    public static void main(String[] args) throws Exception {
        System.out.println(Sub.parentStatic);
        flush("Sub.parentStatic initializes only Parent");
        System.out.println(Sub2.parentMethod());
        flush("Sub2.parentMethod() initializes nothing new");
        System.out.println(Sub.subStatic);
        flush("Sub.subStatic");
        Class<?> c = Class.forName("ClassInitMore$ByForName");
        flush("Class.forName(" + c.getSimpleName() + ")");
        System.out.println(CycleA.a + " " + CycleA.a2 + " " + CycleB.b);
        flush("cycle");
        System.out.println(Phase.TWO);
        flush("enum");
        System.out.println(Config.CONST + " " + new Impl().getClass().getSimpleName());
        flush("constant and implementing class (no default methods: interface not initialized)");
        System.out.println(Impl.LIMIT);
        flush("Impl.LIMIT");
        System.out.println(Holder.INSTANCE.seenValue + " " + Holder.VALUE);
        flush("instance created before a later static field is set");
    }
}
