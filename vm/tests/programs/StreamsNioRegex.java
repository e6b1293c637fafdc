import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The stream methods of java.nio.file and java.util.regex: Files.lines/list/walk, splitAsStream, results. */
public class StreamsNioRegex {
    public static void main(String[] args) throws IOException {
        Path dir = Files.createTempDirectory("streams-nio");
        try {
            Path notes = dir.resolve("notes.txt");
            Files.write(notes, Arrays.asList("alpha beta", "gamma", "", "delta epsilon zeta"));
            try (Stream<String> lines = Files.lines(notes)) {
                System.out.println(lines.filter(l -> !l.isEmpty()).map(String::toUpperCase)
                        .collect(Collectors.toList()));
            }
            try (Stream<String> lines = Files.lines(notes)) {
                System.out.println("words=" + lines.flatMap(l -> Pattern.compile("\\s+").splitAsStream(l))
                        .filter(w -> !w.isEmpty()).count());
            }
            Files.createDirectories(dir.resolve("sub/deeper"));
            Files.write(dir.resolve("sub/a.txt"), Arrays.asList("1"));
            Files.write(dir.resolve("sub/deeper/b.txt"), Arrays.asList("2", "3"));
            try (Stream<Path> entries = Files.list(dir)) {
                System.out.println(entries.map(p -> p.getFileName().toString()).sorted()
                        .collect(Collectors.toList()));
            }
            try (Stream<Path> all = Files.walk(dir)) {
                List<String> rel = all.map(p -> dir.relativize(p).toString()).sorted()
                        .collect(Collectors.toList());
                System.out.println(rel);
            }
            try (Stream<Path> shallow = Files.walk(dir, 1)) {
                System.out.println("depth1=" + shallow.count());
            }
            try {
                Files.lines(dir.resolve("missing.txt"));
            } catch (IOException e) {
                System.out.println(e.getClass().getName());
            }
            try {
                Files.list(notes);
            } catch (IOException e) {
                System.out.println(e.getClass().getName());
            }
            try (Stream<Path> all = Files.walk(dir)) {
                System.out.println("bytes=" + all.filter(Files::isRegularFile).mapToLong(p -> {
                    try {
                        return Files.size(p);
                    } catch (IOException e) {
                        throw new RuntimeException(e);
                    }
                }).sum());
            }
        } finally {
            try (Stream<Path> all = Files.walk(dir)) {
                all.sorted((a, b) -> b.toString().length() - a.toString().length()).forEach(p -> {
                    try {
                        Files.delete(p);
                    } catch (IOException e) {
                        throw new RuntimeException(e);
                    }
                });
            }
        }
        System.out.println(Files.exists(dir));

        System.out.println(Pattern.compile(",\\s*").splitAsStream("a, b,c,  d,,").collect(Collectors.toList()));
        Matcher m = Pattern.compile("(\\w+)=(\\d+)").matcher("x=1 y=22 zz=333 bad= w=4");
        Map<String, Integer> kv = m.results()
                .collect(Collectors.toMap(r -> r.group(1), r -> Integer.parseInt(r.group(2)), (a, b) -> a, TreeMap::new));
        System.out.println(kv);
        Matcher again = Pattern.compile("\\d+").matcher("a1b22c333");
        again.find();
        System.out.println(again.results().map(MatchResult::group).collect(Collectors.joining("|")));
        System.out.println(Pattern.compile("o").matcher("foo boo").results().mapToInt(MatchResult::start)
                .boxed().collect(Collectors.toList()));
    }
}
