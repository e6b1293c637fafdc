import java.io.*;
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.LongAdder;

// Word frequencies the way people write it: the program writes a text file (PrintWriter over
// FileWriter), reads it back with BufferedReader(FileReader), splits the lines into chunks
// counted in parallel by an ExecutorService into a ConcurrentHashMap<String, LongAdder>
// (computeIfAbsent + increment), and again with Scanner(File) into ConcurrentHashMap.merge.
// The top words are printed sorted by count then word.
public class JucAppWordCount {
    static final String[] WORDS = {"the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog",
            "and", "cat", "runs", "away", "from", "big", "red", "barn"};

    public static void main(String[] args) throws Exception {
        File dir = new File(System.getProperty("java.io.tmpdir"));
        File f = File.createTempFile("wordcount", ".txt", dir);
        f.deleteOnExit();
        Random r = new Random(7);
        PrintWriter out = new PrintWriter(new BufferedWriter(new FileWriter(f)));
        int written = 0;
        for (int line = 0; line < 400; line++) {
            int n = 3 + r.nextInt(10);
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < n; i++) {
                String w = WORDS[Math.min(r.nextInt(WORDS.length), r.nextInt(WORDS.length))];
                if (r.nextInt(5) == 0) w = Character.toUpperCase(w.charAt(0)) + w.substring(1);
                if (i > 0) sb.append(r.nextInt(4) == 0 ? ", " : " ");
                sb.append(w);
                written++;
            }
            sb.append(r.nextBoolean() ? "." : "!");
            out.println(sb);
        }
        out.close();
        System.out.println("wrote " + written + " words, file length > 0: " + (f.length() > 0));

        List<String> lines = new ArrayList<String>();
        BufferedReader in = new BufferedReader(new FileReader(f));
        try {
            String s;
            while ((s = in.readLine()) != null) lines.add(s);
        } finally {
            in.close();
        }
        System.out.println("read " + lines.size() + " lines");

        final ConcurrentHashMap<String, LongAdder> counts = new ConcurrentHashMap<String, LongAdder>();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<Integer>> futures = new ArrayList<Future<Integer>>();
        int chunk = 50;
        for (int start = 0; start < lines.size(); start += chunk) {
            final List<String> part = lines.subList(start, Math.min(lines.size(), start + chunk));
            futures.add(pool.submit(new Callable<Integer>() {
                public Integer call() {
                    int n = 0;
                    for (String line : part) {
                        for (String w : line.toLowerCase().split("[^a-z]+")) {
                            if (w.isEmpty()) continue;
                            counts.computeIfAbsent(w, k -> new LongAdder()).increment();
                            n++;
                        }
                    }
                    return n;
                }
            }));
        }
        int total = 0;
        for (Future<Integer> fu : futures) total += fu.get();
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(10, TimeUnit.SECONDS) + ", counted " + total);

        List<Map.Entry<String, LongAdder>> entries = new ArrayList<Map.Entry<String, LongAdder>>(counts.entrySet());
        Collections.sort(entries, new Comparator<Map.Entry<String, LongAdder>>() {
            public int compare(Map.Entry<String, LongAdder> a, Map.Entry<String, LongAdder> b) {
                int c = Long.compare(b.getValue().sum(), a.getValue().sum());
                return c != 0 ? c : a.getKey().compareTo(b.getKey());
            }
        });
        for (int i = 0; i < 5; i++) System.out.println("  " + entries.get(i).getKey() + " " + entries.get(i).getValue());
        System.out.println("distinct " + counts.size() + ", mappingCount " + counts.mappingCount());

        // The same with Scanner(File), merge, and parallel threads over the token list.
        final List<String> tokens = new ArrayList<String>();
        Scanner sc = new Scanner(f);
        while (sc.hasNext()) tokens.add(sc.next().replaceAll("[^A-Za-z]", "").toLowerCase());
        sc.close();
        final ConcurrentHashMap<String, Integer> merged = new ConcurrentHashMap<String, Integer>();
        Thread[] ts = new Thread[3];
        for (int t = 0; t < 3; t++) {
            final int id = t;
            ts[t] = new Thread(new Runnable() {
                public void run() {
                    for (int i = id; i < tokens.size(); i += 3) merged.merge(tokens.get(i), 1, Integer::sum);
                }
            });
            ts[t].start();
        }
        for (Thread t : ts) t.join();
        boolean same = merged.size() == counts.size();
        for (Map.Entry<String, Integer> e : merged.entrySet())
            if (counts.get(e.getKey()).intValue() != e.getValue()) same = false;
        System.out.println("scanner tokens " + tokens.size() + ", same counts " + same);
        System.out.println("sorted: " + new TreeMap<String, Integer>(merged));
        System.out.println("deleted " + f.delete() + ", exists " + f.exists());
        try {
            new Scanner(f);
        } catch (FileNotFoundException e) {
            System.out.println("FileNotFoundException after delete");
        }
    }
}
