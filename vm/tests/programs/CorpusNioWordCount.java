import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

// A tutorial-style file program on java.nio.file: write a CSV and a text file to a temp
// directory, read them back with Files.readAllLines and Files.newBufferedReader, summarize,
// rewrite, inspect paths and sizes, clean up.
public class CorpusNioWordCount {
    public static void main(String[] args) throws IOException {
        Path dir = Files.createTempDirectory("corpus-nio");
        Path csv = dir.resolve("sales.csv");
        List<String> rows = new ArrayList<>();
        rows.add("region,product,units,price");
        String[] regions = { "north", "south", "east", "west" };
        String[] products = { "apple", "pear", "plum" };
        int seed = 7;
        for (int i = 0; i < 40; i++) {
            seed = (seed * 1103 + 12345) % 65536;
            rows.add(regions[seed % 4] + "," + products[(seed / 4) % 3] + "," + (seed % 50 + 1) + "," + (seed % 900 + 100) / 100.0);
        }
        Files.write(csv, rows, StandardCharsets.UTF_8);
        System.out.println(csv.getFileName() + " " + Files.exists(csv) + " " + Files.size(csv) + " bytes, parent is temp dir: "
                + csv.getParent().equals(dir));

        Map<String, double[]> byRegion = new TreeMap<>();
        List<String> lines = Files.readAllLines(csv);
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(",");
            double[] acc = byRegion.computeIfAbsent(f[0], k -> new double[2]);
            acc[0] += Integer.parseInt(f[2]);
            acc[1] += Integer.parseInt(f[2]) * Double.parseDouble(f[3]);
        }
        Path report = dir.resolve(Paths.get("out", "report.txt"));
        Files.createDirectories(report.getParent());
        try (BufferedWriter w = Files.newBufferedWriter(report)) {
            for (Map.Entry<String, double[]> e : byRegion.entrySet()) {
                w.write(String.format("%-6s %5.0f units %10.2f revenue", e.getKey(), e.getValue()[0], e.getValue()[1]));
                w.newLine();
            }
        }
        try (BufferedReader r = Files.newBufferedReader(report, StandardCharsets.UTF_8)) {
            String line;
            while ((line = r.readLine()) != null) {
                System.out.println("> " + line);
            }
        }
        System.out.println(dir.relativize(report) + " " + report.getNameCount() + " " + Files.size(report));

        Path text = dir.resolve("poem.txt");
        Files.write(text, ("Tyger Tyger, burning bright,\nIn the forests of the night;\n"
                + "What immortal hand or eye,\nCould frame thy fearful symmetry?\n").getBytes(StandardCharsets.UTF_8));
        Map<String, Integer> words = new TreeMap<>();
        int chars = 0;
        int lineCount = 0;
        for (String line : Files.readAllLines(text, StandardCharsets.UTF_8)) {
            lineCount++;
            chars += line.length();
            for (String w : line.toLowerCase().split("\\W+")) {
                if (!w.isEmpty()) {
                    words.merge(w, 1, Integer::sum);
                }
            }
        }
        System.out.println(lineCount + " lines, " + chars + " chars, " + words.size() + " distinct words: " + words);
        String all = new String(Files.readAllBytes(text), StandardCharsets.UTF_8);
        System.out.println(all.length() + " " + all.split("\n").length + " " + Files.readString(text).equals(all));

        Files.delete(report);
        Files.delete(report.getParent());
        Files.delete(text);
        Files.delete(csv);
        Files.delete(dir);
        System.out.println("cleaned up: " + !Files.exists(dir));
    }
}
