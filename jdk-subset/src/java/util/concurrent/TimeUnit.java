package java.util.concurrent;

/**
 * java.util.concurrent.TimeUnit. Conversions truncate toward zero and saturate at
 * Long.MIN_VALUE / Long.MAX_VALUE, as the JDK's.
 */
public enum TimeUnit {
    NANOSECONDS(1L),
    MICROSECONDS(1000L),
    MILLISECONDS(1000L * 1000L),
    SECONDS(1000L * 1000L * 1000L),
    MINUTES(1000L * 1000L * 1000L * 60L),
    HOURS(1000L * 1000L * 1000L * 60L * 60L),
    DAYS(1000L * 1000L * 1000L * 60L * 60L * 24L);

    /** Nanoseconds in one unit. */
    private final long scale;

    TimeUnit(long scale) {
        this.scale = scale;
    }

    /** {@code d} units of scale {@code from} in units of scale {@code to}. */
    private static long cvt(long d, long to, long from) {
        if (from == to) {
            return d;
        }
        if (from < to) {
            return d / (to / from);
        }
        long r = from / to;
        long max = Long.MAX_VALUE / r;
        if (d > max) {
            return Long.MAX_VALUE;
        }
        if (d < -max) {
            return Long.MIN_VALUE;
        }
        return d * r;
    }

    public long convert(long sourceDuration, TimeUnit sourceUnit) {
        return cvt(sourceDuration, scale, sourceUnit.scale);
    }

    public long toNanos(long duration) {
        return cvt(duration, NANOSECONDS.scale, scale);
    }

    public long toMicros(long duration) {
        return cvt(duration, MICROSECONDS.scale, scale);
    }

    public long toMillis(long duration) {
        return cvt(duration, MILLISECONDS.scale, scale);
    }

    public long toSeconds(long duration) {
        return cvt(duration, SECONDS.scale, scale);
    }

    public long toMinutes(long duration) {
        return cvt(duration, MINUTES.scale, scale);
    }

    public long toHours(long duration) {
        return cvt(duration, HOURS.scale, scale);
    }

    public long toDays(long duration) {
        return cvt(duration, DAYS.scale, scale);
    }

    /** The nanoseconds left over after {@code ms} whole milliseconds of {@code time}. */
    private int excessNanos(long time, long ms) {
        if (this == NANOSECONDS) {
            return (int) (time - (ms * 1000000L));
        }
        if (this == MICROSECONDS) {
            return (int) ((time * 1000L) - (ms * 1000000L));
        }
        return 0;
    }

    public void timedWait(Object obj, long timeout) throws InterruptedException {
        if (timeout > 0) {
            long ms = toMillis(timeout);
            int ns = excessNanos(timeout, ms);
            obj.wait(ms, ns);
        }
    }

    public void timedJoin(Thread thread, long timeout) throws InterruptedException {
        if (timeout > 0) {
            long ms = toMillis(timeout);
            int ns = excessNanos(timeout, ms);
            thread.join(ms, ns);
        }
    }

    public void sleep(long timeout) throws InterruptedException {
        if (timeout > 0) {
            long ms = toMillis(timeout);
            int ns = excessNanos(timeout, ms);
            Thread.sleep(ms, ns);
        }
    }
}
