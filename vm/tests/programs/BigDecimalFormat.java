import java.math.BigDecimal;
import java.math.BigInteger;

// String.format with BigInteger (%d %x %o and their flags) and BigDecimal (%f %e %g %s, precision,
// width, grouping, signs), as programs print money and big numbers.
public class BigDecimalFormat {
    static void f(String fmt, Object... args) {
        try {
            System.out.println(fmt + " -> [" + String.format(fmt, args) + "]");
        } catch (RuntimeException e) {
            System.out.println(fmt + " threw " + e);
        }
    }

    public static void main(String[] args) {
        BigInteger[] ints = {BigInteger.ZERO, BigInteger.ONE, BigInteger.valueOf(-255), new BigInteger("123456789012345678901234567890"),
            new BigInteger("-98765432109876543210")};
        String[] ifmts = {"%d", "%,d", "%+d", "% d", "%(d", "%30d", "%-30d|", "%030d", "%x", "%X", "%#x", "%o", "%#o", "%+x",
            "%(x", "%025x", "%#025X", "%s", "%40s", "%,+035d"};
        for (BigInteger v : ints) {
            for (String fmt : ifmts) {
                f(fmt, v);
            }
        }
        BigDecimal[] decs = {BigDecimal.ZERO, new BigDecimal("0.00"), new BigDecimal("1"), new BigDecimal("-1.5"), new BigDecimal("2.5"),
            new BigDecimal("0.125"), new BigDecimal("0.0005"), new BigDecimal("-0.0005"), new BigDecimal("1234567.891"),
            new BigDecimal("9.9999999"), new BigDecimal("1E+3"), new BigDecimal("-1.23E+10"), new BigDecimal("1.23E-10"),
            new BigDecimal("99999.995"), new BigDecimal("123456789012345678901234567890.123456789"), new BigDecimal(0.1),
            new BigDecimal("0.000123456"), new BigDecimal("100000"), new BigDecimal("999999.5")};
        String[] dfmts = {"%f", "%.2f", "%.0f", "%#.0f", "%.10f", "%,.2f", "%+.3f", "%(.2f", "%15.4f|", "%-15.2f|", "%015.3f",
            "%e", "%.2e", "%.0e", "%E", "%g", "%.3g", "%G", "%s", "%.5s", "%12.3e", "% ,.1f"};
        for (BigDecimal v : decs) {
            StringBuilder sb = new StringBuilder();
            for (String fmt : dfmts) {
                try {
                    sb.append(String.format(fmt, v)).append(" ; ");
                } catch (RuntimeException e) {
                    sb.append(e).append(" ; ");
                }
            }
            System.out.println(v + ": " + sb);
        }
        f("%d", new BigDecimal("1"));
        f("%f", BigInteger.ONE);
        f("%c", BigInteger.ONE);
        f("Total: %s EUR (%.2f with tax, %d items)", new BigDecimal("19.990"), new BigDecimal("23.7881"), BigInteger.valueOf(3));
        System.out.printf("%-12s%12.2f%n", "Widgets", new BigDecimal("1234.5"));
        System.out.printf("%-12s%,12.2f%n", "Gadgets", new BigDecimal("-98765.4321"));
    }
}
