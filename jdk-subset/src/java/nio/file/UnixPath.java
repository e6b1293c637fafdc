package java.nio.file;

import java.util.ArrayList;

/** The only Path implementation: a normalized Unix path string (no "//", no trailing '/'). */
final class UnixPath implements Path {
    private final String path;
    /** Start offsets of the name elements (computed lazily). */
    private int[] offsets;

    UnixPath(String normalized) {
        this.path = normalized;
    }

    static String normalizeAndCheck(String input) {
        int n = input.length();
        char prevChar = 0;
        for (int i = 0; i < n; i++) {
            char c = input.charAt(i);
            if ((c == '/') && (prevChar == '/')) {
                return normalize(input, n, i - 1);
            }
            if (c == '\u0000') {
                throw new InvalidPathException(input, "Nul character not allowed");
            }
            prevChar = c;
        }
        if (prevChar == '/' && n > 1) {
            return normalize(input, n, n - 1);
        }
        return input;
    }

    private static String normalize(String input, int len, int off) {
        if (len == 0) {
            return input;
        }
        int n = len;
        while ((n > 0) && (input.charAt(n - 1) == '/')) {
            n--;
        }
        if (n == 0) {
            return "/";
        }
        StringBuilder sb = new StringBuilder(input.length());
        if (off > 0) {
            sb.append(input, 0, off);
        }
        char prevChar = 0;
        for (int i = off; i < n; i++) {
            char c = input.charAt(i);
            if ((c == '/') && (prevChar == '/')) {
                continue;
            }
            if (c == '\u0000') {
                throw new InvalidPathException(input, "Nul character not allowed");
            }
            sb.append(c);
            prevChar = c;
        }
        return sb.toString();
    }

    private void initOffsets() {
        if (offsets != null) {
            return;
        }
        ArrayList<Integer> list = new ArrayList<>();
        if (path.isEmpty()) {
            list.add(0); // the empty path has one name element
        } else {
            int i = 0;
            while (i < path.length()) {
                if (path.charAt(i) == '/') {
                    i++;
                    continue;
                }
                list.add(i);
                while (i < path.length() && path.charAt(i) != '/') {
                    i++;
                }
            }
        }
        int[] o = new int[list.size()];
        for (int k = 0; k < o.length; k++) {
            o[k] = list.get(k);
        }
        offsets = o;
    }

    private String nameAt(int i) {
        initOffsets();
        int s = offsets[i];
        int e = (i + 1 < offsets.length) ? offsets[i + 1] - 1 : path.length();
        return path.substring(s, e);
    }

    public boolean isAbsolute() {
        return path.startsWith("/");
    }

    public Path getRoot() {
        return isAbsolute() ? new UnixPath("/") : null;
    }

    public Path getFileName() {
        if (path.isEmpty()) {
            return this;
        }
        if (path.equals("/")) {
            return null;
        }
        int lastSlash = path.lastIndexOf('/');
        return lastSlash < 0 ? this : new UnixPath(path.substring(lastSlash + 1));
    }

    public Path getParent() {
        initOffsets();
        int count = offsets.length;
        if (count == 0 || path.isEmpty()) {
            return null;
        }
        int len = offsets[count - 1] - 1;
        if (len <= 0) {
            return getRoot();
        }
        return new UnixPath(path.substring(0, len));
    }

    public int getNameCount() {
        initOffsets();
        return offsets.length;
    }

    public Path getName(int index) {
        initOffsets();
        if (index < 0 || index >= offsets.length) {
            throw new IllegalArgumentException();
        }
        return new UnixPath(nameAt(index));
    }

    public Path subpath(int beginIndex, int endIndex) {
        initOffsets();
        if (beginIndex < 0 || beginIndex >= offsets.length || endIndex > offsets.length || beginIndex >= endIndex) {
            throw new IllegalArgumentException();
        }
        StringBuilder sb = new StringBuilder();
        for (int i = beginIndex; i < endIndex; i++) {
            if (i > beginIndex) {
                sb.append('/');
            }
            sb.append(nameAt(i));
        }
        return new UnixPath(sb.toString());
    }

