package java.util.function;

/** java.util.function.ObjIntConsumer. */
@FunctionalInterface
public interface ObjIntConsumer<T> {
    void accept(T t, int value);
}
