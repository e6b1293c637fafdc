package java.util.stream;

import java.util.LongSummaryStatistics;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.LongBinaryOperator;
import java.util.function.LongConsumer;
import java.util.function.LongFunction;
import java.util.function.LongPredicate;
import java.util.function.LongSupplier;
import java.util.function.LongToDoubleFunction;
import java.util.function.LongToIntFunction;
import java.util.function.LongUnaryOperator;
import java.util.function.ObjLongConsumer;
import java.util.function.Supplier;

/** java.util.stream.LongStream. */
public interface LongStream extends BaseStream<Long, LongStream> {
    LongStream filter(LongPredicate predicate);

    LongStream map(LongUnaryOperator mapper);

    <U> Stream<U> mapToObj(LongFunction<? extends U> mapper);

    IntStream mapToInt(LongToIntFunction mapper);

    DoubleStream mapToDouble(LongToDoubleFunction mapper);

    LongStream flatMap(LongFunction<? extends LongStream> mapper);

    LongStream distinct();

    LongStream sorted();

    LongStream peek(LongConsumer action);

    LongStream limit(long maxSize);

    LongStream skip(long n);

    LongStream takeWhile(LongPredicate predicate);

    LongStream dropWhile(LongPredicate predicate);

    void forEach(LongConsumer action);

    void forEachOrdered(LongConsumer action);

    long[] toArray();

    long reduce(long identity, LongBinaryOperator op);

    OptionalLong reduce(LongBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner);

    long sum();

    OptionalLong min();

    OptionalLong max();

    long count();

    OptionalDouble average();

    LongSummaryStatistics summaryStatistics();

    boolean anyMatch(LongPredicate predicate);

    boolean allMatch(LongPredicate predicate);

    boolean noneMatch(LongPredicate predicate);

    OptionalLong findFirst();

    OptionalLong findAny();

    DoubleStream asDoubleStream();

    Stream<Long> boxed();

    @Override
    LongStream sequential();

    @Override
    LongStream parallel();

    @Override
    PrimitiveIterator.OfLong iterator();

    @Override
    Spliterator.OfLong spliterator();

    // ---------------------------------------------------------------- sources

    static Builder builder() {
        return new LongPipe.LongBuilder();
    }

    static LongStream empty() {
        return StreamSupport.longStream(Spliterators.emptyLongSpliterator(), false);
    }

    static LongStream of(long t) {
        return StreamSupport.longStream(Spliterators.spliterator(new long[] {t}, Spliterator.ORDERED
                | Spliterator.IMMUTABLE), false);
    }

    static LongStream of(long... values) {
        return StreamSupport.longStream(Spliterators.spliterator(values, Spliterator.ORDERED
                | Spliterator.IMMUTABLE), false);
    }

    static LongStream iterate(final long seed, final LongUnaryOperator f) {
        Objects.requireNonNull(f);
        return new LongPipe(Stream.iterate(seed, i -> f.applyAsLong(i)));
    }

    static LongStream iterate(long seed, final LongPredicate hasNext, final LongUnaryOperator next) {
        Objects.requireNonNull(next);
        Objects.requireNonNull(hasNext);
        return new LongPipe(Stream.iterate(seed, i -> hasNext.test(i), i -> next.applyAsLong(i)));
    }

    static LongStream generate(final LongSupplier s) {
        Objects.requireNonNull(s);
        return new LongPipe(Stream.generate(() -> s.getAsLong()));
    }

    static LongStream range(long startInclusive, long endExclusive) {
        if (startInclusive >= endExclusive) {
            return empty();
        }
        return StreamSupport.longStream(new Streams.LongRange(startInclusive, endExclusive - 1), false);
    }

    static LongStream rangeClosed(long startInclusive, long endInclusive) {
        return StreamSupport.longStream(new Streams.LongRange(startInclusive, endInclusive), false);
    }

    static LongStream concat(LongStream a, LongStream b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        return new LongPipe(Stream.concat(LongPipe.boxedView(a), LongPipe.boxedView(b)));
    }

    interface Builder extends LongConsumer {
        @Override
        void accept(long t);

        default Builder add(long t) {
            accept(t);
            return this;
        }

        LongStream build();
    }
}
