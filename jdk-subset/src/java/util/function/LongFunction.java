package java.util.function;

/** java.util.function.LongFunction. */
@FunctionalInterface
public interface LongFunction<R> {
    R apply(long value);
}
