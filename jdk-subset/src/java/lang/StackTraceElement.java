package java.lang;

/**
 * java.lang.StackTraceElement. toString uses the Java 8 format ("Cls.m(File.java:12)",
 * "(Unknown Source)", "(Native Method)"); JDK 9+ additionally prefixes module names such as
 * "java.base/" for JDK classes, which this library does not do.
 */
public final class StackTraceElement implements java.io.Serializable {
    private static final long serialVersionUID = 6992337162326171013L;

    private final String declaringClass;
    private final String methodName;
    private final String fileName;
    private final int lineNumber;

    public StackTraceElement(String declaringClass, String methodName, String fileName, int lineNumber) {
        if (declaringClass == null) {
            throw new NullPointerException("Declaring class is null");
        }
        if (methodName == null) {
            throw new NullPointerException("Method name is null");
        }
        this.declaringClass = declaringClass;
        this.methodName = methodName;
        this.fileName = fileName;
        this.lineNumber = lineNumber;
    }

    public String getFileName() {
        return fileName;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    public String getClassName() {
        return declaringClass;
    }

    public String getMethodName() {
        return methodName;
    }

    public boolean isNativeMethod() {
        return lineNumber == -2;
    }

    public String toString() {
        String where;
        if (isNativeMethod()) {
            where = "(Native Method)";
        } else if (fileName == null) {
            where = "(Unknown Source)";
        } else if (lineNumber >= 0) {
            where = "(" + fileName + ":" + lineNumber + ")";
        } else {
            where = "(" + fileName + ")";
        }
        return declaringClass + "." + methodName + where;
    }

    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (!(obj instanceof StackTraceElement)) {
            return false;
        }
        StackTraceElement e = (StackTraceElement) obj;
        return e.declaringClass.equals(declaringClass) && e.lineNumber == lineNumber
                && eq(methodName, e.methodName) && eq(fileName, e.fileName);
    }

    private static boolean eq(Object a, Object b) {
        return a == null ? b == null : a.equals(b);
    }

    public int hashCode() {
        int result = 31 * declaringClass.hashCode() + methodName.hashCode();
        result = 31 * result + (fileName == null ? 0 : fileName.hashCode());
        result = 31 * result + lineNumber;
        return result;
    }
}
