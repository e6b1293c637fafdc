package java.nio.file;

import java.io.File;
import java.util.Iterator;

/** A file system path (always a Unix path here). */
public interface Path extends Comparable<Path>, Iterable<Path> {
    static Path of(String first, String... more) {
        return Paths.get(first, more);
    }

    boolean isAbsolute();

    Path getRoot();

    Path getFileName();

    Path getParent();

    int getNameCount();

    Path getName(int index);

    Path subpath(int beginIndex, int endIndex);

    boolean startsWith(Path other);

    default boolean startsWith(String other) {
        return startsWith(Paths.get(other));
    }

    boolean endsWith(Path other);

    default boolean endsWith(String other) {
        return endsWith(Paths.get(other));
    }

    Path normalize();

    Path resolve(Path other);

    default Path resolve(String other) {
        return resolve(Paths.get(other));
    }

    default Path resolveSibling(Path other) {
        Path parent = getParent();
        return (parent == null) ? other : parent.resolve(other);
    }

    default Path resolveSibling(String other) {
        return resolveSibling(Paths.get(other));
    }

    Path relativize(Path other);

    Path toAbsolutePath();

    default File toFile() {
        return new File(toString());
    }

    default Iterator<Path> iterator() {
        final Path self = this;
        return new Iterator<Path>() {
            private int i = 0;

            public boolean hasNext() {
                return i < self.getNameCount();
            }

            public Path next() {
                if (i < self.getNameCount()) {
                    return self.getName(i++);
                }
                throw new java.util.NoSuchElementException();
            }
        };
    }

    int compareTo(Path other);

    boolean equals(Object other);

    int hashCode();

    String toString();
}
