// Kernel: int arithmetic. A hash-mixing loop over int locals.
// Dominant bytecodes: iload/istore, iadd, isub, imul, idiv, irem, ishl, ishr, iushr, iand, ior,
// ixor, iinc, if_icmpge/goto.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class IntArith {
    static final int N = 1_700_000;

    static int mix(int seed) {
        int a = seed | 1, b = 12345, c = 0x5bd1e995;
        for (int i = 0; i < N; i++) {
            a = a * 31 + i;
            b ^= a >>> 7;
            c += (b << 3) - (a >> 2);
            int d = (c & 0xffff) | 1;
            a = a / d + c % d;
            b = (b | i) & ~c;
        }
        return a ^ b ^ c;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += mix(r);
        System.out.println("IntArith " + sum);
    }
}
