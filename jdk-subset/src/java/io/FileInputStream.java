package java.io;

/**
 * java.io.FileInputStream over an already open file descriptor (stdin). Reads go straight to
 * the native readBytes (which returns -1 at end of file). Opening files by name is not supported.
 */
public class FileInputStream extends InputStream {
    private final FileDescriptor fd;
    private volatile boolean closed;

    public FileInputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fd = fdObj;
    }

    /** Reads up to len bytes into b at off; returns the count, or -1 at end of file. */
    private static native int readBytes(int fd, byte[] b, int off, int len) throws IOException;

    public int read() throws IOException {
        byte[] b = new byte[1];
        int n = readBytes(fd.fd(), b, 0, 1);
        return (n <= 0) ? -1 : (b[0] & 0xff);
    }

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public int read(byte[] b, int off, int len) throws IOException {
        OutputStream.checkFromIndexSize(off, len, b.length);
        if (len == 0) {
            return 0;
        }
        return readBytes(fd.fd(), b, off, len);
    }

    public void close() throws IOException {
        closed = true;
    }

    public final FileDescriptor getFD() throws IOException {
        return fd;
    }
}
