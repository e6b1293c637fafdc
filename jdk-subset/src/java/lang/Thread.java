package java.lang;

/**
 * java.lang.Thread. The VM owns scheduling (start0, currentThread, sleep, yield, isAlive,
 * holdsLock) and reads/writes the contract fields {@code name, tid, daemon, priority, target}.
 * There are no ThreadGroups: every thread reports the group "main" while it has not
 * terminated, as HotSpot does for threads of a simple program. interrupt() goes to the VM
 * (interrupt0), which wakes the thread from sleep, wait, join and LockSupport.park. join() waits on the Thread
 * object, which the VM notifies when the thread terminates.
 */
public class Thread implements Runnable {
    public static final int MIN_PRIORITY = 1;
    public static final int NORM_PRIORITY = 5;
    public static final int MAX_PRIORITY = 10;

    private volatile String name;
    private long tid;
    private boolean daemon;
    private int priority;
    private Runnable target;

    private volatile boolean started;
    /**
     * The interrupt status while the thread is not alive (before start, after termination);
     * the VM reads and writes it by name. While alive the status is the VM's.
     */
    private volatile boolean interrupted;
    /** The object given to LockSupport.park (read by LockSupport through Unsafe, by name). */
    volatile Object parkBlocker;
    private volatile UncaughtExceptionHandler uncaughtExceptionHandler;
    private Object contextClassLoader;

    /** Values of ThreadLocals for this thread (managed by ThreadLocal). */
    ThreadLocal.Values threadLocals;
    /** Values of InheritableThreadLocals for this thread. */
    ThreadLocal.Values inheritableThreadLocals;

    private static int threadInitNumber;
    private static long threadSeqNumber;
    private static volatile UncaughtExceptionHandler defaultUncaughtExceptionHandler;

    private static synchronized int nextThreadNum() {
        return threadInitNumber++;
    }

    /**
     * Thread ids: the first thread (main) gets 1; later threads start at 12, the id the
     * first application thread gets on a default HotSpot 17 (ids 2..11 go to its system
     * threads), so that programs printing getId() match.
     */
    private static synchronized long nextThreadID() {
        if (threadSeqNumber == 1) {
            threadSeqNumber = 11;
        }
        return ++threadSeqNumber;
    }

    public enum State {
        NEW, RUNNABLE, BLOCKED, WAITING, TIMED_WAITING, TERMINATED
    }

    @FunctionalInterface
    public interface UncaughtExceptionHandler {
        void uncaughtException(Thread t, Throwable e);
    }

    // ---------------------------------------------------------------- construction

    public Thread() {
        this((Runnable) null, "Thread-" + nextThreadNum());
    }

    public Thread(Runnable target) {
        this(target, "Thread-" + nextThreadNum());
    }

    /** Also used by the VM to create the "main" thread while currentThread() is still null. */
    public Thread(String name) {
        this((Runnable) null, name);
    }

    public Thread(Runnable target, String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
        this.target = target;
        this.tid = nextThreadID();
        Thread parent = currentThread();
        if (parent != null) {
            this.daemon = parent.daemon;
            this.priority = parent.priority;
            if (parent.inheritableThreadLocals != null) {
                this.inheritableThreadLocals = ThreadLocal.Values.inherit(parent.inheritableThreadLocals);
            }
        } else {
            this.daemon = false;
            this.priority = NORM_PRIORITY;
        }
    }

    public Thread(ThreadGroup group, Runnable target) {
        this(target);
    }

    public Thread(ThreadGroup group, String name) {
        this((Runnable) null, name);
    }

    public Thread(ThreadGroup group, Runnable target, String name) {
        this(target, name);
    }

    public Thread(ThreadGroup group, Runnable target, String name, long stackSize) {
        this(target, name);
    }

    // ---------------------------------------------------------------- natives

    public static native Thread currentThread();

    public static native void yield();

    public static native void sleep(long millis) throws InterruptedException;

    private native void start0();

    public final native boolean isAlive();

    public static native boolean holdsLock(Object obj);

    public static void sleep(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        sleep(millis);
    }

    /** Java 9. */
    public static void onSpinWait() {
    }

    // ---------------------------------------------------------------- life cycle

    public synchronized void start() {
        if (started) {
            throw new IllegalThreadStateException();
        }
        started = true;
        start0();
    }

    boolean isStarted() {
        return started;
    }

