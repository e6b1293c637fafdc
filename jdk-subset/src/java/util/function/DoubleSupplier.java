package java.util.function;

/** java.util.function.DoubleSupplier. */
@FunctionalInterface
public interface DoubleSupplier {
    double getAsDouble();
}
