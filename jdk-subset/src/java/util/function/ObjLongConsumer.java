package java.util.function;

/** java.util.function.ObjLongConsumer. */
@FunctionalInterface
public interface ObjLongConsumer<T> {
    void accept(T t, long value);
}
