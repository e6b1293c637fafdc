// Fuzz seed: interfaces, abstract classes, invokeinterface, overriding, super calls, casts.
public class Interfaces {
    interface Shape {
        int area();
    }

    interface Named {
        String name();
    }

    static abstract class Base implements Shape, Named {
        public String name() { return "base"; }
        public String toString() { return name() + ":" + area(); }
    }

    static class Square extends Base {
        final int side;
        Square(int side) { this.side = side; }
        public int area() { return side * side; }
        public String name() { return "square"; }
    }

    static class Rect extends Base {
        final int w, h;
        Rect(int w, int h) { this.w = w; this.h = h; }
        public int area() { return w * h; }
        public String name() { return super.name() + "-rect"; }
    }

    static int total(Shape[] shapes) {
        int t = 0;
        for (Shape s : shapes) t += s.area();
        return t;
    }

    public static void main(String[] args) {
        Shape[] shapes = {new Square(3), new Rect(2, 5), new Square(1)};
        StringBuilder sb = new StringBuilder();
        for (Shape s : shapes) {
            if (s instanceof Named) sb.append(((Named) s).name()).append(' ');
            sb.append(s).append(' ');
        }
        Comparable<String> c = "b";
        System.out.println(sb.toString() + total(shapes) + " " + c.compareTo("a"));
    }
}
