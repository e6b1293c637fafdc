package java.util.stream;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveTask;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * One stage of a reference stream: the head (the source) or an intermediate operation linked to
 * its upstream stage. Nothing runs until a terminal operation: it then wraps a sink per stage
 * (terminal first, back to the source) and pushes the source's elements through them, so the
 * order of side effects (peek, limit, short-circuiting) is the JDK's.
 *
 * <p>The primitive streams ({@link IntPipe}, ...) are views over a Pipeline of boxes: every
 * operation is the reference one with a boxing lambda, so laziness and errors are identical.
 *
 * <p>Parallel evaluation splits the source spliterator into leaves (about 4 per common-pool
 * worker, as the JDK), runs the stateless stages and the terminal's sink on each leaf as a
 * ForkJoin task in {@link ForkJoinPool#commonPool()}, and combines the leaf results left to right,
 * so ordered results equal the sequential ones. A stateful stage (sorted, distinct, limit, skip,
 * takeWhile, dropWhile) is a barrier: the pipeline up to it is collected in parallel into an
 * ordered list, the stage runs over that list sequentially, and the rest of the pipeline continues
 * in parallel over the result.
 */
final class Pipeline<T> implements Stream<T> {
    static final String MSG_LINKED = "stream has already been operated upon or closed";
    static final String MSG_CONSUMED = "source already consumed or closed";

    /** The output has exactly as many elements as the input (map, peek, sorted, boxed). */
    static final int KEEPS_SIZE = 1;
    /** Sees all upstream elements before it can emit (or depends on their position). */
    static final int STATEFUL = 2;
    /** May stop consuming its input early (limit, takeWhile). */
    static final int SHORT_CIRCUIT = 4;
    /** unordered(). */
    static final int CLEARS_ORDER = 8;
    /** sorted(): the output is ordered even when the source is not. */
    static final int SETS_ORDER = 16;
    /**
     * skip/limit: the output size is known from the input size (JDK 17 keeps SIZED through
     * slices, so count() of a sized source with skip/limit does not run the pipeline).
     */
    static final int SIZE_ADJUSTING = 32;

    /** An intermediate operation: wraps the downstream sink into the sink this stage receives. */
    interface Op {
        @SuppressWarnings("rawtypes")
        Sink wrap(Sink downstream);
    }

    /** State shared by all stages of one pipeline. */
    static final class Source {
        Spliterator<?> spliterator;
        Supplier<? extends Spliterator<?>> supplier;
        final int characteristics;
        boolean parallel;
        Runnable closeAction;

        Source(Spliterator<?> spliterator, Supplier<? extends Spliterator<?>> supplier, int characteristics,
                boolean parallel) {
            this.spliterator = spliterator;
            this.supplier = supplier;
            this.characteristics = characteristics;
            this.parallel = parallel;
        }
    }

    final Source source;
    private final Pipeline<?> upstream;
    private final Op op;
    private final int flags;
    private final int depth;
    private boolean linkedOrConsumed;
    /** For a SIZE_ADJUSTING stage: elements skipped, and the limit (Long.MAX_VALUE: none). */
    private long sliceSkip;
    private long sliceLimit;

    Pipeline(Spliterator<?> spliterator, boolean parallel) {
        this.source = new Source(Objects.requireNonNull(spliterator), null, spliterator.characteristics(), parallel);
        this.upstream = null;
        this.op = null;
        this.flags = KEEPS_SIZE;
        this.depth = 0;
    }

    Pipeline(Supplier<? extends Spliterator<?>> supplier, int characteristics, boolean parallel) {
        this.source = new Source(null, Objects.requireNonNull(supplier), characteristics, parallel);
        this.upstream = null;
        this.op = null;
        this.flags = KEEPS_SIZE;
        this.depth = 0;
    }

    Pipeline(Pipeline<?> upstream, int flags, Op op) {
        if (upstream.linkedOrConsumed) {
            throw new IllegalStateException(MSG_LINKED);
        }
        upstream.linkedOrConsumed = true;
        this.source = upstream.source;
        this.upstream = upstream;
        this.op = op;
        this.flags = flags;
        this.depth = upstream.depth + 1;
    }

    // ================================================================ evaluation machinery

    private void startTerminal() {
        if (linkedOrConsumed) {
            throw new IllegalStateException(MSG_LINKED);
        }
        linkedOrConsumed = true;
    }

    private Spliterator<?> takeSource() {
        Spliterator<?> s;
        if (source.spliterator != null) {
            s = source.spliterator;
            source.spliterator = null;
        } else if (source.supplier != null) {
            s = source.supplier.get();
            source.supplier = null;
        } else {
            throw new IllegalStateException(MSG_CONSUMED);
        }
        return s;
    }

    /** The intermediate stages from the source to this one, in encounter order. */
    private Pipeline<?>[] stages() {
        Pipeline<?>[] a = new Pipeline<?>[depth];
        for (Pipeline<?> p = this; p.upstream != null; p = p.upstream) {
            a[p.depth - 1] = p;
        }
        return a;
    }

    boolean isOrdered() {
        for (Pipeline<?> p = this; p != null; p = p.upstream) {
            if ((p.flags & CLEARS_ORDER) != 0) {
                return false;
            }
            if ((p.flags & SETS_ORDER) != 0) {
                return true;
            }
        }
        return (source.characteristics & Spliterator.ORDERED) != 0;
    }

    /** Whether the number of output elements is the source's (known) size. */
    boolean isSized() {
        for (Pipeline<?> p = this; p.upstream != null; p = p.upstream) {
            if ((p.flags & (KEEPS_SIZE | SIZE_ADJUSTING)) == 0) {
                return false;
            }
        }
        return (source.characteristics & Spliterator.SIZED) != 0;
    }

    /** This stage's output size for a source of sourceSize elements (the pipeline is sized). */
    private long exactOutputSize(long sourceSize) {
        long size = sourceSize;
        for (Pipeline<?> p : stages()) {
            if ((p.flags & SIZE_ADJUSTING) != 0) {
                size = Math.max(0, Math.min(size - p.sliceSkip, p.sliceLimit));
            }
        }
        return size;
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    static Sink wrap(Pipeline<?>[] stages, int from, int to, Sink sink) {
        for (int i = to - 1; i >= from; i--) {
            sink = stages[i].op.wrap(sink);
        }
        return sink;
    }

    static boolean anyShortCircuit(Pipeline<?>[] stages, int from, int to) {
        for (int i = from; i < to; i++) {
            if ((stages[i].flags & SHORT_CIRCUIT) != 0) {
                return true;
            }
        }
        return false;
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    static void copyInto(Spliterator spliterator, Sink sink, boolean cancellable) {
        sink.begin(spliterator.getExactSizeIfKnown());
        if (cancellable) {
            do {
                // the sink is asked before every element, as the JDK's forEachWithCancel
            } while (!sink.cancellationRequested() && spliterator.tryAdvance(sink));
        } else {
            spliterator.forEachRemaining(sink);
        }
        sink.end();
    }

    /** A terminal sink with its result. */
    interface TerminalSink<T, R> extends Sink<T> {
        R result();
    }

    /** A terminal operation: a sink per leaf, and how two adjacent leaves' results combine. */
    static final class Terminal<T, R> {
        final Supplier<TerminalSink<T, R>> sinks;
        final BinaryOperator<R> combiner;
        final boolean shortCircuit;

        Terminal(Supplier<TerminalSink<T, R>> sinks, BinaryOperator<R> combiner, boolean shortCircuit) {
            this.sinks = sinks;
            this.combiner = combiner;
            this.shortCircuit = shortCircuit;
        }
    }

    <R> R evaluate(Terminal<T, R> terminal) {
        startTerminal();
        Pipeline<?>[] stages = stages();
        Spliterator<?> spliterator = takeSource();
        if (!source.parallel) {
            TerminalSink<T, R> sink = terminal.sinks.get();
            copyInto(spliterator, wrap(stages, 0, stages.length, sink),
                    terminal.shortCircuit || anyShortCircuit(stages, 0, stages.length));
            return sink.result();
        }
        return evaluateParallel(stages, spliterator, terminal);
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    private static <T, R> R evaluateParallel(Pipeline<?>[] stages, Spliterator<?> spliterator,
            Terminal<T, R> terminal) {
        int from = 0;
        for (int i = 0; i < stages.length; i++) {
            int f = stages[i].flags;
            if ((f & STATEFUL) == 0) {
                continue;
            }
            ArrayList<Object> out = new ArrayList<Object>();
            if ((f & SHORT_CIRCUIT) != 0 && !spliterator.hasCharacteristics(Spliterator.SIZED)) {
                // limit/takeWhile over a source of unknown (maybe infinite) size: pull in order
                // on this thread, stopping as soon as the stage is satisfied.
                copyInto(spliterator, wrap(stages, from, i + 1, listSink(out)), true);
            } else {
                List<Object> in = (List<Object>) runParallel(stages, from, i, spliterator,
                        (Terminal) toListTerminal());
                copyInto(Spliterators.spliterator(in.toArray(), Spliterator.ORDERED),
                        stages[i].op.wrap(listSink(out)), (f & SHORT_CIRCUIT) != 0);
            }
            spliterator = Spliterators.spliterator(out.toArray(), Spliterator.ORDERED);
            from = i + 1;
        }
        if (terminal.shortCircuit && !spliterator.hasCharacteristics(Spliterator.SIZED)) {
            // findFirst/anyMatch over an unknown size (maybe infinite): in order, on this thread
            TerminalSink<T, R> sink = terminal.sinks.get();
            copyInto(spliterator, wrap(stages, from, stages.length, sink), true);
            return sink.result();
        }
        return runParallel(stages, from, stages.length, spliterator, terminal);
    }

    private static <T, R> R runParallel(Pipeline<?>[] stages, int from, int to, Spliterator<?> spliterator,
            Terminal<T, R> terminal) {
        long est = spliterator.estimateSize();
        long threshold = est / (ForkJoinPool.getCommonPoolParallelism() << 2);
        LeafTask<T, R> task = new LeafTask<T, R>(stages, from, to, spliterator, terminal,
                threshold > 0 ? threshold : 1, false);
        // as the JDK: the root task runs in the calling thread, its forks go to the common pool
        return task.invoke();
    }

    /**
     * Splits its spliterator down to the size threshold; leaves run the stages and the sink. Like
     * the JDK's AbstractTask, the first split forks the left half and keeps the right, and the
     * side alternates along the path a thread keeps, so which thread runs which part resembles
     * HotSpot (it shows in who throws, and in the profilers).
     */
    static final class LeafTask<T, R> extends RecursiveTask<R> {
        private final Pipeline<?>[] stages;
        private final int from;
        private final int to;
        private final Spliterator<?> spliterator;
        private final Terminal<T, R> terminal;
        private final long threshold;
        private final boolean forkRight;

        LeafTask(Pipeline<?>[] stages, int from, int to, Spliterator<?> spliterator, Terminal<T, R> terminal,
                long threshold, boolean forkRight) {
            this.stages = stages;
            this.from = from;
            this.to = to;
            this.spliterator = spliterator;
            this.terminal = terminal;
            this.threshold = threshold;
            this.forkRight = forkRight;
        }

        @Override
        protected R compute() {
            Spliterator<?> rest = spliterator;
            Spliterator<?> prefix;
            if (rest.estimateSize() > threshold && (prefix = rest.trySplit()) != null) {
                if (forkRight) {
                    LeafTask<T, R> left = new LeafTask<T, R>(stages, from, to, prefix, terminal, threshold, false);
                    LeafTask<T, R> right = new LeafTask<T, R>(stages, from, to, rest, terminal, threshold, false);
                    right.fork();
                    R l = left.compute();
                    R r = right.join();
                    return terminal.combiner.apply(l, r);
                }
                LeafTask<T, R> left = new LeafTask<T, R>(stages, from, to, prefix, terminal, threshold, false);
                LeafTask<T, R> right = new LeafTask<T, R>(stages, from, to, rest, terminal, threshold, true);
                left.fork();
                R r = right.compute();
                R l = left.join();
                return terminal.combiner.apply(l, r);
            }
            TerminalSink<T, R> sink = terminal.sinks.get();
            copyInto(rest, wrap(stages, from, to, sink),
                    terminal.shortCircuit || anyShortCircuit(stages, from, to));
            return sink.result();
        }
    }

    @SuppressWarnings("rawtypes")
    private static Sink listSink(final List<Object> out) {
        return new Sink<Object>() {
            @Override
            public void accept(Object t) {
                out.add(t);
            }
        };
    }

    static <T> Terminal<T, List<T>> toListTerminal() {
        return new Terminal<T, List<T>>(() -> new TerminalSink<T, List<T>>() {
            final ArrayList<T> list = new ArrayList<T>();

            @Override
            public void accept(T t) {
                list.add(t);
            }

            @Override
            public List<T> result() {
                return list;
            }
        }, (l, r) -> {
                l.addAll(r);
                return l;
            }, false);
    }

    /** All elements, in encounter order (parallel leaves are concatenated left to right). */
    List<T> toList0() {
        return evaluate(Pipeline.<T>toListTerminal());
    }

    // ================================================================ BaseStream

    @Override
    public Iterator<T> iterator() {
        return Spliterators.iterator(spliterator());
    }

    @SuppressWarnings("unchecked")
    @Override
    public Spliterator<T> spliterator() {
        startTerminal();
        if (upstream == null) {
            return (Spliterator<T>) takeSource();
        }
        return new WrappingSpliterator<T>(stages(), takeSource(),
                (isOrdered() ? Spliterator.ORDERED : 0)
                        | (isSized() ? Spliterator.SIZED | Spliterator.SUBSIZED : 0));
    }

    /**
     * spliterator()/iterator() of a pipeline with stages: pulls one source element at a time
     * through the stages into a buffer, so elements are computed only as they are asked for.
     */
    static final class WrappingSpliterator<T> implements Spliterator<T> {
        private final Pipeline<?>[] stages;
        private final Spliterator<?> source;
        private final int characteristics;
        private final ArrayList<T> buffer = new ArrayList<T>();
        private int next;
        @SuppressWarnings("rawtypes")
        private Sink head;
        private boolean finished;

        WrappingSpliterator(Pipeline<?>[] stages, Spliterator<?> source, int characteristics) {
            this.stages = stages;
            this.source = source;
            this.characteristics = characteristics;
        }

        @SuppressWarnings("unchecked")
        private boolean fill() {
            if (head == null) {
                if (finished) {
                    return false;
                }
                head = wrap(stages, 0, stages.length, new Sink<T>() {
                    @Override
                    public void accept(T t) {
                        buffer.add(t);
                    }
                });
                head.begin(source.getExactSizeIfKnown());
            }
            while (next >= buffer.size()) {
                buffer.clear();
                next = 0;
                if (head.cancellationRequested() || !source.tryAdvance(head)) {
                    if (finished) {
                        return false;
                    }
                    head.end(); // a buffering stage (sorted) releases its elements now
                    finished = true;
                }
            }
            return true;
        }

        @Override
        public boolean tryAdvance(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            if (!fill()) {
                return false;
            }
            T t = buffer.get(next);
            buffer.set(next++, null);
            action.accept(t);
            return true;
        }

        @SuppressWarnings("unchecked")
        @Override
        public void forEachRemaining(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            if (head == null && !finished) {
                finished = true;
                final Consumer<? super T> a = action;
                copyInto(source, wrap(stages, 0, stages.length, new Sink<T>() {
                    @Override
                    public void accept(T t) {
                        a.accept(t);
                    }
                }), anyShortCircuit(stages, 0, stages.length));
            } else {
                while (tryAdvance(action)) {
                    // drain the buffer and the rest of the source
                }
            }
        }

        @Override
        public Spliterator<T> trySplit() {
            return null;
        }

        @Override
        public long estimateSize() {
            return source.estimateSize();
        }

        @Override
        public long getExactSizeIfKnown() {
            return (characteristics & SIZED) != 0 ? source.getExactSizeIfKnown() : -1;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }
    }

    @Override
    public boolean isParallel() {
        return source.parallel;
    }

    @Override
    public Stream<T> sequential() {
        source.parallel = false;
        return this;
    }

    @Override
    public Stream<T> parallel() {
        source.parallel = true;
        return this;
    }

    @Override
    public Stream<T> unordered() {
        if (!isOrdered()) {
            return this;
        }
        return new Pipeline<T>(this, KEEPS_SIZE | CLEARS_ORDER, down -> down);
    }

    @Override
    public Stream<T> onClose(Runnable closeHandler) {
        if (linkedOrConsumed) {
            throw new IllegalStateException(MSG_LINKED);
        }
        Objects.requireNonNull(closeHandler);
        Runnable existing = source.closeAction;
        source.closeAction = existing == null ? closeHandler : Streams.composeWithExceptions(existing, closeHandler);
        return this;
    }

    @Override
    public void close() {
        linkedOrConsumed = true;
        if (upstream == null) {
            source.spliterator = null;
            source.supplier = null;
        }
        Runnable action = source.closeAction;
        if (action != null) {
            source.closeAction = null;
            action.run();
        }
    }

    // ================================================================ intermediate operations

    @SuppressWarnings("unchecked")
    @Override
    public Stream<T> filter(final Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return new Pipeline<T>(this, 0, down -> new Sink.Chained<T, T>(down) {
            @Override
            public void begin(long size) {
                downstream.begin(-1);
            }

            @Override
            public void accept(T t) {
                if (predicate.test(t)) {
                    downstream.accept(t);
                }
            }
        });
    }

    @SuppressWarnings("unchecked")
    @Override
    public <R> Stream<R> map(final Function<? super T, ? extends R> mapper) {
        Objects.requireNonNull(mapper);
        return new Pipeline<R>(this, KEEPS_SIZE, down -> new Sink.Chained<T, R>(down) {
            @Override
            public void accept(T t) {
                downstream.accept(mapper.apply(t));
            }
        });
    }

    @Override
    public IntStream mapToInt(final ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipe(map(t -> mapper.applyAsInt(t)));
    }

    @Override
    public LongStream mapToLong(final ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipe(map(t -> mapper.applyAsLong(t)));
    }

    @Override
    public DoubleStream mapToDouble(final ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipe(map(t -> mapper.applyAsDouble(t)));
    }

    @SuppressWarnings("unchecked")
    @Override
    public <R> Stream<R> flatMap(final Function<? super T, ? extends Stream<? extends R>> mapper) {
        Objects.requireNonNull(mapper);
        return new Pipeline<R>(this, 0, down -> new Sink.Chained<T, R>(down) {
            // once a downstream stage asked about cancellation (it short-circuits), the inner
            // streams are pulled one element at a time so they stop when it is satisfied
            boolean cancellationRequestedCalled;

            @Override
            public void begin(long size) {
                downstream.begin(-1);
            }

            @Override
            public void accept(T t) {
                try (Stream<? extends R> result = mapper.apply(t)) {
                    if (result != null) {
                        if (!cancellationRequestedCalled) {
                            result.sequential().forEach(downstream);
                        } else {
                            Spliterator<? extends R> s = result.sequential().spliterator();
                            do {
                                // until the inner stream ends or downstream is satisfied
                            } while (!downstream.cancellationRequested() && s.tryAdvance(downstream));
                        }
                    }
                }
            }

            @Override
            public boolean cancellationRequested() {
                cancellationRequestedCalled = true;
                return downstream.cancellationRequested();
            }
        });
    }

    @Override
    public IntStream flatMapToInt(final Function<? super T, ? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipe(flatMap(t -> IntPipe.boxedView(mapper.apply(t))));
    }

    @Override
    public LongStream flatMapToLong(final Function<? super T, ? extends LongStream> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipe(flatMap(t -> LongPipe.boxedView(mapper.apply(t))));
    }

    @Override
    public DoubleStream flatMapToDouble(final Function<? super T, ? extends DoubleStream> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipe(flatMap(t -> DoublePipe.boxedView(mapper.apply(t))));
    }

    @SuppressWarnings("unchecked")
    @Override
    public Stream<T> peek(final Consumer<? super T> action) {
        Objects.requireNonNull(action);
        return new Pipeline<T>(this, KEEPS_SIZE, down -> new Sink.Chained<T, T>(down) {
            @Override
            public void accept(T t) {
                action.accept(t);
                downstream.accept(t);
            }
        });
    }

    @SuppressWarnings("unchecked")
    @Override
    public Stream<T> distinct() {
        return new Pipeline<T>(this, STATEFUL, down -> new Sink.Chained<T, T>(down) {
            HashSet<T> seen;

            @Override
            public void begin(long size) {
                seen = new HashSet<T>();
                downstream.begin(-1);
            }

            @Override
            public void end() {
                seen = null;
                downstream.end();
            }

            @Override
            public void accept(T t) {
                if (seen.add(t)) {
                    downstream.accept(t);
                }
            }
        });
    }

    @SuppressWarnings("unchecked")
    @Override
    public Stream<T> sorted() {
        return sorted((Comparator<? super T>) Comparator.naturalOrder());
    }

    @SuppressWarnings("unchecked")
    @Override
    public Stream<T> sorted(final Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return new Pipeline<T>(this, STATEFUL | KEEPS_SIZE | SETS_ORDER, down -> new Sink.Chained<T, T>(down) {
            ArrayList<T> list;
            boolean cancellationRequestedCalled;

            @Override
            public void begin(long size) {
                list = new ArrayList<T>();
            }

            @Override
            public void accept(T t) {
                list.add(t);
            }

            @Override
            public void end() {
                list.sort(comparator); // stable
                downstream.begin(list.size());
                if (!cancellationRequestedCalled) {
                    for (T t : list) {
                        downstream.accept(t);
                    }
                } else {
                    for (T t : list) {
                        if (downstream.cancellationRequested()) {
                            break;
                        }
                        downstream.accept(t);
                    }
                }
                downstream.end();
                list = null;
            }

            @Override
            public boolean cancellationRequested() {
                // sorting needs every element: never stop the source, but remember to
                // release only as many as a short-circuiting downstream wants
                cancellationRequestedCalled = true;
                return false;
            }
        });
    }

    /** skip(skip) then limit(limit) (limit -1: none), as one stage. */
    @SuppressWarnings("unchecked")
    private Stream<T> slice(final long skip, final long limit) {
        Pipeline<T> stage = new Pipeline<T>(this, STATEFUL | SIZE_ADJUSTING | (limit >= 0 ? SHORT_CIRCUIT : 0),
                down -> new Sink.Chained<T, T>(down) {
                    long n = skip;
                    long m = limit >= 0 ? limit : Long.MAX_VALUE;

                    @Override
                    public void begin(long size) {
                        downstream.begin(size < 0 ? -1 : Math.max(0, Math.min(size - skip, m)));
                    }

                    @Override
                    public void accept(T t) {
                        if (n == 0) {
                            if (m > 0) {
                                m--;
                                downstream.accept(t);
                            }
                        } else {
                            n--;
                        }
                    }

                    @Override
                    public boolean cancellationRequested() {
                        return m == 0 || downstream.cancellationRequested();
                    }
                });
        stage.sliceSkip = skip;
        stage.sliceLimit = limit >= 0 ? limit : Long.MAX_VALUE;
        return stage;
    }

    @Override
    public Stream<T> limit(long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        return slice(0, maxSize);
    }

    @Override
    public Stream<T> skip(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        return slice(n, -1);
    }

    @SuppressWarnings("unchecked")
    @Override
    public Stream<T> takeWhile(final Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return new Pipeline<T>(this, STATEFUL | SHORT_CIRCUIT, down -> new Sink.Chained<T, T>(down) {
            boolean take = true;

            @Override
            public void begin(long size) {
                downstream.begin(-1);
            }

            @Override
            public void accept(T t) {
                if (take && (take = predicate.test(t))) {
                    downstream.accept(t);
                }
            }

            @Override
            public boolean cancellationRequested() {
                return !take || downstream.cancellationRequested();
            }
        });
    }

    @SuppressWarnings("unchecked")
    @Override
    public Stream<T> dropWhile(final Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return new Pipeline<T>(this, STATEFUL, down -> new Sink.Chained<T, T>(down) {
            boolean take;

            @Override
            public void begin(long size) {
                downstream.begin(-1);
            }

            @Override
            public void accept(T t) {
                boolean takeElement;
                if (!take) {
                    take = !predicate.test(t);
                    takeElement = take;
                } else {
                    takeElement = true;
                }
                if (takeElement) {
                    downstream.accept(t);
                }
            }
        });
    }

    // ================================================================ terminal operations

    @Override
    public void forEach(final Consumer<? super T> action) {
        Objects.requireNonNull(action);
        evaluate(new Terminal<T, Object>(() -> new TerminalSink<T, Object>() {
            @Override
            public void accept(T t) {
                action.accept(t);
            }

            @Override
            public Object result() {
                return null;
            }
        }, (l, r) -> null, false));
    }

    @Override
    public void forEachOrdered(Consumer<? super T> action) {
        Objects.requireNonNull(action);
        if (!source.parallel) {
            forEach(action);
        } else {
            // the leaves run in parallel; the action then sees the elements in encounter order
            for (T t : toList0()) {
                action.accept(t);
            }
        }
    }

    @Override
    public Object[] toArray() {
        return toList0().toArray();
    }

    @SuppressWarnings("unchecked")
    @Override
    public <A> A[] toArray(IntFunction<A[]> generator) {
        Objects.requireNonNull(generator);
        boolean isSizedResult = isSized();
        List<T> list = toList0();
        A[] array = generator.apply(list.size());
        if (array.length != list.size()) {
            throw new IllegalStateException("Begin size " + list.size() + " is not equal to fixed size "
                    + array.length);
        }
        if (isSizedResult) {
            // the JDK fills a presized array element by element (ArrayStoreException names the
            // element's class); otherwise it copies a buffer with System.arraycopy
            Object[] target = array;
            int i = 0;
            for (T t : list) {
                target[i++] = t;
            }
        } else {
            Object[] elements = list.toArray();
            System.arraycopy(elements, 0, array, 0, elements.length);
        }
        return array;
    }

    /** Accumulates into one mutable value per leaf. */
    private <R> Terminal<T, R> folding(final Supplier<R> init, final BiFunction<R, ? super T, R> step,
            BinaryOperator<R> combiner) {
        return new Terminal<T, R>(() -> new TerminalSink<T, R>() {
            R state = init.get();

            @Override
            public void accept(T t) {
                state = step.apply(state, t);
            }

            @Override
            public R result() {
                return state;
            }
        }, combiner, false);
    }

    @Override
    public T reduce(final T identity, final BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        return evaluate(folding(() -> identity, accumulator, accumulator));
    }

    @Override
    public <U> U reduce(final U identity, BiFunction<U, ? super T, U> accumulator, BinaryOperator<U> combiner) {
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        return evaluate(folding(() -> identity, accumulator, combiner));
    }

    /** Holds a reduction without identity: present or not (null is a legal intermediate). */
    static final class Box<T> {
        boolean present;
        T value;
    }

    @Override
    public Optional<T> reduce(final BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        Box<T> box = evaluate(new Terminal<T, Box<T>>(() -> new TerminalSink<T, Box<T>>() {
            final Box<T> box = new Box<T>();

            @Override
            public void accept(T t) {
                if (box.present) {
                    box.value = accumulator.apply(box.value, t);
                } else {
                    box.present = true;
                    box.value = t;
                }
            }

            @Override
            public Box<T> result() {
                return box;
            }
        }, (l, r) -> {
                if (!l.present) {
                    return r;
                }
                if (r.present) {
                    l.value = accumulator.apply(l.value, r.value);
                }
                return l;
            }, false));
        return box.present ? Optional.of(box.value) : Optional.<T>empty();
    }

    @Override
    public <R> R collect(final Supplier<R> supplier, final BiConsumer<R, ? super T> accumulator,
            final BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        return evaluate(folding(supplier, (r, t) -> {
            accumulator.accept(r, t);
            return r;
        }, (l, r) -> {
                combiner.accept(l, r);
                return l;
            }));
    }

    @SuppressWarnings("unchecked")
    @Override
    public <R, A> R collect(Collector<? super T, A, R> collector) {
        Objects.requireNonNull(collector);
        A container;
        if (source.parallel && collector.characteristics().contains(Collector.Characteristics.CONCURRENT)
                && (!isOrdered() || collector.characteristics().contains(Collector.Characteristics.UNORDERED))) {
            // a concurrent collector on an unordered stream: all leaves share one container
            final A shared = collector.supplier().get();
            final BiConsumer<A, ? super T> accumulator = collector.accumulator();
            forEach(u -> accumulator.accept(shared, u));
            container = shared;
        } else {
            Supplier<A> supplier = collector.supplier();
            final BiConsumer<A, ? super T> accumulator = collector.accumulator();
            BinaryOperator<A> combiner = collector.combiner();
            container = evaluate(folding(supplier, (a, t) -> {
                accumulator.accept(a, t);
                return a;
            }, combiner));
        }
        return collector.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)
                ? (R) container
                : collector.finisher().apply(container);
    }

    @Override
    public Optional<T> min(Comparator<? super T> comparator) {
        return reduce(BinaryOperator.minBy(comparator));
    }

    @Override
    public Optional<T> max(Comparator<? super T> comparator) {
        return reduce(BinaryOperator.maxBy(comparator));
    }

    @Override
    public long count() {
        if (isSized()) {
            // the JDK answers from the source's size without running any stage (no peek)
            startTerminal();
            return exactOutputSize(takeSource().getExactSizeIfKnown());
        }
        return evaluate(folding(() -> 0L, (n, t) -> n + 1, (l, r) -> l + r));
    }

    /** anyMatch (stop when the predicate is true, answer true), allMatch, noneMatch. */
    private boolean match(final Predicate<? super T> predicate, final boolean stopOnMatch,
            final boolean shortCircuitResult) {
        Objects.requireNonNull(predicate);
        return evaluate(new Terminal<T, Boolean>(() -> new TerminalSink<T, Boolean>() {
            boolean stop;
            boolean value = !shortCircuitResult;

            @Override
            public void accept(T t) {
                if (!stop && predicate.test(t) == stopOnMatch) {
                    stop = true;
                    value = shortCircuitResult;
                }
            }

            @Override
            public boolean cancellationRequested() {
                return stop;
            }

            @Override
            public Boolean result() {
                return value;
            }
        }, (l, r) -> l == shortCircuitResult ? l : r, true));
    }

    @Override
    public boolean anyMatch(Predicate<? super T> predicate) {
        return match(predicate, true, true);
    }

    @Override
    public boolean allMatch(Predicate<? super T> predicate) {
        return match(predicate, false, false);
    }

    @Override
    public boolean noneMatch(Predicate<? super T> predicate) {
        return match(predicate, true, false);
    }

    @Override
    public Optional<T> findFirst() {
        Box<T> box = evaluate(new Terminal<T, Box<T>>(() -> new TerminalSink<T, Box<T>>() {
            final Box<T> box = new Box<T>();

            @Override
            public void accept(T t) {
                if (!box.present) {
                    box.present = true;
                    box.value = t;
                }
            }

            @Override
            public boolean cancellationRequested() {
                return box.present;
            }

            @Override
            public Box<T> result() {
                return box;
            }
        }, (l, r) -> l.present ? l : r, true));
        return box.present ? Optional.of(box.value) : Optional.<T>empty();
    }

    @Override
    public Optional<T> findAny() {
        return findFirst();
    }
}
