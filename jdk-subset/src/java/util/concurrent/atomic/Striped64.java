package java.util.concurrent.atomic;

import java.util.function.DoubleBinaryOperator;
import java.util.function.LongBinaryOperator;
import jdk.internal.misc.Unsafe;

/**
 * The base of LongAdder, DoubleAdder, LongAccumulator and DoubleAccumulator, as in the JDK: a
 * {@code base} value updated by CAS while there is no contention, and, once a CAS on it fails, a
 * table of {@link Cell}s (a power of two in size, at most the first power of two not below the
 * number of CPUs) that threads update instead, each at the slot chosen by its per-thread probe.
 * A thread whose CAS on its cell fails moves to another slot (a xorshift of its probe); when
 * that keeps failing the table doubles. The table and new cells are installed under the
 * {@code cellsBusy} spin lock. The value is {@code base} plus the sum of the cells.
 *
 * The JDK keeps the probe in a field of Thread; here it lives in a ThreadLocal (java.lang.Thread
 * is the VM's), with the same meaning: 0 means "not yet initialized".
 */
@SuppressWarnings("serial")
abstract class Striped64 extends Number {
    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long BASE = U.objectFieldOffset(Striped64.class, "base");
    private static final long CELLSBUSY = U.objectFieldOffset(Striped64.class, "cellsBusy");

    /** One padded-in-the-JDK counter slot; updated only by CAS. */
    static final class Cell {
        private static final long VALUE = U.objectFieldOffset(Cell.class, "value");
        volatile long value;

        Cell(long x) {
            value = x;
        }

        final boolean cas(long cmp, long val) {
            return U.compareAndSetLong(this, VALUE, cmp, val);
        }

        final void reset() {
            U.putLongVolatile(this, VALUE, 0L);
        }

        final void reset(long identity) {
            U.putLongVolatile(this, VALUE, identity);
        }

        final long getAndSet(long val) {
            return U.getAndSetLong(this, VALUE, val);
        }
    }

    static final int NCPU = Math.max(1, Runtime.getRuntime().availableProcessors());

    /** The cells; null until the first contention. Its length is a power of two. */
    transient volatile Cell[] cells;

    /** The value while uncontended (and part of the sum afterwards). */
    transient volatile long base;

    /** Spin lock (0 free, 1 held) guarding resizing and creating cells. */
    transient volatile int cellsBusy;

    /** Per-thread probes; the seed sequence spreads new threads over the table. */
    private static final ThreadLocal<int[]> PROBE = new ThreadLocal<int[]>();
    private static final AtomicInteger probeGenerator = new AtomicInteger();
    private static final int PROBE_INCREMENT = 0x9e3779b9;

    Striped64() {
    }

    final boolean casBase(long cmp, long val) {
        return U.compareAndSetLong(this, BASE, cmp, val);
    }

    final long getAndSetBase(long val) {
        return U.getAndSetLong(this, BASE, val);
    }

    final boolean casCellsBusy() {
        return U.compareAndSetInt(this, CELLSBUSY, 0, 1);
    }

    /** The current thread's probe (0 if it has none yet). */
    static final int getProbe() {
        int[] p = PROBE.get();
        return p == null ? 0 : p[0];
    }

    /** Gives the current thread a nonzero probe; returns it. */
    private static int initProbe() {
        int p = probeGenerator.addAndGet(PROBE_INCREMENT);
        if (p == 0) {
            p = 1;
        }
        int[] a = PROBE.get();
        if (a == null) {
            PROBE.set(a = new int[1]);
        }
        a[0] = p;
        return p;
    }

    /** Moves the current thread's probe on (Marsaglia xorshift), to try another cell. */
    static final int advanceProbe(int probe) {
        probe ^= probe << 13;
        probe ^= probe >>> 17;
        probe ^= probe << 5;
        int[] a = PROBE.get();
        if (a == null) {
            PROBE.set(a = new int[1]);
        }
        a[0] = probe;
        return probe;
    }

