package java.lang;

/**
 * java.lang.Record: the superclass of every record class (JDK 16+). A record's toString, equals
 * and hashCode are invokedynamic sites of java.lang.runtime.ObjectMethods.bootstrap, which the
 * VM links itself (vm/src/interp/bootstraps.rs); the class library has no java.lang.invoke.
 */
public abstract class Record {
    protected Record() {
    }

    @Override
    public abstract boolean equals(Object obj);

    @Override
    public abstract int hashCode();

    @Override
    public abstract String toString();
}
