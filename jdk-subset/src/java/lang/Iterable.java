package java.lang;

import java.util.Iterator;
import java.util.function.Consumer;

/** java.lang.Iterable with the default forEach and spliterator. */
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

    default java.util.Spliterator<T> spliterator() {
        return java.util.Spliterators.spliteratorUnknownSize(iterator(), 0);
    }
}
