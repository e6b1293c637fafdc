public class ParseNumbers {
    static void tryParseInt(String s, int radix) {
        try {
            System.out.println("parseInt(\"" + s + "\", " + radix + ") = " + Integer.parseInt(s, radix));
        } catch (NumberFormatException e) {
            System.out.println("parseInt(\"" + s + "\", " + radix + ") -> " + e);
        }
    }

    static void tryParseLong(String s, int radix) {
        try {
            System.out.println("parseLong(\"" + s + "\", " + radix + ") = " + Long.parseLong(s, radix));
        } catch (NumberFormatException e) {
            System.out.println("parseLong(\"" + s + "\", " + radix + ") -> " + e);
        }
    }

    public static void main(String[] args) {
        String[] ints = {"0", "42", "-42", "+7", "2147483647", "-2147483648", "2147483648", "-2147483649", "", "abc", "12 ", " 12", "1_000", "-", "+", "007", "1e3", "0x10"};
        for (String s : ints) tryParseInt(s, 10);
        tryParseInt("ff", 16);
        tryParseInt("FF", 16);
        tryParseInt("-80000000", 16);
        tryParseInt("80000000", 16);
        tryParseInt("777", 8);
        tryParseInt("8", 8);
        tryParseInt("1010", 2);
        tryParseInt("zz", 36);
        tryParseInt("zz", 16);
        tryParseInt("11", 1);
        tryParseInt("11", 37);
        tryParseLong("9223372036854775807", 10);
        tryParseLong("-9223372036854775808", 10);
        tryParseLong("9223372036854775808", 10);
        tryParseLong("7fffffffffffffff", 16);
        tryParseLong("-1", 2);
        tryParseLong("12L", 10);
        tryParseLong("", 10);
        try {
            Integer.parseInt(null);
        } catch (NumberFormatException e) {
            System.out.println("parseInt(null) -> " + e);
        }
        try {
            Long.valueOf("x");
        } catch (NumberFormatException e) {
            System.out.println("Long.valueOf(x) -> " + e.getMessage());
        }
        try {
            Integer.valueOf("  ");
        } catch (NumberFormatException e) {
            System.out.println("Integer.valueOf(spaces) -> " + e.getMessage());
        }
        String[] doubles = {"3.14", "-0.0", "1e10", "1E-3", ".5", "5.", "  2.5  ", "NaN", "-Infinity", "1d", "2f"};
        for (String s : doubles) System.out.println("parseDouble(\"" + s + "\") = " + Double.parseDouble(s));
        try {
            Double.parseDouble("abc");
        } catch (NumberFormatException e) {
            System.out.println("parseDouble(abc) -> " + e.getClass().getName());
        }
        try {
            Double.parseDouble("");
        } catch (NumberFormatException e) {
            System.out.println("parseDouble(empty) -> " + e.getClass().getName());
        }
        System.out.println("Short.parseShort: " + Short.parseShort("-32768") + " Byte.parseByte: " + Byte.parseByte("7f", 16));
        try {
            Byte.parseByte("128");
        } catch (NumberFormatException e) {
            System.out.println("Byte.parseByte(128) -> " + e.getMessage());
        }
        System.out.println("Integer.valueOf(radix): " + Integer.valueOf("-zz", 36) + " Long.valueOf: " + Long.valueOf("777", 8));
        System.out.println("round trip: " + Integer.parseInt(Integer.toString(Integer.MIN_VALUE)) + " " + Long.parseLong(Long.toString(Long.MIN_VALUE, 7), 7) + " " + Integer.parseInt(Integer.toHexString(255), 16));
        System.out.println("Character.digit: " + Character.digit('7', 10) + " " + Character.digit('f', 16) + " " + Character.digit('z', 10) + " forDigit: " + Character.forDigit(11, 16) + " " + (int) Character.forDigit(11, 10));
        int total = 0;
        for (String part : "10,20,30,-5".split(",")) total += Integer.parseInt(part);
        System.out.println("sum of csv: " + total);
    }
}
