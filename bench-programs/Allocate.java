import java.util.*;

/**
 * An allocation-heavy program for the collector's benchmark (scripts/bench-gc.sh): short-lived
 * strings, boxes, small and large arrays, hash maps and linked lists, with some megabytes that
 * stay live throughout (4 by default). It allocates gigabytes over a run; under -Xmx64m every JVM
 * must collect. Prints a checksum.
 *
 *   toyjvm -Xmx64m -Xlog:gc -cp <dir> Allocate [rounds] [live megabytes]
 */
public class Allocate {
    static final class Node {
        final Node next;
        final int value;
        Node(Node next, int value) { this.next = next; this.value = value; }
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 300;
        int liveMegabytes = args.length > 1 ? Integer.parseInt(args[1]) : 4;
        // Live throughout: arrays of 4 KB.
        List<int[]> live = new ArrayList<>();
        for (int i = 0; i < liveMegabytes * 256; i++) live.add(new int[1000]);
        long checksum = 0;
        for (int r = 0; r < rounds; r++) {
            Map<Integer, String> map = new HashMap<>();
            for (int i = 0; i < 2000; i++) map.put(i, "v" + (i ^ r));
            for (int i = 0; i < 2000; i += 7) checksum += map.get(i).length();
            Node list = null;
            for (int i = 0; i < 5000; i++) list = new Node(list, i);
            for (Node n = list; n != null; n = n.next) checksum += n.value & 3;
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 1000; i++) sb.append(i % 10);
            checksum += sb.toString().hashCode() & 0xff;
            double[] big = new double[100_000];
            big[r % big.length] = r;
            checksum += (long) big[r % big.length];
            live.get(r % live.size())[r % 1000] += r;
        }
        for (int[] a : live) for (int v : a) checksum += v;
        System.out.println("checksum " + checksum);
    }
}
