package java.util.function;

/** java.util.function.DoubleBinaryOperator. */
@FunctionalInterface
public interface DoubleBinaryOperator {
    double applyAsDouble(double left, double right);
}
