// compare-stderr
public class UncaughtException {
    static void work(int n) {
        if (n == 0) throw new IllegalStateException("boom");
        work(n - 1);
    }

    public static void main(String[] args) {
        System.out.println("before");
        try {
            work(2);
        } finally {
            System.out.println("finally runs before the thread dies");
        }
        System.out.println("never printed");
    }
}
