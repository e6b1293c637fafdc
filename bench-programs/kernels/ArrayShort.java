// Kernel: short[] access: 16-bit audio samples: synthesize, scale with clipping, mix, peak.
// Dominant bytecodes: saload, sastore, i2s, arraylength, iinc/if_icmpge/goto.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class ArrayShort {
    static final int SIZE = 840_000;

    static long run(short[] a, short[] b, int seed) {
        for (int i = 0; i < a.length; i++) {
            a[i] = (short) ((i * 257 + seed) & 0xffff);
            b[i] = (short) (i * 31);
        }
        for (int i = 0; i < a.length; i++) {
            int v = a[i] * 3 / 2;
            if (v > Short.MAX_VALUE) v = Short.MAX_VALUE;
            if (v < Short.MIN_VALUE) v = Short.MIN_VALUE;
            a[i] = (short) v;
        }
        for (int i = 0; i < a.length; i++) a[i] = (short) ((a[i] + b[i]) >> 1);
        int peak = 0;
        long sum = 0;
        for (int i = 0; i < a.length; i++) {
            short s = a[i];
            if (s > peak) peak = s;
            sum += s;
        }
        return sum + peak;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        short[] a = new short[SIZE], b = new short[SIZE];
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(a, b, r);
        System.out.println("ArrayShort " + sum);
    }
}
