import java.util.concurrent.atomic.*;

// Field updaters (AtomicIntegerFieldUpdater, AtomicLongFieldUpdater,
// AtomicReferenceFieldUpdater) on volatile fields: every method, hammered by threads with exact
// final counts, a lock-free stack built on a reference updater, updaters on a subclass's
// instances, and the user-written subclass route (the abstract class's own CAS loops).
public class JucMoreFieldUpdaters {
    static class Counter {
        volatile int hits;
        volatile long bytes;
        volatile String last = "";
    }

    static class SubCounter extends Counter {
        volatile int extra;
    }

    static final AtomicIntegerFieldUpdater<Counter> HITS = AtomicIntegerFieldUpdater.newUpdater(Counter.class, "hits");
    static final AtomicLongFieldUpdater<Counter> BYTES = AtomicLongFieldUpdater.newUpdater(Counter.class, "bytes");
    static final AtomicReferenceFieldUpdater<Counter, String> LAST =
            AtomicReferenceFieldUpdater.newUpdater(Counter.class, String.class, "last");

    // A Treiber stack: head swung by a reference updater.
    static final class Stack {
        static final class Node {
            final int value;
            final Node next;

            Node(int value, Node next) {
                this.value = value;
                this.next = next;
            }
        }

        private volatile Node head;
        private static final AtomicReferenceFieldUpdater<Stack, Node> HEAD =
                AtomicReferenceFieldUpdater.newUpdater(Stack.class, Node.class, "head");

        void push(int v) {
            Node h;
            do {
                h = head;
            } while (!HEAD.compareAndSet(this, h, new Node(v, h)));
        }

        int pop() {
            Node h;
            do {
                h = head;
                if (h == null) return -1;
            } while (!HEAD.weakCompareAndSet(this, h, h.next));
            return h.value;
        }
    }

    // The route for subclasses: only the five primitives, everything else inherited.
    static final class LockedIntUpdater extends AtomicIntegerFieldUpdater<Counter> {
        int cas;

        public synchronized boolean compareAndSet(Counter obj, int expect, int update) {
            cas++;
            if (obj.hits != expect) return false;
            obj.hits = update;
            return true;
        }

        public boolean weakCompareAndSet(Counter obj, int expect, int update) {
            return compareAndSet(obj, expect, update);
        }

        public synchronized void set(Counter obj, int newValue) {
            obj.hits = newValue;
        }

        public void lazySet(Counter obj, int newValue) {
            set(obj, newValue);
        }

        public synchronized int get(Counter obj) {
            return obj.hits;
        }
    }

    public static void main(String[] args) throws Exception {
        fromTheApp();
        intMethods();
        longMethods();
        refMethods();
        stack();
        subclassRoute();
    }

    static void fromTheApp() throws Exception {
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

        // Mixed operations from 4 threads: each thread's net effect is known exactly.
        final Counter d = new Counter();
        Thread[] us = new Thread[4];
        for (int i = 0; i < 4; i++) {
            final int id = i;
            us[i] = new Thread(() -> {
                for (int k = 0; k < 500; k++) {
                    HITS.getAndIncrement(d);
                    HITS.getAndAdd(d, 3);
                    HITS.decrementAndGet(d);
                    HITS.getAndUpdate(d, x -> x + 2);
                    HITS.accumulateAndGet(d, -1, Integer::sum);
                    BYTES.getAndAdd(d, 1L << 33);
                    BYTES.updateAndGet(d, x -> x - 1);
                    BYTES.getAndAccumulate(d, id, (x, y) -> x + y);
                }
            });
            us[i].start();
        }
        for (Thread t : us) t.join();
        System.out.println("mixed hits " + d.hits + " bytes " + d.bytes);
    }

    static void intMethods() {
        Counter c = new Counter();
        SubCounter s = new SubCounter();
        StringBuilder sb = new StringBuilder();
        sb.append(HITS.get(c)).append(' ');
        HITS.set(c, 5);
        sb.append(HITS.get(c)).append(' ');
        HITS.lazySet(c, 6);
        sb.append(c.hits).append(' ');
        sb.append(HITS.compareAndSet(c, 5, 7)).append(HITS.compareAndSet(c, 6, 7)).append(' ');
        sb.append(HITS.weakCompareAndSet(c, 7, 8)).append(' ');
        sb.append(HITS.getAndSet(c, 10)).append(' ');
        sb.append(HITS.getAndIncrement(c)).append(' ').append(HITS.getAndDecrement(c)).append(' ');
        sb.append(HITS.getAndAdd(c, 5)).append(' ').append(HITS.incrementAndGet(c)).append(' ');
        sb.append(HITS.decrementAndGet(c)).append(' ').append(HITS.addAndGet(c, -20)).append(' ');
        sb.append(HITS.getAndUpdate(c, x -> x * 3)).append(' ').append(HITS.updateAndGet(c, x -> x - 1)).append(' ');
        sb.append(HITS.getAndAccumulate(c, 4, Math::max)).append(' ').append(HITS.accumulateAndGet(c, 100, (x, y) -> x * y));
        System.out.println("int " + sb);
        HITS.set(c, Integer.MAX_VALUE);
        System.out.println("overflow " + HITS.incrementAndGet(c) + " " + HITS.getAndAdd(c, -1) + " " + HITS.get(c));
        HITS.set(s, 11);
        System.out.println("subclass instance " + HITS.incrementAndGet(s) + " " + s.hits + " extra " + s.extra);
        AtomicIntegerFieldUpdater<SubCounter> extra = AtomicIntegerFieldUpdater.newUpdater(SubCounter.class, "extra");
        System.out.println("subclass field " + extra.addAndGet(s, -3) + " " + s.extra + " hits " + s.hits);
    }

