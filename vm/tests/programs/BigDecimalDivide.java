import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

// BigDecimal division in all its forms (exact with its preferred scale and the non-terminating
// exception, scale + rounding mode, MathContext), divideToIntegralValue/remainder, pow, sqrt,
// movePointLeft/Right, scaleByPowerOfTen and stripTrailingZeros.
public class BigDecimalDivide {
    static String attempt(java.util.function.Supplier<Object> s) {
        try {
            Object o = s.get();
            if (o instanceof BigDecimal[]) {
                return java.util.Arrays.toString((BigDecimal[]) o);
            }
            return String.valueOf(o);
        } catch (RuntimeException e) {
            return e.getClass().getSimpleName() + "(" + e.getMessage() + ")";
        }
    }

    public static void main(String[] args) {
        String[] nums = {"0", "0.00", "1", "-1", "10", "2.0", "3", "4", "8", "0.125", "-7.5", "100", "1E+2", "1E-2",
            "6.25", "12345.6789", "-0.003", "1024", "0.1", "5E+3", "999999999999999999999", "1.00000000000000000001"};
        MathContext[] mcs = {new MathContext(5), MathContext.DECIMAL32, new MathContext(3, RoundingMode.DOWN),
            new MathContext(2, RoundingMode.CEILING), new MathContext(10, RoundingMode.HALF_EVEN)};
        for (String xs : nums) {
            for (String ys : nums) {
                BigDecimal x = new BigDecimal(xs);
                BigDecimal y = new BigDecimal(ys);
                StringBuilder sb = new StringBuilder(xs + " / " + ys + ": ");
                sb.append(attempt(() -> x.divide(y)));
                sb.append(" ; ").append(attempt(() -> x.divide(y, 3, RoundingMode.HALF_UP)));
                sb.append(" ; ").append(attempt(() -> x.divide(y, RoundingMode.FLOOR)));
                sb.append(" ; ").append(attempt(() -> x.divide(y, -1, RoundingMode.UP)));
                for (MathContext mc : mcs) {
                    sb.append(" ; ").append(attempt(() -> x.divide(y, mc)));
                }
                sb.append(" ; int=").append(attempt(() -> x.divideToIntegralValue(y)));
                sb.append(" ; rem=").append(attempt(() -> x.remainder(y)));
                sb.append(" ; dr=").append(attempt(() -> x.divideAndRemainder(y)));
                sb.append(" ; intmc=").append(attempt(() -> x.divideToIntegralValue(y, new MathContext(3))));
                sb.append(" ; remmc=").append(attempt(() -> x.remainder(y, new MathContext(3))));
                System.out.println(sb);
            }
        }
        // classic cases
        BigDecimal one = BigDecimal.ONE;
        BigDecimal three = new BigDecimal("3");
        System.out.println(attempt(() -> one.divide(three)));
        System.out.println(one.divide(three, 20, RoundingMode.HALF_UP) + " " + one.divide(three, MathContext.DECIMAL128)
            + " " + new BigDecimal("2").divide(three, MathContext.DECIMAL64) + " " + new BigDecimal("-2").divide(three, 5, RoundingMode.HALF_EVEN)
            + " " + new BigDecimal("1").divide(new BigDecimal("32")) + " " + new BigDecimal("1.000").divide(new BigDecimal("8"))
            + " " + new BigDecimal("19").divide(new BigDecimal("100")) + " " + new BigDecimal("9.99").divide(new BigDecimal("0.01"))
            + " " + new BigDecimal("1E+10").divide(new BigDecimal("2E-5")) + " " + new BigDecimal("7").divide(new BigDecimal("1.6")));
        System.out.println(new BigDecimal("9.995").divide(BigDecimal.ONE, new MathContext(3)) + " "
            + new BigDecimal("999.5").divide(new BigDecimal("1"), new MathContext(3)) + " "
            + new BigDecimal("1").divide(new BigDecimal("0.0001"), new MathContext(3)) + " "
            + new BigDecimal("123456789").divide(new BigDecimal("1000"), new MathContext(4, RoundingMode.UP)));

        // pow
        String[] bases = {"0", "1", "-1", "2", "-2.5", "0.1", "1.1", "12.345", "1E+3", "0.00"};
        for (String b : bases) {
            BigDecimal v = new BigDecimal(b);
            StringBuilder sb = new StringBuilder(b + ":");
            for (int n : new int[] {0, 1, 2, 3, 7, 20}) {
                sb.append(' ').append(v.pow(n));
            }
            for (int n : new int[] {0, 1, 5, 13, -1, -3}) {
                sb.append(" | ").append(attempt(() -> v.pow(n, new MathContext(6))));
                sb.append(' ').append(attempt(() -> v.pow(n, new MathContext(2, RoundingMode.FLOOR))));
            }
            sb.append(" | ").append(attempt(() -> v.pow(-1))).append(' ').append(attempt(() -> v.pow(1000000000)));
            System.out.println(sb);
        }
        System.out.println(new BigDecimal("1.0001").pow(100, MathContext.DECIMAL64) + " "
            + attempt(() -> new BigDecimal("2").pow(100, new MathContext(1))) + " " + attempt(() -> new BigDecimal("2").pow(100, new MathContext(2))));

        // sqrt
        String[] roots = {"0", "0.00", "0E+5", "1", "4", "2", "0.25", "0.0004", "100", "1E+2", "1E+3", "10", "16.0000",
            "123456789", "1E-10", "0.5", "99.9999", "152415787532388367501905199875019052100", "-4"};
        MathContext[] smc = {MathContext.UNLIMITED, MathContext.DECIMAL64, new MathContext(5), new MathContext(3, RoundingMode.DOWN),
            new MathContext(3, RoundingMode.UP), new MathContext(4, RoundingMode.UNNECESSARY), new MathContext(1, RoundingMode.HALF_EVEN),
            new MathContext(30, RoundingMode.FLOOR)};
        for (String r : roots) {
            BigDecimal v = new BigDecimal(r);
            StringBuilder sb = new StringBuilder("sqrt " + r + ":");
            for (MathContext mc : smc) {
                sb.append(' ').append(attempt(() -> v.sqrt(mc)));
            }
            System.out.println(sb);
        }

        // moving the point
        BigDecimal m = new BigDecimal("123.4500");
        for (int n : new int[] {-8, -5, -4, -1, 0, 1, 2, 4, 5, 8}) {
            System.out.println(n + ": " + m.movePointLeft(n) + " " + m.movePointRight(n) + " " + m.scaleByPowerOfTen(n)
                + " " + m.negate().movePointRight(n).scale() + " " + new BigDecimal("5E+3").movePointLeft(n)
                + " " + BigDecimal.ZERO.movePointRight(n) + " " + new BigDecimal("0.000").movePointLeft(n));
        }
        for (String t : new String[] {"0", "0.000", "0E+5", "100", "-100.00", "1.2300", "1E+3", "10.01", "123000E-2", "5"}) {
            BigDecimal s = new BigDecimal(t).stripTrailingZeros();
            System.out.println(t + " stripped " + s + " scale " + s.scale() + " plain " + s.toPlainString());
        }
        // a long sum
        BigDecimal sum = BigDecimal.ZERO;
        for (int i = 1; i <= 200; i++) {
            sum = sum.add(BigDecimal.ONE.divide(BigDecimal.valueOf(i), 40, RoundingMode.HALF_EVEN));
        }
        System.out.println("H(200) ~ " + sum + " " + sum.round(MathContext.DECIMAL64));
        BigInteger big = BigInteger.TEN.pow(60).add(BigInteger.ONE);
        BigDecimal bd = new BigDecimal(big, 30);
        System.out.println(bd.divide(new BigDecimal("7"), MathContext.DECIMAL128) + " " + bd.sqrt(MathContext.DECIMAL128)
            + " " + bd.remainder(new BigDecimal("0.7")) + " " + bd.divideToIntegralValue(new BigDecimal("0.7")));
    }
}
