import java.util.*;

public class IteratorCME {
    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>(Arrays.asList(1, 2, 3, 4, 5));
        try {
            for (Integer i : list) {
                if (i == 2) list.remove(i);
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("ArrayList remove during foreach: " + e.getClass().getName());
        }
        System.out.println("list now " + list);
        List<Integer> l2 = new ArrayList<>(Arrays.asList(1, 2, 3));
        for (Integer i : l2) {
            if (i == 2) l2.remove(i);
        }
        System.out.println("removing the second-to-last element does not throw: " + l2);
        try {
            List<Integer> l3 = new ArrayList<>(Arrays.asList(1, 2, 3));
            for (Integer i : l3) {
                if (i == 3) l3.add(4);
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("add at last element: " + e.getClass().getName());
        }
        Map<String, Integer> map = new HashMap<>();
        for (int i = 0; i < 10; i++) map.put("k" + i, i);
        try {
            for (String k : map.keySet()) {
                if (k.equals("k3")) map.put("new", 1);
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("HashMap put during iteration: " + e.getClass().getName());
        }
        Iterator<Map.Entry<String, Integer>> it = map.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<String, Integer> e = it.next();
            if (e.getValue() % 2 == 0) it.remove();
        }
        System.out.println("removed evens via iterator: " + new TreeMap<>(map));
        for (Map.Entry<String, Integer> e : map.entrySet()) e.setValue(e.getValue() * 100);
        System.out.println("setValue: " + new TreeMap<>(map));
        LinkedList<Integer> ll = new LinkedList<>(Arrays.asList(1, 2, 3, 4));
        try {
            for (Integer i : ll) {
                if (i == 1) ll.addFirst(0);
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("LinkedList: " + e.getClass().getName());
        }
        Iterator<Integer> li = list.iterator();
        try {
            li.remove();
        } catch (IllegalStateException e) {
            System.out.println("remove before next: " + e.getClass().getName());
        }
        li.next();
        li.remove();
        try {
            li.remove();
        } catch (IllegalStateException e) {
            System.out.println("double remove: " + e.getClass().getName());
        }
        Iterator<Integer> end = new ArrayList<Integer>().iterator();
        try {
            end.next();
        } catch (NoSuchElementException e) {
            System.out.println("next past end: " + e.getClass().getName());
        }
        TreeMap<Integer, Integer> tm = new TreeMap<>();
        for (int i = 0; i < 5; i++) tm.put(i, i);
        try {
            for (Integer k : tm.keySet()) tm.remove(k + 1);
        } catch (ConcurrentModificationException e) {
            System.out.println("TreeMap: " + e.getClass().getName());
        }
        Vector<Integer> v = new Vector<>(Arrays.asList(1, 2, 3));
        try {
            for (Integer i : v) v.add(i);
        } catch (ConcurrentModificationException e) {
            System.out.println("Vector: " + e.getClass().getName());
        }
        ArrayDeque<Integer> dq = new ArrayDeque<>(Arrays.asList(1, 2, 3));
        try {
            for (Integer i : dq) dq.addLast(9);
        } catch (ConcurrentModificationException e) {
            System.out.println("ArrayDeque: " + e.getClass().getName());
        }
        Iterable<Integer> custom = () -> new Iterator<Integer>() {
            int n = 0;

            public boolean hasNext() {
                return n < 3;
            }

            public Integer next() {
                return n++ * 10;
            }
        };
        for (int x : custom) System.out.print(x + " ");
        System.out.println("(custom Iterable)");
    }
}
