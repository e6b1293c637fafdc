// Kernel: static fields of type int, long, double and reference, read and written in a loop.
// Dominant bytecodes: getstatic, putstatic (I, J, D, L), plus the arithmetic between them.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class StaticFields {
    static final int N = 1_100_000;

    static int count;
    static long total;
    static double average;
    static Object current = "a";
    static Object other = "b";
    static int swaps;

    static void run(int seed) {
        count = seed;
        for (int i = 0; i < N; i++) {
            count += i;
            total += count;
            average = average * 0.5 + count;
            if ((count & 3) == 0) {
                Object t = current;
                current = other;
                other = t;
                swaps++;
            }
        }
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        for (int r = 0; r < rounds; r++) run(r);
        System.out.println("StaticFields " + count + " " + total + " "
                + Double.doubleToLongBits(average) + " " + current + " " + swaps);
    }
}
