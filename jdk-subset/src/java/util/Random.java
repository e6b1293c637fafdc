package java.util;

/**
 * java.util.Random: the JDK's 48-bit linear congruential generator, bit for bit (seeded sequences
 * match HotSpot), including the Java 17 bounded variants nextInt(origin, bound), nextLong(bound),
 * nextLong(origin, bound), nextDouble(bound), nextDouble(origin, bound), nextFloat(bound) which
 * follow the JDK 17 RandomSupport algorithms. The seed is a plain long guarded by synchronized
 * (the JDK uses an AtomicLong). Streams: ints(), longs(), doubles(). No nextGaussian(mean, sd).
 */
public class Random implements java.io.Serializable {
    private static final long serialVersionUID = 3905348978240129619L;

    private static final long MULTIPLIER = 0x5DEECE66DL;
    private static final long ADDEND = 0xBL;
    private static final long MASK = (1L << 48) - 1;
    private static final double DOUBLE_UNIT = 0x1.0p-53;
    private static final float FLOAT_UNIT = 0x1.0p-24f;

    private static final String BAD_BOUND = "bound must be positive";
    private static final String BAD_RANGE = "bound must be greater than origin";
    private static final String BAD_FLOATING_BOUND = "bound must be finite and positive";

    private long seed;
    private double nextNextGaussian;
    private boolean haveNextNextGaussian = false;

    private static long seedUniquifier = 8682522807148012L;

    public Random() {
        this(seedUniquifier() ^ System.nanoTime());
    }

    private static synchronized long seedUniquifier() {
        // L'Ecuyer, "Tables of Linear Congruential Generators of Different Sizes and Good Lattice Structure"
        seedUniquifier *= 1181783497276652981L;
        return seedUniquifier;
    }

    public Random(long seed) {
        if (getClass() == Random.class) {
            this.seed = initialScramble(seed);
        } else {
            // subclasses may override setSeed
            setSeed(seed);
        }
    }

    private static long initialScramble(long seed) {
        return (seed ^ MULTIPLIER) & MASK;
    }

    public synchronized void setSeed(long seed) {
        this.seed = initialScramble(seed);
        haveNextNextGaussian = false;
    }

    protected int next(int bits) {
        long nextseed;
        synchronized (this) {
            nextseed = (seed * MULTIPLIER + ADDEND) & MASK;
            seed = nextseed;
        }
        return (int) (nextseed >>> (48 - bits));
    }

    public void nextBytes(byte[] bytes) {
        for (int i = 0, len = bytes.length; i < len;) {
            for (int rnd = nextInt(), n = Math.min(len - i, 4); n-- > 0; rnd >>= 8) {
                bytes[i++] = (byte) rnd;
            }
        }
    }

