// compare-stderr
// An uncaught StackOverflowError: status 1, and HotSpot prints the first 1024 frames
// (MaxJavaStackTraceDepth), all of them user code here.
public class UncaughtSOE {
    static int down(int n) {
        return down(n + 1) + 1;
    }

    public static void main(String[] args) {
        System.out.println("going down");
        down(0);
    }
}
