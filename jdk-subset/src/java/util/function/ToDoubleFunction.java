package java.util.function;

/** java.util.function.ToDoubleFunction. */
@FunctionalInterface
public interface ToDoubleFunction<T> {
    double applyAsDouble(T value);
}
