import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicLong;

// A game leaderboard on ConcurrentSkipListMap: players' scores kept in a ConcurrentHashMap, the
// ranking in a skip-list map keyed by (score desc, name) updated by several threads at once
// (remove old key, put new); top-N via the map's order, rank via headMap().size(), ranges via
// subMap, ceiling/floor lookups, pollFirstEntry, and a ConcurrentSkipListSet of names with a
// custom comparator.
public class JucAppLeaderboard {
    static final class Key implements Comparable<Key> {
        final long score;
        final String name;

        Key(long score, String name) {
            this.score = score;
            this.name = name;
        }

        public int compareTo(Key o) {
            int c = Long.compare(o.score, score);
            return c != 0 ? c : name.compareTo(o.name);
        }

        public boolean equals(Object o) {
            return o instanceof Key && compareTo((Key) o) == 0;
        }

        public int hashCode() {
            return name.hashCode() * 31 + (int) score;
        }

        public String toString() {
            return name + ":" + score;
        }
    }

    static final ConcurrentHashMap<String, AtomicLong> scores = new ConcurrentHashMap<String, AtomicLong>();
    static final ConcurrentSkipListMap<Key, String> board = new ConcurrentSkipListMap<Key, String>();

    static void addPoints(String player, long points) {
        // Per-player lock so the remove/put pair of one player is not interleaved with itself.
        AtomicLong s = scores.computeIfAbsent(player, k -> new AtomicLong());
        synchronized (s) {
            long old = s.get();
            long now = s.addAndGet(points);
            board.remove(new Key(old, player));
            board.put(new Key(now, player), player);
        }
    }

    public static void main(String[] args) throws Exception {
        final String[] players = {"alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy"};
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<?>> fs = new ArrayList<Future<?>>();
        for (int t = 0; t < 8; t++) {
            final int seed = t;
            fs.add(pool.submit(new Runnable() {
                public void run() {
                    Random r = new Random(seed);
                    for (int i = 0; i < 300; i++) addPoints(players[r.nextInt(players.length)], 1 + r.nextInt(10));
                }
            }));
        }
        for (Future<?> f : fs) f.get();
        pool.shutdown();
        System.out.println("board size " + board.size() + " players " + scores.size());
        int rank = 1;
        for (Map.Entry<Key, String> e : board.entrySet()) {
            if (rank > 5) break;
            System.out.println("#" + rank++ + " " + e.getKey());
        }
        Key bobKey = new Key(scores.get("bob").get(), "bob");
        System.out.println("bob rank " + (board.headMap(bobKey).size() + 1) + " contains " + board.containsKey(bobKey));
        System.out.println("first " + board.firstKey() + " last " + board.lastKey());
        Key mid = new Key(1000, "");
        System.out.println("at or below 1000: " + board.ceilingKey(mid) + ", above: " + board.lowerKey(mid));
        System.out.println("between 1200 and 900: " + board.subMap(new Key(1200, ""), new Key(900, "")).values());
        System.out.println("descending top 3 " + new ArrayList<String>(board.descendingMap().values()).subList(7, 10));
        long total = 0;
        for (AtomicLong a : scores.values()) total += a.get();
        long expected = 0;
        for (int t = 0; t < 8; t++) {
            Random r = new Random(t);
            for (int i = 0; i < 300; i++) {
                r.nextInt(players.length);
                expected += 1 + r.nextInt(10);
            }
        }
        System.out.println("total points " + total + " expected " + expected);
        Map.Entry<Key, String> winner = board.pollFirstEntry();
        System.out.println("polled winner " + winner.getValue() + " new first " + board.firstEntry().getValue() + " size " + board.size());
        try {
            winner.setValue("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("snapshot entry is immutable");
        }

        ConcurrentSkipListSet<String> byLength = new ConcurrentSkipListSet<String>(new Comparator<String>() {
            public int compare(String a, String b) {
                int c = Integer.compare(a.length(), b.length());
                return c != 0 ? c : a.compareTo(b);
            }
        });
        byLength.addAll(Arrays.asList(players));
        System.out.println("names by length " + byLength + " shortest " + byLength.first() + " longest " + byLength.last());
        System.out.println("headSet(dave) " + byLength.headSet("dave") + " pollLast " + byLength.pollLast());
        ConcurrentNavigableMap<String, Integer> ages = new ConcurrentSkipListMap<String, Integer>();
        ages.put("m", 1);
        System.out.println("putIfAbsent " + ages.putIfAbsent("m", 2) + " replace " + ages.replace("m", 1, 3) + " -> " + ages);
        try {
            ages.put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("null key: NPE");
        }
    }
}
