import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileReader;
import java.io.FileWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.Scanner;

/** Text files: FileWriter/FileReader, BufferedReader/Writer, PrintWriter, PrintStream, Scanner, append mode. */
public class FileIoText {
    public static void main(String[] args) throws IOException {
        File dir = new File(System.getProperty("java.io.tmpdir"), "FileIoText-" + System.nanoTime());
        System.out.println("mkdir: " + dir.mkdir());
        try {
            run(dir);
        } finally {
            System.out.println("cleanup: " + deleteTree(dir));
        }
    }

    static void run(File dir) throws IOException {
        // FileWriter + FileReader, character by character and in blocks.
        File a = new File(dir, "a.txt");
        FileWriter w = new FileWriter(a);
        w.write("hello\n");
        w.write("wörld — ünïcödé ✓\n");
        w.write('x');
        w.write("abcdef", 2, 3);
        w.write(new char[] { '\n', 'z' });
        System.out.println("before flush: " + a.length());
        w.flush();
        System.out.println("after flush: " + a.length());
        w.close();
        w.close();
        System.out.println("length: " + a.length());
        FileReader r = new FileReader(a);
        StringBuilder sb = new StringBuilder();
        int c;
        while ((c = r.read()) != -1) {
            sb.append((char) c);
        }
        r.close();
        System.out.println("read chars: [" + sb.toString().replace("\n", "|") + "]");
        r = new FileReader(a.getPath());
        char[] buf = new char[7];
        int n;
        int reads = 0;
        sb.setLength(0);
        while ((n = r.read(buf, 0, buf.length)) > 0) {
            sb.append(buf, 0, n);
            reads++;
        }
        r.close();
        System.out.println("read blocks: " + sb.length() + " chars, equal=" + sb.toString().startsWith("hello"));

        // Append mode.
        FileWriter ap = new FileWriter(a, true);
        ap.write("\nappended");
        ap.close();
        ap = new FileWriter(a.getPath(), true);
        ap.append("\nagain").append('!');
        ap.close();
        printLines("after append", a);

        // Truncate by re-opening without append.
        FileWriter tr = new FileWriter(a.getPath());
        tr.write("short\n");
        tr.close();
        printLines("after truncate", a);

        // BufferedWriter with newLine and a long file.
        File big = new File(dir, "big.txt");
        BufferedWriter bw = new BufferedWriter(new FileWriter(big));
        for (int i = 0; i < 3000; i++) {
            bw.write("line " + i + " " + (i * i));
            bw.newLine();
        }
        bw.close();
        System.out.println("big length: " + big.length());
        BufferedReader br = new BufferedReader(new FileReader(big));
        String line;
        int count = 0;
        long sum = 0;
        String last = null;
        while ((line = br.readLine()) != null) {
            count++;
            sum += line.length();
            last = line;
        }
        br.close();
        System.out.println("big lines: " + count + " chars " + sum + " last [" + last + "]");

        // PrintWriter(File) and PrintWriter(String).
        File p = new File(dir, "p.txt");
        PrintWriter pw = new PrintWriter(p);
        pw.println("pw line 1");
        pw.printf("%d + %d = %d%n", 2, 3, 5);
        pw.print(3.5);
        pw.println(true);
        System.out.println("pw checkError: " + pw.checkError());
        pw.close();
        printLines("PrintWriter(File)", p);
        pw = new PrintWriter(p.getPath());
        pw.println("replaced");
        pw.close();
        pw = new PrintWriter(p.getPath(), "UTF-8");
        pw.println("utf-8 é");
        pw.close();
        printLines("PrintWriter(String, csn)", p);
        pw = new PrintWriter(p, "ISO-8859-1");
        pw.println("latin é");
        pw.close();
        System.out.println("latin1 length: " + p.length());

        // PrintStream(File) and PrintStream(String).
        File s = new File(dir, "s.txt");
        PrintStream ps = new PrintStream(s);
        ps.println("ps line");
        ps.print('c');
        ps.println(42L);
        ps.close();
        printLines("PrintStream(File)", s);
        ps = new PrintStream(s.getPath());
        ps.printf("%s-%s%n", "a", "b");
        ps.close();
        ps = new PrintStream(s.getPath(), "UTF-8");
        ps.println("ü");
        ps.close();
        printLines("PrintStream(String, csn)", s);

        // Scanner over a file.
        File nums = new File(dir, "nums.txt");
        PrintWriter np = new PrintWriter(new FileWriter(nums));
        np.println("3 4.5 word");
        np.println("  -17   99999999999");
        np.println("a line of text");
        np.print("last");
        np.close();
        Scanner sc = new Scanner(nums);
        System.out.println("scanner: " + sc.nextInt() + " " + sc.nextDouble() + " " + sc.next() + " " + sc.nextInt() + " " + sc.nextLong());
        sc.nextLine();
        System.out.println("scanner line: [" + sc.nextLine() + "] next [" + sc.next() + "] hasNext " + sc.hasNext());
        sc.close();
        sc = new Scanner(nums, "UTF-8");
        int lines = 0;
        while (sc.hasNextLine()) {
            sc.nextLine();
            lines++;
        }
        sc.close();
        System.out.println("scanner lines: " + lines);

        // InputStreamReader over a FileInputStream, with a charset name.
        BufferedReader ir = new BufferedReader(new InputStreamReader(new FileInputStream(a), "UTF-8"));
        System.out.println("isr: [" + ir.readLine() + "] then " + ir.readLine());
        ir.close();

        // Empty file.
        File e = new File(dir, "empty.txt");
        new FileWriter(e).close();
        FileReader er = new FileReader(e);
        System.out.println("empty: length " + e.length() + " read " + er.read() + " ready " + er.ready());
        er.close();
        Scanner es = new Scanner(e);
        System.out.println("empty scanner hasNext: " + es.hasNext() + " hasNextLine " + es.hasNextLine());
        es.close();
    }

    static void printLines(String label, File f) throws IOException {
        BufferedReader br = new BufferedReader(new FileReader(f));
        StringBuilder sb = new StringBuilder();
        String line;
        while ((line = br.readLine()) != null) {
            sb.append('[').append(line).append(']');
        }
        br.close();
        System.out.println(label + ": " + sb + " (" + f.length() + " bytes)");
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
