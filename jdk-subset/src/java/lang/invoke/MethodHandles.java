package java.lang.invoke;

/** Stub of java.lang.invoke.MethodHandles and its nested Lookup (needed by javac for lambdas). */
public class MethodHandles {
    private MethodHandles() {
    }

    public static Lookup lookup() {
        throw new UnsupportedOperationException("MethodHandles.lookup is not supported");
    }

    public static final class Lookup {
        public static final int PUBLIC = 0x00000001;
        public static final int PRIVATE = 0x00000002;
        public static final int PROTECTED = 0x00000004;
        public static final int PACKAGE = 0x00000008;

        private Lookup() {
        }

        public Class<?> lookupClass() {
            return null;
        }

        public int lookupModes() {
            return 0;
        }
    }
}
