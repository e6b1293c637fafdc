// Kernel: double[] access: saxpy, a three-point smoothing pass and a dot product.
// Dominant bytecodes: daload, dastore, dmul/dadd, arraylength, iinc/if_icmpge/goto.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class ArrayDouble {
    static final int SIZE = 720_000;

    static long run(double[] x, double[] y, int seed) {
        double a = 0.5 + seed * 0.01;
        for (int i = 0; i < x.length; i++) {
            x[i] = (i % 100) * 0.01;
            y[i] = 1.0 - x[i];
        }
        for (int i = 0; i < y.length; i++) y[i] = a * x[i] + y[i];
        for (int i = 1; i < y.length - 1; i++) x[i] = (y[i - 1] + y[i] + y[i + 1]) * 0.25;
        double dot = 0;
        for (int i = 0; i < x.length; i++) dot += x[i] * y[i];
        return Double.doubleToLongBits(dot);
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        double[] x = new double[SIZE], y = new double[SIZE];
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(x, y, r);
        System.out.println("ArrayDouble " + sum);
    }
}
