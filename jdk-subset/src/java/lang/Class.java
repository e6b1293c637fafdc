package java.lang;

/**
 * java.lang.Class: mirrors are created only by the VM ({@code vmClass} points back to the VM's
 * class). Supports names, type tests, the superclass/component type, enum constants,
 * forName and newInstance. Not provided: reflection (fields, methods, constructors,
 * annotations), class loaders (getClassLoader returns null), resources, packages.
 */
public final class Class<T> implements java.io.Serializable, java.lang.reflect.Type {
    private static final long serialVersionUID = 3206093459760846163L;

    private static final int ANNOTATION = 0x00002000;
    private static final int ENUM = 0x00004000;
    private static final int SYNTHETIC = 0x00001000;

    /** The VM's class, set by the VM when it creates the mirror. */
    private transient long vmClass;

    /** Cached enum constants (shared, never handed out without cloning). */
    private transient volatile T[] enumConstants;

    private Class() {
    }

    public String toString() {
        return (isInterface() ? "interface " : (isPrimitive() ? "" : "class ")) + getName();
    }

    /** Java 8: like toString, plus modifiers and type parameters; here without type parameters. */
    public String toGenericString() {
        if (isPrimitive()) {
            return toString();
        }
        StringBuilder sb = new StringBuilder();
        int mods = getModifiers() & ~0x0200 & ~0x0400 & ~0x0020;
        if (isInterface()) {
            mods &= ~0x0400;
        }
        String m = java.lang.reflect.Modifier.toString(mods & (0x0001 | 0x0002 | 0x0004 | 0x0008 | 0x0010));
        if (!m.isEmpty()) {
            sb.append(m).append(' ');
        }
        if (isAnnotation()) {
            sb.append('@');
        }
        if (isInterface()) {
            sb.append("interface");
        } else if (isEnum()) {
            sb.append("enum");
        } else {
            sb.append("class");
        }
        sb.append(' ').append(getName());
        return sb.toString();
    }

    public static Class<?> forName(String className) throws ClassNotFoundException {
        if (className == null) {
            throw new NullPointerException();
        }
        Class<?> c = forName0(className);
        if (c == null) {
            throw new ClassNotFoundException(className);
        }
        return c;
    }

    public static Class<?> forName(String name, boolean initialize, Object loader) throws ClassNotFoundException {
        return forName(name);
    }

    /** Loads (and initializes) the named class ("a.b.C" or "[I" form); null if not found. */
    private static native Class<?> forName0(String className);

    /** The mirror of a primitive type or void, by its Java name ("int", "void", ...). */
    static native Class<?> getPrimitiveClass(String name);

    private native Object newInstance0() throws InstantiationException, IllegalAccessException;

    @SuppressWarnings("unchecked")
    @Deprecated
    public T newInstance() throws InstantiationException, IllegalAccessException {
        if (isPrimitive() || isArray() || isInterface() || (getModifiers() & 0x0400) != 0) {
            throw new InstantiationException(getName());
        }
        return (T) newInstance0();
    }

    public native boolean isInstance(Object obj);

    public native boolean isAssignableFrom(Class<?> cls);

    public native boolean isInterface();

    public native boolean isArray();

    public native boolean isPrimitive();

    public boolean isAnnotation() {
        return (getModifiers() & ANNOTATION) != 0;
    }

    public boolean isSynthetic() {
        return (getModifiers() & SYNTHETIC) != 0;
    }

    public native String getName();

    public native String getSimpleName();

    public native Class<? super T> getSuperclass();

    public native Class<?> getComponentType();

    public native int getModifiers();

    /** Java 12. */
    public Class<?> componentType() {
        return getComponentType();
    }

    /** Java 12. */
    public String descriptorString() {
        if (isPrimitive()) {
            String n = getName();
            switch (n) {
                case "boolean":
                    return "Z";
                case "long":
                    return "J";
                default:
                    return String.valueOf(Character.toUpperCase(n.charAt(0)));
            }
        }
        if (isArray()) {
            return getName().replace('.', '/');
        }
        return "L" + getName().replace('.', '/') + ";";
    }

    public String getTypeName() {
        if (isArray()) {
            Class<?> cl = this;
            int dimensions = 0;
            while (cl.isArray()) {
                dimensions++;
                cl = cl.getComponentType();
            }
            StringBuilder sb = new StringBuilder(cl.getName());
            for (int i = 0; i < dimensions; i++) {
                sb.append("[]");
            }
            return sb.toString();
        }
        return getName();
    }

    /** The canonical name, approximated: '$' separators become '.', arrays get "[]". */
    public String getCanonicalName() {
        if (isArray()) {
            String c = getComponentType().getCanonicalName();
            return (c == null) ? null : c + "[]";
        }
        String n = getName();
        if (getSimpleName().isEmpty()) {
            return null; // anonymous class
        }
        return n.replace('$', '.');
    }

    /** Java 9. */
    public String getPackageName() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return "java.lang";
        }
        String cn = c.getName();
        int dot = cn.lastIndexOf('.');
        return (dot != -1) ? cn.substring(0, dot) : "";
    }

    public boolean isEnum() {
        return (getModifiers() & ENUM) != 0 && getSuperclass() == Enum.class;
    }

    public boolean isAnonymousClass() {
        return !isArray() && !isPrimitive() && getSimpleName().isEmpty();
    }

    public Object getClassLoader() {
        return null;
    }

    /** Whether -ea/-da/-esa/-dsa enable assertions for this class (the VM decides). */
    public native boolean desiredAssertionStatus();

    @SuppressWarnings("unchecked")
    public T cast(Object obj) {
        if (obj != null && !isInstance(obj)) {
            throw new ClassCastException("Cannot cast " + obj.getClass().getName() + " to " + getName());
        }
        return (T) obj;
    }

    @SuppressWarnings("unchecked")
    public <U> Class<? extends U> asSubclass(Class<U> clazz) {
        if (clazz.isAssignableFrom(this)) {
            return (Class<? extends U>) this;
        }
        throw new ClassCastException(this.toString());
    }

    /** The enum constants in declaration order (a fresh copy), or null if not an enum. */
    public T[] getEnumConstants() {
        T[] values = getEnumConstantsShared();
        return (values != null) ? values.clone() : null;
    }

    /** Returns the VM's constants array of an enum class (the values() result); null otherwise. */
    private native Object[] getEnumConstants0();

    @SuppressWarnings("unchecked")
    T[] getEnumConstantsShared() {
        T[] constants = enumConstants;
        if (constants == null) {
            if (!isEnum()) {
                return null;
            }
            constants = (T[]) getEnumConstants0();
            enumConstants = constants;
        }
        return constants;
    }
}
