import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

// ConcurrentHashMap's JDK 8 bulk operations (forEach/search/reduce in every Key/Value/Entry and
// ToLong/ToInt/ToDouble form), KeySetView (keySet(), keySet(V), newKeySet), keys()/elements(),
// contains, mappingCount. Parallelism threshold 1 lets HotSpot split the work among threads, so
// those runs only aggregate commutatively; Long.MAX_VALUE runs sequentially in iteration order
// on HotSpot too, so those print in order. (A basis that is not the reducer's identity is used
// only sequentially: HotSpot's parallel split reduces it once per subtask.)
public class JucMoreChmBulk {
    static final long SEQ = Long.MAX_VALUE;

    public static void main(String[] args) {
        fromBlogPost();
        allForms();
        keySetViews();
        legacyAndNulls();
    }

    static void fromBlogPost() {
        ConcurrentHashMap<String, Integer> m = new ConcurrentHashMap<String, Integer>();
        for (int i = 0; i < 100; i++) m.put("k" + i, i);
        final AtomicLong h = new AtomicLong();
        m.forEach(1, (k, v) -> h.addAndGet(v));
        System.out.println("forEach sum " + h.get());
        String found = m.search(1, (k, v) -> v == 42 ? k : null);
        System.out.println("search " + found);
        Integer max = m.reduceValues(1, Integer::max);
        System.out.println("reduceValues max " + max);
        long total = m.reduceValuesToLong(1, Integer::longValue, 0L, Long::sum);
        System.out.println("reduceValuesToLong " + total);
        String longest = m.reduceKeys(1, (a, b) -> a.length() != b.length() ? (a.length() > b.length() ? a : b) : (a.compareTo(b) <= 0 ? a : b));
        System.out.println("reduceKeys " + longest);
        Integer r = m.reduce(1, (k, v) -> v % 10 == 0 ? v : null, Integer::sum);
        System.out.println("reduce tens " + r);
        ConcurrentHashMap.KeySetView<String, Boolean> view = ConcurrentHashMap.newKeySet();
        view.add("a");
        ConcurrentHashMap.KeySetView<String, Integer> withDefault = m.keySet(-1);
        withDefault.add("new");
        System.out.println("keySet(default) added " + m.get("new") + " view " + view);
        final StringBuilder sb = new StringBuilder();
        new TreeMap<String, Integer>(m).forEach((k, v) -> { if (v == 7) sb.append(k); });
        m.forEachValue(Long.MAX_VALUE, v -> { if (v == 99) sb.append(" saw 99"); });
        System.out.println(sb);
    }

