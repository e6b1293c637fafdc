// Kernel: StringBuilder (the library is the family): append of ints, chars and strings,
// toString, then String.length and charAt over the result, as a CSV writer and reader would.
// Dominant work: StringBuilder.append(int/char/String), toString, String.charAt (invokevirtual
// into the class library).
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class StringBuild {
    static final int N = 4500;

    static long run(int seed) {
        long sum = 0;
        String[] names = {"alpha", "beta", "gamma"};
        for (int i = 0; i < N; i++) {
            StringBuilder sb = new StringBuilder();
            sb.append(i).append(',').append(names[i % 3]).append(',').append(seed * i);
            sb.append(',').append('"').append("q").append('"');
            String line = sb.toString();
            int commas = 0;
            for (int k = 0; k < line.length(); k++) {
                char c = line.charAt(k);
                if (c == ',') commas++;
                sum += c;
            }
            sum += commas * line.length();
        }
        return sum;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(r);
        System.out.println("StringBuild " + sum);
    }
}
