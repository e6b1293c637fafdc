import java.io.*;
import java.util.*;
import java.util.stream.*;

/** IntStream, LongStream, DoubleStream and the library's stream sources. */
public class StreamsPrimitive {
    static void p(Object o) {
        System.out.println(o);
    }

    public static void main(String[] args) throws IOException {
        ints();
        longs();
        doubles();
        strings();
        readers();
        randoms();
    }

    static void ints() {
        System.out.println(IntStream.range(0, 10).sum() + " " + IntStream.rangeClosed(1, 100).sum());
        System.out.println(Arrays.toString(IntStream.range(5, 0).toArray()) + " " + IntStream.rangeClosed(3, 3).count());
        System.out.println(Arrays.toString(IntStream.of(3, 1, 4, 1, 5, 9, 2, 6).sorted().distinct().toArray()));
        System.out.println(IntStream.of(3, 1, 4).map(x -> x * x).boxed().collect(Collectors.toList()));
        System.out.println(IntStream.range(0, 5).mapToObj(i -> "i" + i).collect(Collectors.joining(",")));
        System.out.println(IntStream.range(0, 5).mapToLong(i -> i * 3000000000L).sum());
        System.out.println(IntStream.range(0, 5).mapToDouble(i -> i / 4.0).sum());
        System.out.println(IntStream.range(1, 4).flatMap(i -> IntStream.range(0, i)).boxed().collect(Collectors.toList()));
        System.out.println(IntStream.of(5, 2, 8).reduce(0, (a, b) -> a * 10 + b) + " " + IntStream.of(5, 2, 8).reduce(Math::min));
        System.out.println(IntStream.of(1, 2, 3, 4).average() + " " + IntStream.of(1, 2).average().getAsDouble());
        System.out.println(IntStream.of(7, -3, 12, 0).summaryStatistics());
        System.out.println(IntStream.empty().summaryStatistics());
        IntSummaryStatistics st = new IntSummaryStatistics();
        st.accept(4);
        st.accept(10);
        IntSummaryStatistics st2 = new IntSummaryStatistics();
        st2.accept(-1);
        st.combine(st2);
        System.out.println(st.getCount() + " " + st.getSum() + " " + st.getMin() + " " + st.getMax() + " " + st.getAverage());
        System.out.println(IntStream.iterate(1, i -> i * 2).limit(11).max().getAsInt());
        System.out.println(IntStream.iterate(0, i -> i < 20, i -> i + 7).boxed().collect(Collectors.toList()));
        int[] c = {0};
        System.out.println(Arrays.toString(IntStream.generate(() -> c[0]++ * 3).limit(4).toArray()));
        System.out.println(IntStream.concat(IntStream.of(1, 2), IntStream.range(7, 9)).boxed().collect(Collectors.toList()));
        IntStream.Builder b = IntStream.builder();
        b.add(9).add(8).accept(7);
        System.out.println(b.build().sum());
        System.out.println(IntStream.of(2, 4, 6).allMatch(i -> i % 2 == 0) + " " + IntStream.of(2, 4, 6).noneMatch(i -> i > 5)
                + " " + IntStream.of(2, 4, 6).anyMatch(i -> i == 4) + " " + IntStream.of(2, 4, 6).findFirst() + " " + IntStream.empty().findAny());
        System.out.println(IntStream.range(0, 20).filter(i -> i % 3 == 0).skip(1).limit(4).boxed().collect(Collectors.toList()));
        System.out.println(IntStream.of(1, 2, 3).asLongStream().map(l -> l << 40).sum());
        System.out.println(IntStream.of(1, 2, 3).asDoubleStream().map(d -> d / 3).sum());
        System.out.println(Arrays.stream(new int[] {4, 5, 6, 7}, 1, 3).sum());
        System.out.println(IntStream.of(10, 20, 30).takeWhile(i -> i < 25).sum() + " " + IntStream.of(10, 20, 30).dropWhile(i -> i < 25).sum());
        StringBuilder digits = IntStream.range(0, 6).collect(StringBuilder::new, (sb, i) -> sb.append(i), StringBuilder::append);
        System.out.println(digits);
        IntStream.range(0, 3).forEachOrdered(i -> System.out.print(i + ";"));
        IntStream.range(0, 3).peek(i -> System.out.print("p" + i)).forEach(i -> System.out.print("f" + i + ";"));
        System.out.println();
        System.out.println(IntStream.rangeClosed(Integer.MAX_VALUE - 2, Integer.MAX_VALUE).count() + " "
                + IntStream.rangeClosed(Integer.MAX_VALUE - 2, Integer.MAX_VALUE).asLongStream().sum());
        System.out.println(IntStream.range(0, 100000).map(i -> i % 7).sum());
        Spliterator.OfInt sp = IntStream.range(0, 8).spliterator();
        Spliterator.OfInt left = sp.trySplit();
        System.out.println(left.estimateSize() + " " + sp.estimateSize() + " " + sp.hasCharacteristics(Spliterator.SORTED));
    }

