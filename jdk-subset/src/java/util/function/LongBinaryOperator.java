package java.util.function;

/** java.util.function.LongBinaryOperator. */
@FunctionalInterface
public interface LongBinaryOperator {
    long applyAsLong(long left, long right);
}
