package java.io;

/**
 * java.io.FileDescriptor: the OS file descriptor number (0, 1, 2 for in/out/err, others for files
 * opened by name). Streams made from one descriptor (getFD, new FileInputStream(fd)) share it;
 * closing any of them closes it for all, as in the JDK: the number becomes -1, valid() turns false
 * and further reads and writes throw IOException("Stream Closed").
 */
public final class FileDescriptor {
    private volatile int fd;

    public static final FileDescriptor in = new FileDescriptor(0);
    public static final FileDescriptor out = new FileDescriptor(1);
    public static final FileDescriptor err = new FileDescriptor(2);

    public FileDescriptor() {
        this.fd = -1;
    }

    FileDescriptor(int fd) {
        this.fd = fd;
    }

    int fd() {
        return fd;
    }

    /** Closes the descriptor once (later calls do nothing). */
    synchronized void close() {
        int n = fd;
        if (n >= 0) {
            fd = -1;
            UnixFileSystem.close0(n);
        }
    }

    public boolean valid() {
        return fd >= 0;
    }

    public void sync() throws SyncFailedException {
        if (fd < 0) {
            throw new SyncFailedException("sync failed");
        }
    }
}
