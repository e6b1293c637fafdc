package java.lang;

import java.util.Iterator;
import java.util.function.Consumer;

/** java.lang.Iterable with the default forEach (no spliterator: streams are not provided). */
public interface Iterable<T> {
    Iterator<T> iterator();

    default void forEach(Consumer<? super T> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (T t : this) {
            action.accept(t);
        }
    }
}
