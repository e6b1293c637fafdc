// Kernel: allocation of small short-lived objects and small arrays: a point per iteration, a
// short linked list rebuilt every 16 iterations, an int[4] and a char[8] per iteration.
// Dominant bytecodes: new, dup, invokespecial <init>, newarray, anewarray, putfield.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class Alloc {
    static final int N = 140_000;

    static final class Point {
        final int x, y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }
    }

    static final class Node {
        final Object value;
        final Node next;

        Node(Object value, Node next) {
            this.value = value;
            this.next = next;
        }
    }

    static long run(int seed) {
        long sum = 0;
        Node list = null;
        for (int i = 0; i < N; i++) {
            Point p = new Point(i, seed);
            int[] quad = new int[4];
            quad[i & 3] = p.x + p.y;
            char[] chars = new char[8];
            chars[i & 7] = 'x';
            list = new Node(p, list);
            if ((i & 15) == 15) {
                for (Node n = list; n != null; n = n.next) sum += ((Point) n.value).x;
                list = null;
                Object[] pair = new Object[2];
                pair[0] = quad;
                sum += pair.length;
            }
            sum += quad[i & 3] + chars.length;
        }
        return sum;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(r);
        System.out.println("Alloc " + sum);
    }
}
