package java.io;

/** java.io.FilenameFilter: selects the names File.list/listFiles(FilenameFilter) return. */
@FunctionalInterface
public interface FilenameFilter {
    boolean accept(File dir, String name);
}
