import java.util.Formatter;
import java.util.IllegalFormatException;

// String.format the way tutorials and report printers use it: every flag, width and
// precision, argument indices, and the common conversions.
public class FormatFlagsAll {
    static void p(String fmt, Object... args) {
        try {
            System.out.println(fmt.replace("\n", "\\n") + " => [" + String.format(fmt, args) + "]");
        } catch (IllegalFormatException e) {
            System.out.println(fmt + " => " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        p("%d|%5d|%-5d|%05d|%+d|%+5d|% d|%,d|%(d|%(5d", 42, 42, 42, 42, 42, 42, 42, 1234567, -42, -42);
        p("%,15d|%-,15d|%0,15d|%+,d|%(,d", 1234567890L, 1234567890L, -1234567890L, 987654321, -987654321);
        p("%x|%X|%#x|%#X|%08x|%-8x|%o|%#o", 255, 255, 255, 255, 255, 255, 8, 8);
        p("%x|%x|%o|%X", -1, -255L, -8, (byte) -1);
        p("%f|%.2f|%10.3f|%-10.1f|%010.2f|%+.1f|%(.2f|%,.2f", Math.PI, Math.PI, Math.E, 2.25, -3.14159, 2.0, -12.5, 1234567.891);
        p("%e|%.3e|%E|%12.4e|%-12.2e|%+e", 12345.6789, 0.000123, 1e100, 6.02e23, -1.5e-7, 1.0);
        p("%g|%.3g|%G|%g|%g|%.0g", 12345.6789, 0.000123456, 1e-10, 100000.0, 1000000.0, 7.5);
        p("%.0f|%.0f|%.0f|%.1f|%.3f", 0.5, 1.5, 2.5, 0.05, 1.0005);
        p("%f|%f|%f|%5.1f|%e", Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, 0.0);
        p("%+f|%(f|% f", Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        p("%s|%10s|%-10s|%.2s|%10.3s|%S", "hello", "hi", "hi", "hello", "hello", "mixed Case");
        p("%b|%B|%b|%b|%5b|%.1b", true, false, null, "x", true, true);
        p("%c|%C|%c|%3c|%-3c|", 'a', 'b', 65, 'z', 'y');
        p("%h|%H|%h", "hi", "hi", null);
        p("100%%|%n|%5%|%-5%|");
        p("%2$s %1$s %2$s|%s %<s %s", "a", "b", "c");
        p("%1$d %1$x %1$o %<X", 255);
        p("%3$s %s %s %s", "x", "y", "z");
        p("%s %s", null, 1.5f);
        p("%d %d %d %d", (byte) 7, (short) -7, 7L, Integer.MIN_VALUE);
        p("%s|%10.4s|%-6b|", new StringBuilder("sb"), "truncated", false);
        p("%08.3f|%-+8.2f|%+08d|%-08d", -3.5, 3.5, 5, 5);
        p("%#.0f|%#e|%.10f", 3.0, 2.0, 0.1);
        p("%,.3f|%,d|%,d", 0.0, 0, -999);
        p("%s %d", "only");
        p("%d", "str");
        p("%q", 1);
        p("%-d", 1);
        p("%#d", 1);
        p("%,x", 1);
        p("%.2d", 1);
        p("%+s", "x");
        p("%0s", "x");
        p("%--5d", 1);
        p("%c", 0x110000);
        System.out.printf("%-10s|%8.2f|%5d%n", "printf", 3.14159, 7);
        System.out.printf("%s has %d items costing $%,.2f total%n", "Cart", 3, 12345.5);
        StringBuilder sb = new StringBuilder();
        Formatter f = new Formatter(sb);
        f.format("%4d|", 1).format("%-4d|", 2).format("%s", "end");
        System.out.println(f.toString() + " " + sb.length());
        System.out.println(String.format("%-12s%8s%10s", "Name", "Qty", "Price"));
        String[] names = { "Apple", "Banana", "Cherry" };
        int[] qty = { 3, 12, 150 };
        double[] price = { 0.5, 0.25, 12.125 };
        for (int i = 0; i < names.length; i++) {
            System.out.println(String.format("%-12s%8d%10.2f", names[i], qty[i], price[i]));
        }
        System.out.println(String.format("|%20s|%-20s|", "right", "left"));
        System.out.println(String.format("%.15f %.17f %.3e", 1.0 / 3, 0.1 + 0.2, 123456789.0));
        System.out.println(String.format("%x %X %o", 3000000000L, Long.MIN_VALUE, Long.MAX_VALUE));
        System.out.println(String.format("%e %g %f", 1.0E-5, 1.0E-5, 1.0E-5));
        System.out.println(String.format("%10.3e|%-10.1g|%g", 0.0, 123.0, 0.0));
    }
}
