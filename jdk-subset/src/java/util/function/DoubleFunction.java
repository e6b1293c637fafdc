package java.util.function;

/** java.util.function.DoubleFunction. */
@FunctionalInterface
public interface DoubleFunction<R> {
    R apply(double value);
}
