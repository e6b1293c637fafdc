// Kernel: reference arrays: shuffle an array of objects, rotate it, count identities.
// Dominant bytecodes: aaload, aastore (with its store check), arraylength, if_acmpne.
// Argument: rounds (default 20); each round is the same amount of work (PASSES passes over an
// array small enough for the caches).
// jvm-flags:
public class ArrayRef {
    static final int SIZE = 50_000;
    static final int PASSES = 15;

    static final class Item {
        final int id;

        Item(int id) {
            this.id = id;
        }
    }

    static long run(Object[] items, Item[] originals, int seed) {
        int x = seed;
        for (int i = items.length - 1; i > 0; i--) {
            x = x * 1103515245 + 12345;
            int j = (x >>> 1) % (i + 1);
            Object t = items[i];
            items[i] = items[j];
            items[j] = t;
        }
        Object first = items[0];
        for (int i = 1; i < items.length; i++) items[i - 1] = items[i];
        items[items.length - 1] = first;
        long same = 0;
        for (int i = 0; i < items.length; i++) {
            if (items[i] == originals[i]) same++;
            if (items[i] == first) same += i;
        }
        return same;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        Item[] originals = new Item[SIZE];
        Object[] items = new Object[SIZE];
        for (int i = 0; i < SIZE; i++) items[i] = originals[i] = new Item(i);
        long sum = 0;
        for (int r = 0; r < rounds; r++)
            for (int p = 0; p < PASSES; p++) sum += run(items, originals, r + p);
        sum += ((Item) items[SIZE / 2]).id;
        System.out.println("ArrayRef " + sum);
    }
}
