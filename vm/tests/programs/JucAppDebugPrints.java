import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.concurrent.locks.*;

// What people see when they print their concurrency objects while debugging: the toString of
// futures in every state, locks held and free, latches, semaphores, executors in each lifecycle
// state, queues, atomics and adders, TimeUnit values and conversions; and the exception
// messages they log (getMessage/toString of CancellationException, ExecutionException,
// TimeoutException, RejectedExecutionException's prefix, BrokenBarrierException).
public class JucAppDebugPrints {
    static String mask(Object o) {
        return String.valueOf(o).replaceAll("@[0-9a-f]+", "@H");
    }

    public static void main(String[] args) throws Exception {
        FutureTask<String> ft = new FutureTask<String>(new Callable<String>() {
            public String call() {
                return "v";
            }

            public String toString() {
                return "MyCallable";
            }
        });
        System.out.println(mask(ft).replaceAll("task = .*\\]", "task = ...]"));
        ft.run();
        System.out.println(mask(ft));
        FutureTask<String> cancelled = new FutureTask<String>(new Callable<String>() {
            public String call() {
                return "v";
            }
        });
        cancelled.cancel(false);
        System.out.println(mask(cancelled));
        FutureTask<String> failed = new FutureTask<String>(new Callable<String>() {
            public String call() {
                throw new IllegalStateException("bad");
            }
        });
        failed.run();
        System.out.println(mask(failed));
        try {
            cancelled.get();
        } catch (CancellationException e) {
            System.out.println("CancellationException message " + e.getMessage() + " / " + e);
        }
        try {
            failed.get();
        } catch (ExecutionException e) {
            System.out.println("ExecutionException " + e);
        }
        try {
            new FutureTask<String>(new Callable<String>() {
                public String call() {
                    return "";
                }
            }).get(1, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("TimeoutException " + e);
        }

        ReentrantLock lock = new ReentrantLock();
        System.out.println(mask(lock));
        lock.lock();
        System.out.println(mask(lock) + " holdCount " + lock.getHoldCount());
        lock.unlock();
        ReentrantLock fair = new ReentrantLock(true);
        System.out.println(mask(fair) + " fair " + fair.isFair());
        Condition cond = lock.newCondition();
        System.out.println("condition class " + cond.getClass().getName());
        System.out.println(mask(new CountDownLatch(3)) + " " + mask(new Semaphore(4, true)));
        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        rw.readLock().lock();
        System.out.println(mask(rw) + " " + mask(rw.readLock()) + " " + mask(rw.writeLock()));
        rw.readLock().unlock();
        rw.writeLock().lock();
        System.out.println(mask(rw.writeLock()));
        rw.writeLock().unlock();
        StampedLock sl = new StampedLock();
        long st = sl.readLock();
        System.out.println(mask(sl));
        sl.unlockRead(st);

        ThreadPoolExecutor tpe = new ThreadPoolExecutor(2, 4, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<Runnable>());
        System.out.println(mask(tpe));
        tpe.submit(new Runnable() {
            public void run() {
            }
        }).get();
        while (tpe.getCompletedTaskCount() != 1 || tpe.getActiveCount() != 0) Thread.yield();
        System.out.println(mask(tpe));
        tpe.shutdown();
        tpe.awaitTermination(5, TimeUnit.SECONDS);
        System.out.println(mask(tpe).replaceAll("pool size = \\d+", "pool size = ?"));

        ArrayBlockingQueue<Integer> abq = new ArrayBlockingQueue<Integer>(4, true, Arrays.asList(1, 2, 3));
        LinkedBlockingDeque<String> lbd = new LinkedBlockingDeque<String>(Arrays.asList("x", "y"));
        System.out.println(abq + " " + lbd + " " + new LinkedBlockingQueue<String>() + " " + new SynchronousQueue<String>()
                + " " + new PriorityBlockingQueue<Integer>(Arrays.asList(3, 1, 2)) + " " + new ConcurrentLinkedQueue<String>(Arrays.asList("q")));
        ConcurrentHashMap<String, Integer> chm = new ConcurrentHashMap<String, Integer>();
        chm.put("a", 1);
        chm.put("b", 2);
        System.out.println(chm + " keys " + chm.keySet() + " values " + chm.values() + " entries " + chm.entrySet());
        ConcurrentSkipListMap<Integer, String> skip = new ConcurrentSkipListMap<Integer, String>();
        skip.put(2, "two");
        skip.put(1, "one");
        System.out.println(skip + " " + skip.keySet() + " " + skip.descendingMap() + " " + new CopyOnWriteArrayList<Integer>(Arrays.asList(1, 2)));

        AtomicInteger ai = new AtomicInteger(7);
        AtomicLong al = new AtomicLong(-8);
        AtomicBoolean ab = new AtomicBoolean(true);
        AtomicReference<List<String>> ar = new AtomicReference<List<String>>(Arrays.asList("r"));
        LongAdder la = new LongAdder();
        la.add(5);
        DoubleAdder da = new DoubleAdder();
        da.add(1.25);
        LongAccumulator lacc = new LongAccumulator(Long::sum, 10);
        DoubleAccumulator dacc = new DoubleAccumulator(Math::max, 0.5);
        System.out.println(ai + " " + al + " " + ab + " " + ar + " " + la + " " + da + " " + lacc + " " + dacc + " "
                + new AtomicIntegerArray(new int[] {1, 2}) + " " + new AtomicLongArray(0) + " " + ai.doubleValue() + " " + la.floatValue());

        System.out.println(Arrays.toString(TimeUnit.values()) + " " + TimeUnit.valueOf("SECONDS").ordinal());
        System.out.println(TimeUnit.SECONDS.toMillis(3) + " " + TimeUnit.MILLISECONDS.toSeconds(2999) + " " + TimeUnit.HOURS.toMinutes(2)
                + " " + TimeUnit.DAYS.toHours(1) + " " + TimeUnit.NANOSECONDS.toMicros(1999) + " " + TimeUnit.MINUTES.convert(7200, TimeUnit.SECONDS)
                + " " + TimeUnit.DAYS.toNanos(Long.MAX_VALUE / 1000) + " " + TimeUnit.MILLISECONDS.convert(-1, TimeUnit.DAYS));
        long t0 = System.nanoTime();
        TimeUnit.MILLISECONDS.sleep(5);
        System.out.println("TimeUnit.sleep slept enough " + (System.nanoTime() - t0 >= 4000000));
        Thread sleeper = new Thread(new Runnable() {
            public void run() {
                try {
                    Thread.sleep(10000);
                } catch (InterruptedException e) {
                }
            }
        });
        sleeper.setDaemon(true);
        sleeper.start();
        TimeUnit.MILLISECONDS.timedJoin(sleeper, 5);
        System.out.println("timedJoin returned, alive " + sleeper.isAlive());
        final Object mon = new Object();
        synchronized (mon) {
            TimeUnit.MILLISECONDS.timedWait(mon, 2);
        }
        System.out.println("timedWait returned");

        ExecutorService es = Executors.newSingleThreadExecutor();
        es.shutdown();
        try {
            es.execute(new Runnable() {
                public void run() {
                }

                public String toString() {
                    return "late";
                }
            });
        } catch (RejectedExecutionException e) {
            System.out.println("rejected message starts: " + e.getMessage().substring(0, e.getMessage().indexOf('@')));
        }
        CyclicBarrier b = new CyclicBarrier(1);
        b.reset();
        System.out.println("BrokenBarrierException " + new BrokenBarrierException() + " / " + new BrokenBarrierException("why"));
        System.out.println("CompletionException " + new CompletionException("m", new RuntimeException("c")) + " / "
                + new CompletionException(new RuntimeException("c")).getMessage());
        System.out.println("ExecutionException(cause) " + new ExecutionException(new Error("e")).getMessage());
    }
}
