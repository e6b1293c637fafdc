// compare-stderr
// An UncaughtExceptionHandler that throws: HotSpot reports the handler's exception
// ("Exception: <class> thrown from the UncaughtExceptionHandler in thread "<name>"") and the
// thread ends; the same for the default handler and for the main thread (exit status 1).
public class UncaughtHandlerThrows {
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            throw new IllegalStateException("x");
        });
        t.setUncaughtExceptionHandler((th, e) -> {
            throw new RuntimeException("handler fails");
        });
        t.start();
        t.join();
        System.out.println("after " + t.getName() + " " + t.getState());
        Thread.setDefaultUncaughtExceptionHandler((th, e) -> {
            System.out.println("default handler for " + th.getName() + ": " + e.getMessage());
            if (e instanceof IllegalStateException) throw new Error("default fails");
        });
        Thread u = new Thread(() -> {
            throw new IllegalStateException("y");
        }, "uu");
        u.start();
        u.join();
        Thread v = new Thread(() -> {
            throw new UnsupportedOperationException("z");
        }, "vv");
        v.start();
        v.join();
        System.out.println("end");
        throw new IllegalStateException("main");
    }
}
