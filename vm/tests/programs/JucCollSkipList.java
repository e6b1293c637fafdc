import java.util.*;
import java.util.concurrent.*;

// ConcurrentSkipListMap and ConcurrentSkipListSet, single-threaded: every NavigableMap view
// (subMap/headMap/tailMap with inclusive flags, descending maps and their submaps, key sets,
// values, entry sets), the relational lookups, polling, the ConcurrentMap and Java 8 default
// methods, iterator removal, equals/hashCode/toString/clone, comparators, and the exceptions
// (null keys and values, ranges, empty maps, immutable entries).
public class JucCollSkipList {
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

    static ConcurrentSkipListMap<Integer, String> sample() {
        ConcurrentSkipListMap<Integer, String> m = new ConcurrentSkipListMap<>();
        for (int i = 10; i >= 1; i--) {
            m.put(i * 10, "v" + i * 10);
        }
        return m;
    }

    static void navigable(String name, NavigableMap<Integer, String> m) {
        System.out.println("== " + name + " " + m + " size=" + m.size() + " empty=" + m.isEmpty());
        int[] probes = {-5, 10, 15, 30, 55, 100, 105};
        for (int k : probes) {
            System.out.println(name + " " + k + ": lower=" + m.lowerKey(k) + " floor=" + m.floorKey(k)
                    + " ceiling=" + m.ceilingKey(k) + " higher=" + m.higherKey(k)
                    + " lowerE=" + m.lowerEntry(k) + " floorE=" + m.floorEntry(k)
                    + " ceilingE=" + m.ceilingEntry(k) + " higherE=" + m.higherEntry(k)
                    + " get=" + m.get(k) + " has=" + m.containsKey(k));
        }
        System.out.println(name + " first=" + m.firstEntry() + " last=" + m.lastEntry());
        t(name + " firstKey", () -> m.firstKey());
        t(name + " lastKey", () -> m.lastKey());
        System.out.println(name + " keySet=" + m.keySet() + " values=" + m.values() + " entrySet=" + m.entrySet());
        System.out.println(name + " navigableKeySet=" + m.navigableKeySet() + " descendingKeySet=" + m.descendingKeySet());
        System.out.println(name + " descendingMap=" + m.descendingMap() + " hash=" + m.hashCode());
        System.out.println(name + " containsValue v50=" + m.containsValue("v50") + " x=" + m.containsValue("x"));
        List<String> it = new ArrayList<>();
        for (Map.Entry<Integer, String> e : m.entrySet()) {
            it.add(e.getKey() + ":" + e.getValue());
        }
        System.out.println(name + " iter=" + it);
        List<Integer> desc = new ArrayList<>();
        for (Iterator<Integer> i = m.navigableKeySet().descendingIterator(); i.hasNext();) {
            desc.add(i.next());
        }
        System.out.println(name + " descIter=" + desc);
    }

