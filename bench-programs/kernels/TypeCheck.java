// Kernel: type checks on a heterogeneous Object[]: instanceof against a class, a superclass, an
// interface and an array type, and the casts (checkcast) that follow them.
// Dominant bytecodes: instanceof, checkcast, aaload, invokeinterface/getfield after the cast.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class TypeCheck {
    static final int N = 810_000;

    interface Named {
        int nameLength();
    }

    static class Animal {
        int legs = 4;
    }

    static final class Bird extends Animal implements Named {
        Bird() {
            legs = 2;
        }

        public int nameLength() {
            return 4;
        }
    }

    static final class Fish implements Named {
        public int nameLength() {
            return 4;
        }
    }

    static long run(Object[] things, int seed) {
        long sum = seed;
        for (int i = 0; i < N; i++) {
            Object o = things[i % things.length];
            if (o instanceof Animal) sum += ((Animal) o).legs;
            if (o instanceof Named) sum += ((Named) o).nameLength();
            if (o instanceof int[]) sum += ((int[]) o).length;
            else if (o instanceof Object[]) sum += ((Object[]) o).length * 3;
            if (o instanceof Bird) {
                Bird b = (Bird) o;
                sum += b.legs;
            }
        }
        return sum;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        Object[] things = {new Animal(), new Bird(), new Fish(), new int[3], new String[2],
            new Bird(), "x", new Animal[5]};
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(things, r);
        System.out.println("TypeCheck " + sum);
    }
}
