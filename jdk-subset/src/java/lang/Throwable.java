package java.lang;

import java.io.PrintStream;
import java.io.PrintWriter;

/**
 * java.lang.Throwable. The VM fills {@code backtrace} (native fillInStackTrace0) and the
 * stack trace is decoded lazily (native decodeBacktrace). printStackTrace reproduces the JDK
 * format ("\tat ", "Caused by: ", "\tSuppressed: ", "\t... n more", circular references).
 * Differences from the JDK: no serialization support.
 */
public class Throwable implements java.io.Serializable {
    private static final long serialVersionUID = -3042686055658047285L;

    private static final StackTraceElement[] UNASSIGNED_STACK = new StackTraceElement[0];
    private static final Throwable[] EMPTY_THROWABLE_ARRAY = new Throwable[0];
    private static final String CAUSE_CAPTION = "Caused by: ";
    private static final String SUPPRESSED_CAPTION = "Suppressed: ";

    /** Opaque VM backtrace (set by fillInStackTrace0). */
    private transient Object backtrace;
    /** Detail message; the VM sets this on exceptions it creates. */
    private String detailMessage;
    /** {@code this} means "cause not yet initialized". */
    private Throwable cause = this;
    /** Decoded stack trace: UNASSIGNED_STACK until decoded, null if not writable. */
    private StackTraceElement[] stackTrace = UNASSIGNED_STACK;
    /** Suppressed exceptions; null when suppression is disabled. */
    private Throwable[] suppressed = EMPTY_THROWABLE_ARRAY;
    private int suppressedCount;

    public Throwable() {
        fillInStackTrace();
    }

    public Throwable(String message) {
        fillInStackTrace();
        detailMessage = message;
    }

    public Throwable(String message, Throwable cause) {
        fillInStackTrace();
        detailMessage = message;
        this.cause = cause;
    }

    public Throwable(Throwable cause) {
        fillInStackTrace();
        detailMessage = (cause == null ? null : cause.toString());
        this.cause = cause;
    }

    protected Throwable(String message, Throwable cause, boolean enableSuppression, boolean writableStackTrace) {
        if (writableStackTrace) {
            fillInStackTrace();
        } else {
            stackTrace = null;
        }
        detailMessage = message;
        this.cause = cause;
        if (!enableSuppression) {
            suppressed = null;
        }
    }

    public String getMessage() {
        return detailMessage;
    }

    public String getLocalizedMessage() {
        return getMessage();
    }

    public synchronized Throwable getCause() {
        return (cause == this ? null : cause);
    }

    public synchronized Throwable initCause(Throwable cause) {
        if (this.cause != this) {
            throw new IllegalStateException("Can't overwrite cause with " + String.valueOf(cause), this);
        }
        if (cause == this) {
            throw new IllegalArgumentException("Self-causation not permitted", this);
        }
        this.cause = cause;
        return this;
    }

    public String toString() {
        String s = getClass().getName();
        String message = getLocalizedMessage();
        return (message != null) ? (s + ": " + message) : s;
    }

    public void printStackTrace() {
        printStackTrace(System.err);
    }

    public void printStackTrace(PrintStream s) {
        printStackTrace(new StreamOut(s));
    }

    public void printStackTrace(PrintWriter s) {
        printStackTrace(new WriterOut(s));
    }

    private void printStackTrace(Out s) {
        Throwable[] seen = new Throwable[] { this };
        synchronized (s.lock()) {
            s.println(this);
            StackTraceElement[] trace = getOurStackTrace();
            for (int i = 0; i < trace.length; i++) {
                s.println("\tat " + trace[i]);
            }
            Throwable[] sup = getSuppressed();
            for (int i = 0; i < sup.length; i++) {
                seen = sup[i].printEnclosedStackTrace(s, trace, SUPPRESSED_CAPTION, "\t", seen);
            }
            Throwable ourCause = getCause();
            if (ourCause != null) {
                ourCause.printEnclosedStackTrace(s, trace, CAUSE_CAPTION, "", seen);
            }
        }
    }

