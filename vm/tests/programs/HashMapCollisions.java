import java.util.*;

// HashMap/HashSet with many colliding String hash codes ("Aa" and "BB" hash alike), so buckets grow
// long, are treeified and untreeified; iteration order must still match the JDK's HashMap.
public class HashMapCollisions {
    static List<String> colliding(int pairs) {
        List<String> out = new ArrayList<>();
        out.add("");
        for (int i = 0; i < pairs; i++) {
            List<String> next = new ArrayList<>();
            for (String s : out) {
                next.add(s + "Aa");
                next.add(s + "BB");
            }
            out = next;
        }
        return out;
    }

    public static void main(String[] args) {
        List<String> keys = colliding(4);
        System.out.println(keys.size() + " keys, all hash " + keys.get(0).hashCode() + " == " + keys.get(15).hashCode());
        Map<String, Integer> m = new HashMap<>();
        for (int i = 0; i < keys.size(); i++) m.put(keys.get(i), i);
        for (int i = 0; i < 40; i++) m.put("k" + i, i);
        System.out.println(m);
        for (int i = 0; i < keys.size(); i += 3) m.remove(keys.get(i));
        System.out.println("after removals: " + m.keySet());
        Collections.shuffle(keys, new Random(3));
        Map<String, Integer> m2 = new HashMap<>();
        for (String k : keys) m2.put(k, k.length());
        System.out.println("shuffled insertion: " + m2.keySet());
        Set<String> big = new HashSet<>(colliding(6));
        System.out.println("64 colliding: size " + big.size() + " contains AaBBAaBBAaBB " + big.contains("AaBBAaBBAaBB"));
        StringBuilder sb = new StringBuilder();
        int n = 0;
        for (String s : big) if (n++ < 20) sb.append(s).append(' ');
        System.out.println("first 20: " + sb);
        Map<Integer, String> ints = new HashMap<>();
        for (int i = 0; i < 12; i++) ints.put(i * 64, "x" + i);
        for (int i = 0; i < 12; i++) ints.put(i * 64 + 1, "y" + i);
        System.out.println("multiples of 64: " + ints.keySet());
        LinkedHashMap<String, Integer> lhm = new LinkedHashMap<>();
        for (String k : colliding(3)) lhm.put(k, k.hashCode());
        System.out.println("LinkedHashMap keeps insertion order: " + lhm.keySet());
    }
}