    static void longs() {
        System.out.println(LongStream.range(0, 10).sum() + " " + LongStream.rangeClosed(1, 20).reduce(1, (a, b) -> a * b));
        System.out.println(LongStream.rangeClosed(5_000_000_000L, 5_000_000_003L).boxed().collect(Collectors.toList()));
        System.out.println(LongStream.of(9, 3, 7).sorted().boxed().collect(Collectors.toList()) + " " + LongStream.of(9, 3, 7).max());
        System.out.println(LongStream.of(1, 2, 3, 4).average() + " " + LongStream.empty().average());
        System.out.println(LongStream.of(4, 1 << 20, -7).summaryStatistics());
        System.out.println(LongStream.iterate(1, x -> x * 10).limit(19).mapToObj(Long::toString).collect(Collectors.joining(" ")));
        System.out.println(LongStream.range(0, 6).mapToInt(l -> (int) l * 2).sum() + " " + LongStream.range(0, 4).mapToDouble(l -> l * 0.5).sum());
        System.out.println(Arrays.stream(new long[] {5, 6, 7}).map(x -> x * x).boxed().collect(Collectors.toList()));
        System.out.println(LongStream.range(0, 0).count() + " " + LongStream.range(Long.MAX_VALUE - 3, Long.MAX_VALUE).count());
        System.out.println(LongStream.concat(LongStream.of(1), LongStream.of(2, 3)).asDoubleStream().boxed().collect(Collectors.toList()));
    }

    static void doubles() {
        double[] vals = {0.1, 0.2, 0.3, 1e10, -1e10, 0.7, 1.0 / 3, 2.5e-5};
        System.out.println(DoubleStream.of(vals).sum() + " vs naive " + naive(vals));
        System.out.println(DoubleStream.of(vals).average().getAsDouble());
        System.out.println(DoubleStream.of(vals).summaryStatistics());
        System.out.println(Arrays.stream(vals).map(Math::sqrt).filter(d -> !Double.isNaN(d)).boxed().collect(Collectors.toList()));
        System.out.println(DoubleStream.of(3.5, -0.0, 0.0, Double.NaN, -2).sorted().boxed().collect(Collectors.toList()));
        System.out.println(DoubleStream.of(1, Double.NaN).max() + " " + DoubleStream.of(-0.0, 0.0).min());
        System.out.println(DoubleStream.of(Double.POSITIVE_INFINITY, 1).sum() + " " + DoubleStream.of(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY).sum()
                + " " + DoubleStream.of(Double.MAX_VALUE, Double.MAX_VALUE).sum());
        System.out.println(DoubleStream.iterate(1.0, d -> d / 2).limit(6).boxed().collect(Collectors.toList()));
        System.out.println(DoubleStream.of(1.5, 2.5, 1.5).distinct().count() + " " + DoubleStream.of(2.7, -2.7).mapToLong(d -> (long) d).sum()
                + " " + DoubleStream.of(2.7, 9.1).mapToInt(d -> (int) d).sum());
        DoubleSummaryStatistics ds = new DoubleSummaryStatistics();
        for (int i = 1; i <= 10; i++) ds.accept(i * 0.1);
        System.out.println(ds.getSum() + " " + ds.getAverage() + " " + ds.getMin() + " " + ds.getMax() + " " + ds.getCount());
        System.out.println(IntStream.rangeClosed(1, 1000).mapToDouble(i -> 1.0 / i).sum());
        System.out.println(IntStream.rangeClosed(1, 1000).mapToDouble(i -> 1.0 / i).average().getAsDouble());
        System.out.println(new DoubleSummaryStatistics());
    }

