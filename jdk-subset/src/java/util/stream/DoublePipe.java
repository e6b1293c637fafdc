package java.util.stream;

import java.util.DoubleSummaryStatistics;
import java.util.Iterator;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.function.BiConsumer;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleConsumer;
import java.util.function.DoubleFunction;
import java.util.function.DoublePredicate;
import java.util.function.DoubleToLongFunction;
import java.util.function.DoubleToIntFunction;
import java.util.function.DoubleUnaryOperator;
import java.util.function.ObjDoubleConsumer;
import java.util.function.Supplier;

/**
 * DoubleStream as a view over a reference pipeline of Doubles: each operation is the reference
 * one with a (un)boxing lambda, so laziness, short-circuiting, reuse checks and parallel
 * evaluation are the reference stream's. Results are unboxed at the terminal operation.
 */
final class DoublePipe implements DoubleStream {
    final Stream<Double> s;

    DoublePipe(Stream<Double> s) {
        this.s = s;
    }

    /** The boxed pipeline of an DoubleStream (null stays null, for flatMap). */
    static Stream<Double> boxedView(DoubleStream stream) {
        if (stream == null) {
            return null;
        }
        if (stream instanceof DoublePipe) {
            return ((DoublePipe) stream).s;
        }
        return stream.boxed();
    }

    @Override
    public DoubleStream filter(final DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return new DoublePipe(s.filter(i -> predicate.test(i)));
    }

    @Override
    public DoubleStream map(final DoubleUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipe(s.map(i -> mapper.applyAsDouble(i)));
    }

    @Override
    public <U> Stream<U> mapToObj(final DoubleFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return s.map(i -> mapper.apply(i));
    }

    @Override
    public IntStream mapToInt(final DoubleToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipe(s.map(i -> mapper.applyAsInt(i)));
    }

    @Override
    public LongStream mapToLong(final DoubleToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipe(s.map(i -> mapper.applyAsLong(i)));
    }

    @Override
    public DoubleStream flatMap(final DoubleFunction<? extends DoubleStream> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipe(s.flatMap(i -> boxedView(mapper.apply(i))));
    }

    @Override
    public DoubleStream distinct() {
        return new DoublePipe(s.distinct());
    }

    @Override
    public DoubleStream sorted() {
        return new DoublePipe(s.sorted());
    }

    @Override
    public DoubleStream peek(final DoubleConsumer action) {
        Objects.requireNonNull(action);
        return new DoublePipe(s.peek(i -> action.accept(i)));
    }

    @Override
    public DoubleStream limit(long maxSize) {
        return new DoublePipe(s.limit(maxSize));
    }

    @Override
    public DoubleStream skip(long n) {
        Stream<Double> r = s.skip(n);
        return r == s ? this : new DoublePipe(r);
    }

    @Override
    public DoubleStream takeWhile(final DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return new DoublePipe(s.takeWhile(i -> predicate.test(i)));
    }

    @Override
    public DoubleStream dropWhile(final DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return new DoublePipe(s.dropWhile(i -> predicate.test(i)));
    }

    @Override
    public void forEach(final DoubleConsumer action) {
        Objects.requireNonNull(action);
        s.forEach(i -> action.accept(i));
    }

    @Override
    public void forEachOrdered(final DoubleConsumer action) {
        Objects.requireNonNull(action);
        s.forEachOrdered(i -> action.accept(i));
    }

    @Override
    public double[] toArray() {
        Object[] boxes = s.toArray();
        double[] a = new double[boxes.length];
        for (int i = 0; i < a.length; i++) {
            a[i] = (Double) boxes[i];
        }
        return a;
    }

    @Override
    public double reduce(double identity, final DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        return s.reduce(identity, (a, b) -> op.applyAsDouble(a, b));
    }

    @Override
    public OptionalDouble reduce(final DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        return unbox(s.reduce((a, b) -> op.applyAsDouble(a, b)));
    }

    private static OptionalDouble unbox(Optional<Double> o) {
        return o.isPresent() ? OptionalDouble.of(o.get()) : OptionalDouble.empty();
    }