    /**
     * The slow path of an update: creates the table or a cell, retries on another cell, or grows
     * the table. {@code fn} null means addition. {@code wasUncontended} is false when the
     * caller's CAS on its cell already failed.
     */
    final void longAccumulate(long x, LongBinaryOperator fn, boolean wasUncontended) {
        int h;
        if ((h = getProbe()) == 0) {
            h = initProbe();
            wasUncontended = true;
        }
        boolean collide = false; // true if the last slot tried was taken
        for (;;) {
            Cell[] cs;
            Cell c;
            int n;
            long v;
            if ((cs = cells) != null && (n = cs.length) > 0) {
                if ((c = cs[(n - 1) & h]) == null) {
                    if (cellsBusy == 0) { // try to install a new cell
                        Cell r = new Cell(x);
                        if (cellsBusy == 0 && casCellsBusy()) {
                            try {
                                Cell[] rs;
                                int m, j;
                                if ((rs = cells) != null && (m = rs.length) > 0 && rs[j = (m - 1) & h] == null) {
                                    rs[j] = r;
                                    return;
                                }
                            } finally {
                                cellsBusy = 0;
                            }
                            continue; // the slot was filled meanwhile
                        }
                    }
                    collide = false;
                } else if (!wasUncontended) {
                    wasUncontended = true; // retry after moving the probe
                } else if (c.cas(v = c.value, (fn == null) ? v + x : fn.applyAsLong(v, x))) {
                    return;
                } else if (n >= NCPU || cells != cs) {
                    collide = false; // at the maximum size, or stale
                } else if (!collide) {
                    collide = true;
                } else if (cellsBusy == 0 && casCellsBusy()) {
                    try {
                        if (cells == cs) { // double the table
                            Cell[] rs = new Cell[n << 1];
                            System.arraycopy(cs, 0, rs, 0, n);
                            cells = rs;
                        }
                    } finally {
                        cellsBusy = 0;
                    }
                    collide = false;
                    continue;
                }
                h = advanceProbe(h);
            } else if (cellsBusy == 0 && cells == cs && casCellsBusy()) {
                try { // create the table with two cells
                    if (cells == cs) {
                        Cell[] rs = new Cell[2];
                        rs[h & 1] = new Cell(x);
                        cells = rs;
                        return;
                    }
                } finally {
                    cellsBusy = 0;
                }
            } else if (casBase(v = base, (fn == null) ? v + x : fn.applyAsLong(v, x))) {
                return; // someone else is creating the table: fall back on base
            }
        }
    }

    private static long apply(DoubleBinaryOperator fn, long v, double x) {
        double d = Double.longBitsToDouble(v);
        d = (fn == null) ? d + x : fn.applyAsDouble(d, x);
        return Double.doubleToRawLongBits(d);
    }

    /** longAccumulate for doubles kept as their raw long bits. */
    final void doubleAccumulate(double x, DoubleBinaryOperator fn, boolean wasUncontended) {
        int h;
        if ((h = getProbe()) == 0) {
            h = initProbe();
            wasUncontended = true;
        }
        boolean collide = false;
        for (;;) {
            Cell[] cs;
            Cell c;
            int n;
            long v;
            if ((cs = cells) != null && (n = cs.length) > 0) {
                if ((c = cs[(n - 1) & h]) == null) {
                    if (cellsBusy == 0) {
                        Cell r = new Cell(Double.doubleToRawLongBits(x));
                        if (cellsBusy == 0 && casCellsBusy()) {
                            try {
                                Cell[] rs;
                                int m, j;
                                if ((rs = cells) != null && (m = rs.length) > 0 && rs[j = (m - 1) & h] == null) {
                                    rs[j] = r;
                                    return;
                                }
                            } finally {
                                cellsBusy = 0;
                            }
                            continue;
                        }
                    }
                    collide = false;
                } else if (!wasUncontended) {
                    wasUncontended = true;
                } else if (c.cas(v = c.value, apply(fn, v, x))) {
                    return;
                } else if (n >= NCPU || cells != cs) {
                    collide = false;
                } else if (!collide) {
                    collide = true;
                } else if (cellsBusy == 0 && casCellsBusy()) {
                    try {
                        if (cells == cs) {
                            Cell[] rs = new Cell[n << 1];
                            System.arraycopy(cs, 0, rs, 0, n);
                            cells = rs;
                        }
                    } finally {
                        cellsBusy = 0;
                    }
                    collide = false;
                    continue;
                }
                h = advanceProbe(h);
            } else if (cellsBusy == 0 && cells == cs && casCellsBusy()) {
                try {
                    if (cells == cs) {
                        Cell[] rs = new Cell[2];
                        rs[h & 1] = new Cell(Double.doubleToRawLongBits(x));
                        cells = rs;
                        return;
                    }
                } finally {
                    cellsBusy = 0;
                }
            } else if (casBase(v = base, apply(fn, v, x))) {
                return;
            }
        }
    }
}
