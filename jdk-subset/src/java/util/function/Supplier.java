package java.util.function;

/** java.util.function.Supplier. */
@FunctionalInterface
public interface Supplier<T> {
    T get();
}
