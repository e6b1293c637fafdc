// Kernel: instance fields, on `this` and on another object (a point and its neighbour).
// Dominant bytecodes: aload_0 + getfield/putfield (I, J, D, L), getfield on another object.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class InstanceFields {
    static final int N = 1_400_000;

    static class Point {
        int x, y;
        Point next;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }
    }

    int count;
    long total;
    double average;
    Point cursor;

    InstanceFields() {
        Point a = new Point(1, 2), b = new Point(3, 4), c = new Point(5, 6);
        a.next = b;
        b.next = c;
        c.next = a;
        cursor = a;
    }

    void run(int seed) {
        count = seed;
        for (int i = 0; i < N; i++) {
            count += i;
            total += count;
            average = average * 0.5 + count;
            Point p = cursor;
            p.x += p.y;
            p.y = p.x - p.next.y;
            cursor = p.next;
        }
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        InstanceFields k = new InstanceFields();
        for (int r = 0; r < rounds; r++) k.run(r);
        Point p = k.cursor;
        System.out.println("InstanceFields " + k.count + " " + k.total + " "
                + Double.doubleToLongBits(k.average) + " " + p.x + " " + p.y);
    }
}
