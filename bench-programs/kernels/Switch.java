// Kernel: switch statements: a dense switch (tableswitch), a sparse one (lookupswitch) and a
// switch on String (hashCode lookupswitch, then equals and a tableswitch).
// Dominant bytecodes: tableswitch, lookupswitch, the String switch's invokevirtual hashCode and
// equals.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class Switch {
    static final int N = 270_000;
    static final String[] WORDS = {"add", "sub", "mul", "shl", "nop", "xor"};

    static int dense(int op, int acc, int x) {
        switch (op) {
            case 0: return acc + x;
            case 1: return acc - x;
            case 2: return acc ^ x;
            case 3: return acc | x;
            case 4: return acc & ~x;
            case 5: return acc * 3;
            case 6: return acc >>> 1;
            case 7: return acc << 1;
            case 8: return acc + 1;
            case 9: return acc - 1;
            default: return acc;
        }
    }

    static int sparse(int code) {
        switch (code) {
            case 1: return 3;
            case 10: return 5;
            case 100: return 7;
            case 1000: return 11;
            case 4096: return 13;
            case 65536: return 17;
            case -7: return 19;
            default: return 1;
        }
    }

    static int word(String w, int acc) {
        switch (w) {
            case "add": return acc + 7;
            case "sub": return acc - 3;
            case "mul": return acc * 5;
            case "shl": return acc << 2;
            case "xor": return acc ^ 0x5a5a;
            default: return acc;
        }
    }

    static final int[] CODES = {1, 10, 100, 1000, 4096, 65536, -7, 2, 99};

    static long run(int seed) {
        int acc = seed;
        long sum = 0;
        for (int i = 0; i < N; i++) {
            acc = dense(i % 11, acc, i);
            sum += sparse(CODES[i % 9]);
            if ((i & 3) == 0) acc = word(WORDS[i % 6], acc);
        }
        return sum + acc;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(r);
        System.out.println("Switch " + sum);
    }
}
