package java.util.function;

/** java.util.function.LongSupplier. */
@FunctionalInterface
public interface LongSupplier {
    long getAsLong();
}
