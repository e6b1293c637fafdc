// Fuzz seed: try/catch/finally, nested handlers, rethrow, custom exception, multi-catch.
public class Exceptions {
    static class Oops extends Exception {
        final int code;
        Oops(String m, int code) {
            super(m);
            this.code = code;
        }
    }

    static int risky(int x) throws Oops {
        if (x == 3) throw new Oops("three", x);
        if (x == 4) return 10 / (x - 4);
        if (x == 5) {
            int[] a = new int[2];
            return a[x];
        }
        return x;
    }

    static int guarded(int x) {
        int r = 0;
        try {
            try {
                r = risky(x);
            } finally {
                r += 1000;
            }
        } catch (Oops e) {
            r = -e.code;
        } catch (ArithmeticException | ArrayIndexOutOfBoundsException e) {
            r = -100;
        }
        return r;
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 7; i++) sb.append(guarded(i)).append(' ');
        try {
            Object o = "str";
            Integer bad = (Integer) o;
            sb.append(bad);
        } catch (ClassCastException e) {
            sb.append("cce");
        }
        System.out.println(sb);
    }
}
