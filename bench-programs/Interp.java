// Interpreter benchmark: pure bytecode work (loops, static/virtual/interface calls, field access,
// int/long arithmetic, int[] and object-array access). No library calls in the hot paths.
// Prints a deterministic checksum. Takes about 1-3 s on `java -Xint`.
//
//   toyjvm bench-programs/Interp.java [scale]
//   scripts/bench-interp.sh       (compares against java -Xint)
public class Interp {
    // ---- sieve ----
    static int sieve(int n) {
        boolean[] composite = new boolean[n + 1];
        int count = 0;
        for (int i = 2; i <= n; i++) {
            if (!composite[i]) {
                count++;
                for (int j = i + i; j <= n; j += i) composite[j] = true;
            }
        }
        return count;
    }

    // ---- method-call heavy recursion ----
    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    // ---- matrix multiply on int[][] ----
    static long matmul(int n) {
        int[][] a = new int[n][n], b = new int[n][n], c = new int[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                a[i][j] = (i * 31 + j * 17) % 100;
                b[i][j] = (i * 7 + j * 13) % 100;
            }
        for (int i = 0; i < n; i++) {
            int[] ai = a[i], ci = c[i];
            for (int k = 0; k < n; k++) {
                int aik = ai[k];
                int[] bk = b[k];
                for (int j = 0; j < n; j++) ci[j] += aik * bk[j];
            }
        }
        long sum = 0;
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) sum += c[i][j] * (long) (i + j + 1);
        return sum;
    }

    // ---- small integer N-body-ish simulation: objects, fields, virtual calls ----
    static abstract class Body {
        long x, y, vx, vy;
        final long mass;

        Body(long x, long y, long mass) {
            this.x = x;
            this.y = y;
            this.mass = mass;
        }

        abstract long drag(long v);

        void move() {
            x += vx;
            y += vy;
            vx = drag(vx);
            vy = drag(vy);
        }
    }

    static final class Heavy extends Body {
        Heavy(long x, long y) {
            super(x, y, 50);
        }

        long drag(long v) {
            return v - (v >> 6);
        }
    }

    static final class Light extends Body {
        Light(long x, long y) {
            super(x, y, 3);
        }

        long drag(long v) {
            return v - (v >> 4);
        }
    }

    static long simulate(int bodies, int steps) {
        Body[] bs = new Body[bodies];
        long seed = 12345;
        for (int i = 0; i < bodies; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            long x = (seed >>> 40) % 10000, y = (seed >>> 20) % 10000;
            bs[i] = (i % 3 == 0) ? new Heavy(x, y) : new Light(x, y);
        }
        for (int s = 0; s < steps; s++) {
            for (int i = 0; i < bodies; i++) {
                Body a = bs[i];
                long ax = 0, ay = 0;
                for (int j = 0; j < bodies; j++) {
                    if (i == j) continue;
                    Body b = bs[j];
                    long dx = b.x - a.x, dy = b.y - a.y;
                    long d2 = dx * dx + dy * dy + 100;
                    ax += dx * b.mass * 1000 / d2;
                    ay += dy * b.mass * 1000 / d2;
                }
                a.vx += ax / a.mass;
                a.vy += ay / a.mass;
            }
            for (Body b : bs) b.move();
        }
        long h = 0;
        for (Body b : bs) h = h * 31 + b.x * 7 + b.y;
        return h;
    }

    // ---- interface dispatch + int array ops ----
    interface Op {
        int apply(int acc, int v);
    }

    static final class Add implements Op {
        public int apply(int acc, int v) {
            return acc + v;
        }
    }

    static final class Xor implements Op {
        public int apply(int acc, int v) {
            return acc ^ (v * 0x9E3779B1);
        }
    }

    static final class Mix implements Op {
        public int apply(int acc, int v) {
            return (acc << 5) - acc + v;
        }
    }

    static int fold(int rounds) {
        Op[] ops = {new Add(), new Xor(), new Mix()};
        int[] data = new int[1024];
        for (int i = 0; i < data.length; i++) data[i] = i * i - 7 * i;
        int acc = 1;
        for (int r = 0; r < rounds; r++) {
            Op op = ops[r % 3];
            for (int i = 0; i < data.length; i++) acc = op.apply(acc, data[i]);
            data[r & 1023] = acc;
        }
        return acc;
    }

    public static void main(String[] args) {
        int scale = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        long checksum = 0;
        for (int round = 0; round < scale; round++) {
            int primes = sieve(2_000_000) + sieve(1_999_999) + sieve(2_000_001);
            int f = fib(30);
            long mm = matmul(200);
            long sim = simulate(80, 300);
            int fo = fold(3000);
            checksum = checksum * 1_000_003 + primes;
            checksum = checksum * 1_000_003 + f;
            checksum = checksum * 1_000_003 + mm;
            checksum = checksum * 1_000_003 + sim;
            checksum = checksum * 1_000_003 + fo;
            if (round == 0) {
                System.out.println("sieve x3 = " + primes);
                System.out.println("fib(30) = " + f);
                System.out.println("matmul(200) = " + mm);
                System.out.println("simulate(80, 300) = " + sim);
                System.out.println("fold(3000) = " + fo);
            }
        }
        System.out.println("checksum = " + checksum);
    }
}
