package java.lang.invoke;

/** java.lang.invoke.MethodType, reduced to a value holding the return and parameter types. */
public final class MethodType implements java.io.Serializable {
    private static final long serialVersionUID = 292L;

    private final Class<?> rtype;
    private final Class<?>[] ptypes;

    private MethodType(Class<?> rtype, Class<?>[] ptypes) {
        this.rtype = rtype;
        this.ptypes = ptypes;
    }

    public static MethodType methodType(Class<?> rtype, Class<?>... ptypes) {
        return new MethodType(rtype, ptypes.clone());
    }

    public static MethodType methodType(Class<?> rtype) {
        return new MethodType(rtype, new Class<?>[0]);
    }

    public Class<?> returnType() {
        return rtype;
    }

    public int parameterCount() {
        return ptypes.length;
    }

    public Class<?> parameterType(int num) {
        return ptypes[num];
    }

    public Class<?>[] parameterArray() {
        return ptypes.clone();
    }

    public boolean equals(Object x) {
        if (!(x instanceof MethodType)) {
            return false;
        }
        MethodType m = (MethodType) x;
        if (m.rtype != rtype || m.ptypes.length != ptypes.length) {
            return false;
        }
        for (int i = 0; i < ptypes.length; i++) {
            if (ptypes[i] != m.ptypes[i]) {
                return false;
            }
        }
        return true;
    }

    public int hashCode() {
        int h = 31 + rtype.hashCode();
        for (Class<?> p : ptypes) {
            h = 31 * h + p.hashCode();
        }
        return h;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < ptypes.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(ptypes[i].getSimpleName());
        }
        sb.append(')').append(rtype.getSimpleName());
        return sb.toString();
    }
}
