public class StaticInitOrder {
    static {
        System.out.println("StaticInitOrder <clinit> (main class, before main)");
    }

    static class Parent {
        static {
            System.out.println("Parent <clinit>");
        }

        static int parentField = log("Parent.parentField", 1);

        static void parentMethod() {
            System.out.println("Parent.parentMethod");
        }
    }

    static class Child extends Parent {
        static {
            System.out.println("Child <clinit>");
        }

        static int childField = log("Child.childField", 2);
        static final int CONSTANT = 99;
        static final String SCONST = "compile-time constant";
        static final Integer BOXED = log("Child.BOXED (not a constant)", 3);
    }

    static class ByNew {
        static {
            System.out.println("ByNew <clinit>");
        }

        ByNew() {
            System.out.println("ByNew()");
        }
    }

    static class ByStaticMethod {
        static {
            System.out.println("ByStaticMethod <clinit>");
        }

        static int get() {
            return 7;
        }
    }

    static class ByStaticWrite {
        static int target;

        static {
            System.out.println("ByStaticWrite <clinit>");
        }
    }

    static class NeverInitialized {
        static {
            System.out.println("NeverInitialized <clinit> -- must not print");
        }
    }

    interface Iface {
        int NON_CONST = log("Iface.NON_CONST", 10);
        int CONST = 11;

        default void dm() {
        }
    }

    static class ImplementsIface implements Iface {
        static {
            System.out.println("ImplementsIface <clinit>");
        }
    }

    interface PlainIface {
        int X = log("PlainIface.X", 12);
    }

    static class ImplementsPlain implements PlainIface {
        static {
            System.out.println("ImplementsPlain <clinit>");
        }
    }

    static class Order {
        static int a = log("Order.a", 1);
        static int b;

        static {
            b = a + 1;
            System.out.println("Order static block: a=" + a + " b=" + b);
        }

        static int c = log("Order.c", b * 10);
    }

    static class SelfRef {
        static SelfRef INSTANCE = new SelfRef();
        static int counter = 5;
        int seen;

        SelfRef() {
            seen = counter;
            counter++;
        }
    }

    static int log(String what, int v) {
        System.out.println("init " + what + " = " + v);
        return v;
    }

    public static void main(String[] args) {
        System.out.println("main starts");
        System.out.println("constant: " + Child.CONSTANT + " " + Child.SCONST);
        System.out.println("class literal: " + Child.class.getName());
        Child[] arr = new Child[3];
        System.out.println("array created, length " + arr.length);
        System.out.println("accessing Child.childField");
        System.out.println("value " + Child.childField);
        System.out.println("boxed " + Child.BOXED);
        System.out.println("Parent.parentField via Child: " + Child.parentField);
        new ByNew();
        new ByNew();
        System.out.println("static method: " + ByStaticMethod.get());
        ByStaticWrite.target = 3;
        System.out.println("after static write " + ByStaticWrite.target);
        System.out.println("interface constant: " + Iface.CONST);
        new ImplementsIface();
        System.out.println("Iface.NON_CONST: " + Iface.NON_CONST);
        new ImplementsPlain();
        System.out.println("PlainIface.X: " + PlainIface.X);
        System.out.println("Order.c = " + Order.c);
        System.out.println("SelfRef: seen=" + SelfRef.INSTANCE.seen + " counter=" + SelfRef.counter);
        Object o = NeverInitialized.class;
        System.out.println("done " + (o != null));
    }
}
