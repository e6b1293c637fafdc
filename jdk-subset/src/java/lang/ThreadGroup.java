package java.lang;

/**
 * java.lang.ThreadGroup, reduced to the single "main" group (no hierarchy, no enumeration).
 * uncaughtException implements the JDK's default reporting.
 */
public class ThreadGroup implements Thread.UncaughtExceptionHandler {
    static final ThreadGroup MAIN = new ThreadGroup("main");

    private final String name;

    private ThreadGroup(String name) {
        this.name = name;
    }

    public ThreadGroup(ThreadGroup parent, String name) {
        this.name = name;
    }

    public final String getName() {
        return name;
    }

    public final ThreadGroup getParent() {
        return null;
    }

    public final int getMaxPriority() {
        return Thread.MAX_PRIORITY;
    }

    public void uncaughtException(Thread t, Throwable e) {
        Thread.UncaughtExceptionHandler ueh = Thread.getDefaultUncaughtExceptionHandler();
        if (ueh != null) {
            ueh.uncaughtException(t, e);
        } else if (!(e instanceof ThreadDeath)) {
            System.err.print("Exception in thread \"" + t.getName() + "\" ");
            e.printStackTrace(System.err);
        }
    }

    public String toString() {
        return getClass().getName() + "[name=" + getName() + ",maxpri=" + getMaxPriority() + "]";
    }
}
