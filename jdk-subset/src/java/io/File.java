package java.io;

import java.util.ArrayList;
import java.util.Random;

/**
 * java.io.File: an abstract pathname, for Unix. The path is normalised as the JDK does on Unix
 * (runs of '/' become one, a trailing '/' is dropped except for the root), and a child is
 * resolved against its parent the same way ("" as a parent means the root), so getPath,
 * getName, getParent, toString, equals, hashCode and compareTo give HotSpot's strings and
 * values. Queries and updates are one native call each on the path as given (relative paths are
 * relative to the process's working directory, which is user.dir), via UnixFileSystem.
 *
 * A path holding a NUL character is invalid, as in the JDK: queries answer false or 0 and
 * getCanonicalPath/createNewFile throw IOException("Invalid file path").
 *
 * deleteOnExit registers one shutdown hook (a thread named "DeleteOnExitHook", through
 * Runtime.addShutdownHook) which deletes the files in reverse order of registration; it therefore
 * runs alongside the program's own hooks rather than after them.
 *
 * Not provided: toURI/toURL (no java.net).
 */
public class File implements Serializable, Comparable<File> {
    private static final long serialVersionUID = 301077366599181567L;

    public static final char separatorChar = '/';
    public static final String separator = "/";
    public static final char pathSeparatorChar = ':';
    public static final String pathSeparator = ":";

    private final String path;
    /** 1 for an absolute path (the leading '/'), else 0. */
    private final transient int prefixLength;

    public File(String pathname) {
        if (pathname == null) {
            throw new NullPointerException();
        }
        this.path = normalize(pathname);
        this.prefixLength = prefixLength(this.path);
    }

