// jvm-args: -Xmx16m
// toyjvm-variants: | -XX:+GCALot -XX:GCALotInterval=20
/** Linked structures: lists and trees built and dropped, a long-lived tree that must come
 *  through every collection intact, cycles, and objects reachable only from statics. */
public class GcLinked {
    static class Node {
        Node left, right;
        int value;
        Object payload;
        Node(int value) { this.value = value; }
    }
    static Node longLived;
    static Object[] ring;

    static Node build(int depth, int base) {
        if (depth == 0) return null;
        Node n = new Node(base);
        n.left = build(depth - 1, base * 2);
        n.right = build(depth - 1, base * 2 + 1);
        n.payload = (depth % 3 == 0) ? "p" + base : new long[depth];
        return n;
    }

    static long sum(Node n) {
        if (n == null) return 0;
        long s = n.value + sum(n.left) + sum(n.right);
        if (n.payload instanceof String) s += ((String) n.payload).length();
        else s += ((long[]) n.payload).length;
        return s;
    }

    public static void main(String[] args) {
        longLived = build(12, 1);
        long expect = sum(longLived);
        ring = new Object[3];
        Object[] a = new Object[2], b = new Object[2];
        a[0] = b; b[0] = a; a[1] = "a"; b[1] = "b";
        ring[0] = a;
        long total = 0;
        for (int i = 0; i < 300; i++) {
            Node t = build(10, i);
            total += sum(t);
            // A cycle that becomes garbage.
            Object[] c = new Object[1], d = new Object[]{c};
            c[0] = d;
            // A long list, dropped.
            Node head = null;
            for (int j = 0; j < 2000; j++) { Node n = new Node(j); n.left = head; head = n; }
            int len = 0;
            for (Node n = head; n != null; n = n.left) len++;
            total += len;
        }
        System.out.println("total " + total);
        System.out.println("long-lived intact " + (sum(longLived) == expect) + " " + expect);
        Object[] ra = (Object[]) ring[0];
        Object[] rb = (Object[]) ra[0];
        System.out.println("ring " + ra[1] + rb[1] + (rb[0] == ra));
    }
}
