public class Inheritance {
    static abstract class Shape {
        String name = "shape";
        static String kind() {
            return "Shape.kind";
        }

        abstract double area();

        String describe() {
            return name + " with area " + area() + " (" + getClass().getSimpleName() + ")";
        }

        public String toString() {
            return "Shape[" + name + "]";
        }
    }

    static class Rect extends Shape {
        String name = "rect";
        final double w, h;

        Rect(double w, double h) {
            this.w = w;
            this.h = h;
        }

        static String kind() {
            return "Rect.kind";
        }

        double area() {
            return w * h;
        }

        String names() {
            return name + "/" + super.name + "/" + ((Shape) this).name;
        }
    }

    static class Square extends Rect {
        Square(double s) {
            super(s, s);
        }

        @Override
        String describe() {
            return "square! " + super.describe();
        }
    }

    static class Circle extends Shape {
        final double r;

        Circle(double r) {
            this.r = r;
            name = "circle";
        }

        double area() {
            return 3 * r * r;
        }

        public String toString() {
            return "Circle(" + r + ") from " + super.toString();
        }
    }

    static class Base {
        Base() {
            System.out.println("Base ctor calls overridable: " + who());
        }

        String who() {
            return "base";
        }

        void callPrivate() {
            secret();
        }

        private void secret() {
            System.out.println("Base.secret (private methods are not overridden)");
        }

        static void stat() {
            System.out.println("Base.stat");
        }
    }

    static class Derived extends Base {
        String tag = "initialized";

        String who() {
            return "derived sees tag=" + tag;
        }

        @SuppressWarnings("unused")
        private void secret() {
            System.out.println("Derived.secret");
        }

        static void stat() {
            System.out.println("Derived.stat");
        }
    }

    static class A {
        String m() {
            return "A.m";
        }

        String callM() {
            return m();
        }
    }

    static class B extends A {
        String m() {
            return "B.m->" + super.m();
        }
    }

    static class C extends B {
        String m() {
            return "C.m->" + super.m();
        }
    }

    static class Counter {
        protected int count;

        void inc() {
            count++;
        }
    }

    static class DoubleCounter extends Counter {
        @Override
        void inc() {
            super.inc();
            super.inc();
        }
    }

    public static void main(String[] args) {
        Shape[] shapes = {new Rect(2, 3), new Square(4), new Circle(1.5)};
        for (Shape s : shapes) {
            System.out.println(s.describe());
            System.out.println("  toString: " + s + " name field via Shape: " + s.name);
        }
        Rect r = new Rect(1, 1);
        System.out.println("field hiding: " + r.names() + " static hiding: " + Shape.kind() + " " + Rect.kind());
        Base b = new Derived();
        b.callPrivate();
        Base.stat();
        Derived.stat();
        System.out.println("after construction: " + b.who());
        A a = new C();
        System.out.println(a.m() + " | " + a.callM() + " | " + new B().callM());
        Counter c = new DoubleCounter();
        for (int i = 0; i < 5; i++) c.inc();
        System.out.println("double counter: " + c.count);
        Object o = new Square(2);
        System.out.println("instanceof: " + (o instanceof Shape) + " " + (o instanceof Rect) + " " + (o instanceof Circle));
        System.out.println("class hierarchy: " + o.getClass().getName() + " <- " + o.getClass().getSuperclass().getName() + " <- " + o.getClass().getSuperclass().getSuperclass().getName() + " <- " + o.getClass().getSuperclass().getSuperclass().getSuperclass().getName());
        double total = 0;
        for (Shape s : shapes) total += s.area();
        System.out.println("total area: " + total);
    }
}
