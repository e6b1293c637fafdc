package java.io;

/** java.io.FileFilter: selects the File objects File.listFiles(FileFilter) returns. */
@FunctionalInterface
public interface FileFilter {
    boolean accept(File pathname);
}