    @Override
    public <R> R collect(Supplier<R> supplier, final ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(accumulator);
        return s.collect(supplier, (r, i) -> accumulator.accept(r, i), combiner);
    }

    @Override
    public double sum() {
        // [compensated sum, compensation, simple sum]: Kahan summation as the JDK does it
        double[] summation = collect(() -> new double[3], (ll, d) -> {
            Collectors.sumWithCompensation(ll, d);
            ll[2] += d;
        }, (ll, rr) -> {
                Collectors.sumWithCompensation(ll, rr[0]);
                Collectors.sumWithCompensation(ll, -rr[1]);
                ll[2] += rr[2];
            });
        return Collectors.computeFinalSum(summation);
    }

    @Override
    public OptionalDouble min() {
        return reduce(Math::min);
    }

    @Override
    public OptionalDouble max() {
        return reduce(Math::max);
    }

    @Override
    public long count() {
        return s.count();
    }

    @Override
    public OptionalDouble average() {
        // [compensated sum, compensation, count, simple sum]: the JDK's arithmetic, same digits
        double[] avg = collect(() -> new double[4], (ll, d) -> {
            ll[2]++;
            Collectors.sumWithCompensation(ll, d);
            ll[3] += d;
        }, (ll, rr) -> {
                Collectors.sumWithCompensation(ll, rr[0]);
                Collectors.sumWithCompensation(ll, -rr[1]);
                ll[2] += rr[2];
                ll[3] += rr[3];
            });
        return avg[2] > 0 ? OptionalDouble.of(Collectors.computeFinalSum(avg) / avg[2]) : OptionalDouble.empty();
    }

    @Override
    public DoubleSummaryStatistics summaryStatistics() {
        return collect(DoubleSummaryStatistics::new, DoubleSummaryStatistics::accept, DoubleSummaryStatistics::combine);
    }

    @Override
    public boolean anyMatch(final DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return s.anyMatch(i -> predicate.test(i));
    }

    @Override
    public boolean allMatch(final DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return s.allMatch(i -> predicate.test(i));
    }

    @Override
    public boolean noneMatch(final DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return s.noneMatch(i -> predicate.test(i));
    }

    @Override
    public OptionalDouble findFirst() {
        return unbox(s.findFirst());
    }

    @Override
    public OptionalDouble findAny() {
        return unbox(s.findAny());
    }

    @Override
    public Stream<Double> boxed() {
        return s.map(i -> i);
    }

    @Override
    public DoubleStream sequential() {
        s.sequential();
        return this;
    }

    @Override
    public DoubleStream parallel() {
        s.parallel();
        return this;
    }

    @Override
    public DoubleStream unordered() {
        Stream<Double> r = s.unordered();
        return r == s ? this : new DoublePipe(r);
    }

    @Override
    public DoubleStream onClose(Runnable closeHandler) {
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
    public PrimitiveIterator.OfDouble iterator() {
        final Iterator<Double> it = s.iterator();
        return new PrimitiveIterator.OfDouble() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public double nextDouble() {
                return it.next();
            }
        };
    }

    @Override
    public Spliterator.OfDouble spliterator() {
        Spliterator<Double> sp = s.spliterator();
        return sp instanceof Spliterator.OfDouble ? (Spliterator.OfDouble) sp : new Adapter(sp);
    }

    /** A boxed spliterator seen as a double one. */
    static final class Adapter implements Spliterator.OfDouble {
        private final Spliterator<Double> sp;

        Adapter(Spliterator<Double> sp) {
            this.sp = sp;
        }

        @Override
        public boolean tryAdvance(final DoubleConsumer action) {
            Objects.requireNonNull(action);
            return sp.tryAdvance((Double i) -> action.accept(i));
        }

        @Override
        public Spliterator.OfDouble trySplit() {
            Spliterator<Double> p = sp.trySplit();
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

    static final class DoubleBuilder implements DoubleStream.Builder {
        private final Streams.RefBuilder<Double> b = new Streams.RefBuilder<Double>();

        @Override
        public void accept(double t) {
            b.accept(t);
        }

        @Override
        public DoubleStream build() {
            return new DoublePipe(b.build());
        }
    }
}
