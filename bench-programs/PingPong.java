// Lock hand-off demo: two threads pass a token back and forth through one monitor with
// wait/notify, so every round is a contended acquisition and a wake-up.
//
//   toyjvm bench-programs/PingPong.java [rounds]       (default 20000)
public class PingPong {
    private static final Object lock = new Object();
    private static int turn = 0;

    static Thread player(int me, int rounds) {
        return new Thread(() -> {
            for (int i = 0; i < rounds; i++) {
                synchronized (lock) {
                    while (turn != me) {
                        try {
                            lock.wait();
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                    turn = 1 - me;
                    lock.notifyAll();
                }
            }
        }, me == 0 ? "ping" : "pong");
    }

    public static void main(String[] args) throws InterruptedException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20000;
        long t0 = System.nanoTime();
        Thread ping = player(0, rounds), pong = player(1, rounds);
        ping.start();
        pong.start();
        ping.join();
        pong.join();
        long ms = (System.nanoTime() - t0) / 1_000_000;
        System.out.println(rounds + " round trips in " + ms + " ms (" + (ms == 0 ? "-" : String.valueOf(rounds * 1000L / ms)) + " per second)");
    }
}
