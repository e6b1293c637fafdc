import java.math.BigInteger;
import java.util.Random;

// BigInteger on large values: Karatsuba-sized products and squares, Knuth division (identities
// and printed quotients), pow, sqrt, gcd, modPow/modInverse, primes, doubleValue rounding.
public class BigIntegerHuge {
    static BigInteger factorial(int n) {
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= n; i++) {
            f = f.multiply(BigInteger.valueOf(i));
        }
        return f;
    }

    static BigInteger randomBig(Random rnd, int bits) {
        BigInteger v = new BigInteger(bits, rnd);
        // runs of ones and zeros make the division estimates work harder
        if (rnd.nextInt(3) == 0) {
            v = v.or(BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE).shiftRight(rnd.nextInt(bits / 2 + 1)));
        }
        return rnd.nextBoolean() ? v : v.negate();
    }

    public static void main(String[] args) {
        BigInteger f1000 = factorial(1000);
        String s = f1000.toString();
        System.out.println("1000! has " + s.length() + " digits, starts " + s.substring(0, 40)
            + " hash " + f1000.hashCode() + " low " + f1000.getLowestSetBit() + " bits " + f1000.bitLength());
        BigInteger a = BigInteger.ZERO;
        BigInteger b = BigInteger.ONE;
        for (int i = 0; i < 3000; i++) {
            BigInteger t = a.add(b);
            a = b;
            b = t;
        }
        System.out.println("fib(3000) = " + a.toString().substring(0, 30) + "... " + a.bitLength() + " " + a.hashCode());
        BigInteger p3 = BigInteger.valueOf(3).pow(5000);
        System.out.println("3^5000 hash " + p3.hashCode() + " mod 1000007 " + p3.mod(BigInteger.valueOf(1000007)));
        System.out.println("(-7)^33 = " + BigInteger.valueOf(-7).pow(33) + " 0^0 = " + BigInteger.ZERO.pow(0)
            + " 12^0 = " + BigInteger.valueOf(12).pow(0) + " 2^100 = " + BigInteger.TWO.pow(100)
            + " (-2)^63 = " + BigInteger.valueOf(-2).pow(63) + " 6^40 = " + BigInteger.valueOf(6).pow(40));

        Random rnd = new Random(2024);
        int[] sizes = {1, 31, 32, 33, 64, 65, 96, 128, 200, 500, 1000, 1600, 3000};
        long h = 0;
        int bad = 0;
        for (int i = 0; i < sizes.length; i++) {
            for (int j = 0; j < sizes.length; j++) {
                BigInteger x = randomBig(rnd, sizes[i]);
                BigInteger y = randomBig(rnd, sizes[j]);
                if (y.signum() == 0) {
                    y = BigInteger.ONE;
                }
                BigInteger p = x.multiply(y);
                BigInteger[] qr = x.divideAndRemainder(y);
                if (!qr[0].multiply(y).add(qr[1]).equals(x) || qr[1].abs().compareTo(y.abs()) >= 0
                    || (qr[1].signum() != 0 && qr[1].signum() != x.signum())) {
                    bad++;
                    System.out.println("division identity fails for " + sizes[i] + "x" + sizes[j]);
                }
                if (!p.divide(y).equals(x) || p.remainder(y).signum() != 0) {
                    bad++;
                    System.out.println("product division fails for " + sizes[i] + "x" + sizes[j]);
                }
                if (!x.multiply(x).equals(x.pow(2)) || !x.add(y).multiply(x.subtract(y)).equals(x.pow(2).subtract(y.pow(2)))) {
                    bad++;
                    System.out.println("square fails for " + sizes[i] + "x" + sizes[j]);
                }
                h = h * 31 + p.hashCode();
                h = h * 31 + qr[0].hashCode();
                h = h * 31 + qr[1].hashCode();
                h = h * 31 + x.gcd(y).hashCode();
                h = h * 31 + x.mod(y.abs()).hashCode();
            }
            System.out.println("size " + sizes[i] + ": h=" + h);
        }
        System.out.println("bad=" + bad);
        // large divisors take the recursive division
        BigInteger big1 = BigInteger.valueOf(3).pow(30000).add(BigInteger.valueOf(12345));
        for (int e : new int[] {4000, 9000}) {
            BigInteger dv = BigInteger.valueOf(7).pow(e).add(BigInteger.ONE.shiftLeft(e));
            for (BigInteger dd : new BigInteger[] {dv, dv.negate(), BigInteger.ONE.shiftLeft(e * 3).subtract(BigInteger.ONE)}) {
                BigInteger[] qr = big1.divideAndRemainder(dd);
                System.out.println("big / " + dd.bitLength() + " bits: q " + qr[0].bitLength() + " bits hash " + qr[0].hashCode()
                    + ", r hash " + qr[1].hashCode() + ", identity " + qr[0].multiply(dd).add(qr[1]).equals(big1)
                    + ", mod " + big1.negate().mod(dd.abs()).hashCode());
            }
        }
        BigInteger root = big1.sqrt();
        System.out.println("sqrt(3^30000+12345): " + root.bitLength() + " bits, hash " + root.hashCode() + ", ok "
            + (root.multiply(root).compareTo(big1) <= 0 && root.add(BigInteger.ONE).pow(2).compareTo(big1) > 0));
        BigInteger x = new BigInteger("987654321987654321987654321987654321987654321");
        BigInteger y = new BigInteger("123456789123456789");
        System.out.println(x.divide(y) + " " + x.remainder(y) + " " + x.negate().divide(y) + " " + x.negate().mod(y)
            + " " + x.gcd(y) + " " + x.multiply(y));

        // sqrt
        for (String t : new String[] {"0", "1", "2", "3", "4", "15", "16", "17", "99999999999999999999",
            "100000000000000000000", "123456789012345678901234567890123456789"}) {
            BigInteger v = new BigInteger(t);
            BigInteger[] sr = v.sqrtAndRemainder();
            System.out.println("sqrt(" + t + ") = " + v.sqrt() + " rem " + sr[1]);
        }
        BigInteger big = f1000.add(BigInteger.ONE);
        BigInteger r = big.sqrt();
        System.out.println("sqrt(1000!+1) ok=" + (r.multiply(r).compareTo(big) <= 0
            && r.add(BigInteger.ONE).pow(2).compareTo(big) > 0) + " hash " + r.hashCode());

        // modular arithmetic, RSA style
        BigInteger pr = new BigInteger("170141183460469231731687303715884105727"); // 2^127-1
        BigInteger qq = BigInteger.ONE.shiftLeft(89).subtract(BigInteger.ONE);      // 2^89-1
        BigInteger n = pr.multiply(qq);
        BigInteger phi = pr.subtract(BigInteger.ONE).multiply(qq.subtract(BigInteger.ONE));
        BigInteger e = BigInteger.valueOf(65537);
        BigInteger d = e.modInverse(phi);
        BigInteger msg = new BigInteger("31415926535897932384626433832795028841971");
        BigInteger c = msg.modPow(e, n);
        System.out.println("d=" + d + "\nc=" + c + "\nm=" + c.modPow(d, n));
        System.out.println(BigInteger.valueOf(3).modPow(BigInteger.valueOf(-1), BigInteger.valueOf(7)) + " "
            + BigInteger.valueOf(-3).modPow(BigInteger.valueOf(3), BigInteger.valueOf(7)) + " "
            + BigInteger.valueOf(5).modPow(BigInteger.ZERO, BigInteger.ONE) + " "
            + BigInteger.valueOf(5).modPow(BigInteger.ZERO, BigInteger.TEN) + " "
            + BigInteger.valueOf(-17).modInverse(BigInteger.valueOf(101)) + " "
            + BigInteger.TEN.modInverse(BigInteger.ONE) + " "
            + BigInteger.valueOf(2).modPow(new BigInteger("1000000000000000000000"), new BigInteger("1000000000000000000007")));

        // primes
        int[] mersenne = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 61, 67, 89, 107, 127, 257, 521};
        StringBuilder sb = new StringBuilder();
        for (int m : mersenne) {
            sb.append(m).append(BigInteger.ONE.shiftLeft(m).subtract(BigInteger.ONE).isProbablePrime(50) ? "P " : "c ");
        }
        System.out.println(sb);
        sb.setLength(0);
        BigInteger q = BigInteger.ZERO;
        for (int i = 0; i < 30; i++) {
            q = q.nextProbablePrime();
            sb.append(q).append(' ');
        }
        System.out.println(sb);
        System.out.println(new BigInteger("1000000000000000000000000").nextProbablePrime() + " "
            + BigInteger.valueOf(-7).isProbablePrime(10) + " " + BigInteger.valueOf(561).isProbablePrime(10) + " "
            + BigInteger.ONE.isProbablePrime(10) + " " + BigInteger.valueOf(4).isProbablePrime(0) + " "
            + BigInteger.valueOf(3215031751L).isProbablePrime(100) + " " + BigInteger.valueOf(2147483647).isProbablePrime(100));
        BigInteger rp = BigInteger.probablePrime(64, new Random(5));
        System.out.println("probablePrime: bits=" + rp.bitLength() + " prime=" + rp.isProbablePrime(100));

        // doubleValue: rounding to nearest even at 2^53 and beyond
        BigInteger two53 = BigInteger.ONE.shiftLeft(53);
        for (int k = 0; k < 8; k++) {
            BigInteger v = two53.add(BigInteger.valueOf(k));
            System.out.println(v + " " + v.doubleValue() + " " + v.negate().doubleValue() + " " + v.floatValue()
                + " " + v.shiftLeft(70).add(BigInteger.ONE).doubleValue());
        }
        System.out.println(f1000.doubleValue() + " " + BigInteger.ONE.shiftLeft(1023).doubleValue() + " "
            + BigInteger.ONE.shiftLeft(1024).subtract(BigInteger.ONE).doubleValue() + " "
            + BigInteger.ONE.shiftLeft(127).floatValue() + " " + BigInteger.ONE.shiftLeft(128).negate().floatValue()
            + " " + new BigInteger("123456789012345678901234567890").doubleValue() + " " + f1000.longValue()
            + " " + f1000.add(BigInteger.valueOf(123456789)).intValue());
    }
}
