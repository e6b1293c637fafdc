package java.lang;

/** java.lang.InheritableThreadLocal: values are copied (via childValue) into new threads. */
public class InheritableThreadLocal<T> extends ThreadLocal<T> {

    public InheritableThreadLocal() {
    }

    protected T childValue(T parentValue) {
        return parentValue;
    }

    Values values(Thread t) {
        return t.inheritableThreadLocals;
    }

    Values createValues(Thread t) {
        Values v = new Values();
        t.inheritableThreadLocals = v;
        return v;
    }
}
