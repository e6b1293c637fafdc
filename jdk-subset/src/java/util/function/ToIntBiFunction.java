package java.util.function;

/** java.util.function.ToIntBiFunction. */
@FunctionalInterface
public interface ToIntBiFunction<T, U> {
    int applyAsInt(T t, U u);
}
