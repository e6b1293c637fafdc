public class TryCatchFinally {
    static StringBuilder log = new StringBuilder();

    @SuppressWarnings("finally")
    static int finallyOverridesReturn() {
        try {
            return 1;
        } finally {
            return 2;
        }
    }

    @SuppressWarnings("finally")
    static int finallySwallowsException() {
        try {
            throw new RuntimeException("lost");
        } finally {
            return 3;
        }
    }

    static int returnValueCapturedBeforeFinally() {
        int x = 10;
        try {
            return x;
        } finally {
            x = 20;
            log.append("[finally x=").append(x).append("]");
        }
    }

    static void nested() {
        try {
            try {
                log.append("inner-try ");
                throw new IllegalArgumentException("inner");
            } finally {
                log.append("inner-finally ");
            }
        } catch (IllegalArgumentException e) {
            log.append("outer-catch(").append(e.getMessage()).append(") ");
            try {
                throw new IllegalStateException("from catch");
            } catch (IllegalStateException e2) {
                log.append("catch-in-catch(").append(e2.getMessage()).append(") ");
            } finally {
                log.append("finally-in-catch ");
            }
        } finally {
            log.append("outer-finally");
        }
    }

    static void rethrow() throws Exception {
        try {
            throw new Exception("original");
        } catch (Exception e) {
            log.append("caught-and-rethrowing ");
            throw e;
        } finally {
            log.append("finally-before-propagation ");
        }
    }

    static void wrap() {
        try {
            Integer.parseInt("xyz");
        } catch (NumberFormatException e) {
            throw new RuntimeException("wrapped", e);
        }
    }

    static int loopWithFinally() {
        int count = 0;
        for (int i = 0; i < 5; i++) {
            try {
                if (i == 1) continue;
                if (i == 3) break;
                count += 10;
            } finally {
                count++;
            }
        }
        return count;
    }

    static String exceptionInFinally() {
        try {
            try {
                throw new RuntimeException("first");
            } finally {
                throw new RuntimeException("second");
            }
        } catch (RuntimeException e) {
            return e.getMessage() + " suppressed=" + e.getSuppressed().length;
        }
    }

    static int depth(int n) {
        try {
            if (n == 0) throw new ArithmeticException("bottom");
            return depth(n - 1) + 1;
        } finally {
            log.append(n);
        }
    }

    public static void main(String[] args) {
        System.out.println("finally overrides return: " + finallyOverridesReturn());
        System.out.println("finally swallows exception: " + finallySwallowsException());
        System.out.println("return value captured: " + returnValueCapturedBeforeFinally() + " " + log);
        log.setLength(0);
        nested();
        System.out.println("nested: " + log);
        log.setLength(0);
        try {
            rethrow();
        } catch (Exception e) {
            System.out.println("rethrow: " + log + "-> " + e.getMessage());
        }
        try {
            wrap();
        } catch (RuntimeException e) {
            System.out.println("wrap: " + e.getMessage() + " cause=" + e.getCause());
        }
        System.out.println("loop with finally: " + loopWithFinally());
        System.out.println("exception in finally: " + exceptionInFinally());
        log.setLength(0);
        try {
            depth(5);
        } catch (ArithmeticException e) {
            System.out.println("unwound through finally blocks: " + log + " msg=" + e.getMessage());
        }
        int[] arr = new int[2];
        try {
            arr[5] = 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE: " + e.getMessage());
        } finally {
            System.out.println("finally after AIOOBE");
        }
        try {
            Object o = "str";
            Integer i = (Integer) o;
            System.out.println(i);
        } catch (ClassCastException e) {
            System.out.println("CCE caught: " + e.getClass().getName());
        }
        try {
            String s = null;
            s.length();
        } catch (NullPointerException e) {
            System.out.println("NPE caught: " + e.getClass().getName());
        }
        try {
            throw new Error("custom error");
        } catch (Throwable t) {
            System.out.println("Throwable catches Error: " + t);
        }
        String result;
        try {
            result = "try";
        } catch (Exception e) {
            result = "catch";
        } finally {
            System.out.println("finally without exception");
        }
        System.out.println("result: " + result);
        for (int i = 0; i < 3; i++) {
            try {
                if (i % 2 == 0) throw new RuntimeException("iteration " + i);
                System.out.println("no exception at " + i);
            } catch (RuntimeException e) {
                System.out.println("caught " + e.getMessage());
            }
        }
    }
}
