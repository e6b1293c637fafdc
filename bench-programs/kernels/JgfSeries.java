// Whole program in the style of the Java Grande Forum benchmarks, section 2, "Series": the first
// Fourier coefficients of f(x) = (x + 1)^x on [0, 2], each integral by the trapezoid rule.
// Written from the algorithm. StrictMath, so that both JVMs compute the same bits.
// Dominant work: invokestatic StrictMath.pow/cos/sin, dmul/dadd, the integration loop.
// Argument: rounds (default 20); each round computes the same coefficients again.
// jvm-flags:
public class JgfSeries {
    static final int COEFFICIENTS = 20;
    static final int STEPS = 490;

    static double f(double x, double omegan, int select) {
        double v = StrictMath.pow(x + 1, x);
        switch (select) {
            case 1: return v * StrictMath.cos(omegan * x);
            case 2: return v * StrictMath.sin(omegan * x);
            default: return v;
        }
    }

    // The trapezoid rule on [x0, x1] with `steps` intervals.
    static double trapezoid(double x0, double x1, int steps, double omegan, int select) {
        double dx = (x1 - x0) / steps;
        double sum = (f(x0, omegan, select) + f(x1, omegan, select)) / 2;
        double x = x0;
        for (int i = 1; i < steps; i++) {
            x += dx;
            sum += f(x, omegan, select);
        }
        return sum * dx;
    }

    static long run(double[][] coef) {
        double omega = StrictMath.PI;
        coef[0][0] = trapezoid(0, 2, STEPS, 0, 0) / 2;
        coef[1][0] = 0;
        for (int n = 1; n < coef[0].length; n++) {
            coef[0][n] = trapezoid(0, 2, STEPS, omega * n, 1);
            coef[1][n] = trapezoid(0, 2, STEPS, omega * n, 2);
        }
        long sum = 0;
        for (int n = 0; n < coef[0].length; n++)
            sum += Double.doubleToLongBits(coef[0][n]) ^ Double.doubleToLongBits(coef[1][n]);
        return sum;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        double[][] coef = new double[2][COEFFICIENTS];
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(coef);
        System.out.println("JgfSeries " + sum + " a0=" + (long) (coef[0][0] * 1e6)
                + " a1=" + (long) (coef[0][1] * 1e6) + " b1=" + (long) (coef[1][1] * 1e6));
    }
}
