package java.util.stream;

import java.util.Objects;
import java.util.Spliterator;
import java.util.function.Supplier;

/** java.util.stream.StreamSupport: streams over a spliterator (or a supplier of one). */
public final class StreamSupport {
    private StreamSupport() {
    }

    public static <T> Stream<T> stream(Spliterator<T> spliterator, boolean parallel) {
        Objects.requireNonNull(spliterator);
        return new Pipeline<T>(spliterator, parallel);
    }

    public static <T> Stream<T> stream(Supplier<? extends Spliterator<T>> supplier, int characteristics,
            boolean parallel) {
        Objects.requireNonNull(supplier);
        return new Pipeline<T>(supplier, characteristics, parallel);
    }

    public static IntStream intStream(Spliterator.OfInt spliterator, boolean parallel) {
        return new IntPipe(stream(spliterator, parallel));
    }

    public static IntStream intStream(Supplier<? extends Spliterator.OfInt> supplier, int characteristics,
            boolean parallel) {
        Objects.requireNonNull(supplier);
        return new IntPipe(new Pipeline<Integer>(supplier, characteristics, parallel));
    }

    public static LongStream longStream(Spliterator.OfLong spliterator, boolean parallel) {
        return new LongPipe(stream(spliterator, parallel));
    }

    public static LongStream longStream(Supplier<? extends Spliterator.OfLong> supplier, int characteristics,
            boolean parallel) {
        Objects.requireNonNull(supplier);
        return new LongPipe(new Pipeline<Long>(supplier, characteristics, parallel));
    }

    public static DoubleStream doubleStream(Spliterator.OfDouble spliterator, boolean parallel) {
        return new DoublePipe(stream(spliterator, parallel));
    }

    public static DoubleStream doubleStream(Supplier<? extends Spliterator.OfDouble> supplier,
            int characteristics, boolean parallel) {
        Objects.requireNonNull(supplier);
        return new DoublePipe(new Pipeline<Double>(supplier, characteristics, parallel));
    }
}
