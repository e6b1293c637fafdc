import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

// Conway's game of life computed by worker threads, one band of rows each, synchronised per
// generation with a CyclicBarrier whose barrier action swaps the two grids and counts
// generations (the CyclicBarrier javadoc's Solver pattern). The glider and blinker boards are
// printed after a few steps. Then the barrier's failure modes: a timed await that times out
// breaks the barrier for everyone (BrokenBarrierException), reset(), and an interrupted waiter.
public class JucAppGameOfLife {
    static boolean[][] cur, next;
    static int generation;

    static int neighbours(int r, int c) {
        int n = 0, rows = cur.length, cols = cur[0].length;
        for (int dr = -1; dr <= 1; dr++)
            for (int dc = -1; dc <= 1; dc++) {
                if (dr == 0 && dc == 0) continue;
                int rr = (r + dr + rows) % rows, cc = (c + dc + cols) % cols;
                if (cur[rr][cc]) n++;
            }
        return n;
    }

    static void print() {
        for (boolean[] row : cur) {
            StringBuilder sb = new StringBuilder();
            for (boolean b : row) sb.append(b ? '#' : '.');
            System.out.println(sb);
        }
    }

    static void simulate(String[] board, final int steps, int workers) throws InterruptedException {
        int rows = board.length, cols = board[0].length();
        cur = new boolean[rows][cols];
        next = new boolean[rows][cols];
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++) cur[r][c] = board[r].charAt(c) == '#';
        generation = 0;
        final CyclicBarrier barrier = new CyclicBarrier(workers, new Runnable() {
            public void run() {
                boolean[][] t = cur;
                cur = next;
                next = t;
                generation++;
            }
        });
        Thread[] ts = new Thread[workers];
        for (int w = 0; w < workers; w++) {
            final int from = w * rows / workers, to = (w + 1) * rows / workers;
            ts[w] = new Thread(new Runnable() {
                public void run() {
                    try {
                        for (int s = 0; s < steps; s++) {
                            for (int r = from; r < to; r++)
                                for (int c = 0; c < cur[0].length; c++) {
                                    int n = neighbours(r, c);
                                    next[r][c] = n == 3 || (n == 2 && cur[r][c]);
                                }
                            barrier.await();
                        }
                    } catch (InterruptedException e) {
                        System.out.println("worker interrupted");
                    } catch (BrokenBarrierException e) {
                        System.out.println("barrier broken");
                    }
                }
            });
            ts[w].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("after " + generation + " generations with " + workers + " workers, broken " + barrier.isBroken());
        print();
    }

    public static void main(String[] args) throws Exception {
        String[] glider = {
                "..........",
                "..#.......",
                "...#......",
                ".###......",
                "..........",
                "..........",
                "..........",
                "..........",
        };
        simulate(glider, 4, 4);
        simulate(glider, 12, 3);
        String[] blinker = {".....", "..#..", "..#..", "..#..", "....."};
        simulate(blinker, 3, 5);

        final CyclicBarrier b = new CyclicBarrier(3);
        System.out.println("parties " + b.getParties() + " waiting " + b.getNumberWaiting());
        final String[] outcome = new String[1];
        Thread waiter = new Thread(new Runnable() {
            public void run() {
                try {
                    b.await();
                    outcome[0] = "passed";
                } catch (BrokenBarrierException e) {
                    outcome[0] = "waiter saw BrokenBarrierException";
                } catch (InterruptedException e) {
                    outcome[0] = "waiter interrupted";
                }
            }
        });
        waiter.start();
        while (b.getNumberWaiting() != 1) Thread.yield();
        try {
            b.await(20, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("main timed out, broken " + b.isBroken());
        }
        waiter.join();
        System.out.println(outcome[0]);
        try {
            b.await();
        } catch (BrokenBarrierException e) {
            System.out.println("await on broken barrier: BrokenBarrierException");
        }
        b.reset();
        System.out.println("after reset broken " + b.isBroken());

        Thread interrupted = new Thread(new Runnable() {
            public void run() {
                try {
                    b.await();
                } catch (BrokenBarrierException e) {
                    outcome[0] = "broken";
                } catch (InterruptedException e) {
                    outcome[0] = "interrupted, barrier broken " + b.isBroken();
                }
            }
        });
        interrupted.start();
        while (b.getNumberWaiting() != 1) Thread.yield();
        interrupted.interrupt();
        interrupted.join();
        System.out.println(outcome[0]);
        try {
            new CyclicBarrier(0);
        } catch (IllegalArgumentException e) {
            System.out.println("parties 0: IllegalArgumentException " + e.getMessage());
        }
    }
}
