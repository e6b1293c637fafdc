import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** Reuse, close handlers and the exceptions streams throw; ends with an uncaught one. */
public class StreamsErrors {
    static void attempt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            // (HotSpot's helpful NullPointerException messages are not compared)
            String msg = e instanceof NullPointerException ? "" : ": " + e.getMessage();
            System.out.println(what + ": " + e.getClass().getName() + msg);
        }
    }

    public static void main(String[] args) {
        Stream<String> s = Stream.of("a", "b");
        s.forEach(x -> { });
        attempt("terminal twice", () -> s.forEach(x -> { }));
        Stream<String> s2 = Stream.of("a", "b");
        s2.map(String::toUpperCase);
        attempt("linked twice", () -> s2.filter(x -> true));
        attempt("count after link", () -> s2.count());
        IntStream is = IntStream.range(0, 3);
        is.sum();
        attempt("int reuse", () -> is.max());
        Stream<Integer> s3 = Stream.of(1);
        s3.iterator();
        attempt("after iterator", () -> s3.findFirst());
        Stream<Integer> s4 = Stream.of(1, 2);
        s4.close();
        attempt("after close", () -> s4.count());
        attempt("onClose after link", () -> {
            Stream<Integer> t = Stream.of(1);
            t.map(x -> x);
            t.onClose(() -> { });
        });
        attempt("limit(-1)", () -> Stream.of(1).limit(-1));
        attempt("skip(-5)", () -> Stream.of(1).skip(-5));
        attempt("findFirst null", () -> Stream.of((String) null, "x").findFirst());
        attempt("max null", () -> Stream.of("a", null).max(Comparator.nullsFirst(Comparator.<String>naturalOrder())));
        attempt("reduce to null", () -> Stream.of("a", "b").reduce((x, y) -> null));
        attempt("map null", () -> Stream.of(1).map(null));
        attempt("forEach null", () -> Stream.of(1).forEach(null));
        attempt("of null array", () -> Stream.of((Object[]) null));
        attempt("sorted null", () -> Stream.of("b", null, "a").sorted().collect(Collectors.toList()));
        attempt("empty get", () -> Stream.empty().findFirst().get());
        attempt("empty getAsInt", () -> IntStream.empty().max().getAsInt());
        attempt("toArray wrong type", () -> {
            Object[] o = Stream.of(1, 2).toArray(String[]::new);
        });
        attempt("toMap duplicate", () -> Stream.of("aa", "bb", "c").collect(Collectors.toMap(String::length, x -> x)));
        attempt("builder reuse", () -> {
            Stream.Builder<Integer> b = Stream.builder();
            b.add(1);
            b.build();
            b.add(2);
        });
        attempt("iterator exhausted", () -> {
            Iterator<Integer> it = Stream.of(1).iterator();
            it.next();
            it.next();
        });
        attempt("exception inside lambda", () -> Stream.of(1, 0).map(x -> 10 / x).collect(Collectors.toList()));
        attempt("modified during forEach", () -> {
            List<Integer> l = new ArrayList<>(Arrays.asList(1, 2, 3));
            l.stream().forEach(x -> {
                if (x == 1) l.add(9);
                System.out.print(x + " ");
            });
        });
        attempt("modified during findFirst", () -> {
            List<Integer> l = new ArrayList<>(Arrays.asList(1, 2, 3));
            l.stream().peek(x -> l.add(x)).filter(x -> x > 1).findFirst();
        });
        attempt("linked list modified", () -> {
            List<Integer> l = new LinkedList<>(Arrays.asList(1, 2, 3));
            System.out.print(l.stream().map(x -> x * 2).collect(Collectors.toList()) + " ");
            l.stream().forEach(x -> { if (x == 3) l.add(4); });
        });
        attempt("range array bounds", () -> Arrays.stream(new int[3], 2, 5));

        // close handlers: run once, in registration order, exceptions suppressed into the first
        Stream<Integer> c = Stream.of(1, 2, 3).onClose(() -> System.out.println("close 1")).onClose(() -> System.out.println("close 2"));
        System.out.println(c.filter(x -> x > 1).count());
        c.close();
        c.close();
        try (Stream<String> t = Stream.of("x").onClose(() -> System.out.println("twr closed"))) {
            System.out.println("in try " + t.findAny().get());
        }
        Stream<Integer> bad = Stream.of(1).onClose(() -> { throw new IllegalStateException("first"); })
                .onClose(() -> { throw new IllegalArgumentException("second"); })
                .onClose(() -> System.out.println("third runs"));
        try {
            bad.close();
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage() + " suppressed " + Arrays.toString(e.getSuppressed()));
        }
        Stream<Integer> cc = Stream.concat(Stream.of(1).onClose(() -> System.out.println("close a")),
                Stream.of(2).onClose(() -> System.out.println("close b")));
        System.out.println(cc.map(x -> x * 3).collect(Collectors.toList()));
        cc.close();
        IntStream ic = IntStream.of(1).onClose(() -> System.out.println("int close"));
        ic.close();

        // the last one is uncaught: exit status 1 and the first stderr line must match
        Stream<Integer> reused = Stream.of(5);
        reused.count();
        reused.count();
    }
}
