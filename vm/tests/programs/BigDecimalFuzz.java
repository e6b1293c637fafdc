import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Random;

// Seeded random BigDecimals (mixed sizes and scales, many trailing zeros and nines) through every
// operation under random MathContexts; results are folded into hashes printed per operation.
// (sqrt only with the HALF_ modes: JDK 17's DOWN/FLOOR/UP/CEILING square roots are sometimes not
// the correctly rounded value at high precision, toyjvm's always are.)
public class BigDecimalFuzz {
    static BigDecimal random(Random r) {
        int kind = r.nextInt(6);
        BigInteger u;
        if (kind == 0) {
            u = BigInteger.valueOf(r.nextInt(21) - 10);
        } else if (kind == 1) {
            u = BigInteger.TEN.pow(r.nextInt(25)).subtract(BigInteger.ONE);
        } else if (kind == 2) {
            u = BigInteger.valueOf(r.nextInt(1000)).multiply(BigInteger.TEN.pow(r.nextInt(8)));
        } else {
            u = new BigInteger(1 + r.nextInt(kind * 40), r);
        }
        if (r.nextBoolean()) {
            u = u.negate();
        }
        return new BigDecimal(u, r.nextInt(30) - 10);
    }

    static final String[] OPS = {"add", "sub", "mul", "div", "divsc", "divmc", "int", "rem", "round", "setScale",
        "sqrt", "pow", "strip", "str", "cmp", "dbl"};

    public static void main(String[] args) {
        Random r = new Random(99);
        long[] h = new long[OPS.length];
        int[] thrown = new int[OPS.length];
        RoundingMode[] modes = RoundingMode.values();
        for (int i = 0; i < 1500; i++) {
            BigDecimal x = random(r);
            BigDecimal y = random(r);
            RoundingMode rm = modes[r.nextInt(modes.length - 1)];
            MathContext mc = new MathContext(1 + r.nextInt(25), rm);
            int sc = r.nextInt(20) - 5;
            for (int op = 0; op < OPS.length; op++) {
                Object res;
                try {
                    switch (op) {
                        case 0: res = x.add(y, mc); break;
                        case 1: res = x.subtract(y, mc); break;
                        case 2: res = x.multiply(y, mc); break;
                        case 3: res = x.divide(y); break;
                        case 4: res = x.divide(y, sc, rm); break;
                        case 5: res = x.divide(y, mc); break;
                        case 6: res = x.divideToIntegralValue(y); break;
                        case 7: res = x.remainder(y); break;
                        case 8: res = x.round(mc); break;
                        case 9: res = x.setScale(sc, rm); break;
                        case 10: res = x.abs().sqrt(new MathContext(mc.getPrecision(), modes[4 + i % 3])); break;
                        case 11: res = x.pow(r.nextInt(5), mc); break;
                        case 12: res = x.stripTrailingZeros(); break;
                        case 13: res = x.toString() + x.toPlainString().length() + x.toEngineeringString(); break;
                        case 14: res = x.compareTo(y) * 7 + (x.equals(y) ? 1 : 0) + x.precision(); break;
                        default: res = Double.toString(x.doubleValue()) + x.floatValue() + x.longValue(); break;
                    }
                } catch (ArithmeticException e) {
                    res = e.getMessage();
                    thrown[op]++;
                }
                if (res instanceof BigDecimal) {
                    BigDecimal d = (BigDecimal) res;
                    h[op] = h[op] * 31 + d.hashCode();
                    h[op] = h[op] * 31 + d.scale();
                } else {
                    h[op] = h[op] * 31 + res.hashCode();
                }
            }
            if (i % 300 == 0) {
                System.out.println(i + ": " + x + " " + y + " " + mc + " -> " + attempt(x, y, mc));
            }
        }
        for (int op = 0; op < OPS.length; op++) {
            System.out.println(OPS[op] + " h=" + h[op] + " thrown=" + thrown[op]);
        }
    }

    static String attempt(BigDecimal x, BigDecimal y, MathContext mc) {
        try {
            return x.divide(y, mc) + " " + x.add(y, mc) + " " + x.remainder(y);
        } catch (ArithmeticException e) {
            return e.getMessage();
        }
    }
}