    public void run() {
        Runnable task = target;
        if (task != null) {
            task.run();
        }
    }

    public final void join() throws InterruptedException {
        join(0);
    }

    public final synchronized void join(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (millis == 0) {
            while (isAlive()) {
                wait(0);
            }
        } else {
            long deadline = System.nanoTime() + millis * 1000000L;
            while (isAlive()) {
                long left = (deadline - System.nanoTime()) / 1000000L;
                if (left <= 0) {
                    break;
                }
                wait(left);
            }
        }
    }

    public final void join(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        join(millis);
    }

    public void interrupt() {
        interrupt0();
    }

    public static boolean interrupted() {
        return currentThread().isInterrupted0(true);
    }

    public boolean isInterrupted() {
        return isInterrupted0(false);
    }

    /**
     * Sets the VM's interrupt flag of this thread and wakes it from sleep, wait, join or park
     * (for a thread that is not alive: sets {@code interrupted}).
     */
    private native void interrupt0();

    private native boolean isInterrupted0(boolean clear);

    public State getState() {
        if (!started && !isAlive()) {   // the VM-created main thread is alive but never start()ed
            return State.NEW;
        }
        switch (getState0()) {
            case 0: return State.TERMINATED;
            case 2: return State.BLOCKED;
            case 3: return State.WAITING;
            case 4: return State.TIMED_WAITING;
            default: return State.RUNNABLE;
        }
    }

    /** The VM's view: 0 terminated, 1 runnable, 2 blocked, 3 waiting, 4 timed waiting. */
    private native int getState0();

    // ---------------------------------------------------------------- attributes

    public final void setPriority(int newPriority) {
        if (newPriority > MAX_PRIORITY || newPriority < MIN_PRIORITY) {
            throw new IllegalArgumentException();
        }
        priority = newPriority;
    }

    public final int getPriority() {
        return priority;
    }

    public final synchronized void setName(String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
    }

    public final String getName() {
        return name;
    }

    public final ThreadGroup getThreadGroup() {
        return (started && !isAlive()) ? null : ThreadGroup.MAIN;
    }

    public long getId() {
        return tid;
    }

    public final void setDaemon(boolean on) {
        if (isAlive()) {
            throw new IllegalThreadStateException();
        }
        daemon = on;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public final void checkAccess() {
    }

    public Object getContextClassLoader() {
        return contextClassLoader;
    }

    public void setContextClassLoader(Object cl) {
        contextClassLoader = cl;
    }

    public static int activeCount() {
        return 1;
    }

    public static void dumpStack() {
        new Exception("Stack trace").printStackTrace();
    }

    /**
     * For the current thread, the stack with this method on top (as HotSpot: element 0 is
     * Thread.getStackTrace, element 1 its caller); other threads report an empty stack.
     */
    public StackTraceElement[] getStackTrace() {
        if (this == currentThread()) {
            return new Exception().getStackTrace();
        }
        return new StackTraceElement[0];
    }

    public String toString() {
        ThreadGroup group = getThreadGroup();
        if (group != null) {
            return "Thread[" + getName() + "," + getPriority() + "," + group.getName() + "]";
        }
        return "Thread[" + getName() + "," + getPriority() + "," + "" + "]";
    }

    // ---------------------------------------------------------------- uncaught exceptions

    public static void setDefaultUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        defaultUncaughtExceptionHandler = eh;
    }

    public static UncaughtExceptionHandler getDefaultUncaughtExceptionHandler() {
        return defaultUncaughtExceptionHandler;
    }

    public UncaughtExceptionHandler getUncaughtExceptionHandler() {
        UncaughtExceptionHandler h = uncaughtExceptionHandler;
        if (h != null) {
            return h;
        }
        return getThreadGroup();
    }

    public void setUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        uncaughtExceptionHandler = eh;
    }

    /**
     * Called by the VM when run() (or main) ends with an exception: the thread's own handler,
     * else the ThreadGroup behaviour (default handler, else print
     * {@code Exception in thread "NAME" } followed by the stack trace on System.err).
     */
    private void dispatchUncaughtException(Throwable e) {
        UncaughtExceptionHandler h = uncaughtExceptionHandler;
        if (h != null) {
            h.uncaughtException(this, e);
        } else {
            ThreadGroup.MAIN.uncaughtException(this, e);
        }
    }
}