    static double naive(double[] a) {
        double s = 0;
        for (double d : a) s += d;
        return s;
    }

    static void strings() {
        String s = "Hello, Wörld! ñ";
        System.out.println(s.chars().filter(Character::isLetter).count());
        System.out.println(s.chars().mapToObj(ch -> String.valueOf((char) ch)).collect(Collectors.joining("_")));
        String emoji = "a\uD83D\uDE00b\u4E2D";
        System.out.println(emoji.chars().count() + " " + emoji.codePoints().count() + " "
                + emoji.codePoints().mapToObj(Integer::toHexString).collect(Collectors.toList()));
        // count() of a sized source does not run peek: chars() is sized, codePoints() only for Latin-1 strings
        System.out.println(s.chars().peek(ch -> System.out.print("c")).count());
        System.out.println(s.codePoints().peek(ch -> System.out.print("p")).count());
        System.out.println(emoji.codePoints().peek(ch -> System.out.print("u")).count());
        StringBuilder sb = new StringBuilder("stream");
        StringBuilder upper = sb.chars().map(Character::toUpperCase).collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append);
        p(upper);
        p("mississippi".chars().boxed().collect(Collectors.groupingBy(ch -> (char) (int) ch, TreeMap::new, Collectors.counting())));
    }

    static void readers() throws IOException {
        BitSet bits = new BitSet();
        bits.set(3);
        bits.set(10, 14);
        bits.set(200);
        IntStream bitStream = bits.stream();
        bits.set(1); // the stream binds when the terminal operation starts
        System.out.println(bitStream.boxed().collect(Collectors.toList()) + " " + bits.stream().peek(i -> System.out.print("no")).count());
        System.out.println("one\ntwo\r\nthree\rfour\n".lines().map(String::toUpperCase).collect(Collectors.toList())
                + " " + "".lines().count() + " " + "\n\nx".lines().collect(Collectors.toList()));
        BufferedReader r = new BufferedReader(new StringReader("alpha\nbeta\r\ngamma\rdelta\n\nepsilon"));
        System.out.println(r.lines().map(String::length).collect(Collectors.toList()));
        BufferedReader r2 = new BufferedReader(new StringReader("1\n2\n3\n4\n5"));
        System.out.println(r2.lines().mapToInt(Integer::parseInt).filter(i -> i % 2 == 1).sum());
        System.out.println(r2.readLine());
        BufferedReader r3 = new BufferedReader(new StringReader("x\ny\nz"));
        System.out.println(r3.lines().limit(1).collect(Collectors.toList()) + " then " + r3.readLine());
    }

    static void randoms() {
        Random rnd = new Random(42);
        System.out.println(Arrays.toString(rnd.ints(5).toArray()));
        System.out.println(Arrays.toString(rnd.ints(6, 0, 16).toArray()));
        System.out.println(Arrays.toString(rnd.ints(6, -5, 100).toArray()));
        System.out.println(rnd.ints(-3, 3).limit(8).boxed().collect(Collectors.toList()));
        System.out.println(rnd.ints().limit(2).boxed().collect(Collectors.toList()));
        System.out.println(Arrays.toString(rnd.longs(3).toArray()));
        System.out.println(Arrays.toString(rnd.longs(4, 10, 1L << 40).toArray()));
        System.out.println(Arrays.toString(rnd.doubles(3).toArray()));
        System.out.println(Arrays.toString(rnd.doubles(3, 5.0, 6.0).toArray()));
        System.out.println(rnd.doubles().limit(2).sum());
        System.out.println(rnd.ints(7).peek(i -> System.out.print("never")).count() + " " + rnd.nextInt());
        try {
            rnd.ints(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            rnd.ints(5, 5);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
    }
}
