package java.lang.reflect;

/**
 * java.lang.reflect.Array: creation of arrays of a runtime component type (native newArray)
 * and element access written in Java with instanceof tests. Multi-dimensional newInstance
 * builds nested arrays level by level.
 */
public final class Array {
    private Array() {
    }

    /** Creates a one-dimensional array of the given component type (not void) and length. */
    private static native Object newArray(Class<?> componentType, int length);

    public static Object newInstance(Class<?> componentType, int length) throws NegativeArraySizeException {
        if (componentType == null) {
            throw new NullPointerException();
        }
        if (componentType == Void.TYPE) {
            throw new IllegalArgumentException();
        }
        if (length < 0) {
            throw new NegativeArraySizeException(String.valueOf(length));
        }
        return newArray(componentType, length);
    }

    public static Object newInstance(Class<?> componentType, int... dimensions)
            throws IllegalArgumentException, NegativeArraySizeException {
        if (dimensions.length == 0) {
            throw new IllegalArgumentException("Empty dimensions array");
        }
        for (int i = 0; i < dimensions.length; i++) {
            if (dimensions[i] < 0) {
                throw new NegativeArraySizeException(String.valueOf(dimensions[i]));
            }
        }
        return build(componentType, dimensions, 0);
    }

    private static Object build(Class<?> componentType, int[] dims, int level) {
        // the element type at this level is componentType with (dims.length - level - 1) extra dimensions
        Class<?> elem = componentType;
        for (int i = level + 1; i < dims.length; i++) {
            elem = newArray(elem, 0).getClass();
        }
        Object a = newInstance(elem, dims[level]);
        if (level + 1 < dims.length) {
            Object[] oa = (Object[]) a;
            for (int i = 0; i < oa.length; i++) {
                oa[i] = build(componentType, dims, level + 1);
            }
        }
        return a;
    }

    public static int getLength(Object array) throws IllegalArgumentException {
        if (array instanceof Object[]) {
            return ((Object[]) array).length;
        } else if (array instanceof int[]) {
            return ((int[]) array).length;
        } else if (array instanceof long[]) {
            return ((long[]) array).length;
        } else if (array instanceof double[]) {
            return ((double[]) array).length;
        } else if (array instanceof byte[]) {
            return ((byte[]) array).length;
        } else if (array instanceof char[]) {
            return ((char[]) array).length;
        } else if (array instanceof boolean[]) {
            return ((boolean[]) array).length;
        } else if (array instanceof float[]) {
            return ((float[]) array).length;
        } else if (array instanceof short[]) {
            return ((short[]) array).length;
        }
        throw notAnArray(array);
    }

    private static RuntimeException notAnArray(Object array) {
        if (array == null) {
            return new NullPointerException();
        }
        return new IllegalArgumentException("Argument is not an array");
    }

    public static Object get(Object array, int index) throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        if (array instanceof Object[]) {
            return ((Object[]) array)[index];
        } else if (array instanceof int[]) {
            return ((int[]) array)[index];
        } else if (array instanceof long[]) {
            return ((long[]) array)[index];
        } else if (array instanceof double[]) {
            return ((double[]) array)[index];
        } else if (array instanceof byte[]) {
            return ((byte[]) array)[index];
        } else if (array instanceof char[]) {
            return ((char[]) array)[index];
        } else if (array instanceof boolean[]) {
            return ((boolean[]) array)[index];
        } else if (array instanceof float[]) {
            return ((float[]) array)[index];
        } else if (array instanceof short[]) {
            return ((short[]) array)[index];
        }
        throw notAnArray(array);
    }

    public static void set(Object array, int index, Object value)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        if (array instanceof Object[]) {
            Object[] a = (Object[]) array;
            if (value != null && !a.getClass().getComponentType().isInstance(value)) {
                throw new IllegalArgumentException("array element type mismatch");
            }
            a[index] = value;
            return;
        }
        if (array == null) {
            throw new NullPointerException();
        }
        try {
            if (array instanceof int[]) {
                ((int[]) array)[index] = toInt(value);
            } else if (array instanceof long[]) {
                ((long[]) array)[index] = value instanceof Long ? (Long) value : toInt(value);
            } else if (array instanceof double[]) {
                ((double[]) array)[index] = value instanceof Double ? (Double) value
                        : value instanceof Float ? (Float) value
                        : value instanceof Long ? (Long) value : toInt(value);
            } else if (array instanceof float[]) {
                ((float[]) array)[index] = value instanceof Float ? (Float) value
                        : value instanceof Long ? (Long) value : toInt(value);
            } else if (array instanceof byte[]) {
                ((byte[]) array)[index] = (Byte) value;
            } else if (array instanceof char[]) {
                ((char[]) array)[index] = (Character) value;
            } else if (array instanceof boolean[]) {
                ((boolean[]) array)[index] = (Boolean) value;
            } else if (array instanceof short[]) {
                ((short[]) array)[index] = value instanceof Byte ? (Byte) value : (Short) value;
            } else {
                throw new IllegalArgumentException("Argument is not an array");
            }
        } catch (ClassCastException | NullPointerException e) {
            throw new IllegalArgumentException("argument type mismatch");
        }
    }

    private static int toInt(Object v) {
        if (v instanceof Integer) {
            return (Integer) v;
        } else if (v instanceof Short) {
            return (Short) v;
        } else if (v instanceof Byte) {
            return (Byte) v;
        } else if (v instanceof Character) {
            return (Character) v;
        }
        throw new ClassCastException();
    }

    public static int getInt(Object array, int index) {
        Object v = get(array, index);
        try {
            return toInt(v);
        } catch (ClassCastException e) {
            throw new IllegalArgumentException("Argument is not an array of a type widening to int");
        }
    }

    public static long getLong(Object array, int index) {
        Object v = get(array, index);
        return (v instanceof Long) ? (Long) v : getInt(array, index);
    }

    public static double getDouble(Object array, int index) {
        Object v = get(array, index);
        if (v instanceof Double) {
            return (Double) v;
        }
        if (v instanceof Float) {
            return (Float) v;
        }
        return getLong(array, index);
    }

    public static boolean getBoolean(Object array, int index) {
        return ((boolean[]) array)[index];
    }

    public static char getChar(Object array, int index) {
        return ((char[]) array)[index];
    }

    public static void setInt(Object array, int index, int v) {
        set(array, index, Integer.valueOf(v));
    }

    public static void setLong(Object array, int index, long v) {
        set(array, index, Long.valueOf(v));
    }

    public static void setDouble(Object array, int index, double v) {
        set(array, index, Double.valueOf(v));
    }

    public static void setBoolean(Object array, int index, boolean v) {
        set(array, index, Boolean.valueOf(v));
    }

    public static void setChar(Object array, int index, char v) {
        set(array, index, Character.valueOf(v));
    }
}
