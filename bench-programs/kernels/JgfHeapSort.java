// Whole program in the style of the Java Grande Forum benchmarks, section 2, "HeapSort": heap
// sort of an int array filled by an LCG, then a check that it is sorted.
// Written from the algorithm.
// Dominant bytecodes: iaload/iastore, if_icmpge (comparisons), imul/iadd (child index),
// invokestatic (siftDown).
// Argument: rounds (default 20); each round sorts fresh data.
// jvm-flags:
public class JgfHeapSort {
    static final int SIZE = 79_000;

    static void siftDown(int[] a, int root, int end) {
        int value = a[root];
        int child;
        while ((child = 2 * root + 1) <= end) {
            if (child < end && a[child] < a[child + 1]) child++;
            if (value >= a[child]) break;
            a[root] = a[child];
            root = child;
        }
        a[root] = value;
    }

    static void heapSort(int[] a) {
        int n = a.length;
        for (int i = n / 2 - 1; i >= 0; i--) siftDown(a, i, n - 1);
        for (int end = n - 1; end > 0; end--) {
            int t = a[0];
            a[0] = a[end];
            a[end] = t;
            siftDown(a, 0, end - 1);
        }
    }

    static long run(int[] a, int seed) {
        int x = seed;
        for (int i = 0; i < a.length; i++) {
            x = x * 1103515245 + 12345;
            a[i] = x >>> 1;
        }
        heapSort(a);
        long sum = 0;
        for (int i = 1; i < a.length; i++) {
            if (a[i - 1] > a[i]) return -1;
            sum += a[i] & 0xff;
        }
        return sum + a[0] + a[a.length - 1];
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        int[] a = new int[SIZE];
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(a, r);
        System.out.println("JgfHeapSort " + sum);
    }
}
