import java.util.*;
import java.util.concurrent.*;

// ConcurrentHashMap's JDK 8 bulk operations as blog posts show them: forEach with a
// parallelism threshold, search, reduce, reduceValues/reduceKeys (ToLong variants), keySet
// with a default value (KeySetView), and the mapped-value forEach.
public class JucAppChmBulkOps {
    public static void main(String[] args) {
        ConcurrentHashMap<String, Integer> m = new ConcurrentHashMap<String, Integer>();
        for (int i = 0; i < 100; i++) m.put("k" + i, i);
        final LongAdderHolder h = new LongAdderHolder();
        m.forEach(1, (k, v) -> h.add(v));
        System.out.println("forEach sum " + h.sum);
        String found = m.search(1, (k, v) -> v == 42 ? k : null);
        System.out.println("search " + found);
        Integer max = m.reduceValues(1, Integer::max);
        System.out.println("reduceValues max " + max);
        long total = m.reduceValuesToLong(1, Integer::longValue, 0L, Long::sum);
        System.out.println("reduceValuesToLong " + total);
        String longest = m.reduceKeys(1, (a, b) -> a.length() >= b.length() ? (a.compareTo(b) <= 0 || a.length() > b.length() ? a : b) : b);
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

    static class LongAdderHolder {
        long sum;

        synchronized void add(long v) {
            sum += v;
        }
    }
}
