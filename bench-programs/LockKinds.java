// One contended workload, five kinds of lock: how each profiler sees an intrinsic lock and the
// park-based locks of java.util.concurrent.
//
//   usage: LockKinds <threads> <opsPerThread> <workInside> <workOutside>
//          (no arguments: 4 20000 200 200)
//   e.g.   toyjvm --profile=all,blame --report-text=- bench-programs/LockKinds.java
//
// Each phase runs the same workload on a lock of its own kind: <threads> threads each perform
// <opsPerThread> operations on a shared table of counters, doing <workInside> steps of
// computation while holding the lock and <workOutside> steps outside it. The phases:
//
//   synchronized   every operation updates the table inside synchronized (table): an intrinsic
//                  lock, which inflates to a monitor under contention (profilers name it by the
//                  object's class, LockKinds$Table);
//   nonfair        a ReentrantLock() around the same update: threads that cannot take it queue
//                  in Java and park (profilers name it by the object they park on, the lock's
//                  java.util.concurrent.locks.ReentrantLock$NonfairSync);
//   fair           a ReentrantLock(true): first come, first served (ReentrantLock$FairSync), so
//                  every release hands the lock to a parked thread: more parks, more switches;
//   readwrite      a ReentrantReadWriteLock: three operations in four only read the table, under
//                  the read lock, which readers share (ReentrantReadWriteLock$NonfairSync);
//   stamped        a StampedLock: reads are optimistic (no lock at all unless a write
//                  intervened, then a read lock), writes take the write lock (StampedLock).
//
// Each phase prints its name, the number of operations and the table's checksum, which is the
// same whatever the scheduling (the writes are the same additions in any order):
//
//     nonfair: ops=80000 writes=80000 checksum=...
//
// What the profilers show (README, "Park-based locks"): Free Lunch's CSP, JProfiler's blocks and
// blame see every one of the five locks; HPROF sees only the monitor, as HotSpot's JVMTI posts no
// event for parking; JLM and MSDK count a monitor's acquisitions, and a park-based lock's
// acquisitions (a CAS in Java) are invisible to them. The fair lock parks far more often than the
// non-fair one for the same work; the read-write and stamped locks block less, since readers
// share.
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.concurrent.locks.StampedLock;

public class LockKinds {
    /** The shared data; also the monitor of the synchronized phase. */
    static final class Table {
        final long[] counters = new long[16];

        void write(int op, long value) {
            counters[op & 15] += value;
        }

        long read(int op) {
            return counters[op & 15] + counters[(op + 7) & 15];
        }

        long checksum() {
            long sum = 0;
            for (int i = 0; i < counters.length; i++) {
                sum = sum * 31 + counters[i];
            }
            return sum;
        }
    }

    /** What one operation does, under whatever lock the phase uses. */
    interface Phase {
        /** Operation number `op` of a thread; `value` is what a write adds. */
        void operation(Table table, int op, long value);
    }

    static int workInside;
    static int workOutside;

    /** `steps` steps of a linear congruential generator: computation that allocates nothing. */
    static long work(long x, int steps) {
        for (int i = 0; i < steps; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
        }
        return x;
    }

    /** Whether operation `op` writes (the read-mostly phases read three times in four). */
    static boolean writes(int op, boolean readMostly) {
        return !readMostly || (op & 3) == 0;
    }

    static long sink;

    static void run(String name, int threads, final int ops, final boolean readMostly, final Phase phase)
            throws InterruptedException {
        final Table table = new Table();
        Thread[] workers = new Thread[threads];
        final long[] sinks = new long[threads];
        for (int t = 0; t < threads; t++) {
            final int id = t;
            workers[t] = new Thread(name + "-" + t) {
                @Override
                public void run() {
                    long x = id + 1;
                    for (int op = 0; op < ops; op++) {
                        x = work(x, workOutside);
                        phase.operation(table, op, id * 1000003L + op);
                    }
                    sinks[id] = x;
                }
            };
        }
        for (Thread w : workers) {
            w.start();
        }
        for (Thread w : workers) {
            w.join();
        }
        for (long s : sinks) {
            sink += s;
        }
        long writes = 0;
        for (int op = 0; op < ops; op++) {
            if (writes(op, readMostly)) {
                writes++;
            }
        }
        System.out.println(name + ": ops=" + (long) threads * ops + " writes=" + writes * threads
                + " checksum=" + table.checksum());
    }

    public static void main(String[] args) throws InterruptedException {
        int threads = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        int ops = args.length > 1 ? Integer.parseInt(args[1]) : 20000;
        workInside = args.length > 2 ? Integer.parseInt(args[2]) : 200;
        workOutside = args.length > 3 ? Integer.parseInt(args[3]) : 200;

        run("synchronized", threads, ops, false, new Phase() {
            public void operation(Table table, int op, long value) {
                synchronized (table) {
                    sinkInside(value);
                    table.write(op, value);
                }
            }
        });

        final ReentrantLock nonfair = new ReentrantLock();
        run("nonfair", threads, ops, false, new Phase() {
            public void operation(Table table, int op, long value) {
                nonfair.lock();
                try {
                    sinkInside(value);
                    table.write(op, value);
                } finally {
                    nonfair.unlock();
                }
            }
        });

        final ReentrantLock fair = new ReentrantLock(true);
        run("fair", threads, ops, false, new Phase() {
            public void operation(Table table, int op, long value) {
                fair.lock();
                try {
                    sinkInside(value);
                    table.write(op, value);
                } finally {
                    fair.unlock();
                }
            }
        });

        final ReentrantReadWriteLock readWrite = new ReentrantReadWriteLock();
        run("readwrite", threads, ops, true, new Phase() {
            public void operation(Table table, int op, long value) {
                if (writes(op, true)) {
                    readWrite.writeLock().lock();
                    try {
                        sinkInside(value);
                        table.write(op, value);
                    } finally {
                        readWrite.writeLock().unlock();
                    }
                } else {
                    readWrite.readLock().lock();
                    try {
                        sinkInside(table.read(op));
                    } finally {
                        readWrite.readLock().unlock();
                    }
                }
            }
        });

        final StampedLock stamped = new StampedLock();
        run("stamped", threads, ops, true, new Phase() {
            public void operation(Table table, int op, long value) {
                if (writes(op, true)) {
                    long stamp = stamped.writeLock();
                    try {
                        sinkInside(value);
                        table.write(op, value);
                    } finally {
                        stamped.unlockWrite(stamp);
                    }
                } else {
                    long stamp = stamped.tryOptimisticRead();
                    long seen = table.read(op);
                    if (!stamped.validate(stamp)) {
                        stamp = stamped.readLock();
                        try {
                            seen = table.read(op);
                        } finally {
                            stamped.unlockRead(stamp);
                        }
                    }
                    sinkInside(seen);
                }
            }
        });
        if (sink == 42) {
            System.out.println("(unlikely)");
        }
    }

    /** The work done while holding the lock (its result must not be optimized away). */
    static void sinkInside(long seed) {
        if (work(seed, workInside) == 42) {
            System.out.println("(unlikely)");
        }
    }
}
