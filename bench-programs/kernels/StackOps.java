// Kernel: the stack-manipulation bytecodes javac emits for ordinary code: a[i]++ and a[i] += x
// (dup2), x = y = z (dup), compound assignment and post-increment on fields (dup, dup_x1),
// post-increment of a long field and of a long array element (dup2_x1, dup2_x2).
// Dominant bytecodes: dup, dup_x1, dup2, dup2_x1, dup2_x2 and the loads/stores around them.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class StackOps {
    static final int N = 270_000;

    int count;
    long ticks;
    final int[] hist = new int[16];
    final long[] totals = new long[8];

    int next() {
        return count++;
    }

    long tick() {
        return ticks++;
    }

    long run(int seed) {
        long sum = 0;
        int a, b, c;
        for (int i = 0; i < N; i++) {
            hist[i & 15]++;
            hist[(i + seed) & 15] += 3;
            a = b = c = i;
            count += a;
            long old = totals[i & 7]++;
            totals[(i >> 3) & 7] += old;
            sum += next() + tick() + b - c;
        }
        return sum;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        StackOps k = new StackOps();
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += k.run(r);
        for (int h : k.hist) sum += h;
        for (long t : k.totals) sum ^= t;
        System.out.println("StackOps " + sum + " " + k.count + " " + k.ticks);
    }
}
