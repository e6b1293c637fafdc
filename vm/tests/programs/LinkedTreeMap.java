import java.util.*;

public class LinkedTreeMap {
    public static void main(String[] args) {
        Map<String, Integer> lhm = new LinkedHashMap<>();
        for (String s : new String[]{"zeta", "alpha", "mu", "beta", "alpha", "omega"}) lhm.put(s, s.length());
        System.out.println(lhm);
        lhm.remove("mu");
        lhm.put("mu", 0);
        System.out.println("re-inserted at end: " + lhm);
        LinkedHashMap<Integer, String> access = new LinkedHashMap<Integer, String>(16, 0.75f, true) {
            protected boolean removeEldestEntry(Map.Entry<Integer, String> e) {
                return size() > 3;
            }
        };
        for (int i = 1; i <= 3; i++) access.put(i, "v" + i);
        access.get(1);
        access.put(4, "v4");
        System.out.println("LRU: " + access);

        TreeMap<String, Integer> tm = new TreeMap<>();
        for (String s : "pear apple fig banana cherry date grape".split(" ")) tm.put(s, s.length());
        System.out.println(tm);
        System.out.println("first=" + tm.firstKey() + " last=" + tm.lastKey() + " ceiling(c)=" + tm.ceilingKey("c") + " floor(c)=" + tm.floorKey("c") + " higher(fig)=" + tm.higherKey("fig") + " lower(apple)=" + tm.lowerKey("apple"));
        System.out.println("headMap(date)=" + tm.headMap("date") + " tailMap(fig)=" + tm.tailMap("fig") + " subMap(b,f)=" + tm.subMap("b", "f"));
        System.out.println("firstEntry=" + tm.firstEntry() + " pollFirst=" + tm.pollFirstEntry() + " pollLast=" + tm.pollLastEntry() + " -> " + tm);
        System.out.println("descending: " + tm.descendingMap());
        TreeMap<Integer, Integer> ti = new TreeMap<>(Comparator.reverseOrder());
        for (int i = 0; i < 20; i++) ti.put(i * 7 % 20, i);
        System.out.println("reverse-ordered: " + ti);
        TreeMap<Integer, String> big = new TreeMap<>();
        Random r = new Random(5);
        for (int i = 0; i < 500; i++) big.put(r.nextInt(10000), "x");
        for (int i = 0; i < 200; i++) big.remove(r.nextInt(10000));
        int prev = Integer.MIN_VALUE;
        boolean ok = true;
        for (int k : big.keySet()) {
            if (k <= prev) ok = false;
            prev = k;
        }
        System.out.println("big tree size=" + big.size() + " sorted=" + ok + " first=" + big.firstKey() + " last=" + big.lastKey());
        TreeSet<String> ts = new TreeSet<>(Arrays.asList("delta", "alpha", "charlie", "bravo", "alpha"));
        System.out.println(ts + " first=" + ts.first() + " last=" + ts.last() + " ceiling(b)=" + ts.ceiling("b") + " headSet(c)=" + ts.headSet("c"));
        TreeSet<Integer> nums = new TreeSet<>();
        for (int i = 10; i > 0; i--) nums.add(i * 3 % 11);
        System.out.println(nums + " descending=" + nums.descendingSet() + " pollFirst=" + nums.pollFirst());
        try {
            new TreeMap<Object, Integer>().put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("null key in TreeMap: " + e.getClass().getName());
        }
        try {
            TreeMap<Object, Integer> bad = new TreeMap<>();
            bad.put("s", 1);
            bad.put(1, 2);
        } catch (ClassCastException e) {
            System.out.println("mixed keys: " + e.getClass().getName());
        }
        Map<String, List<Integer>> groups = new TreeMap<>();
        for (int i = 0; i < 15; i++) {
            String key = i % 3 == 0 ? "fizz" : i % 5 == 0 ? "buzz" : "num";
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(i);
        }
        System.out.println(groups);
        LinkedHashSet<Integer> lhs = new LinkedHashSet<>();
        for (int i : new int[]{5, 1, 5, 3, 1, 9}) lhs.add(i);
        System.out.println("LinkedHashSet: " + lhs);
    }
}
