// Fuzz seed: objects, fields, constructors chains, static state, arrays of all kinds.
public class ObjectsArrays {
    static int created;

    static class Node {
        int value;
        Node next;
        Node(int value, Node next) {
            this.value = value;
            this.next = next;
            created++;
        }
    }

    static class Point {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
        Point() { this(1, 2); }
        int dot(Point o) { return x * o.x + y * o.y; }
    }

    public static void main(String[] args) {
        Node list = null;
        for (int i = 0; i < 10; i++) list = new Node(i, list);
        int sum = 0;
        for (Node n = list; n != null; n = n.next) sum += n.value;
        int[][] grid = new int[4][5];
        for (int i = 0; i < 4; i++)
            for (int j = 0; j < 5; j++) grid[i][j] = i * j;
        long[] ls = {1L, 2L, 3L};
        double[] ds = new double[3];
        boolean[] bs = new boolean[2];
        char[] cs = "hey".toCharArray();
        Object[] os = {new Point(), "s", ls, null};
        Point[] ps = new Point[2];
        ps[0] = new Point(3, 4);
        ps[1] = (Point) os[0];
        ds[1] = ls[2] * 0.5;
        bs[1] = !bs[0];
        System.out.println(sum + " " + created + " " + grid[3][4] + " " + ds[1] + bs[1] + cs[2]
                + ps[0].dot(ps[1]) + os.length + (os[3] == null) + (os[2] instanceof long[]));
    }
}
