public class StringFormatMore {
    public static void main(String[] args) {
        System.out.println(String.format("[%g] [%g] [%g] [%g] [%g] [%g]", 0.0001, 0.00001, 123456.0, 1234567.0, 1e-10, 100.0));
        System.out.println(String.format("[%.3g] [%.1g] [%G] [%10.2g] [%-10.4g|]", Math.PI, 0.05, 1e20, 99.9, 2.0 / 3));
        System.out.println(String.format("[%o] [%x] [%X] [%o]", -8, -255L, Long.MIN_VALUE, 0));
        System.out.println(String.format("[%#x] [%#o] [%#X]", 255, 8, 48879));
        System.out.println(String.format("[%+,d] [%(,d] [% d] [% d] [%+08d] [%-+8d|]", 1234567, -1234567, 42, -42, 42, 42));
        System.out.println(String.format("[%10.3e] [%-12.1E|] [%+.4e] [%e] [%e]", -12345.6789, 0.000999, 6.02214076e23, Double.MIN_VALUE, Double.MAX_VALUE));
        System.out.println(String.format("[%.1f] [%.1f] [%.1f] [%.1f] [%.2f] [%.2f]", 0.25, 0.35, -0.25, -0.05, 1.115, 1.125));
        System.out.println(String.format("[%.0f] [%.0f] [%.0f] [%.0f] [%.0f]", 0.5, 1.5, 2.5, -0.5, 1e15 + 0.5));
        System.out.println(String.format("[%f] [%.15f] [%.20f]", 1e-7, 0.1, 0.1));
        System.out.println(String.format("[%f] [%,f] [%.3f]", 123456789012345678.0, 1e20, 1e300).length());
        System.out.println(String.format("[%8.3f] [%-8.3f] [%08.3f] [%+8.3f] [%(8.3f]", -1.5, -1.5, -1.5, 1.5, -1.5));
        System.out.println(String.format("[%10s] [%-10s] [%10S] [%.2s] [%10.2s]", "NaN", Double.NaN, "abc", "abcdef", "abcdef"));
        System.out.println(String.format("[%8f] [%-12f|] [%+f] [%f]", Double.NaN, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, -0.0));
        System.out.println(String.format("[%08.2f] [%(f] [%e]", Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN));
        System.out.println(String.format("[%c] [%5c] [%-5c|] [%c]", 'x', 'y', 'z', (int) '\u00e9'));
        System.out.println(String.format("[%b] [%5b] [%-6b|] [%.2b]", Boolean.FALSE, true, false, true));
        System.out.println(String.format("[%s] [%s] [%s] [%s]", 1.0f, 100.0, 1e-5, (Object) new int[0].length));
        System.out.println(String.format("%1$s %1$s %2$d %<d %s %s", "a", 7, "b"));
        System.out.println(String.format("[%d] [%d] [%d] [%,d]", (byte) -128, (short) 32767, 9000000000L, Long.MIN_VALUE));
        System.out.println(String.format("[%x] [%x] [%X]", (byte) -16, (short) -2, 3000000000L));
        System.out.println(String.format("[%.3f] [%.3f] [%.1e]", 1.0005, 2.0015, 9.95));
        System.out.println(String.format("%n").equals("\n") + " " + String.format("%%").length());
        System.out.println(String.format("[%,.2f] [%,.0f] [%,10.1f]", -0.001, 999999.5, 12345.67));
        System.out.println(String.format("%s and %S", new StringBuilder("sb"), new StringBuilder("up")));
        System.out.println(String.format("[%5d%%] [%-5d%%]", 50, 7));
        String[] bad = {"%q", "%.2d", "%,c", "%-d", "%#s", "%05s", "%3$s"};
        for (String f : bad) {
            try {
                System.out.println(f + " -> " + String.format(f, 1, 2));
            } catch (RuntimeException e) {
                System.out.println(f + " -> " + e.getClass().getName());
            }
        }
    }
}
