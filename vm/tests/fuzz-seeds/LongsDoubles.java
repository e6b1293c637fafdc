// Fuzz seed: category-2 values in locals, on the stack, in fields and arrays; conversions.
public class LongsDoubles {
    static long total;
    double scale = 1.5;

    static long mix(long a, int b, double c, float d) {
        long r = a * b;
        r ^= (long) c;
        r += (long) (d * 2);
        return r >>> 3;
    }

    double scaled(long v) { return v * scale; }

    public static void main(String[] args) {
        long a = 1L << 40;
        double d = Math.sqrt(2.0);
        float f = 3.25f;
        for (int i = 0; i < 8; i++) {
            total += mix(a + i, i, d * i, f);
            d = d * 1.1 - 0.01;
            f /= 2;
        }
        long[] arr = new long[4];
        arr[2] = total % 1000;
        double x = new LongsDoubles().scaled(arr[2]);
        int n = (int) (x * 100);
        long cmp = Long.compare(a, total) + (d < x ? 1 : 0) + (f > 0.0f ? 2 : 0);
        System.out.println(total + " " + arr[2] + " " + x + " " + n + " " + cmp + " " + (short) total + (char) 66);
    }
}
