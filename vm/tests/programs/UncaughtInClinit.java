public class UncaughtInClinit {
    static int x = init();

    static int init() {
        System.out.println("in <clinit> of main class");
        throw new UnsupportedOperationException("clinit says no");
    }

    public static void main(String[] args) {
        System.out.println("main never runs");
    }
}
