import java.util.concurrent.locks.LockSupport;

// The VM exits when only daemon threads remain, even with daemons blocked forever (in wait, on a
// monitor another daemon holds, parked, sleeping); daemon status is inherited; setDaemon after
// start throws IllegalThreadStateException. A non-daemon thread keeps the VM alive until it ends.
public class DaemonExit {
    static final Object never = new Object();

    public static void main(String[] args) throws Exception {
        Thread waiter = new Thread(() -> {
            synchronized (never) {
                try {
                    never.wait();
                } catch (InterruptedException e) {
                    System.out.println("never printed");
                }
            }
        }, "waiter");
        waiter.setDaemon(true);
        System.out.println("waiter daemon: " + waiter.isDaemon() + " main daemon: " + Thread.currentThread().isDaemon());
        waiter.start();
        try {
            waiter.setDaemon(false);
        } catch (IllegalThreadStateException e) {
            System.out.println("setDaemon after start: " + e.getClass().getName());
        }

        final Object held = new Object();
        final Thread[] inner = new Thread[1];
        final Object ready = new Object();
        Thread holder = new Thread(() -> {
            synchronized (held) {
                // Daemon status is inherited by threads a daemon creates.
                inner[0] = new Thread(() -> {
                    synchronized (held) {
                        System.out.println("never printed either");
                    }
                }, "blocked-on-monitor");
                inner[0].start();
                synchronized (ready) {
                    ready.notifyAll();
                }
                LockSupport.park(); // forever, holding `held`
            }
        }, "holder");
        holder.setDaemon(true);
        synchronized (ready) {
            holder.start();
            ready.wait();
        }
        System.out.println("inner inherits daemon: " + inner[0].isDaemon());

        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(1000000);
            } catch (InterruptedException e) {
                System.out.println("never");
            }
        });
        sleeper.setDaemon(true);
        sleeper.start();

        Thread spinner = new Thread(() -> {
            long x = 0;
            while (true) x++;
        });
        spinner.setDaemon(true);
        spinner.start();

        // A non-daemon thread outliving main keeps the VM up until it finishes.
        Thread last = new Thread(() -> {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                return;
            }
            System.out.println("non-daemon thread finished after main");
        }, "last");
        last.start();
        // setDaemon on a terminated thread is allowed (it is not alive).
        Thread done = new Thread(() -> { });
        done.start();
        done.join();
        done.setDaemon(true);
        System.out.println("setDaemon after termination: " + done.isDaemon());
        System.out.println("main returns");
    }
}
