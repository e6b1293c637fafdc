import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

// Work stealing by hand, the textbook way: each worker owns a LinkedBlockingDeque, takes its own
// work from the head and, when empty, steals from the tail of the others' deques. Every item
// is processed exactly once (checked with an AtomicIntegerArray), whoever runs it. The blocking
// deque API around it: putFirst/putLast, offerFirst with a timeout on a full deque,
// pollLast(timeout), descendingIterator, remainingCapacity, and the Deque/Queue name pairs.
public class JucAppWorkStealingDeques {
    public static void main(String[] args) throws Exception {
        final int workers = 3, items = 900;
        final List<LinkedBlockingDeque<Integer>> deques = new ArrayList<LinkedBlockingDeque<Integer>>();
        for (int w = 0; w < workers; w++) deques.add(new LinkedBlockingDeque<Integer>());
        // Unbalanced: everything on worker 0's deque, so the others must steal.
        for (int i = 0; i < items; i++) deques.get(0).putLast(i);
        final AtomicIntegerArray processed = new AtomicIntegerArray(items);
        final AtomicLong sum = new AtomicLong();
        Thread[] ts = new Thread[workers];
        for (int w = 0; w < workers; w++) {
            final int me = w;
            ts[w] = new Thread(new Runnable() {
                public void run() {
                    while (true) {
                        Integer x = deques.get(me).pollFirst();
                        for (int v = 1; x == null && v < workers; v++) x = deques.get((me + v) % workers).pollLast();
                        if (x == null) return;
                        processed.incrementAndGet(x);
                        sum.addAndGet(x);
                    }
                }
            });
            ts[w].start();
        }
        for (Thread t : ts) t.join();
        boolean once = true;
        for (int i = 0; i < items; i++) if (processed.get(i) != 1) once = false;
        System.out.println("processed exactly once " + once + " sum " + sum.get() + " expected " + (items * (items - 1) / 2));

        LinkedBlockingDeque<String> d = new LinkedBlockingDeque<String>(3);
        d.putFirst("b");
        d.putLast("c");
        d.putFirst("a");
        System.out.println(d + " remaining " + d.remainingCapacity() + " offerFirst(timeout) " + d.offerFirst("z", 10, TimeUnit.MILLISECONDS)
                + " offerLast " + d.offerLast("z"));
        StringBuilder back = new StringBuilder();
        for (Iterator<String> it = d.descendingIterator(); it.hasNext(); ) back.append(it.next());
        System.out.println("descending " + back + " peekLast " + d.peekLast() + " element " + d.element() + " pop " + d.pop()
                + " pollLast(timeout) " + d.pollLast(10, TimeUnit.MILLISECONDS) + " " + d);
        d.push("p");
        System.out.println("push " + d + " removeLastOccurrence " + d.removeLastOccurrence("b") + " take " + d.take()
                + " pollFirst(timeout) on empty " + d.pollFirst(5, TimeUnit.MILLISECONDS));
        try {
            d.addFirst("1");
            d.addFirst("2");
            d.addFirst("3");
            d.addFirst("4");
        } catch (IllegalStateException e) {
            System.out.println("addFirst on full: " + e.getMessage());
        }
        try {
            new LinkedBlockingDeque<String>().getLast();
        } catch (NoSuchElementException e) {
            System.out.println("getLast on empty: NoSuchElementException");
        }
        final LinkedBlockingDeque<String> waitFor = new LinkedBlockingDeque<String>(1);
        waitFor.put("full");
        Thread putter = new Thread(new Runnable() {
            public void run() {
                try {
                    waitFor.putFirst("front");
                } catch (InterruptedException e) {
                }
            }
        });
        putter.start();
        while (putter.getState() != Thread.State.WAITING) Thread.yield();
        String first = waitFor.takeLast();
        putter.join();
        System.out.println("blocked putFirst went in after takeLast(" + first + "): " + waitFor);
    }
}
