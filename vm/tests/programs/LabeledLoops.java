public class LabeledLoops {
    public static void main(String[] args) {
        outer:
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                if (j == 3) continue outer;
                if (i == 3) break outer;
                System.out.print(i + "" + j + " ");
            }
        }
        System.out.println();
        int found = -1;
        search:
        for (int i = 2; i < 100; i++) {
            for (int j = 2; j * j <= i; j++) {
                if (i % j == 0) continue search;
            }
            if (i > 50) {
                found = i;
                break search;
            }
        }
        System.out.println("first prime > 50: " + found);
        int count = 0;
        block:
        {
            count++;
            if (count > 0) break block;
            count += 100;
        }
        System.out.println("labeled block: " + count);
        int k = 0;
        loop:
        while (true) {
            k++;
            switch (k) {
                case 5:
                    break loop;
                case 2:
                    continue loop;
                default:
                    System.out.print("k=" + k + " ");
            }
        }
        System.out.println();
        int n = 0;
        do {
            n += 3;
            if (n % 2 == 0) continue;
            System.out.print(n + " ");
        } while (n < 20);
        System.out.println();
        int total = 0;
        a:
        for (int x = 0; x < 4; x++) {
            b:
            for (int y = 0; y < 4; y++) {
                for (int z = 0; z < 4; z++) {
                    if (z == y) continue b;
                    if (x + y + z > 6) break a;
                    total += x * 100 + y * 10 + z;
                }
            }
        }
        System.out.println("triple nested total: " + total);
        StringBuilder sb = new StringBuilder();
        for (int i = 0, j = 10; i < j; i += 2, j--) sb.append(i).append(':').append(j).append(' ');
        System.out.println("comma for: " + sb);
        int w = 100;
        while (w > 1) w = (w % 2 == 0) ? w / 2 : 3 * w + 1;
        System.out.println("collatz reached " + w);
        for (; ; ) {
            if (++w > 3) break;
        }
        System.out.println("infinite for exited at " + w);
    }
}
