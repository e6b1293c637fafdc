// Kernel: int[] access: fill, prefix sums, reversal, checksum.
// Dominant bytecodes: iaload, iastore, arraylength, iinc/if_icmpge/goto.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class ArrayInt {
    static final int SIZE = 1_100_000;

    static long run(int[] a, int seed) {
        for (int i = 0; i < a.length; i++) a[i] = i * 7 + seed;
        for (int i = 1; i < a.length; i++) a[i] += a[i - 1];
        for (int i = 0, j = a.length - 1; i < j; i++, j--) {
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
        long sum = 0;
        for (int i = 0; i < a.length; i++) sum += a[i] ^ i;
        return sum;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        int[] a = new int[SIZE];
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(a, r);
        System.out.println("ArrayInt " + sum);
    }
}
