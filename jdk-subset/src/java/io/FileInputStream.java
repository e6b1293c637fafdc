package java.io;

/**
 * java.io.FileInputStream: reads bytes from a file opened by name (O_RDONLY; a directory fails
 * with "name (Is a directory)" as in the JDK) or from an open FileDescriptor (stdin). Every read
 * is one native read(2); there is no buffering. skip and available use lseek and fstat as the
 * JDK does, so skipping past the end is allowed and a negative skip moves back. Standard input
 * keeps the InputStream defaults for skip and available (its bytes sit in the VM's buffer).
 * Once closed, reads throw IOException("Stream Closed") — except reads of 0 bytes, which return 0
 * as on HotSpot.
 */
public class FileInputStream extends InputStream {
    private final FileDescriptor fd;
    private final String path;
    private final Object closeLock = new Object();
    private volatile boolean closed;

    public FileInputStream(String name) throws FileNotFoundException {
        this(name != null ? new File(name) : null);
    }

    public FileInputStream(File file) throws FileNotFoundException {
        String name = (file != null ? file.getPath() : null);
        if (name == null) {
            throw new NullPointerException();
        }
        if (file.isInvalid()) {
            throw new FileNotFoundException("Invalid file path");
        }
        this.path = name;
        this.fd = new FileDescriptor(UnixFileSystem.open0(name, UnixFileSystem.OPEN_READ));
    }

    public FileInputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fd = fdObj;
        this.path = null;
    }

    /** Reads up to len bytes into b at off; returns the count, or -1 at end of file. */
    static native int readBytes(int fd, byte[] b, int off, int len) throws IOException;

    public int read() throws IOException {
        byte[] b = new byte[1];
        int n = readBytes(fd.fd(), b, 0, 1);
        return (n <= 0) ? -1 : (b[0] & 0xff);
    }

    public int read(byte[] b) throws IOException {
        return readBytes(fd.fd(), b, 0, b.length);
    }

    public int read(byte[] b, int off, int len) throws IOException {
        return readBytes(fd.fd(), b, off, len);
    }

    public long skip(long n) throws IOException {
        if (isStdin()) {
            return super.skip(n);
        }
        int f = UnixFileSystem.checkedFd(fd);
        long cur = UnixFileSystem.seek0(f, 0, 1);
        long end = UnixFileSystem.seek0(f, n, 1);
        return end - cur;
    }

    public int available() throws IOException {
        if (isStdin()) {
            UnixFileSystem.checkedFd(fd);
            return super.available();
        }
        return UnixFileSystem.available0(fd.fd());
    }

    private boolean isStdin() {
        return fd == FileDescriptor.in;
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
