import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;

// Futures from a thread pool: results, exceptions wrapped in ExecutionException (cause and
// message), get with a timeout, cancel(false) and cancel(true) (interrupting the running task),
// CancellationException, FutureTask used directly (run once, done() hook, runAndReset, toString
// status), Executors.callable, invokeAll (plain and timed, with a task cancelled at the
// deadline) and invokeAny (first success, all failing, empty list).
public class JucExecFutures {
    static String status(Object o) {
        String s = o.toString();
        return s.substring(s.indexOf('['));
    }

    static final class Named implements Callable<String> {
        public String call() {
            return "named-result";
        }

        public String toString() {
            return "NamedTask";
        }
    }

    static final class Counting extends FutureTask<Integer> {
        final AtomicInteger doneCalls = new AtomicInteger();

        Counting(Callable<Integer> c) {
            super(c);
        }

        protected void done() {
            doneCalls.incrementAndGet();
        }

        boolean resetRun() {
            return runAndReset();
        }
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(3);

        // Results and exceptions.
        Future<Integer> ok = pool.submit(new Callable<Integer>() {
            public Integer call() {
                int s = 0;
                for (int i = 1; i <= 1000; i++) {
                    s += i;
                }
                return s;
            }
        });
        System.out.println("sum = " + ok.get() + " done=" + ok.isDone() + " cancelled=" + ok.isCancelled());
        Future<String> withResult = pool.submit(new Runnable() {
            public void run() {
            }
        }, "given");
        System.out.println("runnable result = " + withResult.get());
        Future<?> plain = pool.submit(new Runnable() {
            public void run() {
            }
        });
        System.out.println("runnable null result = " + plain.get());