    static void longMethods() {
        Counter c = new Counter();
        StringBuilder sb = new StringBuilder();
        sb.append(BYTES.get(c)).append(' ');
        BYTES.set(c, 1L << 40);
        sb.append(BYTES.get(c)).append(' ');
        BYTES.lazySet(c, -5);
        sb.append(c.bytes).append(' ');
        sb.append(BYTES.compareAndSet(c, 5, 7)).append(BYTES.compareAndSet(c, -5, Long.MAX_VALUE)).append(' ');
        sb.append(BYTES.weakCompareAndSet(c, Long.MAX_VALUE, 8)).append(' ');
        sb.append(BYTES.getAndSet(c, 10)).append(' ');
        sb.append(BYTES.getAndIncrement(c)).append(' ').append(BYTES.getAndDecrement(c)).append(' ');
        sb.append(BYTES.getAndAdd(c, 5)).append(' ').append(BYTES.incrementAndGet(c)).append(' ');
        sb.append(BYTES.decrementAndGet(c)).append(' ').append(BYTES.addAndGet(c, -20)).append(' ');
        sb.append(BYTES.getAndUpdate(c, x -> x * 3)).append(' ').append(BYTES.updateAndGet(c, x -> x - 1)).append(' ');
        sb.append(BYTES.getAndAccumulate(c, 4, Math::max)).append(' ').append(BYTES.accumulateAndGet(c, 1L << 35, (x, y) -> x * y));
        System.out.println("long " + sb);
        BYTES.set(c, Long.MIN_VALUE);
        System.out.println("underflow " + BYTES.decrementAndGet(c) + " " + BYTES.get(c));
    }

    static void refMethods() {
        Counter c = new Counter();
        StringBuilder sb = new StringBuilder();
        sb.append('[').append(LAST.get(c)).append("] ");
        LAST.set(c, "a");
        sb.append(LAST.get(c)).append(' ');
        LAST.lazySet(c, "b");
        sb.append(c.last).append(' ');
        String eq = new String("b");
        sb.append(LAST.compareAndSet(c, eq, "x")).append(LAST.compareAndSet(c, c.last, "c")).append(' ');
        sb.append(LAST.weakCompareAndSet(c, "c", null)).append(' ').append(LAST.get(c)).append(' ');
        sb.append(LAST.compareAndSet(c, null, "d")).append(' ');
        sb.append(LAST.getAndSet(c, "e")).append(' ');
        sb.append(LAST.getAndUpdate(c, x -> x + "!")).append(' ').append(LAST.updateAndGet(c, x -> x + "?")).append(' ');
        sb.append(LAST.getAndAccumulate(c, "z", String::concat)).append(' ').append(LAST.accumulateAndGet(c, "0", (x, y) -> y + x));
        System.out.println("ref " + sb);
    }

    static void stack() throws Exception {
        final Stack st = new Stack();
        final int[] popped = new int[4];
        final long[] sums = new long[4];
        Thread[] ts = new Thread[4];
        for (int i = 0; i < 4; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 1000; k++) {
                    st.push(id * 1000 + k);
                    if (k % 2 == 1) {
                        int v = st.pop();
                        if (v >= 0) {
                            popped[id]++;
                            sums[id] += v;
                        }
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        long rest = 0;
        int left = 0;
        for (int v; (v = st.pop()) >= 0;) {
            rest += v;
            left++;
        }
        long total = rest;
        int pops = left;
        for (int i = 0; i < 4; i++) {
            total += sums[i];
            pops += popped[i];
        }
        System.out.println("stack values " + pops + " sum " + total + " (expected 4000 " + (4L * 999 * 1000 / 2 + 1000L * 1000 * 6) + ")");
    }

    static void subclassRoute() throws Exception {
        final LockedIntUpdater u = new LockedIntUpdater();
        final Counter c = new Counter();
        StringBuilder sb = new StringBuilder();
        sb.append(u.getAndSet(c, 3)).append(' ').append(u.getAndIncrement(c)).append(' ').append(u.incrementAndGet(c)).append(' ');
        sb.append(u.getAndDecrement(c)).append(' ').append(u.decrementAndGet(c)).append(' ').append(u.addAndGet(c, 10)).append(' ');
        sb.append(u.getAndAdd(c, 1)).append(' ').append(u.updateAndGet(c, x -> -x)).append(' ');
        sb.append(u.accumulateAndGet(c, 2, (x, y) -> x * y)).append(" cas calls ").append(u.cas);
        System.out.println("subclass " + sb);
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 300; k++) u.getAndIncrement(c);
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("subclass threads " + u.get(c));
    }
}
