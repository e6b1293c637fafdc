package java.io;

/**
 * java.io.FileOutputStream over an already open file descriptor (stdout/stderr). Bytes go
 * straight to the native writeBytes; there is no buffering. Opening files by name is not
 * supported.
 */
public class FileOutputStream extends OutputStream {
    private final FileDescriptor fd;
    private volatile boolean closed;

    public FileOutputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fd = fdObj;
    }

    /** Writes len bytes of b from off to the file descriptor fd. */
    private static native void writeBytes(int fd, byte[] b, int off, int len) throws IOException;

    public void write(int b) throws IOException {
        writeBytes(fd.fd(), new byte[] { (byte) b }, 0, 1);
    }

    public void write(byte[] b) throws IOException {
        writeBytes(fd.fd(), b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        checkFromIndexSize(off, len, b.length);
        writeBytes(fd.fd(), b, off, len);
    }

    public void close() throws IOException {
        closed = true;
    }

    public final FileDescriptor getFD() throws IOException {
        return fd;
    }
}
