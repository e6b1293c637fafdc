// Kernel: a plain loop counted by a long over long arithmetic, nothing else (issue 18: "a plain
// loop over long arithmetic runs 2.1x slower"); LongArith mixes it with an int-counted loop.
// Dominant bytecodes: lload/lstore, ladd, lxor, lushr, lconst_1, lcmp + ifge.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class LongLoop {
    static final long N = 3_900_000;

    static long run(long seed) {
        long sum = seed;
        for (long i = 0; i < N; i++) sum += i ^ (sum >>> 3);
        return sum;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(r);
        System.out.println("LongLoop " + sum);
    }
}
