import java.math.BigInteger;

/**
 * The Benchmarks Game "pidigits" spigot (Gibbons' unbounded algorithm) on BigInteger: prints the
 * first N digits of pi, ten a line, as "3141592653\t:10". Usage: PiDigits N (default 1000).
 */
public class PiDigits {
    private static final BigInteger THREE = BigInteger.valueOf(3);
    private static final BigInteger FOUR = BigInteger.valueOf(4);

    private BigInteger q = BigInteger.ONE;
    private BigInteger r = BigInteger.ZERO;
    private BigInteger t = BigInteger.ONE;
    private int k = 0;

    private int extract(BigInteger nth) {
        // floor((q * nth + r) / t)
        return q.multiply(nth).add(r).divide(t).intValue();
    }

    private void next() {
        k++;
        BigInteger k2p1 = BigInteger.valueOf(2L * k + 1);
        r = q.shiftLeft(1).add(r).multiply(k2p1);
        q = q.multiply(BigInteger.valueOf(k));
        t = t.multiply(k2p1);
    }

    private void produce(int d) {
        r = r.subtract(t.multiply(BigInteger.valueOf(d))).multiply(BigInteger.TEN);
        q = q.multiply(BigInteger.TEN);
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        PiDigits p = new PiDigits();
        StringBuilder line = new StringBuilder();
        int printed = 0;
        while (printed < n) {
            p.next();
            if (p.q.compareTo(p.r) > 0) {
                continue;
            }
            int d = p.extract(THREE);
            if (d != p.extract(FOUR)) {
                continue;
            }
            line.append((char) ('0' + d));
            printed++;
            if (printed % 10 == 0) {
                System.out.println(line + "\t:" + printed);
                line.setLength(0);
            }
            p.produce(d);
        }
        if (line.length() > 0) {
            while (line.length() < 10) {
                line.append(' ');
            }
            System.out.println(line + "\t:" + printed);
        }
    }
}
