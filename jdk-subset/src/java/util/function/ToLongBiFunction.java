package java.util.function;

/** java.util.function.ToLongBiFunction. */
@FunctionalInterface
public interface ToLongBiFunction<T, U> {
    long applyAsLong(T t, U u);
}
