package java.util.function;

/** java.util.function.IntSupplier. */
@FunctionalInterface
public interface IntSupplier {
    int getAsInt();
}
