import java.io.File;
import java.io.FileFilter;
import java.io.FileOutputStream;
import java.io.FilenameFilter;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.TreeSet;

/** java.io.File: path strings, queries, directories, listing, rename, delete, temp files, times, permissions. */
public class FileIoFileOps {
    static String dirPath;

    public static void main(String[] args) throws IOException {
        paths();
        File dir = new File(System.getProperty("java.io.tmpdir"), "FileIoFileOps-" + System.nanoTime());
        dirPath = dir.getPath();
        System.out.println("mkdir: " + dir.mkdir() + " again " + dir.mkdir());
        try {
            files(dir);
        } finally {
            System.out.println("cleanup: " + deleteTree(dir) + " exists " + dir.exists());
        }
        deleteOnExit();
    }

    static String rel(File f) {
        return rel(f.getPath());
    }

    static String rel(String p) {
        return p == null ? null : p.replace(dirPath, "<dir>");
    }

    static void show(String label, File f) {
        System.out.println(label + ": path [" + f.getPath() + "] name [" + f.getName() + "] parent [" + f.getParent()
                + "] absolute " + f.isAbsolute() + " toString [" + f + "]");
    }

    static void paths() throws IOException {
        System.out.println("separators: " + File.separator + " " + File.separatorChar + " " + File.pathSeparator + " " + File.pathSeparatorChar);
        show("plain", new File("a/b/c.txt"));
        show("slashes", new File("a//b///c/"));
        show("root", new File("/"));
        show("double root", new File("//"));
        show("absolute", new File("/usr//lib/"));
        show("empty", new File(""));
        show("name only", new File("name"));
        show("dot", new File("."));
        show("dotdot", new File("a/../b"));
        show("parent+child", new File("par", "chi"));
        show("parent/+/child", new File("par/", "/chi/"));
        show("empty parent", new File("", "chi"));
        show("null parent", new File((String) null, "chi"));
        show("root parent", new File("/", "chi"));
        show("empty child", new File("par", ""));
        show("file parent", new File(new File("x/y"), "z"));
        show("empty file parent", new File(new File(""), "z"));
        show("null file parent", new File((File) null, "z"));
        show("parent file", new File("a/b/c").getParentFile());
        System.out.println("no parent file: " + new File("c").getParentFile());
        try {
            new File((String) null);
        } catch (NullPointerException e) {
            System.out.println("null path: NPE");
        }
        try {
            new File("p", null);
        } catch (NullPointerException e) {
            System.out.println("null child: NPE");
        }
        File a1 = new File("a/b");
        File a2 = new File("a//b/");
        File b = new File("a/c");
        System.out.println("equals: " + a1.equals(a2) + " " + a1.equals(b) + " " + a1.equals("a/b") + " " + a1.equals(null));
        System.out.println("hashCode: " + a1.hashCode() + " " + a2.hashCode() + " " + new File("").hashCode());
        System.out.println("compareTo: " + a1.compareTo(b) + " " + b.compareTo(a1) + " " + a1.compareTo(a2));
        TreeSet<File> sorted = new TreeSet<File>(Arrays.asList(new File("b"), new File("a/z"), new File("a"), new File("B")));
        System.out.println("sorted: " + sorted);
        String cwd = System.getProperty("user.dir");
        System.out.println("absolute of relative: " + new File("x/y").getAbsolutePath().equals(cwd + "/x/y"));
        System.out.println("absolute of empty: " + new File("").getAbsolutePath().equals(cwd));
        System.out.println("absolute of absolute: " + new File("/q//r").getAbsolutePath());
        System.out.println("absolute file: " + new File("/q").getAbsoluteFile().isAbsolute());
        System.out.println("canonical of relative: " + new File("x/./y/../z").getCanonicalPath().equals(new File(cwd, "x/z").getCanonicalPath()));
        System.out.println("canonical root: " + new File("/").getCanonicalPath() + " " + new File("/..").getCanonicalPath() + " " + new File("/./").getCanonicalFile());
        System.out.println("roots: " + Arrays.toString(File.listRoots()));
        System.out.println("hidden: " + new File(".hidden").isHidden() + " " + new File("a/.h").isHidden() + " " + new File("visible").isHidden() + " " + new File("").isHidden());
    }

    static void write(File f, String text) throws IOException {
        FileOutputStream o = new FileOutputStream(f);
        o.write(text.getBytes("UTF-8"));
        o.close();
    }

