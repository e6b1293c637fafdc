import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;

// Dining philosophers as usually written with ReentrantLock: each philosopher picks up the left
// fork, then tries the right one with tryLock (with and without a timeout) and puts the left one
// back on failure, so there is no deadlock. Each eats a fixed number of meals; the totals and
// the fact that no two neighbours ever eat at once are printed, not the order.
public class JucAppDiningPhilosophers {
    static final int N = 5;
    static final int MEALS = 40;
    static final Lock[] forks = new Lock[N];
    static final boolean[] eating = new boolean[N];
    static volatile boolean conflict;

    static class Philosopher extends Thread {
        final int id;
        final boolean timed;
        int meals, failedAttempts;

        Philosopher(int id, boolean timed) {
            super("philosopher-" + id);
            this.id = id;
            this.timed = timed;
        }

        @Override
        public void run() {
            Lock left = forks[id];
            Lock right = forks[(id + 1) % N];
            try {
                while (meals < MEALS) {
                    left.lock();
                    try {
                        boolean got = timed ? right.tryLock(1, TimeUnit.MILLISECONDS) : right.tryLock();
                        if (!got) {
                            failedAttempts++;
                            continue;
                        }
                        try {
                            eat();
                        } finally {
                            right.unlock();
                        }
                    } finally {
                        left.unlock();
                    }
                    Thread.yield();
                }
            } catch (InterruptedException e) {
                System.out.println("interrupted " + id);
            }
        }

        void eat() {
            synchronized (eating) {
                if (eating[(id + N - 1) % N] || eating[(id + 1) % N]) conflict = true;
                eating[id] = true;
            }
            meals++;
            synchronized (eating) {
                eating[id] = false;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        for (int round = 0; round < 2; round++) {
            boolean timed = round == 1;
            for (int i = 0; i < N; i++) forks[i] = new ReentrantLock(timed);
            Philosopher[] ps = new Philosopher[N];
            for (int i = 0; i < N; i++) ps[i] = new Philosopher(i, timed);
            for (Philosopher p : ps) p.start();
            int total = 0;
            for (Philosopher p : ps) {
                p.join();
                System.out.println((timed ? "timed " : "plain ") + p.getName() + " ate " + p.meals);
                total += p.meals;
            }
            System.out.println("total meals " + total + ", conflict " + conflict);
            for (int i = 0; i < N; i++) {
                ReentrantLock f = (ReentrantLock) forks[i];
                System.out.println("fork " + i + " locked=" + f.isLocked() + " fair=" + f.isFair()
                        + " queued=" + f.hasQueuedThreads());
            }
        }
    }
}
