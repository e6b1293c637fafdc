package java.io;

/**
 * java.io.RandomAccessFile: reads and writes anywhere in a file through one descriptor and its
 * file pointer (lseek). Modes as in the JDK: "r" (O_RDONLY), "rw" (O_RDWR|O_CREAT), "rws" and
 * "rwd" (also O_SYNC / O_DSYNC); anything else is an IllegalArgumentException with HotSpot's
 * message. There is no buffering: read() and write(int) are one system call each, and the
 * DataInput/DataOutput methods work byte by byte on top of them (as the JDK's do), with
 * EOFException when the file ends inside a value. Once closed, operations throw
 * IOException("Stream Closed"). getChannel is not provided (no java.nio).
 */
public class RandomAccessFile implements DataOutput, DataInput, Closeable {
    private final FileDescriptor fd;
    private final String path;
    private final boolean rw;
    private final Object closeLock = new Object();
    private volatile boolean closed;

    public RandomAccessFile(String name, String mode) throws FileNotFoundException {
        this(name != null ? new File(name) : null, mode);
    }

    public RandomAccessFile(File file, String mode) throws FileNotFoundException {
        String name = (file != null ? file.getPath() : null);
        int imode = -1;
        boolean readWrite = false;
        if (mode.equals("r")) {
            imode = UnixFileSystem.OPEN_READ;
        } else if (mode.startsWith("rw")) {
            readWrite = true;
            if (mode.length() == 2) {
                imode = UnixFileSystem.OPEN_RW;
            } else if (mode.equals("rws")) {
                imode = UnixFileSystem.OPEN_RWS;
            } else if (mode.equals("rwd")) {
                imode = UnixFileSystem.OPEN_RWD;
            }
        }
        if (imode < 0) {
            throw new IllegalArgumentException("Illegal mode \"" + mode
                    + "\" must be one of \"r\", \"rw\", \"rws\", or \"rwd\"");
        }
        if (name == null) {
            throw new NullPointerException();
        }
        if (file.isInvalid()) {
            throw new FileNotFoundException("Invalid file path");
        }
        this.rw = readWrite;
        this.path = name;
        this.fd = new FileDescriptor(UnixFileSystem.open0(name, imode));
    }

    public final FileDescriptor getFD() throws IOException {
        return fd;
    }

    // ---------------- bytes ----------------

    public int read() throws IOException {
        byte[] b = new byte[1];
        int n = FileInputStream.readBytes(fd.fd(), b, 0, 1);
        return (n <= 0) ? -1 : (b[0] & 0xff);
    }

    public int read(byte[] b, int off, int len) throws IOException {
        return FileInputStream.readBytes(fd.fd(), b, off, len);
    }

    public int read(byte[] b) throws IOException {
        return FileInputStream.readBytes(fd.fd(), b, 0, b.length);
    }

    public final void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    public final void readFully(byte[] b, int off, int len) throws IOException {
        int n = 0;
        do {
            int count = this.read(b, off + n, len - n);
            if (count < 0) {
                throw new EOFException();
            }
            n += count;
        } while (n < len);
    }

    /** Moves the pointer forward by up to n bytes, never past the end; returns how far. */
    public int skipBytes(int n) throws IOException {
        if (n <= 0) {
            return 0;
        }
        long pos = getFilePointer();
        long len = length();
        long newpos = pos + n;
        if (newpos > len) {
            newpos = len;
        }
        seek(newpos);
        return (int) (newpos - pos);
    }

    public void write(int b) throws IOException {
        FileOutputStream.writeTo(fd.fd(), new byte[] { (byte) b }, 0, 1);
    }

