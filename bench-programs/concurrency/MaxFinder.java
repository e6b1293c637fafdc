/**
 * Paper 004's Maximum Finder (Divide and Conquer / Fork-Join, thesis §5.1.1, Listing A.1), with
 * plain threads: the jdk-subset has no ForkJoinPool. The main thread allocates the numbers;
 * each of the driver threads fills its quarter, then finds the maximum of it `rounds` times by
 * splitting the range in two until at most 10 numbers are left (the thesis's sequential
 * threshold). The main thread joins the drivers and combines their maxima.
 *
 * Usage: MaxFinder [drivers=4] [numbers=1000000] [rounds=8]
 */
public class MaxFinder {
    static final int THRESHOLD = 10;

    static int max(int[] a, int from, int to) {
        if (to - from <= THRESHOLD) {
            int m = Integer.MIN_VALUE;
            for (int i = from; i < to; i++) {
                if (a[i] > m) {
                    m = a[i];
                }
            }
            return m;
        }
        int mid = (from + to) >>> 1;
        return Math.max(max(a, from, mid), max(a, mid, to));
    }

    static final class Driver extends Thread {
        final int[] numbers;
        final int from, to, rounds;
        int result;

        Driver(int[] numbers, int from, int to, int rounds) {
            this.numbers = numbers;
            this.from = from;
            this.to = to;
            this.rounds = rounds;
        }

        public void run() {
            int seed = from * 31 + 7;
            for (int i = from; i < to; i++) {
                seed = seed * 1103515245 + 12345;
                numbers[i] = seed >>> 1;
            }
            int m = 0;
            for (int r = 0; r < rounds; r++) {
                m = max(numbers, from, to);
            }
            result = m;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int drivers = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 1000000;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 8;
        int[] numbers = new int[n];
        Driver[] ds = new Driver[drivers];
        for (int d = 0; d < drivers; d++) {
            ds[d] = new Driver(numbers, (int) ((long) n * d / drivers), (int) ((long) n * (d + 1) / drivers), rounds);
            ds[d].start();
        }
        int max = Integer.MIN_VALUE;
        for (Driver d : ds) {
            d.join();
            max = Math.max(max, d.result);
        }
        System.out.println("max " + max);
    }
}
