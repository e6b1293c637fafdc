// Kernel: virtual calls at a polymorphic call site: an abstract method whose receivers cycle
// over three classes (CallVirtual has the monomorphic sites).
// Dominant bytecodes: invokevirtual (three receiver classes at one site), aaload, ireturn.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class CallPoly {
    static final int N = 770_000;

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

    static long run(Shape[] shapes, int seed) {
        long sum = seed;
        for (int i = 0; i < N; i++) {
            Shape s = shapes[i % 3];
            sum += s.area(i & 255);
        }
        return sum;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        Shape[] shapes = {new Square(), new Rect(), new Tri()};
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(shapes, r);
        System.out.println("CallPoly " + sum);
    }
}