    public void write(byte[] b) throws IOException {
        FileOutputStream.writeTo(fd.fd(), b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        FileOutputStream.writeTo(fd.fd(), b, off, len);
    }

    // ---------------- position and length ----------------

    public long getFilePointer() throws IOException {
        return UnixFileSystem.seek0(UnixFileSystem.checkedFd(fd), 0, 1);
    }

    public void seek(long pos) throws IOException {
        if (pos < 0) {
            throw new IOException("Negative seek offset");
        }
        UnixFileSystem.seek0(UnixFileSystem.checkedFd(fd), pos, 0);
    }

    public long length() throws IOException {
        return UnixFileSystem.length0(UnixFileSystem.checkedFd(fd));
    }

    public void setLength(long newLength) throws IOException {
        UnixFileSystem.setLength0(UnixFileSystem.checkedFd(fd), newLength);
    }

    public void close() throws IOException {
        synchronized (closeLock) {
            if (closed) {
                return;
            }
            closed = true;
        }
        fd.close();
    }

    // ---------------- DataInput ----------------

    private int readOrEof() throws IOException {
        int ch = this.read();
        if (ch < 0) {
            throw new EOFException();
        }
        return ch;
    }

    public final boolean readBoolean() throws IOException {
        return readOrEof() != 0;
    }

    public final byte readByte() throws IOException {
        return (byte) readOrEof();
    }

    public final int readUnsignedByte() throws IOException {
        return readOrEof();
    }

    public final short readShort() throws IOException {
        return (short) readUnsignedShort();
    }

    public final int readUnsignedShort() throws IOException {
        int ch1 = this.read();
        int ch2 = this.read();
        if ((ch1 | ch2) < 0) {
            throw new EOFException();
        }
        return (ch1 << 8) + ch2;
    }

    public final char readChar() throws IOException {
        return (char) readUnsignedShort();
    }

    public final int readInt() throws IOException {
        int ch1 = this.read();
        int ch2 = this.read();
        int ch3 = this.read();
        int ch4 = this.read();
        if ((ch1 | ch2 | ch3 | ch4) < 0) {
            throw new EOFException();
        }
        return (ch1 << 24) + (ch2 << 16) + (ch3 << 8) + ch4;
    }

    public final long readLong() throws IOException {
        return ((long) readInt() << 32) + (readInt() & 0xFFFFFFFFL);
    }

    public final float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public final double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    /** Bytes up to "\n", "\r" or "\r\n" as ISO-8859-1 characters; null at end of file. */
    public final String readLine() throws IOException {
        StringBuilder input = new StringBuilder();
        int c = -1;
        boolean eol = false;
        while (!eol) {
            c = read();
            if (c == -1 || c == '\n') {
                eol = true;
            } else if (c == '\r') {
                eol = true;
                long cur = getFilePointer();
                if (read() != '\n') {
                    seek(cur);
                }
            } else {
                input.append((char) c);
            }
        }
        if (c == -1 && input.length() == 0) {
            return null;
        }
        return input.toString();
    }

    public final String readUTF() throws IOException {
        return DataInputStream.readUTF(this);
    }

    // ---------------- DataOutput ----------------

    public final void writeBoolean(boolean v) throws IOException {
        write(v ? 1 : 0);
    }

    public final void writeByte(int v) throws IOException {
        write(v);
    }

    public final void writeShort(int v) throws IOException {
        write((v >>> 8) & 0xFF);
        write(v & 0xFF);
    }

    public final void writeChar(int v) throws IOException {
        writeShort(v);
    }

    public final void writeInt(int v) throws IOException {
        write((v >>> 24) & 0xFF);
        write((v >>> 16) & 0xFF);
        write((v >>> 8) & 0xFF);
        write(v & 0xFF);
    }

    public final void writeLong(long v) throws IOException {
        writeInt((int) (v >>> 32));
        writeInt((int) v);
    }

    public final void writeFloat(float v) throws IOException {
        writeInt(Float.floatToIntBits(v));
    }

    public final void writeDouble(double v) throws IOException {
        writeLong(Double.doubleToLongBits(v));
    }

    public final void writeBytes(String s) throws IOException {
        int len = s.length();
        byte[] b = new byte[len];
        for (int i = 0; i < len; i++) {
            b[i] = (byte) s.charAt(i);
        }
        write(b, 0, len);
    }

    public final void writeChars(String s) throws IOException {
        int len = s.length();
        byte[] b = new byte[len * 2];
        for (int i = 0; i < len; i++) {
            char c = s.charAt(i);
            b[2 * i] = (byte) (c >>> 8);
            b[2 * i + 1] = (byte) c;
        }
        write(b, 0, b.length);
    }

    public final void writeUTF(String str) throws IOException {
        DataOutputStream.writeUTF(str, this);
    }
}
