import java.util.ArrayDeque;

/**
 * Paper 004's Supermarket (Event-Based Coordination / Fork-Join, thesis §5.1.1, Figure 5.2,
 * Listing 5.3): the main thread generates customers at Poisson-distributed times (the
 * thesis's lambda = 100, 10 arrivals per 100 ms, run faster than real time: here the gaps are
 * computed, not slept); a pool of shopping-cart threads takes waiting customers into the shop
 * (each fills a cart); the driver threads, the cashiers, check the customers out. Queues are
 * monitors with wait/notify (the jdk-subset has no LinkedBlockingQueue or thread pool).
 *
 * Usage: Supermarket [cashiers=4] [customers=50000] [carts=32]
 */
public class Supermarket {
    /** An unbounded blocking queue; `null` is the end-of-stream marker. */
    static final class Queue {
        private final ArrayDeque<Object> items = new ArrayDeque<Object>();
        private int ends;

        synchronized void put(Object o) {
            items.addLast(o);
            notify();
        }

        synchronized void end(int consumers) {
            ends += consumers;
            notifyAll();
        }

        /** The next item, or null once the stream has ended. */
        synchronized Object take() throws InterruptedException {
            while (items.isEmpty()) {
                if (ends > 0) {
                    ends--;
                    return null;
                }
                wait();
            }
            return items.removeFirst();
        }
    }

    static final class Customer {
        final int id;
        final double arrival;
        int[] cart;
        long paid;

        Customer(int id, double arrival) {
            this.id = id;
            this.arrival = arrival;
        }
    }

    static final Queue arrivals = new Queue();
    static final Queue checkout = new Queue();

    /** Busy work standing for time spent in the shop or at the till. */
    static int work(int seed, int steps) {
        for (int i = 0; i < steps; i++) {
            seed = seed * 1103515245 + 12345;
        }
        return seed;
    }

    static final class Cart extends Thread {
        public void run() {
            try {
                Object o;
                while ((o = arrivals.take()) != null) {
                    Customer c = (Customer) o;
                    int items = 5 + c.id % 20;
                    c.cart = new int[items];
                    for (int i = 0; i < items; i++) {
                        c.cart[i] = work(c.id + i, 40) >>> 20;
                    }
                    checkout.put(c);
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }
    }

    static final class Cashier extends Thread {
        long served, takings;

        public void run() {
            try {
                Object o;
                while ((o = checkout.take()) != null) {
                    Customer c = (Customer) o;
                    long sum = 0;
                    for (int price : c.cart) {
                        sum += price;
                        work(price, 60);
                    }
                    c.paid = sum;
                    served++;
                    takings += sum;
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int cashiers = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        int customers = args.length > 1 ? Integer.parseInt(args[1]) : 50000;
        int carts = args.length > 2 ? Integer.parseInt(args[2]) : 32;
        Cart[] pool = new Cart[carts];
        for (int i = 0; i < carts; i++) {
            pool[i] = new Cart();
            pool[i].start();
        }
        Cashier[] tills = new Cashier[cashiers];
        for (int i = 0; i < cashiers; i++) {
            tills[i] = new Cashier();
            tills[i].start();
        }
        // The main thread generates the arrivals: a Poisson process with lambda = 100 per
        // second (exponential gaps).
        java.util.Random r = new java.util.Random(4);
        double t = 0;
        for (int i = 0; i < customers; i++) {
            t += -Math.log(1 - r.nextDouble()) / 100.0;
            arrivals.put(new Customer(i, t));
        }
        arrivals.end(carts);
        for (Cart c : pool) {
            c.join();
        }
        checkout.end(cashiers);
        long served = 0;
        for (Cashier c : tills) {
            c.join();
            served += c.served;
        }
        System.out.println("served " + served);
    }
}
