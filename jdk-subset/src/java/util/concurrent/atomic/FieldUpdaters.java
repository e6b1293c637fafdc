package java.util.concurrent.atomic;

import java.lang.reflect.Modifier;
import jdk.internal.misc.Unsafe;

/**
 * What the three field updaters share: finding the field and checking it as the JDK's
 * reflection-based constructors do, without reflection. {@link Unsafe#declaredField} tells the
 * declared field's access flags and descriptor; the caller (the class whose code called
 * newUpdater, which the JDK gets from Reflection.getCallerClass) is read off a stack trace. The
 * access check follows Reflection.verifyMemberAccess for classes without nestmates (the -target 8
 * class files): public always, private only from the declaring class itself, package access from
 * the same package, protected from the same package or a subclass. Failures are wrapped in a
 * RuntimeException as the JDK wraps what reflection throws.
 */
final class FieldUpdaters {
    static final Unsafe U = Unsafe.getUnsafe();

    private FieldUpdaters() {
    }

    /** A declared field: its access flags and descriptor. */
    static final class FieldInfo {
        final int modifiers;
        final String descriptor;
        /** The class the updater accepts objects of (tclass, or the caller for protected access). */
        final Class<?> cclass;

        FieldInfo(int modifiers, String descriptor, Class<?> cclass) {
            this.modifiers = modifiers;
            this.descriptor = descriptor;
            this.cclass = cclass;
        }
    }

    /**
     * Finds {@code fieldName} declared by {@code tclass} and checks that the class that called
     * {@code updater.newUpdater} may access it. Throws RuntimeException wrapping
     * NoSuchFieldException, IllegalAccessException or the NullPointerException of a null argument.
     */
    static FieldInfo find(Class<?> tclass, String fieldName, Class<?> updater) {
        String info;
        try {
            info = U.declaredField(tclass, fieldName);
        } catch (NullPointerException e) {
            throw new RuntimeException(e);
        }
        if (info == null) {
            throw new RuntimeException(new NoSuchFieldException(fieldName));
        }
        int modifiers = info.charAt(0);
        Class<?> caller = callerOf(updater);
        if (caller != null && !accessible(caller, tclass, modifiers)) {
            throw new RuntimeException(new IllegalAccessException(caller + " cannot access a member of " + tclass
                    + moduleSuffix(tclass) + modifiersSuffix(modifiers)));
        }
        Class<?> cclass = tclass;
        if (caller != null && Modifier.isProtected(modifiers) && tclass.isAssignableFrom(caller)
                && !samePackage(tclass, caller)) {
            // A protected field reached from a subclass elsewhere: only the caller's instances.
            cclass = caller;
        }
        return new FieldInfo(modifiers, info.substring(1), cclass);
    }

    /**
     * The offset of an instance field; a static one is an IllegalArgumentException without
     * message, as HotSpot's Unsafe.objectFieldOffset gives for it.
     */
    static long offset(Class<?> tclass, String fieldName, FieldInfo f) {
        if (Modifier.isStatic(f.modifiers)) {
            throw new IllegalArgumentException();
        }
        return U.objectFieldOffset(tclass, fieldName);
    }

    /** The exception of an update on an object the updater does not accept. */
    static RuntimeException accessCheckException(Class<?> cclass, Class<?> tclass, Object obj) {
        if (cclass == tclass) {
            return new ClassCastException();
        }
        return new RuntimeException(new IllegalAccessException("Class " + cclass.getName()
                + " can not access a protected member of class " + tclass.getName()
                + " using an instance of " + obj.getClass().getName()));
    }

    /** The class whose code called {@code updater.newUpdater} (null if it cannot be told). */
    private static Class<?> callerOf(Class<?> updater) {
        StackTraceElement[] st = new Throwable().getStackTrace();
        String name = updater.getName();
        for (int i = 0; i + 1 < st.length; i++) {
            if (st[i].getMethodName().equals("newUpdater") && st[i].getClassName().equals(name)) {
                try {
                    return Class.forName(st[i + 1].getClassName());
                } catch (ClassNotFoundException e) {
                    return null;
                }
            }
        }
        return null;
    }

    private static boolean accessible(Class<?> caller, Class<?> member, int modifiers) {
        if (caller == member || Modifier.isPublic(modifiers)) {
            return true;
        }
        if (Modifier.isPrivate(modifiers)) {
            return false;
        }
        if (Modifier.isProtected(modifiers) && member.isAssignableFrom(caller)) {
            return true;
        }
        return samePackage(caller, member);
    }

    private static boolean samePackage(Class<?> a, Class<?> b) {
        return a.getPackageName().equals(b.getPackageName());
    }

    /** java.* classes live in module java.base, which IllegalAccessException's message names. */
    private static String moduleSuffix(Class<?> c) {
        return c.getName().startsWith("java.") ? " (in module java.base)" : "";
    }

    private static String modifiersSuffix(int modifiers) {
        if ((modifiers & (Modifier.PUBLIC | Modifier.PROTECTED | Modifier.PRIVATE)) == 0) {
            return " with package access";
        }
        return " with modifiers \"" + Modifier.toString(modifiers & 0xfff) + "\"";
    }
}
