import java.io.*;
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.locks.ReentrantLock;

// File I/O from several threads, as small tools do it: each task writes its own numbers file
// (BufferedWriter over FileWriter) into a fresh temporary directory, a second pass reads them
// back in parallel with Scanner(File) and BufferedReader(FileReader) and sums them; a shared log
// file appended to under a lock (FileWriter in append mode); fixed-size records written at their
// own offsets of a RandomAccessFile by several threads (one RandomAccessFile each), then read
// back; listing and deleting the directory.
public class JucAppParallelFileIO {
    static final int RECORD = 16;

    public static void main(String[] args) throws Exception {
        File base = File.createTempFile("jucapp", "dir");
        if (!base.delete() || !base.mkdir()) throw new IOException("cannot make dir " + base);
        final File dir = base;
        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<Future<File>> written = new ArrayList<Future<File>>();
        for (int i = 0; i < 6; i++) {
            final int id = i;
            written.add(pool.submit(new Callable<File>() {
                public File call() throws IOException {
                    File f = new File(dir, "part-" + id + ".txt");
                    BufferedWriter w = new BufferedWriter(new FileWriter(f));
                    try {
                        for (int k = 1; k <= 100; k++) {
                            w.write(Integer.toString(id * 1000 + k));
                            w.newLine();
                        }
                    } finally {
                        w.close();
                    }
                    return f;
                }
            }));
        }
        List<File> files = new ArrayList<File>();
        for (Future<File> f : written) files.add(f.get());
        String[] listed = dir.list();
        Arrays.sort(listed);
        System.out.println("files " + Arrays.toString(listed));

        List<Future<Long>> sums = new ArrayList<Future<Long>>();
        for (final File f : files) {
            final boolean useScanner = f.getName().compareTo("part-3") < 0;
            sums.add(pool.submit(new Callable<Long>() {
                public Long call() throws IOException {
                    long s = 0;
                    if (useScanner) {
                        Scanner sc = new Scanner(f);
                        try {
                            while (sc.hasNextInt()) s += sc.nextInt();
                        } finally {
                            sc.close();
                        }
                    } else {
                        BufferedReader r = new BufferedReader(new FileReader(f));
                        try {
                            String line;
                            while ((line = r.readLine()) != null) s += Long.parseLong(line);
                        } finally {
                            r.close();
                        }
                    }
                    return s;
                }
            }));
        }
        StringBuilder sb = new StringBuilder();
        for (Future<Long> s : sums) sb.append(s.get()).append(' ');
        System.out.println("sums " + sb.toString().trim());

        final File log = new File(dir, "shared.log");
        final ReentrantLock logLock = new ReentrantLock();
        List<Callable<Void>> loggers = new ArrayList<Callable<Void>>();
        for (int t = 0; t < 4; t++) {
            final int id = t;
            loggers.add(new Callable<Void>() {
                public Void call() throws IOException {
                    for (int k = 0; k < 25; k++) {
                        logLock.lock();
                        try {
                            FileWriter w = new FileWriter(log, true);
                            try {
                                w.write("logger " + id + " line " + k + "\n");
                            } finally {
                                w.close();
                            }
                        } finally {
                            logLock.unlock();
                        }
                    }
                    return null;
                }
            });
        }
        for (Future<Void> f : pool.invokeAll(loggers)) f.get();
        int lines = 0;
        int[] perLogger = new int[4];
        BufferedReader r = new BufferedReader(new FileReader(log));
        String line;
        boolean wellFormed = true;
        while ((line = r.readLine()) != null) {
            lines++;
            if (!line.matches("logger \\d line \\d+")) wellFormed = false;
            else perLogger[line.charAt(7) - '0']++;
        }
        r.close();
        System.out.println("log lines " + lines + " well formed " + wellFormed + " per logger " + Arrays.toString(perLogger)
                + " length " + log.length());

        final File data = new File(dir, "records.bin");
        new RandomAccessFile(data, "rw").close();
        List<Callable<Void>> writers = new ArrayList<Callable<Void>>();
        for (int t = 0; t < 4; t++) {
            final int id = t;
            writers.add(new Callable<Void>() {
                public Void call() throws IOException {
                    RandomAccessFile raf = new RandomAccessFile(data, "rw");
                    try {
                        for (int rec = id; rec < 40; rec += 4) {
                            raf.seek((long) rec * RECORD);
                            raf.writeInt(rec);
                            raf.writeLong(rec * 1000003L);
                            raf.writeShort(id);
                            raf.writeShort(0x7fff);
                        }
                    } finally {
                        raf.close();
                    }
                    return null;
                }
            });
        }
        for (Future<Void> f : pool.invokeAll(writers)) f.get();
        RandomAccessFile raf = new RandomAccessFile(data, "r");
        boolean ok = raf.length() == 40 * RECORD;
        for (int rec = 39; rec >= 0; rec--) {
            raf.seek((long) rec * RECORD);
            if (raf.readInt() != rec || raf.readLong() != rec * 1000003L || raf.readShort() != rec % 4 || raf.readShort() != 0x7fff) ok = false;
        }
        raf.seek(raf.length());
        System.out.println("records ok " + ok + " length " + raf.length() + " read at end " + raf.read());
        raf.close();
        pool.shutdown();
        pool.awaitTermination(5, TimeUnit.SECONDS);

        File[] all = dir.listFiles();
        int deleted = 0;
        for (File f : all) if (f.delete()) deleted++;
        System.out.println("deleted " + deleted + " dir removed " + dir.delete() + " exists " + dir.exists());
        try {
            new FileReader(new File(dir, "part-0.txt"));
        } catch (FileNotFoundException e) {
            System.out.println("reading deleted file: FileNotFoundException");
        }
    }
}
