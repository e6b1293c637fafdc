package java.lang;

/**
 * java.lang.Runtime. exit() runs the registered shutdown hooks (see Shutdown) and then calls
 * System.exit0; halt() skips the hooks. No exec().
 */
public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    private Runtime() {
    }

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    public void exit(int status) {
        Shutdown.exit(status);
    }

    public void halt(int status) {
        System.exit0(status);
    }

    public void addShutdownHook(Thread hook) {
        Shutdown.addHook(hook);
    }

    public boolean removeShutdownHook(Thread hook) {
        return Shutdown.removeHook(hook);
    }

    public native int availableProcessors();

    public native long freeMemory();

    public native long totalMemory();

    public native long maxMemory();

    public native void gc();

    public void runFinalization() {
    }
}
