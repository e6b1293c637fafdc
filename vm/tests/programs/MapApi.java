import java.util.*;

public class MapApi {
    public static void main(String[] args) {
        Map<String, Integer> m = new HashMap<>();
        System.out.println("put new: " + m.put("a", 1) + " put existing: " + m.put("a", 2));
        System.out.println("getOrDefault: " + m.getOrDefault("a", -1) + " " + m.getOrDefault("zz", -1));
        System.out.println("putIfAbsent: " + m.putIfAbsent("a", 5) + " " + m.putIfAbsent("b", 5) + " -> " + m);
        System.out.println("computeIfAbsent: " + m.computeIfAbsent("c", k -> k.length() * 10) + " " + m.computeIfAbsent("a", k -> 99) + " -> " + m);
        System.out.println("computeIfPresent: " + m.computeIfPresent("a", (k, v) -> v + 100) + " " + m.computeIfPresent("nope", (k, v) -> 1) + " -> " + m);
        System.out.println("compute: " + m.compute("b", (k, v) -> v == null ? 0 : v * 2) + " " + m.compute("d", (k, v) -> v == null ? 0 : v * 2) + " -> " + m);
        System.out.println("compute to null removes: " + m.compute("d", (k, v) -> null) + " -> " + m);
        System.out.println("merge: " + m.merge("a", 1, Integer::sum) + " " + m.merge("e", 1, Integer::sum) + " -> " + m);
        System.out.println("merge to null removes: " + m.merge("e", 1, (x, y) -> null) + " -> " + m);
        System.out.println("replace: " + m.replace("a", 7) + " " + m.replace("zz", 7) + " " + m.replace("b", 10, 11) + " " + m.replace("b", 999, 0) + " -> " + m);
        System.out.println("remove(k,v): " + m.remove("c", 0) + " " + m.remove("c", 10) + " -> " + m);
        m.replaceAll((k, v) -> v * 3);
        System.out.println("replaceAll -> " + m);
        StringBuilder sb = new StringBuilder();
        m.forEach((k, v) -> sb.append(k).append(':').append(v).append(' '));
        System.out.println("forEach: " + sb);
        Map<String, List<String>> index = new TreeMap<>();
        for (String w : "ant bee cat ape bat cow asp".split(" ")) {
            index.computeIfAbsent(w.substring(0, 1), k -> new ArrayList<>()).add(w);
        }
        System.out.println("grouped: " + index);
        Map<Integer, Integer> counts = new TreeMap<>();
        int[] data = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5};
        for (int d : data) counts.merge(d, 1, Integer::sum);
        System.out.println("counts: " + counts);
        for (Map.Entry<Integer, Integer> e : counts.entrySet()) {
            if (e.getValue() > 1) System.out.println("  " + e.getKey() + " appears " + e.getValue() + " times; entry=" + e);
        }
        Map.Entry<Integer, Integer> first = counts.entrySet().iterator().next();
        System.out.println("entry getKey/getValue: " + first.getKey() + "/" + first.getValue() + " hashCode=" + first.hashCode());
        Map<String, Integer> lhm = new LinkedHashMap<>();
        lhm.put("x", 1);
        lhm.put("y", 2);
        Map<String, Integer> other = new HashMap<>(lhm);
        System.out.println("equals across impls: " + lhm.equals(other) + " hash " + (lhm.hashCode() == other.hashCode()));
        System.out.println("keySet contains: " + lhm.keySet().contains("x") + " values contains: " + lhm.values().contains(2));
        lhm.keySet().remove("x");
        System.out.println("keySet remove writes through: " + lhm);
        lhm.putAll(Collections.singletonMap("z", 26));
        lhm.values().remove(26);
        System.out.println("values remove: " + lhm + " size=" + lhm.size());
        Map<String, Integer> tm = new TreeMap<>(Comparator.reverseOrder());
        tm.putAll(m);
        System.out.println("TreeMap reverse putAll: " + tm);
        Map<Integer, String> hm = new HashMap<>();
        for (int i = 0; i < 5; i++) hm.put(i, "s" + i);
        hm.entrySet().removeIf(e -> e.getKey() % 2 == 1);
        hm.values().removeIf(v -> v.equals("s4"));
        System.out.println("removeIf on views: " + hm + " isEmpty=" + hm.isEmpty());
        hm.clear();
        System.out.println("clear: " + hm + " isEmpty=" + hm.isEmpty());
    }
}
