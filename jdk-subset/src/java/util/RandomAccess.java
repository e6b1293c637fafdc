package java.util;

/** Marker interface: the list supports fast (constant time) random access. */
public interface RandomAccess {
}
