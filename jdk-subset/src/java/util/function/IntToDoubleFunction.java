package java.util.function;

/** java.util.function.IntToDoubleFunction. */
@FunctionalInterface
public interface IntToDoubleFunction {
    double applyAsDouble(int value);
}
