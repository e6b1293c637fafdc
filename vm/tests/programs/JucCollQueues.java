import java.util.*;
import java.util.concurrent.*;

// ConcurrentLinkedQueue and ConcurrentLinkedDeque, single-threaded: FIFO/LIFO order, both ends,
// the exceptions of the throwing variants (NoSuchElementException on empty, NullPointerException
// on null elements, IllegalArgumentException for addAll(this)), interior removal, iterators
// (removal through them, descending), bulk operations and toString/toArray.
public class JucCollQueues {
    interface Action {
        Object run() throws Exception;
    }

    static void t(String label, Action a) {
        try {
            System.out.println(label + " -> " + a.run());
        } catch (Exception e) {
            System.out.println(label + " !! " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        ConcurrentLinkedQueue<String> q = new ConcurrentLinkedQueue<>();
        System.out.println("empty q " + q + " size=" + q.size() + " isEmpty=" + q.isEmpty() + " peek=" + q.peek() + " poll="
                + q.poll());
        t("q.element", () -> q.element());
        t("q.remove()", () -> q.remove());
        t("q.offer(null)", () -> q.offer(null));
        t("q.add(null)", () -> q.add(null));
        t("q.addAll(this)", () -> q.addAll(q));
        t("q.addAll(with null)", () -> q.addAll(Arrays.asList("x", null)));
        System.out.println("after failed addAll " + q);
        q.clear();
        for (String s : new String[] {"a", "b", "c", "d", "e", "b"}) {
            q.offer(s);
        }
        System.out.println("q " + q + " size=" + q.size() + " peek=" + q.peek() + " element=" + q.element() + " contains(c)="
                + q.contains("c") + " contains(z)=" + q.contains("z") + " contains(null)=" + q.contains(null));
        System.out.println("poll=" + q.poll() + " remove()=" + q.remove() + " " + q);
        System.out.println("remove(b)=" + q.remove("b") + " remove(z)=" + q.remove("z") + " remove(null)=" + q.remove(null) + " "
                + q);
        q.addAll(Arrays.asList("f", "g", "h"));
        System.out.println("addAll " + q + " toArray " + Arrays.toString(q.toArray()) + " typed "
                + Arrays.toString(q.toArray(new String[0])) + " big " + Arrays.toString(q.toArray(new String[9])));
        for (Iterator<String> it = q.iterator(); it.hasNext();) {
            String s = it.next();
            if (s.equals("d") || s.equals("h")) {
                it.remove();
            }
        }
        System.out.println("iterator remove d,h " + q);
        t("q iter remove twice", () -> {
            Iterator<String> it = q.iterator();
            it.next();
            it.remove();
            it.remove();
            return null;
        });
        t("q iter remove first", () -> {
            q.iterator().remove();
            return null;
        });
        System.out.println("q now " + q);
        Iterator<String> it = q.iterator();
        q.offer("late");
        List<String> seen = new ArrayList<>();
        it.forEachRemaining(seen::add);
        System.out.println("weakly consistent iterator sees late add: " + seen);
        t("q iter next at end", () -> it.next());
        System.out.println("removeIf=" + q.removeIf(s -> s.length() > 1) + " " + q + " removeAll="
                + q.removeAll(Arrays.asList("f")) + " retainAll=" + q.retainAll(Arrays.asList("e", "g", "zz")) + " " + q);
        StringBuilder sb = new StringBuilder();
        q.forEach(sb::append);
        System.out.println("forEach " + sb + " copy " + new ConcurrentLinkedQueue<>(Arrays.asList(3, 1, 2)));
        int sum = 0;
        ConcurrentLinkedQueue<Integer> nums = new ConcurrentLinkedQueue<>();
        for (int i = 0; i < 1000; i++) {
            nums.add(i);
            if (i % 3 == 0) {
                sum += nums.poll();
            }
        }
        System.out.println("interleaved size=" + nums.size() + " polled sum=" + sum + " head=" + nums.peek());
        for (int i = 0; i < 1000; i += 7) {
            nums.remove(i);
        }
        long rest = 0;
        for (int x : nums) {
            rest += x;
        }
        System.out.println("after interior removes size=" + nums.size() + " sum=" + rest);
        q.clear();
        System.out.println("cleared " + q + " " + q.isEmpty() + " poll=" + q.poll());

        // deque
        ConcurrentLinkedDeque<Integer> d = new ConcurrentLinkedDeque<>();
        System.out.println("empty d " + d + " size=" + d.size() + " peekFirst=" + d.peekFirst() + " peekLast=" + d.peekLast()
                + " pollFirst=" + d.pollFirst() + " pollLast=" + d.pollLast() + " peek=" + d.peek() + " poll=" + d.poll());
        t("d.getFirst", () -> d.getFirst());
        t("d.getLast", () -> d.getLast());
        t("d.removeFirst", () -> d.removeFirst());
        t("d.removeLast", () -> d.removeLast());
        t("d.pop", () -> d.pop());
        t("d.element", () -> d.element());
        t("d.remove()", () -> d.remove());
        t("d.offerFirst(null)", () -> d.offerFirst(null));
        t("d.addLast(null)", () -> {
            d.addLast(null);
            return null;
        });
        t("d.push(null)", () -> {
            d.push(null);
            return null;
        });
        t("d.addAll(this)", () -> d.addAll(d));
        t("d.removeFirstOccurrence(null)", () -> d.removeFirstOccurrence(null));
        for (int i = 1; i <= 5; i++) {
            d.addLast(i);
            d.addFirst(-i);
        }
        System.out.println("d " + d + " size=" + d.size() + " first=" + d.getFirst() + " last=" + d.getLast() + " peekFirst="
                + d.peekFirst() + " peekLast=" + d.peekLast());
        System.out.println("pollFirst=" + d.pollFirst() + " pollLast=" + d.pollLast() + " removeFirst=" + d.removeFirst()
                + " removeLast=" + d.removeLast() + " " + d);
        d.push(100);
        d.offer(200);
        d.offerFirst(300);
        d.offerLast(400);
        d.add(3);
        System.out.println("push/offer " + d + " pop=" + d.pop() + " poll=" + d.poll() + " element=" + d.element() + " peek="
                + d.peek());
        System.out.println("removeFirstOccurrence(3)=" + d.removeFirstOccurrence(3) + " " + d + " removeLastOccurrence(3)="
                + d.removeLastOccurrence(3) + " " + d + " removeLastOccurrence(99)=" + d.removeLastOccurrence(99)
                + " remove(-1)=" + d.remove(-1) + " " + d);
        System.out.println("contains(2)=" + d.contains(2) + " contains(99)=" + d.contains(99) + " contains(null)=" + d.contains(null));
        List<Integer> desc = new ArrayList<>();
        for (Iterator<Integer> di = d.descendingIterator(); di.hasNext();) {
            int x = di.next();
            desc.add(x);
            if (x == 200 || x == -2) {
                di.remove();
            }
        }
        System.out.println("descending " + desc + " after removing 200,-2: " + d);
        for (Iterator<Integer> di = d.iterator(); di.hasNext();) {
            if (di.next() == 1) {
                di.remove();
            }
        }
        System.out.println("iterator remove 1: " + d);
        t("d iter remove twice", () -> {
            Iterator<Integer> di = d.iterator();
            di.next();
            di.remove();
            di.remove();
            return null;
        });
        System.out.println("d now " + d);
        t("d iter next at end", () -> new ConcurrentLinkedDeque<Integer>().iterator().next());
        t("d desc iter next at end", () -> new ConcurrentLinkedDeque<Integer>().descendingIterator().next());
        d.addAll(Arrays.asList(7, 8, 9, 7));
        System.out.println("addAll " + d + " toArray " + Arrays.toString(d.toArray()) + " typed "
                + Arrays.toString(d.toArray(new Integer[0])) + " big " + Arrays.toString(d.toArray(new Integer[12])));
        System.out.println("removeIf=" + d.removeIf(x -> x < 0) + " " + d + " removeAll=" + d.removeAll(Arrays.asList(7))
                + " " + d + " retainAll=" + d.retainAll(Arrays.asList(8, 9, 100, 2)) + " " + d);
        StringBuilder dsb = new StringBuilder();
        d.forEach(x -> dsb.append(x).append(','));
        System.out.println("forEach " + dsb + " copy " + new ConcurrentLinkedDeque<>(Arrays.asList("p", "q", "r")));
        // alternate ends: exercise rebalancing
        ConcurrentLinkedDeque<Integer> ab = new ConcurrentLinkedDeque<>();
        long acc = 0;
        for (int i = 0; i < 2000; i++) {
            if (i % 3 == 0) {
                ab.addFirst(i);
            } else {
                ab.addLast(i);
            }
            if (i % 5 == 0 && !ab.isEmpty()) {
                acc = acc * 31 + ab.pollFirst();
            }
            if (i % 7 == 0 && !ab.isEmpty()) {
                acc = acc * 31 + ab.pollLast();
            }
        }
        System.out.println("alternating size=" + ab.size() + " acc=" + acc + " first=" + ab.peekFirst() + " last=" + ab.peekLast());
        ArrayDeque<Integer> ref = new ArrayDeque<>();
        ConcurrentLinkedDeque<Integer> cd = new ConcurrentLinkedDeque<>();
        Random r = new Random(7);
        boolean same = true;
        for (int i = 0; i < 5000 && same; i++) {
            int op = r.nextInt(6);
            Object x, y;
            switch (op) {
                case 0: cd.addFirst(i); ref.addFirst(i); x = y = null; break;
                case 1: cd.addLast(i); ref.addLast(i); x = y = null; break;
                case 2: x = cd.pollFirst(); y = ref.pollFirst(); break;
                case 3: x = cd.pollLast(); y = ref.pollLast(); break;
                case 4: x = cd.peekFirst() + "/" + cd.peekLast(); y = ref.peekFirst() + "/" + ref.peekLast(); break;
                default: int k = r.nextInt(i + 1); x = cd.remove(k); y = ref.remove(k); break;
            }
            if (!Objects.equals(x, y) || cd.size() != ref.size()) {
                same = false;
                System.out.println("differs at " + i + ": " + x + " vs " + y);
            }
        }
        System.out.println("random deque ops same=" + same + " " + cd.size() + " " + cd.toString().equals(ref.toString()));
        d.clear();
        System.out.println("cleared " + d + " size=" + d.size() + " isEmpty=" + d.isEmpty());
    }
}
