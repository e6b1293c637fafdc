// jvm-args: -Xmx16m
// toyjvm-variants: | -XX:+GCALot -XX:GCALotInterval=10
import java.util.*;
import java.util.function.*;

/** Every kind of root the collector must find, each exercised across many collections: deep
 *  frames holding references in locals and on the operand stack, statics, interned strings,
 *  lambdas (shared and capturing), exceptions with their stack traces, class mirrors,
 *  identity hash codes, and objects reachable only from a thread that is not running yet. */
public class GcRoots {
    static Object[] staticHolder = new Object[4];
    static final Supplier<String> SHARED = () -> "shared-lambda";
    static int sink;

    static long deep(int depth, String label, int[] data) {
        String mine = label + depth;
        List<Integer> boxes = new ArrayList<>();
        boxes.add(depth);
        if (depth == 0) {
            churn(3_000_000);
            return mine.length() + data.length;
        }
        // The call's result is combined with operands already on the stack.
        return mine.length() + boxes.get(0) + deep(depth - 1, label, new int[depth % 7]) + data.length;
    }

    static void churn(int bytes) {
        for (int done = 0; done < bytes; done += 1000) sink += new byte[1000].length;
    }

    static String thrower(int n) {
        if (n == 0) throw new IllegalStateException("deep " + new StringBuilder("cause").reverse());
        return thrower(n - 1);
    }

    public static void main(String[] args) throws Exception {
        System.out.println("deep " + deep(300, "frame", new int[3]));

        staticHolder[0] = new StringBuilder("static-sb");
        staticHolder[1] = new int[]{1, 2, 3};
        String literal = "interned-literal";
        String built = new String("interned-") + "literal";
        churn(5_000_000);
        System.out.println("statics " + staticHolder[0] + " " + ((int[]) staticHolder[1])[2]);
        System.out.println("intern " + (literal == built.intern()));

        int base = 40;
        Function<Integer, String> capturing = x -> "cap" + (x + base);
        Supplier<List<String>> maker = ArrayList::new;
        List<String> made = maker.get();
        churn(5_000_000);
        made.add(capturing.apply(2));
        System.out.println("lambdas " + SHARED.get() + " " + made + " " + (SHARED == GcRoots.SHARED));

        Throwable caught = null;
        try { thrower(50); } catch (IllegalStateException e) { caught = e; }
        churn(5_000_000);
        System.out.println("exception " + caught.getMessage() + " frames>50 " + (caught.getStackTrace().length > 50)
                + " top " + caught.getStackTrace()[0].getMethodName());

        Class<?> mirror = GcRoots.class;
        Object o = new Object();
        int h = System.identityHashCode(o);
        Map<Object, String> identity = new IdentityHashMap<>();
        identity.put(o, "found");
        churn(5_000_000);
        System.out.println("mirror " + (mirror == Class.forName("GcRoots")) + " hash " + (h == System.identityHashCode(o))
                + " " + identity.get(o));

        final StringBuilder onlyFromThread = new StringBuilder("held-by-unstarted-thread");
        Thread later = new Thread(() -> System.out.println("thread " + onlyFromThread));
        churn(5_000_000);
        later.start();
        later.join();

        Object[] chain = null;
        for (int i = 0; i < 10000; i++) chain = new Object[]{chain, "link" + i};
        churn(5_000_000);
        int links = 0;
        for (Object[] c = chain; c != null; c = (Object[]) c[0]) links++;
        System.out.println("chain " + links + " " + chain[1]);
    }
}
