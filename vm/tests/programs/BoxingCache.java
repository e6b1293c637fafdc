public class BoxingCache {
    public static void main(String[] args) {
        Integer a = 127, b = 127;
        Integer c = 128, d = 128;
        Integer e = -128, f = -128;
        Integer g = -129, h = -129;
        System.out.println("Integer 127 ==: " + (a == b) + ", 128 ==: " + (c == d) + ", -128 ==: " + (e == f) + ", -129 ==: " + (g == h));
        System.out.println("valueOf(127)==valueOf(127): " + (Integer.valueOf(127) == Integer.valueOf(127)) + ", valueOf(128): " + (Integer.valueOf(128) == Integer.valueOf(128)));
        System.out.println("equals 128: " + c.equals(d) + ", new Integer != cached: " + (new Integer(5) == Integer.valueOf(5)));
        Long l1 = 127L, l2 = 127L, l3 = 128L, l4 = 128L;
        System.out.println("Long 127 ==: " + (l1 == l2) + ", 128 ==: " + (l3 == l4));
        Character c1 = 'a', c2 = 'a', c3 = '\u0100', c4 = '\u0100';
        System.out.println("Character 'a' ==: " + (c1 == c2) + ", 256 ==: " + (c3 == c4) + ", 127: " + (Character.valueOf((char) 127) == Character.valueOf((char) 127)));
        Boolean t1 = true, t2 = Boolean.valueOf("TRUE"), t3 = Boolean.valueOf(true);
        System.out.println("Boolean ==: " + (t1 == t2) + " " + (t1 == t3) + " " + (Boolean.TRUE == Boolean.valueOf(false)) + " parse: " + Boolean.parseBoolean("yes"));
        Short s1 = 100, s2 = 100;
        Byte b1 = -5, b2 = -5;
        System.out.println("Short ==: " + (s1 == s2) + ", Byte ==: " + (b1 == b2));
        Double d1 = 1.0, d2 = 1.0;
        System.out.println("Double equals: " + d1.equals(d2) + ", NaN equals NaN: " + Double.valueOf(Double.NaN).equals(Double.NaN) + ", 0.0 equals -0.0: " + Double.valueOf(0.0).equals(-0.0));
        System.out.println("hashCodes: " + Integer.valueOf(42).hashCode() + " " + Long.valueOf(1L << 40).hashCode() + " " + Long.valueOf(-1L).hashCode() + " " + Double.valueOf(-0.0).hashCode() + " " + Boolean.TRUE.hashCode() + " " + Boolean.FALSE.hashCode() + " " + Character.valueOf('A').hashCode() + " " + Short.valueOf((short) -2).hashCode() + " " + Byte.valueOf((byte) 7).hashCode() + " " + Float.valueOf(2.5f).hashCode());
        System.out.println("cross-type equals: " + Integer.valueOf(1).equals(1L) + " " + Long.valueOf(1).equals(1L) + " " + Integer.valueOf(1).equals((short) 1));
        Integer big1 = 1000, big2 = 1000;
        System.out.println("big compare <=: " + (big1 <= big2) + " >=: " + (big1 >= big2) + " ==: " + (big1 == big2) + " intValue ==: " + (big1.intValue() == big2));
        Integer counter = 0;
        for (int i = 0; i < 1000; i++) counter++;
        System.out.println("boxed counter: " + counter);
        Long sum = 0L;
        for (int i = 0; i < 100; i++) sum += i;
        System.out.println("boxed long sum: " + sum);
        System.out.println("compareTo: " + Integer.valueOf(5).compareTo(7) + " " + Double.valueOf(2.0).compareTo(1.0) + " " + Boolean.TRUE.compareTo(false) + " " + Character.valueOf('b').compareTo('a'));
        System.out.println("toString: " + Integer.toString(255, 16) + " " + Long.toString(-255L, 2) + " " + Integer.toHexString(-1) + " " + Integer.toOctalString(8) + " " + Long.toHexString(1L << 40) + " " + Integer.toString(Integer.MIN_VALUE, 36));
        System.out.println("MIN/MAX: " + Byte.MIN_VALUE + " " + Byte.MAX_VALUE + " " + Short.MIN_VALUE + " " + Short.MAX_VALUE + " " + (int) Character.MIN_VALUE + " " + (int) Character.MAX_VALUE + " " + Float.MIN_NORMAL);
        System.out.println("valueOf strings: " + Integer.valueOf("-12") + " " + Long.valueOf("99") + " " + Double.valueOf("1.5") + " " + Short.parseShort("123") + " " + Byte.parseByte("-7") + " " + Integer.decode("0x1F") + " " + Integer.decode("-010"));
        Object o = 5;
        System.out.println("autobox to Object: " + o.getClass().getName() + " " + ((Object) 5L).getClass().getName() + " " + ((Object) 'c').getClass().getName() + " " + ((Object) 1.0f).getClass().getName());
        System.out.println("Integer.sum/max/min: " + Integer.sum(3, 4) + " " + Integer.max(3, 4) + " " + Long.min(3L, -4L));
        System.out.println("number conversions: " + Integer.valueOf(300).byteValue() + " " + Double.valueOf(3.99).intValue() + " " + Long.valueOf(1L << 33).intValue() + " " + Integer.valueOf(7).doubleValue());
    }
}
