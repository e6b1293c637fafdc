import java.util.*;
import java.util.concurrent.*;
import java.util.function.*;

// ConcurrentMap's default methods (getOrDefault, forEach, replaceAll, computeIfAbsent,
// computeIfPresent, compute, merge) on a map that implements only the four abstract atomic
// operations. The map logs every call it gets, and can simulate another thread changing a key
// just before the next conditional update, so the retry loops are exercised deterministically:
// the log shows exactly which operations the defaults make and how often the functions run.
public class JucMoreConcurrentMapDefaults {
    static final StringBuilder log = new StringBuilder();

    static final class LoggingMap extends AbstractMap<String, Integer> implements ConcurrentMap<String, Integer> {
        final TreeMap<String, Integer> m = new TreeMap<String, Integer>();
        /** Runs once, just before the next putIfAbsent/replace/remove (another thread's update). */
        Runnable interference;

        private void interfere() {
            Runnable r = interference;
            interference = null;
            if (r != null) {
                log.append("[other thread] ");
                r.run();
            }
        }

        public synchronized Integer get(Object key) {
            log.append("get(").append(key).append(") ");
            return m.get(key);
        }

        public synchronized boolean containsKey(Object key) {
            log.append("containsKey(").append(key).append(") ");
            return m.containsKey(key);
        }

        public synchronized Integer put(String key, Integer value) {
            log.append("put ");
            return m.put(key, value);
        }

        public synchronized Integer putIfAbsent(String key, Integer value) {
            interfere();
            log.append("putIfAbsent(").append(key).append(',').append(value).append(") ");
            Integer old = m.get(key);
            if (old == null) m.put(key, value);
            return old;
        }

        public synchronized boolean remove(Object key, Object value) {
            interfere();
            log.append("remove(").append(key).append(',').append(value).append(") ");
            if (value != null && value.equals(m.get(key))) {
                m.remove(key);
                return true;
            }
            return false;
        }

        public synchronized boolean replace(String key, Integer oldValue, Integer newValue) {
            interfere();
            log.append("replace(").append(key).append(',').append(oldValue).append(',').append(newValue).append(") ");
            if (oldValue.equals(m.get(key))) {
                m.put(key, newValue);
                return true;
            }
            return false;
        }

        public synchronized Integer replace(String key, Integer value) {
            interfere();
            log.append("replace(").append(key).append(',').append(value).append(") ");
            return m.containsKey(key) ? m.put(key, value) : null;
        }

        public Set<Map.Entry<String, Integer>> entrySet() {
            return m.entrySet();
        }
    }

    /** Only the four atomic operations (and get), each under the map's lock: the defaults do the rest. */
    static final class MinimalMap extends AbstractMap<Integer, Integer> implements ConcurrentMap<Integer, Integer> {
        final HashMap<Integer, Integer> m = new HashMap<Integer, Integer>();

        public synchronized Integer get(Object key) {
            return m.get(key);
        }

        public synchronized Integer putIfAbsent(Integer key, Integer value) {
            Integer old = m.get(key);
            if (old == null) m.put(key, value);
            return old;
        }

        public synchronized boolean remove(Object key, Object value) {
            if (value != null && value.equals(m.get(key))) {
                m.remove(key);
                return true;
            }
            return false;
        }

        public synchronized boolean replace(Integer key, Integer oldValue, Integer newValue) {
            if (oldValue.equals(m.get(key))) {
                m.put(key, newValue);
                return true;
            }
            return false;
        }

        public synchronized Integer replace(Integer key, Integer value) {
            return m.containsKey(key) ? m.put(key, value) : null;
        }

        public synchronized Set<Map.Entry<Integer, Integer>> entrySet() {
            return new HashMap<Integer, Integer>(m).entrySet();
        }
    }

    // Four threads update ten keys through the retrying defaults: no update may be lost.
    static void threads() throws InterruptedException {
        final MinimalMap map = new MinimalMap();
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 500; k++) {
                    int key = (k + id) % 10;
                    map.merge(key, 1, Integer::sum);
                    map.compute(key + 10, (kk, v) -> v == null ? 1 : v + 1);
                    map.computeIfAbsent(key + 20, kk -> 0);
                    map.computeIfPresent(key + 20, (kk, v) -> v + 2);
                    if (k % 50 == 49) map.merge(key + 30, 5, (a, b) -> a >= 10 ? null : a + b);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("threads " + new TreeMap<Integer, Integer>(map.m));
    }

    static void show(String what, Object result, LoggingMap map) {
        System.out.println(what + " -> " + result + " | " + log.toString().trim() + " | " + map.m);
        log.setLength(0);
    }

