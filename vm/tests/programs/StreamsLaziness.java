import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** The order of side effects in corner cases of sequential pipelines (must be HotSpot's). */
public class StreamsLaziness {
    static <T> Consumer<T> say(String tag) {
        return x -> System.out.print(tag + x + " ");
    }

    static IntConsumer sayInt(String tag) {
        return x -> System.out.print(tag + x + " ");
    }

    static void nl() {
        System.out.println();
    }

    public static void main(String[] args) {
        Stream.of(4, 2, 3, 1).peek(say("a")).sorted().peek(say("b")).limit(2).forEach(say("c"));
        nl();
        Stream.of(1, 1, 2, 2, 3, 3).peek(say("a")).distinct().peek(say("b")).limit(2).forEach(say("c"));
        nl();
        System.out.println(Stream.of(1, 2, 3).flatMap(x -> Stream.of(x, x * 10).peek(say("in"))).peek(say("out")).filter(x -> x > 5).findFirst().get());
        Iterator<Integer> it = Stream.of(1, 2).flatMap(x -> Stream.of(x, -x)).peek(say("p")).iterator();
        System.out.print("[" + it.next() + "] ");
        System.out.print("[" + it.next() + "] ");
        System.out.print("[" + it.hasNext() + "] ");
        nl();
        System.out.println(Arrays.asList(1, 2, 3, 4, 5).stream().peek(say("no")).skip(1).limit(3).count());
        System.out.println(Arrays.asList(1, 2, 3, 4, 5).stream().peek(say("no")).skip(9).count());
        System.out.println(Arrays.asList(1, 2, 3, 4, 5).stream().peek(say("yes")).skip(1).filter(x -> x > 0).count());
        System.out.println(IntStream.range(0, 100).peek(sayInt("no")).map(x -> x * 2).skip(10).limit(5).count());
        System.out.println(Stream.of(1, 2, 3, 4).peek(say("t")).takeWhile(x -> x < 3).count());
        System.out.println(Stream.of(1, 2, 3, 4).peek(say("d")).dropWhile(x -> x < 3).count());
        Stream.concat(Stream.of(1, 2).peek(say("x")), Stream.of(3, 4).peek(say("y"))).limit(3).forEach(say("z"));
        nl();
        IntStream.iterate(1, i -> i + 1).peek(sayInt("i")).filter(i -> i % 3 == 0).limit(2).forEach(sayInt("o"));
        nl();
        int[] n = {0};
        Stream.generate(() -> ++n[0]).peek(say("g")).limit(3).forEach(say("h"));
        nl();
        Spliterator<Integer> sp = Stream.of(7, 8, 9).peek(say("s")).map(x -> x + 1).spliterator();
        System.out.print("made ");
        sp.tryAdvance(say("ta"));
        sp.forEachRemaining(say("fr"));
        nl();
        Stream<Integer> base = Stream.of(1, 2, 3).onClose(() -> System.out.print("closed "));
        Stream<Integer> derived = base.map(x -> x * 2).onClose(() -> System.out.print("closed2 "));
        System.out.print(derived.collect(Collectors.toList()) + " ");
        derived.close();
        nl();
        System.out.println(Stream.of(5, 6, 7).peek(say("m")).anyMatch(x -> x > 5) + " " + Stream.of(5, 6, 7).peek(say("n")).allMatch(x -> x < 6)
                + " " + Stream.of(5, 6, 7).peek(say("q")).noneMatch(x -> x == 5));
        System.out.println(Stream.of(3, 1, 2).peek(say("r")).sorted().findFirst().get());
        System.out.println(Stream.of("a", "b", "c").peek(say("k")).map(String::toUpperCase).toArray(String[]::new).length);
        System.out.println(Stream.of(1, 2, 3, 4, 5, 6).parallel().peek(x -> { }).skip(2).limit(2).count());
        List<Integer> source = new ArrayList<>(Arrays.asList(1, 2, 3));
        Stream<Integer> late = source.stream();
        source.add(4); // the list is read when the terminal operation runs
        System.out.println(late.collect(Collectors.toList()));
        IntStream.rangeClosed(1, 5).boxed().sorted(Comparator.reverseOrder()).peek(say("v")).mapToInt(x -> x).limit(2).forEach(sayInt("w"));
        nl();
        Optional<String> firstLong = Stream.of("ab", "abcd", "abcdef").peek(say("f")).filter(s -> s.length() > 3).findFirst();
        System.out.println(firstLong.get());
        System.out.println(Stream.of(1, 2, 3, 4).peek(say("e")).map(x -> x * x).reduce(0, Integer::sum));
    }
}
