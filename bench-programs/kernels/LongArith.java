// Kernel: long arithmetic, in a loop counted by an int and in a plain loop counted by a long
// (issue 18: "a plain loop over long arithmetic runs 2.1x slower").
// Dominant bytecodes: lload/lstore, ladd, lsub, lmul, ldiv, lrem, lshl, lshr, lushr, land, lor,
// lxor, lcmp + ifge (the long-counted loop), iinc/if_icmpge/goto (the int-counted loop).
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class LongArith {
    static final int N = 560_000;

    static long intCounted(long seed) {
        long a = seed | 1, b = 0x9E3779B97F4A7C15L, c = 0;
        for (int i = 0; i < N; i++) {
            a = a * 6364136223846793005L + 1442695040888963407L;
            b ^= a >>> 17;
            c += (b << 5) - (a >> 3);
            long d = (c & 0xffffL) | 1;
            c = c / d + a % d;
            b = (b | a) & ~c;
        }
        return a ^ b ^ c;
    }

    static long longCounted(long n) {
        long sum = 0, x = n;
        for (long i = 0; i < n; i++) {
            sum += i * 3 + (x >>> 11);
            x ^= sum << 7;
            x -= i;
        }
        return sum ^ x;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        long sum = 0;
        for (int r = 0; r < rounds; r++) {
            sum += intCounted(r);
            sum += longCounted(N + r);
        }
        System.out.println("LongArith " + sum);
    }
}
