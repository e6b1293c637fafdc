import java.util.concurrent.atomic.*;

// AtomicStampedReference and AtomicMarkableReference: the ABA example from the textbooks, every
// method with its edge cases (== comparison, no-op updates, holders), and threads: a stamped
// counter bumped by CAS loops, and a mark claimed by exactly one thread per round.
public class JucMoreAtomicRefs {
    public static void main(String[] args) throws Exception {
        aba();
        stamped();
        markable();
        threads();
    }

    static void aba() {
        AtomicStampedReference<String> ref = new AtomicStampedReference<String>("A", 0);
        int[] stampHolder = new int[1];
        String v = ref.get(stampHolder);
        int stamp = stampHolder[0];
        ref.compareAndSet("A", "B", 0, 1);
        ref.compareAndSet("B", "A", 1, 2);
        System.out.println("ABA detected: CAS with old stamp " + ref.compareAndSet(v, "C", stamp, stamp + 1)
                + ", value " + ref.getReference() + " stamp " + ref.getStamp());
        System.out.println("CAS with current stamp " + ref.compareAndSet("A", "C", 2, 3) + " -> " + ref.getReference());
        AtomicMarkableReference<String> node = new AtomicMarkableReference<String>("n1", false);
        System.out.println("mark " + node.attemptMark("n1", true) + " marked " + node.isMarked());
    }

    static void stamped() {
        String a = new String("x");
        String b = new String("x");
        AtomicStampedReference<String> r = new AtomicStampedReference<String>(a, 5);
        System.out.println("equal but not same: " + r.compareAndSet(b, "y", 5, 6) + " same: " + r.compareAndSet(a, "y", 5, 6)
                + " -> " + r.getReference() + "/" + r.getStamp());
        System.out.println("wrong stamp " + r.compareAndSet("y", "z", 5, 7) + " weak " + r.weakCompareAndSet("y", "z", 6, 7)
                + " -> " + r.getReference() + "/" + r.getStamp());
        System.out.println("no-op CAS " + r.compareAndSet("z", "z", 7, 7) + " attemptStamp " + r.attemptStamp("z", 42)
                + " wrong ref " + r.attemptStamp("q", 1) + " same stamp " + r.attemptStamp("z", 42) + " stamp " + r.getStamp());
        r.set(null, -1);
        int[] h = {99, 98};
        System.out.println("after set(null,-1): " + r.get(h) + " " + h[0] + " " + h[1] + " ref " + r.getReference());
        System.out.println("null CAS " + r.compareAndSet(null, "n", -1, Integer.MIN_VALUE) + " -> " + r.getReference() + "/" + r.getStamp());
        try {
            r.get(new int[0]);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("empty holder " + e.getClass().getName());
        }
        try {
            r.get(null);
        } catch (NullPointerException e) {
            System.out.println("null holder NPE");
        }
        AtomicStampedReference<Integer> nul = new AtomicStampedReference<Integer>(null, 0);
        System.out.println("null initial " + nul.getReference() + " " + nul.getStamp());
    }

    static void markable() {
        Object o1 = new Object();
        Object o2 = new Object();
        AtomicMarkableReference<Object> m = new AtomicMarkableReference<Object>(o1, false);
        boolean[] mh = new boolean[1];
        System.out.println("get " + (m.get(mh) == o1) + " mark " + mh[0]);
        System.out.println("CAS wrong mark " + m.compareAndSet(o1, o2, true, false) + " right " + m.compareAndSet(o1, o2, false, true)
                + " ref is o2 " + (m.getReference() == o2) + " marked " + m.isMarked());
        System.out.println("weak " + m.weakCompareAndSet(o2, o1, true, true) + " no-op " + m.compareAndSet(o1, o1, true, true)
                + " attemptMark wrong " + m.attemptMark(o2, false) + " attemptMark " + m.attemptMark(o1, false) + " marked " + m.isMarked());
        m.set(null, true);
        System.out.println("set null " + m.getReference() + " " + m.isMarked() + " attemptMark null " + m.attemptMark(null, false) + " " + m.isMarked());
        try {
            m.get(new boolean[0]);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("empty holder " + e.getClass().getName());
        }
    }

    static void threads() throws Exception {
        final AtomicStampedReference<Integer> counter = new AtomicStampedReference<Integer>(0, 0);
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                int[] sh = new int[1];
                for (int k = 0; k < 2000; k++) {
                    while (true) {
                        Integer cur = counter.get(sh);
                        if (counter.compareAndSet(cur, cur + 1, sh[0], sh[0] + 1)) break;
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("stamped counter " + counter.getReference() + " stamp " + counter.getStamp());

        // Each round, every thread tries to mark the node; exactly one wins.
        final AtomicMarkableReference<String>[] nodes = newNodes(200);
        final int[] wins = new int[4];
        Thread[] us = new Thread[4];
        for (int i = 0; i < us.length; i++) {
            final int id = i;
            us[i] = new Thread(() -> {
                for (AtomicMarkableReference<String> n : nodes) {
                    if (n.compareAndSet(n.getReference(), n.getReference(), false, true)) wins[id]++;
                }
            });
            us[i].start();
        }
        for (Thread t : us) t.join();
        int total = 0, marked = 0;
        for (int w : wins) total += w;
        for (AtomicMarkableReference<String> n : nodes) if (n.isMarked()) marked++;
        System.out.println("marks won " + total + " marked " + marked);
    }

    @SuppressWarnings("unchecked")
    static AtomicMarkableReference<String>[] newNodes(int n) {
        AtomicMarkableReference<String>[] a = new AtomicMarkableReference[n];
        for (int i = 0; i < n; i++) a[i] = new AtomicMarkableReference<String>("node" + i, false);
        return a;
    }
}
