package java.util.function;

/** java.util.function.DoubleToIntFunction. */
@FunctionalInterface
public interface DoubleToIntFunction {
    int applyAsInt(double value);
}
