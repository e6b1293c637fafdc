import java.util.*;
import java.util.concurrent.*;

// java.util.concurrent.LinkedBlockingQueue: the two-lock queue. Capacity limits, add/offer/put on
// a full queue, timed offer/poll timing out, exceptions and their messages, toString/toArray,
// remove(Object)/contains, drainTo, clear waking a blocked putter, iterators (remove, and
// surviving takes), interrupted put/take, and producers/consumers with exact checksums.
public class JucQueueLinked {
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

    public static void main(String[] args) throws Exception {
        // constructors
        for (int cap : new int[] {0, -1}) {
            try { new LinkedBlockingQueue<Integer>(cap); } catch (Exception e) { System.out.println("cap " + cap + " -> " + ex(e)); }
        }
        try { new LinkedBlockingQueue<Integer>(Arrays.asList(1, null, 3)); } catch (Exception e) { System.out.println("ctor null -> " + ex(e)); }
        LinkedBlockingQueue<Integer> fromList = new LinkedBlockingQueue<Integer>(Arrays.asList(5, 6, 7));
        System.out.println("from list " + fromList + " size=" + fromList.size() + " remaining=" + (fromList.remainingCapacity() == Integer.MAX_VALUE - 3));

        // bounded
        LinkedBlockingQueue<Integer> q = new LinkedBlockingQueue<Integer>(3);
        System.out.println("empty " + q + " isEmpty=" + q.isEmpty() + " peek=" + q.peek() + " poll=" + q.poll());
        try { q.element(); } catch (Exception e) { System.out.println("element -> " + ex(e)); }
        try { q.remove(); } catch (Exception e) { System.out.println("remove -> " + ex(e)); }
        System.out.println("add " + q.add(1) + " offer " + q.offer(2));
        q.put(3);
        System.out.println("full " + q + " size=" + q.size() + " remaining=" + q.remainingCapacity());
        System.out.println("offer when full " + q.offer(4));
        try { q.add(4); } catch (Exception e) { System.out.println("add when full -> " + ex(e)); }
        System.out.println("timed offer when full " + q.offer(4, 20, TimeUnit.MILLISECONDS));
        System.out.println("timed offer zero " + q.offer(4, 0, TimeUnit.MILLISECONDS));
        try { q.offer(null); } catch (Exception e) { System.out.println("offer null -> " + ex(e)); }
        try { q.put(null); } catch (Exception e) { System.out.println("put null -> " + ex(e)); }
        try { q.add(null); } catch (Exception e) { System.out.println("add null -> " + ex(e)); }
        System.out.println("peek=" + q.peek() + " element=" + q.element() + " contains2=" + q.contains(2) + " contains9=" + q.contains(9) + " containsNull=" + q.contains(null));
        System.out.println("remove(2)=" + q.remove((Object) 2) + " remove(9)=" + q.remove((Object) 9) + " removeNull=" + q.remove(null) + " -> " + q);
        System.out.println("take=" + q.take() + " poll=" + q.poll() + " poll=" + q.poll());
        System.out.println("timed poll empty " + q.poll(20, TimeUnit.MILLISECONDS));
        System.out.println("timed poll zero " + q.poll(0, TimeUnit.SECONDS));

        // toArray
        LinkedBlockingQueue<String> s = new LinkedBlockingQueue<String>();
        for (String x : "a b c d".split(" ")) s.add(x);
        System.out.println("toArray " + Arrays.toString(s.toArray()));
        String[] big = {"x", "x", "x", "x", "x", "x"};
        System.out.println("toArray(big) " + Arrays.toString(s.toArray(big)) + " same=" + (s.toArray(big) == big));
        String[] small = s.toArray(new String[1]);
        System.out.println("toArray(small) " + Arrays.toString(small) + " len=" + small.length + " type=" + small.getClass().getSimpleName());
        LinkedBlockingQueue<Object> self = new LinkedBlockingQueue<Object>();
        self.add("x");
        self.add(self);
        System.out.println("self " + self);

        // iterator with remove
        Iterator<String> it = s.iterator();
        while (it.hasNext()) {
            String x = it.next();
            if (x.equals("b") || x.equals("d")) it.remove();
        }
        System.out.println("after it.remove " + s + " size=" + s.size());
        try { s.iterator().remove(); } catch (Exception e) { System.out.println("it.remove first -> " + ex(e)); }
        Iterator<String> it2 = s.iterator();
        it2.next();
        it2.remove();
        try { it2.remove(); } catch (Exception e) { System.out.println("it.remove twice -> " + ex(e)); }
        System.out.println("now " + s);
        s.add("e");
        s.add("f");
        // weakly consistent: takes while iterating
        LinkedBlockingQueue<Integer> w = new LinkedBlockingQueue<Integer>();
        for (int i = 1; i <= 8; i++) w.add(i);
        Iterator<Integer> wi = w.iterator();
        StringBuilder seen = new StringBuilder();
        seen.append(wi.next()).append(' ');
        w.take(); w.take(); w.take(); w.take();
        w.add(9);
        while (wi.hasNext()) seen.append(wi.next()).append(' ');
        System.out.println("iter over takes: " + seen + "queue " + w);
        Iterator<Integer> wj = w.iterator();
        wj.next();
        w.clear();
        System.out.println("after clear hasNext=" + wj.hasNext() + " next=" + wj.next() + " hasNext=" + wj.hasNext());
        wj.remove(); // the element is already gone: nothing happens
        try { wj.next(); } catch (NoSuchElementException e) { System.out.println("exhausted -> " + ex(e)); }
        w.add(100);
        Iterator<Integer> wk = w.iterator();
        w.remove((Object) 100);
        w.add(101);
        System.out.println("removed-in-middle: " + wk.next() + " " + wk.hasNext() + (wk.hasNext() ? " " + wk.next() : ""));

        // drainTo
        LinkedBlockingQueue<Integer> d = new LinkedBlockingQueue<Integer>(10);
        for (int i = 0; i < 10; i++) d.add(i);
        List<Integer> out = new ArrayList<Integer>();
        System.out.println("drainTo 3 -> " + d.drainTo(out, 3) + " " + out + " left " + d);
        System.out.println("drainTo 0 -> " + d.drainTo(out, 0) + " drainTo -1 -> " + d.drainTo(out, -1));
        System.out.println("drainTo all -> " + d.drainTo(out) + " " + out + " left " + d + " remaining=" + d.remainingCapacity());
        try { d.drainTo(d); } catch (Exception e) { System.out.println("drainTo self -> " + ex(e)); }
        try { d.drainTo(null); } catch (Exception e) { System.out.println("drainTo null -> " + ex(e)); }
        try { d.drainTo(d, 0); } catch (Exception e) { System.out.println("drainTo self 0 -> " + ex(e)); }
        System.out.println("drainTo empty -> " + d.drainTo(out));

        // put blocks on a full queue until a take; clear wakes a blocked putter
        final LinkedBlockingQueue<Integer> f = new LinkedBlockingQueue<Integer>(2);
        f.put(1); f.put(2);
        Thread putter = new Thread(new Runnable() { public void run() {
            try { f.put(3); f.put(4); } catch (InterruptedException e) { System.out.println("unexpected"); }
        }});
        putter.start();
        awaitBlocked(putter);
        System.out.println("take while putter blocked " + f.take());
        while (!f.contains(3)) Thread.sleep(1); // the putter got in 3 and is putting 4
        awaitBlocked(putter);
        f.clear();
        putter.join();
        System.out.println("after clear and putter " + f + " size=" + f.size());

        // interrupts
        final LinkedBlockingQueue<Integer> e = new LinkedBlockingQueue<Integer>(1);
        final String[] res = new String[3];
        Thread taker = new Thread(new Runnable() { public void run() {
            try { res[0] = "took " + e.take(); } catch (InterruptedException ie) { res[0] = "take interrupted, flag=" + Thread.currentThread().isInterrupted(); }
        }});
        taker.start();
        awaitBlocked(taker);
        taker.interrupt();
        taker.join();
        System.out.println(res[0]);
        e.put(1);
        Thread blockedPut = new Thread(new Runnable() { public void run() {
            try { e.put(2); res[1] = "put done"; } catch (InterruptedException ie) { res[1] = "put interrupted, flag=" + Thread.currentThread().isInterrupted(); }
        }});
        blockedPut.start();
        awaitBlocked(blockedPut);
        blockedPut.interrupt();
        blockedPut.join();
        System.out.println(res[1] + " queue " + e);
        Thread timed = new Thread(new Runnable() { public void run() {
            try { res[2] = "offer " + e.offer(2, 10, TimeUnit.SECONDS); } catch (InterruptedException ie) { res[2] = "timed offer interrupted"; }
        }});
        timed.start();
        awaitBlocked(timed);
        timed.interrupt();
        timed.join();
        System.out.println(res[2]);
        Thread.currentThread().interrupt();
        try { e.poll(1, TimeUnit.SECONDS); System.out.println("no throw"); } catch (InterruptedException ie) { System.out.println("pre-interrupted poll -> " + ex(ie)); }
        Thread.currentThread().interrupt();
        try { e.take(); System.out.println("no throw"); } catch (InterruptedException ie) { System.out.println("pre-interrupted take -> " + ex(ie)); }
        Thread.currentThread().interrupt();
        System.out.println("pre-interrupted offer " + e.offer(5) + " poll " + e.poll() + " flag " + Thread.interrupted());

        // producers / consumers with exact checksums
        final LinkedBlockingQueue<Integer> pc = new LinkedBlockingQueue<Integer>(8);
        final int producers = 4, consumers = 3, perProducer = 600;
        final int total = producers * perProducer;
        final long[] sums = new long[consumers];
        final int[] counts = new int[consumers];
        Thread[] ts = new Thread[producers + consumers];
        for (int p = 0; p < producers; p++) {
            final int base = p * perProducer;
            ts[p] = new Thread(new Runnable() { public void run() {
                try {
                    for (int i = 1; i <= perProducer; i++) {
                        if ((i & 1) == 0) pc.put(base + i);
                        else while (!pc.offer(base + i, 1, TimeUnit.MILLISECONDS)) { }
                    }
                } catch (InterruptedException ie) { throw new RuntimeException(ie); }
            }});
        }
        for (int c = 0; c < consumers; c++) {
            final int id = c;
            final int mine = total / consumers;
            ts[producers + c] = new Thread(new Runnable() { public void run() {
                try {
                    for (int i = 0; i < mine; i++) {
                        Integer x = (i % 3 == 0) ? pc.take() : pc.poll(1, TimeUnit.SECONDS);
                        if (x == null) { i--; continue; }
                        sums[id] += x;
                        counts[id]++;
                    }
                } catch (InterruptedException ie) { throw new RuntimeException(ie); }
            }});
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        long sum = 0; int n = 0;
        for (int c = 0; c < consumers; c++) { sum += sums[c]; n += counts[c]; }
        System.out.println("pc count=" + n + " sum=" + sum + " expected=" + ((long) total * (total + 1) / 2) + " left=" + pc.size());
    }
}
