package java.util.stream;

import java.util.Objects;
import java.util.function.Consumer;

/**
 * The push side of a pipeline stage. A terminal operation builds one sink per stage, chained from
 * the source towards the terminal, then pushes the source elements in: begin(size), accept each,
 * end(). A short-circuiting stage (limit, findFirst, ...) answers cancellationRequested() so the
 * source stops before the next element; stages that buffer (sorted) release elements in end().
 */
interface Sink<T> extends Consumer<T> {
    default void begin(long size) {
    }

    default void end() {
    }

    default boolean cancellationRequested() {
        return false;
    }

    /** A sink that forwards begin/end/cancellation to the next stage's sink. */
    abstract class Chained<T, OUT> implements Sink<T> {
        protected final Sink<? super OUT> downstream;

        Chained(Sink<? super OUT> downstream) {
            this.downstream = Objects.requireNonNull(downstream);
        }

        @Override
        public void begin(long size) {
            downstream.begin(size);
        }

        @Override
        public void end() {
            downstream.end();
        }

        @Override
        public boolean cancellationRequested() {
            return downstream.cancellationRequested();
        }
    }
}
