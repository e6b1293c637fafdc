import java.util.*;
import java.util.concurrent.*;

// java.util.concurrent.DelayQueue: elements come out in delay order once expired (delays of tens
// of milliseconds; only the order is printed), poll/drainTo see only expired elements, peek sees
// the head even unexpired, timed poll gives up, several takers (leader-follower) each get one
// element, a new earlier head wakes a waiting taker, iterators and remove, interrupts.
public class JucQueueDelay {
    static final long T0 = System.nanoTime();

    static final class Job implements Delayed {
        final String name;
        final long at;
        Job(String name, long delayMs) { this.name = name; this.at = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(delayMs); }
        public long getDelay(TimeUnit unit) { return unit.convert(at - System.nanoTime(), TimeUnit.NANOSECONDS); }
        public int compareTo(Delayed o) { return Long.compare(at, ((Job) o).at); }
        public String toString() { return name; }
    }

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
        DelayQueue<Job> q = new DelayQueue<Job>();
        System.out.println("empty " + q + " size=" + q.size() + " peek=" + q.peek() + " poll=" + q.poll() + " remaining=" + (q.remainingCapacity() == Integer.MAX_VALUE));
        try { q.remove(); } catch (Exception e) { System.out.println("remove -> " + ex(e)); }
        try { q.element(); } catch (Exception e) { System.out.println("element -> " + ex(e)); }
        try { q.add(null); } catch (Exception e) { System.out.println("add null -> " + ex(e)); }
        // (elements that must still be unexpired get delays of seconds, so a slow machine cannot expire them)
        Job now = new Job("now", -5);
        Job far = new Job("far", 10000);
        q.add(far);
        q.add(now);
        System.out.println("size=" + q.size() + " peek=" + q.peek());
        System.out.println("poll expired " + q.poll() + " poll unexpired " + q.poll() + " peek " + q.peek());
        List<Job> out = new ArrayList<Job>();
        System.out.println("drainTo unexpired " + q.drainTo(out) + " " + out);
        System.out.println("timed poll too short " + q.poll(5, TimeUnit.MILLISECONDS));
        System.out.println("remove far " + q.remove(far) + " size=" + q.size());
        q.add(new Job("c", 90));
        q.put(new Job("a", 30));
        q.offer(new Job("d", 120));
        q.offer(new Job("b", 60), 1, TimeUnit.SECONDS);
        StringBuilder order = new StringBuilder();
        for (int i = 0; i < 4; i++) order.append(q.take()).append(' ');
        System.out.println("take order " + order.toString().trim() + " size=" + q.size());

        // drainTo takes only the expired ones
        q.add(new Job("x1", -1)); q.add(new Job("x2", -2)); q.add(new Job("later", 10000));
        out.clear();
        System.out.println("drainTo max 1 " + q.drainTo(out, 1) + " " + out + " drainTo " + q.drainTo(out) + " " + out + " size=" + q.size() + " " + q.drainTo(out, 0));
        try { q.drainTo(q); } catch (Exception e) { System.out.println("drainTo self -> " + ex(e)); }
        try { q.drainTo(null); } catch (Exception e) { System.out.println("drainTo null -> " + ex(e)); }
        Job later = q.peek();
        System.out.println("contains later " + q.contains(later) + " remove " + q.remove(later) + " size=" + q.size() + " remove again " + q.remove(later));

        // iterator (snapshot) with remove, toArray, toString
        Job j1 = new Job("j1", 10000), j2 = new Job("j2", 20000), j3 = new Job("j3", 30000);
        q.add(j3); q.add(j1); q.add(j2);
        System.out.println("toString " + q + " toArray " + Arrays.toString(q.toArray()) + " toArray(a) " + Arrays.toString(q.toArray(new Job[4])));
        Iterator<Job> it = q.iterator();
        while (it.hasNext()) if (it.next() == j2) it.remove();
        System.out.println("after it.remove " + q);
        try { q.iterator().remove(); } catch (Exception e) { System.out.println("it.remove first -> " + ex(e)); }
        q.clear();
        System.out.println("cleared " + q + " size=" + q.size());

        // several takers: each gets one element, in delay order of hand-out
        final DelayQueue<Job> d = new DelayQueue<Job>();
        final String[] got = new String[3];
        Thread[] takers = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final int id = i;
            takers[i] = new Thread(new Runnable() { public void run() {
                try { got[id] = d.take().name; } catch (InterruptedException e) { got[id] = "interrupted"; }
            }});
            takers[i].start();
            awaitBlocked(takers[i]);
        }
        d.add(new Job("t3", 80)); d.add(new Job("t1", 20)); d.add(new Job("t2", 50));
        for (Thread t : takers) t.join();
        List<String> all = new ArrayList<String>(Arrays.asList(got));
        Collections.sort(all);
        System.out.println("takers got " + all + " left " + d.size());

        // a waiting taker is woken by an earlier head
        d.add(new Job("far", 10000));
        final String[] res = new String[2];
        Thread w = new Thread(new Runnable() { public void run() {
            try { res[0] = d.take().name; } catch (InterruptedException e) { res[0] = "interrupted"; }
        }});
        w.start(); awaitBlocked(w);
        d.add(new Job("near", 20));
        w.join();
        System.out.println("woken taker got " + res[0] + " left " + d);

        // interrupts: take waiting for an unexpired head, timed poll on empty
        Thread i1 = new Thread(new Runnable() { public void run() {
            try { res[0] = "took " + d.take(); } catch (InterruptedException e) { res[0] = "take interrupted, flag=" + Thread.currentThread().isInterrupted(); }
        }});
        i1.start(); awaitBlocked(i1); i1.interrupt(); i1.join();
        d.clear();
        Thread i2 = new Thread(new Runnable() { public void run() {
            try { res[1] = "polled " + d.poll(10, TimeUnit.SECONDS); } catch (InterruptedException e) { res[1] = "poll interrupted, flag=" + Thread.currentThread().isInterrupted(); }
        }});
        i2.start(); awaitBlocked(i2); i2.interrupt(); i2.join();
        System.out.println(res[0] + "; " + res[1]);
        Thread.currentThread().interrupt();
        try { d.take(); } catch (InterruptedException e) { System.out.println("pre-interrupted take -> " + ex(e)); }

        // timed poll that waits for the head to expire
        d.add(new Job("soon", 30));
        System.out.println("timed poll long enough " + d.poll(5, TimeUnit.SECONDS));
        DelayQueue<Job> fromList = new DelayQueue<Job>(Arrays.asList(new Job("q2", -1), new Job("q1", -2)));
        System.out.println("from list " + fromList.poll() + " " + fromList.poll() + " " + fromList.poll());
    }
}
