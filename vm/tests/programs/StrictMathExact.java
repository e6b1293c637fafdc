import java.util.Random;

// StrictMath is specified to return exactly fdlibm's results, so unlike Math its transcendental
// functions can be compared bit for bit. Random.nextGaussian uses StrictMath.log and sqrt.
public class StrictMathExact {
    public static void main(String[] args) {
        Random r = new Random(99);
        for (int i = 0; i < 200; i++) {
            double x = r.nextDouble() * 20 - 10;
            double p = r.nextDouble() * 1000;
            System.out.println(x + " log=" + StrictMath.log(p) + " log10=" + StrictMath.log10(p) + " exp=" + StrictMath.exp(x) + " sin=" + StrictMath.sin(x) + " cos=" + StrictMath.cos(x)
                + " tan=" + StrictMath.tan(x) + " atan=" + StrictMath.atan(x) + " cbrt=" + StrictMath.cbrt(x) + " pow=" + StrictMath.pow(p, x / 4) + " atan2=" + StrictMath.atan2(x, p - 500)
                + " sinh=" + StrictMath.sinh(x) + " tanh=" + StrictMath.tanh(x) + " expm1=" + StrictMath.expm1(x / 10) + " log1p=" + StrictMath.log1p(p) + " hypot=" + StrictMath.hypot(x, p));
        }
        Random g = new Random(7);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 2000; i++) {
            sb.append(g.nextGaussian()).append('\n');
        }
        System.out.print(sb);
    }
}
