import java.util.*;
import java.util.concurrent.*;

// ExecutorCompletionService: futures come out of take() in completion order (tasks released in
// a chosen order), then with distinct delays on a scheduled pool; poll() with and without a
// timeout, failed and cancelled tasks in the queue, a caller-supplied queue, submit(Runnable,
// result), and invokeAny/invokeAll built on the same machinery.
public class JucExecCompletion {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        ExecutorCompletionService<String> ecs = new ExecutorCompletionService<String>(pool);
        System.out.println("poll on empty = " + ecs.poll());
        System.out.println("timed poll on empty = " + ecs.poll(20, TimeUnit.MILLISECONDS));

        final CountDownLatch[] gates = new CountDownLatch[4];
        Map<Future<String>, String> names = new HashMap<Future<String>, String>();
        for (int i = 0; i < 4; i++) {
            gates[i] = new CountDownLatch(1);
            final int k = i;
            Future<String> f = ecs.submit(new Callable<String>() {
                public String call() throws Exception {
                    gates[k].await();
                    if (k == 2) {
                        throw new IllegalStateException("task 2 failed");
                    }
                    return "result" + k;
                }
            });
            names.put(f, "f" + i);
        }
        int[] releaseOrder = { 2, 0, 3, 1 };
        for (int k : releaseOrder) {
            gates[k].countDown();
            Future<String> f = ecs.take();
            String v;
            try {
                v = f.get();
            } catch (ExecutionException e) {
                v = "failed: " + e.getCause().getMessage();
            }
            System.out.println("took " + names.get(f) + " -> " + v);
        }

        // Distinct delays on a scheduled pool: the completion order follows the delays.
        ScheduledExecutorService sched = Executors.newScheduledThreadPool(3);
        ExecutorCompletionService<Integer> byDelay = new ExecutorCompletionService<Integer>(sched);
        int[] delays = { 300, 0, 200, 100 };
        for (final int d : delays) {
            byDelay.submit(new Callable<Integer>() {
                public Integer call() throws Exception {
                    Thread.sleep(d);
                    return d;
                }
            });
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < delays.length; i++) {
            sb.append(byDelay.take().get()).append(' ');
        }
        System.out.println("by delay: " + sb.toString().trim());

        // A cancelled task is queued too; submit(Runnable, result); poll with timeout.
        final CountDownLatch block = new CountDownLatch(1);
        Future<String> blocked = ecs.submit(new Callable<String>() {
            public String call() throws Exception {
                block.await();
                return "unreachable";
            }
        });
        Future<String> polled = ecs.poll(30, TimeUnit.MILLISECONDS);
        System.out.println("poll while blocked = " + polled);
        blocked.cancel(true);
        Future<String> c = ecs.take();
        System.out.println("cancelled came back: same=" + (c == blocked) + " isCancelled=" + c.isCancelled());
        final String[] side = new String[1];
        Future<String> r = ecs.submit(new Runnable() {
            public void run() {
                side[0] = "ran";
            }
        }, "fixed");
        Future<String> rr = ecs.take();
        System.out.println("runnable: same=" + (rr == r) + " value=" + rr.get() + " side=" + side[0]);

        // Caller-supplied queue.
        LinkedBlockingQueue<Future<String>> q = new LinkedBlockingQueue<Future<String>>();
        ExecutorCompletionService<String> own = new ExecutorCompletionService<String>(pool, q);
        own.submit(new Callable<String>() {
            public String call() {
                return "into own queue";
            }
        });
        System.out.println("own queue take = " + q.take().get() + ", left " + q.size());
        try {
            new ExecutorCompletionService<String>(null);
        } catch (NullPointerException e) {
            System.out.println("null executor -> NPE");
        }
        try {
            new ExecutorCompletionService<String>(pool, null);
        } catch (NullPointerException e) {
            System.out.println("null queue -> NPE");
        }
        try {
            ecs.submit((Callable<String>) null);
        } catch (NullPointerException e) {
            System.out.println("null task -> NPE");
        }

        // A plain Executor (not an ExecutorService): tasks run in the caller.
        Executor direct = new Executor() {
            public void execute(Runnable command) {
                command.run();
            }
        };
        ExecutorCompletionService<String> inline = new ExecutorCompletionService<String>(direct);
        inline.submit(new Callable<String>() {
            public String call() {
                return "inline on " + Thread.currentThread().getName();
            }
        });
        System.out.println(inline.poll().get());

        sched.shutdown();
        pool.shutdown();
        System.out.println("terminated = " + sched.awaitTermination(10, TimeUnit.SECONDS) + " "
                + pool.awaitTermination(10, TimeUnit.SECONDS));
    }
}
