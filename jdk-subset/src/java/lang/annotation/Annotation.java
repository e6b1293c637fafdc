package java.lang.annotation;

/** java.lang.annotation.Annotation: the common super-interface of annotation types. */
public interface Annotation {
    boolean equals(Object obj);

    int hashCode();

    String toString();

    Class<? extends Annotation> annotationType();
}