    static void files(File dir) throws IOException {
        System.out.println("dir: exists " + dir.exists() + " isDirectory " + dir.isDirectory() + " isFile " + dir.isFile());
        File f = new File(dir, "file.txt");
        System.out.println("before: exists " + f.exists() + " length " + f.length() + " lastModified " + f.lastModified() + " isFile " + f.isFile());
        System.out.println("createNewFile: " + f.createNewFile() + " again " + f.createNewFile());
        System.out.println("after: exists " + f.exists() + " length " + f.length() + " isFile " + f.isFile() + " isDirectory " + f.isDirectory());
        write(f, "twelve bytes");
        System.out.println("written length: " + f.length());
        System.out.println("canRead " + f.canRead() + " canWrite " + f.canWrite() + " canExecute " + f.canExecute());
        System.out.println("setExecutable: " + f.setExecutable(true) + " canExecute " + f.canExecute());
        System.out.println("setExecutable(false, false): " + f.setExecutable(false, false) + " canExecute " + f.canExecute());
        System.out.println("setReadable: " + f.setReadable(true, false) + " setWritable " + f.setWritable(true));
        System.out.println("setReadOnly: " + f.setReadOnly() + " setWritable " + f.setWritable(true, true));
        System.out.println("missing permissions: " + new File(dir, "none").setReadable(true) + " " + new File(dir, "none").canRead());

        // Times: whole seconds survive exactly; milliseconds as the file system keeps them.
        long t = 1500000000000L;
        System.out.println("setLastModified: " + f.setLastModified(t) + " read " + f.lastModified());
        System.out.println("setLastModified ms: " + f.setLastModified(t + 123) + " read " + f.lastModified());
        System.out.println("setLastModified 0: " + f.setLastModified(0) + " read " + f.lastModified());
        try {
            f.setLastModified(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative time: " + e.getMessage());
        }
        System.out.println("missing setLastModified: " + new File(dir, "none").setLastModified(t));

        // Directories.
        File deep = new File(dir, "a/b/c");
        System.out.println("mkdir deep: " + deep.mkdir());
        System.out.println("mkdirs deep: " + deep.mkdirs() + " again " + deep.mkdirs() + " isDirectory " + deep.isDirectory());
        System.out.println("mkdirs with dots: " + new File(dir, "a/x/../y/./z").mkdirs() + " " + new File(dir, "a/y/z").isDirectory());
        System.out.println("mkdir under file: " + new File(f, "sub").mkdir() + " mkdirs " + new File(f, "sub/sub").mkdirs());
        for (String n : new String[] { "zeta.txt", "alpha.txt", "Beta.log", "gamma.txt", ".hidden" }) {
            write(new File(dir, n), n);
        }
        String[] names = dir.list();
        Arrays.sort(names);
        System.out.println("list: " + Arrays.toString(names));
        String[] txt = dir.list(new FilenameFilter() {
            public boolean accept(File d, String name) {
                return name.endsWith(".txt");
            }
        });
        Arrays.sort(txt);
        System.out.println("list .txt: " + Arrays.toString(txt));
        System.out.println("list null filter: " + dir.list(null).length);
        File[] dirs = dir.listFiles(new FileFilter() {
            public boolean accept(File p) {
                return p.isDirectory();
            }
        });
        System.out.println("listFiles dirs: " + relSorted(dirs));
        File[] logs = dir.listFiles((d, name) -> name.endsWith(".log"));
        System.out.println("listFiles .log: " + relSorted(logs));
        System.out.println("listFiles all: " + relSorted(dir.listFiles()));
        System.out.println("listFiles null filters: " + dir.listFiles((FileFilter) null).length + " " + dir.listFiles((FilenameFilter) null).length);
        System.out.println("list of a file: " + f.list() + " " + f.listFiles());
        System.out.println("list of missing: " + new File(dir, "nope").list());
        System.out.println("empty dir list: " + deep.list().length);

        // Rename.
        File g = new File(dir, "renamed.txt");
        System.out.println("renameTo: " + f.renameTo(g) + " old exists " + f.exists() + " new length " + g.length());
        System.out.println("rename missing: " + f.renameTo(new File(dir, "x")));
        System.out.println("rename into dir: " + g.renameTo(new File(deep, "moved.txt")) + " " + new File(deep, "moved.txt").exists());
        System.out.println("rename dir: " + new File(dir, "a").renameTo(new File(dir, "A")) + " " + new File(dir, "A/b/c/moved.txt").isFile());
        System.out.println("rename over missing parent: " + new File(dir, "alpha.txt").renameTo(new File(dir, "no/alpha.txt")));
        try {
            g.renameTo(null);
        } catch (NullPointerException e) {
            System.out.println("rename null: NPE");
        }

        // Delete.
        System.out.println("delete non-empty dir: " + new File(dir, "A").delete());
        System.out.println("delete file: " + new File(dir, "zeta.txt").delete() + " again " + new File(dir, "zeta.txt").delete());
        System.out.println("delete empty dir: " + new File(dir, "A/y/z").delete());
        System.out.println("delete missing: " + new File(dir, "missing").delete());

        // Temp files.
        File tmp = File.createTempFile("fio", ".dat", dir);
        String tn = tmp.getName();
        System.out.println("temp: parent ok " + tmp.getParentFile().equals(dir) + " prefix " + tn.startsWith("fio") + " suffix " + tn.endsWith(".dat")
                + " digits " + allDigits(tn.substring(3, tn.length() - 4)) + " exists " + tmp.exists() + " length " + tmp.length());
        File tmp2 = File.createTempFile("fio", null, dir);
        System.out.println("temp default suffix: " + tmp2.getName().endsWith(".tmp") + " distinct " + !tmp2.equals(tmp));
        File tmp3 = File.createTempFile("a/b/pre", "", dir);
        System.out.println("temp prefix dirs dropped: " + tmp3.getName().startsWith("pre") + " " + tmp3.getParentFile().equals(dir));
        File sysTmp = File.createTempFile("FileIoFileOps", ".t");
        System.out.println("temp in tmpdir: " + sysTmp.getParentFile().equals(new File(System.getProperty("java.io.tmpdir"))) + " delete " + sysTmp.delete());
        try {
            File.createTempFile("ab", null, dir);
        } catch (IllegalArgumentException e) {
            System.out.println("short prefix: " + e.getMessage());
        }
        try {
            File.createTempFile("abc", null, new File(dir, "no/such"));
        } catch (IOException e) {
            System.out.println("temp missing dir: " + e.getClass().getName() + ": " + e.getMessage());
        }

        // Space queries: only their relations are stable.
        long total = dir.getTotalSpace();
        long free = dir.getFreeSpace();
        long usable = dir.getUsableSpace();
        System.out.println("space: total>0 " + (total > 0) + " free<=total " + (free <= total) + " usable<=free " + (usable <= free));
        System.out.println("space of missing: " + new File(dir, "none").getTotalSpace() + " " + new File(dir, "none").getFreeSpace() + " " + new File(dir, "none").getUsableSpace());

        // Canonical paths of real files.
        System.out.println("canonical: " + rel(new File(dir, "A/b/../b/./c/moved.txt").getCanonicalPath()));
        System.out.println("canonical missing tail: " + rel(new File(dir, "A/nope/../q/").getCanonicalPath()));
        System.out.println("canonical file: " + rel(new File(dir, "./gamma.txt").getCanonicalFile()));
        System.out.println("canonical ending in ..: " + rel(new File(dir, "A/b/nope/..").getCanonicalPath()) + " " + rel(new File(dir, "A/b/c/..").getCanonicalPath()));
        System.out.println("canonical all missing: " + rel(new File(dir, "n1/n2/./../n3").getCanonicalPath()));

        // A NUL in a path: nothing is touched.
        File bad = new File(dir, "bad\u0000name");
        System.out.println("invalid: exists " + bad.exists() + " length " + bad.length() + " delete " + bad.delete() + " mkdir " + bad.mkdir()
                + " list " + bad.list() + " canRead " + bad.canRead() + " isHidden " + bad.isHidden());
        try {
            bad.createNewFile();
        } catch (IOException e) {
            System.out.println("invalid createNewFile: " + e.getMessage());
        }
        try {
            bad.getCanonicalPath();
        } catch (IOException e) {
            System.out.println("invalid canonical: " + e.getMessage());
        }
        try {
            new File(dir, "no/such/file").createNewFile();
        } catch (IOException e) {
            System.out.println("createNewFile missing parent: " + e.getClass().getName() + ": " + e.getMessage());
        }
        System.out.println("createNewFile on dir: " + dir.createNewFile());
    }

    static boolean allDigits(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return false;
            }
        }
        return !s.isEmpty();
    }

    static String relSorted(File[] fs) {
        List<String> names = new ArrayList<String>();
        for (File f : fs) {
            names.add(rel(f));
        }
        Collections.sort(names);
        return names.toString();
    }

    /** Files registered with deleteOnExit are gone after the program ends (checked by the next run's cleanup only). */
    static void deleteOnExit() throws IOException {
        File dir = new File(System.getProperty("java.io.tmpdir"), "FileIoFileOps-exit-" + System.nanoTime());
        System.out.println("exit dir: " + dir.mkdir());
        dir.deleteOnExit();
        File f = File.createTempFile("doe", ".txt", dir);
        f.deleteOnExit();
        f.deleteOnExit();
        System.out.println("registered, still exists: " + f.exists() + " " + dir.exists());
    }

    static boolean deleteTree(File f) {
        File[] kids = f.listFiles();
        if (kids != null) {
            for (File k : kids) {
                deleteTree(k);
            }
        }
        return f.delete();
    }
}
