package java.util.function;

/** java.util.function.IntToLongFunction. */
@FunctionalInterface
public interface IntToLongFunction {
    long applyAsLong(int value);
}
