package java.lang;

/**
 * Shutdown hooks (Runtime.addShutdownHook). Runtime.exit runs them before System.exit0.
 * The VM should call {@code Shutdown.shutdown()} (static, ()V) when the program ends normally
 * (after the last non-daemon thread) so that hooks run as with HotSpot; this is optional.
 */
final class Shutdown {
    private static Thread[] hooks = new Thread[0];
    private static boolean running;

    private Shutdown() {
    }

    static synchronized void addHook(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        if (running) {
            throw new IllegalStateException("Shutdown in progress");
        }
        if (hook.isStarted()) {
            throw new IllegalArgumentException("Hook already running");
        }
        for (int i = 0; i < hooks.length; i++) {
            if (hooks[i] == hook) {
                throw new IllegalArgumentException("Hook previously registered");
            }
        }
        Thread[] n = new Thread[hooks.length + 1];
        System.arraycopy(hooks, 0, n, 0, hooks.length);
        n[hooks.length] = hook;
        hooks = n;
    }

    static synchronized boolean removeHook(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        if (running) {
            throw new IllegalStateException("Shutdown in progress");
        }
        for (int i = 0; i < hooks.length; i++) {
            if (hooks[i] == hook) {
                Thread[] n = new Thread[hooks.length - 1];
                System.arraycopy(hooks, 0, n, 0, i);
                System.arraycopy(hooks, i + 1, n, i, hooks.length - i - 1);
                hooks = n;
                return true;
            }
        }
        return false;
    }

    /** Runs every hook (each in its own thread) and waits for them. Runs at most once. */
    static void shutdown() {
        Thread[] toRun;
        synchronized (Shutdown.class) {
            if (running) {
                return;
            }
            running = true;
            toRun = hooks;
        }
        for (int i = 0; i < toRun.length; i++) {
            toRun[i].start();
        }
        for (int i = 0; i < toRun.length; i++) {
            while (true) {
                try {
                    toRun[i].join();
                    break;
                } catch (InterruptedException ignored) {
                    // keep waiting
                }
            }
        }
    }

    static void exit(int status) {
        shutdown();
        System.exit0(status);
    }
}
