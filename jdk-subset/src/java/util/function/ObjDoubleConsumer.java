package java.util.function;

/** java.util.function.ObjDoubleConsumer. */
@FunctionalInterface
public interface ObjDoubleConsumer<T> {
    void accept(T t, double value);
}