    static void allForms() {
        ConcurrentHashMap<String, Integer> m = new ConcurrentHashMap<String, Integer>();
        String[] words = {"apple", "banana", "cherry", "date", "elderberry", "fig", "grape", "kiwi", "lemon", "mango"};
        for (int i = 0; i < words.length; i++) m.put(words[i], i + 1);
        System.out.println("map " + m);

        final StringBuilder sb = new StringBuilder();
        m.forEach(SEQ, (k, v) -> sb.append(k).append(':').append(v).append(' '));
        System.out.println("forEach seq " + sb);
        sb.setLength(0);
        m.forEach(SEQ, (k, v) -> v % 2 == 0 ? k.toUpperCase() : null, s -> sb.append(s).append(' '));
        System.out.println("forEach transformed " + sb);
        final AtomicInteger n = new AtomicInteger();
        m.forEach(1, (k, v) -> k.length() + v, x -> n.addAndGet(x));
        System.out.println("forEach transformed par " + n.get());

        System.out.println("search none " + m.search(1, (k, v) -> v > 100 ? k : null));
        System.out.println("search seq " + m.search(SEQ, (k, v) -> v > 5 ? k + "=" + v : null));
        System.out.println("reduce seq " + m.reduce(SEQ, (k, v) -> k.substring(0, 1), (a, b) -> a + b));
        System.out.println("reduce none " + m.reduce(1, (k, v) -> (String) null, (a, b) -> a + b));
        System.out.println("reduceToLong " + m.reduceToLong(1, (k, v) -> (long) k.length() * v, 0L, Long::sum));
        System.out.println("reduceToInt " + m.reduceToInt(1, (k, v) -> v, 0, Integer::sum));
        System.out.println("reduceToDouble " + m.reduceToDouble(1, (k, v) -> v / 2.0, 0.0, Double::sum));
        System.out.println("reduceToInt basis " + m.reduceToInt(SEQ, (k, v) -> v, 1000, Math::max));

        sb.setLength(0);
        m.forEachKey(SEQ, k -> sb.append(k.charAt(0)));
        System.out.println("forEachKey " + sb);
        sb.setLength(0);
        m.forEachKey(SEQ, k -> k.length() > 5 ? k : null, k -> sb.append(k).append(' '));
        System.out.println("forEachKey transformed " + sb);
        System.out.println("searchKeys " + m.searchKeys(1, k -> k.startsWith("el") ? k.length() : null));
        System.out.println("reduceKeys seq " + m.reduceKeys(SEQ, (a, b) -> a.compareTo(b) <= 0 ? a : b));
        System.out.println("reduceKeys transformed " + m.reduceKeys(1, String::length, Integer::sum));
        System.out.println("reduceKeysToLong " + m.reduceKeysToLong(1, k -> k.length(), 0L, Long::sum));
        System.out.println("reduceKeysToInt " + m.reduceKeysToInt(1, String::length, 0, Math::max));
        System.out.println("reduceKeysToDouble " + m.reduceKeysToDouble(1, k -> k.length() * 0.5, 0.0, Double::sum));

        sb.setLength(0);
        m.forEachValue(SEQ, v -> sb.append(v).append(','));
        System.out.println("forEachValue " + sb);
        sb.setLength(0);
        m.forEachValue(SEQ, v -> v > 7 ? "v" + v : null, s -> sb.append(s).append(','));
        System.out.println("forEachValue transformed " + sb);
        System.out.println("searchValues " + m.searchValues(1, v -> v == 3 ? "three" : null));
        System.out.println("reduceValues " + m.reduceValues(1, Integer::sum));
        System.out.println("reduceValues transformed " + m.reduceValues(1, v -> v * v, Integer::sum));
        System.out.println("reduceValuesToLong " + m.reduceValuesToLong(SEQ, v -> v, 100L, Long::sum));
        System.out.println("reduceValuesToInt " + m.reduceValuesToInt(1, v -> v, 0, Math::max));
        System.out.println("reduceValuesToDouble " + m.reduceValuesToDouble(SEQ, v -> v, 0.5, Double::sum));

        sb.setLength(0);
        m.forEachEntry(SEQ, e -> sb.append(e).append(' '));
        System.out.println("forEachEntry " + sb);
        sb.setLength(0);
        m.forEachEntry(SEQ, e -> e.getValue() < 3 ? e.getKey() : null, s -> sb.append(s).append(' '));
        System.out.println("forEachEntry transformed " + sb);
        System.out.println("searchEntries " + m.searchEntries(1, e -> e.getValue() == 9 ? e.toString() : null));
        Map.Entry<String, Integer> best = m.reduceEntries(1, (a, b) -> a.getValue() >= b.getValue() ? a : b);
        System.out.println("reduceEntries " + best + " key " + best.getKey() + " value " + best.getValue());
        System.out.println("entry equals " + best.equals(new AbstractMap.SimpleEntry<String, Integer>("mango", 10))
                + " hash " + (best.hashCode() == ("mango".hashCode() ^ 10)));
        try {
            best.setValue(5);
            System.out.println("setValue allowed");
        } catch (UnsupportedOperationException e) {
            System.out.println("setValue " + e.getClass().getName());
        }
        System.out.println("reduceEntries transformed " + m.reduceEntries(1, e -> e.getKey().length() + e.getValue(), Integer::sum));
        System.out.println("reduceEntriesToLong " + m.reduceEntriesToLong(1, e -> e.getValue(), 0L, Long::sum));
        System.out.println("reduceEntriesToInt " + m.reduceEntriesToInt(1, e -> e.getKey().length(), 0, Integer::sum));
        System.out.println("reduceEntriesToDouble " + m.reduceEntriesToDouble(1, e -> e.getValue() * 0.25, 0.0, Double::sum));

        ConcurrentHashMap<String, Integer> empty = new ConcurrentHashMap<String, Integer>();
        System.out.println("empty reduce " + empty.reduceValues(1, Integer::sum) + " " + empty.reduceKeys(1, (a, b) -> a)
                + " " + empty.reduceEntries(1, (a, b) -> a) + " " + empty.reduceValuesToLong(1, v -> v, 7L, Long::sum)
                + " " + empty.search(1, (k, v) -> k));

        // Bulk operations see updates made from their own callbacks to bins not yet visited.
        ConcurrentHashMap<Integer, Integer> grow = new ConcurrentHashMap<Integer, Integer>();
        for (int i = 0; i < 8; i++) grow.put(i, i);
        grow.forEach(SEQ, (k, v) -> { if (k < 8) grow.remove(k + 1); });
        System.out.println("removed while walking " + grow);

        String[] nulls = {"forEach", "forEachT", "search", "reduce", "reduceToLong", "forEachKey", "reduceKeys",
                "forEachValue", "reduceValues", "forEachEntry", "reduceEntries", "searchValues"};
        for (String what : nulls) {
            try {
                switch (what) {
                    case "forEach": m.forEach(1, null); break;
                    case "forEachT": m.forEach(1, (k, v) -> k, null); break;
                    case "search": m.search(1, null); break;
                    case "reduce": m.reduce(1, (k, v) -> k, null); break;
                    case "reduceToLong": m.reduceToLong(1, null, 0L, Long::sum); break;
                    case "forEachKey": m.forEachKey(1, null); break;
                    case "reduceKeys": m.reduceKeys(1, null); break;
                    case "forEachValue": m.forEachValue(1, null); break;
                    case "reduceValues": m.reduceValues(1, null); break;
                    case "forEachEntry": m.forEachEntry(1, null); break;
                    case "reduceEntries": m.reduceEntries(1, null); break;
                    default: m.searchValues(1, null); break;
                }
                System.out.println(what + " null: no exception");
            } catch (NullPointerException e) {
                System.out.println(what + " null: NPE");
            }
        }
        try {
            m.forEach(SEQ, (k, v) -> { if (v == 4) throw new IllegalStateException("stop at " + k); });
        } catch (IllegalStateException e) {
            System.out.println("callback threw " + e.getMessage());
        }
    }

