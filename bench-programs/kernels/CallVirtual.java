// Kernel: virtual calls with small bodies: getters and setters at a monomorphic call site, and an
// abstract method called at a polymorphic site whose receivers cycle over three classes.
// Dominant bytecodes: invokevirtual (monomorphic and polymorphic), getfield/putfield, ireturn.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class CallVirtual {
    static final int N = 180_000;

    static class Counter {
        private int value;

        int get() {
            return value;
        }

        void set(int v) {
            value = v;
        }

        void add(int d) {
            value += d;
        }
    }

    abstract static class Shape {
        abstract int area(int k);
    }

    static final class Square extends Shape {
        int area(int k) {
            return k * k;
        }
    }

    static final class Rect extends Shape {
        int area(int k) {
            return k * (k + 1);
        }
    }

    static final class Tri extends Shape {
        int area(int k) {
            return k * k / 2;
        }
    }

    static long run(Counter c, Shape[] shapes, int seed) {
        long sum = 0;
        c.set(seed);
        for (int i = 0; i < N; i++) {
            c.add(i & 7);
            c.set(c.get() ^ i);
            Shape s = shapes[i % 3];
            sum += s.area(i & 255);
        }
        return sum + c.get();
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        Counter c = new Counter();
        Shape[] shapes = {new Square(), new Rect(), new Tri()};
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(c, shapes, r);
        System.out.println("CallVirtual " + sum);
    }
}
