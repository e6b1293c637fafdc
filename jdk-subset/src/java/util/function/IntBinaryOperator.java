package java.util.function;

/** java.util.function.IntBinaryOperator. */
@FunctionalInterface
public interface IntBinaryOperator {
    int applyAsInt(int left, int right);
}
