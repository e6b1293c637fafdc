package java.util.stream;

import java.util.IntSummaryStatistics;
import java.util.Iterator;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.function.BiConsumer;
import java.util.function.IntBinaryOperator;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntToDoubleFunction;
import java.util.function.IntToLongFunction;
import java.util.function.IntUnaryOperator;
import java.util.function.ObjIntConsumer;
import java.util.function.Supplier;

/**
 * IntStream as a view over a reference pipeline of Integers: each operation is the reference
 * one with a (un)boxing lambda, so laziness, short-circuiting, reuse checks and parallel
 * evaluation are the reference stream's. Results are unboxed at the terminal operation.
 */
final class IntPipe implements IntStream {
    final Stream<Integer> s;

    IntPipe(Stream<Integer> s) {
        this.s = s;
    }

    /** The boxed pipeline of an IntStream (null stays null, for flatMap). */
    static Stream<Integer> boxedView(IntStream stream) {
        if (stream == null) {
            return null;
        }
        if (stream instanceof IntPipe) {
            return ((IntPipe) stream).s;
        }
        return stream.boxed();
    }

    @Override
    public IntStream filter(final IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new IntPipe(s.filter(i -> predicate.test(i)));
    }

    @Override
    public IntStream map(final IntUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipe(s.map(i -> mapper.applyAsInt(i)));
    }

    @Override
    public <U> Stream<U> mapToObj(final IntFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return s.map(i -> mapper.apply(i));
    }

    @Override
    public LongStream mapToLong(final IntToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipe(s.map(i -> mapper.applyAsLong(i)));
    }

    @Override
    public DoubleStream mapToDouble(final IntToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipe(s.map(i -> mapper.applyAsDouble(i)));
    }

    @Override
    public IntStream flatMap(final IntFunction<? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipe(s.flatMap(i -> boxedView(mapper.apply(i))));
    }

    @Override
    public IntStream distinct() {
        return new IntPipe(s.distinct());
    }

    @Override
    public IntStream sorted() {
        return new IntPipe(s.sorted());
    }

    @Override
    public IntStream peek(final IntConsumer action) {
        Objects.requireNonNull(action);
        return new IntPipe(s.peek(i -> action.accept(i)));
    }

    @Override
    public IntStream limit(long maxSize) {
        return new IntPipe(s.limit(maxSize));
    }

    @Override
    public IntStream skip(long n) {
        Stream<Integer> r = s.skip(n);
        return r == s ? this : new IntPipe(r);
    }

    @Override
    public IntStream takeWhile(final IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new IntPipe(s.takeWhile(i -> predicate.test(i)));
    }

    @Override
    public IntStream dropWhile(final IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new IntPipe(s.dropWhile(i -> predicate.test(i)));
    }

    @Override
    public void forEach(final IntConsumer action) {
        Objects.requireNonNull(action);
        s.forEach(i -> action.accept(i));
    }

    @Override
    public void forEachOrdered(final IntConsumer action) {
        Objects.requireNonNull(action);
        s.forEachOrdered(i -> action.accept(i));
    }

    @Override
    public int[] toArray() {
        Object[] boxes = s.toArray();
        int[] a = new int[boxes.length];
        for (int i = 0; i < a.length; i++) {
            a[i] = (Integer) boxes[i];
        }
        return a;
    }

    @Override
    public int reduce(int identity, final IntBinaryOperator op) {
        Objects.requireNonNull(op);
        return s.reduce(identity, (a, b) -> op.applyAsInt(a, b));
    }

    @Override
    public OptionalInt reduce(final IntBinaryOperator op) {
        Objects.requireNonNull(op);
        return unbox(s.reduce((a, b) -> op.applyAsInt(a, b)));
    }

    private static OptionalInt unbox(Optional<Integer> o) {
        return o.isPresent() ? OptionalInt.of(o.get()) : OptionalInt.empty();
    }

    @Override
    public <R> R collect(Supplier<R> supplier, final ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(accumulator);
        return s.collect(supplier, (r, i) -> accumulator.accept(r, i), combiner);
    }

