import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** Stream sources and operations, laziness and the order of side effects. */
public class StreamsBasic {
    static final List<String> log = new ArrayList<>();

    public static void main(String[] args) {
        sources();
        intermediate();
        laziness();
        terminals();
        iterators();
        optionals();
    }

    static void sources() {
        List<String> words = Arrays.asList("delta", "alpha", "charlie", "bravo", "echo");
        System.out.println(words.stream().collect(Collectors.toList()));
        System.out.println(Stream.of("x", "y", "z").collect(Collectors.joining(",")));
        System.out.println(Stream.of(42).collect(Collectors.toList()));
        System.out.println(Stream.empty().count());
        System.out.println(Arrays.stream(new String[] {"a", "b", "c", "d"}, 1, 3).collect(Collectors.toList()));
        System.out.println(Stream.iterate(1, x -> x * 2).limit(10).collect(Collectors.toList()));
        System.out.println(Stream.iterate(1, x -> x < 100, x -> x * 3).collect(Collectors.toList()));
        int[] counter = {0};
        System.out.println(Stream.generate(() -> counter[0]++).limit(5).collect(Collectors.toList()));
        System.out.println(Stream.concat(Stream.of(1, 2), Stream.of(3, 4)).collect(Collectors.toList()));
        Stream.Builder<String> b = Stream.builder();
        b.add("one").add("two");
        b.accept("three");
        System.out.println(b.build().collect(Collectors.toList()));
        Set<Integer> hs = new HashSet<>(Arrays.asList(50, 3, 17, 1000, 64, 5));
        System.out.println(hs.stream().map(i -> i * 2).collect(Collectors.toList()));
        TreeSet<String> ts = new TreeSet<>(words);
        System.out.println(ts.stream().collect(Collectors.joining("|")));
        Map<String, Integer> m = new HashMap<>();
        for (String w : words) m.put(w, w.length());
        System.out.println(m.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(", ", "{", "}")));
        System.out.println(m.keySet().stream().sorted().collect(Collectors.toList()));
        System.out.println(m.values().stream().mapToInt(Integer::intValue).sum());
        LinkedList<Integer> ll = new LinkedList<>(Arrays.asList(5, 4, 3));
        System.out.println(ll.stream().map(String::valueOf).collect(Collectors.joining("-")));
        ArrayDeque<Integer> dq = new ArrayDeque<>(Arrays.asList(9, 8, 7));
        System.out.println(dq.stream().reduce(0, Integer::sum));
        Iterable<Integer> it = () -> Arrays.asList(1, 2, 3).iterator();
        System.out.println(StreamSupport.stream(it.spliterator(), false).map(i -> i + 10).collect(Collectors.toList()));
        System.out.println(Stream.ofNullable(null).count() + " " + Stream.ofNullable("z").count());
        List<Integer> big = new ArrayList<>();
        for (int i = 0; i < 20; i++) big.add(i);
        big.removeIf(i -> i % 3 == 0);
        System.out.println(big.stream().skip(2).limit(5).collect(Collectors.toList()));
    }

    static void intermediate() {
        List<String> words = Arrays.asList("pear", "fig", "apple", "kiwi", "banana", "date", "plum", "fig");
        System.out.println(words.stream().filter(w -> w.length() == 4).collect(Collectors.toList()));
        System.out.println(words.stream().map(String::toUpperCase).collect(Collectors.toList()));
        System.out.println(words.stream().distinct().collect(Collectors.toList()));
        System.out.println(words.stream().sorted().collect(Collectors.toList()));
        System.out.println(words.stream().sorted(Comparator.reverseOrder()).collect(Collectors.toList()));
        // stable: equal lengths keep their encounter order
        System.out.println(words.stream().sorted(Comparator.comparingInt(String::length)).collect(Collectors.toList()));
        System.out.println(words.stream().sorted(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()))
                .collect(Collectors.toList()));
        System.out.println(words.stream().flatMap(w -> w.chars().mapToObj(c -> (char) c)).distinct()
                .map(String::valueOf).collect(Collectors.joining()));
        System.out.println(Stream.of(Arrays.asList(1, 2), Arrays.asList(3), Collections.<Integer>emptyList(), Arrays.asList(4, 5, 6))
                .flatMap(List::stream).map(x -> x * x).collect(Collectors.toList()));
        System.out.println(words.stream().skip(3).collect(Collectors.toList()));
        System.out.println(words.stream().skip(100).count());
        System.out.println(words.stream().limit(0).count());
        System.out.println(Stream.of(1, 2, 3, 10, 4, 1).takeWhile(x -> x < 5).collect(Collectors.toList()));
        System.out.println(Stream.of(1, 2, 3, 10, 4, 1).dropWhile(x -> x < 5).collect(Collectors.toList()));
        System.out.println(words.stream().mapToInt(String::length).boxed().collect(Collectors.toList()));
        System.out.println(words.stream().mapToLong(w -> (long) w.hashCode() * 1000).max().getAsLong());
        System.out.println(words.stream().mapToDouble(w -> w.length() / 3.0).sum());
        System.out.println(words.stream().unordered().filter(w -> w.startsWith("p")).count());
        System.out.println(words.stream().sequential().isParallel() + " " + words.parallelStream().isParallel());
        List<Integer> nums = Arrays.asList(3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5);
        System.out.println(nums.stream().distinct().sorted().skip(1).limit(4).collect(Collectors.toList()));
        System.out.println(nums.stream().sorted().distinct().collect(Collectors.toList()));
        Object[] objs = nums.stream().filter(n -> n > 4).toArray();
        System.out.println(objs.length + " " + Arrays.toString(objs) + " " + objs.getClass().getSimpleName());
        Integer[] ints = nums.stream().filter(n -> n > 4).toArray(Integer[]::new);
        System.out.println(Arrays.toString(ints) + " " + ints.getClass().getSimpleName());
    }

    static void laziness() {
        // nothing runs without a terminal operation
        Stream<Integer> s = Stream.of(1, 2, 3).peek(x -> System.out.println("never " + x));
        System.out.println("built");
        // element by element through the whole pipeline
        Stream.of("a", "b", "c", "d").peek(x -> System.out.println("peek1 " + x)).filter(x -> !x.equals("b"))
                .peek(x -> System.out.println("peek2 " + x)).map(String::toUpperCase).forEach(x -> System.out.println("each " + x));
        // limit stops the source
        Stream.iterate(1, x -> { System.out.println("next after " + x); return x + 1; })
                .peek(x -> System.out.println("saw " + x)).limit(3).forEach(x -> System.out.println("got " + x));
        // sorted is a barrier, then short-circuits downstream
        Optional<Integer> first = Stream.of(5, 3, 8, 1).peek(x -> System.out.println("pre " + x)).sorted()
                .peek(x -> System.out.println("post " + x)).findFirst();
        System.out.println("first " + first.get());
        // anyMatch stops at the first match
        boolean any = Stream.of(2, 4, 5, 6, 7).peek(x -> System.out.println("test " + x)).anyMatch(x -> x % 2 == 1);
        System.out.println("any " + any);
        // count of a sized pipeline does not run it (JDK 9+)
        long c1 = Arrays.asList(1, 2, 3).stream().peek(x -> System.out.println("not counted " + x)).map(x -> x * 2).count();
        System.out.println("c1 " + c1);
        long c2 = Arrays.asList(1, 2, 3).stream().peek(x -> System.out.println("counted " + x)).filter(x -> x > 1).count();
        System.out.println("c2 " + c2);
        long c3 = IntStream.range(0, 5).peek(x -> System.out.println("range " + x)).count();
        System.out.println("c3 " + c3);
        long c4 = Stream.of(1, 2, 3).peek(x -> System.out.println("limited " + x)).limit(2).count();
        System.out.println("c4 " + c4);
        // flatMap with a short-circuit downstream stops inside the inner stream
        Stream.of(1, 2, 3).flatMap(x -> Stream.iterate(x * 10, y -> y + 1).peek(y -> System.out.println("inner " + y)))
                .limit(3).forEach(x -> System.out.println("flat " + x));
        Optional<Integer> ff = Stream.of(Arrays.asList(1, 2), Arrays.asList(3, 4)).flatMap(l -> l.stream().peek(x -> System.out.println("fm " + x)))
                .filter(x -> x > 1).findFirst();
        System.out.println("ff " + ff);
        // skip and limit together
        IntStream.rangeClosed(1, 10).peek(x -> System.out.print("[" + x + "]")).skip(2).limit(3).forEach(x -> System.out.print(" " + x));
        System.out.println();
        // infinite iterate with filter and findFirst
        System.out.println(Stream.iterate(1, x -> x + 1).filter(x -> x * x > 200).findFirst().get());
        System.out.println(IntStream.iterate(1, x -> x * 3).anyMatch(x -> x > 1000));
        // the inner stream of flatMap is closed
        Stream.of("p", "q").flatMap(x -> Stream.of(x, x + x).onClose(() -> System.out.println("closed inner " + x)))
                .forEach(x -> System.out.println("fm " + x));
    }

    static void terminals() {
        List<Integer> nums = Arrays.asList(7, 3, 9, 1, 4);
        System.out.println(nums.stream().reduce(0, Integer::sum));
        System.out.println(nums.stream().reduce(Integer::max));
        System.out.println(Stream.<Integer>empty().reduce(Integer::max));
        System.out.println(nums.stream().reduce(10, (acc, x) -> acc + x * 2, Integer::sum));
        System.out.println(nums.stream().reduce("", (acc, x) -> acc + x, String::concat));
        System.out.println(nums.stream().min(Comparator.naturalOrder()).get() + " " + nums.stream().max(Integer::compare).get());
        System.out.println(nums.stream().count());
        System.out.println(nums.stream().allMatch(x -> x > 0) + " " + nums.stream().noneMatch(x -> x > 8) + " " + nums.stream().anyMatch(x -> x == 4));
        System.out.println(Stream.empty().allMatch(x -> false) + " " + Stream.empty().anyMatch(x -> true) + " " + Stream.empty().noneMatch(x -> true));
        System.out.println(nums.stream().findFirst() + " " + nums.stream().filter(x -> x > 100).findAny());
        StringBuilder sb = nums.stream().collect(StringBuilder::new, (r, x) -> r.append(x).append(';'), StringBuilder::append);
        System.out.println(sb);
        ArrayList<Integer> al = nums.stream().collect(ArrayList::new, ArrayList::add, ArrayList::addAll);
        System.out.println(al);
        nums.stream().forEachOrdered(x -> System.out.print(x + " "));
        System.out.println();
        // min/max keep the first of equals
        List<String> ws = Arrays.asList("bb", "aa", "cc", "a", "zz");
        System.out.println(ws.stream().max(Comparator.comparingInt(String::length)).get() + " "
                + ws.stream().min(Comparator.comparingInt(String::length).reversed()).get());
        System.out.println(Stream.of("x", "y").toList());
    }

    static void iterators() {
        Iterator<Integer> it = Stream.of(1, 2, 3, 4).peek(x -> System.out.println("pull " + x)).map(x -> x * 100).iterator();
        System.out.println("iterator made");
        System.out.println(it.hasNext());
        System.out.println(it.next());
        System.out.println(it.next());
        while (it.hasNext()) System.out.println("rest " + it.next());
        PrimitiveIterator.OfInt pi = IntStream.range(0, 3).iterator();
        while (pi.hasNext()) System.out.print(pi.nextInt() + ",");
        System.out.println();
        Spliterator<String> sp = Arrays.asList("a", "b", "c", "d", "e").stream().spliterator();
        System.out.println(sp.estimateSize() + " " + sp.hasCharacteristics(Spliterator.SIZED) + " " + sp.hasCharacteristics(Spliterator.ORDERED));
        Spliterator<String> half = sp.trySplit();
        half.forEachRemaining(x -> System.out.print("h" + x));
        sp.forEachRemaining(x -> System.out.print("s" + x));
        System.out.println();
        Spliterator<Integer> as = Arrays.spliterator(new Integer[] {1, 2, 3, 4, 5, 6});
        System.out.println(as.characteristics() + " " + as.getExactSizeIfKnown());
        Iterator<String> sit = Spliterators.iterator(Spliterators.spliterator(new Object[] {"u", "v"}, 0));
        while (sit.hasNext()) System.out.print(sit.next());
        System.out.println();
        Iterator<Integer> sorted = Stream.of(3, 1, 2).sorted().iterator();
        System.out.println(sorted.next() + " " + sorted.next() + " " + sorted.next() + " " + sorted.hasNext());
    }

    static void optionals() {
        Optional<String> o = Stream.of("hello", "world").filter(s -> s.startsWith("w")).findFirst();
        System.out.println(o.isPresent() + " " + o.get() + " " + o.map(String::length).orElse(-1));
        o.ifPresent(s -> System.out.println("present " + s));
        Optional<String> e = Stream.of("hello").filter(s -> s.isEmpty()).findFirst();
        System.out.println(e.isPresent() + " " + e.orElse("none") + " " + e.orElseGet(() -> "gen") + " " + e);
        System.out.println(o.flatMap(s -> Optional.of(s + "!")).filter(s -> s.length() > 3));
        try {
            e.orElseThrow(() -> new IllegalArgumentException("missing"));
        } catch (IllegalArgumentException ex) {
            System.out.println("caught " + ex.getMessage());
        }
        OptionalInt oi = IntStream.of(4, 8, 2).max();
        System.out.println(oi + " " + oi.getAsInt() + " " + IntStream.empty().max() + " " + IntStream.empty().max().orElse(-7));
        OptionalDouble od = IntStream.of(1, 2).average();
        System.out.println(od + " " + DoubleStream.empty().average());
        System.out.println(Stream.of(Optional.of(1), Optional.<Integer>empty(), Optional.of(3)).flatMap(Optional::stream)
                .collect(Collectors.toList()) + " " + OptionalInt.of(4).stream().sum() + " " + OptionalDouble.empty().stream().count()
                + " " + OptionalLong.of(9).stream().boxed().collect(Collectors.toList()));
        PrimitiveIterator.OfInt src = IntStream.of(3, 5, 7).iterator();
        System.out.println(StreamSupport.intStream(Spliterators.spliterator(src, 3, Spliterator.ORDERED), false).map(x -> x * 2).sum());
        PrimitiveIterator.OfLong lsrc = LongStream.of(1, 2).iterator();
        System.out.println(StreamSupport.longStream(Spliterators.spliteratorUnknownSize(lsrc, 0), false).sum());
        OptionalLong ol = LongStream.of(5L, 6L).min();
        System.out.println(ol + " " + ol.getAsLong());
    }
}
