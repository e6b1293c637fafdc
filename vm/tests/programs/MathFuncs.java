// Math functions. Transcendental results are printed rounded (HotSpot's intrinsics and other
// libms may differ in the last ulp); exactly-specified ones are printed in full.
public class MathFuncs {
    static String r(double d) {
        return String.valueOf(Math.round(d * 1e9) / 1e9);
    }

    public static void main(String[] args) {
        System.out.println("abs: " + Math.abs(-5) + " " + Math.abs(-5L) + " " + Math.abs(-2.5) + " " + Math.abs(-0.0f) + " " + Math.abs(Integer.MIN_VALUE));
        System.out.println("max/min: " + Math.max(3, 7) + " " + Math.min(3L, -7L) + " " + Math.max(1.5, Double.NaN) + " " + Math.min(-0.0, 0.0) + " " + Math.max(2f, 3f));
        System.out.println("sqrt: " + Math.sqrt(2) + " " + Math.sqrt(16) + " " + Math.sqrt(-0.0) + " " + Math.sqrt(1e-300));
        System.out.println("cbrt: " + Math.cbrt(27) + " " + Math.cbrt(-8));
        System.out.println("pow: " + Math.pow(2, 10) + " " + Math.pow(2, -1) + " " + Math.pow(0, 0) + " " + Math.pow(-8, 1.0 / 3) + " " + Math.pow(10, 15) + " " + Math.pow(2, 0.5));
        System.out.println("hypot: " + Math.hypot(3, 4) + " " + Math.hypot(5, 12));
        System.out.println("floor: " + Math.floor(-2.5) + " " + Math.floor(2.5) + " " + Math.floor(-0.0) + " " + Math.floor(1e300));
        System.out.println("ceil: " + Math.ceil(-2.5) + " " + Math.ceil(2.1) + " " + Math.ceil(-0.5));
        System.out.println("rint: " + Math.rint(2.5) + " " + Math.rint(3.5) + " " + Math.rint(-2.5) + " " + Math.rint(2.4999));
        System.out.println("round: " + Math.round(2.5) + " " + Math.round(-2.5) + " " + Math.round(-2.51) + " " + Math.round(0.49999999999999994) + " " + Math.round(2.5f) + " " + Math.round(Double.NaN) + " " + Math.round(1e20) + " " + Math.round(-1e20f));
        System.out.println("signum: " + Math.signum(-3.2) + " " + Math.signum(0.0) + " " + Math.signum(7f));
        System.out.println("sin: " + r(Math.sin(0.5)) + " " + r(Math.sin(Math.PI / 6)) + " " + Math.sin(0.0));
        System.out.println("cos: " + r(Math.cos(1.0)) + " " + Math.cos(0.0));
        System.out.println("tan: " + r(Math.tan(0.7)));
        System.out.println("asin/acos/atan: " + r(Math.asin(0.5)) + " " + r(Math.acos(0.5)) + " " + r(Math.atan(1)));
        System.out.println("atan2: " + r(Math.atan2(1, -1)) + " " + r(Math.atan2(-1, -1)));
        System.out.println("exp: " + r(Math.exp(1)) + " " + Math.exp(0) + " " + r(Math.exp(-2)));
        System.out.println("log: " + r(Math.log(10)) + " " + Math.log(1) + " " + Math.log(0) + " " + Math.log(-1));
        System.out.println("log10: " + Math.log10(1000) + " " + r(Math.log10(2)));
        System.out.println("sinh/cosh/tanh: " + r(Math.sinh(1)) + " " + r(Math.cosh(1)) + " " + r(Math.tanh(0.5)));
        System.out.println("expm1/log1p: " + r(Math.expm1(1e-3) * 1000) + " " + r(Math.log1p(1e-3) * 1000));
        System.out.println("toRadians/toDegrees: " + r(Math.toRadians(180)) + " " + r(Math.toDegrees(Math.PI / 2)));
        System.out.println("floorDiv/floorMod: " + Math.floorDiv(7, -2) + " " + Math.floorMod(7, -2) + " " + Math.floorDiv(-7L, 2L) + " " + Math.floorMod(-7L, 2L));
        System.out.println("abs/negateExact: " + Math.negateExact(5) + " " + Math.incrementExact(5L) + " " + Math.subtractExact(10, 3));
        double sum = 0;
        for (int i = 1; i <= 1000; i++) sum += Math.sqrt(i);
        System.out.println("sum of sqrt(1..1000) = " + sum);
        double h = 0;
        for (int i = 1; i <= 100; i++) h += 1.0 / i;
        System.out.println("H(100) = " + h);
        long fact = 1;
        for (int i = 1; i <= 20; i++) fact *= i;
        System.out.println("20! = " + fact);
        System.out.println("ulp-ish: " + (1.0 + Math.ulp(1.0)) + " " + Math.ulp(1.0));
        System.out.println("Integer.MAX_VALUE as double: " + (double) Integer.MAX_VALUE);
        System.out.println("StrictMath.sqrt(3) = " + StrictMath.sqrt(3) + ", StrictMath.abs(-1) = " + StrictMath.abs(-1));
    }
}
