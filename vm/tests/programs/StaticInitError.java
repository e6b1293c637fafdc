public class StaticInitError {
    static class Broken {
        static int value = compute();

        static int compute() {
            System.out.println("Broken.<clinit> running");
            if (true) throw new IllegalStateException("init failed");
            return 1;
        }

        static void hello() {
            System.out.println("never printed");
        }
    }

    static class BrokenByArith {
        static int zero = 0;
        static int value = 10 / zero;
    }

    static class ThrowsError {
        static {
            if (true) throw new AssertionErrorLike("custom error from clinit");
        }

        static int x = 5;
    }

    static class AssertionErrorLike extends Error {
        AssertionErrorLike(String m) {
            super(m);
        }
    }

    public static void main(String[] args) {
        try {
            Broken.hello();
        } catch (ExceptionInInitializerError e) {
            System.out.println("first use: " + e.getClass().getName() + " message=" + e.getMessage());
            System.out.println("  cause: " + e.getCause());
            System.out.println("  getException: " + e.getException());
        }
        try {
            System.out.println(Broken.value);
        } catch (NoClassDefFoundError e) {
            System.out.println("second use: " + e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            new Broken();
        } catch (NoClassDefFoundError e) {
            System.out.println("third use (new): " + e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            System.out.println(BrokenByArith.value);
        } catch (ExceptionInInitializerError e) {
            System.out.println("arith: " + e.getCause());
        }
        try {
            System.out.println(ThrowsError.x);
        } catch (Throwable e) {
            System.out.println("error from clinit is not wrapped: " + e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            System.out.println(ThrowsError.x);
        } catch (Throwable e) {
            System.out.println("then: " + e.getClass().getName() + ": " + e.getMessage());
        }
        System.out.println("main continues");
    }
}
