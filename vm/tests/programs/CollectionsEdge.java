import java.util.*;

// Less common collection behaviour: self-containing collections, views writing through, equality
// across implementations, nulls, subList ranges, capacity boundaries and sorting stability.
public class CollectionsEdge {
    public static void main(String[] args) {
        List<Object> self = new ArrayList<>();
        self.add(1);
        self.add(self);
        System.out.println("self-containing list: " + self);
        Map<String, Object> selfMap = new HashMap<>();
        selfMap.put("me", selfMap);
        System.out.println("self-containing map: " + selfMap);
        List<Integer> base = new ArrayList<>();
        for (int i = 0; i < 10; i++) base.add(i);
        List<Integer> sub = base.subList(2, 6);
        sub.set(0, 20);
        sub.remove(Integer.valueOf(3));
        sub.add(99);
        System.out.println("subList writes through: " + base + " sub=" + sub);
        base.subList(0, 3).clear();
        System.out.println("subList clear removes a range: " + base);
        try {
            List<Integer> s2 = base.subList(0, 2);
            base.add(5);
            System.out.println(s2.size());
        } catch (ConcurrentModificationException e) {
            System.out.println("subList after structural change: " + e.getClass().getName());
        }
        System.out.println("equals across impls: " + new ArrayList<>(Arrays.asList(1, 2)).equals(new LinkedList<>(Arrays.asList(1, 2))) + " " + Arrays.asList(1, 2).equals(Collections.unmodifiableList(Arrays.asList(1, 2))) + " " + new HashSet<>(Arrays.asList(1, 2)).equals(new TreeSet<>(Arrays.asList(2, 1))) + " " + new ArrayList<>().equals(new HashSet<>()));
        System.out.println("hashCodes with nulls: " + Arrays.asList(null, 1).hashCode() + " " + new HashSet<>(Arrays.asList(null, "a")).hashCode() + " " + Collections.singletonMap(null, null).hashCode());
        List<String> nulls = new ArrayList<>(Arrays.asList("b", null, "a"));
        System.out.println("nulls: " + nulls + " indexOf(null)=" + nulls.indexOf(null) + " remove(null)=" + nulls.remove(null) + " " + nulls);
        Map<String, Integer> tm = new TreeMap<>();
        tm.put("b", 2);
        tm.put("a", 1);
        System.out.println("TreeMap views: " + tm.entrySet() + " " + tm.keySet() + " " + tm.values());
        Iterator<Map.Entry<String, Integer>> it = tm.entrySet().iterator();
        it.next().setValue(100);
        it.remove();
        System.out.println("TreeMap entry setValue then remove: " + tm);
        ArrayList<Integer> grow = new ArrayList<>(0);
        for (int i = 0; i < 100; i++) grow.add(i);
        grow.trimToSize();
        grow.ensureCapacity(500);
        System.out.println("grown list size: " + grow.size() + " last=" + grow.get(99));
        HashMap<Integer, Integer> cap = new HashMap<>(1);
        for (int i = 0; i < 13; i++) cap.put(i * 16, i);
        System.out.println("small initial capacity: " + cap.keySet());
        HashMap<String, Integer> lf = new HashMap<>(4, 2.0f);
        for (String k : "one two three four five six seven".split(" ")) lf.put(k, k.length());
        System.out.println("load factor 2.0: " + lf);
        List<String> stable = new ArrayList<>(Arrays.asList("bb", "a", "cc", "b", "aa", "c", "dd", "d"));
        stable.sort(Comparator.comparingInt(String::length));
        System.out.println("stable sort by length: " + stable);
        String[] many = new String[100];
        for (int i = 0; i < many.length; i++) many[i] = (char) ('a' + i % 7) + "" + i;
        Arrays.sort(many, Comparator.comparing(s -> s.charAt(0)));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 20; i++) sb.append(many[i]).append(' ');
        System.out.println("stable sort of 100 by first char: " + sb);
        Deque<Integer> dq = new ArrayDeque<>();
        for (int i = 0; i < 5; i++) dq.offerFirst(i);
        System.out.println("ArrayDeque toString/contains/removeFirstOccurrence: " + dq + " " + dq.contains(3) + " " + dq.removeFirstOccurrence(3) + " " + dq + " iterator/descending first: " + dq.iterator().next() + "/" + dq.descendingIterator().next());
        LinkedList<Integer> ll = new LinkedList<>(Arrays.asList(1, 2, 3, 2, 1));
        System.out.println("LinkedList removeLastOccurrence: " + ll.removeLastOccurrence(2) + " " + ll + " lastIndexOf(1)=" + ll.lastIndexOf(1) + " peekLast=" + ll.peekLast() + " pollLast=" + ll.pollLast() + " " + ll);
        Map<String, Integer> unmod = Collections.unmodifiableMap(new TreeMap<>(tm));
        try {
            unmod.entrySet().iterator().next().setValue(5);
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable entry setValue: " + e.getClass().getName());
        }
        System.out.println("toArray typed: " + Arrays.toString(base.toArray(new Integer[20])).substring(0, 40));
        Object[] arr = Arrays.asList("x", "y").toArray();
        System.out.println("Arrays.asList(..).toArray() class: " + arr.getClass().getSimpleName());
        System.out.println("Collections.max of strings: " + Collections.max(Arrays.asList("pear", "apple", "zoo", "fig")) + " min by length: " + Collections.min(Arrays.asList("pear", "apple", "zoo", "fig"), Comparator.comparingInt(String::length)));
        System.out.println("reverse of empty/single: " + rev(new ArrayList<>()) + " " + rev(new ArrayList<>(Collections.singletonList(1))));
        Vector<Integer> v = new Vector<>(3, 0);
        for (int i = 0; i < 7; i++) v.add(i);
        System.out.println("Vector capacity doubling: size=" + v.size() + " capacity=" + v.capacity() + " " + v.subList(2, 4));
    }

    static List<Integer> rev(List<Integer> l) {
        Collections.reverse(l);
        return l;
    }
}
