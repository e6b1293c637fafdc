import java.util.*;
import java.util.concurrent.*;

// java.util.concurrent.ArrayBlockingQueue: one lock, two conditions, a circular array (fair and
// non-fair). Capacity, the Collection constructor, add/offer/put on a full queue, timeouts,
// remove from the middle with wrap-around, toString/toArray, drainTo, clear waking putters,
// weakly consistent iterators (takes, removals, insertions and emptying while iterating),
// interrupts, and producers/consumers with exact checksums.
public class JucQueueArray {
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

    static String iterate(Iterator<?> it) {
        StringBuilder sb = new StringBuilder();
        while (it.hasNext()) sb.append(it.next()).append(' ');
        return sb.toString().trim();
    }

    public static void main(String[] args) throws Exception {
        for (int cap : new int[] {0, -3}) {
            try { new ArrayBlockingQueue<Integer>(cap); } catch (Exception e) { System.out.println("cap " + cap + " -> " + ex(e)); }
        }
        try { new ArrayBlockingQueue<Integer>(2, false, Arrays.asList(1, 2, 3)); } catch (Exception e) { System.out.println("ctor too many -> " + ex(e)); }
        try { new ArrayBlockingQueue<Integer>(5, true, Arrays.asList(1, null)); } catch (Exception e) { System.out.println("ctor null -> " + ex(e)); }
        ArrayBlockingQueue<Integer> full = new ArrayBlockingQueue<Integer>(3, true, Arrays.asList(1, 2, 3));
        System.out.println("ctor full " + full + " remaining=" + full.remainingCapacity());
        full.poll();
        full.add(4);
        System.out.println("after wrap " + full + " peek=" + full.peek());

        ArrayBlockingQueue<Integer> q = new ArrayBlockingQueue<Integer>(4);
        System.out.println("empty " + q + " peek=" + q.peek() + " poll=" + q.poll() + " size=" + q.size());
        try { q.remove(); } catch (Exception e) { System.out.println("remove -> " + ex(e)); }
        try { q.element(); } catch (Exception e) { System.out.println("element -> " + ex(e)); }
        for (int i = 1; i <= 4; i++) q.put(i);
        System.out.println("full " + q + " offer=" + q.offer(5) + " timed=" + q.offer(5, 15, TimeUnit.MILLISECONDS));
        try { q.add(5); } catch (Exception e) { System.out.println("add full -> " + ex(e)); }
        try { q.offer(null); } catch (Exception e) { System.out.println("offer null -> " + ex(e)); }
        try { q.put(null); } catch (Exception e) { System.out.println("put null -> " + ex(e)); }
        // wrap around, then remove from the middle
        q.take(); q.take(); q.add(5); q.add(6);
        System.out.println("wrapped " + q + " toArray " + Arrays.toString(q.toArray()));
        System.out.println("remove(5)=" + q.remove((Object) 5) + " " + q + " remove(3)=" + q.remove((Object) 3) + " " + q + " remove(6)=" + q.remove((Object) 6) + " " + q + " remove(9)=" + q.remove((Object) 9));
        q.add(7); q.add(8); q.add(9);
        System.out.println("after adds " + q + " contains(8)=" + q.contains(8) + " contains(null)=" + q.contains(null) + " remaining=" + q.remainingCapacity());
        Integer[] big = new Integer[6];
        Arrays.fill(big, -1);
        System.out.println("toArray(big) " + Arrays.toString(q.toArray(big)) + " toArray(small) " + Arrays.toString(q.toArray(new Integer[0])));
        System.out.println("timed poll " + new ArrayBlockingQueue<String>(1).poll(15, TimeUnit.MILLISECONDS));
        ArrayBlockingQueue<Object> self = new ArrayBlockingQueue<Object>(2);
        self.add(self);
        System.out.println("self " + self);

        // iterators
        ArrayBlockingQueue<Integer> a = new ArrayBlockingQueue<Integer>(6);
        for (int i = 1; i <= 6; i++) a.add(i);
        Iterator<Integer> it = a.iterator();
        StringBuilder sb = new StringBuilder();
        sb.append(it.next()).append(' ');
        a.take(); a.take(); a.take();
        a.add(7); a.add(8);
        while (it.hasNext()) sb.append(it.next()).append(' ');
        System.out.println("iter over takes: " + sb + "queue " + a);
        it = a.iterator();
        while (it.hasNext()) { int x = it.next(); if (x % 2 == 0) it.remove(); }
        System.out.println("it.remove evens " + a + " size=" + a.size());
        try { a.iterator().remove(); } catch (Exception e) { System.out.println("it.remove first -> " + ex(e)); }
        it = a.iterator();
        it.next(); it.remove();
        try { it.remove(); } catch (Exception e) { System.out.println("it.remove twice -> " + ex(e)); }
        System.out.println("now " + a);
        // an iterator at the end does not see later insertions
        it = a.iterator();
        it.next();
        a.add(10);
        System.out.println("at end: " + iterate(it) + " queue " + a);
        // an iterator not at the end does
        it = a.iterator();
        a.add(11);
        System.out.println("not at end: " + iterate(it));
        // removal in the middle while iterating
        it = a.iterator();
        sb = new StringBuilder();
        sb.append(it.next()).append(' ');
        a.remove((Object) 10);
        System.out.println("middle removal: " + sb + iterate(it) + " queue " + a);
        // emptying ends an iterator after its promised element
        it = a.iterator();
        it.next();
        a.clear();
        a.add(20);
        System.out.println("after clear: " + iterate(it) + " queue " + a);
        it.remove(); // already gone: nothing happens
        try { it.next(); } catch (NoSuchElementException e) { System.out.println("exhausted -> " + ex(e)); }
        System.out.println("empty iterator " + new ArrayBlockingQueue<Integer>(3).iterator().hasNext());

        // drainTo
        ArrayBlockingQueue<Integer> d = new ArrayBlockingQueue<Integer>(5);
        for (int i = 0; i < 5; i++) d.add(i);
        d.poll(); d.poll(); d.add(5); d.add(6); // wrapped
        List<Integer> out = new ArrayList<Integer>();
        System.out.println("drainTo 2 -> " + d.drainTo(out, 2) + " " + out + " left " + d);
        System.out.println("drainTo all -> " + d.drainTo(out) + " " + out + " left " + d + " " + d.drainTo(out, 0));
        try { d.drainTo(d); } catch (Exception e) { System.out.println("drainTo self -> " + ex(e)); }
        try { d.drainTo(null, 1); } catch (Exception e) { System.out.println("drainTo null -> " + ex(e)); }

        // clear and drainTo wake blocked putters
        final ArrayBlockingQueue<Integer> f = new ArrayBlockingQueue<Integer>(2, true);
        f.add(1); f.add(2);
        Thread[] putters = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int v = 10 + i;
            putters[i] = new Thread(new Runnable() { public void run() {
                try { f.put(v); } catch (InterruptedException e) { System.out.println("unexpected"); }
            }});
            putters[i].start();
            awaitBlocked(putters[i]);
        }
        f.clear();
        for (Thread t : putters) t.join();
        // (AQS would hand the lock to them in FIFO order; print sorted so the test does not depend on it)
        Object[] woke = f.toArray();
        Arrays.sort(woke);
        System.out.println("clear woke both putters " + Arrays.toString(woke));

