import java.util.*;
import java.util.concurrent.*;

// java.util.concurrent.PriorityBlockingQueue: natural order and a Comparator, the heap's array
// order as toString/toArray show it, growth past the initial capacity, the Collection
// constructors (SortedSet, another PriorityBlockingQueue, a plain list), exceptions, snapshot
// iterators with remove, drainTo in priority order, take blocking until an offer, interrupts, and
// concurrent producers with exact checksums and a sorted result.
public class JucQueuePriority {
    static void awaitBlocked(Thread t) throws InterruptedException {
        while (true) {
            Thread.State s = t.getState();
            if (s == Thread.State.WAITING || s == Thread.State.TIMED_WAITING) return;
            Thread.sleep(1);
        }
    }

    static String ex(Throwable e) {
        return e.getClass().getName() + (e instanceof NullPointerException || e instanceof ClassCastException ? "" : ": " + e.getMessage());
    }

    static <E> String drain(PriorityBlockingQueue<E> q) {
        StringBuilder sb = new StringBuilder();
        E x;
        while ((x = q.poll()) != null) sb.append(x).append(' ');
        return sb.toString().trim();
    }

    static final class Task {
        final String name; final int prio;
        Task(String name, int prio) { this.name = name; this.prio = prio; }
        public String toString() { return name + ":" + prio; }
    }

