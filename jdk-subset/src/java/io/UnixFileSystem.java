package java.io;

/**
 * The file natives of java.io (implemented in vm/src/natives/file.rs): opening a file by name
 * into a descriptor, the descriptor operations FileInputStream, FileOutputStream and
 * RandomAccessFile share, and the path queries and updates of File. Each is one POSIX call as in
 * the JDK's own natives, so results and error texts (strerror) match HotSpot. Reading and writing
 * bytes go through FileInputStream.readBytes and FileOutputStream.writeBytes.
 */
final class UnixFileSystem {
    private UnixFileSystem() {
    }

    /** Open modes of open0. */
    static final int OPEN_READ = 0;
    static final int OPEN_WRITE = 1;
    static final int OPEN_APPEND = 2;
    static final int OPEN_RW = 3;
    static final int OPEN_RWS = 4;
    static final int OPEN_RWD = 5;

    /** Attribute bits of getAttributes0 (the JDK's FileSystem.BA_*). */
    static final int BA_EXISTS = 0x01;
    static final int BA_REGULAR = 0x02;
    static final int BA_DIRECTORY = 0x04;

    /** Access kinds of checkAccess0/setPermission0 (R_OK, W_OK, X_OK). */
    static final int ACCESS_READ = 4;
    static final int ACCESS_WRITE = 2;
    static final int ACCESS_EXECUTE = 1;

    /** Kinds of getSpace0. */
    static final int SPACE_TOTAL = 0;
    static final int SPACE_FREE = 1;
    static final int SPACE_USABLE = 2;

    /** Opens path; throws FileNotFoundException("path (strerror)") as the JDK. */
    static native int open0(String path, int mode) throws FileNotFoundException;

    /** Closes fd (the standard descriptors 0-2 stay open for the VM). */
    static native void close0(int fd);

    /** Bytes readable without blocking; IOException("Stream Closed") for fd -1. */
    static native int available0(int fd) throws IOException;

    /** lseek: whence 0 = start, 1 = current, 2 = end; returns the new position. */
    static native long seek0(int fd, long offset, int whence) throws IOException;

    static native long length0(int fd) throws IOException;

    static native void setLength0(int fd, long length) throws IOException;

    static native int getAttributes0(String path);

    static native long getLength0(String path);

    static native long getLastModified0(String path);

    static native boolean setLastModified0(String path, long millis);

    static native boolean checkAccess0(String path, int access);

    static native boolean setPermission0(String path, int access, boolean enable, boolean ownerOnly);

    static native boolean setReadOnly0(String path);

    static native boolean createFileExclusively0(String path) throws IOException;

    static native boolean delete0(String path);

    static native boolean createDirectory0(String path);

    static native boolean rename0(String from, String to);

    static native String[] list0(String path);

    static native long getSpace0(String path, int which);

    /** The canonical form of an absolute path (realpath of its longest existing prefix). */
    static native String canonicalize0(String path) throws IOException;

    /** The fd of a descriptor, or IOException("Stream Closed") once it is closed. */
    static int checkedFd(FileDescriptor fd) throws IOException {
        int n = fd.fd();
        if (n < 0) {
            throw new IOException("Stream Closed");
        }
        return n;
    }
}
