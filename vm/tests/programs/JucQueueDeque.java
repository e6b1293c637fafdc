import java.util.*;
import java.util.concurrent.*;

// java.util.concurrent.LinkedBlockingDeque: both ends (add/offer/put/take/poll/peek/get/remove
// First and Last), capacity and "Deque full", timed operations, push/pop, first/last occurrence
// removal, addAll, both iterators (with remove, and across removals), drainTo, blocking and
// interrupts at both ends, and producers/consumers at opposite ends with exact checksums.
public class JucQueueDeque {
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
        try { new LinkedBlockingDeque<Integer>(0); } catch (Exception e) { System.out.println("cap 0 -> " + ex(e)); }
        try { new LinkedBlockingDeque<Integer>(Arrays.asList(1, null)); } catch (Exception e) { System.out.println("ctor null -> " + ex(e)); }
        LinkedBlockingDeque<Integer> c = new LinkedBlockingDeque<Integer>(Arrays.asList(1, 2, 3));
        System.out.println("from list " + c + " size=" + c.size());

        LinkedBlockingDeque<Integer> d = new LinkedBlockingDeque<Integer>(4);
        System.out.println("empty " + d + " peekFirst=" + d.peekFirst() + " peekLast=" + d.peekLast() + " pollFirst=" + d.pollFirst() + " pollLast=" + d.pollLast() + " peek=" + d.peek() + " poll=" + d.poll());
        try { d.getFirst(); } catch (Exception e) { System.out.println("getFirst -> " + ex(e)); }
        try { d.getLast(); } catch (Exception e) { System.out.println("getLast -> " + ex(e)); }
        try { d.removeFirst(); } catch (Exception e) { System.out.println("removeFirst -> " + ex(e)); }
        try { d.removeLast(); } catch (Exception e) { System.out.println("removeLast -> " + ex(e)); }
        try { d.pop(); } catch (Exception e) { System.out.println("pop -> " + ex(e)); }
        try { d.element(); } catch (Exception e) { System.out.println("element -> " + ex(e)); }
        try { d.remove(); } catch (Exception e) { System.out.println("remove -> " + ex(e)); }
        d.addFirst(2); d.addLast(3); d.offerFirst(1); d.putLast(4);
        System.out.println("full " + d + " first=" + d.getFirst() + " last=" + d.getLast() + " remaining=" + d.remainingCapacity());
        System.out.println("offerFirst=" + d.offerFirst(0) + " offerLast=" + d.offerLast(5) + " timedFirst=" + d.offerFirst(0, 10, TimeUnit.MILLISECONDS) + " timedLast=" + d.offerLast(5, 10, TimeUnit.MILLISECONDS) + " offer=" + d.offer(5));
        try { d.addFirst(0); } catch (Exception e) { System.out.println("addFirst full -> " + ex(e)); }
        try { d.addLast(5); } catch (Exception e) { System.out.println("addLast full -> " + ex(e)); }
        try { d.add(5); } catch (Exception e) { System.out.println("add full -> " + ex(e)); }
        try { d.push(5); } catch (Exception e) { System.out.println("push full -> " + ex(e)); }
        try { d.offerFirst(null); } catch (Exception e) { System.out.println("offerFirst null -> " + ex(e)); }
        try { d.putLast(null); } catch (Exception e) { System.out.println("putLast null -> " + ex(e)); }
        System.out.println("takeFirst=" + d.takeFirst() + " takeLast=" + d.takeLast() + " " + d);
        d.push(9);
        System.out.println("push " + d + " pop=" + d.pop() + " removeFirst=" + d.removeFirst() + " removeLast=" + d.removeLast() + " " + d);
        System.out.println("timed pollFirst " + new LinkedBlockingDeque<Integer>().pollFirst(10, TimeUnit.MILLISECONDS) + " pollLast " + new LinkedBlockingDeque<Integer>().pollLast(0, TimeUnit.MILLISECONDS));

        LinkedBlockingDeque<String> s = new LinkedBlockingDeque<String>();
        for (String x : "a b a c b a".split(" ")) s.add(x);
        System.out.println("removeFirstOccurrence(a)=" + s.removeFirstOccurrence("a") + " " + s + " removeLastOccurrence(a)=" + s.removeLastOccurrence("a") + " " + s
                + " remove(b)=" + s.remove("b") + " " + s + " removeLastOccurrence(z)=" + s.removeLastOccurrence("z") + " remove(null)=" + s.remove(null));
        System.out.println("contains(c)=" + s.contains("c") + " contains(z)=" + s.contains("z") + " toArray " + Arrays.toString(s.toArray()) + " toArray(a) " + Arrays.toString(s.toArray(new String[4])));
        System.out.println("addAll " + s.addAll(Arrays.asList("x", "y")) + " " + s + " addAll empty " + s.addAll(new ArrayList<String>()));
        try { s.addAll(s); } catch (Exception e) { System.out.println("addAll self -> " + ex(e)); }
        LinkedBlockingDeque<Integer> small = new LinkedBlockingDeque<Integer>(3);
        small.add(1);
        try { small.addAll(Arrays.asList(2, 3, 4)); } catch (Exception e) { System.out.println("addAll too many -> " + ex(e) + " " + small); }
        LinkedBlockingDeque<Object> self = new LinkedBlockingDeque<Object>();
        self.add(1); self.add(self);
        System.out.println("self " + self);

