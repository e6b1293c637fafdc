package java.util.function;

/** java.util.function.IntFunction. */
@FunctionalInterface
public interface IntFunction<R> {
    R apply(int value);
}
