import java.util.*;

public class RandomSeeded {
    public static void main(String[] args) {
        Random r = new Random(42);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) sb.append(r.nextInt()).append(' ');
        System.out.println("nextInt: " + sb);
        sb.setLength(0);
        for (int i = 0; i < 10; i++) sb.append(r.nextInt(100)).append(' ');
        System.out.println("nextInt(100): " + sb);
        sb.setLength(0);
        for (int i = 0; i < 5; i++) sb.append(r.nextInt(1 << 20)).append(' ');
        System.out.println("nextInt(2^20): " + sb);
        sb.setLength(0);
        for (int i = 0; i < 5; i++) sb.append(r.nextInt(1000000007)).append(' ');
        System.out.println("nextInt(1e9+7): " + sb);
        sb.setLength(0);
        for (int i = 0; i < 4; i++) sb.append(r.nextLong()).append(' ');
        System.out.println("nextLong: " + sb);
        sb.setLength(0);
        for (int i = 0; i < 4; i++) sb.append(r.nextDouble()).append(' ');
        System.out.println("nextDouble: " + sb);
        sb.setLength(0);
        for (int i = 0; i < 4; i++) sb.append(r.nextFloat()).append(' ');
        System.out.println("nextFloat: " + sb);
        sb.setLength(0);
        for (int i = 0; i < 6; i++) sb.append(r.nextBoolean()).append(' ');
        System.out.println("nextBoolean: " + sb);
        sb.setLength(0);
        for (int i = 0; i < 6; i++) sb.append(r.nextGaussian()).append(' ');
        System.out.println("nextGaussian: " + sb);
        byte[] bytes = new byte[10];
        r.nextBytes(bytes);
        System.out.println("nextBytes: " + Arrays.toString(bytes));
        Random a = new Random(0), b = new Random(0);
        boolean same = true;
        for (int i = 0; i < 1000; i++) if (a.nextInt() != b.nextInt()) same = false;
        System.out.println("same seed same sequence: " + same);
        Random s = new Random(1);
        s.setSeed(42);
        System.out.println("setSeed(42) first nextInt: " + s.nextInt() + " vs new Random(42): " + new Random(42).nextInt());
        Random neg = new Random(-123456789L);
        System.out.println("negative seed: " + neg.nextInt(10) + " " + neg.nextLong() + " " + neg.nextInt(7));
        int[] hist = new int[6];
        Random dice = new Random(2023);
        for (int i = 0; i < 6000; i++) hist[dice.nextInt(6)]++;
        System.out.println("dice histogram: " + Arrays.toString(hist));
        double sum = 0;
        Random g = new Random(11);
        for (int i = 0; i < 1000; i++) sum += g.nextGaussian();
        System.out.println("gaussian mean*1000 rounded: " + Math.round(sum));
        try {
            r.nextInt(0);
        } catch (IllegalArgumentException e) {
            System.out.println("nextInt(0): " + e.getClass().getName() + ": " + e.getMessage());
        }
        long sumL = 0;
        Random big = new Random(Long.MAX_VALUE);
        for (int i = 0; i < 100000; i++) sumL += big.nextInt(1000);
        System.out.println("sum of 100000 nextInt(1000): " + sumL);
    }
}
