package java.util.function;

/** java.util.function.BooleanSupplier. */
@FunctionalInterface
public interface BooleanSupplier {
    boolean getAsBoolean();
}
