import java.math.BigInteger;
import java.util.Random;

// BigInteger: constructors, string forms in every radix, arithmetic signs, hash codes and the
// exceptions (with their messages) the JDK throws.
public class BigIntegerBasics {
    static void check(String what, Runnable r) {
        try {
            r.run();
        } catch (RuntimeException e) {
            System.out.println(what + " threw " + e);
        }
    }

    static void show(String label, BigInteger v) {
        System.out.println(label + " = " + v + " hash=" + v.hashCode() + " signum=" + v.signum()
            + " bitLength=" + v.bitLength() + " bitCount=" + v.bitCount());
    }

    public static void main(String[] args) {
        show("ZERO", BigInteger.ZERO);
        show("ONE", BigInteger.ONE);
        show("TWO", BigInteger.TWO);
        show("TEN", BigInteger.TEN);
        String[] texts = {"0", "-0", "+0", "000123", "-000123", "+42", "2147483647", "2147483648",
            "-2147483648", "-2147483649", "4294967295", "4294967296", "9223372036854775807",
            "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
            "18446744073709551615", "18446744073709551616", "123456789012345678901234567890",
            "-98765432109876543210987654321098765432109876543210",
            "1000000000000000000000000000000000000000000000000000000000000000"};
        for (String t : texts) {
            show(t, new BigInteger(t));
        }
        String[] bad = {"", "-", "+", "12a", "1-2", "+-1", "--1", " 1", "1 ", "1.0", "0x10", "١٢٣"};
        for (String t : bad) {
            check("new BigInteger(\"" + t + "\")", () -> System.out.println(new BigInteger(t)));
        }
        check("radix 1", () -> new BigInteger("1", 1));
        check("radix 37", () -> new BigInteger("1", 37));
        check("radix 16 bad", () -> new BigInteger("12g", 16));
        check("radix 2 bad", () -> new BigInteger("1012", 2));
        // radixes both ways
        BigInteger big = new BigInteger("-123456789abcdefABCDEF0123456789", 16);
        for (int radix = 2; radix <= 36; radix++) {
            String s = big.toString(radix);
            BigInteger back = new BigInteger(s, radix);
            System.out.println(radix + ": " + s + " " + back.equals(big) + " "
                + new BigInteger("zz" + radix, 36).toString(radix));
        }
        System.out.println(big.toString(0) + " " + big.toString(99) + " " + big.toString(-5));
        System.out.println(new BigInteger("11111111111111111111111111111111111111111", 2));
        System.out.println(new BigInteger("zyxwvutsrqponmlkjihgfedcba9876543210", 36));

        // valueOf around the word boundaries
        long[] longs = {0, 1, -1, 16, 17, -16, -17, 31, 32, 33, Integer.MAX_VALUE, Integer.MIN_VALUE,
            0xFFFFFFFFL, 0x100000000L, Long.MAX_VALUE, Long.MIN_VALUE, Long.MIN_VALUE + 1,
            1234567890123456789L, -987654321987654321L};
        for (long l : longs) {
            BigInteger b = BigInteger.valueOf(l);
            System.out.println(l + " -> " + b + " " + b.hashCode() + " " + b.longValue() + " "
                + b.intValue() + " " + b.doubleValue() + " " + b.floatValue() + " "
                + Long.toHexString(b.longValue()) + " " + b.toString(16) + " " + b.toString(2)
                + " " + b.equals(new BigInteger(Long.toString(l))) + " "
                + b.compareTo(BigInteger.ZERO) + " " + b.shortValue() + " " + b.byteValue());
        }

        // signs of the four operations, against long arithmetic
        long[] small = {0, 1, -1, 7, -7, 12, -12, 1000000007, -1000000007, 3037000499L, -3037000499L};
        for (long a : small) {
            for (long b : small) {
                BigInteger x = BigInteger.valueOf(a);
                BigInteger y = BigInteger.valueOf(b);
                StringBuilder sb = new StringBuilder();
                sb.append(a).append(',').append(b).append(": ");
                sb.append(x.add(y)).append(' ').append(x.subtract(y)).append(' ')
                    .append(x.multiply(y)).append(' ');
                if (b != 0) {
                    BigInteger[] qr = x.divideAndRemainder(y);
                    sb.append(x.divide(y)).append(' ').append(x.remainder(y)).append(' ')
                        .append(qr[0]).append(' ').append(qr[1]).append(' ');
                    if (a / b != x.divide(y).longValue() || a % b != x.remainder(y).longValue()) {
                        sb.append("MISMATCH ");
                    }
                }
                if (b > 0) {
                    sb.append(x.mod(y)).append(' ').append(Math.floorMod(a, b)).append(' ');
                }
                sb.append(x.compareTo(y)).append(' ').append(x.equals(y)).append(' ')
                    .append(x.min(y)).append(' ').append(x.max(y)).append(' ').append(x.gcd(y));
                System.out.println(sb);
            }
        }

        // exceptions and their messages
        BigInteger seven = BigInteger.valueOf(7);
        check("divide by zero", () -> seven.divide(BigInteger.ZERO));
        check("remainder by zero", () -> seven.remainder(BigInteger.ZERO));
        check("divideAndRemainder by zero", () -> seven.divideAndRemainder(BigInteger.ZERO));
        check("mod 0", () -> seven.mod(BigInteger.ZERO));
        check("mod -3", () -> seven.mod(BigInteger.valueOf(-3)));
        check("pow -1", () -> seven.pow(-1));
        check("modPow m=0", () -> seven.modPow(BigInteger.ONE, BigInteger.ZERO));
        check("modInverse not invertible", () -> BigInteger.valueOf(6).modInverse(BigInteger.valueOf(9)));
        check("modInverse m<0", () -> seven.modInverse(BigInteger.valueOf(-5)));
        check("sqrt negative", () -> seven.negate().sqrt());
        check("testBit -1", () -> seven.testBit(-1));
        check("setBit -1", () -> seven.setBit(-1));
        check("nextProbablePrime negative", () -> seven.negate().nextProbablePrime());
        check("intValueExact", () -> BigInteger.ONE.shiftLeft(31).intValueExact());
        check("longValueExact", () -> BigInteger.ONE.shiftLeft(63).longValueExact());
        check("shortValueExact", () -> BigInteger.valueOf(40000).shortValueExact());
        check("byteValueExact", () -> BigInteger.valueOf(128).byteValueExact());
        check("numBits", () -> new BigInteger(-1, new Random(1)));
        check("signum 2", () -> new BigInteger(2, new byte[] {1}));
        check("signum mismatch", () -> new BigInteger(0, new byte[] {1}));
        check("empty bytes", () -> new BigInteger(new byte[0]));
        check("probablePrime 1", () -> BigInteger.probablePrime(1, new Random(1)));
        System.out.println(BigInteger.ONE.shiftLeft(31).negate().intValueExact() + " "
            + BigInteger.ONE.shiftLeft(63).negate().longValueExact() + " "
            + BigInteger.valueOf(-32768).shortValueExact() + " " + BigInteger.valueOf(-128).byteValueExact());

        // compareTo / equals / hashCode consistency
        BigInteger a = new BigInteger("123456789012345678901234567890");
        BigInteger b = new BigInteger("123456789012345678901234567890");
        System.out.println(a.equals(b) + " " + (a.hashCode() == b.hashCode()) + " " + a.compareTo(b)
            + " " + a.equals("123456789012345678901234567890") + " " + a.equals(null)
            + " " + a.negate().hashCode() + " " + a.compareTo(a.negate()) + " " + a.negate().compareTo(a));
        java.util.HashSet<BigInteger> set = new java.util.HashSet<>();
        for (int i = 0; i < 50; i++) {
            set.add(BigInteger.valueOf(i % 17).pow(20));
        }
        System.out.println(set.size());
        java.util.TreeSet<BigInteger> tree = new java.util.TreeSet<>();
        for (String t : texts) {
            tree.add(new BigInteger(t));
        }
        System.out.println(tree);
        Number n = new BigInteger("-300");
        System.out.println(n.intValue() + " " + n.byteValue() + " " + n.shortValue() + " " + n.doubleValue());
    }
}