    @Override
    public int sum() {
        return reduce(0, Integer::sum);
    }

    @Override
    public OptionalInt min() {
        return reduce(Math::min);
    }

    @Override
    public OptionalInt max() {
        return reduce(Math::max);
    }

    @Override
    public long count() {
        return s.count();
    }

    @Override
    public OptionalDouble average() {
        long[] avg = collect(() -> new long[2], (ll, i) -> {
            ll[0]++;
            ll[1] += i;
        }, (ll, rr) -> {
                ll[0] += rr[0];
                ll[1] += rr[1];
            });
        return avg[0] > 0 ? OptionalDouble.of((double) avg[1] / avg[0]) : OptionalDouble.empty();
    }

    @Override
    public IntSummaryStatistics summaryStatistics() {
        return collect(IntSummaryStatistics::new, IntSummaryStatistics::accept, IntSummaryStatistics::combine);
    }

    @Override
    public boolean anyMatch(final IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return s.anyMatch(i -> predicate.test(i));
    }

    @Override
    public boolean allMatch(final IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return s.allMatch(i -> predicate.test(i));
    }

    @Override
    public boolean noneMatch(final IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return s.noneMatch(i -> predicate.test(i));
    }

    @Override
    public OptionalInt findFirst() {
        return unbox(s.findFirst());
    }

    @Override
    public OptionalInt findAny() {
        return unbox(s.findAny());
    }

    @Override
    public LongStream asLongStream() {
        return new LongPipe(s.map(i -> (long) i));
    }

    @Override
    public DoubleStream asDoubleStream() {
        return new DoublePipe(s.map(i -> (double) i));
    }

    @Override
    public Stream<Integer> boxed() {
        return s.map(i -> i);
    }

    @Override
    public IntStream sequential() {
        s.sequential();
        return this;
    }

    @Override
    public IntStream parallel() {
        s.parallel();
        return this;
    }

    @Override
    public IntStream unordered() {
        Stream<Integer> r = s.unordered();
        return r == s ? this : new IntPipe(r);
    }

    @Override
    public IntStream onClose(Runnable closeHandler) {
        s.onClose(closeHandler);
        return this;
    }

    @Override
    public void close() {
        s.close();
    }

    @Override
    public boolean isParallel() {
        return s.isParallel();
    }

    @Override
    public PrimitiveIterator.OfInt iterator() {
        final Iterator<Integer> it = s.iterator();
        return new PrimitiveIterator.OfInt() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public int nextInt() {
                return it.next();
            }
        };
    }

    @Override
    public Spliterator.OfInt spliterator() {
        Spliterator<Integer> sp = s.spliterator();
        return sp instanceof Spliterator.OfInt ? (Spliterator.OfInt) sp : new Adapter(sp);
    }

    /** A boxed spliterator seen as an int one. */
    static final class Adapter implements Spliterator.OfInt {
        private final Spliterator<Integer> sp;

        Adapter(Spliterator<Integer> sp) {
            this.sp = sp;
        }

        @Override
        public boolean tryAdvance(final IntConsumer action) {
            Objects.requireNonNull(action);
            return sp.tryAdvance((Integer i) -> action.accept(i));
        }

        @Override
        public Spliterator.OfInt trySplit() {
            Spliterator<Integer> p = sp.trySplit();
            return p == null ? null : new Adapter(p);
        }

        @Override
        public long estimateSize() {
            return sp.estimateSize();
        }

        @Override
        public long getExactSizeIfKnown() {
            return sp.getExactSizeIfKnown();
        }

        @Override
        public int characteristics() {
            return sp.characteristics();
        }
    }

    static final class IntBuilder implements IntStream.Builder {
        private final Streams.RefBuilder<Integer> b = new Streams.RefBuilder<Integer>();

        @Override
        public void accept(int t) {
            b.accept(t);
        }

        @Override
        public IntStream build() {
            return new IntPipe(b.build());
        }
    }
}
