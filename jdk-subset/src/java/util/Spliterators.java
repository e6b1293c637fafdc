package java.util;

import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * java.util.Spliterators: array, iterator and empty spliterators, the abstract bases that split
 * by copying a batch into an array (as the JDK does, so an unknown-size source can still be
 * split for a parallel stream), and spliterator-to-iterator adapters.
 */
public final class Spliterators {
    /** First batch an iterator-backed spliterator hands out on trySplit; later ones grow by it. */
    static final int BATCH_UNIT = 1 << 10;
    static final int MAX_BATCH = 1 << 25;

    private Spliterators() {
    }

    // ---------------------------------------------------------------- empty

    public static <T> Spliterator<T> emptySpliterator() {
        return new ArraySpliterator<T>(new Object[0], 0, 0, Spliterator.SIZED | Spliterator.SUBSIZED);
    }

    public static Spliterator.OfInt emptyIntSpliterator() {
        return new IntArraySpliterator(new int[0], 0, 0, Spliterator.SIZED | Spliterator.SUBSIZED);
    }

    public static Spliterator.OfLong emptyLongSpliterator() {
        return new LongArraySpliterator(new long[0], 0, 0, Spliterator.SIZED | Spliterator.SUBSIZED);
    }

    public static Spliterator.OfDouble emptyDoubleSpliterator() {
        return new DoubleArraySpliterator(new double[0], 0, 0, Spliterator.SIZED | Spliterator.SUBSIZED);
    }

    // ---------------------------------------------------------------- arrays

    private static void checkFromToBounds(int arrayLength, int origin, int fence) {
        if (origin > fence) {
            throw new ArrayIndexOutOfBoundsException("origin(" + origin + ") > fence(" + fence + ")");
        }
        if (origin < 0) {
            throw new ArrayIndexOutOfBoundsException(origin);
        }
        if (fence > arrayLength) {
            throw new ArrayIndexOutOfBoundsException(fence);
        }
    }

    public static <T> Spliterator<T> spliterator(Object[] array, int additionalCharacteristics) {
        return new ArraySpliterator<T>(Objects.requireNonNull(array), 0, array.length, additionalCharacteristics);
    }

