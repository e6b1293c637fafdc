import java.util.*;

// HashMap/HashSet iteration order for Integer and String keys, including across resizes and
// removals (our HashMap follows the JDK's hashing and bucket layout, so the order must match).
public class HashMapOrder {
    public static void main(String[] args) {
        Map<Integer, String> m = new HashMap<>();
        int[] keys = {100, 3, 17, 33, 1, 65, -5, 1024, 16, 48, 0, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (int k : keys) m.put(k, "v" + k);
        System.out.println(m);
        System.out.println("keys " + m.keySet());
        System.out.println("values " + m.values());
        for (int i = 0; i < 100; i += 7) m.put(i * 13, "w" + i);
        System.out.println("after resize: " + m.keySet());
        m.remove(17);
        m.remove(1024);
        m.put(17, "again");
        System.out.println("after remove/re-add: " + m);
        Map<String, Integer> sm = new HashMap<>();
        String[] words = "the quick brown fox jumps over the lazy dog and then some more words to force a resize of the table".split(" ");
        for (String w : words) sm.put(w, sm.containsKey(w) ? sm.get(w) + 1 : 1);
        System.out.println(sm);
        for (Map.Entry<String, Integer> e : sm.entrySet()) {
            if (e.getValue() > 1) System.out.println("repeated: " + e.getKey() + "=" + e.getValue());
        }
        Set<String> hs = new HashSet<>();
        for (int i = 0; i < 40; i++) hs.add("k" + (i * 37 % 100));
        System.out.println(hs);
        Set<Integer> is = new HashSet<>();
        for (int i = 0; i < 50; i++) is.add(i * i * 31 - 500);
        System.out.println(is);
        Map<Long, Integer> lm = new HashMap<>();
        for (long l = 1; l < 1L << 40; l *= 9) lm.put(l, (int) (l % 1000));
        System.out.println(lm);
        Map<Character, Integer> freq = new HashMap<>();
        for (char c : "mississippi banana".toCharArray()) freq.merge(c, 1, Integer::sum);
        System.out.println(freq);
        Map<Object, Object> nulls = new HashMap<>();
        nulls.put(null, "nullkey");
        nulls.put("k", null);
        System.out.println(nulls + " get(null)=" + nulls.get(null) + " containsKey(k)=" + nulls.containsKey("k") + " containsValue(null)=" + nulls.containsValue(null));
        Map<String, Integer> big = new HashMap<>();
        for (int i = 0; i < 2000; i++) big.put("key" + i, i);
        long h = 0;
        int n = 0;
        for (String k : big.keySet()) {
            h = h * 31 + k.hashCode();
            if (n++ < 10) System.out.print(k + " ");
        }
        System.out.println("... order hash " + h);
        System.out.println("map hashCode=" + big.hashCode() + " equals copy=" + big.equals(new HashMap<>(big)));
        Map<Boolean, Double> bd = new HashMap<>();
        bd.put(true, 1.5);
        bd.put(false, -2.0);
        System.out.println(bd);
        Map<Double, String> dm = new HashMap<>();
        for (double d = 0.5; d < 100; d *= 3.1) dm.put(d, "d");
        System.out.println(dm.keySet());
    }
}
