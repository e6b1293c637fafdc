// Fuzz seed: nested loops, do/while, break/continue, labelled jumps, int arithmetic.
public class Loops {
    static int collatz(int n) {
        int steps = 0;
        while (n != 1) {
            n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
            steps++;
        }
        return steps;
    }

    static int primes(int limit) {
        int count = 0;
        outer:
        for (int i = 2; i < limit; i++) {
            for (int j = 2; j * j <= i; j++) {
                if (i % j == 0) continue outer;
            }
            count++;
        }
        return count;
    }

    public static void main(String[] args) {
        int sum = 0;
        for (int i = 0; i < 100; i++) {
            if (i == 50) break;
            sum += i * i;
        }
        int k = 10;
        do {
            k -= 3;
        } while (k > 0);
        short s = 1;
        byte b = 2;
        char c = 'a';
        for (int i = 0; i < 5; i++) {
            s += b;
            b ^= (byte) i;
            c++;
        }
        System.out.println(sum + " " + k + " " + collatz(27) + " " + primes(200) + " " + s + b + c);
    }
}
