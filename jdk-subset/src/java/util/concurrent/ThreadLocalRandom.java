package java.util.concurrent;

import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;

/**
 * java.util.concurrent.ThreadLocalRandom: one shared instance whose state is per thread, so
 * threads never contend on a seed. The generator is the JDK's kind: a 64-bit seed advanced by a
 * fixed odd "golden ratio" gamma each step, its value scrambled by a 64-bit (or 32-bit) mixing
 * function (SplitMix64). Each thread's seed starts from a global seeder (itself advanced by
 * another constant), itself seeded from the clock.
 *
 * The JDK keeps the seed in fields of Thread; java.lang.Thread here is the VM's, so the seed
 * lives in a {@link ThreadLocal} holding a small mutable {@link State}. Numbers differ from the
 * JDK's (the seeds are random anyway); ranges, argument checks and messages are the same.
 * The stream methods (ints, longs, doubles) are absent.
 */
public class ThreadLocalRandom extends Random {
    private static final long serialVersionUID = -5851777807851030925L;

    private static final long GAMMA = 0x9e3779b97f4a7c15L;
    private static final long SEEDER_INCREMENT = 0xbb67ae8584caa73bL;
    private static final double DOUBLE_UNIT = 0x1.0p-53;
    private static final float FLOAT_UNIT = 0x1.0p-24f;

    static final String BAD_BOUND = "bound must be positive";
    static final String BAD_RANGE = "bound must be greater than origin";
    static final String BAD_SIZE = "size must be non-negative";

    /** A thread's generator state. */
    static final class State {
        long seed;
    }

    private static final AtomicLong seeder = new AtomicLong(mix64(System.currentTimeMillis()) ^ mix64(System.nanoTime()));

    private static final ThreadLocal<State> STATE = new ThreadLocal<State>() {
        protected State initialValue() {
            State s = new State();
            s.seed = mix64(seeder.getAndAdd(SEEDER_INCREMENT));
            return s;
        }
    };

    /** The one instance; set once its construction is over, after which setSeed throws. */
    static final ThreadLocalRandom instance = new ThreadLocalRandom();

    boolean initialized;

    private ThreadLocalRandom() {
        initialized = true;
    }

    /** The current thread's ThreadLocalRandom (one instance shared by all threads). */
    public static ThreadLocalRandom current() {
        STATE.get(); // initialize this thread's seed now, as the JDK does
        return instance;
    }

    /** Always throws UnsupportedOperationException once constructed (the seed is per thread). */
    public void setSeed(long seed) {
        if (initialized) {
            throw new UnsupportedOperationException();
        }
    }

    private static long mix64(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        return z ^ (z >>> 33);
    }

    private static int mix32(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        return (int) (((z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L) >>> 32);
    }

    final long nextSeed() {
        State s = STATE.get();
        return s.seed += GAMMA;
    }

    protected int next(int bits) {
        return nextInt() >>> (32 - bits);
    }

    public int nextInt() {
        return mix32(nextSeed());
    }

    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException(BAD_BOUND);
        }
        int r = mix32(nextSeed());
        int m = bound - 1;
        if ((bound & m) == 0) { // power of two: mask
            r &= m;
        } else { // reject the values of the last, incomplete, bucket
            for (int u = r >>> 1; u + m - (r = u % bound) < 0; u = mix32(nextSeed()) >>> 1) {
                // retry
            }
        }
        return r;
    }

    public int nextInt(int origin, int bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return internalNextInt(origin, bound);
    }

    final int internalNextInt(int origin, int bound) {
        int r = mix32(nextSeed());
        if (origin < bound) {
            int n = bound - origin, m = n - 1;
            if ((n & m) == 0) {
                r = (r & m) + origin;
            } else if (n > 0) {
                for (int u = r >>> 1; u + m - (r = u % n) < 0; u = mix32(nextSeed()) >>> 1) {
                    // retry
                }
                r += origin;
            } else { // the range does not fit in an int: draw until inside
                while (r < origin || r >= bound) {
                    r = mix32(nextSeed());
                }
            }
        }
        return r;
    }

    public long nextLong() {
        return mix64(nextSeed());
    }

    public long nextLong(long bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException(BAD_BOUND);
        }
        long r = mix64(nextSeed());
        long m = bound - 1;
        if ((bound & m) == 0L) {
            r &= m;
        } else {
            for (long u = r >>> 1; u + m - (r = u % bound) < 0L; u = mix64(nextSeed()) >>> 1) {
                // retry
            }
        }
        return r;
    }

    public long nextLong(long origin, long bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return internalNextLong(origin, bound);
    }

    final long internalNextLong(long origin, long bound) {
        long r = mix64(nextSeed());
        if (origin < bound) {
            long n = bound - origin, m = n - 1;
            if ((n & m) == 0L) {
                r = (r & m) + origin;
            } else if (n > 0L) {
                for (long u = r >>> 1; u + m - (r = u % n) < 0L; u = mix64(nextSeed()) >>> 1) {
                    // retry
                }
                r += origin;
            } else {
                while (r < origin || r >= bound) {
                    r = mix64(nextSeed());
                }
            }
        }
        return r;
    }

    public double nextDouble() {
        return (mix64(nextSeed()) >>> 11) * DOUBLE_UNIT;
    }

    public double nextDouble(double bound) {
        if (!(bound > 0.0 && bound < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be finite and positive");
        }
        double result = (mix64(nextSeed()) >>> 11) * DOUBLE_UNIT * bound;
        return (result < bound) ? result : Double.longBitsToDouble(Double.doubleToLongBits(bound) - 1);
    }

    public double nextDouble(double origin, double bound) {
        if (!(origin < bound && (bound - origin) < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return internalNextDouble(origin, bound);
    }

    final double internalNextDouble(double origin, double bound) {
        double r = (nextLong() >>> 11) * DOUBLE_UNIT;
        if (origin < bound) {
            r = r * (bound - origin) + origin;
            if (r >= bound) {
                r = Double.longBitsToDouble(Double.doubleToLongBits(bound) - 1);
            }
        }
        return r;
    }

    public boolean nextBoolean() {
        return mix32(nextSeed()) < 0;
    }

    public float nextFloat() {
        return (mix32(nextSeed()) >>> 8) * FLOAT_UNIT;
    }

    /** A Gaussian by the polar method (the second value of each pair is dropped: no state). */
    public double nextGaussian() {
        double v1, v2, s;
        do {
            v1 = 2 * nextDouble() - 1;
            v2 = 2 * nextDouble() - 1;
            s = v1 * v1 + v2 * v2;
        } while (s >= 1 || s == 0);
        return v1 * StrictMath.sqrt(-2 * StrictMath.log(s) / s);
    }
}
