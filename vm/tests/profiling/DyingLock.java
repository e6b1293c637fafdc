/**
 * A contended lock whose object dies mid-run: two threads take turns on `Doomed`, then the last
 * reference is dropped and the collector runs (many times: the program churns through a small
 * heap). Afterwards two threads take turns on a new `Reborn` lock, which may well live at the
 * dead one's address. The report must keep Doomed's figures, marked collected, and count
 * Reborn's separately.
 *
 *   toyjvm -Xmx16m --profile=freelunch,healthcenter --report=r.json DyingLock.java
 */
public class DyingLock {
    static final class Doomed { int n; }
    static final class Reborn { int n; }

    /**
     * Two threads take turns on `lock` `perThread` times each (wait/notify: the lock inflates
     * whatever the machine's load, where plain contention might never overlap).
     */
    static void contend(Object lock, int[] counter, int perThread) throws InterruptedException {
        int[] turn = new int[1];
        Thread[] players = new Thread[2];
        for (int p = 0; p < 2; p++) {
            final int me = p;
            players[p] = new Thread(() -> {
                for (int i = 0; i < perThread; i++) {
                    synchronized (lock) {
                        while (turn[0] != me) {
                            try { lock.wait(); } catch (InterruptedException e) { return; }
                        }
                        turn[0] = 1 - me;
                        counter[0]++;
                        lock.notifyAll();
                    }
                }
            });
        }
        players[0].start(); players[1].start();
        players[0].join(); players[1].join();
    }

    public static void main(String[] args) throws Exception {
        int[] first = new int[1];
        Doomed doomed = new Doomed();
        contend(doomed, first, 2000);
        doomed = null;
        long churn = 0;
        for (int i = 0; i < 200; i++) churn += new byte[100_000].length;
        System.gc();
        int[] second = new int[1];
        contend(new Reborn(), second, 2000);
        System.out.println("first=" + first[0] + " second=" + second[0] + " churn=" + churn);
    }
}
