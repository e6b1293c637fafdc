import java.util.concurrent.*;
import java.util.concurrent.locks.ReentrantLock;

// Interrupting a thread blocked in the usual places: take() on each kind of BlockingQueue,
// put() on a full one, a timed poll, BlockingDeque.takeFirst, lockInterruptibly, Thread.sleep,
// Object.wait, Future.get, CountDownLatch.await, Semaphore.acquire. Each victim waits until it
// is really blocked (its state is WAITING/TIMED_WAITING), is interrupted, and prints what it
// caught and whether the interrupt status was cleared. Also the "restore the interrupt" idiom.
public class JucAppInterruptBlocked {
    interface Blocking {
        Object call() throws Exception;
    }

    static void victim(String what, final Blocking b) throws InterruptedException {
        final String[] res = new String[1];
        Thread t = new Thread(new Runnable() {
            public void run() {
                try {
                    Object o = b.call();
                    res[0] = "returned " + o;
                } catch (InterruptedException e) {
                    res[0] = "InterruptedException, flag " + Thread.currentThread().isInterrupted();
                } catch (Exception e) {
                    res[0] = e.getClass().getName();
                }
            }
        });
        t.start();
        Thread.State s;
        while ((s = t.getState()) != Thread.State.WAITING && s != Thread.State.TIMED_WAITING) Thread.yield();
        t.interrupt();
        t.join();
        System.out.println(what + ": " + res[0]);
    }

    public static void main(String[] args) throws Exception {
        victim("ArrayBlockingQueue.take", () -> new ArrayBlockingQueue<String>(1).take());
        victim("LinkedBlockingQueue.take", () -> new LinkedBlockingQueue<String>().take());
        victim("PriorityBlockingQueue.take", () -> new PriorityBlockingQueue<String>().take());
        victim("SynchronousQueue.take", () -> new SynchronousQueue<String>().take());
        victim("DelayQueue.take", () -> new DelayQueue<Delayed>().take());
        victim("LinkedTransferQueue.take", () -> new LinkedTransferQueue<String>().take());
        victim("LinkedBlockingDeque.takeFirst", () -> new LinkedBlockingDeque<String>().takeFirst());
        victim("LinkedBlockingQueue.poll(10s)", () -> new LinkedBlockingQueue<String>().poll(10, TimeUnit.SECONDS));
        final ArrayBlockingQueue<String> full = new ArrayBlockingQueue<String>(1);
        full.add("x");
        victim("ArrayBlockingQueue.put on full", () -> {
            full.put("y");
            return null;
        });
        System.out.println("full queue still " + full);
        victim("SynchronousQueue.put", () -> {
            new SynchronousQueue<String>().put("z");
            return null;
        });
        final ReentrantLock lock = new ReentrantLock();
        lock.lock();
        victim("lockInterruptibly", () -> {
            lock.lockInterruptibly();
            return "locked";
        });
        lock.unlock();
        victim("Thread.sleep", () -> {
            Thread.sleep(10000);
            return null;
        });
        final Object mon = new Object();
        victim("Object.wait", () -> {
            synchronized (mon) {
                mon.wait();
            }
            return null;
        });
        final CompletableFuture<String> never = new CompletableFuture<String>();
        victim("CompletableFuture.get", () -> never.get());
        final FutureTask<String> unrun = new FutureTask<String>(() -> "x");
        victim("FutureTask.get", () -> unrun.get());
        victim("CountDownLatch.await", () -> {
            new CountDownLatch(1).await();
            return null;
        });
        victim("Semaphore.acquire", () -> {
            new Semaphore(0).acquire();
            return null;
        });
        victim("CyclicBarrier.await", () -> new CyclicBarrier(2).await());
        victim("Exchanger.exchange", () -> new Exchanger<String>().exchange("a"));
        victim("Phaser.awaitAdvanceInterruptibly", () -> {
            Phaser p = new Phaser(2);
            return p.awaitAdvanceInterruptibly(p.arrive());
        });
        victim("Thread.join", () -> {
            Thread forever = new Thread(() -> {
                try {
                    Thread.sleep(100000);
                } catch (InterruptedException e) {
                }
            });
            forever.setDaemon(true);
            forever.start();
            forever.join();
            return null;
        });
        // ignoring the interrupt vs restoring it
        final LinkedBlockingQueue<String> q = new LinkedBlockingQueue<String>();
        final String[] after = new String[1];
        Thread restorer = new Thread(() -> {
            try {
                q.take();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            after[0] = "restored flag " + Thread.currentThread().isInterrupted() + ", next poll(1s) throws? ";
            try {
                q.poll(1, TimeUnit.SECONDS);
                after[0] += "no";
            } catch (InterruptedException e) {
                after[0] += "yes";
            }
        });
        restorer.start();
        while (restorer.getState() != Thread.State.WAITING) Thread.yield();
        restorer.interrupt();
        restorer.join();
        System.out.println(after[0]);
        Thread.currentThread().interrupt();
        System.out.println("offer while interrupted " + q.offer("a") + ", poll " + q.poll() + ", still interrupted " + Thread.interrupted());
    }
}
