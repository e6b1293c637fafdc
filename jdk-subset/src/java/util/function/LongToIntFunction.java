package java.util.function;

/** java.util.function.LongToIntFunction. */
@FunctionalInterface
public interface LongToIntFunction {
    int applyAsInt(long value);
}