        // interrupts
        final ArrayBlockingQueue<Integer> e = new ArrayBlockingQueue<Integer>(1);
        final String[] res = new String[3];
        Thread taker = new Thread(new Runnable() { public void run() {
            try { e.take(); res[0] = "took"; } catch (InterruptedException ie) { res[0] = "take interrupted, flag=" + Thread.currentThread().isInterrupted(); }
        }});
        taker.start(); awaitBlocked(taker); taker.interrupt(); taker.join();
        e.add(1);
        Thread putter = new Thread(new Runnable() { public void run() {
            try { e.put(2); res[1] = "put"; } catch (InterruptedException ie) { res[1] = "put interrupted, flag=" + Thread.currentThread().isInterrupted(); }
        }});
        putter.start(); awaitBlocked(putter); putter.interrupt(); putter.join();
        Thread poller = new Thread(new Runnable() { public void run() {
            try { e.take(); res[2] = "" + e.poll(10, TimeUnit.SECONDS); } catch (InterruptedException ie) { res[2] = "timed poll interrupted"; }
        }});
        poller.start(); awaitBlocked(poller); poller.interrupt(); poller.join();
        System.out.println(res[0] + "; " + res[1] + "; " + res[2] + "; queue " + e);
        Thread.currentThread().interrupt();
        try { e.offer(3, 1, TimeUnit.SECONDS); } catch (InterruptedException ie) { System.out.println("pre-interrupted timed offer -> " + ex(ie)); }
        Thread.currentThread().interrupt();
        System.out.println("pre-interrupted offer " + e.offer(3) + " poll " + e.poll() + " flag " + Thread.interrupted());

        // producers / consumers, fair and non-fair
        for (final boolean fair : new boolean[] {false, true}) {
            final ArrayBlockingQueue<Integer> pc = new ArrayBlockingQueue<Integer>(5, fair);
            final int per = 500;
            final long[] sums = new long[3];
            Thread[] ts = new Thread[6];
            for (int p = 0; p < 3; p++) {
                final int base = p * per;
                ts[p] = new Thread(new Runnable() { public void run() {
                    try {
                        for (int i = 1; i <= per; i++) {
                            if (i % 3 == 0) { while (!pc.offer(base + i, 1, TimeUnit.MILLISECONDS)) { } }
                            else pc.put(base + i);
                        }
                    } catch (InterruptedException ie) { throw new RuntimeException(ie); }
                }});
            }
            for (int c = 0; c < 3; c++) {
                final int id = c;
                ts[3 + c] = new Thread(new Runnable() { public void run() {
                    try {
                        for (int i = 0; i < per; i++) {
                            Integer x = (i % 4 == 0) ? pc.poll(1, TimeUnit.MILLISECONDS) : pc.take();
                            if (x == null) { i--; continue; }
                            sums[id] += x;
                        }
                    } catch (InterruptedException ie) { throw new RuntimeException(ie); }
                }});
            }
            for (Thread t : ts) t.start();
            for (Thread t : ts) t.join();
            int total = 3 * per;
            System.out.println("fair=" + fair + " sum=" + (sums[0] + sums[1] + sums[2]) + " expected=" + ((long) total * (total + 1) / 2) + " left=" + pc.size());
        }
    }
}
