import java.util.*;

// ThreadLocal: per-thread isolation, initialValue (once per thread, again after remove),
// withInitial, set/get/remove, many ThreadLocals per thread; InheritableThreadLocal copies the
// parent's values at construction (childValue), later changes stay separate.
public class ThreadLocals {
    static int initCalls;

    static final ThreadLocal<Integer> counter = new ThreadLocal<Integer>() {
        @Override
        protected Integer initialValue() {
            synchronized (ThreadLocals.class) {
                initCalls++;
            }
            return 0;
        }
    };
    static final ThreadLocal<StringBuilder> builder = ThreadLocal.withInitial(StringBuilder::new);
    static final ThreadLocal<String> plain = new ThreadLocal<>();
    static final InheritableThreadLocal<String> inherited = new InheritableThreadLocal<>();
    static final InheritableThreadLocal<List<String>> copied = new InheritableThreadLocal<List<String>>() {
        @Override
        protected List<String> childValue(List<String> parentValue) {
            return parentValue == null ? null : new ArrayList<>(parentValue);
        }
    };

    public static void main(String[] args) throws Exception {
        final int n = 4;
        final String[] results = new String[n];
        Thread[] ts = new Thread[n];
        for (int t = 0; t < n; t++) {
            final int id = t;
            ts[t] = new Thread(() -> {
                for (int i = 0; i <= id * 1000; i++) counter.set(counter.get() + 1);
                builder.get().append("t").append(id);
                plain.set("p" + id);
                Thread.yield();
                results[id] = counter.get() + " " + builder.get() + " " + plain.get();
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        for (String r : results) System.out.println("thread: " + r);
        System.out.println("main untouched: " + counter.get() + " '" + builder.get() + "' " + plain.get());
        System.out.println("initialValue calls: " + initCalls);
        counter.set(41);
        counter.remove();
        System.out.println("after remove: " + counter.get() + " calls " + initCalls);
        plain.set("x");
        plain.remove();
        System.out.println("plain after remove: " + plain.get());

        // Many ThreadLocals in one thread (table growth).
        List<ThreadLocal<Integer>> many = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            ThreadLocal<Integer> tl = new ThreadLocal<>();
            tl.set(i * i);
            many.add(tl);
        }
        long sum = 0;
        for (ThreadLocal<Integer> tl : many) sum += tl.get();
        for (int i = 0; i < 200; i += 2) many.get(i).remove();
        int nulls = 0;
        for (ThreadLocal<Integer> tl : many) if (tl.get() == null) nulls++;
        System.out.println("many: sum " + sum + " removed " + nulls);

        // Inheritance.
        inherited.set("from-main");
        copied.set(new ArrayList<>(Arrays.asList("a", "b")));
        final String[] child = new String[3];
        Thread c = new Thread(() -> {
            child[0] = inherited.get();
            List<String> l = copied.get();
            l.add("child");
            child[1] = l.toString();
            inherited.set("changed-in-child");
            Thread grandchild = new Thread(() -> child[2] = inherited.get() + " / " + copied.get());
            grandchild.start();
            try {
                grandchild.join();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        inherited.set("after-construction"); // the child copied at construction
        c.start();
        c.join();
        System.out.println("child saw: " + child[0] + ", list " + child[1] + ", grandchild " + child[2]);
        System.out.println("main still: " + inherited.get() + " " + copied.get());
        // A plain ThreadLocal is not inherited.
        plain.set("main-only");
        final String[] p = new String[1];
        Thread q = new Thread(() -> p[0] = plain.get());
        q.start();
        q.join();
        System.out.println("plain in child: " + p[0]);
        try {
            ThreadLocal.withInitial(null);
        } catch (NullPointerException e) {
            System.out.println("withInitial(null): NullPointerException");
        }
    }
}
