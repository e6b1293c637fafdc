import java.util.*;
import java.util.concurrent.atomic.*;

// Lock-free structures from the textbooks, on the atomic classes: a Treiber stack on
// AtomicReference (push/pop by CAS) hammered by pushers and poppers, a CAS-retry counter with
// a max tracker, updateAndGet/accumulateAndGet, a histogram in an AtomicIntegerArray, a
// LongAccumulator for the maximum and a LongAdder/DoubleAdder for sums, AtomicBoolean as a
// run-once flag, and the toString of each.
public class JucAppAtomicStack {
    static class TreiberStack<E> {
        static class Node<E> {
            final E item;
            Node<E> next;

            Node(E item) {
                this.item = item;
            }
        }

        final AtomicReference<Node<E>> top = new AtomicReference<Node<E>>();
        final AtomicInteger retries = new AtomicInteger();

        void push(E item) {
            Node<E> newHead = new Node<E>(item);
            Node<E> oldHead;
            do {
                oldHead = top.get();
                newHead.next = oldHead;
            } while (!top.compareAndSet(oldHead, newHead) && retries.incrementAndGet() > 0);
        }

        E pop() {
            Node<E> oldHead, newHead;
            do {
                oldHead = top.get();
                if (oldHead == null) return null;
                newHead = oldHead.next;
            } while (!top.compareAndSet(oldHead, newHead));
            return oldHead.item;
        }
    }

    public static void main(String[] args) throws Exception {
        final TreiberStack<Integer> stack = new TreiberStack<Integer>();
        final AtomicLong poppedSum = new AtomicLong();
        final AtomicInteger popped = new AtomicInteger();
        Thread[] ts = new Thread[4];
        for (int i = 0; i < 4; i++) {
            final int base = i * 1000;
            final boolean pusher = i < 2;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    if (pusher) {
                        for (int k = 1; k <= 1000; k++) stack.push(base + k);
                    } else {
                        for (int k = 0; k < 800; k++) {
                            Integer x = stack.pop();
                            if (x != null) {
                                poppedSum.addAndGet(x);
                                popped.incrementAndGet();
                            }
                        }
                    }
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        long rest = 0;
        int restCount = 0;
        Integer x;
        while ((x = stack.pop()) != null) {
            rest += x;
            restCount++;
        }
        System.out.println("items " + (popped.get() + restCount) + " sum " + (poppedSum.get() + rest) + " expected " + (1000 * 1001 / 2 * 2 + 1000 * 1000));

        final AtomicInteger counter = new AtomicInteger();
        final LongAccumulator max = new LongAccumulator(Math::max, Long.MIN_VALUE);
        final LongAdder adder = new LongAdder();
        final DoubleAdder dsum = new DoubleAdder();
        final AtomicIntegerArray hist = new AtomicIntegerArray(10);
        final AtomicLongArray squares = new AtomicLongArray(4);
        final AtomicBoolean initialized = new AtomicBoolean();
        final AtomicInteger inits = new AtomicInteger();
        Thread[] ws = new Thread[4];
        for (int i = 0; i < 4; i++) {
            final int id = i;
            ws[i] = new Thread(new Runnable() {
                public void run() {
                    if (initialized.compareAndSet(false, true)) inits.incrementAndGet();
                    Random r = new Random(id);
                    for (int k = 0; k < 2500; k++) {
                        int v = r.nextInt(1000);
                        counter.updateAndGet(c -> c + 1);
                        max.accumulate(v);
                        adder.add(v);
                        dsum.add(0.5);
                        hist.incrementAndGet(v / 100);
                        squares.addAndGet(id, (long) v * v);
                    }
                }
            });
            ws[i].start();
        }
        for (Thread t : ws) t.join();
        long expectedSum = 0, expectedMax = Long.MIN_VALUE;
        for (int id = 0; id < 4; id++) {
            Random r = new Random(id);
            for (int k = 0; k < 2500; k++) {
                int v = r.nextInt(1000);
                expectedSum += v;
                expectedMax = Math.max(expectedMax, v);
            }
        }
        int histTotal = 0;
        for (int i = 0; i < hist.length(); i++) histTotal += hist.get(i);
        System.out.println("counter " + counter + " max " + max.get() + "/" + expectedMax + " sum " + adder.sum() + "/" + expectedSum
                + " dsum " + dsum.sum() + " hist total " + histTotal + " inits " + inits.get());
        System.out.println("hist " + hist);
        System.out.println("squares positive " + (squares.get(0) > 0 && squares.get(3) > 0) + " length " + squares.length());
        System.out.println("accumulateAndGet " + counter.accumulateAndGet(5, (a, b) -> a * b) + " getAndUpdate " + counter.getAndUpdate(c -> c / 10)
                + " now " + counter.get() + " getAndSet " + counter.getAndSet(-1) + " lazySet");
        counter.lazySet(3);
        System.out.println("after lazySet " + counter.intValue() + " weakCAS " + counter.weakCompareAndSet(3, 4) + " " + counter);
        AtomicReference<String> ref = new AtomicReference<String>("a");
        System.out.println("ref " + ref.getAndUpdate(s -> s + "b") + " -> " + ref.updateAndGet(s -> s + "c") + " acc "
                + ref.accumulateAndGet("d", String::concat) + " toString " + ref);
        max.reset();
        adder.reset();
        System.out.println("after reset max " + max.get() + " adder " + adder.sumThenReset() + " " + max.toString() + " " + adder.toString()
                + " intValue " + max.intValue());
        AtomicReferenceArray<String> names = new AtomicReferenceArray<String>(new String[] {"x", null, "z"});
        System.out.println("ref array " + names + " cas " + names.compareAndSet(1, null, "y") + " " + names);
        System.out.println("AtomicLong " + new AtomicLong(Long.MAX_VALUE).incrementAndGet() + " AtomicBoolean " + initialized.getAndSet(false) + " " + initialized);
    }
}
