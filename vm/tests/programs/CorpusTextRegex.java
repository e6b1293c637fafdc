import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

// Text processing with java.util.regex in the Rosetta Code / tutorial style: a log parser
// with named groups, a tokenizer, template expansion with appendReplacement, validation,
// CSV with quoted fields, word frequencies and tidy-ups with replaceAll.
public class CorpusTextRegex {
    static final String LOG = String.join("\n",
            "2024-03-01 12:00:01 INFO  [main] Server started on port 8080",
            "2024-03-01 12:00:05 WARN  [pool-1] Slow request: GET /api/users took 1532ms",
            "2024-03-01 12:01:17 ERROR [pool-2] Failed to connect to db-primary:5432 (timeout after 30s)",
            "2024-03-01 12:01:18 INFO  [pool-2] Retrying connection to db-replica:5433",
            "garbage line without structure",
            "2024-03-01 12:02:00 DEBUG [main] Cache hit ratio=0.93 entries=1024",
            "2024-03-01 12:03:44 ERROR [pool-1] NullPointerException at com.example.Foo.bar(Foo.java:42)");

    public static void main(String[] args) {
        Pattern entry = Pattern.compile(
                "^(?<date>\\d{4}-\\d{2}-\\d{2}) (?<time>[\\d:]{8}) (?<level>[A-Z]+)\\s+\\[(?<thread>[^\\]]+)\\] (?<msg>.*)$",
                Pattern.MULTILINE);
        Matcher m = entry.matcher(LOG);
        Map<String, Integer> perLevel = new TreeMap<>();
        while (m.find()) {
            perLevel.merge(m.group("level"), 1, Integer::sum);
            if (m.group("level").equals("ERROR")) {
                System.out.println(m.group("time") + " " + m.group("thread") + ": " + m.group("msg"));
            }
        }
        System.out.println(perLevel);

        Matcher durations = Pattern.compile("(\\d+)(ms|s)\\b").matcher(LOG);
        long totalMs = 0;
        while (durations.find()) {
            long v = Long.parseLong(durations.group(1));
            totalMs += durations.group(2).equals("s") ? v * 1000 : v;
        }
        System.out.println("total wait " + totalMs + " ms");
        Matcher hosts = Pattern.compile("\\b([a-z]+(?:-[a-z]+)*):(\\d{2,5})\\b").matcher(LOG);
        while (hosts.find()) {
            System.out.println("host " + hosts.group(1) + " port " + Integer.parseInt(hosts.group(2)));
        }

        // tokenizer with alternation of named groups
        Pattern tok = Pattern.compile("\\s*(?:(?<num>\\d+(?:\\.\\d+)?)|(?<id>[A-Za-z_]\\w*)|(?<op>\\*\\*|[-+*/()=]))");
        Matcher t = tok.matcher("rate = base*1.5 + (bonus ** 2) - x_1");
        List<String> tokens = new ArrayList<>();
        int pos = 0;
        while (t.lookingAt()) {
            String kind = t.group("num") != null ? "NUM" : t.group("id") != null ? "ID" : "OP";
            tokens.add(kind + ":" + t.group().trim());
            pos = t.end();
            t.region(pos, t.regionEnd());
        }
        System.out.println(tokens + " stopped at " + pos);

        // template expansion
        Map<String, String> vars = new TreeMap<>();
        vars.put("name", "Ada");
        vars.put("cost", "$12.50");
        vars.put("path", "C:\\temp");
        Matcher tm = Pattern.compile("\\$\\{(\\w+)\\}").matcher("Dear ${name}, you owe ${cost} (see ${path}); ${unknown} stays.");
        StringBuilder out = new StringBuilder();
        while (tm.find()) {
            String v = vars.get(tm.group(1));
            tm.appendReplacement(out, v == null ? "\\${$1}" : Matcher.quoteReplacement(v));
        }
        tm.appendTail(out);
        System.out.println(out);

        // validation
        Pattern email = Pattern.compile("^[\\w.+-]+@(?:[a-z0-9-]+\\.)+[a-z]{2,}$", Pattern.CASE_INSENSITIVE);
        for (String e : new String[] { "ada@example.com", "Bob.Smith+tag@Mail.Example.ORG", "bad@", "@no.com", "x@y.z" }) {
            System.out.print(e + "=" + email.matcher(e).matches() + " ");
        }
        System.out.println();
        Pattern ipv4 = Pattern.compile("^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$");
        for (String ip : new String[] { "192.168.0.1", "256.1.1.1", "10.0.0", "0.0.0.0", "1.2.3.04" }) {
            System.out.print(ip + "=" + ipv4.matcher(ip).matches() + " ");
        }
        System.out.println();
        Pattern strong = Pattern.compile("^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z])(?!.*\\s).{8,}$");
        for (String pw : new String[] { "Passw0rd", "password", "Sh0rt", "With Space1A", "ALLUPPER99x" }) {
            System.out.print(pw + "=" + strong.matcher(pw).matches() + " ");
        }
        System.out.println();

        // CSV with quoted fields
        Pattern csv = Pattern.compile("\"((?:[^\"]|\"\")*)\"|([^,]*)");
        for (String row : new String[] { "a,b,c", "\"quoted, with comma\",plain,\"say \"\"hi\"\"\"", ",,", "single" }) {
            List<String> fields = new ArrayList<>();
            Matcher cm = csv.matcher(row);
            int at = 0;
            while (at <= row.length() && cm.find(at)) {
                fields.add(cm.group(1) != null ? cm.group(1).replace("\"\"", "\"") : cm.group(2));
                at = cm.end() + 1;
            }
            System.out.println(fields.size() + " " + fields);
        }

        // word frequencies
        String text = "It was the best of times, it was the worst of times; it was the age of wisdom... "
                + "It was the age of foolishness! Was it?";
        Map<String, Integer> freq = new TreeMap<>();
        for (String w : text.toLowerCase().split("[^a-z']+")) {
            if (!w.isEmpty()) {
                freq.merge(w, 1, Integer::sum);
            }
        }
        System.out.println(freq);
        System.out.println(Arrays.toString(text.split("(?<=[.!?;])\\s+")));
        System.out.println(Arrays.toString("key1=val1; key2 = val2 ;key3=".split("\\s*;\\s*", 2)));

        // tidy-ups
        System.out.println("  too    many   spaces  ".replaceAll("\\s+", " ").trim());
        System.out.println("camelCaseToSnakeCase".replaceAll("([a-z])([A-Z])", "$1_$2").toLowerCase());
        System.out.println("snake_case_to_camel".replaceAll("_([a-z])", "-$1"));
        System.out.println("2024-03-01".replaceAll("(\\d+)-(\\d+)-(\\d+)", "$3/$2/$1"));
        System.out.println("aaa bbb aaa".replaceFirst("a+", "X") + " " + "Hello World".replaceAll("(?i)[aeiou]", "*"));
        System.out.println("<b>bold</b> and <i>italic</i>".replaceAll("<(/?)(\\w+)>", "[$1$2]"));
        System.out.println("<p>one</p><p>two</p>".replaceAll("<p>(.*?)</p>", "$1;") + " "
                + "<p>one</p><p>two</p>".replaceAll("<p>(.*)</p>", "$1;"));
        System.out.println("price: 1234567 and 89".replaceAll("(?<=\\d)(?=(\\d{3})+(?!\\d))", ","));
        System.out.println("a1b2c3".replaceAll("\\d", "<$0>") + " " + "x.y.z".replace(".", "\\") + " "
                + "tabs\tand\nnewlines".replaceAll("[\\t\\n]", "|"));
        System.out.println("repeated repeated words words here".replaceAll("\\b(\\w+)( \\1\\b)+", "$1"));
        System.out.println(Pattern.compile("(?x) ( \\d+ ) \\s* [+] \\s* ( \\d+ )  # sum").matcher("12 + 30").replaceAll("$1+$2"));
        Matcher ml = Pattern.compile("^(\\w+):", Pattern.MULTILINE).matcher("name: x\nage: 3\n  indented: no\nlast:");
        List<String> keys = new ArrayList<>();
        while (ml.find()) {
            keys.add(ml.group(1));
        }
        System.out.println(keys);
        System.out.println(Pattern.compile("a.c", Pattern.DOTALL).matcher("a\nc").matches() + " "
                + Pattern.compile("a.c").matcher("a\nc").matches() + " " + Pattern.compile("A+?", Pattern.CASE_INSENSITIVE).matcher("aaa").lookingAt()
                + " " + Pattern.compile("x*+x").matcher("xxx").find() + " " + Pattern.compile("(?>x*)x").matcher("xxx").find());
    }
}
