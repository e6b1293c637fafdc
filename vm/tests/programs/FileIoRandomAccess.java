import java.io.EOFException;
import java.io.File;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.RandomAccessFile;

/** RandomAccessFile: seek, read/write, length/setLength, DataInput/DataOutput, readLine, modes, closed. */
public class FileIoRandomAccess {
    interface Action {
        Object run() throws Exception;
    }

    static String dirPath;

    static void attempt(String label, Action a) {
        try {
            System.out.println(label + ": " + a.run());
        } catch (Exception e) {
            String msg = e.getMessage();
            if (msg != null && dirPath != null) {
                msg = msg.replace(dirPath, "<dir>");
            }
            System.out.println(label + ": " + e.getClass().getName() + ": " + msg);
        }
    }

    public static void main(String[] args) throws Exception {
        File dir = new File(System.getProperty("java.io.tmpdir"), "FileIoRandomAccess-" + System.nanoTime());
        dirPath = dir.getPath();
        System.out.println("mkdir: " + dir.mkdir());
        try {
            run(dir);
        } finally {
            System.out.println("cleanup: " + deleteTree(dir));
        }
    }

    static void run(final File dir) throws Exception {
        final File f = new File(dir, "raf.bin");
        RandomAccessFile raf = new RandomAccessFile(f, "rw");
        System.out.println("new: length " + raf.length() + " pointer " + raf.getFilePointer() + " exists " + f.exists());
        raf.writeInt(0x01020304);
        raf.writeLong(-5L);
        raf.writeUTF("héllo wörld");
        raf.writeDouble(2.5);
        raf.writeFloat(-0.0f);
        raf.writeShort(-300);
        raf.writeChar('Ω');
        raf.writeBoolean(true);
        raf.writeByte(0x80);
        raf.writeBytes("ascii");
        raf.writeChars("ch");
        raf.write(new byte[] { 10, 20, 30, 40 }, 1, 2);
        raf.write(7);
        System.out.println("written: length " + raf.length() + " pointer " + raf.getFilePointer());
        raf.seek(0);
        System.out.println("int: " + Integer.toHexString(raf.readInt()));
        System.out.println("long: " + raf.readLong());
        System.out.println("utf: " + raf.readUTF());
        System.out.println("double: " + raf.readDouble() + " float: " + raf.readFloat());
        System.out.println("short: " + raf.readShort() + " char: " + raf.readChar());
        System.out.println("boolean: " + raf.readBoolean() + " byte: " + raf.readByte());
        byte[] five = new byte[5];
        raf.readFully(five);
        System.out.println("bytes: " + new String(five, "US-ASCII") + " chars: " + raf.readChar() + raf.readChar());
        System.out.println("tail: " + raf.readUnsignedByte() + " " + raf.readUnsignedByte() + " " + raf.read() + " " + raf.read());
        System.out.println("at end pointer: " + raf.getFilePointer());

        // Overwrite in the middle, then read the neighbourhood.
        raf.seek(1);
        raf.write(new byte[] { (byte) 0xAA, (byte) 0xBB });
        raf.seek(0);
        System.out.println("patched int: " + Integer.toHexString(raf.readInt()));

        // Seek past the end: reads see EOF, writes extend with zeros.
        long len = raf.length();
        raf.seek(len + 10);
        System.out.println("past end: read " + raf.read() + " pointer " + raf.getFilePointer() + " length " + raf.length());
        raf.write(99);
        System.out.println("after write past end: length " + raf.length());
        raf.seek(len + 5);
        System.out.println("gap byte: " + raf.read());

        // skipBytes never passes the end.
        raf.seek(0);
        System.out.println("skipBytes: " + raf.skipBytes(10) + " " + raf.skipBytes(-4) + " " + raf.skipBytes(0) + " pointer " + raf.getFilePointer());
        System.out.println("skipBytes to end: " + raf.skipBytes(1000000) + " pointer " + raf.getFilePointer());

        // setLength shrinks (pointer follows) and grows (pointer stays).
        raf.seek(20);
        raf.setLength(8);
        System.out.println("shrunk: length " + raf.length() + " pointer " + raf.getFilePointer());
        raf.setLength(100);
        System.out.println("grown: length " + raf.length() + " pointer " + raf.getFilePointer() + " file " + f.length());
        raf.seek(50);
        System.out.println("zero fill: " + raf.readLong());
        raf.setLength(0);
        System.out.println("emptied: " + raf.length() + " pointer " + raf.getFilePointer() + " read " + raf.read());

        // EOF inside values.
        raf.write(new byte[] { 1, 2, 3 });
        raf.seek(0);
        try {
            raf.readInt();
            System.out.println("readInt: no EOF");
        } catch (EOFException e) {
            System.out.println("readInt EOF: " + e.getMessage() + " pointer " + raf.getFilePointer());
        }
        raf.seek(1);
        attempt("readFully past end", () -> {
            raf.readFully(new byte[5]);
            return "read";
        });
        attempt("readByte at end", () -> raf.readByte());
        attempt("readUTF truncated", () -> {
            raf.seek(0);
            return raf.readUTF();
        });
        attempt("read 0 bytes", () -> raf.read(new byte[4], 0, 0));
        attempt("read bad range", () -> raf.read(new byte[4], 2, 3));
        attempt("write bad range", () -> {
            raf.write(new byte[4], 5, 0);
            return "written";
        });
        attempt("negative seek", () -> {
            raf.seek(-1);
            return "sought";
        });
        attempt("negative length", () -> {
            raf.setLength(-1);
            return "set";
        });

        // readLine: \n, \r, \r\n; bytes as ISO-8859-1.
        raf.setLength(0);
        raf.writeBytes("first\nsecond\rthird\r\n\nlast");
        raf.write(new byte[] { '\n', (byte) 0xE9, 'x' });
        raf.seek(0);
        StringBuilder sb = new StringBuilder();
        String line;
        while ((line = raf.readLine()) != null) {
            sb.append('[').append(line).append(']');
        }
        System.out.println("lines: " + sb + " pointer " + raf.getFilePointer());

        // getFD: a FileInputStream over the same descriptor shares the file pointer.
        raf.seek(6);
        FileDescriptor fd = raf.getFD();
        FileInputStream shared = new FileInputStream(fd);
        System.out.println("shared read: " + (char) shared.read() + " raf pointer " + raf.getFilePointer());
        raf.close();
        raf.close();
        System.out.println("fd valid after close: " + fd.valid());

        // Closed.
        attempt("closed read", () -> raf.read());
        attempt("closed readInt", () -> raf.readInt());
        attempt("closed write", () -> {
            raf.write(1);
            return "written";
        });
        attempt("closed seek", () -> {
            raf.seek(0);
            return "sought";
        });
        attempt("closed length", () -> raf.length());
        attempt("closed pointer", () -> raf.getFilePointer());
        attempt("closed setLength", () -> {
            raf.setLength(1);
            return "set";
        });
        attempt("closed shared stream", () -> shared.read());

        // Read-only mode.
        RandomAccessFile ro = new RandomAccessFile(f.getPath(), "r");
        System.out.println("read-only: length " + ro.length() + " first " + (char) ro.read());
        attempt("write read-only", () -> {
            ro.write(1);
            return "written";
        });
        attempt("setLength read-only", () -> {
            ro.setLength(0);
            return "set";
        });
        ro.close();

        // rws / rwd behave as rw.
        for (String mode : new String[] { "rws", "rwd" }) {
            RandomAccessFile s = new RandomAccessFile(new File(dir, mode + ".bin"), mode);
            s.writeInt(42);
            s.seek(0);
            System.out.println(mode + ": " + s.readInt() + " length " + s.length());
            s.close();
        }

        // Bad modes and missing files.
        attempt("mode w", () -> new RandomAccessFile(f, "w"));
        attempt("mode rwx", () -> new RandomAccessFile(f, "rwx"));
        attempt("mode empty", () -> new RandomAccessFile(f, ""));
        attempt("mode R", () -> new RandomAccessFile(f, "R"));
        attempt("mode checked first", () -> new RandomAccessFile((File) null, "bad"));
        attempt("null file", () -> new RandomAccessFile((File) null, "r"));
        attempt("null name", () -> new RandomAccessFile((String) null, "rw"));
        attempt("missing r", () -> new RandomAccessFile(new File(dir, "missing.bin"), "r"));
        System.out.println("missing not created: " + !new File(dir, "missing.bin").exists());
        attempt("missing parent rw", () -> new RandomAccessFile(new File(dir, "no/such.bin"), "rw"));
        attempt("directory r", () -> new RandomAccessFile(dir, "r"));
        attempt("directory rw", () -> new RandomAccessFile(dir, "rw"));
        attempt("under a file", () -> new RandomAccessFile(new File(f, "x"), "r"));
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
