package java.lang.reflect;

/** java.lang.reflect.Type (only as the super-interface of Class). */
public interface Type {
    default String getTypeName() {
        return toString();
    }
}