    static void keySetViews() {
        ConcurrentHashMap<String, Integer> m = new ConcurrentHashMap<String, Integer>();
        m.put("one", 1);
        m.put("two", 2);
        ConcurrentHashMap.KeySetView<String, Integer> ks = m.keySet();
        System.out.println("keySet " + ks + " mapped " + ks.getMappedValue() + " same map " + (ks.getMap() == m)
                + " cached " + (ks == m.keySet()));
        try {
            ks.add("three");
        } catch (UnsupportedOperationException e) {
            System.out.println("add without value " + e.getClass().getName());
        }
        try {
            ks.addAll(Collections.<String>emptyList());
        } catch (UnsupportedOperationException e) {
            System.out.println("addAll empty without value " + e.getClass().getName());
        }
        ConcurrentHashMap.KeySetView<String, Integer> kv = m.keySet(0);
        System.out.println("keySet(0) mapped " + kv.getMappedValue() + " add new " + kv.add("zero") + " add old " + kv.add("one")
                + " addAll " + kv.addAll(Arrays.asList("one", "ten", "two")) + " addAll dup " + kv.addAll(Arrays.asList("ten")));
        System.out.println("map now " + new TreeMap<String, Integer>(m));
        System.out.println("contains " + kv.contains("ten") + " " + ks.contains("nine") + " size " + kv.size());
        System.out.println("remove " + kv.remove("ten") + " " + kv.remove("ten") + " map " + new TreeMap<String, Integer>(m));
        System.out.println("removeAll " + ks.removeAll(Arrays.asList("zero", "nine")) + " retainAll "
                + ks.retainAll(new HashSet<String>(Arrays.asList("one", "two", "x"))) + " map " + new TreeMap<String, Integer>(m));
        System.out.println("equals " + ks.equals(new HashSet<String>(Arrays.asList("one", "two"))) + " hash "
                + (ks.hashCode() == "one".hashCode() + "two".hashCode()));
        Object[] arr = ks.toArray();
        Arrays.sort(arr);
        System.out.println("toArray " + Arrays.toString(arr) + " typed " + ks.toArray(new String[0]).length);
        try {
            m.keySet(null);
        } catch (NullPointerException e) {
            System.out.println("keySet(null) NPE");
        }
        ConcurrentHashMap.KeySetView<Integer, Boolean> set = ConcurrentHashMap.newKeySet(64);
        for (int i = 20; i > 0; i -= 3) set.add(i);
        System.out.println("newKeySet(64) " + set + " mapped " + set.getMappedValue() + " map " + set.getMap());
        Iterator<Integer> it = set.iterator();
        while (it.hasNext()) if (it.next() % 2 == 0) it.remove();
        System.out.println("after iterator remove " + set + " isEmpty " + set.isEmpty());
        set.clear();
        System.out.println("cleared " + set + " " + set.isEmpty() + " " + set.getMap().size());
        try {
            set.add(null);
        } catch (NullPointerException e) {
            System.out.println("add null NPE");
        }
        Set<String> plain = ConcurrentHashMap.<String>newKeySet();
        plain.addAll(Arrays.asList("b", "a", "c", "a"));
        System.out.println("newKeySet as Set " + plain + " size " + plain.size());
    }

    static void legacyAndNulls() {
        ConcurrentHashMap<String, String> m = new ConcurrentHashMap<String, String>(4);
        m.put("x", "1");
        m.put("y", "2");
        m.put("z", "1");
        StringBuilder sb = new StringBuilder();
        for (Enumeration<String> e = m.keys(); e.hasMoreElements();) sb.append(e.nextElement());
        sb.append(" / ");
        for (Enumeration<String> e = m.elements(); e.hasMoreElements();) sb.append(e.nextElement());
        System.out.println("keys/elements " + sb);
        Enumeration<String> done = new ConcurrentHashMap<String, String>().keys();
        try {
            done.nextElement();
        } catch (NoSuchElementException e) {
            System.out.println("empty enumeration " + e.getClass().getName());
        }
        System.out.println("contains " + m.contains("1") + " " + m.contains("3") + " mappingCount " + m.mappingCount());
        try {
            m.contains(null);
        } catch (NullPointerException e) {
            System.out.println("contains(null) NPE");
        }
        ConcurrentHashMap<Integer, Integer> big = new ConcurrentHashMap<Integer, Integer>();
        for (int i = 0; i < 1000; i++) big.put(i, i);
        System.out.println("big mappingCount " + big.mappingCount() + " sum " + big.reduceValuesToLong(1, v -> v, 0L, Long::sum)
                + " keys>990 " + big.reduceKeys(SEQ, k -> k > 990 ? String.valueOf(k) : null, (a, b) -> a + "," + b));
    }
}
