package java.util.stream;

import java.util.LongSummaryStatistics;
import java.util.Iterator;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.function.BiConsumer;
import java.util.function.LongBinaryOperator;
import java.util.function.LongConsumer;
import java.util.function.LongFunction;
import java.util.function.LongPredicate;
import java.util.function.LongToDoubleFunction;
import java.util.function.LongToIntFunction;
import java.util.function.LongUnaryOperator;
import java.util.function.ObjLongConsumer;
import java.util.function.Supplier;

/**
 * LongStream as a view over a reference pipeline of Longs: each operation is the reference
 * one with a (un)boxing lambda, so laziness, short-circuiting, reuse checks and parallel
 * evaluation are the reference stream's. Results are unboxed at the terminal operation.
 */
final class LongPipe implements LongStream {
    final Stream<Long> s;

    LongPipe(Stream<Long> s) {
        this.s = s;
    }

    /** The boxed pipeline of an LongStream (null stays null, for flatMap). */
    static Stream<Long> boxedView(LongStream stream) {
        if (stream == null) {
            return null;
        }
        if (stream instanceof LongPipe) {
            return ((LongPipe) stream).s;
        }
        return stream.boxed();
    }

    @Override
    public LongStream filter(final LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new LongPipe(s.filter(i -> predicate.test(i)));
    }

    @Override
    public LongStream map(final LongUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipe(s.map(i -> mapper.applyAsLong(i)));
    }

    @Override
    public <U> Stream<U> mapToObj(final LongFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return s.map(i -> mapper.apply(i));
    }

    @Override
    public IntStream mapToInt(final LongToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipe(s.map(i -> mapper.applyAsInt(i)));
    }

    @Override
    public DoubleStream mapToDouble(final LongToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipe(s.map(i -> mapper.applyAsDouble(i)));
    }

    @Override
    public LongStream flatMap(final LongFunction<? extends LongStream> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipe(s.flatMap(i -> boxedView(mapper.apply(i))));
    }

    @Override
    public LongStream distinct() {
        return new LongPipe(s.distinct());
    }

    @Override
    public LongStream sorted() {
        return new LongPipe(s.sorted());
    }

    @Override
    public LongStream peek(final LongConsumer action) {
        Objects.requireNonNull(action);
        return new LongPipe(s.peek(i -> action.accept(i)));
    }

    @Override
    public LongStream limit(long maxSize) {
        return new LongPipe(s.limit(maxSize));
    }

    @Override
    public LongStream skip(long n) {
        Stream<Long> r = s.skip(n);
        return r == s ? this : new LongPipe(r);
    }

    @Override
    public LongStream takeWhile(final LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new LongPipe(s.takeWhile(i -> predicate.test(i)));
    }

    @Override
    public LongStream dropWhile(final LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new LongPipe(s.dropWhile(i -> predicate.test(i)));
    }

    @Override
    public void forEach(final LongConsumer action) {
        Objects.requireNonNull(action);
        s.forEach(i -> action.accept(i));
    }

    @Override
    public void forEachOrdered(final LongConsumer action) {
        Objects.requireNonNull(action);
        s.forEachOrdered(i -> action.accept(i));
    }

    @Override
    public long[] toArray() {
        Object[] boxes = s.toArray();
        long[] a = new long[boxes.length];
        for (int i = 0; i < a.length; i++) {
            a[i] = (Long) boxes[i];
        }
        return a;
    }

    @Override
    public long reduce(long identity, final LongBinaryOperator op) {
        Objects.requireNonNull(op);
        return s.reduce(identity, (a, b) -> op.applyAsLong(a, b));
    }

    @Override
    public OptionalLong reduce(final LongBinaryOperator op) {
        Objects.requireNonNull(op);
        return unbox(s.reduce((a, b) -> op.applyAsLong(a, b)));
    }

    private static OptionalLong unbox(Optional<Long> o) {
        return o.isPresent() ? OptionalLong.of(o.get()) : OptionalLong.empty();
    }

    @Override
    public <R> R collect(Supplier<R> supplier, final ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(accumulator);
        return s.collect(supplier, (r, i) -> accumulator.accept(r, i), combiner);
    }

    @Override
    public long sum() {
        return reduce(0, Long::sum);
    }

    @Override
    public OptionalLong min() {
        return reduce(Math::min);
    }

    @Override
    public OptionalLong max() {
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
    public LongSummaryStatistics summaryStatistics() {
        return collect(LongSummaryStatistics::new, LongSummaryStatistics::accept, LongSummaryStatistics::combine);
    }

    @Override
    public boolean anyMatch(final LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return s.anyMatch(i -> predicate.test(i));
    }

    @Override
    public boolean allMatch(final LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return s.allMatch(i -> predicate.test(i));
    }

    @Override
    public boolean noneMatch(final LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return s.noneMatch(i -> predicate.test(i));
    }

    @Override
    public OptionalLong findFirst() {
        return unbox(s.findFirst());
    }

    @Override
    public OptionalLong findAny() {
        return unbox(s.findAny());
    }

    @Override
    public DoubleStream asDoubleStream() {
        return new DoublePipe(s.map(i -> (double) i));
    }

    @Override
    public Stream<Long> boxed() {
        return s.map(i -> i);
    }

    @Override
    public LongStream sequential() {
        s.sequential();
        return this;
    }

    @Override
    public LongStream parallel() {
        s.parallel();
        return this;
    }

    @Override
    public LongStream unordered() {
        Stream<Long> r = s.unordered();
        return r == s ? this : new LongPipe(r);
    }

    @Override
    public LongStream onClose(Runnable closeHandler) {
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
    public PrimitiveIterator.OfLong iterator() {
        final Iterator<Long> it = s.iterator();
        return new PrimitiveIterator.OfLong() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public long nextLong() {
                return it.next();
            }
        };
    }

    @Override
    public Spliterator.OfLong spliterator() {
        Spliterator<Long> sp = s.spliterator();
        return sp instanceof Spliterator.OfLong ? (Spliterator.OfLong) sp : new Adapter(sp);
    }

    /** A boxed spliterator seen as a long one. */
    static final class Adapter implements Spliterator.OfLong {
        private final Spliterator<Long> sp;

        Adapter(Spliterator<Long> sp) {
            this.sp = sp;
        }

        @Override
        public boolean tryAdvance(final LongConsumer action) {
            Objects.requireNonNull(action);
            return sp.tryAdvance((Long i) -> action.accept(i));
        }

        @Override
        public Spliterator.OfLong trySplit() {
            Spliterator<Long> p = sp.trySplit();
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

    static final class LongBuilder implements LongStream.Builder {
        private final Streams.RefBuilder<Long> b = new Streams.RefBuilder<Long>();

        @Override
        public void accept(long t) {
            b.accept(t);
        }

        @Override
        public LongStream build() {
            return new LongPipe(b.build());
        }
    }
}
