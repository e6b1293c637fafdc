// jvm-args: -Xmx24m
// toyjvm-variants: | -XX:+GCALot -XX:GCALotInterval=50
import java.util.*;

/** Allocates far more than -Xmx of short-lived strings, boxes, arrays and maps while a few
 *  long-lived structures must survive every collection intact. */
public class GcChurn {
    static final List<String> kept = new ArrayList<>();
    static long checksum;

    public static void main(String[] args) {
        Map<Integer, Long> survivor = new HashMap<>();
        for (int i = 0; i < 2000; i++) survivor.put(i, (long) i * i);
        int[][] grid = new int[64][64];
        for (int round = 0; round < 400; round++) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 500; i++) {
                String s = "r" + round + ":" + i;
                sb.append(s.length());
                Integer boxed = i * 1000 + round;
                Long big = (long) boxed * 31;
                checksum += big % 97;
            }
            checksum += sb.length();
            Map<String, int[]> tmp = new HashMap<>();
            for (int i = 0; i < 100; i++) tmp.put("k" + i, new int[i]);
            checksum += tmp.size();
            double[] ds = new double[1000 + round];
            ds[round] = round;
            checksum += (long) ds[round];
            byte[] big = new byte[200_000];  // large objects too
            big[round] = 1;
            checksum += big.length;
            grid[round % 64][round % 64] += round;
            if (round % 50 == 0) kept.add("kept-" + round);
        }
        long s = 0;
        for (Map.Entry<Integer, Long> e : survivor.entrySet()) s += e.getKey() + e.getValue();
        int g = 0;
        for (int[] row : grid) for (int v : row) g += v;
        System.out.println("checksum " + checksum);
        System.out.println("survivor " + survivor.size() + " " + s);
        System.out.println("grid " + g);
        System.out.println("kept " + kept);
    }
}
