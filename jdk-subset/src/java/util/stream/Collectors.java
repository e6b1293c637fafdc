package java.util.stream;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IntSummaryStatistics;
import java.util.Iterator;
import java.util.List;
import java.util.LongSummaryStatistics;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.StringJoiner;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * java.util.stream.Collectors. Containers, accumulation order, merge rules, exception messages
 * and the compensated (Kahan) double sums follow the JDK 17 definitions, so results and their
 * printed form (HashMap order, sums' last digits) are the same as on HotSpot.
 */
public final class Collectors {
    static final Set<Collector.Characteristics> CH_CONCURRENT_ID = Collections.unmodifiableSet(EnumSet.of(
            Collector.Characteristics.CONCURRENT, Collector.Characteristics.UNORDERED,
            Collector.Characteristics.IDENTITY_FINISH));
    static final Set<Collector.Characteristics> CH_CONCURRENT_NOID = Collections.unmodifiableSet(EnumSet.of(
            Collector.Characteristics.CONCURRENT, Collector.Characteristics.UNORDERED));
    static final Set<Collector.Characteristics> CH_ID = Collections.unmodifiableSet(EnumSet.of(
            Collector.Characteristics.IDENTITY_FINISH));
    static final Set<Collector.Characteristics> CH_UNORDERED_ID = Collections.unmodifiableSet(EnumSet.of(
            Collector.Characteristics.UNORDERED, Collector.Characteristics.IDENTITY_FINISH));
    static final Set<Collector.Characteristics> CH_NOID = Collections.emptySet();

    private Collectors() {
    }

    static IllegalStateException duplicateKeyException(Object k, Object u, Object v) {
        return new IllegalStateException(String.format("Duplicate key %s (attempted merging values %s and %s)",
                k, u, v));
    }

    @SuppressWarnings("unchecked")
    private static <I, R> Function<I, R> castingIdentity() {
        return i -> (R) i;
    }

    static class CollectorImpl<T, A, R> implements Collector<T, A, R> {
        private final Supplier<A> supplier;
        private final BiConsumer<A, T> accumulator;
        private final BinaryOperator<A> combiner;
        private final Function<A, R> finisher;
        private final Set<Characteristics> characteristics;

        CollectorImpl(Supplier<A> supplier, BiConsumer<A, T> accumulator, BinaryOperator<A> combiner,
                Function<A, R> finisher, Set<Characteristics> characteristics) {
            this.supplier = supplier;
            this.accumulator = accumulator;
            this.combiner = combiner;
            this.finisher = finisher;
            this.characteristics = characteristics;
        }

        CollectorImpl(Supplier<A> supplier, BiConsumer<A, T> accumulator, BinaryOperator<A> combiner,
                Set<Characteristics> characteristics) {
            this(supplier, accumulator, combiner, Collectors.<A, R>castingIdentity(), characteristics);
        }

        @Override
        public BiConsumer<A, T> accumulator() {
            return accumulator;
        }

        @Override
        public Supplier<A> supplier() {
            return supplier;
        }

        @Override
        public BinaryOperator<A> combiner() {
            return combiner;
        }

        @Override
        public Function<A, R> finisher() {
            return finisher;
        }

        @Override
        public Set<Characteristics> characteristics() {
            return characteristics;
        }
    }

    // ---------------------------------------------------------------- collections

    public static <T, C extends Collection<T>> Collector<T, ?, C> toCollection(Supplier<C> collectionFactory) {
        return new CollectorImpl<T, C, C>(collectionFactory, Collection<T>::add, (r1, r2) -> {
            r1.addAll(r2);
            return r1;
        }, CH_ID);
    }

    public static <T> Collector<T, ?, List<T>> toList() {
        return new CollectorImpl<T, List<T>, List<T>>(ArrayList::new, List::add, (left, right) -> {
            left.addAll(right);
            return left;
        }, CH_ID);
    }

    @SuppressWarnings("unchecked")
    public static <T> Collector<T, ?, List<T>> toUnmodifiableList() {
        return new CollectorImpl<T, List<T>, List<T>>(ArrayList::new, List::add, (left, right) -> {
            left.addAll(right);
            return left;
        }, list -> (List<T>) List.of(list.toArray()), CH_NOID);
    }

    public static <T> Collector<T, ?, Set<T>> toSet() {
        return new CollectorImpl<T, Set<T>, Set<T>>(HashSet::new, Set::add, (left, right) -> {
            if (left.size() < right.size()) {
                right.addAll(left);
                return right;
            } else {
                left.addAll(right);
                return left;
            }
        }, CH_UNORDERED_ID);
    }

    // ---------------------------------------------------------------- strings

    public static Collector<CharSequence, ?, String> joining() {
        return new CollectorImpl<CharSequence, StringBuilder, String>(StringBuilder::new, StringBuilder::append,
                (r1, r2) -> {
                    r1.append(r2);
                    return r1;
                }, StringBuilder::toString, CH_NOID);
    }

    public static Collector<CharSequence, ?, String> joining(CharSequence delimiter) {
        return joining(delimiter, "", "");
    }

    public static Collector<CharSequence, ?, String> joining(final CharSequence delimiter,
            final CharSequence prefix, final CharSequence suffix) {
        Objects.requireNonNull(delimiter, "The delimiter must not be null");
        Objects.requireNonNull(prefix, "The prefix must not be null");
        Objects.requireNonNull(suffix, "The suffix must not be null");
        return new CollectorImpl<CharSequence, StringJoiner, String>(
                () -> new StringJoiner(delimiter, prefix, suffix), StringJoiner::add, StringJoiner::merge,
                StringJoiner::toString, CH_NOID);
    }

    // ---------------------------------------------------------------- adapters

    public static <T, U, A, R> Collector<T, ?, R> mapping(final Function<? super T, ? extends U> mapper,
            Collector<? super U, A, R> downstream) {
        final BiConsumer<A, ? super U> downstreamAccumulator = downstream.accumulator();
        return new CollectorImpl<T, A, R>(downstream.supplier(),
                (r, t) -> downstreamAccumulator.accept(r, mapper.apply(t)), downstream.combiner(),
                downstream.finisher(), downstream.characteristics());
    }

    public static <T, U, A, R> Collector<T, ?, R> flatMapping(
            final Function<? super T, ? extends Stream<? extends U>> mapper, Collector<? super U, A, R> downstream) {
        final BiConsumer<A, ? super U> downstreamAccumulator = downstream.accumulator();
        return new CollectorImpl<T, A, R>(downstream.supplier(), (r, t) -> {
            try (Stream<? extends U> result = mapper.apply(t)) {
                if (result != null) {
                    result.sequential().forEach(u -> downstreamAccumulator.accept(r, u));
                }
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, A, R> Collector<T, ?, R> filtering(final Predicate<? super T> predicate,
            Collector<? super T, A, R> downstream) {
        final BiConsumer<A, ? super T> downstreamAccumulator = downstream.accumulator();
        return new CollectorImpl<T, A, R>(downstream.supplier(), (r, t) -> {
            if (predicate.test(t)) {
                downstreamAccumulator.accept(r, t);
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, A, R, RR> Collector<T, A, RR> collectingAndThen(Collector<T, A, R> downstream,
            Function<R, RR> finisher) {
        Set<Collector.Characteristics> characteristics = downstream.characteristics();
        if (characteristics.contains(Collector.Characteristics.IDENTITY_FINISH)) {
            if (characteristics.size() == 1) {
                characteristics = CH_NOID;
            } else {
                EnumSet<Collector.Characteristics> cs = EnumSet.noneOf(Collector.Characteristics.class);
                cs.addAll(characteristics);
                cs.remove(Collector.Characteristics.IDENTITY_FINISH);
                characteristics = Collections.unmodifiableSet(cs);
            }
        }
        return new CollectorImpl<T, A, RR>(downstream.supplier(), downstream.accumulator(), downstream.combiner(),
                downstream.finisher().andThen(finisher), characteristics);
    }

    // ---------------------------------------------------------------- reductions

    public static <T> Collector<T, ?, Long> counting() {
        return summingLong(e -> 1L);
    }

    public static <T> Collector<T, ?, Optional<T>> minBy(Comparator<? super T> comparator) {
        return reducing(BinaryOperator.minBy(comparator));
    }

    public static <T> Collector<T, ?, Optional<T>> maxBy(Comparator<? super T> comparator) {
        return reducing(BinaryOperator.maxBy(comparator));
    }

    public static <T> Collector<T, ?, Integer> summingInt(final ToIntFunction<? super T> mapper) {
        return new CollectorImpl<T, int[], Integer>(() -> new int[1], (a, t) -> {
            a[0] += mapper.applyAsInt(t);
        }, (a, b) -> {
                a[0] += b[0];
                return a;
            }, a -> a[0], CH_NOID);
    }

    public static <T> Collector<T, ?, Long> summingLong(final ToLongFunction<? super T> mapper) {
        return new CollectorImpl<T, long[], Long>(() -> new long[1], (a, t) -> {
            a[0] += mapper.applyAsLong(t);
        }, (a, b) -> {
                a[0] += b[0];
                return a;
            }, a -> a[0], CH_NOID);
    }

    public static <T> Collector<T, ?, Double> summingDouble(final ToDoubleFunction<? super T> mapper) {
        // [compensated sum, compensation, simple sum (for infinities)]
        return new CollectorImpl<T, double[], Double>(() -> new double[3], (a, t) -> {
            double val = mapper.applyAsDouble(t);
            sumWithCompensation(a, val);
            a[2] += val;
        }, (a, b) -> {
                sumWithCompensation(a, b[0]);
                a[2] += b[2];
                return sumWithCompensation(a, -b[1]);
            }, a -> computeFinalSum(a), CH_NOID);
    }

    /** One step of Kahan summation over [sum, compensation, ...] (the JDK's arithmetic). */
    static double[] sumWithCompensation(double[] intermediateSum, double value) {
        double tmp = value - intermediateSum[1];
        double sum = intermediateSum[0];
        double velvel = sum + tmp; // little wolf of rounding error
        intermediateSum[1] = (velvel - sum) - tmp;
        intermediateSum[0] = velvel;
        return intermediateSum;
    }

    static double computeFinalSum(double[] summands) {
        double tmp = summands[0] - summands[1];
        double simpleSum = summands[summands.length - 1];
        if (Double.isNaN(tmp) && Double.isInfinite(simpleSum)) {
            return simpleSum;
        }
        return tmp;
    }

    public static <T> Collector<T, ?, Double> averagingInt(final ToIntFunction<? super T> mapper) {
        return new CollectorImpl<T, long[], Double>(() -> new long[2], (a, t) -> {
            a[0] += mapper.applyAsInt(t);
            a[1]++;
        }, (a, b) -> {
                a[0] += b[0];
                a[1] += b[1];
                return a;
            }, a -> (a[1] == 0) ? 0.0d : (double) a[0] / a[1], CH_NOID);
    }

    public static <T> Collector<T, ?, Double> averagingLong(final ToLongFunction<? super T> mapper) {
        return new CollectorImpl<T, long[], Double>(() -> new long[2], (a, t) -> {
            a[0] += mapper.applyAsLong(t);
            a[1]++;
        }, (a, b) -> {
                a[0] += b[0];
                a[1] += b[1];
                return a;
            }, a -> (a[1] == 0) ? 0.0d : (double) a[0] / a[1], CH_NOID);
    }

    public static <T> Collector<T, ?, Double> averagingDouble(final ToDoubleFunction<? super T> mapper) {
        // [compensated sum, compensation, count, simple sum]
        return new CollectorImpl<T, double[], Double>(() -> new double[4], (a, t) -> {
            double val = mapper.applyAsDouble(t);
            sumWithCompensation(a, val);
            a[2]++;
            a[3] += val;
        }, (a, b) -> {
                sumWithCompensation(a, b[0]);
                sumWithCompensation(a, -b[1]);
                a[2] += b[2];
                a[3] += b[3];
                return a;
            }, a -> (a[2] == 0) ? 0.0d : (computeFinalSum(a) / a[2]), CH_NOID);
    }

    @SuppressWarnings("unchecked")
    private static <T> Supplier<T[]> boxSupplier(final T identity) {
        return () -> (T[]) new Object[] {identity};
    }

    public static <T> Collector<T, ?, T> reducing(T identity, final BinaryOperator<T> op) {
        return new CollectorImpl<T, T[], T>(boxSupplier(identity), (a, t) -> {
            a[0] = op.apply(a[0], t);
        }, (a, b) -> {
                a[0] = op.apply(a[0], b[0]);
                return a;
            }, a -> a[0], CH_NOID);
    }

    public static <T> Collector<T, ?, Optional<T>> reducing(final BinaryOperator<T> op) {
        class OptionalBox implements Consumer<T> {
            T value = null;
            boolean present = false;

            @Override
            public void accept(T t) {
                if (present) {
                    value = op.apply(value, t);
                } else {
                    value = t;
                    present = true;
                }
            }
        }
        return new CollectorImpl<T, OptionalBox, Optional<T>>(OptionalBox::new, OptionalBox::accept, (a, b) -> {
            if (b.present) {
                a.accept(b.value);
            }
            return a;
        }, a -> Optional.ofNullable(a.value), CH_NOID);
    }

    public static <T, U> Collector<T, ?, U> reducing(U identity, final Function<? super T, ? extends U> mapper,
            final BinaryOperator<U> op) {
        return new CollectorImpl<T, U[], U>(boxSupplier(identity), (a, t) -> {
            a[0] = op.apply(a[0], mapper.apply(t));
        }, (a, b) -> {
                a[0] = op.apply(a[0], b[0]);
                return a;
            }, a -> a[0], CH_NOID);
    }

    public static <T> Collector<T, ?, IntSummaryStatistics> summarizingInt(final ToIntFunction<? super T> mapper) {
        return new CollectorImpl<T, IntSummaryStatistics, IntSummaryStatistics>(IntSummaryStatistics::new,
                (r, t) -> r.accept(mapper.applyAsInt(t)), (l, r) -> {
                    l.combine(r);
                    return l;
                }, CH_ID);
    }

    public static <T> Collector<T, ?, LongSummaryStatistics> summarizingLong(
            final ToLongFunction<? super T> mapper) {
        return new CollectorImpl<T, LongSummaryStatistics, LongSummaryStatistics>(LongSummaryStatistics::new,
                (r, t) -> r.accept(mapper.applyAsLong(t)), (l, r) -> {
                    l.combine(r);
                    return l;
                }, CH_ID);
    }

    public static <T> Collector<T, ?, DoubleSummaryStatistics> summarizingDouble(
            final ToDoubleFunction<? super T> mapper) {
        return new CollectorImpl<T, DoubleSummaryStatistics, DoubleSummaryStatistics>(DoubleSummaryStatistics::new,
                (r, t) -> r.accept(mapper.applyAsDouble(t)), (l, r) -> {
                    l.combine(r);
                    return l;
                }, CH_ID);
    }

    // ---------------------------------------------------------------- grouping

    private static <K, V, M extends Map<K, V>> BinaryOperator<M> mapMerger(
            final BinaryOperator<V> mergeFunction) {
        return (m1, m2) -> {
            for (Map.Entry<K, V> e : m2.entrySet()) {
                m1.merge(e.getKey(), e.getValue(), mergeFunction);
            }
            return m1;
        };
    }

    public static <T, K> Collector<T, ?, Map<K, List<T>>> groupingBy(Function<? super T, ? extends K> classifier) {
        return groupingBy(classifier, toList());
    }

    public static <T, K, A, D> Collector<T, ?, Map<K, D>> groupingBy(Function<? super T, ? extends K> classifier,
            Collector<? super T, A, D> downstream) {
        return groupingBy(classifier, HashMap::new, downstream);
    }

    @SuppressWarnings("unchecked")
    public static <T, K, D, A, M extends Map<K, D>> Collector<T, ?, M> groupingBy(
            final Function<? super T, ? extends K> classifier, Supplier<M> mapFactory,
            Collector<? super T, A, D> downstream) {
        final Supplier<A> downstreamSupplier = downstream.supplier();
        final BiConsumer<A, ? super T> downstreamAccumulator = downstream.accumulator();
        BiConsumer<Map<K, A>, T> accumulator = (m, t) -> {
            K key = Objects.requireNonNull(classifier.apply(t), "element cannot be mapped to a null key");
            A container = m.computeIfAbsent(key, k -> downstreamSupplier.get());
            downstreamAccumulator.accept(container, t);
        };
        BinaryOperator<Map<K, A>> merger = Collectors.<K, A, Map<K, A>>mapMerger(downstream.combiner());
        Supplier<Map<K, A>> mangledFactory = (Supplier<Map<K, A>>) mapFactory;
        if (downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return new CollectorImpl<T, Map<K, A>, M>(mangledFactory, accumulator, merger, CH_ID);
        }
        final Function<A, A> downstreamFinisher = (Function<A, A>) downstream.finisher();
        Function<Map<K, A>, M> finisher = intermediate -> {
            intermediate.replaceAll((k, v) -> downstreamFinisher.apply(v));
            return (M) intermediate;
        };
        return new CollectorImpl<T, Map<K, A>, M>(mangledFactory, accumulator, merger, finisher, CH_NOID);
    }

    public static <T, K> Collector<T, ?, ConcurrentMap<K, List<T>>> groupingByConcurrent(
            Function<? super T, ? extends K> classifier) {
        return groupingByConcurrent(classifier, ConcurrentHashMap::new, toList());
    }

    public static <T, K, A, D> Collector<T, ?, ConcurrentMap<K, D>> groupingByConcurrent(
            Function<? super T, ? extends K> classifier, Collector<? super T, A, D> downstream) {
        return groupingByConcurrent(classifier, ConcurrentHashMap::new, downstream);
    }

    @SuppressWarnings("unchecked")
    public static <T, K, A, D, M extends ConcurrentMap<K, D>> Collector<T, ?, M> groupingByConcurrent(
            final Function<? super T, ? extends K> classifier, Supplier<M> mapFactory,
            Collector<? super T, A, D> downstream) {
        final Supplier<A> downstreamSupplier = downstream.supplier();
        final BiConsumer<A, ? super T> downstreamAccumulator = downstream.accumulator();
        BinaryOperator<ConcurrentMap<K, A>> merger =
                Collectors.<K, A, ConcurrentMap<K, A>>mapMerger(downstream.combiner());
        Supplier<ConcurrentMap<K, A>> mangledFactory = (Supplier<ConcurrentMap<K, A>>) mapFactory;
        BiConsumer<ConcurrentMap<K, A>, T> accumulator;
        if (downstream.characteristics().contains(Collector.Characteristics.CONCURRENT)) {
            accumulator = (m, t) -> {
                K key = Objects.requireNonNull(classifier.apply(t), "element cannot be mapped to a null key");
                A resultContainer = m.computeIfAbsent(key, k -> downstreamSupplier.get());
                downstreamAccumulator.accept(resultContainer, t);
            };
        } else {
            // the downstream container is not thread-safe: lock it while accumulating
            accumulator = (m, t) -> {
                K key = Objects.requireNonNull(classifier.apply(t), "element cannot be mapped to a null key");
                A resultContainer = m.computeIfAbsent(key, k -> downstreamSupplier.get());
                synchronized (resultContainer) {
                    downstreamAccumulator.accept(resultContainer, t);
                }
            };
        }
        if (downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return new CollectorImpl<T, ConcurrentMap<K, A>, M>(mangledFactory, accumulator, merger,
                    CH_CONCURRENT_ID);
        }
        final Function<A, A> downstreamFinisher = (Function<A, A>) downstream.finisher();
        Function<ConcurrentMap<K, A>, M> finisher = intermediate -> {
            intermediate.replaceAll((k, v) -> downstreamFinisher.apply(v));
            return (M) intermediate;
        };
        return new CollectorImpl<T, ConcurrentMap<K, A>, M>(mangledFactory, accumulator, merger, finisher,
                CH_CONCURRENT_NOID);
    }

    public static <T> Collector<T, ?, Map<Boolean, List<T>>> partitioningBy(Predicate<? super T> predicate) {
        return partitioningBy(predicate, toList());
    }

    public static <T, D, A> Collector<T, ?, Map<Boolean, D>> partitioningBy(final Predicate<? super T> predicate,
            final Collector<? super T, A, D> downstream) {
        final BiConsumer<A, ? super T> downstreamAccumulator = downstream.accumulator();
        BiConsumer<Partition<A>, T> accumulator = (result, t) -> downstreamAccumulator.accept(
                predicate.test(t) ? result.forTrue : result.forFalse, t);
        final BinaryOperator<A> op = downstream.combiner();
        BinaryOperator<Partition<A>> merger = (left, right) -> new Partition<A>(
                op.apply(left.forTrue, right.forTrue), op.apply(left.forFalse, right.forFalse));
        Supplier<Partition<A>> supplier = () -> new Partition<A>(downstream.supplier().get(),
                downstream.supplier().get());
        if (downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return new CollectorImpl<T, Partition<A>, Map<Boolean, D>>(supplier, accumulator, merger, CH_ID);
        }
        Function<Partition<A>, Map<Boolean, D>> finisher = par -> new Partition<D>(
                downstream.finisher().apply(par.forTrue), downstream.finisher().apply(par.forFalse));
        return new CollectorImpl<T, Partition<A>, Map<Boolean, D>>(supplier, accumulator, merger, finisher,
                CH_NOID);
    }

    /** partitioningBy's map: always both keys, false first. */
    static final class Partition<T> extends AbstractMap<Boolean, T> implements Map<Boolean, T> {
        final T forTrue;
        final T forFalse;

        Partition(T forTrue, T forFalse) {
            this.forTrue = forTrue;
            this.forFalse = forFalse;
        }

        @Override
        public Set<Map.Entry<Boolean, T>> entrySet() {
            return new AbstractSet<Map.Entry<Boolean, T>>() {
                @Override
                public Iterator<Map.Entry<Boolean, T>> iterator() {
                    List<Map.Entry<Boolean, T>> l = new ArrayList<Map.Entry<Boolean, T>>(2);
                    l.add(new SimpleImmutableEntry<Boolean, T>(false, forFalse));
                    l.add(new SimpleImmutableEntry<Boolean, T>(true, forTrue));
                    return Collections.unmodifiableList(l).iterator();
                }

                @Override
                public int size() {
                    return 2;
                }
            };
        }

        @Override
        public boolean containsKey(Object key) {
            return key instanceof Boolean;
        }

        @Override
        public T get(Object key) {
            if (key instanceof Boolean) {
                return (Boolean) key ? forTrue : forFalse;
            }
            return null;
        }
    }

    // ---------------------------------------------------------------- maps

    private static <T, K, V> BiConsumer<Map<K, V>, T> uniqKeysMapAccumulator(
            final Function<? super T, ? extends K> keyMapper, final Function<? super T, ? extends V> valueMapper) {
        return (map, element) -> {
            K k = keyMapper.apply(element);
            V v = Objects.requireNonNull(valueMapper.apply(element));
            V u = map.putIfAbsent(k, v);
            if (u != null) {
                throw duplicateKeyException(k, u, v);
            }
        };
    }

    private static <K, V, M extends Map<K, V>> BinaryOperator<M> uniqKeysMapMerger() {
        return (m1, m2) -> {
            for (Map.Entry<K, V> e : m2.entrySet()) {
                K k = e.getKey();
                V v = Objects.requireNonNull(e.getValue());
                V u = m1.putIfAbsent(k, v);
                if (u != null) {
                    throw duplicateKeyException(k, u, v);
                }
            }
            return m1;
        };
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper) {
        Objects.requireNonNull(keyMapper);
        Objects.requireNonNull(valueMapper);
        return new CollectorImpl(HashMap::new, uniqKeysMapAccumulator(keyMapper, valueMapper),
                uniqKeysMapMerger(), CH_ID);
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction) {
        return toMap(keyMapper, valueMapper, mergeFunction, HashMap::new);
    }

    public static <T, K, U, M extends Map<K, U>> Collector<T, ?, M> toMap(
            final Function<? super T, ? extends K> keyMapper, final Function<? super T, ? extends U> valueMapper,
            final BinaryOperator<U> mergeFunction, Supplier<M> mapFactory) {
        Objects.requireNonNull(keyMapper);
        Objects.requireNonNull(valueMapper);
        Objects.requireNonNull(mergeFunction);
        Objects.requireNonNull(mapFactory);
        BiConsumer<M, T> accumulator = (map, element) -> map.merge(keyMapper.apply(element),
                valueMapper.apply(element), mergeFunction);
        return new CollectorImpl<T, M, M>(mapFactory, accumulator, Collectors.<K, U, M>mapMerger(mergeFunction),
                CH_ID);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T, K, U> Collector<T, ?, ConcurrentMap<K, U>> toConcurrentMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper) {
        Objects.requireNonNull(keyMapper);
        Objects.requireNonNull(valueMapper);
        return new CollectorImpl(ConcurrentHashMap::new, uniqKeysMapAccumulator(keyMapper, valueMapper),
                uniqKeysMapMerger(), CH_CONCURRENT_ID);
    }

    public static <T, K, U> Collector<T, ?, ConcurrentMap<K, U>> toConcurrentMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper,
            BinaryOperator<U> mergeFunction) {
        return toConcurrentMap(keyMapper, valueMapper, mergeFunction, ConcurrentHashMap::new);
    }

    public static <T, K, U, M extends ConcurrentMap<K, U>> Collector<T, ?, M> toConcurrentMap(
            final Function<? super T, ? extends K> keyMapper, final Function<? super T, ? extends U> valueMapper,
            final BinaryOperator<U> mergeFunction, Supplier<M> mapFactory) {
        Objects.requireNonNull(keyMapper);
        Objects.requireNonNull(valueMapper);
        Objects.requireNonNull(mergeFunction);
        Objects.requireNonNull(mapFactory);
        BiConsumer<M, T> accumulator = (map, element) -> map.merge(keyMapper.apply(element),
                valueMapper.apply(element), mergeFunction);
        return new CollectorImpl<T, M, M>(mapFactory, accumulator, Collectors.<K, U, M>mapMerger(mergeFunction),
                CH_CONCURRENT_ID);
    }

    // ---------------------------------------------------------------- teeing (Java 12)

    @SuppressWarnings("unchecked")
    public static <T, R1, R2, R> Collector<T, ?, R> teeing(Collector<? super T, ?, R1> downstream1,
            Collector<? super T, ?, R2> downstream2, BiFunction<? super R1, ? super R2, R> merger) {
        final Collector<T, Object, R1> c1 = (Collector<T, Object, R1>) Objects.requireNonNull(downstream1,
                "downstream1");
        final Collector<T, Object, R2> c2 = (Collector<T, Object, R2>) Objects.requireNonNull(downstream2,
                "downstream2");
        Objects.requireNonNull(merger, "merger");
        final Supplier<Object> s1 = Objects.requireNonNull(c1.supplier(), "downstream1 supplier");
        final Supplier<Object> s2 = Objects.requireNonNull(c2.supplier(), "downstream2 supplier");
        final BiConsumer<Object, T> a1 = Objects.requireNonNull(c1.accumulator(), "downstream1 accumulator");
        final BiConsumer<Object, T> a2 = Objects.requireNonNull(c2.accumulator(), "downstream2 accumulator");
        final BinaryOperator<Object> comb1 = Objects.requireNonNull(c1.combiner(), "downstream1 combiner");
        final BinaryOperator<Object> comb2 = Objects.requireNonNull(c2.combiner(), "downstream2 combiner");
        final Function<Object, R1> f1 = Objects.requireNonNull(c1.finisher(), "downstream1 finisher");
        final Function<Object, R2> f2 = Objects.requireNonNull(c2.finisher(), "downstream2 finisher");
        Set<Collector.Characteristics> common = EnumSet.noneOf(Collector.Characteristics.class);
        common.addAll(c1.characteristics());
        common.retainAll(c2.characteristics());
        common.remove(Collector.Characteristics.IDENTITY_FINISH);
        Set<Collector.Characteristics> characteristics = common.isEmpty() ? CH_NOID
                : Collections.unmodifiableSet(common);
        return new CollectorImpl<T, Object[], R>(() -> new Object[] {s1.get(), s2.get()}, (a, t) -> {
            a1.accept(a[0], t);
            a2.accept(a[1], t);
        }, (x, y) -> {
                x[0] = comb1.apply(x[0], y[0]);
                x[1] = comb2.apply(x[1], y[1]);
                return x;
            }, a -> merger.apply(f1.apply(a[0]), f2.apply(a[1])), characteristics);
    }
}