    private static UnixPath of(Path p) {
        if (p == null) {
            throw new NullPointerException();
        }
        return (UnixPath) p;
    }

    public boolean startsWith(Path other) {
        UnixPath that = of(other);
        if (that.isAbsolute() != isAbsolute()) {
            return false;
        }
        if (that.path.isEmpty()) {
            return path.isEmpty();
        }
        int n = that.getNameCount();
        if (n > getNameCount()) {
            return false;
        }
        if (that.path.equals("/")) {
            return isAbsolute();
        }
        for (int i = 0; i < n; i++) {
            if (!nameAt(i).equals(that.nameAt(i))) {
                return false;
            }
        }
        return true;
    }

    public boolean endsWith(Path other) {
        UnixPath that = of(other);
        if (that.isAbsolute()) {
            return that.path.equals(path);
        }
        if (that.path.isEmpty()) {
            return path.isEmpty();
        }
        int n = that.getNameCount();
        int m = getNameCount();
        if (n > m) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (!nameAt(m - n + i).equals(that.nameAt(i))) {
                return false;
            }
        }
        return true;
    }

    public Path normalize() {
        int count = getNameCount();
        if (count == 0 || path.isEmpty()) {
            return this;
        }
        ArrayList<String> out = new ArrayList<>();
        boolean abs = isAbsolute();
        for (int i = 0; i < count; i++) {
            String name = nameAt(i);
            if (name.equals(".")) {
                continue;
            }
            if (name.equals("..")) {
                if (!out.isEmpty() && !out.get(out.size() - 1).equals("..")) {
                    out.remove(out.size() - 1);
                    continue;
                }
                if (abs) {
                    continue; // "/.." is "/"
                }
            }
            out.add(name);
        }
        StringBuilder sb = new StringBuilder();
        if (abs) {
            sb.append('/');
        }
        for (int i = 0; i < out.size(); i++) {
            if (i > 0) {
                sb.append('/');
            }
            sb.append(out.get(i));
        }
        return new UnixPath(sb.toString());
    }

    public Path resolve(Path obj) {
        UnixPath other = of(obj);
        if (other.isAbsolute()) {
            return other;
        }
        if (other.path.isEmpty()) {
            return this;
        }
        if (path.isEmpty()) {
            return other;
        }
        if (path.equals("/")) {
            return new UnixPath("/" + other.path);
        }
        return new UnixPath(path + "/" + other.path);
    }

    public Path relativize(Path obj) {
        UnixPath other = of(obj);
        if (other.equals(this)) {
            return new UnixPath("");
        }
        if (isAbsolute() != other.isAbsolute()) {
            throw new IllegalArgumentException("'other' is different type of Path");
        }
        if (path.isEmpty()) {
            return other;
        }
        int bn = getNameCount();
        int cn = other.getNameCount();
        int n = Math.min(bn, cn);
        int i = 0;
        while (i < n && nameAt(i).equals(other.nameAt(i))) {
            i++;
        }
        StringBuilder sb = new StringBuilder();
        for (int k = i; k < bn; k++) {
            if (sb.length() > 0) {
                sb.append('/');
            }
            sb.append("..");
        }
        for (int k = i; k < cn; k++) {
            if (sb.length() > 0) {
                sb.append('/');
            }
            sb.append(other.nameAt(k));
        }
        return new UnixPath(sb.toString());
    }

    public Path toAbsolutePath() {
        if (isAbsolute()) {
            return this;
        }
        String cwd = System.getProperty("user.dir");
        return new UnixPath(path.isEmpty() ? cwd : normalizeAndCheck(cwd + "/" + path));
    }

    public int compareTo(Path other) {
        return path.compareTo(((UnixPath) other).path);
    }

    public boolean equals(Object ob) {
        return (ob instanceof UnixPath) && ((UnixPath) ob).path.equals(path);
    }

    public int hashCode() {
        return path.hashCode();
    }

    public String toString() {
        return path;
    }
}
