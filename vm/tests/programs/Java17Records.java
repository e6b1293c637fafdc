// javac-release: 17
// Records (java.lang.Record): toString, equals and hashCode are invokedynamic sites of
// java.lang.runtime.ObjectMethods.bootstrap. Every component type, nulls, arrays, floating-point
// equality (NaN, -0.0), nesting, explicit overrides, compact constructors, records as map keys.
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

public class Java17Records {
    record Point(int x, int y) { }
    record Empty() { }
    record All(boolean z, byte b, short s, char c, int i, long l, float f, double d, String str, Object o) { }
    record WithArray(int[] data) { }
    record Nested(Point a, Point b) { }
    record Range(int lo, int hi) {
        Range {
            if (lo > hi) throw new IllegalArgumentException("bad range " + lo + ".." + hi);
        }
        int size() { return hi - lo; }
        static Range of(int n) { return new Range(0, n); }
    }
    record Custom(String name) {
        @Override public String toString() { return "Custom<" + name + ">"; }
        @Override public boolean equals(Object other) { return other instanceof Custom; }
        @Override public int hashCode() { return 1; }
    }
    interface Shape { double area(); }
    record Square(double side) implements Shape {
        public double area() { return side * side; }
    }
    record Generic<T>(T value, String label) { }
    record Noisy(String a, String b) {
        @Override public String a() { System.out.println("accessor a"); return a; }
    }
    static class Loud {
        final int id;
        Loud(int id) { this.id = id; }
        @Override public boolean equals(Object o) { System.out.println("equals " + id); return o instanceof Loud l && l.id == id; }
        @Override public int hashCode() { System.out.println("hashCode " + id); return id; }
        @Override public String toString() { System.out.println("toString " + id); return "L" + id; }
    }
    record Pair(Loud first, Loud second) { }

    public static void main(String[] args) {
        Point p = new Point(1, 2);
        System.out.println(p + " " + p.x() + " " + p.y() + " " + p.hashCode());
        System.out.println(p.equals(new Point(1, 2)) + " " + p.equals(new Point(2, 1)) + " " + p.equals(null) + " " + p.equals("x") + " " + p.equals(p));
        System.out.println(new Empty() + " " + new Empty().hashCode() + " " + new Empty().equals(new Empty()));
        All a = new All(true, (byte) -1, (short) 2, 'q', 3, 1L << 35, 1.5f, -2.25, "s", null);
        All a2 = new All(true, (byte) -1, (short) 2, 'q', 3, 1L << 35, 1.5f, -2.25, "s", null);
        System.out.println(a);
        System.out.println(a.hashCode() + " " + a.equals(a2) + " " + (a.hashCode() == a2.hashCode()));
        All nulls = new All(false, (byte) 0, (short) 0, '\0', 0, 0, 0f, 0.0, null, null);
        System.out.println(nulls.hashCode() + " " + nulls.toString().length());
        System.out.println(new All(false, (byte) 0, (short) 0, 'a', 0, 0, Float.NaN, Double.NaN, null, null)
            .equals(new All(false, (byte) 0, (short) 0, 'a', 0, 0, Float.NaN, Double.NaN, null, null)));
        System.out.println(new All(false, (byte) 0, (short) 0, 'a', 0, 0, 0.0f, 0.0, null, null)
            .equals(new All(false, (byte) 0, (short) 0, 'a', 0, 0, -0.0f, 0.0, null, null)));
        System.out.println(new All(false, (byte) 0, (short) 0, 'a', 0, 0, 0f, 0.0, null, null).hashCode()
            + " " + new All(false, (byte) 0, (short) 0, 'a', 0, 0, 0f, -0.0, null, null).hashCode());
        int[] data = {1, 2};
        WithArray wa = new WithArray(data);
        System.out.println(wa.equals(new WithArray(data)) + " " + wa.equals(new WithArray(new int[] {1, 2})));
        System.out.println(wa.toString().startsWith("WithArray[data=[I@"));
        Nested n = new Nested(p, new Point(3, 4));
        System.out.println(n + " " + n.hashCode() + " " + n.equals(new Nested(new Point(1, 2), new Point(3, 4))));
        System.out.println(new Nested(null, p) + " " + new Nested(null, p).hashCode());
        Range r = Range.of(5);
        System.out.println(r + " " + r.size());
        try {
            new Range(3, 1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(new Custom("c") + " " + new Custom("c").equals(new Custom("d")) + " " + new Custom("x").hashCode());
        Shape sq = new Square(3);
        System.out.println(sq + " " + sq.area());
        System.out.println(new Generic<>(5, "five") + " " + new Generic<>(null, "none").hashCode());
        Noisy noisy = new Noisy("x", "y");
        System.out.println(noisy + " " + noisy.hashCode() + " " + noisy.a());
        Pair pair = new Pair(new Loud(1), new Loud(2));
        System.out.println(pair);
        System.out.println(pair.hashCode());
        System.out.println(pair.equals(new Pair(new Loud(1), new Loud(2))));
        System.out.println(pair.equals(new Pair(new Loud(9), new Loud(3))));
        Map<Point, String> map = new HashMap<>();
        map.put(new Point(0, 0), "origin");
        map.put(new Point(1, 2), "p");
        System.out.println(map.get(new Point(1, 2)) + " " + map.get(new Point(0, 0)) + " " + map.size());
        Set<Range> set = new HashSet<>();
        for (int i = 0; i < 10; i++) set.add(Range.of(i % 3));
        System.out.println(set.size());
        Record rec = p;
        System.out.println(rec.getClass().getName() + " " + (rec instanceof Record) + " " + rec.getClass().getSuperclass().getName());
    }
}
