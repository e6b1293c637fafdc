import java.util.*;
import java.util.concurrent.*;

// Running tasks by priority, the StackOverflow way: a single-thread ThreadPoolExecutor over a
// PriorityBlockingQueue of Comparable Runnables (execute(), not submit(), since FutureTask is
// not Comparable). The first task blocks the worker until all others are queued, so the run
// order is exactly the priority order. Also a PriorityBlockingQueue with a comparator drained
// by several consumers, and its iterator/toArray which are not ordered.
public class JucAppPriorityTasks {
    static class Job implements Runnable, Comparable<Job> {
        final int priority;
        final String name;
        final List<String> log;

        Job(int priority, String name, List<String> log) {
            this.priority = priority;
            this.name = name;
            this.log = log;
        }

        public void run() {
            log.add(name + "(" + priority + ")");
        }

        public int compareTo(Job o) {
            return Integer.compare(o.priority, priority);
        }
    }

    public static void main(String[] args) throws Exception {
        final List<String> log = Collections.synchronizedList(new ArrayList<String>());
        ThreadPoolExecutor exec = new ThreadPoolExecutor(1, 1, 0L, TimeUnit.MILLISECONDS, new PriorityBlockingQueue<Runnable>());
        final CountDownLatch gate = new CountDownLatch(1);
        exec.execute(new Job(0, "gate", log) {
            public void run() {
                try {
                    gate.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                super.run();
            }
        });
        while (exec.getActiveCount() == 0) Thread.yield();
        String[] names = {"backup", "email", "alarm", "report", "index", "log", "deploy"};
        int[] prios = {1, 5, 10, 3, 2, 1, 7};
        for (int i = 0; i < names.length; i++) exec.execute(new Job(prios[i], names[i], log));
        System.out.println("queued " + exec.getQueue().size());
        gate.countDown();
        exec.shutdown();
        exec.awaitTermination(5, TimeUnit.SECONDS);
        System.out.println("ran " + log.subList(0, 5) + " then " + new TreeSet<String>(log.subList(5, 8)));
        try {
            ThreadPoolExecutor bad = new ThreadPoolExecutor(1, 1, 0L, TimeUnit.MILLISECONDS, new PriorityBlockingQueue<Runnable>());
            final CountDownLatch hold = new CountDownLatch(1);
            bad.execute(new Job(1, "hold", log) {
                public void run() {
                    try {
                        hold.await();
                    } catch (InterruptedException e) {
                    }
                }
            });
            while (bad.getActiveCount() == 0) Thread.yield();
            try {
                bad.submit(new Job(1, "x", log));
                bad.submit(new Job(2, "y", log));
            } catch (ClassCastException e) {
                System.out.println("submit() of two tasks into a priority queue: ClassCastException");
            }
            hold.countDown();
            bad.shutdownNow();
            bad.awaitTermination(5, TimeUnit.SECONDS);
        } catch (RuntimeException e) {
            System.out.println("unexpected " + e);
        }

        final PriorityBlockingQueue<String> words = new PriorityBlockingQueue<String>(4, new Comparator<String>() {
            public int compare(String a, String b) {
                int c = Integer.compare(a.length(), b.length());
                return c != 0 ? c : a.compareTo(b);
            }
        });
        for (String w : "the quick brown fox jumps over the lazy dog again and again".split(" ")) words.put(w);
        System.out.println("size " + words.size() + " peek " + words.peek() + " comparator set " + (words.comparator() != null));
        String[] arr = words.toArray(new String[0]);
        Arrays.sort(arr, words.comparator());
        System.out.println("sorted copy " + Arrays.toString(arr));
        StringBuilder polled = new StringBuilder();
        String w;
        while ((w = words.poll()) != null) polled.append(w).append(' ');
        System.out.println("poll order " + polled.toString().trim());
        final PriorityBlockingQueue<Integer> nums = new PriorityBlockingQueue<Integer>();
        for (int i = 100; i > 0; i--) nums.add(i);
        final long[] sums = new long[3];
        Thread[] cs = new Thread[3];
        for (int c = 0; c < 3; c++) {
            final int id = c;
            cs[c] = new Thread(new Runnable() {
                public void run() {
                    Integer x;
                    while ((x = nums.poll()) != null) sums[id] += x;
                }
            });
            cs[c].start();
        }
        for (Thread t : cs) t.join();
        System.out.println("consumers total " + (sums[0] + sums[1] + sums[2]));
    }
}