        Future<Object> failing = pool.submit(new Callable<Object>() {
            public Object call() throws Exception {
                throw new java.io.IOException("disk on fire");
            }
        });
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("EE message = " + e.getMessage());
            System.out.println("EE cause = " + e.getCause().getClass().getName() + ": " + e.getCause().getMessage());
        }
        System.out.println("failing done=" + failing.isDone() + " status=" + status(failing));
        Future<Object> errorTask = pool.submit(new Callable<Object>() {
            public Object call() {
                throw new AssertionError("assertion in task");
            }
        });
        try {
            errorTask.get(5, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            System.out.println("EE(Error) cause = " + e.getCause());
        }

        // get with a timeout on a task that waits.
        final CountDownLatch release = new CountDownLatch(1);
        Future<String> slow = pool.submit(new Callable<String>() {
            public String call() throws Exception {
                release.await();
                return "slow-done";
            }
        });
        try {
            slow.get(50, TimeUnit.MILLISECONDS);
            System.out.println("no timeout?");
        } catch (TimeoutException e) {
            System.out.println("TimeoutException message = " + e.getMessage() + " done=" + slow.isDone());
        }
        try {
            slow.get(0, TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            System.out.println("zero timeout -> TimeoutException");
        }
        release.countDown();
        System.out.println("after release: " + slow.get());

        // cancel(true) interrupts the running task.
        final CountDownLatch started = new CountDownLatch(1);
        final CountDownLatch finished = new CountDownLatch(1);
        final String[] seen = new String[1];
        Future<?> victim = pool.submit(new Runnable() {
            public void run() {
                started.countDown();
                try {
                    Thread.sleep(20000);
                    seen[0] = "slept through";
                } catch (InterruptedException e) {
                    seen[0] = "interrupted, flag now " + Thread.currentThread().isInterrupted();
                }
                finished.countDown();
            }
        });
        started.await();
        System.out.println("cancel(true) = " + victim.cancel(true));
        finished.await();
        System.out.println("task saw: " + seen[0]);
        System.out.println("cancelled=" + victim.isCancelled() + " done=" + victim.isDone() + " again=" + victim.cancel(true));
        try {
            victim.get();
        } catch (CancellationException e) {
            System.out.println("get -> " + e.getClass().getName());
        }
        System.out.println("cancel of a finished task = " + ok.cancel(true));

        // cancel(false) of a queued task: it never runs.
        final CountDownLatch block = new CountDownLatch(1);
        final CountDownLatch blockersIn = new CountDownLatch(3);
        List<Future<?>> blockers = new ArrayList<Future<?>>();
        for (int i = 0; i < 3; i++) {
            blockers.add(pool.submit(new Callable<Object>() {
                public Object call() throws Exception {
                    blockersIn.countDown();
                    block.await();
                    return null;
                }
            }));
        }
        blockersIn.await();
        final AtomicInteger ranQueued = new AtomicInteger();
        Future<?> queued = pool.submit(new Runnable() {
            public void run() {
                ranQueued.incrementAndGet();
            }
        });
        System.out.println("queued cancel(false) = " + queued.cancel(false) + " status=" + status(queued));
        block.countDown();
        for (Future<?> f : blockers) {
            f.get();
        }
        try {
            queued.get(1, TimeUnit.SECONDS);
        } catch (CancellationException e) {
            System.out.println("timed get of cancelled -> CancellationException");
        }

        // FutureTask on its own.
        FutureTask<String> ft = new FutureTask<String>(new Named());
        System.out.println("new: " + status(ft));
        ft.run();
        System.out.println("after run: " + status(ft) + " " + ft.get());
        final AtomicInteger calls = new AtomicInteger();
        Counting ct = new Counting(new Callable<Integer>() {
            public Integer call() {
                return calls.incrementAndGet();
            }
        });
        System.out.println("runAndReset = " + ct.resetRun() + " " + ct.resetRun() + " done=" + ct.isDone());
        ct.run();
        ct.run();
        System.out.println("calls = " + calls.get() + " get = " + ct.get() + " done() calls = " + ct.doneCalls.get());
        System.out.println("runAndReset after done = " + ct.resetRun());
        FutureTask<String> exc = new FutureTask<String>(new Callable<String>() {
            public String call() {
                throw new IllegalStateException("broken");
            }
        });
        exc.run();
        System.out.println("exceptional: " + status(exc));
        FutureTask<String> cf = new FutureTask<String>(new Named());
        cf.cancel(false);
        cf.run();
        System.out.println("cancelled: " + status(cf));
        System.out.println("runnable task: " + new FutureTask<String>(new Runnable() {
            public void run() {
            }

            public String toString() {
                return "R";
            }
        }, "x").toString().replaceAll("@[0-9a-f]+", "@H"));
        try {
            new FutureTask<String>(null);
        } catch (NullPointerException e) {
            System.out.println("null callable -> NPE");
        }
        try {
            new FutureTask<String>(null, "r");
        } catch (NullPointerException e) {
            System.out.println("null runnable -> NPE");
        }
        try {
            ft.get(1, null);
        } catch (NullPointerException e) {
            System.out.println("null unit -> NPE");
        }

        // Executors.callable
        Callable<Object> c1 = Executors.callable(new Runnable() {
            public void run() {
            }

            public String toString() {
                return "Inner";
            }
        });
        System.out.println("callable() = " + c1.call() + " " + status(c1));
        System.out.println("callable(r, 7) = " + Executors.callable(new Runnable() {
            public void run() {
            }
        }, 7).call());

        // Interrupted while waiting in get.
        final FutureTask<String> never = new FutureTask<String>(new Named());
        Thread.currentThread().interrupt();
        try {
            never.get();
        } catch (InterruptedException e) {
            System.out.println("get with interrupt pending -> InterruptedException, flag " + Thread.currentThread().isInterrupted());
        }
        final Thread mainThread = Thread.currentThread();
        Thread interrupter = new Thread() {
            public void run() {
                while (LockSupport_blocker(mainThread) != never) {
                    Thread.yield();
                }
                mainThread.interrupt();
            }
        };
        interrupter.start();
        try {
            never.get();
        } catch (InterruptedException e) {
            System.out.println("parked get interrupted -> InterruptedException");
        }
        interrupter.join();
        never.run();
        System.out.println("after interrupted get, result " + never.get());

        // invokeAll
        List<Callable<Integer>> squares = new ArrayList<Callable<Integer>>();
        for (int i = 1; i <= 10; i++) {
            final int k = i;
            squares.add(new Callable<Integer>() {
                public Integer call() {
                    if (k == 7) {
                        throw new ArithmeticException("seven");
                    }
                    return k * k;
                }
            });
        }
        List<Future<Integer>> all = pool.invokeAll(squares);
        StringBuilder sb = new StringBuilder();
        for (Future<Integer> f : all) {
            try {
                sb.append(f.get()).append(' ');
            } catch (ExecutionException e) {
                sb.append("E(").append(e.getCause().getMessage()).append(") ");
            }
        }
        System.out.println("invokeAll: " + sb.toString().trim() + " allDone=" + allDone(all));

        final CountDownLatch never2 = new CountDownLatch(1);
        final AtomicInteger interruptedBlockers = new AtomicInteger();
        final CountDownLatch blockerExited = new CountDownLatch(1);
        List<Callable<String>> mixed = new ArrayList<Callable<String>>();
        mixed.add(new Callable<String>() {
            public String call() {
                return "fast1";
            }
        });
        mixed.add(new Callable<String>() {
            public String call() throws Exception {
                try {
                    never2.await();
                } catch (InterruptedException e) {
                    interruptedBlockers.incrementAndGet();
                    blockerExited.countDown();
                    throw e;
                }
                return "never";
            }
        });
        mixed.add(new Callable<String>() {
            public String call() {
                return "fast2";
            }
        });
        List<Future<String>> timed = pool.invokeAll(mixed, 1000, TimeUnit.MILLISECONDS);
        for (int i = 0; i < timed.size(); i++) {
            Future<String> f = timed.get(i);
            System.out.println("timed invokeAll[" + i + "] done=" + f.isDone() + " cancelled=" + f.isCancelled()
                    + (f.isCancelled() ? "" : " value=" + f.get()));
        }
        blockerExited.await();
        System.out.println("blocker interrupted " + interruptedBlockers.get() + " time(s)");
        List<Future<String>> zero = pool.invokeAll(mixed, 0, TimeUnit.SECONDS);
        System.out.println("invokeAll with zero timeout: size=" + zero.size() + " allCancelled="
                + (zero.get(0).isCancelled() && zero.get(1).isCancelled() && zero.get(2).isCancelled()));

        // invokeAny
        final CountDownLatch never3 = new CountDownLatch(1);
        List<Callable<String>> any = new ArrayList<Callable<String>>();
        any.add(new Callable<String>() {
            public String call() {
                throw new IllegalStateException("first fails");
            }
        });
        any.add(new Callable<String>() {
            public String call() {
                return "second wins";
            }
        });
        any.add(new Callable<String>() {
            public String call() throws Exception {
                never3.await();
                return "third";
            }
        });
        System.out.println("invokeAny = " + pool.invokeAny(any));
        System.out.println("timed invokeAny = " + pool.invokeAny(any, 10, TimeUnit.SECONDS));
        List<Callable<String>> allFail = new ArrayList<Callable<String>>();
        for (int i = 0; i < 3; i++) {
            allFail.add(new Callable<String>() {
                public String call() {
                    throw new UnsupportedOperationException("nope");
                }
            });
        }
        try {
            pool.invokeAny(allFail);
        } catch (ExecutionException e) {
            System.out.println("invokeAny all failing -> " + e.getClass().getName() + " cause " + e.getCause());
        }
        List<Callable<String>> onlyBlocking = new ArrayList<Callable<String>>();
        onlyBlocking.add(any.get(2));
        try {
            pool.invokeAny(onlyBlocking, 50, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("invokeAny timeout -> " + e.getClass().getName());
        }
        try {
            pool.invokeAny(new ArrayList<Callable<String>>());
        } catch (IllegalArgumentException e) {
            System.out.println("invokeAny empty -> " + e.getClass().getName());
        }
        try {
            pool.invokeAll(null);
        } catch (NullPointerException e) {
            System.out.println("invokeAll null -> NPE");
        }
        try {
            pool.submit((Runnable) null);
        } catch (NullPointerException e) {
            System.out.println("submit null -> NPE");
        }

        pool.shutdown();
        System.out.println("terminated = " + pool.awaitTermination(10, TimeUnit.SECONDS));
    }

    static Object LockSupport_blocker(Thread t) {
        return java.util.concurrent.locks.LockSupport.getBlocker(t);
    }

    static boolean allDone(List<? extends Future<?>> fs) {
        for (Future<?> f : fs) {
            if (!f.isDone()) {
                return false;
            }
        }
        return true;
    }
}
