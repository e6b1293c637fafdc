import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;

// BigDecimal: parsing (exponents, signs, errors), the three string forms, precision/scale,
// scale-sensitive equals and hashCode against numeric compareTo, the exact double constructor
// against valueOf(double), and the conversions to primitives.
public class BigDecimalBasics {
    static void show(BigDecimal d) {
        System.out.println(d + " | " + d.toPlainString() + " | " + d.toEngineeringString() + " | unscaled="
            + d.unscaledValue() + " scale=" + d.scale() + " prec=" + d.precision() + " signum=" + d.signum()
            + " hash=" + d.hashCode());
    }

    static void parse(String s) {
        try {
            BigDecimal d = new BigDecimal(s);
            System.out.print("\"" + s + "\" -> ");
            show(d);
        } catch (NumberFormatException e) {
            System.out.println("\"" + s + "\" threw " + e);
        }
    }

    public static void main(String[] args) {
        String[] texts = {"0", "0.0", "0.00", "-0", "-0.000", "0E+3", "0E-3", "0E-10", "0e7", "1", "-1", "+1",
            "1.0", "1.00", "10", "100", "1E+1", "1E+2", "1e2", "1E-1", "0.1", ".1", "1.", "+.5e-3",
            "123.456", "-123.456", "123456789.123456789", "0.000001", "0.0000001", "0.00000012345",
            "1234.5E-4", "1234.5E-10", "1234.5E+10", "-1234.5e+2", "12345678901234567890.0987654321",
            "1E+100", "1.2345E-100", "9.99999E+999", "3.14159265358979323846264338327950288419716939937510",
            "123E-7", "123E-8", "123E-9", "123E-10", "123E+0", "1E+0", "12E+1", "12E+2", "12E+3",
            "12E+4", "12E+5", "-12E+6", "1.23E-5", "1.23E-6", "1.23E-7", "1.23E-8", "00012.3400", "5E-1",
            "0.00E+2", "0.000E-1", "-0.0E-5", "٣.١٤"};
        for (String t : texts) {
            parse(t);
        }
        String[] bad = {"", "-", "+", ".", "e5", ".e5", "abc", "1e", "1e+", "1.2.3", "1e5x", "1e5.5", "--1",
            "1-", " 1", "1 ", "NaN", "Infinity", "1E2147483648", "1E-2147483649", "0x10", "1_000", "1,5"};
        for (String t : bad) {
            parse(t);
        }

        // constructors
        show(new BigDecimal(0));
        show(new BigDecimal(-42));
        show(new BigDecimal(Long.MIN_VALUE));
        show(new BigDecimal(new BigInteger("12345678901234567890")));
        show(new BigDecimal(new BigInteger("12345678901234567890"), 25));
        show(new BigDecimal(new BigInteger("-12345"), -3));
        show(new BigDecimal(new char[] {'x', '1', '.', '5', 'y'}, 1, 3));
        show(BigDecimal.valueOf(12345, 2));
        show(BigDecimal.valueOf(-12345, -2));
        show(BigDecimal.valueOf(7));
        show(new BigDecimal("123.456789", new MathContext(4)));
        show(new BigDecimal(new BigInteger("987654321"), 3, MathContext.DECIMAL32));
        show(new BigDecimal(123456789L, new MathContext(3)));
        show(new BigDecimal(0.1, MathContext.DECIMAL64));

        // double: exact binary expansion vs Double.toString
        double[] doubles = {0.0, -0.0, 0.1, 0.2, 0.3, 0.5, 1.0, -1.5, 2.675, 1.005, 100.0, 1e10, 1e-10, 1e22, 1e23,
            123456.789, Math.PI, Math.E, Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, 1.0 / 3,
            0.1 + 0.2, 4.35, 9007199254740993.0, 1e-5, 0.001, 1234567890123456789.0};
        for (double d : doubles) {
            BigDecimal exact = new BigDecimal(d);
            BigDecimal viaString = BigDecimal.valueOf(d);
            String e = exact.toString();
            System.out.println(d + " exact=" + (e.length() > 80 ? e.substring(0, 80) + "...(" + e.length() + ")" : e)
                + " valueOf=" + viaString + " eq=" + exact.equals(viaString) + " cmp=" + exact.compareTo(viaString)
                + " back=" + (exact.doubleValue() == d) + " " + (viaString.doubleValue() == d)
                + " scale=" + exact.scale() + " hash=" + exact.hashCode());
        }
        for (double d : new double[] {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
            try {
                System.out.println(new BigDecimal(d));
            } catch (NumberFormatException e) {
                System.out.println(d + " threw " + e);
            }
            try {
                System.out.println(BigDecimal.valueOf(d));
            } catch (NumberFormatException e) {
                System.out.println("valueOf " + d + " threw " + e);
            }
        }

        // equals is scale-sensitive, compareTo is not
        BigDecimal a = new BigDecimal("2.0");
        BigDecimal b = new BigDecimal("2.00");
        System.out.println(a.equals(b) + " " + a.compareTo(b) + " " + a.hashCode() + " " + b.hashCode() + " "
            + a.stripTrailingZeros().equals(b.stripTrailingZeros()) + " " + a.equals("2.0") + " " + a.equals(null));
        java.util.HashSet<BigDecimal> hs = new java.util.HashSet<>();
        java.util.TreeSet<BigDecimal> ts = new java.util.TreeSet<>();
        for (String t : new String[] {"2", "2.0", "2.00", "2E+0", "0.2E+1", "-0", "0.00", "1E+1", "10", "10.0"}) {
            hs.add(new BigDecimal(t));
            ts.add(new BigDecimal(t));
        }
        System.out.println(hs.size() + " " + ts.size() + " " + ts);
        BigDecimal[] cmp = {new BigDecimal("-1E+3"), new BigDecimal("-999.9999"), new BigDecimal("-0.001"),
            BigDecimal.ZERO, new BigDecimal("0E+5"), new BigDecimal("0.0001"), new BigDecimal("1"),
            new BigDecimal("1.0000000000000000000001"), new BigDecimal("99.99"), new BigDecimal("1E+2"),
            new BigDecimal("100.00"), new BigDecimal("123456789012345678901234567890")};
        StringBuilder sb = new StringBuilder();
        for (BigDecimal x : cmp) {
            for (BigDecimal y : cmp) {
                sb.append(x.compareTo(y) + 1);
            }
            sb.append(' ');
        }
        System.out.println(sb);
        System.out.println(cmp[8].min(cmp[9]) + " " + cmp[9].max(cmp[10]) + " " + cmp[10].max(cmp[9]) + " "
            + cmp[9].min(cmp[10]) + " " + cmp[0].abs() + " " + cmp[2].negate() + " " + cmp[5].plus() + " "
            + cmp[7].signum() + " " + cmp[2].signum() + " " + cmp[4].signum());

        // conversions
        String[] conv = {"0", "1.9", "-1.9", "2147483647.5", "2147483648", "-2147483649", "9223372036854775807",
            "9223372036854775808", "-9223372036854775809", "1E+20", "123456789012345678901234.567", "1E+64",
            "-1E+70", "0.000001", "1E-400", "1.7976931348623157E+308", "1.8E+308", "4.9E-324", "2.4E-324",
            "3.4028235E+38", "1.23456789012345678901234567890", "0.1", "-2.5E-3"};
        for (String t : conv) {
            BigDecimal d = new BigDecimal(t);
            System.out.println(t + ": int=" + d.intValue() + " long=" + d.longValue() + " double=" + d.doubleValue()
                + " float=" + d.floatValue() + " bigint=" + d.toBigInteger() + " byte=" + d.byteValue()
                + " short=" + d.shortValue());
            String[] exact = new String[4];
            try {
                exact[0] = "" + d.intValueExact();
            } catch (ArithmeticException e) {
                exact[0] = e.getMessage();
            }
            try {
                exact[1] = "" + d.longValueExact();
            } catch (ArithmeticException e) {
                exact[1] = e.getMessage();
            }
            try {
                exact[2] = "" + d.toBigIntegerExact();
            } catch (ArithmeticException e) {
                exact[2] = e.getMessage();
            }
            try {
                exact[3] = "" + d.shortValueExact() + "/" + d.byteValueExact();
            } catch (ArithmeticException e) {
                exact[3] = e.getMessage();
            }
            System.out.println("   exact: " + String.join(" ", exact));
        }
        System.out.println(BigDecimal.ZERO + " " + BigDecimal.ONE + " " + BigDecimal.TEN + " "
            + BigDecimal.ROUND_HALF_EVEN + " " + new BigDecimal("1.50").ulp() + " " + new BigDecimal("1E+3").ulp());
    }
}