    public File(String parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent != null) {
            if (parent.isEmpty()) {
                this.path = resolve("/", normalize(child));
            } else {
                this.path = resolve(normalize(parent), normalize(child));
            }
        } else {
            this.path = normalize(child);
        }
        this.prefixLength = prefixLength(this.path);
    }

    public File(File parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent != null) {
            if (parent.path.isEmpty()) {
                this.path = resolve("/", normalize(child));
            } else {
                this.path = resolve(parent.path, normalize(child));
            }
        } else {
            this.path = normalize(child);
        }
        this.prefixLength = prefixLength(this.path);
    }

    /** A directory entry: name resolved against an already normalised parent. */
    private File(String name, File parent) {
        this.path = resolve(parent.path, name);
        this.prefixLength = prefixLength(this.path);
    }

    // ---------------- path strings ----------------

    /** Collapses runs of '/' and drops a trailing '/' (but "/" stays "/"). */
    private static String normalize(String p) {
        int n = p.length();
        boolean clean = true;
        for (int i = 0; i < n; i++) {
            if (p.charAt(i) == '/' && (i == n - 1 || p.charAt(i + 1) == '/')) {
                clean = false;
                break;
            }
        }
        if (clean) {
            return p;
        }
        StringBuilder sb = new StringBuilder(n);
        char prev = 0;
        for (int i = 0; i < n; i++) {
            char c = p.charAt(i);
            if (c == '/' && prev == '/') {
                continue;
            }
            sb.append(c);
            prev = c;
        }
        if (sb.length() > 1 && sb.charAt(sb.length() - 1) == '/') {
            sb.setLength(sb.length() - 1);
        }
        return sb.toString();
    }

    private static int prefixLength(String p) {
        return (p.length() > 0 && p.charAt(0) == '/') ? 1 : 0;
    }

    /** Joins a normalised parent and child with exactly one '/'. */
    private static String resolve(String parent, String child) {
        if (child.isEmpty()) {
            return parent;
        }
        if (child.charAt(0) == '/') {
            if (parent.equals("/")) {
                return child;
            }
            return parent + child;
        }
        if (parent.equals("/")) {
            return parent + child;
        }
        return parent + '/' + child;
    }

    /** Whether the path holds a NUL (no OS call can name such a file). */
    final boolean isInvalid() {
        return path.indexOf('\u0000') >= 0;
    }

    public String getName() {
        int index = path.lastIndexOf(separatorChar);
        if (index < prefixLength) {
            return path.substring(prefixLength);
        }
        return path.substring(index + 1);
    }

    public String getParent() {
        int index = path.lastIndexOf(separatorChar);
        if (index < prefixLength) {
            if (prefixLength > 0 && path.length() > prefixLength) {
                return path.substring(0, prefixLength);
            }
            return null;
        }
        return path.substring(0, index);
    }

    public File getParentFile() {
        String p = getParent();
        return p == null ? null : new File(p);
    }

    public String getPath() {
        return path;
    }

    public boolean isAbsolute() {
        return prefixLength == 1;
    }

    public String getAbsolutePath() {
        if (isAbsolute()) {
            return path;
        }
        return resolve(userDir(), path);
    }

    public File getAbsoluteFile() {
        return new File(getAbsolutePath());
    }

    private static String userDir() {
        String d = System.getProperty("user.dir");
        return d == null ? "/" : normalize(d);
    }

    public String getCanonicalPath() throws IOException {
        if (isInvalid()) {
            throw new IOException("Invalid file path");
        }
        return UnixFileSystem.canonicalize0(getAbsolutePath());
    }

    public File getCanonicalFile() throws IOException {
        return new File(getCanonicalPath());
    }

    // ---------------- queries ----------------

    private int attributes() {
        return isInvalid() ? 0 : UnixFileSystem.getAttributes0(path);
    }

    public boolean canRead() {
        return !isInvalid() && UnixFileSystem.checkAccess0(path, UnixFileSystem.ACCESS_READ);
    }

    public boolean canWrite() {
        return !isInvalid() && UnixFileSystem.checkAccess0(path, UnixFileSystem.ACCESS_WRITE);
    }

    public boolean canExecute() {
        return !isInvalid() && UnixFileSystem.checkAccess0(path, UnixFileSystem.ACCESS_EXECUTE);
    }

    public boolean exists() {
        return (attributes() & UnixFileSystem.BA_EXISTS) != 0;
    }

    public boolean isDirectory() {
        return (attributes() & UnixFileSystem.BA_DIRECTORY) != 0;
    }

    public boolean isFile() {
        return (attributes() & UnixFileSystem.BA_REGULAR) != 0;
    }

    /** On Unix a name starting with '.' is hidden, whether or not the file exists. */
    public boolean isHidden() {
        return !isInvalid() && getName().startsWith(".");
    }

    public long lastModified() {
        return isInvalid() ? 0L : UnixFileSystem.getLastModified0(path);
    }

    public long length() {
        return isInvalid() ? 0L : UnixFileSystem.getLength0(path);
    }

    // ---------------- updates ----------------

    public boolean createNewFile() throws IOException {
        if (isInvalid()) {
            throw new IOException("Invalid file path");
        }
        return UnixFileSystem.createFileExclusively0(path);
    }

    public boolean delete() {
        return !isInvalid() && UnixFileSystem.delete0(path);
    }

    public void deleteOnExit() {
        if (isInvalid()) {
            return;
        }
        DeleteOnExit.add(path);
    }

    public String[] list() {
        if (isInvalid()) {
            return null;
        }
        return UnixFileSystem.list0(path);
    }

    public String[] list(FilenameFilter filter) {
        String[] names = list();
        if (names == null || filter == null) {
            return names;
        }
        ArrayList<String> v = new ArrayList<String>();
        for (int i = 0; i < names.length; i++) {
            if (filter.accept(this, names[i])) {
                v.add(names[i]);
            }
        }
        return v.toArray(new String[v.size()]);
    }

    public File[] listFiles() {
        String[] ss = list();
        if (ss == null) {
            return null;
        }
        File[] fs = new File[ss.length];
        for (int i = 0; i < ss.length; i++) {
            fs[i] = new File(ss[i], this);
        }
        return fs;
    }

    public File[] listFiles(FilenameFilter filter) {
        String[] ss = list();
        if (ss == null) {
            return null;
        }
        ArrayList<File> files = new ArrayList<File>();
        for (int i = 0; i < ss.length; i++) {
            if (filter == null || filter.accept(this, ss[i])) {
                files.add(new File(ss[i], this));
            }
        }
        return files.toArray(new File[files.size()]);
    }

    public File[] listFiles(FileFilter filter) {
        String[] ss = list();
        if (ss == null) {
            return null;
        }
        ArrayList<File> files = new ArrayList<File>();
        for (int i = 0; i < ss.length; i++) {
            File f = new File(ss[i], this);
            if (filter == null || filter.accept(f)) {
                files.add(f);
            }
        }
        return files.toArray(new File[files.size()]);
    }

    public boolean mkdir() {
        return !isInvalid() && UnixFileSystem.createDirectory0(path);
    }

    /**
     * The JDK's algorithm: false if the path exists; else mkdir, or create the canonical
     * parent (recursively) and then this directory.
     */
    public boolean mkdirs() {
        if (exists()) {
            return false;
        }
        if (mkdir()) {
            return true;
        }
        File canonFile;
        try {
            canonFile = getCanonicalFile();
        } catch (IOException e) {
            return false;
        }
        File parent = canonFile.getParentFile();
        return (parent != null && (parent.mkdirs() || parent.exists()) && canonFile.mkdir());
    }

    public boolean renameTo(File dest) {
        if (dest == null) {
            throw new NullPointerException();
        }
        if (isInvalid() || dest.isInvalid()) {
            return false;
        }
        return UnixFileSystem.rename0(path, dest.path);
    }

    public boolean setLastModified(long time) {
        if (time < 0) {
            throw new IllegalArgumentException("Negative time");
        }
        return !isInvalid() && UnixFileSystem.setLastModified0(path, time);
    }

    public boolean setReadOnly() {
        return !isInvalid() && UnixFileSystem.setReadOnly0(path);
    }

    public boolean setWritable(boolean writable, boolean ownerOnly) {
        return !isInvalid() && UnixFileSystem.setPermission0(path, UnixFileSystem.ACCESS_WRITE, writable, ownerOnly);
    }

    public boolean setWritable(boolean writable) {
        return setWritable(writable, true);
    }

    public boolean setReadable(boolean readable, boolean ownerOnly) {
        return !isInvalid() && UnixFileSystem.setPermission0(path, UnixFileSystem.ACCESS_READ, readable, ownerOnly);
    }

    public boolean setReadable(boolean readable) {
        return setReadable(readable, true);
    }

    public boolean setExecutable(boolean executable, boolean ownerOnly) {
        return !isInvalid() && UnixFileSystem.setPermission0(path, UnixFileSystem.ACCESS_EXECUTE, executable, ownerOnly);
    }

    public boolean setExecutable(boolean executable) {
        return setExecutable(executable, true);
    }

    public static File[] listRoots() {
        return new File[] { new File("/") };
    }

    public long getTotalSpace() {
        return isInvalid() ? 0L : UnixFileSystem.getSpace0(path, UnixFileSystem.SPACE_TOTAL);
    }

    public long getFreeSpace() {
        return isInvalid() ? 0L : UnixFileSystem.getSpace0(path, UnixFileSystem.SPACE_FREE);
    }

    public long getUsableSpace() {
        return isInvalid() ? 0L : UnixFileSystem.getSpace0(path, UnixFileSystem.SPACE_USABLE);
    }

    // ---------------- temporary files ----------------

    private static Random tempRandom;

    private static synchronized long nextTempNumber() {
        if (tempRandom == null) {
            tempRandom = new Random();
        }
        return tempRandom.nextLong();
    }

    /**
     * prefix + an unsigned random long + suffix (".tmp" when null) in directory (java.io.tmpdir
     * when null), created atomically (O_EXCL); names already taken are skipped, as in the JDK.
     */
    public static File createTempFile(String prefix, String suffix, File directory) throws IOException {
        if (prefix.length() < 3) {
            throw new IllegalArgumentException("Prefix string \"" + prefix + "\" too short: length must be at least 3");
        }
        if (suffix == null) {
            suffix = ".tmp";
        }
        File dir = (directory != null) ? directory : new File(System.getProperty("java.io.tmpdir"));
        // Only the last name of the prefix counts, as in the JDK.
        prefix = new File(prefix).getName();
        while (true) {
            String name = prefix + Long.toUnsignedString(nextTempNumber(), 10) + suffix;
            File f = new File(dir, name);
            if (!name.equals(f.getName()) || f.isInvalid()) {
                throw new IOException("Unable to create temporary file, " + f);
            }
            if (f.exists()) {
                continue;
            }
            if (UnixFileSystem.createFileExclusively0(f.getPath())) {
                return f;
            }
        }
    }

    public static File createTempFile(String prefix, String suffix) throws IOException {
        return createTempFile(prefix, suffix, null);
    }

    // ---------------- Object ----------------

    public int compareTo(File pathname) {
        return path.compareTo(pathname.path);
    }

    public boolean equals(Object obj) {
        if (obj instanceof File) {
            return compareTo((File) obj) == 0;
        }
        return false;
    }

    public int hashCode() {
        return path.hashCode() ^ 1234321;
    }

    public java.nio.file.Path toPath() {
        return java.nio.file.Paths.get(path);
    }

    public String toString() {
        return getPath();
    }

    /** The files of deleteOnExit, deleted by one shutdown hook in reverse order of registration. */
    private static final class DeleteOnExit implements Runnable {
        private static ArrayList<String> files;
        private static boolean done;

        static synchronized void add(String path) {
            if (done) {
                throw new IllegalStateException("Shutdown in progress");
            }
            if (files == null) {
                files = new ArrayList<String>();
                Runtime.getRuntime().addShutdownHook(new Thread(new DeleteOnExit(), "DeleteOnExitHook"));
            }
            if (!files.contains(path)) {
                files.add(path);
            }
        }

        public void run() {
            ArrayList<String> toDelete;
            synchronized (DeleteOnExit.class) {
                done = true;
                toDelete = files;
            }
            for (int i = toDelete.size() - 1; i >= 0; i--) {
                UnixFileSystem.delete0(toDelete.get(i));
            }
        }
    }
}
