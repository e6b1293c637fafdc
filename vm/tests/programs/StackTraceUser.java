// Stack traces where every frame is user code, so HotSpot's format is plain "at Class.method(File.java:N)".
public class StackTraceUser {
    static void level3(int x) {
        if (x > 0) throw new IllegalArgumentException("bad x: " + x);
    }

    static void level2(int x) {
        level3(x + 1);
    }

    void level1(int x) {
        level2(x * 2);
    }

    static Throwable make() {
        return new RuntimeException("made here");
    }

    public static void main(String[] args) {
        try {
            new StackTraceUser().level1(1);
        } catch (IllegalArgumentException e) {
            e.printStackTrace(System.out);
            StackTraceElement[] st = e.getStackTrace();
            System.out.println("frames: " + st.length);
            for (StackTraceElement el : st) {
                System.out.println("  " + el.getClassName() + "." + el.getMethodName() + " line " + el.getLineNumber() + " file " + el.getFileName());
            }
        }
        Throwable t = make();
        System.out.println("created in make: " + t.getStackTrace()[0].getMethodName() + ":" + t.getStackTrace()[0].getLineNumber() + " then " + t.getStackTrace()[1].getMethodName());
        try {
            try {
                level2(5);
            } catch (IllegalArgumentException e) {
                throw new IllegalStateException("wrapper", e);
            }
        } catch (IllegalStateException e) {
            e.printStackTrace(System.out);
        }
        Inner.run();
        Exception sup = new Exception("with suppressed");
        sup.addSuppressed(new RuntimeException("the suppressed one"));
        sup.printStackTrace(System.out);
    }

    static class Inner {
        static void run() {
            try {
                int[] a = new int[1];
                a[2] = 0;
            } catch (ArrayIndexOutOfBoundsException e) {
                e.printStackTrace(System.out);
            }
            try {
                Object o = null;
                o.hashCode();
            } catch (NullPointerException e) {
                StackTraceElement top = e.getStackTrace()[0];
                System.out.println("NPE at " + top.getClassName() + "." + top.getMethodName() + ":" + top.getLineNumber());
            }
        }
    }
}
