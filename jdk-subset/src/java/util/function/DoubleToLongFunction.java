package java.util.function;

/** java.util.function.DoubleToLongFunction. */
@FunctionalInterface
public interface DoubleToLongFunction {
    long applyAsLong(double value);
}
