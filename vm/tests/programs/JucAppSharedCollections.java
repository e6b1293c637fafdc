import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

// The "which map should I use" comparison people post: the same concurrent word counting into
// a Collections.synchronizedMap (with the compound action under the map's lock), a Hashtable,
// a ConcurrentHashMap with merge, and a ConcurrentHashMap<String, AtomicInteger> with
// putIfAbsent; Vector as a shared list; iterating a synchronized collection under its lock;
// ConcurrentLinkedQueue/ConcurrentLinkedDeque as lock-free work queues polled by workers.
public class JucAppSharedCollections {
    static final String[] KEYS = {"red", "green", "blue", "cyan", "magenta", "yellow", "black"};

    interface Counter {
        void inc(String k);
    }

    static void hammer(final Counter c) throws InterruptedException {
        Thread[] ts = new Thread[4];
        for (int t = 0; t < 4; t++) {
            final int id = t;
            ts[t] = new Thread(new Runnable() {
                public void run() {
                    for (int i = 0; i < 700; i++) c.inc(KEYS[(i + id) % KEYS.length]);
                }
            });
            ts[t].start();
        }
        for (Thread t : ts) t.join();
    }

    public static void main(String[] args) throws Exception {
        final Map<String, Integer> sync = Collections.synchronizedMap(new HashMap<String, Integer>());
        hammer(new Counter() {
            public void inc(String k) {
                synchronized (sync) {
                    Integer v = sync.get(k);
                    sync.put(k, v == null ? 1 : v + 1);
                }
            }
        });
        synchronized (sync) {
            System.out.println("synchronizedMap " + new TreeMap<String, Integer>(sync));
        }
        final Hashtable<String, Integer> table = new Hashtable<String, Integer>();
        hammer(new Counter() {
            public void inc(String k) {
                synchronized (table) {
                    table.put(k, table.getOrDefault(k, 0) + 1);
                }
            }
        });
        System.out.println("Hashtable " + new TreeMap<String, Integer>(table));
        final ConcurrentHashMap<String, Integer> chm = new ConcurrentHashMap<String, Integer>();
        hammer(new Counter() {
            public void inc(String k) {
                chm.merge(k, 1, Integer::sum);
            }
        });
        System.out.println("ConcurrentHashMap.merge " + new TreeMap<String, Integer>(chm));
        final ConcurrentMap<String, AtomicInteger> atoms = new ConcurrentHashMap<String, AtomicInteger>();
        hammer(new Counter() {
            public void inc(String k) {
                AtomicInteger a = atoms.get(k);
                if (a == null) {
                    AtomicInteger fresh = new AtomicInteger();
                    a = atoms.putIfAbsent(k, fresh);
                    if (a == null) a = fresh;
                }
                a.incrementAndGet();
            }
        });
        System.out.println("putIfAbsent+AtomicInteger " + new TreeMap<String, AtomicInteger>(atoms));
        final ConcurrentHashMap<String, Integer> cas = new ConcurrentHashMap<String, Integer>();
        hammer(new Counter() {
            public void inc(String k) {
                while (true) {
                    Integer old = cas.get(k);
                    if (old == null) {
                        if (cas.putIfAbsent(k, 1) == null) return;
                    } else if (cas.replace(k, old, old + 1)) return;
                }
            }
        });
        System.out.println("replace loop " + new TreeMap<String, Integer>(cas));

        final Vector<Integer> vec = new Vector<Integer>();
        final List<Integer> syncList = Collections.synchronizedList(new ArrayList<Integer>());
        hammer(new Counter() {
            public void inc(String k) {
                vec.add(k.length());
                syncList.add(k.length());
            }
        });
        long vs = 0, ls = 0;
        for (int x : vec) vs += x;
        synchronized (syncList) {
            for (int x : syncList) ls += x;
        }
        System.out.println("Vector size " + vec.size() + " sum " + vs + ", synchronizedList size " + syncList.size() + " sum " + ls);

        final ConcurrentLinkedQueue<Integer> work = new ConcurrentLinkedQueue<Integer>();
        for (int i = 1; i <= 2000; i++) work.offer(i);
        final AtomicLong done = new AtomicLong();
        final ConcurrentLinkedDeque<Integer> stack = new ConcurrentLinkedDeque<Integer>();
        Thread[] ws = new Thread[3];
        for (int t = 0; t < 3; t++) {
            ws[t] = new Thread(new Runnable() {
                public void run() {
                    Integer x;
                    while ((x = work.poll()) != null) {
                        done.addAndGet(x);
                        if (x % 100 == 0) stack.push(x);
                    }
                }
            });
            ws[t].start();
        }
        for (Thread t : ws) t.join();
        List<Integer> hundreds = new ArrayList<Integer>(stack);
        Collections.sort(hundreds);
        System.out.println("queue drained sum " + done.get() + " empty " + work.isEmpty() + " hundreds " + hundreds.size()
                + " first " + hundreds.get(0) + " last " + hundreds.get(hundreds.size() - 1));
        ConcurrentLinkedDeque<String> d = new ConcurrentLinkedDeque<String>(Arrays.asList("b", "c"));
        d.addFirst("a");
        d.offerLast("d");
        System.out.println("deque " + d + " pollLast " + d.pollLast() + " peekFirst " + d.peekFirst() + " removeFirstOccurrence "
                + d.removeFirstOccurrence("b") + " " + d + " descending " + toList(d.descendingIterator()));
        try {
            d.offer(null);
        } catch (NullPointerException e) {
            System.out.println("null element: NPE");
        }
        try {
            new ConcurrentLinkedDeque<String>().removeFirst();
        } catch (NoSuchElementException e) {
            System.out.println("removeFirst on empty: NoSuchElementException");
        }
    }

    static List<String> toList(Iterator<String> it) {
        List<String> l = new ArrayList<String>();
        while (it.hasNext()) l.add(it.next());
        return l;
    }
}
