package java.util;

/** Marker interface for event listeners. */
public interface EventListener {
}
