import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

// The non-blocking collections under real contention, with exact final results: four threads
// inserting into (and removing from) one ConcurrentSkipListMap/Set, producers and consumers on
// a ConcurrentLinkedQueue and on both ends of a ConcurrentLinkedDeque (every element taken
// exactly once), CopyOnWriteArrayList iterated while other threads add (each snapshot is a
// consistent prefix), addIfAbsent races, and the compute family of the skip list from threads.
public class JucCollThreads {
    static void runAll(Runnable... tasks) throws InterruptedException {
        final CountDownLatch start = new CountDownLatch(1);
        Thread[] ts = new Thread[tasks.length];
        for (int i = 0; i < tasks.length; i++) {
            final Runnable task = tasks[i];
            ts[i] = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
                task.run();
            });
            ts[i].start();
        }
        start.countDown();
        for (Thread t : ts) {
            t.join();
        }
    }

    public static void main(String[] args) throws Exception {
        // skip list map: 4 threads insert disjoint and overlapping keys
        final ConcurrentSkipListMap<Integer, Integer> m = new ConcurrentSkipListMap<>();
        final int per = 1000;
        Runnable[] inserters = new Runnable[4];
        for (int i = 0; i < 4; i++) {
            final int id = i;
            inserters[i] = () -> {
                for (int j = 0; j < per; j++) {
                    m.put(j * 4 + id, id); // disjoint
                    m.merge(-1 - (j % 100), 1, Integer::sum); // shared counters
                }
            };
        }
        runAll(inserters);
        boolean ordered = true;
        Integer prev = null;
        for (Integer k : m.keySet()) {
            if (prev != null && prev >= k) {
                ordered = false;
            }
            prev = k;
        }
        long counterSum = 0;
        for (int k = -100; k <= -1; k++) {
            counterSum += m.get(k);
        }
        System.out.println("skiplist size=" + m.size() + " ordered=" + ordered + " first=" + m.firstKey() + " last=" + m.lastKey()
                + " counters=" + counterSum + " value(2001)=" + m.get(2001) + " head(-95)=" + m.headMap(-95));
        boolean valuesOk = true;
        for (int k = 0; k < 4 * per; k++) {
            valuesOk &= m.get(k) == k % 4;
        }
        System.out.println("every key present with its thread's value: " + valuesOk);

        // concurrent removals and inserts on the same map: even keys removed, odd keys re-put
        Runnable[] mixed = new Runnable[4];
        for (int i = 0; i < 4; i++) {
            final int id = i;
            mixed[i] = () -> {
                for (int k = id; k < 4 * per; k += 4) {
                    if (k % 2 == 0) {
                        m.remove(k);
                    } else {
                        m.put(k, -k);
                    }
                }
            };
        }
        final AtomicInteger polled = new AtomicInteger();
        runAll(mixed[0], mixed[1], mixed[2], mixed[3], () -> {
            for (int i = 0; i < 50; i++) {
                if (m.pollFirstEntry() != null) {
                    polled.incrementAndGet();
                }
            }
        });
        boolean oddOk = true;
        int odd = 0;
        for (Map.Entry<Integer, Integer> e : m.tailMap(0).entrySet()) {
            oddOk &= e.getKey() % 2 != 0 && e.getValue() == -e.getKey();
            odd++;
        }
        System.out.println("after mixed: polled=" + polled.get() + " negatives left=" + m.headMap(0).size() + " odd keys="
                + odd + " ok=" + oddOk + " size=" + m.size() + " descFirst=" + m.descendingMap().firstKey());

        // compute from threads
        final ConcurrentSkipListMap<String, Integer> words = new ConcurrentSkipListMap<>();
        Runnable counter = () -> {
            for (int i = 0; i < 1000; i++) {
                words.compute("w" + (i % 7), (k, v) -> v == null ? 1 : v + 1);
                words.computeIfAbsent("once" + (i % 3), k -> 0);
                words.computeIfPresent("w0", (k, v) -> v);
            }
        };
        runAll(counter, counter, counter, counter);
        System.out.println("compute counts " + words);

        // skip list set
        final ConcurrentSkipListSet<Integer> set = new ConcurrentSkipListSet<>();
        final AtomicInteger added = new AtomicInteger();
        Runnable adder = () -> {
            for (int i = 0; i < 3000; i++) {
                if (set.add(i % 1500)) {
                    added.incrementAndGet();
                }
            }
        };
        runAll(adder, adder, adder, adder);
        System.out.println("set size=" + set.size() + " successful adds=" + added.get() + " first=" + set.first() + " last="
                + set.last());

        // ConcurrentLinkedQueue: 4 producers, 2 consumers; each element consumed exactly once
        final ConcurrentLinkedQueue<Integer> q = new ConcurrentLinkedQueue<>();
        final int items = 2000;
        final AtomicInteger produced = new AtomicInteger();
        final ConcurrentSkipListSet<Integer> got = new ConcurrentSkipListSet<>();
        final AtomicInteger dup = new AtomicInteger();
        final AtomicLong sum = new AtomicLong();
        Runnable[] qTasks = new Runnable[6];
        for (int i = 0; i < 4; i++) {
            final int id = i;
            qTasks[i] = () -> {
                for (int j = 0; j < items; j++) {
                    q.offer(id * items + j);
                    produced.incrementAndGet();
                }
            };
        }
        for (int i = 4; i < 6; i++) {
            qTasks[i] = () -> {
                int mine = 0;
                while (mine < 2 * items) {
                    Integer x = q.poll();
                    if (x == null) {
                        Thread.yield();
                        continue;
                    }
                    if (!got.add(x)) {
                        dup.incrementAndGet();
                    }
                    sum.addAndGet(x);
                    mine++;
                }
            };
        }
        runAll(qTasks);
        long expect = (long) (4 * items) * (4 * items - 1) / 2;
        System.out.println("queue: consumed=" + got.size() + " dups=" + dup.get() + " sum ok=" + (sum.get() == expect)
                + " empty=" + q.isEmpty() + " size=" + q.size());

        // per-producer FIFO order is kept
        final ConcurrentLinkedQueue<Integer> fifo = new ConcurrentLinkedQueue<>();
        Runnable[] fifoProducers = new Runnable[3];
        for (int i = 0; i < 3; i++) {
            final int id = i;
            fifoProducers[i] = () -> {
                for (int j = 0; j < 1500; j++) {
                    fifo.add(id * 100000 + j);
                }
            };
        }
        runAll(fifoProducers);
        int[] last = {-1, -1, -1};
        boolean fifoOk = true;
        for (int x : fifo) {
            int id = x / 100000, j = x % 100000;
            fifoOk &= j == last[id] + 1;
            last[id] = j;
        }
        System.out.println("fifo per producer=" + fifoOk + " size=" + fifo.size());

        // deque from both ends
        final ConcurrentLinkedDeque<Integer> d = new ConcurrentLinkedDeque<>();
        final AtomicLong dsum = new AtomicLong();
        final AtomicInteger dcount = new AtomicInteger();
        Runnable front = () -> {
            for (int j = 0; j < 1500; j++) {
                d.addFirst(j);
            }
        };
        Runnable back = () -> {
            for (int j = 1500; j < 3000; j++) {
                d.addLast(j);
            }
        };
        Runnable taker = () -> {
            int n = 0;
            while (n < 750) {
                Integer x = (n % 2 == 0) ? d.pollFirst() : d.pollLast();
                if (x == null) {
                    Thread.yield();
                    continue;
                }
                dsum.addAndGet(x);
                dcount.incrementAndGet();
                n++;
            }
        };
        runAll(front, back, taker, taker);
        long rest = 0;
        for (int x : d) {
            rest += x;
        }
        System.out.println("deque: taken=" + dcount.get() + " left=" + d.size() + " total ok="
                + (dsum.get() + rest == 2999L * 3000 / 2));

        // CopyOnWriteArrayList: iterate while others add; each snapshot is consistent
        final CopyOnWriteArrayList<Integer> cow = new CopyOnWriteArrayList<>();
        final AtomicInteger badSnapshots = new AtomicInteger();
        final AtomicInteger snapshots = new AtomicInteger();
        Runnable cowAdder = () -> {
            for (int j = 0; j < 500; j++) {
                cow.add(1);
            }
        };
        Runnable iterator = () -> {
            for (int round = 0; round < 100; round++) {
                int size = cow.size();
                int n = 0;
                for (int x : cow) {
                    n += x;
                }
                if (n < size) { // the snapshot is at least as large as the size read before
                    badSnapshots.incrementAndGet();
                }
                snapshots.incrementAndGet();
            }
        };
        runAll(cowAdder, cowAdder, cowAdder, iterator, iterator);
        System.out.println("cow: size=" + cow.size() + " snapshots=" + snapshots.get() + " inconsistent=" + badSnapshots.get());
        final CopyOnWriteArrayList<Integer> absent = new CopyOnWriteArrayList<>();
        final AtomicInteger wins = new AtomicInteger();
        Runnable racer = () -> {
            for (int j = 0; j < 300; j++) {
                if (absent.addIfAbsent(j)) {
                    wins.incrementAndGet();
                }
            }
        };
        runAll(racer, racer, racer, racer);
        Collections.sort(absent);
        boolean each = true;
        for (int j = 0; j < 300; j++) {
            each &= absent.get(j) == j;
        }
        System.out.println("addIfAbsent: size=" + absent.size() + " wins=" + wins.get() + " each once=" + each);
        final CopyOnWriteArraySet<String> cs = new CopyOnWriteArraySet<>();
        Runnable setAdder = () -> {
            for (int j = 0; j < 200; j++) {
                cs.add("s" + (j % 50));
            }
        };
        runAll(setAdder, setAdder, setAdder);
        // none of these collections blocks: an interrupted thread uses them normally and keeps
        // its interrupt status
        Thread.currentThread().interrupt();
        ConcurrentLinkedQueue<Integer> iq = new ConcurrentLinkedQueue<>(Arrays.asList(1, 2));
        ConcurrentLinkedDeque<Integer> idq = new ConcurrentLinkedDeque<>(Arrays.asList(3, 4));
        ConcurrentSkipListMap<Integer, Integer> im = new ConcurrentSkipListMap<>();
        im.put(1, 1);
        CopyOnWriteArrayList<Integer> il = new CopyOnWriteArrayList<>(Arrays.asList(5));
        il.add(6);
        LongAdder ia = new LongAdder();
        ia.add(3);
        System.out.println("interrupted: poll=" + iq.poll() + " pollLast=" + idq.pollLast() + " map=" + im + " list=" + il
                + " adder=" + ia + " tlr=" + (ThreadLocalRandom.current().nextInt(1) == 0)
                + " still interrupted=" + Thread.interrupted() + " cleared=" + !Thread.currentThread().isInterrupted());
        System.out.println("cow set size=" + cs.size() + " sorted=" + new TreeSet<>(cs).first() + ".." + new TreeSet<>(cs).last());
    }
}
