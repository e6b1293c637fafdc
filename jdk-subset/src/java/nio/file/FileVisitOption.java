package java.nio.file;

/** Options of {@link Files#walk}: symbolic links are not followed here in any case. */
public enum FileVisitOption {
    FOLLOW_LINKS
}
