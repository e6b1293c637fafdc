import java.util.function.*;

// Stack traces through lambdas and method references: HotSpot shows the synthetic lambda$...
// method of the user class, but not the frame of the generated proxy class.
public class StackTraceLambda {
    static int fail(int n) {
        if (n > 2) throw new IllegalArgumentException("n=" + n);
        return n;
    }

    static String trace(Throwable e) {
        StringBuilder sb = new StringBuilder();
        for (StackTraceElement el : e.getStackTrace()) sb.append(el.getClassName()).append('.').append(el.getMethodName()).append(':').append(el.getLineNumber()).append(' ');
        return sb.toString().trim();
    }

    public static void main(String[] args) {
        Runnable r = () -> fail(5);
        try {
            r.run();
        } catch (IllegalArgumentException e) {
            System.out.println("lambda: " + trace(e));
        }
        IntUnaryOperator ref = StackTraceLambda::fail;
        try {
            ref.applyAsInt(3);
        } catch (IllegalArgumentException e) {
            System.out.println("method ref: " + trace(e));
        }
        Supplier<Runnable> nested = () -> () -> fail(4);
        try {
            nested.get().run();
        } catch (IllegalArgumentException e) {
            e.printStackTrace(System.out);
        }
    }
}
