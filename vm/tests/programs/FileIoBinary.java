import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.File;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UTFDataFormatException;
import java.util.Arrays;

/** Binary files: FileOutputStream/FileInputStream, Data streams, append, skip/available, shared descriptors, threads. */
public class FileIoBinary {
    interface Action {
        Object run() throws Exception;
    }

    static void attempt(String label, Action a) {
        try {
            System.out.println(label + ": " + a.run());
        } catch (Exception e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        File dir = new File(System.getProperty("java.io.tmpdir"), "FileIoBinary-" + System.nanoTime());
        System.out.println("mkdir: " + dir.mkdir());
        try {
            run(dir);
        } finally {
            System.out.println("cleanup: " + deleteTree(dir));
        }
    }

    static void run(File dir) throws Exception {
        final File f = new File(dir, "bytes.bin");
        FileOutputStream out = new FileOutputStream(f);
        for (int i = 0; i < 256; i++) {
            out.write(i);
        }
        byte[] block = new byte[1000];
        for (int i = 0; i < block.length; i++) {
            block[i] = (byte) (i * 7);
        }
        out.write(block);
        out.write(block, 10, 20);
        out.write(block, 0, 0);
        System.out.println("fd valid: " + out.getFD().valid());
        out.close();
        System.out.println("fd valid after close: " + out.getFD().valid());
        out.close();
        System.out.println("length: " + f.length());

        FileInputStream in = new FileInputStream(f);
        System.out.println("available: " + in.available());
        int sum = 0;
        for (int i = 0; i < 256; i++) {
            sum += in.read();
        }
        System.out.println("first 256 sum: " + sum + " available " + in.available());
        byte[] back = new byte[1000];
        int got = 0;
        while (got < back.length) {
            got += in.read(back, got, back.length - got);
        }
        System.out.println("block equal: " + Arrays.equals(back, block));
        System.out.println("skip 5: " + in.skip(5) + " next " + in.read());
        System.out.println("skip past end: " + in.skip(100) + " read " + in.read() + " available " + in.available());
        System.out.println("read into empty: " + in.read(new byte[0]));
        System.out.println("read at end: " + in.read(new byte[4], 0, 4));
        System.out.println("skip back: " + in.skip(-10) + " read " + in.read());
        in.close();
        in.close();

        // Append mode.
        FileOutputStream ap = new FileOutputStream(f, true);
        ap.write(new byte[] { 1, 2, 3 });
        ap.close();
        ap = new FileOutputStream(f.getPath(), true);
        ap.write(4);
        ap.close();
        System.out.println("after append: " + f.length());
        FileOutputStream trunc = new FileOutputStream(f.getPath());
        trunc.close();
        System.out.println("after truncate: " + f.length());

        // DataOutputStream / DataInputStream through buffers.
        File d = new File(dir, "data.bin");
        DataOutputStream dos = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(d)));
        dos.writeBoolean(true);
        dos.writeBoolean(false);
        dos.writeByte(-3);
        dos.writeByte(200);
        dos.writeShort(-2);
        dos.writeShort(65535);
        dos.writeChar('é');
        dos.writeInt(Integer.MIN_VALUE);
        dos.writeInt(123456789);
        dos.writeLong(Long.MAX_VALUE);
        dos.writeLong(-1234567890123L);
        dos.writeFloat(1.25f);
        dos.writeFloat(Float.NaN);
        dos.writeDouble(Math.PI);
        dos.writeDouble(Double.NEGATIVE_INFINITY);
        dos.writeUTF("");
        dos.writeUTF("plain ascii");
        dos.writeUTF("nul\u0000 é € 𝄞");
        dos.writeBytes("bytes");
        dos.writeChars("chars");
        dos.write(new byte[] { 9, 8, 7 }, 1, 2);
        System.out.println("dos size: " + dos.size());
        dos.close();
        System.out.println("data length: " + d.length());
        DataInputStream dis = new DataInputStream(new BufferedInputStream(new FileInputStream(d)));
        System.out.println("booleans: " + dis.readBoolean() + " " + dis.readBoolean());
        System.out.println("bytes: " + dis.readByte() + " " + dis.readUnsignedByte());
        System.out.println("shorts: " + dis.readShort() + " " + dis.readUnsignedShort());
        System.out.println("char: " + dis.readChar());
        System.out.println("ints: " + dis.readInt() + " " + dis.readInt());
        System.out.println("longs: " + dis.readLong() + " " + dis.readLong());
        System.out.println("floats: " + dis.readFloat() + " " + dis.readFloat());
        System.out.println("doubles: " + dis.readDouble() + " " + dis.readDouble());
        System.out.println("utf: [" + dis.readUTF() + "] [" + dis.readUTF() + "] [" + dis.readUTF() + "]");
        byte[] five = new byte[5];
        dis.readFully(five);
        System.out.println("bytes: " + new String(five, "US-ASCII"));
        StringBuilder chars = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            chars.append(dis.readChar());
        }
        System.out.println("chars: " + chars);
        System.out.println("skipBytes: " + dis.skipBytes(1) + " then " + dis.read() + " then " + dis.read());
        try {
            dis.readInt();
            System.out.println("no EOF?");
        } catch (EOFException e) {
            System.out.println("EOF: " + e.getMessage());
        }
        dis.close();

        // DataInputStream edge cases over bytes.
        attempt("readFully short", () -> {
            new DataInputStream(new ByteArrayInputStream(new byte[3])).readFully(new byte[4]);
            return "read";
        });
        attempt("readLong short", () -> new DataInputStream(new ByteArrayInputStream(new byte[7])).readLong());
        attempt("readUTF truncated", () -> new DataInputStream(new ByteArrayInputStream(new byte[] { 0, 9, 65 })).readUTF());
        attempt("readUTF bad continuation", () -> new DataInputStream(new ByteArrayInputStream(new byte[] { 0, 2, (byte) 0xC3, 0x41 })).readUTF());
        attempt("readUTF partial", () -> new DataInputStream(new ByteArrayInputStream(new byte[] { 0, 2, 0x41, (byte) 0xE2 })).readUTF());
        attempt("readUTF bad 3-byte", () -> new DataInputStream(new ByteArrayInputStream(new byte[] { 0, 4, 0x41, (byte) 0xE2, 0x41, 0x41 })).readUTF());
        attempt("readUTF bad lead", () -> new DataInputStream(new ByteArrayInputStream(new byte[] { 0, 2, 0x41, (byte) 0x90 })).readUTF());
        attempt("readUTF 0xF0", () -> new DataInputStream(new ByteArrayInputStream(new byte[] { 0, 1, (byte) 0xF0 })).readUTF());
        attempt("writeUTF too long", () -> {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 30000; i++) {
                sb.append((char) ('a' + i % 26)).append('é');
            }
            new DataOutputStream(new ByteArrayOutputStream()).writeUTF(sb.toString());
            return "written";
        });
        attempt("writeUTF max", () -> {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 65535; i++) {
                sb.append('x');
            }
            DataOutputStream o = new DataOutputStream(new ByteArrayOutputStream());
            o.writeUTF(sb.toString());
            return o.size();
        });
        attempt("readLine", () -> {
            DataInputStream r = new DataInputStream(new ByteArrayInputStream("one\rtwo\r\nthree\n\nfour\r".getBytes("US-ASCII")));
            StringBuilder sb = new StringBuilder();
            String l;
            while ((l = r.readLine()) != null) {
                sb.append('[').append(l).append(']');
            }
            return sb;
        });
        attempt("readLine then read", () -> {
            DataInputStream r = new DataInputStream(new ByteArrayInputStream("ab\rcd".getBytes("US-ASCII")));
            return r.readLine() + " " + (char) r.read() + " " + r.available();
        });

        // Closed streams.
        attempt("read closed", () -> {
            FileInputStream s = new FileInputStream(d);
            s.close();
            return s.read();
        });
        attempt("read closed array", () -> {
            FileInputStream s = new FileInputStream(d);
            s.close();
            return s.read(new byte[3]);
        });
        attempt("read closed empty", () -> {
            FileInputStream s = new FileInputStream(d);
            s.close();
            return s.read(new byte[0]);
        });
        attempt("available closed", () -> {
            FileInputStream s = new FileInputStream(d);
            s.close();
            return s.available();
        });
        attempt("skip closed", () -> {
            FileInputStream s = new FileInputStream(d);
            s.close();
            return s.skip(1);
        });
        attempt("write closed", () -> {
            FileOutputStream s = new FileOutputStream(new File(dir, "closed.bin"));
            s.close();
            s.write(1);
            return "written";
        });
        attempt("write closed array", () -> {
            FileOutputStream s = new FileOutputStream(new File(dir, "closed.bin"));
            s.close();
            s.write(new byte[2]);
            return "written";
        });
        attempt("read bad range", () -> new FileInputStream(d).read(new byte[4], 3, 2));
        attempt("write bad range", () -> {
            new FileOutputStream(new File(dir, "range.bin")).write(new byte[4], -1, 2);
            return "written";
        });
        attempt("read null", () -> new FileInputStream(d).read(null, 0, 1));

        // Streams sharing one descriptor: closing one closes it for both.
        FileInputStream first = new FileInputStream(d);
        FileDescriptor fd = first.getFD();
        FileInputStream second = new FileInputStream(fd);
        System.out.println("shared: " + first.read() + " " + second.read() + " " + first.read());
        second.close();
        System.out.println("shared valid: " + fd.valid());
        attempt("shared read after close", () -> first.read());

        // readAllBytes / transferTo from a file.
        InputStream all = new FileInputStream(d);
        byte[] bytes = readAll(all);
        all.close();
        System.out.println("read all: " + bytes.length);

        // Threads writing their own files, joined, then read back in order.
        Thread[] ts = new Thread[4];
        final long[] sums = new long[ts.length];
        for (int t = 0; t < ts.length; t++) {
            final int id = t;
            ts[t] = new Thread(() -> {
                try {
                    File tf = new File(dir, "t" + id + ".bin");
                    DataOutputStream o = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(tf)));
                    for (int i = 0; i < 2000; i++) {
                        o.writeInt(i * (id + 1));
                    }
                    o.close();
                    DataInputStream r = new DataInputStream(new BufferedInputStream(new FileInputStream(tf)));
                    long s = 0;
                    for (int i = 0; i < 2000; i++) {
                        s += r.readInt();
                    }
                    r.close();
                    sums[id] = s;
                } catch (IOException e) {
                    sums[id] = -1;
                }
            });
            ts[t].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        for (int t = 0; t < ts.length; t++) {
            System.out.println("thread " + t + ": " + sums[t] + " length " + new File(dir, "t" + t + ".bin").length());
        }
        interrupted(dir);
        concurrentAppend(dir);
    }

    /** File I/O is not interruptible: it completes and leaves the interrupt status set. */
    static void interrupted(File dir) throws IOException {
        Thread.currentThread().interrupt();
        File f = new File(dir, "interrupted.bin");
        FileOutputStream o = new FileOutputStream(f);
        o.write(new byte[100]);
        o.close();
        FileInputStream in = new FileInputStream(f);
        int n = in.read(new byte[200]);
        in.close();
        System.out.println("interrupted: wrote and read " + n + ", still interrupted " + Thread.interrupted() + " then " + Thread.interrupted());
    }

    /** Threads appending lines through their own O_APPEND streams: no line is lost or torn. */
    static void concurrentAppend(final File dir) throws Exception {
        final File f = new File(dir, "log.txt");
        Thread[] ts = new Thread[3];
        for (int t = 0; t < ts.length; t++) {
            final String line = "thread-" + t + "-" + "xxxxxxxxxx".substring(t) + "\n";
            ts[t] = new Thread(() -> {
                try {
                    FileOutputStream o = new FileOutputStream(f, true);
                    byte[] b = line.getBytes("US-ASCII");
                    for (int i = 0; i < 300; i++) {
                        o.write(b);
                    }
                    o.close();
                } catch (IOException e) {
                    System.out.println("append failed: " + e);
                }
            });
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        java.io.BufferedReader r = new java.io.BufferedReader(new java.io.FileReader(f));
        java.util.TreeMap<String, Integer> counts = new java.util.TreeMap<String, Integer>();
        String l;
        while ((l = r.readLine()) != null) {
            Integer c = counts.get(l);
            counts.put(l, c == null ? 1 : c + 1);
        }
        r.close();
        System.out.println("appended: length " + f.length() + " lines " + counts);
    }

    static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        byte[] buf = new byte[64];
        int n;
        while ((n = in.read(buf)) > 0) {
            bo.write(buf, 0, n);
        }
        return bo.toByteArray();
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
