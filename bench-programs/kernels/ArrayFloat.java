// Kernel: float[] access: saxpy, a three-point smoothing pass and a dot product.
// Dominant bytecodes: faload, fastore, fmul/fadd, arraylength, iinc/if_icmpge/goto.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class ArrayFloat {
    static final int SIZE = 710_000;

    static int run(float[] x, float[] y, int seed) {
        float a = 0.5f + seed * 0.01f;
        for (int i = 0; i < x.length; i++) {
            x[i] = (i % 100) * 0.01f;
            y[i] = 1f - x[i];
        }
        for (int i = 0; i < y.length; i++) y[i] = a * x[i] + y[i];
        for (int i = 1; i < y.length - 1; i++) x[i] = (y[i - 1] + y[i] + y[i + 1]) * 0.25f;
        float dot = 0f;
        for (int i = 0; i < x.length; i++) dot += x[i] * y[i];
        return Float.floatToIntBits(dot);
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        float[] x = new float[SIZE], y = new float[SIZE];
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(x, y, r);
        System.out.println("ArrayFloat " + sum);
    }
}
