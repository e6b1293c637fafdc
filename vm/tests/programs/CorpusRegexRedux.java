// bench-args: 12000
// args: 2000
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

// Benchmarks Game regex-redux on a generated FASTA: strip headers and newlines with a regex,
// count the matches of nine DNA variant patterns, then apply IUB code replacements.
public class CorpusRegexRedux {
    static int last = 42;

    static int random(int max) {
        last = (last * 3877 + 29573) % 139968;
        return (int) ((long) max * last / 139968);
    }

    static String generate(int n) {
        String bases = "acgtacgtacgtaaccggttBDHKMNRSVWY";
        StringBuilder sb = new StringBuilder();
        sb.append(">ONE generated\n");
        for (int i = 0; i < n; i++) {
            sb.append(bases.charAt(random(bases.length())));
            if (i % 60 == 59) {
                sb.append('\n');
            }
        }
        sb.append("\n>TWO more\n");
        String[] words = { "agggtaaa", "tttaccct", "cgggtaaa", "tttacccg", "aaggtaaa", "agggtcaa", "acgt", "tHaN",
            "aND", "caN", "HaDS", "WaS", "aNBY", "g", "tt" };
        int col = 0;
        for (int i = 0; i < n / 4; i++) {
            String w = words[random(words.length)];
            for (int k = 0; k < w.length(); k++) {
                sb.append(w.charAt(k));
                if (++col == 60) {
                    sb.append('\n');
                    col = 0;
                }
            }
        }
        sb.append('\n');
        return sb.toString();
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        String input = generate(n);
        int initialLength = input.length();
        String sequence = Pattern.compile(">.*\n|\n").matcher(input).replaceAll("");
        int codeLength = sequence.length();

        String[] variants = { "agggtaaa|tttaccct", "[cgt]gggtaaa|tttaccc[acg]", "a[act]ggtaaa|tttacc[agt]t",
            "ag[act]gtaaa|tttac[agt]ct", "agg[act]taaa|ttta[agt]cct", "aggg[acg]aaa|ttt[cgt]ccct",
            "agggt[cgt]aa|tt[acg]accct", "agggta[cgt]a|t[acg]taccct", "agggtaa[cgt]|[acg]ttaccct" };
        for (String v : variants) {
            Matcher m = Pattern.compile(v).matcher(sequence);
            int count = 0;
            while (m.find()) {
                count++;
            }
            System.out.println(v + " " + count);
        }

        Map<String, String> iub = new LinkedHashMap<>();
        iub.put("tHa[Nt]", "<4>");
        iub.put("aND|caN|Ha[DS]|WaS", "<3>");
        iub.put("a[NSt]|BY", "<2>");
        iub.put("<[^>]*>", "|");
        iub.put("\\|[^|][^|]*\\|", "-");
        String s = sequence;
        for (Map.Entry<String, String> e : iub.entrySet()) {
            s = Pattern.compile(e.getKey()).matcher(s).replaceAll(e.getValue());
        }
        System.out.println();
        System.out.println(initialLength);
        System.out.println(codeLength);
        System.out.println(s.length());
    }
}