    public int nextInt() {
        return next(32);
    }

    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException(BAD_BOUND);
        }
        int r = next(31);
        int m = bound - 1;
        if ((bound & m) == 0) {
            // power of two: take the high bits
            r = (int) ((bound * (long) r) >> 31);
        } else {
            // reject values from the incomplete last bucket
            for (int u = r; u - (r = u % bound) + m < 0; u = next(31)) {
                // retry
            }
        }
        return r;
    }

    public int nextInt(int origin, int bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        int r = nextInt();
        int n = bound - origin;
        int m = n - 1;
        if ((n & m) == 0) {
            r = (r & m) + origin;
        } else if (n > 0) {
            for (int u = r >>> 1; u + m - (r = u % n) < 0; u = nextInt() >>> 1) {
                // retry
            }
            r += origin;
        } else {
            while (r < origin || r >= bound) {
                r = nextInt();
            }
        }
        return r;
    }

    public long nextLong() {
        return ((long) (next(32)) << 32) + next(32);
    }

    public long nextLong(long bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException(BAD_BOUND);
        }
        long m = bound - 1;
        long r = nextLong();
        if ((bound & m) == 0L) {
            r &= m;
        } else {
            for (long u = r >>> 1; u + m - (r = u % bound) < 0L; u = nextLong() >>> 1) {
                // retry
            }
        }
        return r;
    }

    public long nextLong(long origin, long bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        long r = nextLong();
        long n = bound - origin;
        long m = n - 1;
        if ((n & m) == 0L) {
            r = (r & m) + origin;
        } else if (n > 0L) {
            for (long u = r >>> 1; u + m - (r = u % n) < 0L; u = nextLong() >>> 1) {
                // retry
            }
            r += origin;
        } else {
            while (r < origin || r >= bound) {
                r = nextLong();
            }
        }
        return r;
    }

    public boolean nextBoolean() {
        return next(1) != 0;
    }

    public float nextFloat() {
        return next(24) / ((float) (1 << 24));
    }

    public float nextFloat(float bound) {
        if (!(0.0f < bound && bound < Float.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(BAD_FLOATING_BOUND);
        }
        float r = nextFloat();
        r = r * bound;
        if (r >= bound) {
            r = Float.intBitsToFloat(Float.floatToIntBits(bound) - 1);
        }
        return r;
    }

    public double nextDouble() {
        return (((long) (next(26)) << 27) + next(27)) * DOUBLE_UNIT;
    }

    public double nextDouble(double bound) {
        if (!(0.0 < bound && bound < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(BAD_FLOATING_BOUND);
        }
        double r = nextDouble();
        r = r * bound;
        if (r >= bound) {
            r = Double.longBitsToDouble(Double.doubleToLongBits(bound) - 1);
        }
        return r;
    }

    public double nextDouble(double origin, double bound) {
        if (!(origin < bound && (bound - origin) < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        double r = nextDouble();
        r = r * (bound - origin) + origin;
        if (r >= bound) {
            r = Math.nextDown(bound);
        }
        return r;
    }

    public synchronized double nextGaussian() {
        if (haveNextNextGaussian) {
            haveNextNextGaussian = false;
            return nextNextGaussian;
        }
        // polar method of Box, Muller and Marsaglia
        double v1;
        double v2;
        double s;
        do {
            v1 = 2 * nextDouble() - 1;
            v2 = 2 * nextDouble() - 1;
            s = v1 * v1 + v2 * v2;
        } while (s >= 1 || s == 0);
        double multiplier = StrictMath.sqrt(-2 * StrictMath.log(s) / s);
        nextNextGaussian = v2 * multiplier;
        haveNextNextGaussian = true;
        return v1 * multiplier;
    }

    // ================= streams (JDK 17: sized spliterators drawing nextInt()/nextInt(origin, bound)...) =================

    private static final String BAD_SIZE = "size must be non-negative";

    /** The JDK's random streams are SIZED (Long.MAX_VALUE elements when unbounded). */
    private abstract static class RandomSized {
        private long index;
        private final long fence;

        RandomSized(long fence) {
            this.fence = fence;
        }

        final boolean more() {
            if (index < fence) {
                index++;
                return true;
            }
            return false;
        }

        public final long estimateSize() {
            return fence - index;
        }

        public final int characteristics() {
            return Spliterator.SIZED | Spliterator.SUBSIZED | Spliterator.NONNULL | Spliterator.IMMUTABLE;
        }
    }

    private static final class RandomInts extends RandomSized implements Spliterator.OfInt {
        private final java.util.function.IntSupplier draw;

        RandomInts(long fence, java.util.function.IntSupplier draw) {
            super(fence);
            this.draw = draw;
        }

        @Override
        public boolean tryAdvance(java.util.function.IntConsumer action) {
            Objects.requireNonNull(action);
            if (more()) {
                action.accept(draw.getAsInt());
                return true;
            }
            return false;
        }

        @Override
        public Spliterator.OfInt trySplit() {
            return null;
        }
    }

    private static final class RandomLongs extends RandomSized implements Spliterator.OfLong {
        private final java.util.function.LongSupplier draw;

        RandomLongs(long fence, java.util.function.LongSupplier draw) {
            super(fence);
            this.draw = draw;
        }

        @Override
        public boolean tryAdvance(java.util.function.LongConsumer action) {
            Objects.requireNonNull(action);
            if (more()) {
                action.accept(draw.getAsLong());
                return true;
            }
            return false;
        }

        @Override
        public Spliterator.OfLong trySplit() {
            return null;
        }
    }

    private static final class RandomDoubles extends RandomSized implements Spliterator.OfDouble {
        private final java.util.function.DoubleSupplier draw;

        RandomDoubles(long fence, java.util.function.DoubleSupplier draw) {
            super(fence);
            this.draw = draw;
        }

        @Override
        public boolean tryAdvance(java.util.function.DoubleConsumer action) {
            Objects.requireNonNull(action);
            if (more()) {
                action.accept(draw.getAsDouble());
                return true;
            }
            return false;
        }

        @Override
        public Spliterator.OfDouble trySplit() {
            return null;
        }
    }

    private static long checkSize(long streamSize) {
        if (streamSize < 0L) {
            throw new IllegalArgumentException(BAD_SIZE);
        }
        return streamSize;
    }

    public java.util.stream.IntStream ints(long streamSize) {
        return java.util.stream.StreamSupport.intStream(
                new RandomInts(checkSize(streamSize), () -> nextInt()), false);
    }

    public java.util.stream.IntStream ints() {
        return ints(Long.MAX_VALUE);
    }

    public java.util.stream.IntStream ints(long streamSize, final int randomNumberOrigin, final int randomNumberBound) {
        checkSize(streamSize);
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return java.util.stream.StreamSupport.intStream(new RandomInts(streamSize,
                () -> nextInt(randomNumberOrigin, randomNumberBound)), false);
    }

    public java.util.stream.IntStream ints(int randomNumberOrigin, int randomNumberBound) {
        return ints(Long.MAX_VALUE, randomNumberOrigin, randomNumberBound);
    }

    public java.util.stream.LongStream longs(long streamSize) {
        return java.util.stream.StreamSupport.longStream(
                new RandomLongs(checkSize(streamSize), () -> nextLong()), false);
    }

    public java.util.stream.LongStream longs() {
        return longs(Long.MAX_VALUE);
    }

    public java.util.stream.LongStream longs(long streamSize, final long randomNumberOrigin,
            final long randomNumberBound) {
        checkSize(streamSize);
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return java.util.stream.StreamSupport.longStream(new RandomLongs(streamSize,
                () -> nextLong(randomNumberOrigin, randomNumberBound)), false);
    }

    public java.util.stream.LongStream longs(long randomNumberOrigin, long randomNumberBound) {
        return longs(Long.MAX_VALUE, randomNumberOrigin, randomNumberBound);
    }

    public java.util.stream.DoubleStream doubles(long streamSize) {
        return java.util.stream.StreamSupport.doubleStream(
                new RandomDoubles(checkSize(streamSize), () -> nextDouble()), false);
    }

    public java.util.stream.DoubleStream doubles() {
        return doubles(Long.MAX_VALUE);
    }

    public java.util.stream.DoubleStream doubles(long streamSize, final double randomNumberOrigin,
            final double randomNumberBound) {
        checkSize(streamSize);
        if (!(randomNumberOrigin < randomNumberBound && (randomNumberBound - randomNumberOrigin) < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return java.util.stream.StreamSupport.doubleStream(new RandomDoubles(streamSize,
                () -> nextDouble(randomNumberOrigin, randomNumberBound)), false);
    }

    public java.util.stream.DoubleStream doubles(double randomNumberOrigin, double randomNumberBound) {
        return doubles(Long.MAX_VALUE, randomNumberOrigin, randomNumberBound);
    }
}
