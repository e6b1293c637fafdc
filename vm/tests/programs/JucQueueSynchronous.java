import java.util.*;
import java.util.concurrent.*;

// java.util.concurrent.SynchronousQueue, unfair (dual stack, LIFO) and fair (dual queue, FIFO):
// offer/poll without a partner fail at once or after their timeout, the collection view is
// always empty, hand-offs with exact checksums, the order in which parked putters are served,
// interrupted put/take, and the exceptions.
public class JucQueueSynchronous {
    static void awaitBlocked(Thread t) throws InterruptedException {
        while (true) {
            Thread.State s = t.getState();
            if (s == Thread.State.WAITING || s == Thread.State.TIMED_WAITING) return;
            Thread.sleep(1);
        }
    }

    static String ex(Throwable e) {
        return e.getClass().getName() + (e instanceof NullPointerException ? "" : ": " + e.getMessage());
    }

    static void run(final boolean fair) throws Exception {
        System.out.println("== fair=" + fair);
        final SynchronousQueue<Integer> q = new SynchronousQueue<Integer>(fair);
        System.out.println("offer alone " + q.offer(1) + " poll alone " + q.poll());
        System.out.println("timed offer " + q.offer(1, 20, TimeUnit.MILLISECONDS) + " timed poll " + q.poll(20, TimeUnit.MILLISECONDS));
        System.out.println("zero timeouts " + q.offer(1, 0, TimeUnit.SECONDS) + " " + q.poll(-5, TimeUnit.SECONDS));
        System.out.println("size=" + q.size() + " isEmpty=" + q.isEmpty() + " remaining=" + q.remainingCapacity()
                + " peek=" + q.peek() + " toString=" + q + " contains=" + q.contains(1) + " remove=" + q.remove(1)
                + " toArray=" + q.toArray().length + " iterator.hasNext=" + q.iterator().hasNext()
                + " containsAll(empty)=" + q.containsAll(new ArrayList<Integer>()) + " containsAll([1])=" + q.containsAll(Arrays.asList(1)));
        Integer[] arr = {7, 8};
        System.out.println("toArray(a) " + Arrays.toString(q.toArray(arr)));
        q.clear();
        try { q.element(); } catch (Exception e) { System.out.println("element -> " + ex(e)); }
        try { q.remove(); } catch (Exception e) { System.out.println("remove -> " + ex(e)); }
        try { q.add(1); } catch (Exception e) { System.out.println("add -> " + ex(e)); }
        try { q.put(null); } catch (Exception e) { System.out.println("put null -> " + ex(e)); }
        try { q.offer(null); } catch (Exception e) { System.out.println("offer null -> " + ex(e)); }
        try { q.drainTo(q); } catch (Exception e) { System.out.println("drainTo self -> " + ex(e)); }
        System.out.println("drainTo " + q.drainTo(new ArrayList<Integer>()));

        // a waiting taker makes offer succeed
        final Integer[] got = new Integer[1];
        Thread taker = new Thread(new Runnable() { public void run() {
            try { got[0] = q.take(); } catch (InterruptedException e) { got[0] = -1; }
        }});
        taker.start();
        awaitBlocked(taker);
        System.out.println("offer to waiting taker " + q.offer(42));
        taker.join();
        System.out.println("taker got " + got[0]);

        // a waiting putter makes poll succeed
        Thread putter = new Thread(new Runnable() { public void run() {
            try { q.put(43); } catch (InterruptedException e) { System.out.println("unexpected"); }
        }});
        putter.start();
        awaitBlocked(putter);
        System.out.println("poll from waiting putter " + q.poll() + " then " + q.poll());
        putter.join();

        // order in which three parked putters are served: LIFO unfair, FIFO fair
        Thread[] ps = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final int v = i + 1;
            ps[i] = new Thread(new Runnable() { public void run() {
                try { q.put(v); } catch (InterruptedException e) { System.out.println("unexpected"); }
            }});
            ps[i].start();
            awaitBlocked(ps[i]);
        }
        System.out.println("served " + q.take() + " " + q.take() + " " + q.poll(5, TimeUnit.SECONDS));
        for (Thread t : ps) t.join();

        // a timed-out putter leaves no trace; the next taker waits for a new putter
        System.out.println("timed offer again " + q.offer(5, 10, TimeUnit.MILLISECONDS) + " poll " + q.poll());

        // interrupts
        final String[] res = new String[2];
        Thread t1 = new Thread(new Runnable() { public void run() {
            try { q.take(); res[0] = "took"; } catch (InterruptedException e) { res[0] = "take interrupted, flag=" + Thread.currentThread().isInterrupted(); }
        }});
        t1.start();
        awaitBlocked(t1);
        t1.interrupt();
        t1.join();
        Thread t2 = new Thread(new Runnable() { public void run() {
            try { res[1] = "offer " + q.offer(9, 10, TimeUnit.SECONDS); } catch (InterruptedException e) { res[1] = "timed offer interrupted, flag=" + Thread.currentThread().isInterrupted(); }
        }});
        t2.start();
        awaitBlocked(t2);
        t2.interrupt();
        t2.join();
        System.out.println(res[0] + "; " + res[1] + "; poll after " + q.poll());
        Thread.currentThread().interrupt();
        try { q.put(1); } catch (InterruptedException e) { System.out.println("pre-interrupted put -> " + ex(e) + " flag=" + Thread.currentThread().isInterrupted()); }
        Thread.currentThread().interrupt();
        try { q.poll(1, TimeUnit.SECONDS); } catch (InterruptedException e) { System.out.println("pre-interrupted timed poll -> " + ex(e)); }
        Thread.currentThread().interrupt();
        System.out.println("pre-interrupted poll() " + q.poll() + " flag=" + Thread.interrupted());

        // hand-off with checksums: 3 producers, 3 consumers
        final int per = 300;
        final long[] sums = new long[3];
        Thread[] ts = new Thread[6];
        for (int p = 0; p < 3; p++) {
            final int base = p * per;
            ts[p] = new Thread(new Runnable() { public void run() {
                try {
                    for (int i = 1; i <= per; i++) {
                        if (i % 4 == 0) { while (!q.offer(base + i, 1, TimeUnit.MILLISECONDS)) { } }
                        else q.put(base + i);
                    }
                } catch (InterruptedException e) { throw new RuntimeException(e); }
            }});
        }
        for (int c = 0; c < 3; c++) {
            final int id = c;
            ts[3 + c] = new Thread(new Runnable() { public void run() {
                try {
                    for (int i = 0; i < per; i++) {
                        Integer x = (i % 5 == 0) ? q.poll(1, TimeUnit.MILLISECONDS) : q.take();
                        if (x == null) { i--; continue; }
                        sums[id] += x;
                    }
                } catch (InterruptedException e) { throw new RuntimeException(e); }
            }});
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        int total = 3 * per;
        System.out.println("hand-off sum=" + (sums[0] + sums[1] + sums[2]) + " expected=" + ((long) total * (total + 1) / 2));
    }

    public static void main(String[] args) throws Exception {
        run(false);
        run(true);
    }
}
