import java.util.*;

public class Enums {
    enum Color {RED, GREEN, BLUE}

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6), JUPITER(1.9e+27, 7.1492e7);

        private final double mass;
        private final double radius;

        Planet(double mass, double radius) {
            this.mass = mass;
            this.radius = radius;
        }

        double surfaceGravity() {
            return 6.67300E-11 * mass / (radius * radius);
        }
    }

    enum Op {
        PLUS("+") {
            int apply(int a, int b) {
                return a + b;
            }
        },
        MINUS("-") {
            int apply(int a, int b) {
                return a - b;
            }
        },
        TIMES("*") {
            int apply(int a, int b) {
                return a * b;
            }

            @Override
            public String toString() {
                return "times!";
            }
        };

        final String symbol;

        Op(String symbol) {
            this.symbol = symbol;
        }

        abstract int apply(int a, int b);
    }

    interface Describable {
        String describe();
    }

    enum Level implements Describable {
        LOW(1), MEDIUM(5), HIGH(10);

        private final int weight;
        private static final Map<Integer, Level> BY_WEIGHT = new HashMap<>();

        static {
            for (Level l : values()) BY_WEIGHT.put(l.weight, l);
        }

        Level(int w) {
            weight = w;
        }

        public String describe() {
            return name().toLowerCase() + "(" + weight + ")";
        }

        static Level byWeight(int w) {
            return BY_WEIGHT.get(w);
        }

        Level next() {
            return values()[(ordinal() + 1) % values().length];
        }
    }

    enum Singleton {
        INSTANCE;
        int counter;
    }

    static String classify(Color c) {
        switch (c) {
            case RED:
                return "warm";
            case BLUE:
                return "cool";
            default:
                return "neutral";
        }
    }

    public static void main(String[] args) {
        System.out.println(Arrays.toString(Color.values()) + " " + Color.values().length);
        for (Color c : Color.values()) {
            System.out.println(c + " name=" + c.name() + " ordinal=" + c.ordinal() + " classify=" + classify(c) + " compareTo(GREEN)=" + c.compareTo(Color.GREEN));
        }
        System.out.println("valueOf: " + Color.valueOf("BLUE") + " " + (Color.valueOf("RED") == Color.RED) + " " + Enum.valueOf(Color.class, "GREEN"));
        try {
            Color.valueOf("PURPLE");
        } catch (IllegalArgumentException e) {
            System.out.println("bad valueOf: " + e.getMessage());
        }
        for (Planet p : Planet.values()) System.out.printf("%s gravity %.2f%n", p, p.surfaceGravity());
        for (Op op : Op.values()) System.out.println(op.name() + " " + op.symbol + " " + op.apply(6, 3) + " toString=" + op + " class=" + op.getDeclaringClass().getSimpleName());
        System.out.println("constant-specific class differs: " + (Op.PLUS.getClass() != Op.class) + " declaring same: " + (Op.PLUS.getDeclaringClass() == Op.class));
        for (Level l : Level.values()) System.out.println(l.describe() + " next=" + l.next() + " byWeight=" + Level.byWeight(l.weight));
        Describable d = Level.HIGH;
        System.out.println("via interface: " + d.describe());
        Singleton.INSTANCE.counter += 5;
        System.out.println("singleton: " + Singleton.INSTANCE.counter + " " + Singleton.valueOf("INSTANCE").counter);
        Map<Color, Integer> counts = new TreeMap<>();
        Color[] seq = {Color.BLUE, Color.RED, Color.BLUE, Color.GREEN, Color.BLUE};
        for (Color c : seq) counts.merge(c, 1, Integer::sum);
        System.out.println("TreeMap by ordinal: " + counts);
        Map<Color, String> hm = new HashMap<>();
        hm.put(Color.RED, "r");
        System.out.println("HashMap get: " + hm.get(Color.RED) + " equals: " + Color.RED.equals(Color.RED) + " hash stable: " + (Color.RED.hashCode() == Color.RED.hashCode()));
        List<Level> levels = new ArrayList<>(Arrays.asList(Level.HIGH, Level.LOW, Level.MEDIUM));
        Collections.sort(levels);
        System.out.println("sorted by ordinal: " + levels);
        Color c = Color.GREEN;
        switch (c) {
            case GREEN:
                System.out.println("switch matched GREEN");
            case BLUE:
                System.out.println("fell through to BLUE");
                break;
            default:
                System.out.println("not here");
        }
        try {
            Color nc = null;
            switch (nc) {
                default:
                    System.out.println("no");
            }
        } catch (NullPointerException e) {
            System.out.println("switch on null enum: " + e.getClass().getName());
        }
        System.out.println("getClass: " + Color.RED.getClass().getName() + " superclass: " + Color.RED.getClass().getSuperclass().getName());
    }
}
