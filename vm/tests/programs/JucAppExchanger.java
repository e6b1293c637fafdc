import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Exchanger;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

// The Exchanger javadoc's FillAndEmpty: a filling loop and an emptying loop swap buffers when
// the filler's is full and the emptier's is empty. Every item reaches the emptier once, in
// order. Then a timed exchange with no partner, an interrupted exchange, and a ping-pong of
// counters between two threads.
public class JucAppExchanger {
    static final int CAP = 8, ITEMS = 1000;

    public static void main(String[] args) throws Exception {
        final Exchanger<List<Integer>> exchanger = new Exchanger<List<Integer>>();
        final List<Integer> received = new ArrayList<Integer>();
        final int[] swaps = new int[2];
        Thread filler = new Thread(new Runnable() {
            public void run() {
                List<Integer> current = new ArrayList<Integer>();
                try {
                    for (int i = 0; i < ITEMS; i++) {
                        current.add(i);
                        if (current.size() == CAP) {
                            current = exchanger.exchange(current);
                            swaps[0]++;
                            if (!current.isEmpty()) System.out.println("filler got a non-empty buffer");
                        }
                    }
                    current.add(-1);
                    exchanger.exchange(current);
                    swaps[0]++;
                } catch (InterruptedException e) {
                    System.out.println("filler interrupted");
                }
            }
        });
        Thread emptier = new Thread(new Runnable() {
            public void run() {
                List<Integer> current = new ArrayList<Integer>();
                try {
                    while (true) {
                        current = exchanger.exchange(current);
                        swaps[1]++;
                        boolean end = false;
                        for (Integer x : current) {
                            if (x < 0) end = true;
                            else received.add(x);
                        }
                        current.clear();
                        if (end) break;
                    }
                } catch (InterruptedException e) {
                    System.out.println("emptier interrupted");
                }
            }
        });
        filler.start();
        emptier.start();
        filler.join();
        emptier.join();
        boolean inOrder = received.size() == ITEMS;
        for (int i = 0; i < received.size() && inOrder; i++) inOrder = received.get(i) == i;
        System.out.println("received " + received.size() + " in order " + inOrder + " swaps " + swaps[0] + "/" + swaps[1]);

        Exchanger<String> lonely = new Exchanger<String>();
        try {
            lonely.exchange("anyone?", 20, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("no partner: TimeoutException " + e.getMessage());
        }
        final Exchanger<String> ex2 = new Exchanger<String>();
        final String[] res = new String[1];
        Thread t = new Thread(new Runnable() {
            public void run() {
                try {
                    ex2.exchange("x");
                    res[0] = "exchanged";
                } catch (InterruptedException e) {
                    res[0] = "interrupted, flag " + Thread.currentThread().isInterrupted();
                }
            }
        });
        t.start();
        while (t.getState() != Thread.State.WAITING) Thread.yield();
        t.interrupt();
        t.join();
        System.out.println(res[0]);
        try {
            Thread.currentThread().interrupt();
            ex2.exchange("y");
        } catch (InterruptedException e) {
            System.out.println("pre-interrupted exchange throws at once");
        }

        final Exchanger<Integer> pp = new Exchanger<Integer>();
        final int[] last = new int[2];
        Thread a = new Thread(new Runnable() {
            public void run() {
                try {
                    int v = 0;
                    for (int i = 0; i < 200; i++) v = pp.exchange(v + 1);
                    last[0] = v;
                } catch (InterruptedException e) {
                }
            }
        });
        Thread b = new Thread(new Runnable() {
            public void run() {
                try {
                    int v = 1000;
                    for (int i = 0; i < 200; i++) v = pp.exchange(v + 2);
                    last[1] = v;
                } catch (InterruptedException e) {
                }
            }
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("ping-pong " + last[0] + " " + last[1]);
        System.out.println("null exchange " + exchangeNull());
    }

    static String exchangeNull() throws Exception {
        final Exchanger<String> e = new Exchanger<String>();
        final String[] got = new String[1];
        Thread t = new Thread(new Runnable() {
            public void run() {
                try {
                    got[0] = e.exchange("from thread");
                } catch (InterruptedException ie) {
                }
            }
        });
        t.start();
        String mine = e.exchange(null);
        t.join();
        return mine + " / " + got[0];
    }
}
