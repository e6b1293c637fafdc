// More stack traces with user frames only: custom exception constructors (their <init> frames are
// not part of the trace), exceptions from constructors and static initializers, causes that share
// frames with the enclosing trace ("... n more"), setStackTrace. (Traces through lambdas:
// StackTraceLambda.)
public class StackTraceMore {
    static class AppError extends RuntimeException {
        AppError(String msg) {
            this(msg, null);
        }

        AppError(String msg, Throwable cause) {
            super(msg, cause);
        }
    }

    static class Widget {
        final int size;

        Widget(int size) {
            if (size < 0) throw new AppError("negative size " + size);
            this.size = size;
        }
    }

    static class Config {
        static final int VALUE;

        static {
            int v;
            try {
                v = Integer.parseInt("12");
                if (v > 10) throw new AppError("too big in <clinit>");
            } catch (AppError e) {
                StackTraceElement top = e.getStackTrace()[0];
                System.out.println("clinit frame: " + top.getMethodName() + " line " + top.getLineNumber());
                v = -1;
            }
            VALUE = v;
        }
    }

    static void inner(int n) {
        if (n == 0) throw new AppError("bottom");
        inner(n - 1);
    }

    static void middle() {
        try {
            inner(2);
        } catch (AppError e) {
            throw new AppError("middle wraps", e);
        }
    }

    static void outer() {
        try {
            middle();
        } catch (AppError e) {
            throw new IllegalStateException("outer wraps", e);
        }
    }

    public static void main(String[] args) {
        try {
            new Widget(-5);
        } catch (AppError e) {
            e.printStackTrace(System.out);
        }
        System.out.println("Config.VALUE = " + Config.VALUE);
        try {
            outer();
        } catch (IllegalStateException e) {
            e.printStackTrace(System.out);
        }
        try {
            Object o = "x";
            Integer i = (Integer) o;
            System.out.println(i);
        } catch (ClassCastException e) {
            StackTraceElement top = e.getStackTrace()[0];
            System.out.println("CCE at " + top.getMethodName() + ":" + top.getLineNumber() + " frames=" + e.getStackTrace().length);
        }
        try {
            int z = args.length;
            System.out.println(10 / z);
        } catch (ArithmeticException e) {
            e.printStackTrace(System.out);
        }
        Throwable noTrace = new AppError("no trace");
        noTrace.setStackTrace(new StackTraceElement[0]);
        noTrace.printStackTrace(System.out);
        Throwable custom = new AppError("custom frames");
        custom.setStackTrace(new StackTraceElement[]{new StackTraceElement("a.B", "m", "B.java", 7), new StackTraceElement("C", "n", null, -1), new StackTraceElement("D", "nat", "D.java", -2)});
        custom.printStackTrace(System.out);
    }
}
