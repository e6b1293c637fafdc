package java.lang;

import java.io.BufferedInputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;

/**
 * java.lang.System. Streams are created by the static initializer (stdout/stderr PrintStreams
 * that encode UTF-8 and write straight to the fd, System.in buffered). Properties come from the
 * native initProperties() (alternating keys and values) and live in a small private table.
 * getProperties() creates a java.util.Properties copy on first use, which then becomes the
 * live store. Differences: out/err/in are not final (setOut/setErr/setIn assign them
 * directly); no SecurityManager, no Console, getenv() (the Map) missing.
 */
public final class System {

    private System() {
    }

    public static InputStream in;
    public static PrintStream out;
    public static PrintStream err;

    /** Property keys and values, parallel arrays of size propCount. */
    private static String[] propKeys;
    private static String[] propValues;
    private static int propCount;

    static {
        String[] kv = initProperties();
        int n = (kv == null) ? 0 : kv.length / 2;
        propKeys = new String[n + 8];
        propValues = new String[n + 8];
        for (int i = 0; i < n; i++) {
            setProperty0(kv[2 * i], kv[2 * i + 1]);
        }
        if (getProperty0("line.separator") == null) {
            setProperty0("line.separator", "\n");
        }
        out = new PrintStream(new FileOutputStream(FileDescriptor.out), true);
        err = new PrintStream(new FileOutputStream(FileDescriptor.err), true);
        in = new BufferedInputStream(new FileInputStream(FileDescriptor.in));
    }

    public static void setIn(InputStream in) {
        System.in = in;
    }

    public static void setOut(PrintStream out) {
        System.out = out;
    }

    public static void setErr(PrintStream err) {
        System.err = err;
    }

    public static native long currentTimeMillis();

    public static native long nanoTime();

    public static native void arraycopy(Object src, int srcPos, Object dest, int destPos, int length);

    public static native int identityHashCode(Object x);

    /** Returns the initial system properties as alternating keys and values. */
    private static native String[] initProperties();

    private static native String getenv0(String name);

    /** Terminates the VM immediately (no shutdown hooks). */
    static native void exit0(int status);

    public static void exit(int status) {
        Runtime.getRuntime().exit(status);
    }

    public static void gc() {
        Runtime.getRuntime().gc();
    }

    public static void runFinalization() {
    }

    public static String lineSeparator() {
        return "\n";
    }

    public static String getenv(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        return getenv0(name);
    }

    // ---------------------------------------------------------------- properties

    private static void checkKey(String key) {
        if (key == null) {
            throw new NullPointerException("key can't be null");
        }
        if (key.isEmpty()) {
            throw new IllegalArgumentException("key can't be empty");
        }
    }

    public static String getProperty(String key) {
        checkKey(key);
        return getProperty0(key);
    }

    public static String getProperty(String key, String def) {
        checkKey(key);
        String v = getProperty0(key);
        return (v == null) ? def : v;
    }

    public static String setProperty(String key, String value) {
        checkKey(key);
        if (value == null) {
            throw new NullPointerException();
        }
        return setProperty0(key, value);
    }

    public static String clearProperty(String key) {
        checkKey(key);
        synchronized (System.class) {
            if (props != null) {
                return (String) props.remove(key);
            }
            for (int i = 0; i < propCount; i++) {
                if (propKeys[i].equals(key)) {
                    String old = propValues[i];
                    propCount--;
                    propKeys[i] = propKeys[propCount];
                    propValues[i] = propValues[propCount];
                    propKeys[propCount] = null;
                    propValues[propCount] = null;
                    return old;
                }
            }
        }
        return null;
    }

    /** Created by the first getProperties() call; from then on it holds the properties. */
    private static java.util.Properties props;

    /** The system properties as a live Properties object (changes are seen by getProperty). */
    public static synchronized java.util.Properties getProperties() {
        if (props == null) {
            java.util.Properties p = new java.util.Properties();
            for (int i = 0; i < propCount; i++) {
                p.setProperty(propKeys[i], propValues[i]);
            }
            props = p;
        }
        return props;
    }

    public static synchronized void setProperties(java.util.Properties p) {
        if (p == null) {
            props = null;
            propCount = 0;
            String[] kv = initProperties();
            for (int i = 0; kv != null && i + 1 < kv.length; i += 2) {
                setProperty0(kv[i], kv[i + 1]);
            }
        } else {
            props = p;
        }
    }

    private static synchronized String getProperty0(String key) {
        if (props != null) {
            return props.getProperty(key);
        }
        for (int i = 0; i < propCount; i++) {
            if (propKeys[i].equals(key)) {
                return propValues[i];
            }
        }
        return null;
    }

    private static synchronized String setProperty0(String key, String value) {
        if (props != null) {
            return (String) props.setProperty(key, value);
        }
        for (int i = 0; i < propCount; i++) {
            if (propKeys[i].equals(key)) {
                String old = propValues[i];
                propValues[i] = value;
                return old;
            }
        }
        if (propCount == propKeys.length) {
            String[] nk = new String[propCount * 2 + 8];
            String[] nv = new String[propCount * 2 + 8];
            System.arraycopy(propKeys, 0, nk, 0, propCount);
            System.arraycopy(propValues, 0, nv, 0, propCount);
            propKeys = nk;
            propValues = nv;
        }
        propKeys[propCount] = key;
        propValues[propCount] = value;
        propCount++;
        return null;
    }
}
