import java.io.IOException;

public class CustomExceptions {
    static class AppException extends Exception {
        private final int code;

        AppException(String msg, int code) {
            super(msg);
            this.code = code;
        }

        AppException(String msg, Throwable cause) {
            super(msg, cause);
            this.code = -1;
        }

        int getCode() {
            return code;
        }
    }

    static class NotFound extends AppException {
        NotFound(String what) {
            super("not found: " + what, 404);
        }
    }

    static class Forbidden extends AppException {
        Forbidden() {
            super("forbidden", 403);
        }

        @Override
        public String getMessage() {
            return "custom message override";
        }
    }

    static class Quiet extends RuntimeException {
        Quiet() {
            super();
        }

        @Override
        public String toString() {
            return "Quiet!";
        }
    }

    static void fail(int which) throws AppException {
        switch (which) {
            case 0:
                throw new NotFound("user");
            case 1:
                throw new Forbidden();
            case 2:
                throw new AppException("generic", 500);
            case 3:
                throw new AppException("wrapping", new IOException("disk"));
            default:
                throw new Quiet();
        }
    }

    public static void main(String[] args) {
        for (int i = 0; i <= 4; i++) {
            try {
                fail(i);
            } catch (NotFound e) {
                System.out.println("NotFound: " + e.getMessage() + " code=" + e.getCode() + " toString=" + e);
            } catch (AppException e) {
                System.out.println("AppException: " + e.getMessage() + " code=" + e.getCode() + " cause=" + e.getCause() + " toString=" + e + " class=" + e.getClass().getName());
            } catch (RuntimeException e) {
                System.out.println("RuntimeException: " + e + " msg=" + e.getMessage() + " localized=" + e.getLocalizedMessage());
            }
        }
        Throwable t = new Exception();
        System.out.println("no message: " + t + " msg=" + t.getMessage() + " cause=" + t.getCause());
        Throwable withCause = new RuntimeException(new IllegalArgumentException("root"));
        System.out.println("cause-only constructor: " + withCause.getMessage() + " | " + withCause);
        Throwable chain = new RuntimeException("top", new IllegalStateException("middle", new ArithmeticException("bottom")));
        for (Throwable c = chain; c != null; c = c.getCause()) System.out.println("  chain: " + c);
        Exception init = new Exception("later cause");
        init.initCause(new Error("set via initCause"));
        System.out.println("initCause: " + init.getCause());
        try {
            init.initCause(new Error("again"));
        } catch (IllegalStateException e) {
            System.out.println("initCause twice: " + e.getClass().getName());
        }
        try {
            throw new NotFound("x");
        } catch (IllegalArgumentException | AppException e) {
            System.out.println("multi-catch: " + e.getClass().getSimpleName() + " " + (e instanceof AppException));
        }
        try {
            Object o = null;
            if (args.length == 0) o = Integer.valueOf(1);
            String s = (String) o;
            System.out.println(s);
        } catch (ClassCastException | NullPointerException e) {
            System.out.println("multi-catch 2: " + e.getClass().getName());
        }
        Exception sup = new Exception("primary");
        sup.addSuppressed(new RuntimeException("s1"));
        sup.addSuppressed(new RuntimeException("s2"));
        System.out.println("suppressed: " + sup.getSuppressed().length + " " + sup.getSuppressed()[1].getMessage());
        System.out.println("instanceof chain: " + (new NotFound("a") instanceof Exception) + " " + (new Quiet() instanceof Exception) + " " + (((Object) new Error()) instanceof Exception));
        System.out.println("Error toString: " + new StackOverflowError() + " | " + new OutOfMemoryError("custom") + " | " + new AssertionError("assert msg"));
        System.out.println("AssertionError(Object): " + new AssertionError(42).getMessage());
    }
}
