// An uncaught exception in a non-main thread is printed by the default handler
// ("Exception in thread "Thread-0" java.lang.RuntimeException: ..." and the trace on stderr),
// the thread terminates and the program goes on; exit status 0.
public class UncaughtInThread {
    static void fail(int n) {
        if (n == 0) throw new RuntimeException("worker failed");
        fail(n - 1);
    }

    public static void main(String[] args) throws Exception {
        System.out.println("start");
        Thread t = new Thread(() -> fail(3));
        t.start();
        t.join();
        System.out.println("worker state: " + t.getState());
        Thread named = new Thread(() -> {
            throw new IllegalArgumentException();
        }, "named-worker");
        named.start();
        named.join();
        System.out.println("main continues and exits normally");
    }
}
