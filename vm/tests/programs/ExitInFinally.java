public class ExitInFinally {
    static void deep(int n) {
        if (n == 0) {
            try {
                throw new RuntimeException("about to exit");
            } finally {
                System.out.println("in finally, exiting with 3");
                System.exit(3);
            }
        }
        try {
            deep(n - 1);
        } finally {
            System.out.println("outer finally " + n + " must not run");
        }
    }

    public static void main(String[] args) {
        System.out.println("start");
        deep(3);
        System.out.println("unreachable");
    }
}
