package java.util.function;

/** java.util.function.ToLongFunction. */
@FunctionalInterface
public interface ToLongFunction<T> {
    long applyAsLong(T value);
}