    public static void main(String[] args) throws Exception {
        try { new PriorityBlockingQueue<Integer>(0); } catch (Exception e) { System.out.println("cap 0 -> " + ex(e)); }
        try { new PriorityBlockingQueue<Integer>(0, null); } catch (Exception e) { System.out.println("cap 0 cmp -> " + ex(e)); }
        PriorityBlockingQueue<Integer> q = new PriorityBlockingQueue<Integer>(2);
        System.out.println("empty " + q + " peek=" + q.peek() + " poll=" + q.poll() + " size=" + q.size() + " remaining=" + q.remainingCapacity() + " comparator=" + q.comparator());
        try { q.element(); } catch (Exception e) { System.out.println("element -> " + ex(e)); }
        try { q.remove(); } catch (Exception e) { System.out.println("remove -> " + ex(e)); }
        try { q.offer(null); } catch (Exception e) { System.out.println("offer null -> " + ex(e)); }
        int[] vals = {50, 20, 80, 10, 30, 70, 90, 60, 40, 15, 25, 85, 5, 95, 55, 45, 35, 65, 75, 1};
        for (int i = 0; i < vals.length; i++) {
            if (i % 4 == 0) q.add(vals[i]);
            else if (i % 4 == 1) q.offer(vals[i]);
            else if (i % 4 == 2) q.put(vals[i]);
            else q.offer(vals[i], 1, TimeUnit.SECONDS);
        }
        System.out.println("heap " + q + " size=" + q.size() + " peek=" + q.peek());
        System.out.println("toArray " + Arrays.toString(q.toArray()));
        Integer[] big = new Integer[22];
        Arrays.fill(big, -1);
        System.out.println("toArray(big) " + Arrays.toString(q.toArray(big)));
        System.out.println("toArray(small) " + Arrays.toString(q.toArray(new Integer[0])));
        System.out.println("contains(70)=" + q.contains(70) + " contains(71)=" + q.contains(71) + " contains(null)=" + q.contains(null));
        System.out.println("remove(70)=" + q.remove((Object) 70) + " remove(71)=" + q.remove((Object) 71) + " remove(null)=" + q.remove(null) + " -> " + q);
        Iterator<Integer> it = q.iterator();
        while (it.hasNext()) if (it.next() % 20 == 0) it.remove();
        System.out.println("after it.remove " + q);
        try { q.iterator().remove(); } catch (Exception e) { System.out.println("it.remove first -> " + ex(e)); }
        it = q.iterator();
        it.next();
        q.clear();
        q.add(3);
        StringBuilder sb = new StringBuilder();
        while (it.hasNext()) sb.append(it.next()).append(' ');
        System.out.println("snapshot after clear: " + sb.toString().trim() + " queue " + q);
        q.clear();
        for (int v : vals) q.add(v);
        List<Integer> out = new ArrayList<Integer>();
        System.out.println("drainTo 5 -> " + q.drainTo(out, 5) + " " + out + " peek=" + q.peek());
        System.out.println("drainTo all -> " + q.drainTo(out) + " " + out + " " + q + " " + q.drainTo(out, 0));
        try { q.drainTo(q); } catch (Exception e) { System.out.println("drainTo self -> " + ex(e)); }

        // comparator: reverse, and a stable-by-name tie break
        PriorityBlockingQueue<String> r = new PriorityBlockingQueue<String>(11, Collections.<String>reverseOrder());
        for (String s : "pear apple fig banana kiwi cherry date".split(" ")) r.add(s);
        System.out.println("reverse heap " + r + " comparator is reverse=" + (r.comparator() == Collections.reverseOrder()));
        System.out.println("reverse order " + drain(r));
        PriorityBlockingQueue<Task> tasks = new PriorityBlockingQueue<Task>(4, new Comparator<Task>() {
            public int compare(Task a, Task b) {
                return a.prio != b.prio ? Integer.compare(b.prio, a.prio) : a.name.compareTo(b.name);
            }
        });
        String[] names = {"write", "read", "exec", "sync", "idle", "boot", "halt"};
        int[] prios = {2, 5, 2, 9, 0, 9, 5};
        for (int i = 0; i < names.length; i++) tasks.put(new Task(names[i], prios[i]));
        System.out.println("tasks " + tasks);
        System.out.println("tasks by priority " + drain(tasks));

        // Collection constructors
        TreeSet<Integer> ts = new TreeSet<Integer>(Collections.<Integer>reverseOrder());
        ts.addAll(Arrays.asList(3, 1, 4, 1, 5, 9, 2, 6));
        PriorityBlockingQueue<Integer> fromSorted = new PriorityBlockingQueue<Integer>(ts);
        System.out.println("from SortedSet " + fromSorted + " keeps comparator=" + (fromSorted.comparator() != null));
        PriorityBlockingQueue<Integer> fromList = new PriorityBlockingQueue<Integer>(Arrays.asList(9, 8, 7, 6, 5, 4, 3, 2, 1));
        System.out.println("from list (heapified) " + fromList);
        PriorityBlockingQueue<Integer> fromPbq = new PriorityBlockingQueue<Integer>(fromSorted);
        System.out.println("from PBQ " + fromPbq + " " + drain(fromPbq));
        try { new PriorityBlockingQueue<Integer>(Arrays.asList(1, null, 2)); } catch (Exception e) { System.out.println("ctor null -> " + ex(e)); }
        try { new PriorityBlockingQueue<Integer>(Arrays.asList((Integer) null)); } catch (Exception e) { System.out.println("ctor single null -> " + ex(e)); }
        PriorityBlockingQueue<Object> bad = new PriorityBlockingQueue<Object>();
        try { bad.add(new Object()); } catch (Exception e) { System.out.println("not comparable -> " + ex(e) + " size=" + bad.size()); }
        bad.add("s");
        try { bad.add(1); } catch (Exception e) { System.out.println("not mutually comparable -> " + ex(e) + " size=" + bad.size() + " " + bad); }

        // take blocks until an offer; interrupts; timed poll
        final PriorityBlockingQueue<Integer> b = new PriorityBlockingQueue<Integer>();
        final String[] res = new String[2];
        Thread taker = new Thread(new Runnable() { public void run() {
            try { res[0] = "took " + b.take(); } catch (InterruptedException e) { res[0] = "interrupted"; }
        }});
        taker.start(); awaitBlocked(taker);
        b.add(42);
        taker.join();
        Thread t2 = new Thread(new Runnable() { public void run() {
            try { res[1] = "polled " + b.poll(10, TimeUnit.SECONDS); } catch (InterruptedException e) { res[1] = "timed poll interrupted, flag=" + Thread.currentThread().isInterrupted(); }
        }});
        t2.start(); awaitBlocked(t2); t2.interrupt(); t2.join();
        System.out.println(res[0] + "; " + res[1] + "; timed poll empty " + b.poll(10, TimeUnit.MILLISECONDS) + " zero " + b.poll(0, TimeUnit.MILLISECONDS));
        Thread.currentThread().interrupt();
        try { b.take(); } catch (InterruptedException e) { System.out.println("pre-interrupted take -> " + ex(e)); }
        Thread.currentThread().interrupt();
        b.put(1); // never blocks, so never interrupted
        System.out.println("put while interrupted ok, flag " + Thread.interrupted() + " poll " + b.poll());

        // concurrent producers and consumers
        final PriorityBlockingQueue<Integer> pc = new PriorityBlockingQueue<Integer>(3);
        final int per = 400;
        final long[] sums = new long[2];
        Thread[] th = new Thread[6];
        for (int p = 0; p < 4; p++) {
            final int base = p;
            th[p] = new Thread(new Runnable() { public void run() {
                for (int i = 0; i < per; i++) pc.add(i * 4 + base);
            }});
        }
        for (int c = 0; c < 2; c++) {
            final int id = c;
            th[4 + c] = new Thread(new Runnable() { public void run() {
                try {
                    for (int i = 0; i < per / 2; i++) sums[id] += pc.take();
                } catch (InterruptedException e) { throw new RuntimeException(e); }
            }});
        }
        for (Thread t : th) t.start();
        for (Thread t : th) t.join();
        int left = pc.size();
        long rest = 0;
        int prev = -1;
        boolean sorted = true;
        Integer x;
        while ((x = pc.poll()) != null) { if (x < prev) sorted = false; prev = x; rest += x; }
        int total = 4 * per;
        System.out.println("pc taken+rest=" + (sums[0] + sums[1] + rest) + " expected=" + ((long) total * (total - 1) / 2) + " left=" + left + " rest sorted=" + sorted);
    }
}
