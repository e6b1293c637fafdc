package java.io;

/**
 * java.io.FileWriter: an OutputStreamWriter (UTF-8) over a FileOutputStream. The bytes pass
 * through an 8 KiB buffer (the JDK's writer keeps one of that size), so they reach the file on
 * flush, close, or when the buffer fills.
 */
public class FileWriter extends OutputStreamWriter {
    public FileWriter(String fileName) throws IOException {
        super(new BufferedOutputStream(new FileOutputStream(fileName), 8192));
    }

    public FileWriter(String fileName, boolean append) throws IOException {
        super(new BufferedOutputStream(new FileOutputStream(fileName, append), 8192));
    }

    public FileWriter(File file) throws IOException {
        super(new BufferedOutputStream(new FileOutputStream(file), 8192));
    }

    public FileWriter(File file, boolean append) throws IOException {
        super(new BufferedOutputStream(new FileOutputStream(file, append), 8192));
    }

    public FileWriter(FileDescriptor fd) {
        super(new BufferedOutputStream(new FileOutputStream(fd), 8192));
    }
}
