import java.util.Hashtable;

// Lock-contention demo in phases: worker threads first update private Hashtables (no
// contention), then one shared Hashtable (every put/get contends on its monitor), then private
// ones again. A contention profiler should show the shared table's lock hot only in phase 2.
//
//   toyjvm bench-programs/PhasedHashtable.java [threads] [ops per thread per phase]   (default 4 50000)
public class PhasedHashtable {
    public static void main(String[] args) throws InterruptedException {
        int threads = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        int ops = args.length > 1 ? Integer.parseInt(args[1]) : 50000;
        Hashtable<Integer, Integer> shared = new Hashtable<>();
        String[] phases = {"private", "shared", "private"};
        long checksum = 0;
        for (int p = 0; p < phases.length; p++) {
            final boolean useShared = phases[p].equals("shared");
            final long[] sums = new long[threads];
            Thread[] ts = new Thread[threads];
            long t0 = System.nanoTime();
            for (int t = 0; t < threads; t++) {
                final int id = t;
                ts[t] = new Thread(() -> {
                    Hashtable<Integer, Integer> table = useShared ? shared : new Hashtable<>();
                    long s = 0;
                    for (int i = 0; i < ops; i++) {
                        int key = (i * 31 + id) & 1023;
                        synchronized (table) { // get+put as one step; Hashtable's own lock, taken recursively
                            Integer old = table.get(key);
                            table.put(key, old == null ? 1 : old + 1);
                        }
                        s += key;
                    }
                    sums[id] = s;
                }, "worker-" + t);
                ts[t].start();
            }
            for (Thread t : ts) t.join();
            long ms = (System.nanoTime() - t0) / 1_000_000;
            for (long s : sums) checksum += s;
            System.out.println("phase " + (p + 1) + " (" + phases[p] + "): " + threads + " threads x " + ops + " get+put in " + ms + " ms");
        }
        long total = 0;
        for (int v : shared.values()) total += v;
        System.out.println("shared table: " + shared.size() + " keys, " + total + " updates; checksum " + checksum);
    }
}
