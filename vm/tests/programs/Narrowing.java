public class Narrowing {
    public static void main(String[] args) {
        int[] vals = {0, 1, 127, 128, 255, 256, -1, -128, -129, 32767, 32768, 65535, 65536, 70000, -70000, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (int v : vals) {
            System.out.println(v + ": byte=" + (byte) v + " short=" + (short) v + " char=" + (int) (char) v);
        }
        long[] lv = {4294967297L, -4294967297L, 0x1234567890ABCDEFL};
        for (long v : lv) {
            System.out.println(v + ": int=" + (int) v + " byte=" + (byte) v + " char=" + (int) (char) v + " short=" + (short) v);
        }
        // compound assignment narrowing
        byte b = 120;
        b += 10;
        System.out.println("byte 120 += 10 -> " + b);
        b = -128;
        b--;
        System.out.println("byte -128 -- -> " + b);
        short s = 32767;
        s++;
        System.out.println("short 32767 ++ -> " + s);
        s = 1000;
        s *= 1000;
        System.out.println("short 1000 *= 1000 -> " + s);
        char c = 'A';
        c += 2;
        System.out.println("char 'A' += 2 -> " + c);
        c = 0;
        c--;
        System.out.println("char 0 -- -> " + (int) c);
        int i = 10;
        i *= 2.5;
        System.out.println("int 10 *= 2.5 -> " + i);
        i = 7;
        i /= 2.0;
        System.out.println("int 7 /= 2.0 -> " + i);
        i += 1e10;
        System.out.println("int += 1e10 -> " + i);
        long l = 5;
        l += 0.7;
        System.out.println("long 5 += 0.7 -> " + l);
        b = 10;
        b >>= 1;
        b <<= 5;
        System.out.println("byte shifts -> " + b);
        b = -1;
        b >>>= 4;
        System.out.println("byte -1 >>>= 4 -> " + b);
        s = -1;
        s >>>= 10;
        System.out.println("short -1 >>>= 10 -> " + s);
        char cc = (char) -1;
        cc >>>= 4;
        System.out.println("char 0xFFFF >>>= 4 -> " + (int) cc);

        // char arithmetic
        char x = 'a';
        System.out.println("'a' + 1 = " + (x + 1));
        System.out.println("(char)('a' + 1) = " + (char) (x + 1));
        System.out.println("'a' + 'b' = " + ('a' + 'b'));
        System.out.println("\"\" + 'a' + 'b' = " + "" + 'a' + 'b');
        System.out.println("'z' - 'a' = " + ('z' - 'a'));
        StringBuilder sb = new StringBuilder();
        for (char ch = 'a'; ch <= 'z'; ch += 5) sb.append(ch);
        System.out.println("every 5th letter: " + sb);
        char up = Character.toUpperCase(x);
        System.out.println("upper: " + up + " " + (int) up);
        int digit = '7' - '0';
        System.out.println("digit: " + digit);
        char big = '\uffff';
        System.out.println("(int) '\\uffff' = " + (int) big + ", (short) = " + (short) big + ", (byte) = " + (byte) big);
        byte nb = (byte) 0x80;
        System.out.println("byte 0x80 = " + nb + ", & 0xFF = " + (nb & 0xFF) + ", (char) = " + (int) (char) nb);
        short ns = (short) 0x8000;
        System.out.println("short 0x8000 = " + ns + ", (char) = " + (int) (char) ns);
        // ternary numeric promotion
        Object o = true ? 1 : 2.0;
        System.out.println("true ? 1 : 2.0 -> " + o);
        Object o2 = true ? 'a' : 0;
        System.out.println("true ? 'a' : 0 -> " + o2);
        int k = 0;
        Object o3 = true ? 'a' : k;
        System.out.println("true ? 'a' : k -> " + o3);
        long mixed = 1 + 2L;
        float fm = 1 + 2.5f;
        double dm = 1 + 2.5f * 2.0;
        System.out.println("promotions: " + mixed + " " + fm + " " + dm);
        byte b1 = 100, b2 = 100;
        int bsum = b1 + b2;
        System.out.println("byte + byte = " + bsum + ", narrowed = " + (byte) (b1 + b2));
        final byte fb = 10;
        byte constSum = fb + 20;
        System.out.println("constant narrowing: " + constSum);
    }
}
