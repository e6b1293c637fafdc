package java.util.stream;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/** Sources and helpers shared by the stream types. */
final class Streams {
    private Streams() {
    }

    /** Runs a then b; if both throw, b's exception is suppressed into a's (as the JDK). */
    static Runnable composeWithExceptions(final Runnable a, final Runnable b) {
        return () -> {
            try {
                a.run();
            } catch (Throwable e1) {
                try {
                    b.run();
                } catch (Throwable e2) {
                    try {
                        e1.addSuppressed(e2);
                    } catch (Throwable ignore) {
                        // nothing more can be done
                    }
                }
                throw e1;
            }
            b.run();
        };
    }

    static Runnable composedClose(final BaseStream<?, ?> a, final BaseStream<?, ?> b) {
        return () -> {
            try {
                a.close();
            } catch (Throwable e1) {
                try {
                    b.close();
                } catch (Throwable e2) {
                    try {
                        e1.addSuppressed(e2);
                    } catch (Throwable ignore) {
                        // nothing more can be done
                    }
                }
                throw e1;
            }
            b.close();
        };
    }

    static final int RANGE_CHARACTERISTICS = Spliterator.ORDERED | Spliterator.SIZED | Spliterator.SUBSIZED
            | Spliterator.IMMUTABLE | Spliterator.NONNULL | Spliterator.DISTINCT | Spliterator.SORTED;

    /** IntStream.range/rangeClosed: from..last inclusive (empty when from > last). */
    static final class IntRange implements Spliterator.OfInt {
        private long from;
        private final long last;

        IntRange(long from, long last) {
            this.from = from;
            this.last = last;
        }

        @Override
        public boolean tryAdvance(IntConsumer action) {
            Objects.requireNonNull(action);
            if (from <= last) {
                action.accept((int) from++);
                return true;
            }
            return false;
        }

        @Override
        public void forEachRemaining(IntConsumer action) {
            Objects.requireNonNull(action);
            long i = from;
            long hi = last;
            from = hi + 1;
            for (; i <= hi; i++) {
                action.accept((int) i);
            }
        }

        @Override
        public Spliterator.OfInt trySplit() {
            long size = estimateSize();
            if (size <= 1) {
                return null;
            }
            long lo = from;
            from = lo + size / 2;
            return new IntRange(lo, from - 1);
        }

        @Override
        public long estimateSize() {
            return Math.max(0, last - from + 1);
        }

        @Override
        public int characteristics() {
            return RANGE_CHARACTERISTICS;
        }

        @Override
        public Comparator<? super Integer> getComparator() {
            return null;
        }
    }

    /** LongStream.range/rangeClosed: from..last inclusive. */
    static final class LongRange implements Spliterator.OfLong {
        private long from;
        private final long last;
        private boolean done;

        LongRange(long from, long last) {
            this.from = from;
            this.last = last;
            this.done = from > last;
        }

        @Override
        public boolean tryAdvance(LongConsumer action) {
            Objects.requireNonNull(action);
            if (done) {
                return false;
            }
            long v = from;
            if (v == last) {
                done = true;
            } else {
                from = v + 1;
            }
            action.accept(v);
            return true;
        }

        @Override
        public Spliterator.OfLong trySplit() {
            long size = estimateSize();
            if (done || size <= 1) {
                return null;
            }
            long lo = from;
            from = lo + size / 2;
            return new LongRange(lo, from - 1);
        }

        @Override
        public long estimateSize() {
            if (done) {
                return 0;
            }
            long n = last - from + 1;
            return n <= 0 ? Long.MAX_VALUE : n; // overflow: the full range of long
        }

        @Override
        public int characteristics() {
            return RANGE_CHARACTERISTICS;
        }

        @Override
        public Comparator<? super Long> getComparator() {
            return null;
        }
    }

    /** Stream.concat: a's elements then b's; splits by handing out a. */
    static final class ConcatSpliterator<T> implements Spliterator<T> {
        private final Spliterator<T> a;
        private final Spliterator<T> b;
        private boolean beforeSplit = true;
        private final boolean unsized;

        ConcatSpliterator(Spliterator<T> a, Spliterator<T> b) {
            this.a = a;
            this.b = b;
            this.unsized = a.estimateSize() + b.estimateSize() < 0;
        }

        @Override
        public Spliterator<T> trySplit() {
            Spliterator<T> ret = beforeSplit ? a : b.trySplit();
            beforeSplit = false;
            return ret;
        }

        @Override
        public boolean tryAdvance(Consumer<? super T> action) {
            boolean hasNext;
            if (beforeSplit) {
                hasNext = a.tryAdvance(action);
                if (!hasNext) {
                    beforeSplit = false;
                    hasNext = b.tryAdvance(action);
                }
            } else {
                hasNext = b.tryAdvance(action);
            }
            return hasNext;
        }

        @Override
        public void forEachRemaining(Consumer<? super T> action) {
            if (beforeSplit) {
                a.forEachRemaining(action);
            }
            b.forEachRemaining(action);
        }

        @Override
        public long estimateSize() {
            if (beforeSplit) {
                long size = a.estimateSize() + b.estimateSize();
                return (size >= 0) ? size : Long.MAX_VALUE;
            }
            return b.estimateSize();
        }

        @Override
        public int characteristics() {
            if (beforeSplit) {
                return a.characteristics() & b.characteristics()
                        & ~(Spliterator.DISTINCT | Spliterator.SORTED
                                | (unsized ? Spliterator.SIZED | Spliterator.SUBSIZED : 0));
            }
            return b.characteristics();
        }

        @Override
        public Comparator<? super T> getComparator() {
            if (beforeSplit) {
                throw new IllegalStateException();
            }
            return b.getComparator();
        }
    }

    /** Stream.builder() (and, boxed, the primitive builders). */
    static final class RefBuilder<T> implements Stream.Builder<T> {
        private ArrayList<T> elements = new ArrayList<T>();

        @Override
        public void accept(T t) {
            if (elements == null) {
                throw new IllegalStateException();
            }
            elements.add(t);
        }

        @Override
        public Stream<T> build() {
            if (elements == null) {
                throw new IllegalStateException();
            }
            Object[] a = elements.toArray();
            elements = null;
            return StreamSupport.stream(Spliterators.<T>spliterator(a, Spliterator.ORDERED | Spliterator.IMMUTABLE),
                    false);
        }
    }
}
