package java.util.function;

/** java.util.function.ToIntFunction. */
@FunctionalInterface
public interface ToIntFunction<T> {
    int applyAsInt(T value);
}
