import java.io.BufferedReader;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.FileReader;
import java.io.FileWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.RandomAccessFile;
import java.util.Scanner;

/** I/O errors: each case prints the exception class and HotSpot's message (paths shown relative to the test directory). */
public class FileIoErrors {
    interface Action {
        Object run() throws Exception;
    }

    static String dirPath;

    static void attempt(String label, Action a) {
        try {
            Object r = a.run();
            if (r instanceof java.io.Closeable) {
                ((java.io.Closeable) r).close();
                r = "opened";
            }
            System.out.println(label + ": " + r);
        } catch (Exception e) {
            String msg = e.getMessage();
            if (msg != null) {
                msg = msg.replace(dirPath, "<dir>");
            }
            System.out.println(label + ": " + e.getClass().getName() + ": " + msg);
        }
    }

    public static void main(String[] args) throws Exception {
        File dir = new File(System.getProperty("java.io.tmpdir"), "FileIoErrors-" + System.nanoTime());
        dirPath = dir.getPath();
        System.out.println("mkdir: " + dir.mkdir());
        try {
            run(dir);
        } finally {
            System.out.println("cleanup: " + deleteTree(dir));
        }
    }

    static void run(final File dir) throws Exception {
        final File missing = new File(dir, "missing.txt");
        final File file = new File(dir, "file.txt");
        FileOutputStream o = new FileOutputStream(file);
        o.write("content\n".getBytes("UTF-8"));
        o.close();
        final File noParent = new File(dir, "nodir/x.txt");
        final File underFile = new File(file, "x.txt");

        // Missing files.
        attempt("FileInputStream(File) missing", () -> new FileInputStream(missing));
        attempt("FileInputStream(String) missing", () -> new FileInputStream(missing.getPath()));
        attempt("FileReader missing", () -> new FileReader(missing));
        attempt("FileReader(String) missing", () -> new FileReader(missing.getPath()));
        attempt("Scanner missing", () -> new Scanner(missing));
        attempt("RandomAccessFile r missing", () -> new RandomAccessFile(missing, "r"));
        attempt("relative missing", () -> new FileInputStream("FileIoErrors-surely-missing.txt"));
        System.out.println("still missing: " + !missing.exists());

        // Missing parent directory for writers.
        attempt("FileOutputStream no parent", () -> new FileOutputStream(noParent));
        attempt("FileOutputStream append no parent", () -> new FileOutputStream(noParent, true));
        attempt("FileWriter no parent", () -> new FileWriter(noParent));
        attempt("FileWriter(String, true) no parent", () -> new FileWriter(noParent.getPath(), true));
        attempt("PrintWriter no parent", () -> new PrintWriter(noParent));
        attempt("PrintWriter(String) no parent", () -> new PrintWriter(noParent.getPath()));
        attempt("PrintStream no parent", () -> new PrintStream(noParent));
        attempt("PrintStream(String) no parent", () -> new PrintStream(noParent.getPath()));
        attempt("RandomAccessFile rw no parent", () -> new RandomAccessFile(noParent, "rw"));

        // A directory where a file is expected.
        attempt("FileInputStream dir", () -> new FileInputStream(dir));
        attempt("FileReader dir", () -> new FileReader(dir));
        attempt("FileOutputStream dir", () -> new FileOutputStream(dir));
        attempt("FileWriter dir", () -> new FileWriter(dir, true));
        attempt("RandomAccessFile dir", () -> new RandomAccessFile(dir, "r"));
        attempt("Scanner dir", () -> new Scanner(dir));

        // A file where a directory is expected.
        attempt("FileInputStream under file", () -> new FileInputStream(underFile));
        attempt("FileOutputStream under file", () -> new FileOutputStream(underFile));

        // Bad arguments.
        attempt("RandomAccessFile mode", () -> new RandomAccessFile(file, "x"));
        attempt("RandomAccessFile mode rwz", () -> new RandomAccessFile(file, "rwz"));
        attempt("RandomAccessFile mode before missing", () -> new RandomAccessFile(missing, "a"));
        attempt("null String", () -> new FileInputStream((String) null));
        attempt("null File", () -> new FileOutputStream((File) null));
        attempt("null FileWriter", () -> new FileWriter((File) null));
        attempt("invalid path", () -> new FileInputStream("bad\u0000path"));
        attempt("invalid path out", () -> new FileOutputStream(new File("bad\u0000path"), true));
        attempt("invalid path raf", () -> new RandomAccessFile("bad\u0000path", "rw"));
        attempt("PrintWriter bad charset", () -> new PrintWriter(new File(dir, "cs.txt"), "no-such-charset"));
        attempt("PrintStream bad charset", () -> new PrintStream(new File(dir, "cs.txt").getPath(), "no-such-charset"));
        attempt("Scanner bad charset", () -> new Scanner(file, "no-such-charset"));
        System.out.println("bad charset created nothing: " + !new File(dir, "cs.txt").exists());
        attempt("Scanner null charset", () -> new Scanner(file, null));

        // Reading and writing closed streams.
        attempt("FileInputStream closed", () -> {
            FileInputStream in = new FileInputStream(file);
            in.close();
            return in.read();
        });
        attempt("FileReader closed", () -> {
            FileReader r = new FileReader(file);
            r.close();
            r.close();
            return r.read();
        });
        attempt("BufferedReader closed", () -> {
            BufferedReader r = new BufferedReader(new FileReader(file));
            r.close();
            return r.readLine();
        });
        attempt("InputStreamReader over closed stream", () -> {
            FileInputStream in = new FileInputStream(file);
            InputStreamReader r = new InputStreamReader(in);
            in.close();
            return r.read();
        });
        attempt("FileWriter closed", () -> {
            FileWriter w = new FileWriter(new File(dir, "w.txt"));
            w.close();
            w.write("x");
            return "written";
        });
        attempt("FileWriter closed flush", () -> {
            FileWriter w = new FileWriter(new File(dir, "w.txt"));
            w.close();
            w.flush();
            return "flushed";
        });
        attempt("FileOutputStream closed", () -> {
            FileOutputStream out = new FileOutputStream(new File(dir, "w.txt"));
            out.close();
            out.write(new byte[] { 1 });
            return "written";
        });
        attempt("PrintWriter closed", () -> {
            PrintWriter pw = new PrintWriter(new File(dir, "w.txt"));
            pw.close();
            pw.println("lost");
            return pw.checkError();
        });
        attempt("PrintStream over closed file", () -> {
            FileOutputStream out = new FileOutputStream(new File(dir, "w.txt"));
            PrintStream ps = new PrintStream(out);
            out.close();
            ps.println("lost");
            return ps.checkError();
        });
        attempt("Scanner closed", () -> {
            Scanner sc = new Scanner(file);
            sc.close();
            return sc.next();
        });
        attempt("RandomAccessFile closed", () -> {
            RandomAccessFile r = new RandomAccessFile(file, "r");
            r.close();
            return r.readLine();
        });
        attempt("w.txt length", () -> new File(dir, "w.txt").length());

        // Writing to a file opened for reading through its descriptor.
        attempt("write to read-only descriptor", () -> {
            FileInputStream in = new FileInputStream(file);
            FileOutputStream out = new FileOutputStream(in.getFD());
            try {
                out.write(65);
                return "written";
            } finally {
                in.close();
            }
        });
        attempt("read from write-only descriptor", () -> {
            FileOutputStream out = new FileOutputStream(new File(dir, "wo.txt"));
            FileInputStream in = new FileInputStream(out.getFD());
            try {
                return in.read();
            } finally {
                out.close();
            }
        });

        // try-with-resources closes and reports the first failure.
        attempt("try-with-resources", () -> {
            try (FileInputStream in = new FileInputStream(file); FileInputStream in2 = new FileInputStream(missing)) {
                return "opened both";
            }
        });
        System.out.println("file intact: " + file.length());
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