    public static void main(String[] args) throws InterruptedException {
        threads();
        final LoggingMap map = new LoggingMap();
        map.m.put("a", 1);
        map.m.put("b", 2);

        show("getOrDefault a", map.getOrDefault("a", 9), map);
        show("getOrDefault z", map.getOrDefault("z", 9), map);

        final StringBuilder seen = new StringBuilder();
        map.forEach((k, v) -> seen.append(k).append(v));
        show("forEach " + seen, null, map);

        show("computeIfAbsent a", map.computeIfAbsent("a", k -> { log.append("f "); return 10; }), map);
        show("computeIfAbsent c", map.computeIfAbsent("c", k -> { log.append("f "); return 3; }), map);
        show("computeIfAbsent null", map.computeIfAbsent("d", k -> { log.append("f "); return null; }), map);
        map.interference = () -> map.m.put("e", 50);
        show("computeIfAbsent lost race", map.computeIfAbsent("e", k -> { log.append("f "); return 5; }), map);

        show("computeIfPresent a", map.computeIfPresent("a", (k, v) -> { log.append("f "); return v + 1; }), map);
        show("computeIfPresent z", map.computeIfPresent("z", (k, v) -> { log.append("f "); return 1; }), map);
        show("computeIfPresent remove", map.computeIfPresent("e", (k, v) -> { log.append("f "); return null; }), map);
        map.interference = () -> map.m.put("a", 100);
        show("computeIfPresent retry", map.computeIfPresent("a", (k, v) -> { log.append("f" + v + " "); return v + 1; }), map);
        map.interference = () -> map.m.remove("c");
        show("computeIfPresent gone", map.computeIfPresent("c", (k, v) -> { log.append("f" + v + " "); return v + 1; }), map);

        show("compute new", map.compute("n", (k, v) -> { log.append("f" + v + " "); return 7; }), map);
        show("compute update", map.compute("n", (k, v) -> { log.append("f" + v + " "); return v * 2; }), map);
        show("compute remove", map.compute("n", (k, v) -> { log.append("f" + v + " "); return null; }), map);
        show("compute absent null", map.compute("n", (k, v) -> { log.append("f" + v + " "); return null; }), map);
        map.interference = () -> map.m.put("p", 40);
        show("compute putIfAbsent lost", map.compute("p", (k, v) -> { log.append("f" + v + " "); return v == null ? 1 : v + 1; }), map);
        map.interference = () -> map.m.put("p", 60);
        show("compute replace lost", map.compute("p", (k, v) -> { log.append("f" + v + " "); return v + 1; }), map);
        map.interference = () -> map.m.put("p", 70);
        show("compute remove lost", map.compute("p", (k, v) -> { log.append("f" + v + " "); return null; }), map);

        show("merge new", map.merge("m", 1, (a, b) -> { log.append("f "); return a + b; }), map);
        show("merge existing", map.merge("m", 5, (a, b) -> { log.append("f "); return a + b; }), map);
        show("merge remove", map.merge("m", 5, (a, b) -> { log.append("f "); return null; }), map);
        map.interference = () -> map.m.put("q", 30);
        show("merge putIfAbsent lost", map.merge("q", 1, (a, b) -> { log.append("f" + a + " "); return a + b; }), map);
        map.interference = () -> map.m.put("q", 80);
        show("merge replace lost", map.merge("q", 1, (a, b) -> { log.append("f" + a + " "); return a + b; }), map);
        map.interference = () -> map.m.remove("q");
        show("merge replaced gone", map.merge("q", 1, (a, b) -> { log.append("f" + a + " "); return a + b; }), map);

        map.interference = () -> map.m.put("b", 20);
        map.replaceAll((k, v) -> v * 10);
        show("replaceAll", null, map);

        String[] npes = {"computeIfAbsent", "computeIfPresent", "compute", "merge fn", "merge value", "forEach", "replaceAll"};
        for (String what : npes) {
            try {
                switch (what) {
                    case "computeIfAbsent": map.computeIfAbsent("a", null); break;
                    case "computeIfPresent": map.computeIfPresent("a", null); break;
                    case "compute": map.compute("a", null); break;
                    case "merge fn": map.merge("a", 1, null); break;
                    case "merge value": map.merge("a", null, Integer::sum); break;
                    case "forEach": map.forEach(null); break;
                    default: map.replaceAll(null); break;
                }
                System.out.println(what + " null: none");
            } catch (NullPointerException e) {
                System.out.println(what + " null: NPE");
            }
            log.setLength(0);
        }

        // The same operations on ConcurrentHashMap and ConcurrentSkipListMap (their own versions).
        List<ConcurrentMap<String, Integer>> maps = new ArrayList<ConcurrentMap<String, Integer>>();
        maps.add(new ConcurrentHashMap<String, Integer>());
        maps.add(new ConcurrentSkipListMap<String, Integer>());
        for (ConcurrentMap<String, Integer> cm : maps) {
            cm.put("x", 1);
            StringBuilder sb = new StringBuilder();
            sb.append(cm.getOrDefault("y", -1)).append(' ');
            sb.append(cm.computeIfAbsent("y", k -> 2)).append(' ');
            sb.append(cm.computeIfPresent("x", (k, v) -> v + 10)).append(' ');
            sb.append(cm.compute("z", (k, v) -> v == null ? 3 : v)).append(' ');
            sb.append(cm.merge("z", 4, Integer::sum)).append(' ');
            sb.append(cm.merge("x", 0, (a, b) -> null)).append(' ');
            cm.replaceAll((k, v) -> v * 100);
            sb.append(new TreeMap<String, Integer>(cm));
            System.out.println(cm.getClass().getSimpleName() + " " + sb);
        }
    }
}
