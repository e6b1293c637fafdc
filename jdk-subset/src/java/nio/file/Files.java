package java.nio.file;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.attribute.FileAttribute;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The common static file operations, on top of java.io.File and the file streams. Errors are
 * the JDK's exceptions (NoSuchFileException, FileAlreadyExistsException, ...) with the path
 * as message. Stream-returning methods (lines, list, walk) are not provided.
 */
public final class Files {
    private Files() {
    }

    private static final int BUFFER_SIZE = 8192;

    private static File file(Path p) {
        if (p == null) {
            throw new NullPointerException();
        }
        return new File(p.toString());
    }

    /** The JDK's translation of an errno (here: the strerror text in a java.io message). */
    static IOException translate(IOException e, Path p) {
        String msg = e.getMessage();
        String file = p.toString();
        String reason = msg;
        if (msg != null) {
            int open = msg.lastIndexOf(" (");
            if (open >= 0 && msg.endsWith(")")) {
                reason = msg.substring(open + 2, msg.length() - 1);
            }
        }
        if ("No such file or directory".equals(reason)) {
            return new NoSuchFileException(file);
        }
        if ("File exists".equals(reason)) {
            return new FileAlreadyExistsException(file);
        }
        if ("Permission denied".equals(reason)) {
            return new AccessDeniedException(file);
        }
        if ("Not a directory".equals(reason)) {
            return new FileSystemException(file, null, reason);
        }
        return new FileSystemException(file, null, reason);
    }

    private static boolean has(OpenOption[] options, OpenOption o) {
        for (OpenOption x : options) {
            if (x == o) {
                return true;
            }
        }
        return false;
    }

    private static boolean hasCopy(CopyOption[] options, CopyOption o) {
        for (CopyOption x : options) {
            if (x == o) {
                return true;
            }
        }
        return false;
    }

    // ------------------------------------------------------------------ streams

    public static InputStream newInputStream(Path path, OpenOption... options) throws IOException {
        for (OpenOption o : options) {
            if (o == StandardOpenOption.APPEND || o == StandardOpenOption.WRITE) {
                throw new UnsupportedOperationException("'" + o + "' not allowed");
            }
        }
        File f = file(path);
        if (f.isDirectory()) {
            // the JDK opens directories and fails on the first read
            throw new FileSystemException(path.toString(), null, "Is a directory");
        }
        try {
            return new FileInputStream(f);
        } catch (FileNotFoundException e) {
            throw translate(e, path);
        }
    }

    public static OutputStream newOutputStream(Path path, OpenOption... options) throws IOException {
        if (has(options, StandardOpenOption.READ)) {
            throw new IllegalArgumentException("READ not allowed");
        }
        boolean append = has(options, StandardOpenOption.APPEND);
        boolean create;
        boolean createNew = has(options, StandardOpenOption.CREATE_NEW);
        boolean truncate;
        if (options.length == 0) {
            create = true;
            truncate = true;
        } else {
            create = has(options, StandardOpenOption.CREATE);
            truncate = has(options, StandardOpenOption.TRUNCATE_EXISTING);
        }
        if (append && truncate && options.length > 0) {
            throw new IllegalArgumentException("APPEND + TRUNCATE_EXISTING not allowed");
        }
        File f = file(path);
        boolean exists = f.exists();
        if (createNew && exists) {
            throw new FileAlreadyExistsException(path.toString());
        }
        if (!exists && !create && !createNew) {
            throw new NoSuchFileException(path.toString());
        }
        try {
            if (exists && !append && !truncate) {
                // write in place from the start, keeping the rest of the file
                final java.io.RandomAccessFile raf = new java.io.RandomAccessFile(f, "rw");
                return new OutputStream() {
                    public void write(int b) throws IOException {
                        raf.write(b);
                    }

                    public void write(byte[] b, int off, int len) throws IOException {
                        raf.write(b, off, len);
                    }

                    public void close() throws IOException {
                        raf.close();
                    }
                };
            }
            return new FileOutputStream(f, append);
        } catch (FileNotFoundException e) {
            throw translate(e, path);
        }
    }

