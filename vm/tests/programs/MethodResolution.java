import java.util.*;

// Method and field resolution corner cases: miranda methods (interface methods inherited by
// abstract classes), Object methods called through interfaces, overloads chosen at compile time,
// private vs. public methods of the same name, static vs. instance, protected access, final
// methods, interface static fields through subclasses, super calls skipping levels.
public class MethodResolution {
    interface Shape {
        double area();

        String name();
    }

    static abstract class AbstractShape implements Shape {
        public String name() {
            return getClass().getSimpleName();
        }

        String describe() {
            return name() + ":" + area();
        }
    }

    static class Square extends AbstractShape {
        final double s;

        Square(double s) {
            this.s = s;
        }

        public double area() {
            return s * s;
        }
    }

    interface Walker {
        default String move() {
            return "walk";
        }
    }

    interface Runner extends Walker {
        default String move() {
            return "run(" + Walker.super.move() + ")";
        }
    }

    static abstract class Animal implements Runner {
    }

    static class Dog extends Animal {
    }

    static class Cat extends Animal {
        public String move() {
            return "pounce/" + super.move();
        }
    }

    static class Overloads {
        String f(Object o) {
            return "Object";
        }

        String f(String s) {
            return "String";
        }

        String f(Integer i) {
            return "Integer";
        }

        String f(int i) {
            return "int";
        }

        String f(long l) {
            return "long";
        }

        String f(double d) {
            return "double";
        }

        String g(Object o) {
            return "g(Object)";
        }

        String g(CharSequence cs) {
            return "g(CharSequence)";
        }
    }

    static class SubOverloads extends Overloads {
        @Override
        String f(Object o) {
            return "Sub.Object";
        }

        String f(StringBuilder sb) {
            return "Sub.StringBuilder";
        }
    }

    static class Parent {
        static String kind() {
            return "Parent.kind";
        }

        private String secret() {
            return "Parent.secret";
        }

        String callSecret() {
            return secret();
        }

        final String fin() {
            return "Parent.fin";
        }

        protected int prot = 1;

        String who() {
            return "Parent";
        }
    }

    static class Child extends Parent {
        static String kind() {
            return "Child.kind";
        }

        public String secret() {
            return "Child.secret";
        }

        String who() {
            return "Child<" + super.who() + ">";
        }
    }

    static class GrandChild extends Child {
        String who() {
            return "GrandChild<" + super.who() + ">";
        }
    }

    interface Consts {
        int BASE = 100;
        String NAME = "consts";
    }

    static class UsesConsts implements Consts {
    }

    static class SubUsesConsts extends UsesConsts {
        int get() {
            return BASE + 1;
        }
    }

    static class Counter implements Comparable<Counter> {
        final int n;

        Counter(int n) {
            this.n = n;
        }

        public int compareTo(Counter o) {
            return Integer.compare(n, o.n);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Counter && ((Counter) o).n == n;
        }

        @Override
        public int hashCode() {
            return n * 7;
        }

        @Override
        public String toString() {
            return "C" + n;
        }
    }

    public static void main(String[] args) {
        AbstractShape sq = new Square(3);
        Shape asShape = sq;
        System.out.println("miranda via abstract class: " + sq.area() + " " + sq.describe() + " via interface: " + asShape.name());
        Animal a = new Dog();
        Runner r = new Cat();
        Walker w = new Dog();
        System.out.println("default through abstract class: " + a.move() + " | " + r.move() + " | " + w.move());

        Overloads o = new SubOverloads();
        Object s = "str";
        System.out.println("overloads: " + o.f("x") + " " + o.f(s) + " " + o.f(1) + " " + o.f(1L) + " " + o.f(1.5f) + " " + o.f('c') + " " + o.f(Integer.valueOf(1)) + " " + o.f((Object) null) + " " + o.f((String) null));
        System.out.println("overload on CharSequence: " + o.g("s") + " " + o.g(new StringBuilder()) + " " + o.g(1) + " " + ((SubOverloads) o).f(new StringBuilder()));
        short sh = 3;
        byte by = 4;
        System.out.println("widening picks int: " + o.f(sh) + " " + o.f(by));

        Parent p = new Child();
        System.out.println("private not overridden: " + p.callSecret() + " static hidden: " + Parent.kind() + " " + Child.kind() + " final: " + p.fin());
        System.out.println("super chain: " + new GrandChild().who() + " protected: " + p.prot);

        System.out.println("interface constants via classes: " + SubUsesConsts.BASE + " " + new SubUsesConsts().get() + " " + UsesConsts.NAME);

        Comparable<Counter> cc = new Counter(5);
        Object asObject = cc;
        System.out.println("Object methods through interface types: " + cc.equals(new Counter(5)) + " " + cc.hashCode() + " " + cc.toString() + " " + asObject.equals(new Counter(6)));
        List<Counter> list = new ArrayList<>(Arrays.asList(new Counter(3), new Counter(1), new Counter(2)));
        Collections.sort(list);
        Collection<Counter> coll = list;
        Iterable<Counter> it = list;
        System.out.println("interface dispatch: " + list + " contains " + coll.contains(new Counter(2)) + " hash " + coll.hashCode() + " iterator " + it.iterator().next());
        Set<Counter> set = new HashSet<>(list);
        System.out.println("hash set of user objects with hashCode: " + set + " " + set.contains(new Counter(1)));
        CharSequence seq = "chars";
        System.out.println("CharSequence dispatch: " + seq.length() + " " + seq.charAt(1) + " " + seq.subSequence(1, 3) + " " + seq.toString());
        Number n = Integer.valueOf(42);
        System.out.println("abstract class dispatch (Number): " + n.doubleValue() + " " + n.longValue() + " " + ((Number) 2.5).intValue());
        Runnable anon = new Runnable() {
            public void run() {
                System.out.println("anonymous Runnable run via interface");
            }

            @Override
            public String toString() {
                return "anon";
            }
        };
        anon.run();
        System.out.println("toString via interface ref: " + anon);
    }
}
