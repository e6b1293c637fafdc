package java.util.function;

/** java.util.function.LongToDoubleFunction. */
@FunctionalInterface
public interface LongToDoubleFunction {
    double applyAsDouble(long value);
}
