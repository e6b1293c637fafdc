// compare-stderr
public class UncaughtCustom {
    static class BankException extends RuntimeException {
        BankException(String msg, Throwable cause) {
            super(msg, cause);
        }
    }

    public static void main(String[] args) {
        System.out.println("starting");
        try {
            int[] a = new int[3];
            a[3] = 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new BankException("account 7 overdrawn", e);
        }
    }
}
