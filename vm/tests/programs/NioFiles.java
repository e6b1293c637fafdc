import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

// java.nio.file the way tutorials use it: write a temp file, read it back in several ways,
// path manipulation, the usual exceptions, charsets.
public class NioFiles {
    public static void main(String[] args) throws IOException {
        Path dir = Files.createTempDirectory("niofiles");
        Path file = dir.resolve("lines.txt");
        System.out.println("exists before: " + Files.exists(file) + " " + Files.notExists(file));
        List<String> lines = Arrays.asList("first line", "second: ünïcödé", "", "fourth\tTAB");
        Files.write(file, lines, StandardCharsets.UTF_8);
        System.out.println("exists after: " + Files.exists(file) + " regular " + Files.isRegularFile(file)
                + " dir " + Files.isDirectory(file) + " " + Files.isDirectory(dir));
        System.out.println("size " + Files.size(file));
        List<String> back = Files.readAllLines(file);
        System.out.println(back.size() + " " + back);
        System.out.println(Files.readAllLines(file, StandardCharsets.ISO_8859_1).get(1).length());
        byte[] bytes = Files.readAllBytes(file);
        System.out.println(bytes.length + " " + new String(bytes, StandardCharsets.UTF_8).indexOf('\n'));
        try (BufferedReader r = Files.newBufferedReader(file)) {
            String line;
            int n = 0;
            while ((line = r.readLine()) != null) {
                System.out.println(++n + ": " + line.toUpperCase());
            }
        }
        Files.write(file, "appended\n".getBytes(StandardCharsets.UTF_8), StandardOpenOption.APPEND);
        Files.write(file, Arrays.asList("x", "y"), StandardOpenOption.APPEND);
        System.out.println(Files.readAllLines(file));
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (int i = 0; i < 5; i++) {
                w.write("row " + i);
                w.newLine();
            }
        }
        System.out.println(Files.readAllLines(file) + " " + Files.size(file));
        Files.write(file, new byte[] { 65, 66, 67 });
        System.out.println(new String(Files.readAllBytes(file), "US-ASCII"));
        Path copy = dir.resolve("copy.txt");
        Files.copy(file, copy);
        try {
            Files.copy(file, copy);
        } catch (FileAlreadyExistsException e) {
            System.out.println("FAEE " + e.getMessage().equals(copy.toString()) + " " + e.getFile().endsWith("copy.txt"));
        }
        Files.copy(file, copy, StandardCopyOption.REPLACE_EXISTING);
        Path moved = dir.resolve("moved.txt");
        Files.move(copy, moved);
        System.out.println(Files.exists(copy) + " " + Files.exists(moved) + " " + Files.size(moved));
        try {
            Files.delete(dir);
        } catch (DirectoryNotEmptyException e) {
            System.out.println("DNEE " + e.getMessage().equals(dir.toString()));
        }
        Path sub = Files.createDirectories(dir.resolve("a/b/c"));
        System.out.println(Files.isDirectory(sub) + " " + dir.relativize(sub));
        try {
            Files.createDirectory(sub);
        } catch (FileAlreadyExistsException e) {
            System.out.println("FAEE dir");
        }
        Path created = Files.createFile(sub.resolve("new.txt"));
        System.out.println(Files.size(created) + " " + created.getFileName());
        // cleanup, deepest first
        Files.delete(created);
        Files.delete(sub);
        Files.delete(sub.getParent());
        Files.delete(sub.getParent().getParent());
        Files.delete(moved);
        Files.delete(file);
        System.out.println("deleteIfExists " + Files.deleteIfExists(file));
        Files.delete(dir);
        System.out.println("gone " + Files.exists(dir));
        try {
            Files.readAllLines(file);
        } catch (NoSuchFileException e) {
            System.out.println("NSFE " + e.getClass().getName() + " " + e.getMessage().endsWith("lines.txt"));
        }
        try {
            Files.size(Paths.get("/no/such/file"));
        } catch (NoSuchFileException e) {
            System.out.println("NSFE " + e.getMessage());
        }
        try {
            Files.delete(Paths.get("/no/such/file"));
        } catch (IOException e) {
            System.out.println(e);
        }
        try {
            Files.newBufferedReader(Paths.get("missing-file.txt"));
        } catch (IOException e) {
            System.out.println(e);
        }
        // path manipulation
        Path p = Paths.get("/home/user/docs/../report.txt");
        System.out.println(p + " | " + p.getFileName() + " | " + p.getParent() + " | " + p.getRoot() + " | "
                + p.getNameCount() + " | " + p.getName(1) + " | " + p.normalize() + " | " + p.isAbsolute());
        Path rel = Paths.get("src", "main", "java", "App.java");
        System.out.println(rel + " " + rel.getParent() + " " + rel.getRoot() + " " + rel.subpath(1, 3)
                + " " + rel.startsWith("src") + " " + rel.startsWith("sr") + " " + rel.endsWith("App.java")
                + " " + rel.endsWith(Paths.get("java/App.java")));
        System.out.println(Paths.get("a/b").resolve("c/d") + " " + Paths.get("a/b").resolve("/x") + " "
                + Paths.get("a/b").resolveSibling("z") + " " + Paths.get("a//b///c/") + " " + Paths.get("")
                + "|" + Paths.get("").getFileName() + "|" + Paths.get("/").getFileName() + " " + Paths.get("x").getParent());
        System.out.println(Paths.get("/a/b/c").relativize(Paths.get("/a/x/y")) + " " + Paths.get("a/./b/../c").normalize()
                + " " + Paths.get("../../x").normalize() + " " + Paths.get("/..").normalize());
        List<String> names = new ArrayList<>();
        for (Path part : Paths.get("/usr/local/bin")) {
            names.add(part.toString());
        }
        System.out.println(names + " " + Paths.get("b").compareTo(Paths.get("a")) + " "
                + Paths.get("a/b").equals(Paths.get("a", "b")) + " " + Path.of("q", "r").toFile().getPath()
                + " " + new java.io.File("f/g").toPath().getFileName());
        System.out.println(Paths.get("rel").toAbsolutePath().isAbsolute() + " " + Paths.get("rel").toAbsolutePath().endsWith("rel"));
        // charsets
        Charset utf8 = Charset.forName("utf8");
        System.out.println(utf8 + " " + utf8.name() + " " + utf8.equals(StandardCharsets.UTF_8) + " "
                + Charset.forName("latin1") + " " + Charset.isSupported("UTF-16LE") + " " + Charset.isSupported("EBCDIC-XYZ")
                + " " + StandardCharsets.US_ASCII.displayName() + " " + Charset.defaultCharset());
        try {
            Charset.forName("no-such-charset");
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            Charset.forName("bad name!");
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        String s = "héllo €";
        byte[] u8 = s.getBytes(StandardCharsets.UTF_8);
        byte[] l1 = s.getBytes(StandardCharsets.ISO_8859_1);
        byte[] ascii = s.getBytes(StandardCharsets.US_ASCII);
        byte[] u16 = s.getBytes(StandardCharsets.UTF_16);
        System.out.println(u8.length + " " + l1.length + " " + ascii.length + " " + u16.length + " "
                + new String(ascii, StandardCharsets.US_ASCII) + " " + new String(l1, StandardCharsets.ISO_8859_1)
                + " " + new String(u16, StandardCharsets.UTF_16) + " " + new String(u8, 1, 2, StandardCharsets.UTF_8));
        java.io.ByteArrayOutputStream bo = new java.io.ByteArrayOutputStream();
        java.io.PrintStream ps = new java.io.PrintStream(bo, true, StandardCharsets.ISO_8859_1);
        ps.print("caf\u00e9 \u20ac");
        System.out.println(bo.size() + " " + bo.toString(StandardCharsets.ISO_8859_1));
        java.io.Writer w = new java.io.OutputStreamWriter(bo, StandardCharsets.UTF_8);
        w.write("\u00e9");
        w.flush();
        System.out.println(bo.size() + " " + bo.toString(StandardCharsets.UTF_8).length());
        java.io.Reader r = new java.io.InputStreamReader(new java.io.ByteArrayInputStream(u8), StandardCharsets.UTF_8);
        char[] cb = new char[20];
        System.out.println(r.read(cb) + " " + new String(cb, 0, 7));
    }
}
