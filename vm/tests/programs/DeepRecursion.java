public class DeepRecursion {
    static int depth = 0;

    static void recurse() {
        depth++;
        recurse();
    }

    static int fact(int n) {
        return n <= 1 ? 1 : n * fact(n - 1);
    }

    static long sumTo(long n) {
        return n == 0 ? 0 : n + sumTo(n - 1);
    }

    static int ackermann(int m, int n) {
        if (m == 0) return n + 1;
        if (n == 0) return ackermann(m - 1, 1);
        return ackermann(m - 1, ackermann(m, n - 1));
    }

    public static void main(String[] args) {
        System.out.println("fact(12) = " + fact(12));
        System.out.println("sumTo(2000) = " + sumTo(2000));
        System.out.println("ackermann(2, 3) = " + ackermann(2, 3));
        try {
            recurse();
        } catch (StackOverflowError e) {
            System.out.println("caught SOE");
        }
        System.out.println("deep enough: " + (depth > 1000));
        depth = 0;
        try {
            recurse();
        } catch (StackOverflowError e) {
            System.out.println("caught SOE again");
        }
        System.out.println("program continues: sumTo(100) = " + sumTo(100));
    }
}
