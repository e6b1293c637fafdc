import java.util.*;
import java.util.concurrent.*;

// java.util.concurrent.LinkedTransferQueue: an unbounded FIFO where put never blocks; transfer
// waits for a consumer, tryTransfer succeeds only with a waiting consumer (or within its
// timeout), waiting consumers are counted and served in order; remove/contains/iterators over
// the queued elements, drainTo, interrupts, and producers/consumers with exact checksums.
public class JucQueueTransfer {
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
        final LinkedTransferQueue<Integer> q = new LinkedTransferQueue<Integer>();
        System.out.println("empty " + q + " size=" + q.size() + " isEmpty=" + q.isEmpty() + " peek=" + q.peek() + " poll=" + q.poll()
                + " remaining=" + (q.remainingCapacity() == Integer.MAX_VALUE) + " waiting=" + q.hasWaitingConsumer() + "/" + q.getWaitingConsumerCount());
        try { q.remove(); } catch (Exception e) { System.out.println("remove -> " + ex(e)); }
        try { q.element(); } catch (Exception e) { System.out.println("element -> " + ex(e)); }
        try { q.offer(null); } catch (Exception e) { System.out.println("offer null -> " + ex(e)); }
        try { q.transfer(null); } catch (Exception e) { System.out.println("transfer null -> " + ex(e)); }
        try { q.tryTransfer(null); } catch (Exception e) { System.out.println("tryTransfer null -> " + ex(e)); }
        System.out.println("tryTransfer alone " + q.tryTransfer(1) + " timed " + q.tryTransfer(1, 15, TimeUnit.MILLISECONDS) + " size=" + q.size() + " " + q);
        System.out.println("timed poll " + q.poll(15, TimeUnit.MILLISECONDS) + " zero " + q.poll(0, TimeUnit.SECONDS));
        q.add(1); q.offer(2); q.put(3); q.offer(4, 1, TimeUnit.SECONDS);
        q.addAll(Arrays.asList(5, 6, 7));
        System.out.println("queued " + q + " size=" + q.size() + " peek=" + q.peek() + " element=" + q.element() + " contains(3)=" + q.contains(3) + " contains(9)=" + q.contains(9));
        System.out.println("remove(3)=" + q.remove((Object) 3) + " remove(9)=" + q.remove((Object) 9) + " remove(7)=" + q.remove((Object) 7) + " remove(1)=" + q.remove((Object) 1) + " " + q + " size=" + q.size());
        System.out.println("toArray " + Arrays.toString(q.toArray()) + " toArray(a) " + Arrays.toString(q.toArray(new Integer[6])));
        Iterator<Integer> it = q.iterator();
        while (it.hasNext()) if (it.next() % 2 == 0) it.remove();
        System.out.println("after it.remove " + q);
        try { q.iterator().remove(); } catch (Exception e) { System.out.println("it.remove first -> " + ex(e)); }
        q.add(8); q.add(9); q.add(10);
        it = q.iterator();
        StringBuilder sb = new StringBuilder();
        sb.append(it.next()).append(' ');
        q.poll(); q.poll();
        q.add(11);
        while (it.hasNext()) sb.append(it.next()).append(' ');
        System.out.println("iter over polls: " + sb + "queue " + q);
        List<Integer> out = new ArrayList<Integer>();
        System.out.println("drainTo 2 -> " + q.drainTo(out, 2) + " " + out + " all -> " + q.drainTo(out) + " " + out + " " + q + " isEmpty=" + q.isEmpty());
        try { q.drainTo(q); } catch (Exception e) { System.out.println("drainTo self -> " + ex(e)); }
        // (no self-containing queue: HotSpot 17's LinkedTransferQueue.toString recurses into it)
        System.out.println("from list " + new LinkedTransferQueue<Integer>(Arrays.asList(4, 5, 6)));

