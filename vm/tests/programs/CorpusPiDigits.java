// args: 300
import java.math.BigInteger;

/**
 * A pi calculator in the style of the ones shared on tutorials and code-golf sites: a streaming
 * spigot (Gibbons) printing digits in groups, cross-checked against Machin's formula computed in
 * fixed point, and a few "fun facts" about the digits.
 */
public class CorpusPiDigits {

    private static final BigInteger TWO = BigInteger.valueOf(2);
    private static final BigInteger THREE = BigInteger.valueOf(3);
    private static final BigInteger FOUR = BigInteger.valueOf(4);
    private static final BigInteger SEVEN = BigInteger.valueOf(7);

    /** Streaming spigot: yields one digit per call. */
    static final class Spigot {
        BigInteger q = BigInteger.ONE, r = BigInteger.ZERO, t = BigInteger.ONE;
        BigInteger k = BigInteger.ONE, n = THREE, l = THREE;

        int nextDigit() {
            while (true) {
                if (FOUR.multiply(q).add(r).subtract(t).compareTo(n.multiply(t)) < 0) {
                    int digit = n.intValue();
                    BigInteger nr = BigInteger.TEN.multiply(r.subtract(n.multiply(t)));
                    n = BigInteger.TEN.multiply(THREE.multiply(q).add(r)).divide(t).subtract(BigInteger.TEN.multiply(n));
                    q = q.multiply(BigInteger.TEN);
                    r = nr;
                    return digit;
                }
                BigInteger nr = TWO.multiply(q).add(r).multiply(l);
                BigInteger nn = q.multiply(SEVEN.multiply(k)).add(TWO).add(r.multiply(l)).divide(t.multiply(l));
                q = q.multiply(k);
                t = t.multiply(l);
                l = l.add(TWO);
                k = k.add(BigInteger.ONE);
                n = nn;
                r = nr;
            }
        }
    }

    static BigInteger arccot(int x, BigInteger unity) {
        BigInteger sum, xpower, term;
        BigInteger bigX = BigInteger.valueOf(x);
        BigInteger x2 = bigX.multiply(bigX);
        sum = xpower = unity.divide(bigX);
        int n = 3;
        int sign = -1;
        while (true) {
            xpower = xpower.divide(x2);
            term = xpower.divide(BigInteger.valueOf(n));
            if (term.signum() == 0) {
                break;
            }
            sum = sign < 0 ? sum.subtract(term) : sum.add(term);
            sign = -sign;
            n += 2;
        }
        return sum;
    }

    static String machin(int digits) {
        BigInteger unity = BigInteger.TEN.pow(digits + 10);
        BigInteger pi = arccot(5, unity).shiftLeft(2).subtract(arccot(239, unity)).shiftLeft(2);
        return pi.divide(BigInteger.TEN.pow(10)).toString();
    }

    public static void main(String[] args) {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        Spigot sp = new Spigot();
        StringBuilder all = new StringBuilder();
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < count; i++) {
            int d = sp.nextDigit();
            all.append(d);
            line.append(d);
            if (i == 0) {
                line.append('.');
            } else if (i % 10 == 0) {
                line.append(' ');
            }
            if (i % 50 == 0 && i > 0) {
                System.out.println(line.toString().trim());
                line.setLength(0);
            }
        }
        if (line.length() > 0) {
            System.out.println(line.toString().trim());
        }
        String m = machin(count);
        System.out.println("Machin agrees: " + m.substring(0, count).equals(all.toString()));
        int[] freq = new int[10];
        for (int i = 0; i < all.length(); i++) {
            freq[all.charAt(i) - '0']++;
        }
        System.out.println("digit frequencies: " + java.util.Arrays.toString(freq));
        int feynman = all.indexOf("999999");
        System.out.println("first 999999 at " + (feynman < 0 ? "(not in these digits)" : String.valueOf(feynman)));
        BigInteger asNumber = new BigInteger(all.toString());
        System.out.println("as an integer: " + asNumber.bitLength() + " bits, hash " + asNumber.hashCode()
            + ", mod 2^31-1 = " + asNumber.mod(BigInteger.valueOf(Integer.MAX_VALUE))
            + ", hex tail " + asNumber.toString(16).substring(Math.max(0, asNumber.toString(16).length() - 16)));
    }
}