    /** Prints this throwable as a cause or suppressed exception; returns the updated "seen" set. */
    private Throwable[] printEnclosedStackTrace(Out s, StackTraceElement[] enclosingTrace,
                                                String caption, String prefix, Throwable[] seen) {
        for (int i = 0; i < seen.length; i++) {
            if (seen[i] == this) {
                s.println(prefix + caption + "[CIRCULAR REFERENCE: " + this + "]");
                return seen;
            }
        }
        Throwable[] nseen = new Throwable[seen.length + 1];
        System.arraycopy(seen, 0, nseen, 0, seen.length);
        nseen[seen.length] = this;
        seen = nseen;

        StackTraceElement[] trace = getOurStackTrace();
        int m = trace.length - 1;
        int n = enclosingTrace.length - 1;
        while (m >= 0 && n >= 0 && trace[m].equals(enclosingTrace[n])) {
            m--;
            n--;
        }
        int framesInCommon = trace.length - 1 - m;

        s.println(prefix + caption + this);
        for (int i = 0; i <= m; i++) {
            s.println(prefix + "\tat " + trace[i]);
        }
        if (framesInCommon != 0) {
            s.println(prefix + "\t... " + framesInCommon + " more");
        }
        Throwable[] sup = getSuppressed();
        for (int i = 0; i < sup.length; i++) {
            seen = sup[i].printEnclosedStackTrace(s, trace, SUPPRESSED_CAPTION, prefix + "\t", seen);
        }
        Throwable ourCause = getCause();
        if (ourCause != null) {
            seen = ourCause.printEnclosedStackTrace(s, trace, CAUSE_CAPTION, prefix, seen);
        }
        return seen;
    }

    /** Where printStackTrace writes: a PrintStream or a PrintWriter. */
    private abstract static class Out {
        abstract Object lock();
        abstract void println(Object o);
    }

    private static final class StreamOut extends Out {
        private final PrintStream ps;
        StreamOut(PrintStream ps) { this.ps = ps; }
        Object lock() { return ps; }
        void println(Object o) { ps.println(o); }
    }

    private static final class WriterOut extends Out {
        private final PrintWriter pw;
        WriterOut(PrintWriter pw) { this.pw = pw; }
        Object lock() { return pw; }
        void println(Object o) { pw.println(o); }
    }

    public synchronized Throwable fillInStackTrace() {
        if (stackTrace != null || backtrace != null) {
            backtrace = fillInStackTrace0();
            stackTrace = UNASSIGNED_STACK;
        }
        return this;
    }

    /** Captures the current Java stack in a VM-specific form. */
    private native Object fillInStackTrace0();

    /** Turns a backtrace captured by fillInStackTrace0 into stack trace elements. */
    private static native StackTraceElement[] decodeBacktrace(Object backtrace);

    public StackTraceElement[] getStackTrace() {
        return getOurStackTrace().clone();
    }

    private synchronized StackTraceElement[] getOurStackTrace() {
        if (stackTrace == UNASSIGNED_STACK) {
            if (backtrace != null) {
                StackTraceElement[] st = decodeBacktrace(backtrace);
                stackTrace = (st == null) ? UNASSIGNED_STACK : st;
                // backtrace stays: NullPointerException's message is computed from it.
            }
        } else if (stackTrace == null) {
            return UNASSIGNED_STACK;
        }
        return stackTrace;
    }

    public void setStackTrace(StackTraceElement[] stackTrace) {
        StackTraceElement[] defensiveCopy = stackTrace.clone();
        for (int i = 0; i < defensiveCopy.length; i++) {
            if (defensiveCopy[i] == null) {
                throw new NullPointerException("stackTrace[" + i + "]");
            }
        }
        synchronized (this) {
            if (this.stackTrace == null && backtrace == null) {
                return; // immutable stack trace
            }
            this.stackTrace = defensiveCopy;
        }
    }

    public final synchronized void addSuppressed(Throwable exception) {
        if (exception == this) {
            throw new IllegalArgumentException("Self-suppression not permitted", exception);
        }
        if (exception == null) {
            throw new NullPointerException("Cannot suppress a null exception.");
        }
        if (suppressed == null) {
            return; // suppression disabled
        }
        if (suppressedCount == suppressed.length) {
            Throwable[] n = new Throwable[suppressedCount == 0 ? 1 : suppressedCount * 2];
            System.arraycopy(suppressed, 0, n, 0, suppressedCount);
            suppressed = n;
        }
        suppressed[suppressedCount++] = exception;
    }

    public final synchronized Throwable[] getSuppressed() {
        if (suppressed == null || suppressedCount == 0) {
            return EMPTY_THROWABLE_ARRAY;
        }
        Throwable[] r = new Throwable[suppressedCount];
        System.arraycopy(suppressed, 0, r, 0, suppressedCount);
        return r;
    }
}
