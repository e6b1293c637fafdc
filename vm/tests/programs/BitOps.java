public class BitOps {
    public static void main(String[] args) {
        int[] vals = {0, 1, -1, 5, 12, 255, 256, 0x7FFFFFFF, 0x80000000, 0x12345678, -12345};
        for (int v : vals) {
            System.out.println(v + ": bitCount=" + Integer.bitCount(v) + " bin=" + Integer.toBinaryString(v) + " hex=" + Integer.toHexString(v) + " oct=" + Integer.toOctalString(v)
                + " highest=" + Integer.highestOneBit(v) + " lowest=" + Integer.lowestOneBit(v) + " nlz=" + Integer.numberOfLeadingZeros(v) + " ntz=" + Integer.numberOfTrailingZeros(v)
                + " reverse=" + Integer.reverse(v) + " reverseBytes=" + Integer.reverseBytes(v) + " rotl3=" + Integer.rotateLeft(v, 3) + " rotr3=" + Integer.rotateRight(v, 3) + " signum=" + Integer.signum(v));
        }
        long[] lvals = {0L, 1L, -1L, 1L << 40, Long.MIN_VALUE, 0x0123456789ABCDEFL};
        for (long v : lvals) {
            System.out.println(v + ": bitCount=" + Long.bitCount(v) + " bin=" + Long.toBinaryString(v) + " hex=" + Long.toHexString(v)
                + " highest=" + Long.highestOneBit(v) + " nlz=" + Long.numberOfLeadingZeros(v) + " ntz=" + Long.numberOfTrailingZeros(v) + " reverse=" + Long.reverse(v) + " rotl=" + Long.rotateLeft(v, 7));
        }
        System.out.println("unsigned: " + Integer.toUnsignedString(-1) + " " + Integer.toUnsignedLong(-2) + " " + Integer.divideUnsigned(-1, 3) + " " + Integer.remainderUnsigned(-1, 3) + " " + Integer.compareUnsigned(-1, 1) + " " + Long.toUnsignedString(-1L) + " " + Integer.parseUnsignedInt("4294967295"));
        int flags = 0;
        flags |= 1 << 3;
        flags |= 1 << 5;
        flags &= ~(1 << 3);
        flags ^= 1 << 7;
        System.out.println("flags: " + Integer.toBinaryString(flags) + " bit5 set: " + ((flags & (1 << 5)) != 0));
        int x = 0b1011_0110;
        int count = 0;
        for (int t = x; t != 0; t &= t - 1) count++;
        System.out.println("kernighan popcount: " + count + " isPowerOfTwo(64): " + isPow2(64) + " isPowerOfTwo(96): " + isPow2(96));
        int a = 12345, b = 67890;
        a ^= b;
        b ^= a;
        a ^= b;
        System.out.println("xor swap: " + a + " " + b);
        System.out.println("sign extension: " + ((byte) 0xF0 >> 2) + " " + ((byte) 0xF0 >>> 28) + " " + (((byte) 0xF0 & 0xFF) >>> 2));
        long mask = (1L << 63) - 1;
        System.out.println("mask: " + mask + " " + (mask + 1) + " " + Long.toHexString(~mask));
        int gray = 0;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            gray = i ^ (i >> 1);
            sb.append(Integer.toBinaryString(gray)).append(' ');
        }
        System.out.println("gray codes: " + sb);
        System.out.println("Short/Byte/Char: " + Short.reverseBytes((short) 0x1234) + " " + Character.reverseBytes('\u1234') + " " + Integer.toHexString(Byte.toUnsignedInt((byte) -1)));
        System.out.println("Integer.toString radix: " + Integer.toString(-255, 16) + " " + Integer.toString(35, 36) + " " + Long.toString(Long.MAX_VALUE, 36) + " " + Integer.toString(10, 99));
    }

    static boolean isPow2(int n) {
        return n > 0 && (n & (n - 1)) == 0;
    }
}
