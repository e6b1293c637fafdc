package java.io;

/** java.io.FileDescriptor: just the OS file descriptor number (0, 1, 2 for in/out/err). */
public final class FileDescriptor {
    private final int fd;

    public static final FileDescriptor in = new FileDescriptor(0);
    public static final FileDescriptor out = new FileDescriptor(1);
    public static final FileDescriptor err = new FileDescriptor(2);

    public FileDescriptor() {
        this.fd = -1;
    }

    private FileDescriptor(int fd) {
        this.fd = fd;
    }

    int fd() {
        return fd;
    }

    public boolean valid() {
        return fd >= 0;
    }

    public void sync() throws SyncFailedException {
    }
}
