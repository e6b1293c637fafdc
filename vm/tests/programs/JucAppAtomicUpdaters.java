import java.util.concurrent.atomic.*;

// The ABA problem and its fix with AtomicStampedReference (a common textbook example), a
// marked reference as in Harris's list (AtomicMarkableReference), and field updaters on
// volatile fields (AtomicIntegerFieldUpdater, AtomicLongFieldUpdater,
// AtomicReferenceFieldUpdater) hammered by threads.
public class JucAppAtomicUpdaters {
    static class Counter {
        volatile int hits;
        volatile long bytes;
        volatile String last = "";
    }

    static final AtomicIntegerFieldUpdater<Counter> HITS = AtomicIntegerFieldUpdater.newUpdater(Counter.class, "hits");
    static final AtomicLongFieldUpdater<Counter> BYTES = AtomicLongFieldUpdater.newUpdater(Counter.class, "bytes");
    static final AtomicReferenceFieldUpdater<Counter, String> LAST =
            AtomicReferenceFieldUpdater.newUpdater(Counter.class, String.class, "last");

    public static void main(String[] args) throws Exception {
        AtomicStampedReference<String> ref = new AtomicStampedReference<String>("A", 0);
        int[] stampHolder = new int[1];
        String v = ref.get(stampHolder);
        int stamp = stampHolder[0];
        // another thread does A -> B -> A
        ref.compareAndSet("A", "B", 0, 1);
        ref.compareAndSet("B", "A", 1, 2);
        System.out.println("ABA detected: CAS with old stamp " + ref.compareAndSet(v, "C", stamp, stamp + 1)
                + ", value " + ref.getReference() + " stamp " + ref.getStamp());
        System.out.println("CAS with current stamp " + ref.compareAndSet("A", "C", 2, 3) + " -> " + ref.getReference());
        AtomicMarkableReference<String> node = new AtomicMarkableReference<String>("n1", false);
        System.out.println("mark " + node.attemptMark("n1", true) + " marked " + node.isMarked());

        final Counter c = new Counter();
        Thread[] ts = new Thread[4];
        for (int i = 0; i < 4; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 1000; k++) {
                    HITS.incrementAndGet(c);
                    BYTES.addAndGet(c, 10);
                }
                LAST.accumulateAndGet(c, "t" + id, (a, b) -> a.compareTo(b) >= 0 ? a : b);
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("hits " + c.hits + " bytes " + c.bytes + " max name " + c.last);
        try {
            AtomicIntegerFieldUpdater.newUpdater(Counter.class, "nope");
        } catch (RuntimeException e) {
            System.out.println("bad field: " + e.getClass().getName());
        }
    }
}