    public static void main(String[] args) {
        ConcurrentSkipListMap<Integer, String> m = sample();
        navigable("map", m);
        navigable("sub[30,70)", m.subMap(30, 70));
        navigable("sub(30,70]", m.subMap(30, false, 70, true));
        navigable("sub[30,30]", m.subMap(30, true, 30, true));
        navigable("sub(30,30)", m.subMap(30, false, 30, false));
        navigable("head<50", m.headMap(50));
        navigable("head<=50", m.headMap(50, true));
        navigable("tail>=50", m.tailMap(50));
        navigable("tail>50", m.tailMap(50, false));
        navigable("desc", m.descendingMap());
        navigable("desc.sub[70,30)", m.descendingMap().subMap(70, 30));
        navigable("desc.head<60", m.descendingMap().headMap(60));
        navigable("desc.tail>=60", m.descendingMap().tailMap(60, true));
        navigable("desc.desc", m.descendingMap().descendingMap());
        navigable("sub.desc", m.subMap(20, true, 80, true).descendingMap());
        navigable("sub.sub", m.subMap(20, true, 80, true).subMap(30, false, 70, true));
        navigable("empty", new ConcurrentSkipListMap<Integer, String>());

        // range checks
        t("subMap(70,30)", () -> m.subMap(70, 30));
        t("desc.subMap(30,70)", () -> m.descendingMap().subMap(30, 70));
        t("head<50.put(60)", () -> m.headMap(50).put(60, "x"));
        t("head<50.put(50)", () -> m.headMap(50).put(50, "x"));
        t("head<=50.put(50)", () -> m.headMap(50, true).put(50, "v50"));
        t("sub.subMap out", () -> m.subMap(30, 70).subMap(20, 40));
        t("sub.tailMap out", () -> m.subMap(30, false, 70, true).tailMap(30, true));
        t("sub.tailMap ok", () -> m.subMap(30, false, 70, true).tailMap(30, false));
        t("sub.headMap out", () -> m.subMap(30, 70).headMap(70, true));
        t("sub.get out", () -> m.subMap(30, 70).get(80));
        t("sub.remove out", () -> m.subMap(30, 70).remove(80));
        t("sub.containsKey out", () -> m.subMap(30, 70).containsKey(80));
        t("sub.putIfAbsent out", () -> m.subMap(30, 70).putIfAbsent(90, "q"));
        t("sub.replace out", () -> m.subMap(30, 70).replace(90, "q"));
        t("sub.firstKey empty", () -> m.subMap(31, 39).firstKey());
        t("sub.lastKey empty", () -> m.subMap(31, 39).lastKey());
        t("sub.firstEntry empty", () -> m.subMap(31, 39).firstEntry());
        t("sub.pollFirst empty", () -> m.subMap(31, 39).pollFirstEntry());
        t("sub.keySet.first empty", () -> m.subMap(31, 39).keySet().first());

        // nulls
        t("put(null)", () -> m.put(null, "x"));
        t("put(k,null)", () -> m.put(1, null));
        t("get(null)", () -> m.get(null));
        t("containsKey(null)", () -> m.containsKey(null));
        t("remove(null)", () -> m.remove(null));
        t("remove(k,null)", () -> m.remove(10, null));
        t("containsValue(null)", () -> m.containsValue(null));
        t("ceilingKey(null)", () -> m.ceilingKey(null));
        t("subMap(null,1)", () -> m.subMap(null, 1));
        t("headMap(null)", () -> m.headMap(null));
        t("putIfAbsent(k,null)", () -> m.putIfAbsent(1, null));
        t("replace(k,null,v)", () -> m.replace(10, null, "a"));
        t("computeIfAbsent(null)", () -> m.computeIfAbsent(null, k -> "a"));
        t("merge(k,null)", () -> m.merge(10, null, (a, b) -> a));
        t("sub.get(null)", () -> m.subMap(10, 50).get(null));

        // empty map
        ConcurrentSkipListMap<Integer, String> e = new ConcurrentSkipListMap<>();
        t("empty firstKey", () -> e.firstKey());
        t("empty lastKey", () -> e.lastKey());
        t("empty firstEntry", () -> e.firstEntry());
        t("empty pollFirst", () -> e.pollFirstEntry());
        t("empty pollLast", () -> e.pollLastEntry());
        t("empty keySet.first", () -> e.keySet().first());
        t("empty iterator.next", () -> e.keySet().iterator().next());
        t("empty toString", () -> e + " " + e.keySet() + " " + e.values() + " " + e.entrySet() + " " + e.hashCode());

        // entries are immutable snapshots
        t("firstEntry.setValue", () -> m.firstEntry().setValue("x"));
        t("entrySet entry.setValue", () -> m.entrySet().iterator().next().setValue("x"));
        t("keySet.add", () -> m.keySet().add(5));
        t("values.add", () -> m.values().add("x"));
        t("entry equals", () -> m.firstEntry().equals(new AbstractMap.SimpleEntry<>(10, "v10")) + " hash=" + m.firstEntry().hashCode());

        // ConcurrentMap and defaults
        ConcurrentSkipListMap<String, Integer> w = new ConcurrentSkipListMap<>();
        System.out.println("put a=" + w.put("a", 1) + " put a=" + w.put("a", 2) + " putIfAbsent a=" + w.putIfAbsent("a", 3)
                + " putIfAbsent b=" + w.putIfAbsent("b", 4) + " " + w);
        System.out.println("replace c=" + w.replace("c", 1) + " replace a=" + w.replace("a", 10) + " replace(a,1,2)="
                + w.replace("a", 1, 2) + " replace(a,10,11)=" + w.replace("a", 10, 11) + " " + w);
        System.out.println("remove(a,1)=" + w.remove("a", 1) + " remove(a,11)=" + w.remove("a", 11) + " remove(zz)="
                + w.remove("zz") + " " + w);
        System.out.println("computeIfAbsent c=" + w.computeIfAbsent("c", k -> 7) + " again=" + w.computeIfAbsent("c", k -> 8)
                + " null=" + w.computeIfAbsent("d", k -> null) + " " + w);
        System.out.println("computeIfPresent c=" + w.computeIfPresent("c", (k, v) -> v * 2) + " absent="
                + w.computeIfPresent("q", (k, v) -> 1) + " toNull=" + w.computeIfPresent("b", (k, v) -> null) + " " + w);
        System.out.println("compute e=" + w.compute("e", (k, v) -> v == null ? 1 : v + 1) + " again="
                + w.compute("e", (k, v) -> v == null ? 1 : v + 1) + " remove=" + w.compute("c", (k, v) -> null) + " " + w);
        System.out.println("merge e=" + w.merge("e", 5, Integer::sum) + " new=" + w.merge("f", 5, Integer::sum) + " remove="
                + w.merge("f", 5, (a, b) -> null) + " " + w);
        System.out.println("getOrDefault e=" + w.getOrDefault("e", -1) + " zz=" + w.getOrDefault("zz", -1));
        for (int i = 0; i < 5; i++) {
            w.put("k" + i, i);
        }
        StringBuilder sb = new StringBuilder();
        w.forEach((k, v) -> sb.append(k).append('=').append(v).append(';'));
        System.out.println("forEach " + sb);
        w.replaceAll((k, v) -> v * 100 + k.length());
        System.out.println("replaceAll " + w);
        t("replaceAll null", () -> {
            w.replaceAll((k, v) -> null);
            return w;
        });

        // iterator removal and views that write through
        ConcurrentSkipListMap<Integer, String> r = sample();
        for (Iterator<Integer> it = r.keySet().iterator(); it.hasNext();) {
            int k = it.next();
            if (k % 20 == 0) {
                it.remove();
            }
        }
        System.out.println("iter remove even " + r);
        t("iter remove twice", () -> {
            Iterator<Integer> it = r.keySet().iterator();
            it.next();
            it.remove();
            it.remove();
            return null;
        });
        t("iter remove before next", () -> {
            r.values().iterator().remove();
            return null;
        });
        for (Iterator<Map.Entry<Integer, String>> it = r.descendingMap().entrySet().iterator(); it.hasNext();) {
            if (it.next().getKey() > 70) {
                it.remove();
            }
        }
        System.out.println("desc entry iter remove >70 " + r);
        r.values().remove("v30");
        System.out.println("values.remove(v30) " + r);
        r.entrySet().remove(new AbstractMap.SimpleEntry<>(50, "nope"));
        r.entrySet().remove(new AbstractMap.SimpleEntry<>(50, "v50"));
        System.out.println("entrySet.remove(50) " + r + " contains(70=v70)="
                + r.entrySet().contains(new AbstractMap.SimpleEntry<>(70, "v70")));
        ConcurrentSkipListMap<Integer, String> s = sample();
        s.subMap(30, 70).clear();
        System.out.println("subMap.clear " + s);
        s.headMap(30).keySet().clear();
        System.out.println("headMap.keySet.clear " + s);
        s.tailMap(80, false).put(95, "v95");
        s.descendingMap().put(5, "v5");
        System.out.println("put via views " + s);
        System.out.println("pollFirst=" + s.pollFirstEntry() + " pollLast=" + s.pollLastEntry() + " " + s);
        System.out.println("desc pollFirst=" + s.descendingMap().pollFirstEntry() + " sub pollLast="
                + s.subMap(0, 90).pollLastEntry() + " " + s);
        ConcurrentSkipListMap<Integer, String> v = sample();
        v.values().removeIf(x -> x.endsWith("0") && x.length() == 3 && x.charAt(1) > '5');
        System.out.println("values.removeIf " + v);
        v.entrySet().removeIf(x -> x.getKey() < 30);
        System.out.println("entrySet.removeIf " + v);
        v.keySet().removeIf(x -> x == 50);
        System.out.println("keySet.removeIf " + v);
        v.subMap(0, 45).values().removeIf(x -> true);
        System.out.println("sub.values.removeIf " + v);

        // key set navigation
        NavigableSet<Integer> ks = sample().keySet();
        System.out.println("ks " + ks.lower(35) + " " + ks.floor(40) + " " + ks.ceiling(41) + " " + ks.higher(100)
                + " first=" + ks.first() + " last=" + ks.last() + " head=" + ks.headSet(40) + " head(incl)="
                + ks.headSet(40, true) + " tail=" + ks.tailSet(80) + " sub=" + ks.subSet(20, 50) + " sub(incl)="
                + ks.subSet(20, false, 50, true) + " desc=" + ks.descendingSet() + " desc.head="
                + ks.descendingSet().headSet(50));
        System.out.println("ks pollFirst=" + ks.pollFirst() + " pollLast=" + ks.pollLast() + " " + ks);

        // equals / hashCode / clone
        ConcurrentSkipListMap<Integer, String> a = sample();
        TreeMap<Integer, String> tm = new TreeMap<>(a);
        HashMap<Integer, String> hm = new HashMap<>(a);
        System.out.println("equals tree=" + a.equals(tm) + " hash=" + a.equals(hm) + " rev=" + tm.equals(a)
                + " hash==" + (a.hashCode() == tm.hashCode()) + " sub=" + a.subMap(10, 40).equals(tm.subMap(10, 40))
                + " keySet=" + a.keySet().equals(tm.keySet()) + " entrySet=" + a.entrySet().equals(hm.entrySet()));
        hm.put(10, "other");
        System.out.println("equals changed=" + a.equals(hm) + " string=" + a.equals("x"));
        ConcurrentSkipListMap<Integer, String> c = a.clone();
        c.put(11, "v11");
        a.remove(10);
        System.out.println("clone " + c + " orig " + a + " size " + c.size() + "/" + a.size());

        // comparators, copy constructors
        ConcurrentSkipListMap<String, Integer> rev = new ConcurrentSkipListMap<>(Comparator.reverseOrder());
        for (String x : new String[] {"pear", "apple", "fig", "kiwi", "banana"}) {
            rev.put(x, x.length());
        }
        System.out.println("rev " + rev + " head(fig)=" + rev.headMap("fig") + " ceiling(c)=" + rev.ceilingKey("c")
                + " cmp=" + (rev.comparator() != null));
        ConcurrentSkipListMap<String, Integer> cased = new ConcurrentSkipListMap<>(String.CASE_INSENSITIVE_ORDER);
        cased.put("B", 1);
        cased.put("a", 2);
        cased.put("b", 3);
        cased.put("A", 4);
        System.out.println("case-insensitive " + cased + " get(a)=" + cased.get("a"));
        System.out.println("copy(SortedMap) " + new ConcurrentSkipListMap<>(rev) + " copy(Map) "
                + new ConcurrentSkipListMap<>(new HashMap<>(rev)) + " cmp=" + (new ConcurrentSkipListMap<>(rev).comparator() != null));
        t("not comparable", () -> new ConcurrentSkipListMap<Object, Integer>().put(new Object(), 1));
        t("mixed types", () -> {
            ConcurrentSkipListMap<Object, Integer> q = new ConcurrentSkipListMap<>();
            q.put("a", 1);
            return q.put(1, 2);
        });

        // larger map: compare with TreeMap under random operations
        Random rnd = new Random(42);
        ConcurrentSkipListMap<Integer, Integer> big = new ConcurrentSkipListMap<>();
        TreeMap<Integer, Integer> ref = new TreeMap<>();
        boolean same = true;
        for (int i = 0; i < 20000; i++) {
            int k = rnd.nextInt(2000);
            int op = rnd.nextInt(10);
            Object x, y;
            if (op < 5) {
                x = big.put(k, i);
                y = ref.put(k, i);
            } else if (op < 8) {
                x = big.remove(k);
                y = ref.remove(k);
            } else if (op == 8) {
                x = big.floorKey(k) + "/" + big.higherEntry(k);
                y = ref.floorKey(k) + "/" + ref.higherEntry(k);
            } else {
                x = big.pollFirstEntry() + "/" + big.pollLastEntry();
                y = ref.pollFirstEntry() + "/" + ref.pollLastEntry();
            }
            if (!Objects.equals(x, y)) {
                same = false;
                System.out.println("differs at " + i + ": " + x + " vs " + y);
                break;
            }
        }
        System.out.println("random ops same=" + same + " size=" + big.size() + "/" + ref.size() + " equal=" + big.equals(ref)
                + " sub=" + big.subMap(500, 520).equals(ref.subMap(500, 520)) + " descFirst="
                + big.descendingMap().firstKey() + "/" + ref.descendingMap().firstKey());
        big.clear();
        System.out.println("cleared " + big + " size=" + big.size() + " empty=" + big.isEmpty());

        // ConcurrentSkipListSet
        ConcurrentSkipListSet<Integer> set = new ConcurrentSkipListSet<>(Arrays.asList(5, 3, 9, 1, 7, 3));
        System.out.println("set " + set + " add(4)=" + set.add(4) + " add(4)=" + set.add(4) + " remove(9)=" + set.remove(9)
                + " remove(9)=" + set.remove(9) + " " + set + " size=" + set.size());
        System.out.println("set lower(4)=" + set.lower(4) + " floor(4)=" + set.floor(4) + " ceiling(6)=" + set.ceiling(6)
                + " higher(7)=" + set.higher(7) + " first=" + set.first() + " last=" + set.last());
        System.out.println("set head(5)=" + set.headSet(5) + " head(5,true)=" + set.headSet(5, true) + " tail(5)="
                + set.tailSet(5) + " tail(5,false)=" + set.tailSet(5, false) + " sub(3,7)=" + set.subSet(3, 7)
                + " sub(3,false,7,true)=" + set.subSet(3, false, 7, true) + " desc=" + set.descendingSet()
                + " desc.sub(7,3)=" + set.descendingSet().subSet(7, 3));
        List<Integer> d = new ArrayList<>();
        set.descendingIterator().forEachRemaining(d::add);
        System.out.println("set descIter " + d + " cmp=" + set.comparator());
        t("set subSet bad", () -> set.subSet(7, 3));
        t("set add null", () -> set.add(null));
        t("set first empty", () -> new ConcurrentSkipListSet<Integer>().first());
        t("set headSet.add out", () -> set.headSet(4).add(6));
        ConcurrentSkipListSet<Integer> sc = set.clone();
        sc.add(100);
        System.out.println("set clone " + sc + " orig " + set + " equals=" + set.equals(new TreeSet<>(set))
                + " hash=" + (set.hashCode() == new TreeSet<>(set).hashCode()));
        System.out.println("set pollFirst=" + set.pollFirst() + " pollLast=" + set.pollLast() + " " + set
                + " removeAll=" + set.removeAll(Arrays.asList(4, 5, 6)) + " " + set);
        ConcurrentSkipListSet<String> ss = new ConcurrentSkipListSet<>(Comparator.comparing(String::length));
        ss.addAll(Arrays.asList("ccc", "a", "bb", "dd", "eeee"));
        System.out.println("set by length " + ss + " copy " + new ConcurrentSkipListSet<>(ss));
        ConcurrentSkipListSet<Integer> sub = new ConcurrentSkipListSet<>(Arrays.asList(1, 2, 3, 4, 5, 6, 7, 8));
        NavigableSet<Integer> view = sub.subSet(3, true, 6, true);
        view.add(4);
        view.remove(5);
        System.out.println("subset view " + view + " pollFirst=" + view.pollFirst() + " pollLast=" + view.pollLast()
                + " base " + sub + " view " + view + " size=" + view.size());
    }
}
