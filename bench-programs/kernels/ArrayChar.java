// Kernel: char[] access: fill with letters, a Caesar shift, count vowels, a string-style hash.
// Dominant bytecodes: caload, castore, i2c, arraylength, iinc/if_icmpge/goto.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class ArrayChar {
    static final int SIZE = 880_000;

    static long run(char[] text, int seed) {
        for (int i = 0; i < text.length; i++) text[i] = (char) ('a' + (i + seed) % 26);
        for (int i = 0; i < text.length; i++) {
            char c = text[i];
            c += 3;
            if (c > 'z') c -= 26;
            text[i] = c;
        }
        int vowels = 0;
        for (int i = 0; i < text.length; i++) {
            char c = text[i];
            if (c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u') vowels++;
        }
        int h = 0;
        for (int i = 0; i < text.length; i++) h = 31 * h + text[i];
        return vowels + (long) h;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        char[] text = new char[SIZE];
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(text, r);
        System.out.println("ArrayChar " + sum);
    }
}
