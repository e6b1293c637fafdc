import java.math.BigInteger;

/** Pi by Machin's formula (16 arctan 1/5 - 4 arctan 1/239) in BigInteger fixed point: prints the
 * first N digits (default 2000) 50 a line. Usage: PiMachin N. */

public class PiMachin {
    static BigInteger arctanInv(int x, BigInteger unity) {
        BigInteger xx = BigInteger.valueOf((long) x * x);
        BigInteger power = unity.divide(BigInteger.valueOf(x));
        BigInteger sum = power;
        int n = 1;
        boolean neg = true;
        while (power.signum() != 0) {
            power = power.divide(xx);
            n += 2;
            BigInteger term = power.divide(BigInteger.valueOf(n));
            sum = neg ? sum.subtract(term) : sum.add(term);
            neg = !neg;
        }
        return sum;
    }

    public static void main(String[] args) {
        int digits = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        BigInteger unity = BigInteger.TEN.pow(digits + 10);
        BigInteger pi = arctanInv(5, unity).multiply(BigInteger.valueOf(16))
            .subtract(arctanInv(239, unity).multiply(BigInteger.valueOf(4)));
        String s = pi.divide(BigInteger.TEN.pow(10)).toString();
        for (int i = 0; i < s.length(); i += 50) {
            System.out.println(s.substring(i, Math.min(s.length(), i + 50)));
        }
        System.out.println(pi.bitLength() + " " + pi.hashCode());
    }
}
