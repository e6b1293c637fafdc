import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * Paper 004's Rhyming Words (Pipeline / Fork-Join, thesis §5.1.1, Figure 5.3, Listing 5.4):
 * four stages connected by three queues — make the word lists (the thesis pre-processes a list
 * of files; here the words are generated), reverse each word, sort the reversed words, reverse
 * each word back, which leaves words that rhyme next to each other. One thread per stage (the
 * pipeline's four drivers); the queues are monitors with wait/notify (the jdk-subset has no
 * LinkedBlockingQueue).
 *
 * Usage: RhymingWords [lists=400] [words=400]
 */
public class RhymingWords {
    /** A bounded blocking queue of word lists; a list of length 0 ends the stream. */
    static final class Pipe {
        private final ArrayDeque<String[]> items = new ArrayDeque<String[]>();

        synchronized void put(String[] words) throws InterruptedException {
            while (items.size() >= 16) {
                wait();
            }
            items.addLast(words);
            notifyAll();
        }

        synchronized String[] take() throws InterruptedException {
            while (items.isEmpty()) {
                wait();
            }
            notifyAll();
            return items.removeFirst();
        }
    }

    static final String[] SYLLABLES = {"ka", "lo", "mi", "ner", "tion", "ing", "ble", "ous", "sta", "pre"};

    static String reverse(String w) {
        char[] c = w.toCharArray();
        for (int i = 0, j = c.length - 1; i < j; i++, j--) {
            char t = c[i];
            c[i] = c[j];
            c[j] = t;
        }
        return new String(c);
    }

    abstract static class Stage extends Thread {
        final Pipe in, out;

        Stage(Pipe in, Pipe out) {
            this.in = in;
            this.out = out;
        }

        abstract String[] process(String[] words);

        public void run() {
            try {
                String[] words;
                do {
                    words = in.take();
                    String[] done = words.length == 0 ? words : process(words);
                    if (out != null) {
                        out.put(done);
                    }
                } while (words.length != 0);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }
    }

    static class Reverse extends Stage {
        Reverse(Pipe in, Pipe out) {
            super(in, out);
        }

        String[] process(String[] words) {
            String[] r = new String[words.length];
            for (int i = 0; i < words.length; i++) {
                r[i] = reverse(words[i]);
            }
            return r;
        }
    }

    /** The last stage: reverses back, and counts the neighbours that rhyme. */
    static final class ReverseBack extends Reverse {
        int rhymes, total;

        ReverseBack(Pipe in) {
            super(in, null);
        }

        String[] process(String[] words) {
            String[] ws = super.process(words);
            for (int i = 1; i < ws.length; i++) {
                if (ws[i].endsWith(ws[i - 1].substring(Math.max(0, ws[i - 1].length() - 3)))) {
                    rhymes++;
                }
            }
            total += ws.length;
            return ws;
        }
    }

    static final class Sort extends Stage {
        Sort(Pipe in, Pipe out) {
            super(in, out);
        }

        String[] process(String[] words) {
            String[] r = words.clone();
            Arrays.sort(r);
            return r;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        final int lists = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        final int words = args.length > 1 ? Integer.parseInt(args[1]) : 400;
        final Pipe p1 = new Pipe(), p2 = new Pipe(), p3 = new Pipe();
        Thread make = new Thread() {
            public void run() {
                try {
                    int seed = 1;
                    for (int l = 0; l < lists; l++) {
                        String[] ws = new String[words];
                        for (int w = 0; w < words; w++) {
                            StringBuilder b = new StringBuilder();
                            int n = 2 + (seed >>> 28) % 3;
                            for (int s = 0; s < n; s++) {
                                seed = seed * 1103515245 + 12345;
                                b.append(SYLLABLES[(seed >>> 16) % SYLLABLES.length]);
                            }
                            ws[w] = b.toString();
                        }
                        p1.put(ws);
                    }
                    p1.put(new String[0]);
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }
        };
        ReverseBack last = new ReverseBack(p3);
        Thread[] stages = {make, new Reverse(p1, p2), new Sort(p2, p3), last};
        for (Thread t : stages) {
            t.start();
        }
        for (Thread t : stages) {
            t.join();
        }
        System.out.println("words " + last.total + ", rhyming pairs " + last.rhymes);
    }
}
