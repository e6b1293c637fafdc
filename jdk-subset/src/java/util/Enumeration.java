package java.util;

/** java.util.Enumeration, with the Java 9 asIterator() default. */
public interface Enumeration<E> {
    boolean hasMoreElements();

    E nextElement();

    default Iterator<E> asIterator() {
        return new Iterator<E>() {
            @Override
            public boolean hasNext() {
                return hasMoreElements();
            }

            @Override
            public E next() {
                return nextElement();
            }
        };
    }
}
