/**
 * Paper 004's Merge Sort (Divide and Conquer / Fork-Join, thesis §5.1.1, Listing 5.2), with
 * plain threads: the jdk-subset has no ForkJoinPool. Each driver sorts its share of the
 * numbers by recursive merge sort; then the sorted runs are merged pairwise, level by level,
 * and every level's merges are themselves parallel, as the thesis's parallel merge (Cormen) is:
 * each driver produces one slice of each merged run, found by a binary search on the merge
 * path. The drivers meet at a barrier between levels.
 *
 * Usage: MergeSort [drivers=4] [numbers=400000]
 */
public class MergeSort {
    /** A reusable barrier for `parties` threads (no java.util.concurrent.CyclicBarrier here). */
    static final class Barrier {
        final int parties;
        int waiting, generation;

        Barrier(int parties) {
            this.parties = parties;
        }

        synchronized void await() throws InterruptedException {
            int g = generation;
            if (++waiting == parties) {
                waiting = 0;
                generation++;
                notifyAll();
                return;
            }
            while (g == generation) {
                wait();
            }
        }
    }

    static void sort(int[] a, int[] tmp, int from, int to) {
        if (to - from <= 16) {
            for (int i = from + 1; i < to; i++) {
                int v = a[i];
                int j = i - 1;
                while (j >= from && a[j] > v) {
                    a[j + 1] = a[j];
                    j--;
                }
                a[j + 1] = v;
            }
            return;
        }
        int mid = (from + to) >>> 1;
        sort(a, tmp, from, mid);
        sort(a, tmp, mid, to);
        merge(a, from, mid, mid, to, tmp, from, 0, to - from);
        System.arraycopy(tmp, from, a, from, to - from);
    }

    /**
     * Writes elements [d0, d1) of the merge of src[a0, a1) and src[b0, b1) to dst, starting at
     * dst[out + d0]: the start on the merge path is found by binary search.
     */
    static void merge(int[] src, int a0, int a1, int b0, int b1, int[] dst, int out, int d0, int d1) {
        int la = a1 - a0, lb = b1 - b0;
        int lo = Math.max(0, d0 - lb), hi = Math.min(d0, la);
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (src[a0 + mid] <= src[b0 + d0 - mid - 1]) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        int i = a0 + lo, j = b0 + d0 - lo;
        for (int d = d0; d < d1; d++) {
            if (j >= b1 || (i < a1 && src[i] <= src[j])) {
                dst[out + d] = src[i++];
            } else {
                dst[out + d] = src[j++];
            }
        }
    }

    static final class Driver extends Thread {
        final int k, drivers;
        final int[][] buffers;
        final Barrier barrier;

        Driver(int k, int drivers, int[][] buffers, Barrier barrier) {
            this.k = k;
            this.drivers = drivers;
            this.buffers = buffers;
            this.barrier = barrier;
        }

        int bound(int run, int runs) {
            return (int) ((long) buffers[0].length * run / runs);
        }

        public void run() {
            try {
                int[] src = buffers[0], dst = buffers[1];
                int n = src.length;
                sort(src, dst, bound(k, drivers), bound(k + 1, drivers));
                barrier.await();
                // Runs of level `width`: run r spans [bound(r*width), bound((r+1)*width)).
                for (int width = 1; width < drivers; width *= 2) {
                    for (int r = 0; r < drivers; r += 2 * width) {
                        int a0 = bound(r, drivers);
                        int a1 = bound(Math.min(r + width, drivers), drivers);
                        int b1 = bound(Math.min(r + 2 * width, drivers), drivers);
                        int len = b1 - a0;
                        int d0 = (int) ((long) len * k / drivers);
                        int d1 = (int) ((long) len * (k + 1) / drivers);
                        merge(src, a0, a1, a1, b1, dst, a0, d0, d1);
                    }
                    barrier.await();
                    int[] t = src;
                    src = dst;
                    dst = t;
                }
                if (k == 0 && src != buffers[0]) {
                    System.arraycopy(src, 0, buffers[0], 0, n);
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int drivers = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 400000;
        int[] numbers = new int[n];
        int seed = 42;
        for (int i = 0; i < n; i++) {
            seed = seed * 1103515245 + 12345;
            numbers[i] = seed >>> 1;
        }
        int[][] buffers = {numbers, new int[n]};
        Barrier barrier = new Barrier(drivers);
        Driver[] ds = new Driver[drivers];
        for (int k = 0; k < drivers; k++) {
            ds[k] = new Driver(k, drivers, buffers, barrier);
            ds[k].start();
        }
        for (Driver d : ds) {
            d.join();
        }
        for (int i = 1; i < n; i++) {
            if (numbers[i - 1] > numbers[i]) {
                throw new AssertionError("not sorted at " + i);
            }
        }
        System.out.println("sorted " + n);
    }
}
