// Fuzz seed: dense and sparse switches (tableswitch, lookupswitch), string switch, fall-through.
public class Switches {
    static int dense(int x) {
        switch (x) {
            case 0: return 10;
            case 1: return 11;
            case 2:
            case 3: return 13;
            case 4: x += 100;
            case 5: return x;
            default: return -1;
        }
    }

    static String sparse(int x) {
        switch (x) {
            case -1000: return "neg";
            case 7: return "seven";
            case 1 << 20: return "big";
            case Integer.MAX_VALUE: return "max";
            default: return "other";
        }
    }

    static int byName(String s) {
        switch (s) {
            case "alpha": return 1;
            case "beta": return 2;
            default: return 0;
        }
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int i = -1; i < 7; i++) sb.append(dense(i)).append(',');
        int[] keys = {-1000, 7, 1 << 20, Integer.MAX_VALUE, 3};
        for (int k : keys) sb.append(sparse(k)).append(',');
        sb.append(byName("alpha") + byName("beta") + byName("gamma"));
        System.out.println(sb);
    }
}
