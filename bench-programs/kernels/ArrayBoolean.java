// Kernel: boolean[] access: the sieve of Eratosthenes, then a count of the primes.
// Dominant bytecodes: baload, bastore (on a boolean[]), arraylength, iadd, if_icmpgt/goto.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class ArrayBoolean {
    static final int SIZE = 1_400_000;

    static int run(boolean[] composite) {
        for (int i = 0; i < composite.length; i++) composite[i] = false;
        int n = composite.length - 1;
        for (int i = 2; (long) i * i <= n; i++) {
            if (!composite[i]) {
                for (int j = i * i; j <= n; j += i) composite[j] = true;
            }
        }
        int count = 0;
        for (int i = 2; i <= n; i++) if (!composite[i]) count++;
        return count;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(new boolean[SIZE + r]);
        System.out.println("ArrayBoolean " + sum);
    }
}
