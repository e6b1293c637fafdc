// bench-args: 30000
// args: 600
// Benchmarks Game chameneos-redux: creatures meet in pairs at a mall (synchronized, wait
// and notify) and change colour. Who meets whom depends on scheduling, so only the
// scheduling-independent results are printed: the colour table and the meeting totals.
public class CorpusChameneos {
    enum Colour {
        BLUE, RED, YELLOW;

        Colour complement(Colour other) {
            if (this == other) {
                return this;
            }
            if (this == BLUE) {
                return other == RED ? YELLOW : RED;
            }
            if (this == RED) {
                return other == BLUE ? YELLOW : BLUE;
            }
            return other == BLUE ? RED : BLUE;
        }

        public String toString() {
            return name().toLowerCase();
        }
    }

    static final String[] NUMBERS = { "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine" };

    static String spell(int n) {
        StringBuilder sb = new StringBuilder();
        for (char c : Integer.toString(n).toCharArray()) {
            sb.append(' ').append(NUMBERS[c - '0']);
        }
        return sb.toString();
    }

    static final class Mall {
        private int meetingsLeft;
        private Creature waiting;

        Mall(int meetings) {
            this.meetingsLeft = meetings;
        }

        /** Returns the partner's colour, or null when the mall is closed. */
        synchronized Colour meet(Creature c) throws InterruptedException {
            if (meetingsLeft == 0) {
                return null;
            }
            if (waiting == null) {
                waiting = c;
                c.met = false;
                while (!c.met) {
                    if (meetingsLeft == 0) {
                        waiting = null;
                        return null;
                    }
                    wait();
                }
                return c.partnerColour;
            }
            Creature other = waiting;
            waiting = null;
            meetingsLeft--;
            other.partnerColour = c.colour;
            other.met = true;
            notifyAll();
            return other.colour;
        }
    }

    static final class Creature extends Thread {
        final int id;
        final Mall mall;
        Colour colour;
        int count;
        boolean met;
        Colour partnerColour;

        Creature(int id, Mall mall, Colour colour) {
            this.id = id;
            this.mall = mall;
            this.colour = colour;
        }

        public void run() {
            try {
                while (true) {
                    Colour other = mall.meet(this);
                    if (other == null) {
                        return;
                    }
                    colour = colour.complement(other);
                    count++;
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }
    }

    static void run(int n, Colour... colours) throws InterruptedException {
        Mall mall = new Mall(n);
        StringBuilder line = new StringBuilder();
        Creature[] cs = new Creature[colours.length];
        for (int i = 0; i < colours.length; i++) {
            line.append(' ').append(colours[i]);
            cs[i] = new Creature(i, mall, colours[i]);
        }
        System.out.println(line);
        for (Creature c : cs) {
            c.start();
        }
        int total = 0;
        for (Creature c : cs) {
            c.join();
            total += c.count;
        }
        System.out.println(spell(total) + " (meetings: " + total / 2 + ")");
        System.out.println();
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 600;
        for (Colour a : Colour.values()) {
            for (Colour b : Colour.values()) {
                System.out.println(a + " + " + b + " -> " + a.complement(b));
            }
        }
        System.out.println();
        run(n, Colour.BLUE, Colour.RED, Colour.YELLOW);
        run(n, Colour.BLUE, Colour.RED, Colour.YELLOW, Colour.RED, Colour.YELLOW, Colour.BLUE, Colour.RED,
                Colour.YELLOW, Colour.RED, Colour.BLUE);
    }
}