        // iterators
        LinkedBlockingDeque<Integer> it = new LinkedBlockingDeque<Integer>();
        for (int i = 1; i <= 8; i++) it.add(i);
        System.out.println("ascending " + iterate(it.iterator()) + " descending " + iterate(it.descendingIterator()));
        Iterator<Integer> i1 = it.iterator();
        while (i1.hasNext()) if (i1.next() % 3 == 0) i1.remove();
        Iterator<Integer> i2 = it.descendingIterator();
        while (i2.hasNext()) if (i2.next() % 4 == 0) i2.remove();
        System.out.println("after removes " + it);
        try { it.iterator().remove(); } catch (Exception e) { System.out.println("it.remove first -> " + ex(e)); }
        i1 = it.iterator();
        StringBuilder sb = new StringBuilder();
        sb.append(i1.next()).append(' ');
        it.pollFirst(); it.pollFirst(); it.pollFirst(); it.remove((Object) 7); it.addLast(9);
        System.out.println("iter over removals: " + sb + iterate(i1) + " deque " + it);
        i2 = it.descendingIterator();
        sb = new StringBuilder();
        sb.append(i2.next()).append(' ');
        it.pollLast(); it.pollLast(); it.addFirst(0);
        System.out.println("desc over removals: " + sb + iterate(i2) + " deque " + it);
        i1 = it.iterator();
        i1.next();
        it.clear();
        System.out.println("after clear: " + iterate(i1) + " deque " + it);

        // drainTo
        LinkedBlockingDeque<Integer> dr = new LinkedBlockingDeque<Integer>(6);
        for (int i = 0; i < 6; i++) dr.add(i);
        List<Integer> out = new ArrayList<Integer>();
        System.out.println("drainTo 4 -> " + dr.drainTo(out, 4) + " " + out + " " + dr + " all -> " + dr.drainTo(out) + " " + out + " " + dr + " 0 -> " + dr.drainTo(out, 0));
        try { dr.drainTo(dr); } catch (Exception e) { System.out.println("drainTo self -> " + ex(e)); }

        // blocking at both ends
        final LinkedBlockingDeque<Integer> b = new LinkedBlockingDeque<Integer>(1);
        final String[] res = new String[4];
        Thread t1 = new Thread(new Runnable() { public void run() {
            try { res[0] = "takeLast " + b.takeLast(); } catch (InterruptedException e) { res[0] = "takeLast interrupted"; }
        }});
        t1.start(); awaitBlocked(t1);
        b.putFirst(7);
        t1.join();
        b.putFirst(8);
        Thread t2 = new Thread(new Runnable() { public void run() {
            try { b.putFirst(9); res[1] = "putFirst done"; } catch (InterruptedException e) { res[1] = "putFirst interrupted"; }
        }});
        t2.start(); awaitBlocked(t2);
        System.out.println(res[0] + "; takeFirst " + b.takeFirst());
        t2.join();
        System.out.println(res[1] + " " + b);
        Thread t3 = new Thread(new Runnable() { public void run() {
            try { b.putLast(10); res[2] = "putLast done"; } catch (InterruptedException e) { res[2] = "putLast interrupted, flag=" + Thread.currentThread().isInterrupted(); }
        }});
        t3.start(); awaitBlocked(t3); t3.interrupt(); t3.join();
        b.clear();
        Thread t4 = new Thread(new Runnable() { public void run() {
            try { res[3] = "got " + b.pollLast(10, TimeUnit.SECONDS); } catch (InterruptedException e) { res[3] = "pollLast interrupted, flag=" + Thread.currentThread().isInterrupted(); }
        }});
        t4.start(); awaitBlocked(t4); t4.interrupt(); t4.join();
        System.out.println(res[2] + "; " + res[3] + "; " + b);
        Thread.currentThread().interrupt();
        try { b.takeFirst(); } catch (InterruptedException e) { System.out.println("pre-interrupted takeFirst on empty -> " + ex(e)); }
        b.add(1);
        Thread.currentThread().interrupt();
        System.out.println("pre-interrupted takeFirst on non-empty " + b.takeFirst() + " flag " + Thread.interrupted());

        // producers at both ends, consumers at both ends
        final LinkedBlockingDeque<Integer> pc = new LinkedBlockingDeque<Integer>(6);
        final int per = 500;
        final long[] sums = new long[4];
        Thread[] ts = new Thread[8];
        for (int p = 0; p < 4; p++) {
            final int base = p * per;
            final boolean front = (p % 2 == 0);
            ts[p] = new Thread(new Runnable() { public void run() {
                try {
                    for (int i = 1; i <= per; i++) {
                        if (front) pc.putFirst(base + i);
                        else pc.putLast(base + i);
                    }
                } catch (InterruptedException e) { throw new RuntimeException(e); }
            }});
        }
        for (int k = 0; k < 4; k++) {
            final int id = k;
            ts[4 + k] = new Thread(new Runnable() { public void run() {
                try {
                    for (int i = 0; i < per; i++) {
                        Integer x = (id % 2 == 0) ? pc.takeFirst() : pc.pollLast(1, TimeUnit.MILLISECONDS);
                        if (x == null) { i--; continue; }
                        sums[id] += x;
                    }
                } catch (InterruptedException e) { throw new RuntimeException(e); }
            }});
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        int total = 4 * per;
        System.out.println("both ends sum=" + (sums[0] + sums[1] + sums[2] + sums[3]) + " expected=" + ((long) total * (total + 1) / 2) + " left=" + pc.size());
    }
}
