// compare-stderr
public class ExitCode {
    public static void main(String[] args) {
        System.out.println("exiting with 42");
        System.err.println("stderr line before exit");
        Runnable r = () -> System.exit(42);
        r.run();
        System.out.println("not reached");
    }
}
