import java.util.Random;

// Number <-> text conversions on many pseudo-random values (seeded, so deterministic): every
// double/float bit pattern class (normal, subnormal, huge, tiny), integer radix conversions,
// parse round trips, narrowing conversions and Formatter's %f/%e/%g.
public class NumberTextRandom {
    public static void main(String[] args) {
        Random r = new Random(20240601L);
        StringBuilder sb = new StringBuilder();
        int roundTripFailures = 0;
        for (int i = 0; i < 400; i++) {
            double d = Double.longBitsToDouble(r.nextLong());
            if (Double.isNaN(d)) continue;
            String s = Double.toString(d);
            if (Double.parseDouble(s) != d) roundTripFailures++;
            sb.setLength(0);
            sb.append(s).append(' ').append((float) d).append(' ').append((long) d).append(' ').append((int) d);
            System.out.println(sb);
        }
        for (int i = 0; i < 300; i++) {
            double d = (r.nextDouble() - 0.5) * Math.pow(10, r.nextInt(40) - 20);
            String s = Double.toString(d);
            if (Double.parseDouble(s) != d) roundTripFailures++;
            System.out.println(s + " " + (float) d + " " + Math.round(d) + " " + Math.floor(d) + " " + Math.ceil(d) + " " + Math.rint(d));
        }
        for (int i = 0; i < 300; i++) {
            float f = Float.intBitsToFloat(r.nextInt());
            if (Float.isNaN(f)) continue;
            String s = Float.toString(f);
            if (Float.parseFloat(s) != f) roundTripFailures++;
            System.out.println(s + " " + (double) f + " " + (int) f + " " + Math.round(f));
        }
        for (int i = 0; i < 200; i++) {
            float f = r.nextFloat() * (float) Math.pow(10, r.nextInt(20) - 10);
            System.out.println(f + " " + (f * 3) + " " + (f / 7));
        }
        for (int i = 0; i < 200; i++) {
            double a = (r.nextDouble() - 0.5) * 2000, b = r.nextDouble() * 100 + 1;
            System.out.println((a + b) + " " + (a - b) + " " + (a * b) + " " + (a / b) + " " + (a % b) + " " + Math.sqrt(Math.abs(a)));
        }
        for (int i = 0; i < 200; i++) {
            int x = r.nextInt();
            long y = r.nextLong();
            int radix = 2 + r.nextInt(35);
            String xs = Integer.toString(x, radix), ys = Long.toString(y, radix);
            if (Integer.parseInt(xs, radix) != x || Long.parseLong(ys, radix) != y) roundTripFailures++;
            System.out.println(x + " " + y + " r" + radix + " " + xs + " " + ys + " " + Integer.toHexString(x) + " " + Long.toOctalString(y) + " " + Integer.toBinaryString(x >>> 20));
        }
        for (int i = 0; i < 100; i++) {
            double d = (r.nextDouble() - 0.3) * Math.pow(10, r.nextInt(16) - 6);
            System.out.println(String.format("%f|%.3f|%.0f|%e|%.2e|%g|%.4g|%12.5f|%,.2f", d, d, d, d, d, d, d, d, d));
        }
        for (int i = 0; i < 50; i++) {
            double d = r.nextInt(2000) / 8.0 - 100;
            System.out.println(String.format("%.0f %.1f %.2f %.3f", d, d, d, d));
        }
        System.out.println("round trip failures: " + roundTripFailures);
    }
}
