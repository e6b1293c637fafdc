import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;

// The sleeping barber with semaphores (the textbook solution): customers arrive, take a free
// waiting-room chair or leave, wake the barber, and wait for the haircut. How many leave
// depends on timing, so only invariants are printed: served + turned away = arrivals, and a
// final round with as many chairs as customers where nobody is turned away. Then the
// readers-writers problem with a semaphore "room empty" and a turnstile.
public class JucAppSleepingBarber {
    static class Shop {
        final Semaphore customers = new Semaphore(0);
        final Semaphore barber = new Semaphore(0);
        final Semaphore accessSeats = new Semaphore(1);
        final Semaphore done = new Semaphore(0);
        final int chairs;
        int freeSeats;
        final AtomicInteger served = new AtomicInteger(), turnedAway = new AtomicInteger();

        Shop(int chairs) {
            this.chairs = chairs;
            this.freeSeats = chairs;
        }

        void barberLoop(int toServe) throws InterruptedException {
            while (true) {
                customers.acquire();
                accessSeats.acquire();
                freeSeats++;
                barber.release();
                accessSeats.release();
                served.incrementAndGet(); // cut hair
                done.release();
            }
        }

        boolean customer() throws InterruptedException {
            accessSeats.acquire();
            if (freeSeats > 0) {
                freeSeats--;
                customers.release();
                accessSeats.release();
                barber.acquire();
                done.acquire();
                return true;
            }
            accessSeats.release();
            turnedAway.incrementAndGet();
            return false;
        }
    }

    static void run(int chairs, int nCustomers) throws InterruptedException {
        final Shop shop = new Shop(chairs);
        Thread barber = new Thread(new Runnable() {
            public void run() {
                try {
                    shop.barberLoop(0);
                } catch (InterruptedException e) {
                    // closing time
                }
            }
        });
        barber.setDaemon(true);
        barber.start();
        Thread[] cs = new Thread[nCustomers];
        for (int i = 0; i < nCustomers; i++) {
            cs[i] = new Thread(new Runnable() {
                public void run() {
                    try {
                        shop.customer();
                    } catch (InterruptedException e) {
                        System.out.println("customer interrupted");
                    }
                }
            });
            cs[i].start();
        }
        for (Thread t : cs) t.join();
        barber.interrupt();
        barber.join();
        int s = shop.served.get(), a = shop.turnedAway.get();
        System.out.println("chairs " + chairs + ": served + turned away = " + (s + a) + ", served at least one " + (s >= 1)
                + (chairs >= nCustomers ? ", nobody turned away " + (a == 0) : "") + ", seats back " + (shop.freeSeats == chairs));
    }

    // Readers-writers: writers wait for an empty room; the turnstile stops readers from starving them.
    static class Room {
        final Semaphore roomEmpty = new Semaphore(1), turnstile = new Semaphore(1), mutex = new Semaphore(1);
        int readers;
        int value;
        final AtomicInteger badReads = new AtomicInteger();

        int read() throws InterruptedException {
            turnstile.acquire();
            turnstile.release();
            mutex.acquire();
            if (++readers == 1) roomEmpty.acquire();
            mutex.release();
            int v1 = value;
            Thread.yield();
            int v2 = value;
            if (v1 != v2) badReads.incrementAndGet();
            mutex.acquire();
            if (--readers == 0) roomEmpty.release();
            mutex.release();
            return v1;
        }

        void write() throws InterruptedException {
            turnstile.acquire();
            roomEmpty.acquire();
            value++;
            turnstile.release();
            roomEmpty.release();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        run(3, 12);
        run(1, 6);
        run(20, 20);
        final Room room = new Room();
        Thread[] ts = new Thread[6];
        for (int i = 0; i < 6; i++) {
            final boolean writer = i % 3 == 0;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    try {
                        for (int k = 0; k < 200; k++) {
                            if (writer) room.write();
                            else room.read();
                        }
                    } catch (InterruptedException e) {
                        System.out.println("interrupted");
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("readers-writers value " + room.value + " torn reads " + room.badReads.get()
                + " permits " + room.roomEmpty.availablePermits() + room.turnstile.availablePermits() + room.mutex.availablePermits());
    }
}