        // waiting consumers are counted and served in arrival order
        final String[] got = new String[3];
        Thread[] cs = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final int id = i;
            cs[i] = new Thread(new Runnable() { public void run() {
                try { got[id] = "c" + id + "=" + q.take(); } catch (InterruptedException e) { got[id] = "c" + id + " interrupted"; }
            }});
            cs[i].start();
            awaitBlocked(cs[i]);
        }
        System.out.println("waiting " + q.hasWaitingConsumer() + " " + q.getWaitingConsumerCount() + " size=" + q.size() + " isEmpty=" + q.isEmpty() + " peek=" + q.peek() + " " + q);
        System.out.println("tryTransfer to waiting " + q.tryTransfer(100));
        cs[0].join();
        q.transfer(101);
        cs[1].join();
        q.put(102);
        cs[2].join();
        System.out.println(Arrays.toString(got) + " waiting now " + q.getWaitingConsumerCount());

        // transfer waits until taken
        final LinkedTransferQueue<String> t = new LinkedTransferQueue<String>();
        final String[] res = new String[4];
        Thread producer = new Thread(new Runnable() { public void run() {
            try { t.transfer("parcel"); res[0] = "transfer returned"; } catch (InterruptedException e) { res[0] = "transfer interrupted"; }
        }});
        producer.start();
        awaitBlocked(producer);
        System.out.println("while transferring: size=" + t.size() + " " + t + " contains=" + t.contains("parcel") + " waiting consumer=" + t.hasWaitingConsumer());
        System.out.println("take " + t.take());
        producer.join();
        System.out.println(res[0] + " size=" + t.size());
        // timed tryTransfer taken in time
        Thread p2 = new Thread(new Runnable() { public void run() {
            try { res[1] = "tryTransfer " + t.tryTransfer("timed", 10, TimeUnit.SECONDS); } catch (InterruptedException e) { res[1] = "interrupted"; }
        }});
        p2.start();
        awaitBlocked(p2);
        System.out.println("poll " + t.poll());
        p2.join();
        System.out.println(res[1]);

        // interrupts: transfer, take, timed tryTransfer; the element of an interrupted transfer is gone
        Thread i1 = new Thread(new Runnable() { public void run() {
            try { t.transfer("lost"); res[2] = "transferred"; } catch (InterruptedException e) { res[2] = "transfer interrupted, flag=" + Thread.currentThread().isInterrupted(); }
        }});
        i1.start(); awaitBlocked(i1); i1.interrupt(); i1.join();
        System.out.println(res[2] + " size=" + t.size() + " " + t + " poll=" + t.poll());
        Thread i2 = new Thread(new Runnable() { public void run() {
            try { res[3] = "took " + t.take(); } catch (InterruptedException e) { res[3] = "take interrupted, flag=" + Thread.currentThread().isInterrupted(); }
        }});
        i2.start(); awaitBlocked(i2); i2.interrupt(); i2.join();
        System.out.println(res[3] + " waiting=" + t.getWaitingConsumerCount() + " tryTransfer now " + t.tryTransfer("x"));
        Thread.currentThread().interrupt();
        try { t.tryTransfer("y", 1, TimeUnit.SECONDS); } catch (InterruptedException e) { System.out.println("pre-interrupted tryTransfer -> " + ex(e) + " size=" + t.size()); }
        Thread.currentThread().interrupt();
        try { t.take(); } catch (InterruptedException e) { System.out.println("pre-interrupted take -> " + ex(e)); }

        // producers / consumers: put, transfer and tryTransfer against take and timed poll
        final LinkedTransferQueue<Integer> pc = new LinkedTransferQueue<Integer>();
        final int per = 400;
        final long[] sums = new long[3];
        Thread[] ts = new Thread[6];
        for (int p = 0; p < 3; p++) {
            final int base = p * per;
            final int kind = p;
            ts[p] = new Thread(new Runnable() { public void run() {
                try {
                    for (int i = 1; i <= per; i++) {
                        if (kind == 0) pc.put(base + i);
                        else if (kind == 1) pc.transfer(base + i);
                        else while (!pc.tryTransfer(base + i, 1, TimeUnit.MILLISECONDS)) { }
                    }
                } catch (InterruptedException e) { throw new RuntimeException(e); }
            }});
        }
        for (int c = 0; c < 3; c++) {
            final int id = c;
            ts[3 + c] = new Thread(new Runnable() { public void run() {
                try {
                    for (int i = 0; i < per; i++) {
                        Integer x = (i % 3 == 0) ? pc.poll(1, TimeUnit.MILLISECONDS) : pc.take();
                        if (x == null) { i--; continue; }
                        sums[id] += x;
                    }
                } catch (InterruptedException e) { throw new RuntimeException(e); }
            }});
        }
        for (Thread th : ts) th.start();
        for (Thread th : ts) th.join();
        int total = 3 * per;
        System.out.println("pc sum=" + (sums[0] + sums[1] + sums[2]) + " expected=" + ((long) total * (total + 1) / 2) + " size=" + pc.size() + " waiting=" + pc.getWaitingConsumerCount());
    }
}
