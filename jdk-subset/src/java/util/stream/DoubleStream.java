package java.util.stream;

import java.util.DoubleSummaryStatistics;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleConsumer;
import java.util.function.DoubleFunction;
import java.util.function.DoublePredicate;
import java.util.function.DoubleSupplier;
import java.util.function.DoubleToLongFunction;
import java.util.function.DoubleToIntFunction;
import java.util.function.DoubleUnaryOperator;
import java.util.function.ObjDoubleConsumer;
import java.util.function.Supplier;

/** java.util.stream.DoubleStream. */
public interface DoubleStream extends BaseStream<Double, DoubleStream> {
    DoubleStream filter(DoublePredicate predicate);

    DoubleStream map(DoubleUnaryOperator mapper);

    <U> Stream<U> mapToObj(DoubleFunction<? extends U> mapper);

    IntStream mapToInt(DoubleToIntFunction mapper);

    LongStream mapToLong(DoubleToLongFunction mapper);

    DoubleStream flatMap(DoubleFunction<? extends DoubleStream> mapper);

    DoubleStream distinct();

    DoubleStream sorted();

    DoubleStream peek(DoubleConsumer action);

    DoubleStream limit(long maxSize);

    DoubleStream skip(long n);

    DoubleStream takeWhile(DoublePredicate predicate);

    DoubleStream dropWhile(DoublePredicate predicate);

    void forEach(DoubleConsumer action);

    void forEachOrdered(DoubleConsumer action);

    double[] toArray();

    double reduce(double identity, DoubleBinaryOperator op);

    OptionalDouble reduce(DoubleBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner);

    double sum();

    OptionalDouble min();

    OptionalDouble max();

    long count();

    OptionalDouble average();

    DoubleSummaryStatistics summaryStatistics();

    boolean anyMatch(DoublePredicate predicate);

    boolean allMatch(DoublePredicate predicate);

    boolean noneMatch(DoublePredicate predicate);

    OptionalDouble findFirst();

    OptionalDouble findAny();

    Stream<Double> boxed();

    @Override
    DoubleStream sequential();

    @Override
    DoubleStream parallel();

    @Override
    PrimitiveIterator.OfDouble iterator();

    @Override
    Spliterator.OfDouble spliterator();

    // ---------------------------------------------------------------- sources

    static Builder builder() {
        return new DoublePipe.DoubleBuilder();
    }

    static DoubleStream empty() {
        return StreamSupport.doubleStream(Spliterators.emptyDoubleSpliterator(), false);
    }

    static DoubleStream of(double t) {
        return StreamSupport.doubleStream(Spliterators.spliterator(new double[] {t}, Spliterator.ORDERED
                | Spliterator.IMMUTABLE), false);
    }

    static DoubleStream of(double... values) {
        return StreamSupport.doubleStream(Spliterators.spliterator(values, Spliterator.ORDERED
                | Spliterator.IMMUTABLE), false);
    }

    static DoubleStream iterate(final double seed, final DoubleUnaryOperator f) {
        Objects.requireNonNull(f);
        return new DoublePipe(Stream.iterate(seed, i -> f.applyAsDouble(i)));
    }

    static DoubleStream iterate(double seed, final DoublePredicate hasNext, final DoubleUnaryOperator next) {
        Objects.requireNonNull(next);
        Objects.requireNonNull(hasNext);
        return new DoublePipe(Stream.iterate(seed, i -> hasNext.test(i), i -> next.applyAsDouble(i)));
    }

    static DoubleStream generate(final DoubleSupplier s) {
        Objects.requireNonNull(s);
        return new DoublePipe(Stream.generate(() -> s.getAsDouble()));
    }

    static DoubleStream concat(DoubleStream a, DoubleStream b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        return new DoublePipe(Stream.concat(DoublePipe.boxedView(a), DoublePipe.boxedView(b)));
    }

    interface Builder extends DoubleConsumer {
        @Override
        void accept(double t);

        default Builder add(double t) {
            accept(t);
            return this;
        }

        DoubleStream build();
    }
}
