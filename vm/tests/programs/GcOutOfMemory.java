// jvm-args: -Xmx16m
import java.util.*;

/** Live data that does not fit gets OutOfMemoryError; a program that catches it and drops its
 *  references recovers; Runtime's figures are consistent. */
public class GcOutOfMemory {
    public static void main(String[] args) {
        List<long[]> hoard = new ArrayList<>();
        boolean caught = false;
        try {
            while (true) hoard.add(new long[100_000]);
        } catch (OutOfMemoryError e) {
            caught = true;
            hoard = null;
            System.out.println("caught: " + e.getMessage());
        }
        System.out.println("caught " + caught);
        List<long[]> again = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            again.add(new long[1000]);
            if (again.size() > 100) again.clear();
        }
        System.out.println("recovered " + again.size());
        try {
            int[] huge = new int[100_000_000];
            System.out.println("no OOM " + huge.length);
        } catch (OutOfMemoryError e) {
            System.out.println("huge: " + e.getMessage());
        }
        Runtime r = Runtime.getRuntime();
        long max = r.maxMemory(), total = r.totalMemory(), free = r.freeMemory();
        System.out.println("consistent " + (free >= 0 && free <= total && total <= max && max <= 16L << 20));
    }
}
