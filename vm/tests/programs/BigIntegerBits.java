import java.math.BigInteger;
import java.util.Random;

// BigInteger two's complement semantics: and/or/xor/not/andNot, single bits, shifts of
// negatives (floor), bitLength/bitCount/getLowestSetBit, byte arrays both ways, random bits.
// Checked against long arithmetic and printed.
public class BigIntegerBits {
    static long mix(long h, BigInteger v) {
        return h * 31 + v.hashCode();
    }

    public static void main(String[] args) {
        Random rnd = new Random(42);
        long h = 0;
        int mismatches = 0;
        for (int i = 0; i < 400; i++) {
            long a = rnd.nextLong() >> rnd.nextInt(64);
            long b = rnd.nextLong() >> rnd.nextInt(64);
            int n = rnd.nextInt(70);
            BigInteger x = BigInteger.valueOf(a);
            BigInteger y = BigInteger.valueOf(b);
            if (x.and(y).longValue() != (a & b) || x.or(y).longValue() != (a | b)
                || x.xor(y).longValue() != (a ^ b) || x.not().longValue() != ~a
                || x.andNot(y).longValue() != (a & ~b)) {
                mismatches++;
                System.out.println("logic mismatch " + a + " " + b);
            }
            if (n < 63 && x.shiftRight(n).longValue() != (a >> n)) {
                mismatches++;
                System.out.println("shr mismatch " + a + " " + n);
            }
            if (n < 64 && x.testBit(n) != (((a >> n) & 1) != 0)) {
                mismatches++;
                System.out.println("testBit mismatch " + a + " " + n);
            }
            if (n < 63) {
                if (x.setBit(n).longValue() != (a | (1L << n)) || x.clearBit(n).longValue() != (a & ~(1L << n))
                    || x.flipBit(n).longValue() != (a ^ (1L << n))) {
                    mismatches++;
                    System.out.println("bit op mismatch " + a + " " + n);
                }
            }
            if (x.bitCount() != Long.bitCount(a < 0 ? ~a : a)
                || x.bitLength() != 64 - Long.numberOfLeadingZeros(a < 0 ? ~a : a)
                || (a != 0 && x.getLowestSetBit() != Long.numberOfTrailingZeros(a))) {
                mismatches++;
                System.out.println("count mismatch " + a);
            }
            h = mix(h, x.shiftLeft(n).xor(y.shiftLeft(n / 2)));
            h = mix(h, x.shiftLeft(n).shiftRight(n + 3).or(y.not().shiftLeft(7)));
            h = mix(h, x.multiply(y).andNot(x.shiftLeft(40)).setBit(n + 60).flipBit(n));
            byte[] bytes = x.multiply(y).toByteArray();
            BigInteger back = new BigInteger(bytes);
            if (!back.equals(x.multiply(y))) {
                mismatches++;
                System.out.println("byte array mismatch " + a + " " + b);
            }
            h = h * 31 + java.util.Arrays.hashCode(bytes);
        }
        System.out.println("mismatches=" + mismatches + " h=" + h);

        long[] edge = {0, 1, -1, 2, -2, 127, 128, -128, -129, 255, 256, -256, -257, 65535, -65536,
            Integer.MAX_VALUE, Integer.MIN_VALUE, Long.MAX_VALUE, Long.MIN_VALUE};
        for (long e : edge) {
            BigInteger[] vs = {BigInteger.valueOf(e), BigInteger.valueOf(e).shiftLeft(64),
                BigInteger.valueOf(e).shiftLeft(100).subtract(BigInteger.ONE)};
            for (BigInteger v : vs) {
                System.out.println(v + " bytes=" + java.util.Arrays.toString(v.toByteArray())
                    + " bl=" + v.bitLength() + " bc=" + v.bitCount() + " low=" + v.getLowestSetBit()
                    + " not=" + v.not() + " >>65=" + v.shiftRight(65) + " <<-3=" + v.shiftLeft(-3)
                    + " >>-2=" + v.shiftRight(-2) + " t99=" + v.testBit(99) + " t200=" + v.testBit(200)
                    + " set130=" + v.setBit(130) + " clr0=" + v.clearBit(0) + " hex=" + v.toString(16));
            }
        }
        byte[][] arrays = {{0}, {-1}, {0, -1}, {-1, -1, -1}, {0, 0, 0, 1}, {-128}, {-128, 0, 0, 0, 0},
            {1, 2, 3, 4, 5, 6, 7, 8, 9}, {-1, 0, 0, 0, 0, 0, 0, 0, 0}};
        for (byte[] arr : arrays) {
            BigInteger v = new BigInteger(arr);
            BigInteger pos = new BigInteger(1, arr);
            BigInteger neg = new BigInteger(-1, arr);
            System.out.println(java.util.Arrays.toString(arr) + " -> " + v + " " + pos + " " + neg + " "
                + java.util.Arrays.toString(pos.toByteArray()));
        }
        System.out.println(new BigInteger(new byte[] {9, 1, 2, 3, 9}, 1, 3) + " "
            + new BigInteger(1, new byte[] {9, -1, -2, -3, 9}, 1, 3) + " "
            + new BigInteger(0, new byte[] {0, 0}));
        Random r2 = new Random(7);
        for (int bits : new int[] {0, 1, 7, 8, 9, 31, 32, 33, 63, 64, 65, 100, 200}) {
            System.out.println(bits + ": " + new BigInteger(bits, r2));
        }
    }
}
