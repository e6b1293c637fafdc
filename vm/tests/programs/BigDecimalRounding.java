import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

// BigDecimal rounding: the javadoc table of every RoundingMode (setScale and round), UNNECESSARY's
// exception, MathContext constants/parsing, legacy int modes, rounding with add/subtract/multiply
// and constructors under a MathContext, and negative scales.
public class BigDecimalRounding {
    static String attempt(java.util.function.Supplier<Object> s) {
        try {
            return String.valueOf(s.get());
        } catch (RuntimeException e) {
            return e.getClass().getSimpleName() + "(" + e.getMessage() + ")";
        }
    }

    public static void main(String[] args) {
        String[] table = {"5.5", "2.5", "1.6", "1.1", "1.0", "-1.0", "-1.1", "-1.6", "-2.5", "-5.5", "0.5", "-0.5",
            "0.05", "9.5", "9.45", "0.0", "1.51", "-1.49", "2.500001", "12.345"};
        StringBuilder head = new StringBuilder("value");
        for (RoundingMode m : RoundingMode.values()) {
            head.append('\t').append(m).append('/').append(m.ordinal());
        }
        System.out.println(head);
        for (String t : table) {
            BigDecimal v = new BigDecimal(t);
            StringBuilder sb = new StringBuilder(t);
            for (RoundingMode m : RoundingMode.values()) {
                sb.append('\t').append(attempt(() -> v.setScale(0, m)));
                sb.append(' ').append(attempt(() -> v.round(new MathContext(1, m))));
                sb.append(' ').append(attempt(() -> v.setScale(1, m)));
            }
            System.out.println(sb);
        }
        for (int legacy = -1; legacy <= 8; legacy++) {
            final int lm = legacy;
            System.out.println("legacy " + legacy + ": " + attempt(() -> new BigDecimal("2.45").setScale(1, lm)) + " "
                + attempt(() -> RoundingMode.valueOf(lm)) + " "
                + attempt(() -> new BigDecimal("10").divide(new BigDecimal("3"), 2, lm)) + " "
                + attempt(() -> new BigDecimal("10").divide(new BigDecimal("4"), lm)));
        }
        System.out.println(RoundingMode.valueOf("HALF_EVEN") + " " + java.util.Arrays.toString(RoundingMode.values()));
        System.out.println(attempt(() -> RoundingMode.valueOf("half_even")));

        MathContext[] mcs = {MathContext.UNLIMITED, MathContext.DECIMAL32, MathContext.DECIMAL64, MathContext.DECIMAL128,
            new MathContext(1), new MathContext(2, RoundingMode.DOWN), new MathContext(5, RoundingMode.CEILING),
            new MathContext("precision=3 roundingMode=FLOOR"), new MathContext(9, RoundingMode.HALF_DOWN)};
        for (MathContext mc : mcs) {
            System.out.println(mc + " p=" + mc.getPrecision() + " rm=" + mc.getRoundingMode() + " eq="
                + mc.equals(new MathContext(mc.toString())) + " hash=" + (mc.hashCode() == new MathContext(mc.getPrecision(), mc.getRoundingMode()).hashCode()));
        }
        System.out.println(attempt(() -> new MathContext(-1)) + " " + attempt(() -> new MathContext(3, null)) + " "
            + attempt(() -> new MathContext("precision=3 roundingMode=FOO")) + " " + attempt(() -> new MathContext("precision=x roundingMode=UP"))
            + " " + attempt(() -> new MathContext("precision=3")) + " " + attempt(() -> new MathContext("precision=-3 roundingMode=UP"))
            + " " + MathContext.DECIMAL32.equals(new MathContext(7, RoundingMode.HALF_EVEN)) + " " + MathContext.DECIMAL32.equals("x"));

        String[] values = {"0", "0.000", "1", "-1", "9.999", "99999.5", "-99999.5", "123456789.987654321", "1E+10",
            "1.000000000000000000000000000000000000001", "-0.00098765", "5E-20", "4.44444444444444444444444444444444444445",
            "9999999999999999999999999999999999.5", "1234.5E-20"};
        for (String t : values) {
            BigDecimal v = new BigDecimal(t);
            StringBuilder sb = new StringBuilder(t + ":");
            for (MathContext mc : mcs) {
                sb.append(' ').append(attempt(() -> v.round(mc)));
                sb.append('/').append(attempt(() -> new BigDecimal(t, mc)));
            }
            System.out.println(sb);
        }
        // arithmetic under a MathContext
        BigDecimal[] ops = {new BigDecimal("123.456"), new BigDecimal("-0.0001234"), new BigDecimal("1E+5"),
            new BigDecimal("0.00"), new BigDecimal("99.995"), new BigDecimal("7"), new BigDecimal("0E-7"),
            new BigDecimal("1234567890.0987654321")};
        for (BigDecimal x : ops) {
            for (BigDecimal y : ops) {
                StringBuilder sb = new StringBuilder(x + " " + y + ": " + x.add(y) + " " + x.subtract(y) + " " + x.multiply(y));
                for (MathContext mc : new MathContext[] {new MathContext(3), new MathContext(4, RoundingMode.DOWN),
                    MathContext.DECIMAL32, new MathContext(12, RoundingMode.UP)}) {
                    sb.append(" | ").append(x.add(y, mc)).append(' ').append(x.subtract(y, mc)).append(' ')
                        .append(x.multiply(y, mc)).append(' ').append(x.abs(mc)).append(' ').append(x.negate(mc))
                        .append(' ').append(x.plus(mc));
                }
                System.out.println(sb);
            }
        }
        // setScale up and down, negative scales
        BigDecimal v = new BigDecimal("-1234.5678");
        for (int sc = -6; sc <= 6; sc++) {
            final int s = sc;
            System.out.println(sc + ": " + v.setScale(sc, RoundingMode.HALF_UP) + " " + v.setScale(sc, RoundingMode.FLOOR)
                + " " + v.setScale(sc, RoundingMode.CEILING) + " " + attempt(() -> v.setScale(s)) + " "
                + attempt(() -> new BigDecimal("5E+3").setScale(s)) + " " + BigDecimal.ZERO.setScale(sc) + " "
                + attempt(() -> new BigDecimal("0.5").setScale(s, RoundingMode.UNNECESSARY)));
        }
        System.out.println(new BigDecimal("1E+3").add(new BigDecimal("1E-3")) + " " + new BigDecimal("1E+3").multiply(new BigDecimal("1E+2"))
            + " " + new BigDecimal("1E+3").add(new BigDecimal("1E+5")) + " " + new BigDecimal("100").subtract(new BigDecimal("1E+2")));
    }
}
