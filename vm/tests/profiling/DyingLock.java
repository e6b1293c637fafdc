/**
 * A contended lock whose object dies mid-run: two threads contend for `Doomed`, then the last
 * reference is dropped and the collector runs (many times: the program churns through a small
 * heap). Afterwards two threads contend for a new `Reborn` lock, which may well live at the
 * dead one's address. The report must keep Doomed's figures, marked collected, and count
 * Reborn's separately.
 *
 *   toyjvm -Xmx16m --profile=freelunch,healthcenter --report=r.json DyingLock.java
 */
public class DyingLock {
    static final class Doomed { int n; }
    static final class Reborn { int n; }

    static void contend(Object lock, int[] counter, int perThread) throws InterruptedException {
        Runnable r = () -> {
            for (int i = 0; i < perThread; i++) {
                synchronized (lock) { counter[0]++; }
            }
        };
        Thread a = new Thread(r), b = new Thread(r);
        a.start(); b.start();
        a.join(); b.join();
    }

    public static void main(String[] args) throws Exception {
        int[] first = new int[1];
        Doomed doomed = new Doomed();
        contend(doomed, first, 20000);
        doomed = null;
        long churn = 0;
        for (int i = 0; i < 200; i++) churn += new byte[100_000].length;
        System.gc();
        int[] second = new int[1];
        contend(new Reborn(), second, 20000);
        System.out.println("first=" + first[0] + " second=" + second[0] + " churn=" + churn);
    }
}
