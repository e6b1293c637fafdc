package java.io;

/**
 * java.io.FileOutputStream: writes bytes to a file opened by name (created if missing with mode
 * 0666 less the umask; truncated, or appended to with append = true) or to an open
 * FileDescriptor (stdout/stderr). Every write is one native write(2) loop; there is no
 * buffering, so the bytes are in the file when write returns. Once closed, writes throw
 * IOException("Stream Closed") (writes of 0 bytes do nothing, as on HotSpot).
 */
public class FileOutputStream extends OutputStream {
    private final FileDescriptor fd;
    private final String path;
    private final Object closeLock = new Object();
    private volatile boolean closed;

    public FileOutputStream(String name) throws FileNotFoundException {
        this(name != null ? new File(name) : null, false);
    }

    public FileOutputStream(String name, boolean append) throws FileNotFoundException {
        this(name != null ? new File(name) : null, append);
    }

    public FileOutputStream(File file) throws FileNotFoundException {
        this(file, false);
    }

    public FileOutputStream(File file, boolean append) throws FileNotFoundException {
        String name = (file != null ? file.getPath() : null);
        if (name == null) {
            throw new NullPointerException();
        }
        if (file.isInvalid()) {
            throw new FileNotFoundException("Invalid file path");
        }
        this.path = name;
        int mode = append ? UnixFileSystem.OPEN_APPEND : UnixFileSystem.OPEN_WRITE;
        this.fd = new FileDescriptor(UnixFileSystem.open0(name, mode));
    }

    public FileOutputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fd = fdObj;
        this.path = null;
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
        writeBytes(fd.fd(), b, off, len);
    }

    /** For RandomAccessFile, which writes through the same native. */
    static void writeTo(int fd, byte[] b, int off, int len) throws IOException {
        writeBytes(fd, b, off, len);
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

    public final FileDescriptor getFD() throws IOException {
        return fd;
    }
}
