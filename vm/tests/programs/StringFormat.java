public class StringFormat {
    public static void main(String[] args) {
        System.out.println(String.format("%d|%5d|%-5d|%05d|%+d|%,d|%(d", 42, 42, 42, 42, 42, 1234567, -5));
        System.out.println(String.format("%d %d %d", Integer.MIN_VALUE, Long.MAX_VALUE, (byte) -3));
        System.out.println(String.format("%08d|%,d|%,d|%,d", -42, -1234567890, 999, 1000));
        System.out.println(String.format("%s|%10s|%-8s|%.3s|%S", "str", "right", "left", "truncate", "upper"));
        System.out.println(String.format("%s %s %s", null, 12, true));
        System.out.println(String.format("%x|%X|%08x|%x|%x|%o", 255, 255, 48879, -1, 255L, 8));
        System.out.println(String.format("%c%c%c|%C", 'a', 66, 'c', 'd'));
        System.out.println(String.format("%b %b %b %B", true, null, "x", false));
        System.out.printf("percent: %d%%%n", 50);
        System.out.println(String.format("%f|%.2f|%10.3f|%-10.1f|%.0f|%08.2f|%+.1f", Math.PI, Math.PI, Math.E, 2.25, 2.5, -3.14159, 1.0));
        System.out.println(String.format("%.2f %.2f %.2f %.1f %.1f %.3f", 0.125, 0.135, 1.005, 0.05, 0.15, 2.0005));
        System.out.println(String.format("%.2f|%.2f|%f|%.1f", 1e10, -0.001, 0.0, 99.96));
        System.out.println(String.format("%,.2f|%,f", 1234567.891, 9876.5));
        System.out.println(String.format("%e|%.2e|%E|%.0e|%e", 12345.678, 0.000123, 1e100, 5.5, 0.0));
        System.out.println(String.format("%f %f %f", Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY));
        System.out.println(String.format("%.3f %.1f", 1.0f / 3, (float) 0.1));
        System.out.println(String.format("%10.2e|%-12.4f|", 123.456, -7.5));
        System.out.println(String.format("%2$s %1$s %2$s", "a", "b"));
        System.out.println(String.format("[%5s][%-5s][%5b]", "ab", "ab", true));
        System.out.println(String.format("%s", new int[0].length));
        System.out.println(String.format("no args"));
        System.out.println(String.format("%d items at %.2f each = %.2f total", 3, 1.5, 4.5));
        System.out.printf("%-10s|%8.3f|%5d|%n", "row", 3.14159, 7);
        System.out.printf("%s%n", "printf with newline");
        System.out.println(String.format("%h", "hi"));
        System.out.println(String.format("%x", (byte) -1) + " " + String.format("%d", (short) -1));
        StringBuilder table = new StringBuilder();
        for (int i = 1; i <= 3; i++) {
            table.append(String.format("%3d %6.2f %-4s|%n", i, i * 1.1, "r" + i));
        }
        System.out.print(table);
        try {
            String.format("%d", "notanumber");
        } catch (RuntimeException e) {
            System.out.println("bad conversion: " + e.getClass().getName());
        }
        try {
            String.format("%s %s", "only one");
        } catch (RuntimeException e) {
            System.out.println("missing arg: " + e.getClass().getName());
        }
    }
}