    public static <T> Spliterator<T> spliterator(Object[] array, int fromIndex, int toIndex,
            int additionalCharacteristics) {
        checkFromToBounds(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new ArraySpliterator<T>(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static Spliterator.OfInt spliterator(int[] array, int additionalCharacteristics) {
        return new IntArraySpliterator(Objects.requireNonNull(array), 0, array.length, additionalCharacteristics);
    }

    public static Spliterator.OfInt spliterator(int[] array, int fromIndex, int toIndex,
            int additionalCharacteristics) {
        checkFromToBounds(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new IntArraySpliterator(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static Spliterator.OfLong spliterator(long[] array, int additionalCharacteristics) {
        return new LongArraySpliterator(Objects.requireNonNull(array), 0, array.length, additionalCharacteristics);
    }

    public static Spliterator.OfLong spliterator(long[] array, int fromIndex, int toIndex,
            int additionalCharacteristics) {
        checkFromToBounds(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new LongArraySpliterator(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static Spliterator.OfDouble spliterator(double[] array, int additionalCharacteristics) {
        return new DoubleArraySpliterator(Objects.requireNonNull(array), 0, array.length,
                additionalCharacteristics);
    }

    public static Spliterator.OfDouble spliterator(double[] array, int fromIndex, int toIndex,
            int additionalCharacteristics) {
        checkFromToBounds(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new DoubleArraySpliterator(array, fromIndex, toIndex, additionalCharacteristics);
    }

    // ---------------------------------------------------------------- iterators

    public static <T> Spliterator<T> spliterator(Collection<? extends T> c, int characteristics) {
        return new IteratorSpliterator<T>(Objects.requireNonNull(c), characteristics);
    }

    public static <T> Spliterator<T> spliterator(Iterator<? extends T> iterator, long size, int characteristics) {
        return new IteratorSpliterator<T>(Objects.requireNonNull(iterator), size, characteristics);
    }

    public static <T> Spliterator<T> spliteratorUnknownSize(Iterator<? extends T> iterator, int characteristics) {
        return new IteratorSpliterator<T>(Objects.requireNonNull(iterator), characteristics);
    }

    private static int sizedCharacteristics(int characteristics) {
        return (characteristics & Spliterator.CONCURRENT) == 0
                ? characteristics | Spliterator.SIZED | Spliterator.SUBSIZED
                : characteristics;
    }

    private static int unsizedCharacteristics(int characteristics) {
        return characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED);
    }

    public static Spliterator.OfInt spliterator(PrimitiveIterator.OfInt iterator, long size, int characteristics) {
        return intIteratorSpliterator(Objects.requireNonNull(iterator), size, sizedCharacteristics(characteristics));
    }

    public static Spliterator.OfInt spliteratorUnknownSize(PrimitiveIterator.OfInt iterator, int characteristics) {
        return intIteratorSpliterator(Objects.requireNonNull(iterator), Long.MAX_VALUE,
                unsizedCharacteristics(characteristics));
    }

    public static Spliterator.OfLong spliterator(PrimitiveIterator.OfLong iterator, long size, int characteristics) {
        return longIteratorSpliterator(Objects.requireNonNull(iterator), size, sizedCharacteristics(characteristics));
    }

    public static Spliterator.OfLong spliteratorUnknownSize(PrimitiveIterator.OfLong iterator, int characteristics) {
        return longIteratorSpliterator(Objects.requireNonNull(iterator), Long.MAX_VALUE,
                unsizedCharacteristics(characteristics));
    }

    public static Spliterator.OfDouble spliterator(PrimitiveIterator.OfDouble iterator, long size,
            int characteristics) {
        return doubleIteratorSpliterator(Objects.requireNonNull(iterator), size,
                sizedCharacteristics(characteristics));
    }

    public static Spliterator.OfDouble spliteratorUnknownSize(PrimitiveIterator.OfDouble iterator,
            int characteristics) {
        return doubleIteratorSpliterator(Objects.requireNonNull(iterator), Long.MAX_VALUE,
                unsizedCharacteristics(characteristics));
    }

    private static Spliterator.OfInt intIteratorSpliterator(final PrimitiveIterator.OfInt iterator, long size,
            int characteristics) {
        return new AbstractIntSpliterator(size, characteristics) {
            @Override
            public boolean tryAdvance(IntConsumer action) {
                Objects.requireNonNull(action);
                if (iterator.hasNext()) {
                    action.accept(iterator.nextInt());
                    return true;
                }
                return false;
            }
        };
    }

    private static Spliterator.OfLong longIteratorSpliterator(final PrimitiveIterator.OfLong iterator, long size,
            int characteristics) {
        return new AbstractLongSpliterator(size, characteristics) {
            @Override
            public boolean tryAdvance(LongConsumer action) {
                Objects.requireNonNull(action);
                if (iterator.hasNext()) {
                    action.accept(iterator.nextLong());
                    return true;
                }
                return false;
            }
        };
    }

    private static Spliterator.OfDouble doubleIteratorSpliterator(final PrimitiveIterator.OfDouble iterator,
            long size, int characteristics) {
        return new AbstractDoubleSpliterator(size, characteristics) {
            @Override
            public boolean tryAdvance(DoubleConsumer action) {
                Objects.requireNonNull(action);
                if (iterator.hasNext()) {
                    action.accept(iterator.nextDouble());
                    return true;
                }
                return false;
            }
        };
    }

    public static <T> Iterator<T> iterator(final Spliterator<? extends T> spliterator) {
        Objects.requireNonNull(spliterator);
        class Adapter implements Iterator<T>, Consumer<T> {
            boolean valueReady = false;
            T nextElement;

            @Override
            public void accept(T t) {
                valueReady = true;
                nextElement = t;
            }

            @Override
            public boolean hasNext() {
                if (!valueReady) {
                    spliterator.tryAdvance(this);
                }
                return valueReady;
            }

            @Override
            public T next() {
                if (!valueReady && !hasNext()) {
                    throw new NoSuchElementException();
                }
                valueReady = false;
                T t = nextElement;
                nextElement = null;
                return t;
            }
        }
        return new Adapter();
    }

    public static PrimitiveIterator.OfInt iterator(final Spliterator.OfInt spliterator) {
        Objects.requireNonNull(spliterator);
        class Adapter implements PrimitiveIterator.OfInt, IntConsumer {
            boolean valueReady = false;
            int nextElement;

            @Override
            public void accept(int t) {
                valueReady = true;
                nextElement = t;
            }

            @Override
            public boolean hasNext() {
                if (!valueReady) {
                    spliterator.tryAdvance((IntConsumer) this);
                }
                return valueReady;
            }

            @Override
            public int nextInt() {
                if (!valueReady && !hasNext()) {
                    throw new NoSuchElementException();
                }
                valueReady = false;
                return nextElement;
            }
        }
        return new Adapter();
    }

    public static PrimitiveIterator.OfLong iterator(final Spliterator.OfLong spliterator) {
        Objects.requireNonNull(spliterator);
        class Adapter implements PrimitiveIterator.OfLong, LongConsumer {
            boolean valueReady = false;
            long nextElement;

            @Override
            public void accept(long t) {
                valueReady = true;
                nextElement = t;
            }

            @Override
            public boolean hasNext() {
                if (!valueReady) {
                    spliterator.tryAdvance((LongConsumer) this);
                }
                return valueReady;
            }

            @Override
            public long nextLong() {
                if (!valueReady && !hasNext()) {
                    throw new NoSuchElementException();
                }
                valueReady = false;
                return nextElement;
            }
        }
        return new Adapter();
    }

    public static PrimitiveIterator.OfDouble iterator(final Spliterator.OfDouble spliterator) {
        Objects.requireNonNull(spliterator);
        class Adapter implements PrimitiveIterator.OfDouble, DoubleConsumer {
            boolean valueReady = false;
            double nextElement;

            @Override
            public void accept(double t) {
                valueReady = true;
                nextElement = t;
            }

            @Override
            public boolean hasNext() {
                if (!valueReady) {
                    spliterator.tryAdvance((DoubleConsumer) this);
                }
                return valueReady;
            }

            @Override
            public double nextDouble() {
                if (!valueReady && !hasNext()) {
                    throw new NoSuchElementException();
                }
                valueReady = false;
                return nextElement;
            }
        }
        return new Adapter();
    }

    // ---------------------------------------------------------------- implementations

    static final class ArraySpliterator<T> implements Spliterator<T> {
        private final Object[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        ArraySpliterator(Object[] array, int origin, int fence, int additionalCharacteristics) {
            this.array = array;
            this.index = origin;
            this.fence = fence;
            this.characteristics = additionalCharacteristics | Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        @Override
        public Spliterator<T> trySplit() {
            int lo = index;
            int mid = (lo + fence) >>> 1;
            return (lo >= mid) ? null : new ArraySpliterator<T>(array, lo, index = mid, characteristics);
        }

        @SuppressWarnings("unchecked")
        @Override
        public void forEachRemaining(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            int i = index;
            int hi = fence;
            index = hi;
            for (; i < hi; i++) {
                action.accept((T) array[i]);
            }
        }

        @SuppressWarnings("unchecked")
        @Override
        public boolean tryAdvance(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            if (index >= 0 && index < fence) {
                T e = (T) array[index++];
                action.accept(e);
                return true;
            }
            return false;
        }

        @Override
        public long estimateSize() {
            return fence - index;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }

        @Override
        public Comparator<? super T> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    static final class IntArraySpliterator implements Spliterator.OfInt {
        private final int[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        IntArraySpliterator(int[] array, int origin, int fence, int additionalCharacteristics) {
            this.array = array;
            this.index = origin;
            this.fence = fence;
            this.characteristics = additionalCharacteristics | Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        @Override
        public OfInt trySplit() {
            int lo = index;
            int mid = (lo + fence) >>> 1;
            return (lo >= mid) ? null : new IntArraySpliterator(array, lo, index = mid, characteristics);
        }

        @Override
        public boolean tryAdvance(IntConsumer action) {
            Objects.requireNonNull(action);
            if (index >= 0 && index < fence) {
                action.accept(array[index++]);
                return true;
            }
            return false;
        }

        @Override
        public long estimateSize() {
            return fence - index;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }

        @Override
        public Comparator<? super Integer> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    static final class LongArraySpliterator implements Spliterator.OfLong {
        private final long[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        LongArraySpliterator(long[] array, int origin, int fence, int additionalCharacteristics) {
            this.array = array;
            this.index = origin;
            this.fence = fence;
            this.characteristics = additionalCharacteristics | Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        @Override
        public OfLong trySplit() {
            int lo = index;
            int mid = (lo + fence) >>> 1;
            return (lo >= mid) ? null : new LongArraySpliterator(array, lo, index = mid, characteristics);
        }

        @Override
        public boolean tryAdvance(LongConsumer action) {
            Objects.requireNonNull(action);
            if (index >= 0 && index < fence) {
                action.accept(array[index++]);
                return true;
            }
            return false;
        }

        @Override
        public long estimateSize() {
            return fence - index;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }

        @Override
        public Comparator<? super Long> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    static final class DoubleArraySpliterator implements Spliterator.OfDouble {
        private final double[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        DoubleArraySpliterator(double[] array, int origin, int fence, int additionalCharacteristics) {
            this.array = array;
            this.index = origin;
            this.fence = fence;
            this.characteristics = additionalCharacteristics | Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        @Override
        public OfDouble trySplit() {
            int lo = index;
            int mid = (lo + fence) >>> 1;
            return (lo >= mid) ? null : new DoubleArraySpliterator(array, lo, index = mid, characteristics);
        }

        @Override
        public boolean tryAdvance(DoubleConsumer action) {
            Objects.requireNonNull(action);
            if (index >= 0 && index < fence) {
                action.accept(array[index++]);
                return true;
            }
            return false;
        }

        @Override
        public long estimateSize() {
            return fence - index;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }

        @Override
        public Comparator<? super Double> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    /**
     * Over an iterator (or a collection, whose iterator is taken at the first traversal, so a
     * stream sees the collection as it is when the terminal operation runs).
     */
    static class IteratorSpliterator<T> implements Spliterator<T> {
        private final Collection<? extends T> collection;
        private Iterator<? extends T> it;
        private final int characteristics;
        private long est;
        private int batch;

        IteratorSpliterator(Collection<? extends T> collection, int characteristics) {
            this.collection = collection;
            this.it = null;
            this.characteristics = (characteristics & Spliterator.CONCURRENT) == 0
                    ? characteristics | Spliterator.SIZED | Spliterator.SUBSIZED
                    : characteristics;
        }

        IteratorSpliterator(Iterator<? extends T> iterator, long size, int characteristics) {
            this.collection = null;
            this.it = iterator;
            this.est = size;
            this.characteristics = (characteristics & Spliterator.CONCURRENT) == 0
                    ? characteristics | Spliterator.SIZED | Spliterator.SUBSIZED
                    : characteristics;
        }

        IteratorSpliterator(Iterator<? extends T> iterator, int characteristics) {
            this.collection = null;
            this.it = iterator;
            this.est = Long.MAX_VALUE;
            this.characteristics = characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED);
        }

        private Iterator<? extends T> iterator() {
            if (it == null) {
                it = collection.iterator();
                est = collection.size();
            }
            return it;
        }

        @Override
        public Spliterator<T> trySplit() {
            Iterator<? extends T> i = iterator();
            long s = est;
            if (s > 1 && i.hasNext()) {
                int n = batch + BATCH_UNIT;
                if (n > s) {
                    n = (int) s;
                }
                if (n > MAX_BATCH) {
                    n = MAX_BATCH;
                }
                Object[] a = new Object[n];
                int j = 0;
                do {
                    a[j] = i.next();
                } while (++j < n && i.hasNext());
                batch = j;
                if (est != Long.MAX_VALUE) {
                    est -= j;
                }
                return new ArraySpliterator<T>(a, 0, j, characteristics);
            }
            return null;
        }

        @Override
        public void forEachRemaining(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            iterator().forEachRemaining(action);
        }

        @Override
        public boolean tryAdvance(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            Iterator<? extends T> i = iterator();
            if (i.hasNext()) {
                action.accept(i.next());
                return true;
            }
            return false;
        }

        @Override
        public long estimateSize() {
            iterator();
            return est;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }

        @Override
        public Comparator<? super T> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    /**
     * List.spliterator() for RandomAccess lists: by index, halves on trySplit. Binds to the list's
     * size at the first traversal (as ArrayList's), and for an AbstractList (ArrayList, ...) throws
     * ConcurrentModificationException when the list was structurally modified meanwhile: after
     * each tryAdvance and at the end of forEachRemaining, as the JDK.
     */
    static final class RandomAccessSpliterator<E> implements Spliterator<E> {
        private final List<E> list;
        private final AbstractList<E> alist;
        private int index;
        private int fence; // -1 until first use: the list's size then
        private int expectedModCount;

        RandomAccessSpliterator(List<E> list) {
            this.list = list;
            this.alist = list instanceof AbstractList ? (AbstractList<E>) list : null;
            this.index = 0;
            this.fence = -1;
        }

        private RandomAccessSpliterator(RandomAccessSpliterator<E> parent, int origin, int fence) {
            this.list = parent.list;
            this.alist = parent.alist;
            this.index = origin;
            this.fence = fence;
            this.expectedModCount = parent.expectedModCount;
        }

        private int getFence() {
            if (fence < 0) {
                expectedModCount = alist != null ? alist.modCount : 0;
                fence = list.size();
            }
            return fence;
        }

        private E get(int i) {
            try {
                return list.get(i);
            } catch (IndexOutOfBoundsException ex) {
                throw new ConcurrentModificationException();
            }
        }

        private void checkModCount() {
            if (alist != null && alist.modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
        }

        @Override
        public Spliterator<E> trySplit() {
            int hi = getFence();
            int lo = index;
            int mid = (lo + hi) >>> 1;
            return (lo >= mid) ? null : new RandomAccessSpliterator<E>(this, lo, index = mid);
        }

        @Override
        public boolean tryAdvance(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            int hi = getFence();
            int i = index;
            if (i < hi) {
                index = i + 1;
                action.accept(get(i));
                checkModCount();
                return true;
            }
            return false;
        }

        @Override
        public void forEachRemaining(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            int hi = getFence();
            int i = index;
            index = hi;
            for (; i < hi; i++) {
                action.accept(get(i));
            }
            checkModCount();
        }

        @Override
        public long estimateSize() {
            return (long) (getFence() - index);
        }

        @Override
        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.SIZED | Spliterator.SUBSIZED;
        }
    }

    // ---------------------------------------------------------------- abstract bases

    public abstract static class AbstractSpliterator<T> implements Spliterator<T> {
        private final int characteristics;
        private long est;
        private int batch;

        protected AbstractSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = ((additionalCharacteristics & Spliterator.SIZED) != 0)
                    ? additionalCharacteristics | Spliterator.SUBSIZED
                    : additionalCharacteristics;
        }

        /** Holds the value tryAdvance hands over while a batch is copied out. */
        static final class HoldingConsumer<T> implements Consumer<T> {
            Object value;

            @Override
            public void accept(T value) {
                this.value = value;
            }
        }

        @Override
        public Spliterator<T> trySplit() {
            HoldingConsumer<T> holder = new HoldingConsumer<T>();
            long s = est;
            if (s > 1 && tryAdvance(holder)) {
                int n = batch + BATCH_UNIT;
                if (n > s) {
                    n = (int) s;
                }
                if (n > MAX_BATCH) {
                    n = MAX_BATCH;
                }
                Object[] a = new Object[n];
                int j = 0;
                do {
                    a[j] = holder.value;
                } while (++j < n && tryAdvance(holder));
                batch = j;
                if (est != Long.MAX_VALUE) {
                    est -= j;
                }
                return new ArraySpliterator<T>(a, 0, j, characteristics());
            }
            return null;
        }

        @Override
        public long estimateSize() {
            return est;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }
    }

    public abstract static class AbstractIntSpliterator implements Spliterator.OfInt {
        private final int characteristics;
        private long est;
        private int batch;

        protected AbstractIntSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = ((additionalCharacteristics & Spliterator.SIZED) != 0)
                    ? additionalCharacteristics | Spliterator.SUBSIZED
                    : additionalCharacteristics;
        }

        static final class HoldingIntConsumer implements IntConsumer {
            int value;

            @Override
            public void accept(int value) {
                this.value = value;
            }
        }

        @Override
        public Spliterator.OfInt trySplit() {
            HoldingIntConsumer holder = new HoldingIntConsumer();
            long s = est;
            if (s > 1 && tryAdvance((IntConsumer) holder)) {
                int n = batch + BATCH_UNIT;
                if (n > s) {
                    n = (int) s;
                }
                if (n > MAX_BATCH) {
                    n = MAX_BATCH;
                }
                int[] a = new int[n];
                int j = 0;
                do {
                    a[j] = holder.value;
                } while (++j < n && tryAdvance((IntConsumer) holder));
                batch = j;
                if (est != Long.MAX_VALUE) {
                    est -= j;
                }
                return new IntArraySpliterator(a, 0, j, characteristics());
            }
            return null;
        }

        @Override
        public long estimateSize() {
            return est;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }
    }

    public abstract static class AbstractLongSpliterator implements Spliterator.OfLong {
        private final int characteristics;
        private long est;
        private int batch;

        protected AbstractLongSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = ((additionalCharacteristics & Spliterator.SIZED) != 0)
                    ? additionalCharacteristics | Spliterator.SUBSIZED
                    : additionalCharacteristics;
        }

        static final class HoldingLongConsumer implements LongConsumer {
            long value;

            @Override
            public void accept(long value) {
                this.value = value;
            }
        }

        @Override
        public Spliterator.OfLong trySplit() {
            HoldingLongConsumer holder = new HoldingLongConsumer();
            long s = est;
            if (s > 1 && tryAdvance((LongConsumer) holder)) {
                int n = batch + BATCH_UNIT;
                if (n > s) {
                    n = (int) s;
                }
                if (n > MAX_BATCH) {
                    n = MAX_BATCH;
                }
                long[] a = new long[n];
                int j = 0;
                do {
                    a[j] = holder.value;
                } while (++j < n && tryAdvance((LongConsumer) holder));
                batch = j;
                if (est != Long.MAX_VALUE) {
                    est -= j;
                }
                return new LongArraySpliterator(a, 0, j, characteristics());
            }
            return null;
        }

        @Override
        public long estimateSize() {
            return est;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }
    }

    public abstract static class AbstractDoubleSpliterator implements Spliterator.OfDouble {
        private final int characteristics;
        private long est;
        private int batch;

        protected AbstractDoubleSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = ((additionalCharacteristics & Spliterator.SIZED) != 0)
                    ? additionalCharacteristics | Spliterator.SUBSIZED
                    : additionalCharacteristics;
        }

        static final class HoldingDoubleConsumer implements DoubleConsumer {
            double value;

            @Override
            public void accept(double value) {
                this.value = value;
            }
        }

        @Override
        public Spliterator.OfDouble trySplit() {
            HoldingDoubleConsumer holder = new HoldingDoubleConsumer();
            long s = est;
            if (s > 1 && tryAdvance((DoubleConsumer) holder)) {
                int n = batch + BATCH_UNIT;
                if (n > s) {
                    n = (int) s;
                }
                if (n > MAX_BATCH) {
                    n = MAX_BATCH;
                }
                double[] a = new double[n];
                int j = 0;
                do {
                    a[j] = holder.value;
                } while (++j < n && tryAdvance((DoubleConsumer) holder));
                batch = j;
                if (est != Long.MAX_VALUE) {
                    est -= j;
                }
                return new DoubleArraySpliterator(a, 0, j, characteristics());
            }
            return null;
        }

        @Override
        public long estimateSize() {
            return est;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }
    }
}