    public static BufferedReader newBufferedReader(Path path, Charset cs) throws IOException {
        return new BufferedReader(new InputStreamReader(newInputStream(path), cs.name()));
    }

    public static BufferedReader newBufferedReader(Path path) throws IOException {
        return newBufferedReader(path, StandardCharsets.UTF_8);
    }

    public static BufferedWriter newBufferedWriter(Path path, Charset cs, OpenOption... options) throws IOException {
        return new BufferedWriter(new OutputStreamWriter(newOutputStream(path, options), cs.name()));
    }

    public static BufferedWriter newBufferedWriter(Path path, OpenOption... options) throws IOException {
        return newBufferedWriter(path, StandardCharsets.UTF_8, options);
    }

    // ------------------------------------------------------------------ whole files

    public static byte[] readAllBytes(Path path) throws IOException {
        try (InputStream in = newInputStream(path)) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buf = new byte[BUFFER_SIZE];
            int n;
            while ((n = in.read(buf, 0, buf.length)) > 0) {
                out.write(buf, 0, n);
            }
            return out.toByteArray();
        }
    }

    public static String readString(Path path) throws IOException {
        return readString(path, StandardCharsets.UTF_8);
    }

    public static String readString(Path path, Charset cs) throws IOException {
        return new String(readAllBytes(path), cs.name());
    }

    public static List<String> readAllLines(Path path, Charset cs) throws IOException {
        try (BufferedReader reader = newBufferedReader(path, cs)) {
            List<String> result = new ArrayList<>();
            for (;;) {
                String line = reader.readLine();
                if (line == null) {
                    break;
                }
                result.add(line);
            }
            return result;
        }
    }

    public static List<String> readAllLines(Path path) throws IOException {
        return readAllLines(path, StandardCharsets.UTF_8);
    }

    public static Path write(Path path, byte[] bytes, OpenOption... options) throws IOException {
        if (bytes == null) {
            throw new NullPointerException();
        }
        try (OutputStream out = newOutputStream(path, options)) {
            out.write(bytes, 0, bytes.length);
        }
        return path;
    }

    public static Path write(Path path, Iterable<? extends CharSequence> lines, Charset cs, OpenOption... options)
            throws IOException {
        if (lines == null || cs == null) {
            throw new NullPointerException();
        }
        try (BufferedWriter writer = newBufferedWriter(path, cs, options)) {
            for (CharSequence line : lines) {
                writer.append(line);
                writer.newLine();
            }
        }
        return path;
    }

    public static Path write(Path path, Iterable<? extends CharSequence> lines, OpenOption... options)
            throws IOException {
        return write(path, lines, StandardCharsets.UTF_8, options);
    }

    public static Path writeString(Path path, CharSequence csq, OpenOption... options) throws IOException {
        return writeString(path, csq, StandardCharsets.UTF_8, options);
    }

    public static Path writeString(Path path, CharSequence csq, Charset cs, OpenOption... options) throws IOException {
        if (csq == null) {
            throw new NullPointerException();
        }
        return write(path, csq.toString().getBytes(cs.name()), options);
    }

    // ------------------------------------------------------------------ queries

    public static boolean exists(Path path, LinkOption... options) {
        return file(path).exists();
    }

    public static boolean notExists(Path path, LinkOption... options) {
        return !file(path).exists();
    }

    public static boolean isDirectory(Path path, LinkOption... options) {
        return file(path).isDirectory();
    }

    public static boolean isRegularFile(Path path, LinkOption... options) {
        return file(path).isFile();
    }

    public static boolean isReadable(Path path) {
        return file(path).canRead();
    }

    public static boolean isWritable(Path path) {
        return file(path).canWrite();
    }

    public static boolean isExecutable(Path path) {
        return file(path).canExecute();
    }

    public static boolean isHidden(Path path) {
        Path name = path.getFileName();
        return name != null && name.toString().startsWith(".");
    }

    public static boolean isSameFile(Path path, Path path2) throws IOException {
        if (path.equals(path2)) {
            return true;
        }
        if (!exists(path)) {
            throw new NoSuchFileException(path.toString());
        }
        if (!exists(path2)) {
            throw new NoSuchFileException(path2.toString());
        }
        return file(path).getCanonicalPath().equals(file(path2).getCanonicalPath());
    }

    public static long size(Path path) throws IOException {
        File f = file(path);
        if (!f.exists()) {
            throw new NoSuchFileException(path.toString());
        }
        return f.length();
    }

    // ------------------------------------------------------------------ changes

    public static void delete(Path path) throws IOException {
        File f = file(path);
        if (!f.exists()) {
            throw new NoSuchFileException(path.toString());
        }
        if (f.isDirectory()) {
            String[] names = f.list();
            if (names != null && names.length > 0) {
                throw new DirectoryNotEmptyException(path.toString());
            }
        }
        if (!f.delete()) {
            throw new FileSystemException(path.toString(), null, "Operation not permitted");
        }
    }

    public static boolean deleteIfExists(Path path) throws IOException {
        if (!file(path).exists()) {
            return false;
        }
        delete(path);
        return true;
    }

    public static Path createFile(Path path, FileAttribute<?>... attrs) throws IOException {
        File f = file(path);
        if (f.exists()) {
            throw new FileAlreadyExistsException(path.toString());
        }
        try {
            if (!f.createNewFile()) {
                throw new FileAlreadyExistsException(path.toString());
            }
        } catch (IOException e) {
            if (e instanceof FileSystemException) {
                throw e;
            }
            throw translate(e, path);
        }
        return path;
    }

    public static Path createDirectory(Path dir, FileAttribute<?>... attrs) throws IOException {
        File f = file(dir);
        if (f.exists()) {
            throw new FileAlreadyExistsException(dir.toString());
        }
        if (!f.mkdir()) {
            File parent = f.getAbsoluteFile().getParentFile();
            if (parent != null && !parent.exists()) {
                throw new NoSuchFileException(dir.toString());
            }
            throw new AccessDeniedException(dir.toString());
        }
        return dir;
    }

    public static Path createDirectories(Path dir, FileAttribute<?>... attrs) throws IOException {
        File f = file(dir);
        if (f.isDirectory()) {
            return dir;
        }
        if (f.exists()) {
            throw new FileAlreadyExistsException(dir.toString());
        }
        Path parent = dir.toAbsolutePath().getParent();
        if (parent != null) {
            createDirectories(parent);
        }
        createDirectory(dir);
        return dir;
    }

    private static final Random RANDOM = new Random();

    private static String tempName(String prefix, String suffix) {
        long n = RANDOM.nextLong();
        n = (n == Long.MIN_VALUE) ? 0 : Math.abs(n);
        return (prefix == null ? "" : prefix) + Long.toUnsignedString(n) + (suffix == null ? ".tmp" : suffix);
    }

    public static Path createTempFile(Path dir, String prefix, String suffix, FileAttribute<?>... attrs)
            throws IOException {
        for (;;) {
            Path p = dir.resolve(tempName(prefix, suffix));
            if (!exists(p)) {
                return createFile(p);
            }
        }
    }

    public static Path createTempFile(String prefix, String suffix, FileAttribute<?>... attrs) throws IOException {
        return createTempFile(Paths.get(System.getProperty("java.io.tmpdir")), prefix, suffix, attrs);
    }

    public static Path createTempDirectory(Path dir, String prefix, FileAttribute<?>... attrs) throws IOException {
        for (;;) {
            Path p = dir.resolve(tempName(prefix, ""));
            if (!exists(p)) {
                return createDirectory(p);
            }
        }
    }

    public static Path createTempDirectory(String prefix, FileAttribute<?>... attrs) throws IOException {
        return createTempDirectory(Paths.get(System.getProperty("java.io.tmpdir")), prefix, attrs);
    }

    public static Path copy(Path source, Path target, CopyOption... options) throws IOException {
        File src = file(source);
        if (!src.exists()) {
            throw new NoSuchFileException(source.toString());
        }
        File dst = file(target);
        if (dst.exists()) {
            if (!hasCopy(options, StandardCopyOption.REPLACE_EXISTING)) {
                throw new FileAlreadyExistsException(target.toString());
            }
            delete(target);
        }
        if (src.isDirectory()) {
            createDirectory(target);
            return target;
        }
        try (InputStream in = newInputStream(source); OutputStream out = newOutputStream(target)) {
            copy(in, out);
        }
        return target;
    }

    public static long copy(InputStream in, Path target, CopyOption... options) throws IOException {
        if (exists(target)) {
            if (!hasCopy(options, StandardCopyOption.REPLACE_EXISTING)) {
                throw new FileAlreadyExistsException(target.toString());
            }
            delete(target);
        }
        try (OutputStream out = newOutputStream(target, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            return copy(in, out);
        }
    }

    public static long copy(Path source, OutputStream out) throws IOException {
        try (InputStream in = newInputStream(source)) {
            return copy(in, out);
        }
    }

    private static long copy(InputStream in, OutputStream out) throws IOException {
        long total = 0;
        byte[] buf = new byte[BUFFER_SIZE];
        int n;
        while ((n = in.read(buf, 0, buf.length)) > 0) {
            out.write(buf, 0, n);
            total += n;
        }
        return total;
    }

    public static Path move(Path source, Path target, CopyOption... options) throws IOException {
        File src = file(source);
        if (!src.exists()) {
            throw new NoSuchFileException(source.toString());
        }
        File dst = file(target);
        if (dst.exists() && !source.equals(target)) {
            if (!hasCopy(options, StandardCopyOption.REPLACE_EXISTING)) {
                throw new FileAlreadyExistsException(target.toString());
            }
            delete(target);
        }
        if (!src.renameTo(dst)) {
            throw new FileSystemException(source.toString(), target.toString(), "Operation not permitted");
        }
        return target;
    }

    // ---- streams (JDK 8): lines, list, walk ----

    /** The lines of {@code path}, read lazily; closing the stream closes the file. */
    public static java.util.stream.Stream<String> lines(Path path, Charset cs) throws IOException {
        final BufferedReader reader = newBufferedReader(path, cs);
        return reader.lines().onClose(() -> {
            try {
                reader.close();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    public static java.util.stream.Stream<String> lines(Path path) throws IOException {
        return lines(path, StandardCharsets.UTF_8);
    }

    /** The entries of directory {@code dir} (not recursive), in the order the system lists them. */
    public static java.util.stream.Stream<Path> list(Path dir) throws IOException {
        return entries(dir).stream();
    }

    private static List<Path> entries(Path dir) throws IOException {
        File f = file(dir);
        String[] names = f.list();
        if (names == null) {
            if (!f.exists()) {
                throw new NoSuchFileException(dir.toString());
            }
            throw new NotDirectoryException(dir.toString());
        }
        List<Path> out = new ArrayList<>(names.length);
        for (String name : names) {
            out.add(dir.resolve(name));
        }
        return out;
    }

    /** {@code start} and everything below it, depth first, each directory before its entries. */
    public static java.util.stream.Stream<Path> walk(Path start, int maxDepth, FileVisitOption... options)
            throws IOException {
        if (maxDepth < 0) {
            throw new IllegalArgumentException("'maxDepth' is negative");
        }
        if (!exists(start)) {
            throw new NoSuchFileException(start.toString());
        }
        List<Path> out = new ArrayList<>();
        walk(start, maxDepth, out);
        return out.stream();
    }

    public static java.util.stream.Stream<Path> walk(Path start, FileVisitOption... options) throws IOException {
        return walk(start, Integer.MAX_VALUE, options);
    }

    private static void walk(Path p, int depthLeft, List<Path> out) throws IOException {
        out.add(p);
        if (depthLeft > 0 && isDirectory(p)) {
            for (Path entry : entries(p)) {
                walk(entry, depthLeft - 1, out);
            }
        }
    }
}
