// StackOverflowError in awkward places: inside synchronized recursion (monitors must be released
// while unwinding), in a static initializer (an Error is not wrapped in
// ExceptionInInitializerError; the class is then unusable), in a lambda, with finally blocks
// running during the unwind, and with mutual recursion. Depths are never printed.
public class StackOverflowMore {
    static final Object lock = new Object();
    static int finallies = 0;

    static synchronized void syncRecurse(int n) {
        syncRecurse(n + 1);
    }

    static void blockRecurse(int n) {
        synchronized (lock) {
            blockRecurse(n + 1);
        }
    }

    static void finallyRecurse(int n) {
        try {
            finallyRecurse(n + 1);
        } finally {
            finallies++;
        }
    }

    static int ping(int n) {
        return pong(n + 1) + 1;
    }

    static int pong(int n) {
        return ping(n + 1) + 1;
    }

    static class Deep {
        static int value = overflow(0);

        static int overflow(int n) {
            return overflow(n + 1) + 1;
        }
    }

    public static void main(String[] args) {
        try {
            syncRecurse(0);
        } catch (StackOverflowError e) {
            System.out.println("synchronized method: caught SOE, class lock held: " + Thread.holdsLock(StackOverflowMore.class));
        }
        try {
            blockRecurse(0);
        } catch (StackOverflowError e) {
            System.out.println("synchronized block: caught SOE, lock held: " + Thread.holdsLock(lock));
        }
        try {
            finallyRecurse(0);
        } catch (StackOverflowError e) {
            System.out.println("finally blocks ran while unwinding: " + (finallies > 100));
        }
        try {
            ping(0);
        } catch (StackOverflowError e) {
            System.out.println("mutual recursion: caught SOE");
        }
        try {
            System.out.println(Deep.value);
        } catch (StackOverflowError e) {
            System.out.println("in <clinit>: " + e.getClass().getName());
        } catch (ExceptionInInitializerError e) {
            System.out.println("in <clinit>, wrapped?? " + e.getCause());
        }
        try {
            System.out.println(Deep.value);
        } catch (NoClassDefFoundError e) {
            System.out.println("then: " + e.getClass().getName() + ": " + e.getMessage());
        }
        Runnable r = new Runnable() {
            public void run() {
                run();
            }
        };
        try {
            r.run();
        } catch (StackOverflowError e) {
            System.out.println("anonymous class recursion: caught SOE, message " + e.getMessage());
        }
        java.util.function.IntUnaryOperator[] f = new java.util.function.IntUnaryOperator[1];
        f[0] = x -> f[0].applyAsInt(x + 1) + 1;
        try {
            f[0].applyAsInt(0);
        } catch (StackOverflowError e) {
            System.out.println("lambda recursion: caught SOE");
        }
        System.out.println("still fine: " + fib(20));
    }

    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }
}
