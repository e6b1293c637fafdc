import java.util.*;

public class UnboxingNPE {
    static Integer nullInteger() {
        return null;
    }

    static void tryIt(String label, Runnable r) {
        try {
            r.run();
            System.out.println(label + ": no exception");
        } catch (NullPointerException e) {
            System.out.println(label + ": " + e.getClass().getName());
        }
    }

    public static void main(String[] args) {
        tryIt("int x = (Integer) null", () -> {
            int x = nullInteger();
            System.out.println(x);
        });
        tryIt("ternary mixing int and null Integer", () -> {
            boolean flag = true;
            Integer i = flag ? nullInteger() : 0;
            System.out.println(i);
        });
        tryIt("ternary with both Integer is fine", () -> {
            boolean flag = true;
            Integer zero = 0;
            Integer i = flag ? nullInteger() : zero;
            System.out.println("  value " + i);
        });
        tryIt("map.get on missing key unboxed", () -> {
            Map<String, Integer> m = new HashMap<>();
            int v = m.get("missing");
            System.out.println(v);
        });
        tryIt("arithmetic on null Long", () -> {
            Long l = null;
            long r = l + 1;
            System.out.println(r);
        });
        tryIt("null Boolean in if", () -> {
            Boolean b = null;
            if (b) System.out.println("x");
        });
        tryIt("compare null Integer", () -> {
            Integer a = null;
            System.out.println(a > 1);
        });
        tryIt("null Double to double", () -> {
            Double d = null;
            double x = d;
            System.out.println(x);
        });
        tryIt("null Character switch", () -> {
            Character c = null;
            switch (c) {
                default:
                    System.out.println("x");
            }
        });
        tryIt("method on null", () -> {
            String s = null;
            System.out.println(s.length());
        });
        tryIt("field of null", () -> {
            int[][] a = new int[1][];
            System.out.println(a[0].length);
        });
        tryIt("throw null", () -> {
            RuntimeException e = null;
            throw e;
        });
        tryIt("synchronized(null)", () -> {
            Object lock = null;
            synchronized (lock) {
                System.out.println("x");
            }
        });
        tryIt("string concat of null is fine", () -> {
            String s = null;
            System.out.println("  " + s + null);
        });
        tryIt("equals(null) is fine", () -> System.out.println("  " + "a".equals(null)));
        tryIt("compound assignment on null Integer", () -> {
            Integer i = null;
            i += 1;
        });
        tryIt("for-each over null list", () -> {
            List<String> l = null;
            for (String s : l) System.out.println(s);
        });
        tryIt("unboxing in array index", () -> {
            int[] arr = new int[2];
            Integer idx = null;
            arr[idx] = 1;
        });
    }
}
