import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;

// The observer pattern with CopyOnWriteArrayList listeners: an event source fires events from
// several threads while listeners are added and removed (no ConcurrentModificationException,
// each iteration sees a snapshot); a listener that unregisters itself during the callback; the
// snapshot iterator refusing remove(); addIfAbsent; and CopyOnWriteArraySet for unique
// subscribers. The counts printed only depend on what was registered while firing single-threaded.
public class JucAppListeners {
    interface Listener {
        void onEvent(String e);
    }

    static class Source {
        final CopyOnWriteArrayList<Listener> listeners = new CopyOnWriteArrayList<Listener>();

        void add(Listener l) {
            listeners.add(l);
        }

        void remove(Listener l) {
            listeners.remove(l);
        }

        int fire(String e) {
            int n = 0;
            for (Listener l : listeners) {
                l.onEvent(e);
                n++;
            }
            return n;
        }
    }

    static class Counting implements Listener {
        final String name;
        final AtomicInteger count = new AtomicInteger();

        Counting(String name) {
            this.name = name;
        }

        public void onEvent(String e) {
            count.incrementAndGet();
        }

        public String toString() {
            return name;
        }
    }

    public static void main(String[] args) throws Exception {
        final Source src = new Source();
        final Counting a = new Counting("a"), b = new Counting("b");
        src.add(a);
        src.add(b);
        final Source s2 = src;
        final Listener once = new Listener() {
            public void onEvent(String e) {
                System.out.println("once got " + e);
                s2.remove(this);
            }

            public String toString() {
                return "once";
            }
        };
        src.add(once);
        System.out.println("fired to " + src.fire("first") + ", then " + src.fire("second") + " listeners " + src.listeners);

        final AtomicInteger cmes = new AtomicInteger();
        Thread[] firers = new Thread[3];
        for (int i = 0; i < 3; i++) {
            firers[i] = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < 200; k++) {
                        try {
                            src.fire("e" + k);
                        } catch (ConcurrentModificationException e) {
                            cmes.incrementAndGet();
                        }
                    }
                }
            });
        }
        Thread churn = new Thread(new Runnable() {
            public void run() {
                for (int k = 0; k < 200; k++) {
                    Counting c = new Counting("tmp" + k);
                    src.add(c);
                    src.remove(c);
                }
            }
        });
        for (Thread t : firers) t.start();
        churn.start();
        for (Thread t : firers) t.join();
        churn.join();
        System.out.println("a got " + a.count.get() + " b got " + b.count.get() + " CMEs " + cmes.get() + " listeners " + src.listeners);

        CopyOnWriteArrayList<String> list = new CopyOnWriteArrayList<String>(new String[] {"x", "y"});
        Iterator<String> it = list.iterator();
        list.add("z");
        StringBuilder seen = new StringBuilder();
        while (it.hasNext()) seen.append(it.next());
        System.out.println("snapshot iteration " + seen + " list " + list);
        try {
            Iterator<String> it2 = list.iterator();
            it2.next();
            it2.remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("iterator.remove: UnsupportedOperationException");
        }
        System.out.println("addIfAbsent x " + list.addIfAbsent("x") + " w " + list.addIfAbsent("w") + " addAllAbsent "
                + list.addAllAbsent(Arrays.asList("x", "v", "v")) + " -> " + list);
        list.removeIf(s -> s.compareTo("w") < 0);
        System.out.println("removeIf " + list + " indexOf(z) " + list.indexOf("z") + " sublist " + list.subList(0, 2));
        ListIterator<String> li = list.listIterator(list.size());
        StringBuilder back = new StringBuilder();
        while (li.hasPrevious()) back.append(li.previous());
        System.out.println("backwards " + back);

        final CopyOnWriteArraySet<String> subscribers = new CopyOnWriteArraySet<String>();
        Thread[] subs = new Thread[4];
        for (int i = 0; i < 4; i++) {
            subs[i] = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < 50; k++) subscribers.add("user" + (k % 10));
                }
            });
            subs[i].start();
        }
        for (Thread t : subs) t.join();
        System.out.println("unique subscribers " + subscribers.size() + " sorted " + new TreeSet<String>(subscribers));
        try {
            list.get(10);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("get(10): " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
    }
}
