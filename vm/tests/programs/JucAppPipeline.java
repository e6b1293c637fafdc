import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.SynchronousQueue;

// A pipeline of stages, each a thread reading from one LinkedBlockingQueue and writing to the
// next, ended by a poison pill passed down the line: parse -> filter primes -> square -> format
// -> collect. A fan-out stage (two workers sharing an input queue, each forwarding one pill) and
// a hand-off through a SynchronousQueue. Order is kept where there is one worker per stage.
public class JucAppPipeline {
    static final Object PILL = new Object();

    interface Fn {
        Object apply(Object in); // null drops the item
    }

    static Thread stage(final String name, final BlockingQueue<Object> in, final BlockingQueue<Object> out, final Fn fn) {
        Thread t = new Thread(new Runnable() {
            public void run() {
                try {
                    while (true) {
                        Object x = in.take();
                        if (x == PILL) {
                            out.put(PILL);
                            return;
                        }
                        Object y = fn.apply(x);
                        if (y != null) out.put(y);
                    }
                } catch (InterruptedException e) {
                    System.out.println(name + " interrupted");
                }
            }
        }, name);
        t.start();
        return t;
    }

    static boolean isPrime(int n) {
        if (n < 2) return false;
        for (int d = 2; d * d <= n; d++) if (n % d == 0) return false;
        return true;
    }

    public static void main(String[] args) throws Exception {
        BlockingQueue<Object> q0 = new LinkedBlockingQueue<Object>();
        BlockingQueue<Object> q1 = new LinkedBlockingQueue<Object>(4);
        BlockingQueue<Object> q2 = new LinkedBlockingQueue<Object>(2);
        BlockingQueue<Object> q3 = new LinkedBlockingQueue<Object>();
        BlockingQueue<Object> q4 = new LinkedBlockingQueue<Object>();
        List<Thread> stages = new ArrayList<Thread>();
        stages.add(stage("parse", q0, q1, new Fn() {
            public Object apply(Object in) {
                return Integer.parseInt(((String) in).trim());
            }
        }));
        stages.add(stage("primes", q1, q2, new Fn() {
            public Object apply(Object in) {
                return isPrime((Integer) in) ? in : null;
            }
        }));
        stages.add(stage("square", q2, q3, new Fn() {
            public Object apply(Object in) {
                int v = (Integer) in;
                return (long) v * v;
            }
        }));
        stages.add(stage("format", q3, q4, new Fn() {
            public Object apply(Object in) {
                return "<" + in + ">";
            }
        }));
        for (int i = 0; i < 200; i++) q0.put(" " + i + " ");
        q0.put(PILL);
        StringBuilder sb = new StringBuilder();
        int n = 0;
        while (true) {
            Object x = q4.take();
            if (x == PILL) break;
            if (n++ < 12) sb.append(x);
        }
        for (Thread t : stages) t.join();
        System.out.println("collected " + n + " first " + sb);

        // Fan-out: two workers share one input queue; the collector counts two pills.
        final BlockingQueue<Object> work = new LinkedBlockingQueue<Object>();
        final BlockingQueue<Object> results = new LinkedBlockingQueue<Object>();
        List<Thread> ws = new ArrayList<Thread>();
        for (int w = 0; w < 2; w++) {
            ws.add(stage("w" + w, work, results, new Fn() {
                public Object apply(Object in) {
                    return ((Integer) in) * 3;
                }
            }));
        }
        for (int i = 1; i <= 500; i++) work.put(i);
        work.put(PILL);
        work.put(PILL);
        long sum = 0;
        int pills = 0, items = 0;
        while (pills < 2) {
            Object x = results.take();
            if (x == PILL) pills++;
            else {
                sum += (Integer) x;
                items++;
            }
        }
        for (Thread t : ws) t.join();
        System.out.println("fan-out items " + items + " sum " + sum);

        final SynchronousQueue<String> hand = new SynchronousQueue<String>();
        Thread producer = new Thread(new Runnable() {
            public void run() {
                try {
                    for (String s : new String[] {"a", "b", "c", "end"}) hand.put(s);
                } catch (InterruptedException e) {
                }
            }
        });
        producer.start();
        StringBuilder got = new StringBuilder();
        String s;
        while (!(s = hand.take()).equals("end")) got.append(s);
        producer.join();
        System.out.println("synchronous hand-off " + got + " size " + hand.size() + " offer w/o taker " + hand.offer("x"));

        // Interrupting a stage blocked in take().
        BlockingQueue<Object> idleIn = new LinkedBlockingQueue<Object>();
        Thread idle = stage("idle", idleIn, new LinkedBlockingQueue<Object>(), new Fn() {
            public Object apply(Object in) {
                return in;
            }
        });
        while (idle.getState() != Thread.State.WAITING) Thread.yield();
        idle.interrupt();
        idle.join();
    }
}
