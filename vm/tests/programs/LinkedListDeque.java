import java.util.*;

public class LinkedListDeque {
    public static void main(String[] args) {
        LinkedList<Integer> ll = new LinkedList<>();
        for (int i = 0; i < 5; i++) ll.add(i);
        ll.addFirst(-1);
        ll.addLast(99);
        ll.add(3, 42);
        System.out.println(ll + " first=" + ll.getFirst() + " last=" + ll.getLast() + " size=" + ll.size());
        System.out.println("removeFirst=" + ll.removeFirst() + " removeLast=" + ll.removeLast() + " remove(2)=" + ll.remove(2) + " -> " + ll);
        System.out.println("peek=" + ll.peek() + " poll=" + ll.poll() + " pop=" + ll.pop() + " -> " + ll);
        ll.push(7);
        ll.offer(8);
        System.out.println("push/offer -> " + ll + " indexOf(3)=" + ll.indexOf(3) + " get(2)=" + ll.get(2));
        Iterator<Integer> desc = ll.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (desc.hasNext()) sb.append(desc.next()).append(' ');
        System.out.println("descending: " + sb);
        Iterator<Integer> it = ll.iterator();
        while (it.hasNext()) if (it.next() % 2 == 0) it.remove();
        System.out.println("odd left: " + ll);
        ll.clear();
        System.out.println("cleared: " + ll + " peek=" + ll.peek() + " poll=" + ll.poll());
        try {
            ll.getFirst();
        } catch (NoSuchElementException e) {
            System.out.println("getFirst on empty: " + e.getClass().getName());
        }

        ArrayDeque<String> dq = new ArrayDeque<>();
        for (int i = 0; i < 20; i++) {
            if (i % 2 == 0) dq.addFirst("f" + i);
            else dq.addLast("l" + i);
        }
        System.out.println(dq);
        System.out.println("size=" + dq.size() + " peekFirst=" + dq.peekFirst() + " peekLast=" + dq.peekLast());
        StringBuilder out = new StringBuilder();
        while (dq.size() > 4) {
            out.append(dq.pollFirst()).append(',').append(dq.pollLast()).append(' ');
        }
        System.out.println(out + "| left " + dq);
        Deque<Integer> stack = new ArrayDeque<>();
        for (int i = 1; i <= 5; i++) stack.push(i * i);
        System.out.print("stack pops:");
        while (!stack.isEmpty()) System.out.print(" " + stack.pop());
        System.out.println();
        Queue<Integer> queue = new ArrayDeque<>();
        for (int i = 1; i <= 5; i++) queue.offer(i * 10);
        System.out.print("queue polls:");
        while (!queue.isEmpty()) System.out.print(" " + queue.poll());
        System.out.println(" then poll=" + queue.poll());
        try {
            new ArrayDeque<Integer>().removeFirst();
        } catch (NoSuchElementException e) {
            System.out.println("removeFirst on empty: " + e.getClass().getName());
        }
        try {
            new ArrayDeque<Integer>().addFirst(null);
        } catch (NullPointerException e) {
            System.out.println("null into ArrayDeque: " + e.getClass().getName());
        }
        ArrayDeque<Integer> wrap = new ArrayDeque<>();
        for (int round = 0; round < 100; round++) {
            wrap.addLast(round);
            if (round % 3 == 0) wrap.pollFirst();
        }
        System.out.println("wrap size=" + wrap.size() + " first=" + wrap.peekFirst() + " last=" + wrap.peekLast() + " contains(50)=" + wrap.contains(50));
        LinkedList<String> names = new LinkedList<>(Arrays.asList("c", "a", "b"));
        Collections.sort(names);
        System.out.println("sorted linked list: " + names + " equals ArrayList: " + names.equals(new ArrayList<>(names)));
        ListIterator<String> li = names.listIterator(1);
        li.add("a2");
        System.out.println("listIterator add: " + names + " next=" + li.next());
    }
}
