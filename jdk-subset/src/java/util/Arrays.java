package java.util;

import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.function.UnaryOperator;

/**
 * java.util.Arrays (no streams/spliterators/parallel variants).
 *
 * Sorting: primitive arrays use an introsort (median-of-three quicksort, heapsort fallback,
 * insertion sort for short ranges) on int or long keys; byte/short/char are sorted as ints and
 * float/double through an order-preserving integer encoding of their bits, which gives the JDK's
 * total order (-0.0 before 0.0, NaN last; NaN payloads are canonicalized). Object arrays use a
 * stable merge sort (the JDK uses TimSort: same results for consistent comparators, but a different
 * sequence of compare calls, and no "Comparison method violates its general contract!" check).
 */
public final class Arrays {
    private Arrays() {
    }

    /** Ranges shorter than this are insertion sorted. */
    private static final int INSERTION_SORT_THRESHOLD = 24;
    /** Object merge sort switches to insertion sort below this length. */
    private static final int MERGE_INSERTION_THRESHOLD = 8;

    static void rangeCheck(int arrayLength, int fromIndex, int toIndex) {
        if (fromIndex > toIndex) {
            throw new IllegalArgumentException("fromIndex(" + fromIndex + ") > toIndex(" + toIndex + ")");
        }
        if (fromIndex < 0) {
            throw new ArrayIndexOutOfBoundsException("Array index out of range: " + fromIndex);
        }
        if (toIndex > arrayLength) {
            throw new ArrayIndexOutOfBoundsException("Array index out of range: " + toIndex);
        }
    }

    // ================= primitive sorting =================

    public static void sort(int[] a) {
        sortInts(a, 0, a.length);
    }

    public static void sort(int[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortInts(a, fromIndex, toIndex);
    }

    public static void sort(long[] a) {
        sortLongs(a, 0, a.length);
    }

    public static void sort(long[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortLongs(a, fromIndex, toIndex);
    }

    public static void sort(short[] a) {
        sort(a, 0, a.length);
    }

    public static void sort(short[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        int[] k = new int[toIndex - fromIndex];
        for (int i = 0; i < k.length; i++) {
            k[i] = a[fromIndex + i];
        }
        sortInts(k, 0, k.length);
        for (int i = 0; i < k.length; i++) {
            a[fromIndex + i] = (short) k[i];
        }
    }

    public static void sort(char[] a) {
        sort(a, 0, a.length);
    }

    public static void sort(char[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        int[] k = new int[toIndex - fromIndex];
        for (int i = 0; i < k.length; i++) {
            k[i] = a[fromIndex + i];
        }
        sortInts(k, 0, k.length);
        for (int i = 0; i < k.length; i++) {
            a[fromIndex + i] = (char) k[i];
        }
    }

    public static void sort(byte[] a) {
        sort(a, 0, a.length);
    }

    public static void sort(byte[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        int[] k = new int[toIndex - fromIndex];
        for (int i = 0; i < k.length; i++) {
            k[i] = a[fromIndex + i];
        }
        sortInts(k, 0, k.length);
        for (int i = 0; i < k.length; i++) {
            a[fromIndex + i] = (byte) k[i];
        }
    }

    public static void sort(float[] a) {
        sort(a, 0, a.length);
    }

    public static void sort(float[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        int[] k = new int[toIndex - fromIndex];
        for (int i = 0; i < k.length; i++) {
            int bits = Float.floatToIntBits(a[fromIndex + i]);
            k[i] = bits ^ ((bits >> 31) & 0x7fffffff);
        }
        sortInts(k, 0, k.length);
        for (int i = 0; i < k.length; i++) {
            int bits = k[i];
            a[fromIndex + i] = Float.intBitsToFloat(bits ^ ((bits >> 31) & 0x7fffffff));
        }
    }

    public static void sort(double[] a) {
        sort(a, 0, a.length);
    }

    public static void sort(double[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        long[] k = new long[toIndex - fromIndex];
        for (int i = 0; i < k.length; i++) {
            long bits = Double.doubleToLongBits(a[fromIndex + i]);
            k[i] = bits ^ ((bits >> 63) & 0x7fffffffffffffffL);
        }
        sortLongs(k, 0, k.length);
        for (int i = 0; i < k.length; i++) {
            long bits = k[i];
            a[fromIndex + i] = Double.longBitsToDouble(bits ^ ((bits >> 63) & 0x7fffffffffffffffL));
        }
    }

    private static int depthLimit(int n) {
        int depth = 0;
        while (n > 1) {
            n >>>= 1;
            depth++;
        }
        return 2 * depth;
    }

    /** Sorts a[lo, hi). */
    private static void sortInts(int[] a, int lo, int hi) {
        if (hi - lo > 1) {
            introSort(a, lo, hi - 1, depthLimit(hi - lo));
        }
    }

    /** Sorts a[left..right] (inclusive). */
    private static void introSort(int[] a, int left, int right, int depth) {
        while (right - left >= INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSort(a, left, right);
                return;
            }
            int mid = (left + right) >>> 1;
            if (a[mid] < a[left]) {
                swap(a, left, mid);
            }
            if (a[right] < a[left]) {
                swap(a, left, right);
            }
            if (a[right] < a[mid]) {
                swap(a, mid, right);
            }
            int pivot = a[mid];
            int i = left;
            int j = right;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (a[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    swap(a, i, j);
                    i++;
                    j--;
                }
            }
            // recurse into the smaller side, loop on the larger one
            if (j - left < right - i) {
                introSort(a, left, j, depth);
                left = i;
            } else {
                introSort(a, i, right, depth);
                right = j;
            }
        }
        for (int i = left + 1; i <= right; i++) {
            int x = a[i];
            int j = i - 1;
            while (j >= left && a[j] > x) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void heapSort(int[] a, int left, int right) {
        int n = right - left + 1;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, left, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(a, left, left + end);
            siftDown(a, left, 0, end);
        }
    }

    private static void siftDown(int[] a, int base, int i, int n) {
        int v = a[base + i];
        for (;;) {
            int c = 2 * i + 1;
            if (c >= n) {
                break;
            }
            if (c + 1 < n && a[base + c + 1] > a[base + c]) {
                c++;
            }
            if (a[base + c] <= v) {
                break;
            }
            a[base + i] = a[base + c];
            i = c;
        }
        a[base + i] = v;
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    /** Sorts a[lo, hi). */
    private static void sortLongs(long[] a, int lo, int hi) {
        if (hi - lo > 1) {
            introSort(a, lo, hi - 1, depthLimit(hi - lo));
        }
    }

    /** Sorts a[left..right] (inclusive); same algorithm as the int version. */
    private static void introSort(long[] a, int left, int right, int depth) {
        while (right - left >= INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSort(a, left, right);
                return;
            }
            int mid = (left + right) >>> 1;
            if (a[mid] < a[left]) {
                swap(a, left, mid);
            }
            if (a[right] < a[left]) {
                swap(a, left, right);
            }
            if (a[right] < a[mid]) {
                swap(a, mid, right);
            }
            long pivot = a[mid];
            int i = left;
            int j = right;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (a[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    swap(a, i, j);
                    i++;
                    j--;
                }
            }
            if (j - left < right - i) {
                introSort(a, left, j, depth);
                left = i;
            } else {
                introSort(a, i, right, depth);
                right = j;
            }
        }
        for (int i = left + 1; i <= right; i++) {
            long x = a[i];
            int j = i - 1;
            while (j >= left && a[j] > x) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void heapSort(long[] a, int left, int right) {
        int n = right - left + 1;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, left, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(a, left, left + end);
            siftDown(a, left, 0, end);
        }
    }

    private static void siftDown(long[] a, int base, int i, int n) {
        long v = a[base + i];
        for (;;) {
            int c = 2 * i + 1;
            if (c >= n) {
                break;
            }
            if (c + 1 < n && a[base + c + 1] > a[base + c]) {
                c++;
            }
            if (a[base + c] <= v) {
                break;
            }
            a[base + i] = a[base + c];
            i = c;
        }
        a[base + i] = v;
    }

    private static void swap(long[] a, int i, int j) {
        long t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    // ================= object sorting (stable merge sort) =================

    public static void sort(Object[] a) {
        mergeSort(a, 0, a.length, null);
    }

    public static void sort(Object[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        mergeSort(a, fromIndex, toIndex, null);
    }

    public static <T> void sort(T[] a, Comparator<? super T> c) {
        mergeSort(a, 0, a.length, c);
    }

    public static <T> void sort(T[] a, int fromIndex, int toIndex, Comparator<? super T> c) {
        rangeCheck(a.length, fromIndex, toIndex);
        mergeSort(a, fromIndex, toIndex, c);
    }

    public static void parallelSort(int[] a) {
        sort(a);
    }

    public static void parallelSort(long[] a) {
        sort(a);
    }

    public static void parallelSort(double[] a) {
        sort(a);
    }

    public static <T extends Comparable<? super T>> void parallelSort(T[] a) {
        sort(a);
    }

    public static <T> void parallelSort(T[] a, Comparator<? super T> c) {
        sort(a, c);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int cmp(Object x, Object y, Comparator c) {
        return (c == null) ? ((Comparable) x).compareTo(y) : c.compare(x, y);
    }

    /** Arrays shorter than this are sorted like TimSort sorts short arrays. */
    private static final int MIN_MERGE = 32;

    /**
     * Stable sort of a[lo, hi); a null comparator means natural ordering. Short ranges use the
     * same steps as the JDK's TimSort for short arrays (find the leading run, reversing it if
     * strictly descending, then binary insertion sort), so the comparator sees the same calls.
     */
    @SuppressWarnings("rawtypes")
    static void mergeSort(Object[] a, int lo, int hi, Comparator c) {
        int n = hi - lo;
        if (n < 2) {
            return;
        }
        if (n < MIN_MERGE) {
            int initRunLen = countRunAndMakeAscending(a, lo, hi, c);
            binarySort(a, lo, hi, lo + initRunLen, c);
            return;
        }
        Object[] aux = new Object[(n + 1) >>> 1];
        mergeSortRange(a, aux, lo, hi, c);
    }

    /** Length of the run starting at lo; a strictly descending run is reversed in place. */
    @SuppressWarnings("rawtypes")
    private static int countRunAndMakeAscending(Object[] a, int lo, int hi, Comparator c) {
        int runHi = lo + 1;
        if (runHi == hi) {
            return 1;
        }
        if (cmp(a[runHi++], a[lo], c) < 0) {
            while (runHi < hi && cmp(a[runHi], a[runHi - 1], c) < 0) {
                runHi++;
            }
            for (int i = lo, j = runHi - 1; i < j; i++, j--) {
                Object t = a[i];
                a[i] = a[j];
                a[j] = t;
            }
        } else {
            while (runHi < hi && cmp(a[runHi], a[runHi - 1], c) >= 0) {
                runHi++;
            }
        }
        return runHi - lo;
    }

    /** Binary insertion sort of a[lo, hi) where a[lo, start) is already sorted. */
    @SuppressWarnings("rawtypes")
    private static void binarySort(Object[] a, int lo, int hi, int start, Comparator c) {
        if (start == lo) {
            start++;
        }
        for (; start < hi; start++) {
            Object pivot = a[start];
            int left = lo;
            int right = start;
            while (left < right) {
                int mid = (left + right) >>> 1;
                if (cmp(pivot, a[mid], c) < 0) {
                    right = mid;
                } else {
                    left = mid + 1;
                }
            }
            System.arraycopy(a, left, a, left + 1, start - left);
            a[left] = pivot;
        }
    }

    @SuppressWarnings("rawtypes")
    private static void mergeSortRange(Object[] a, Object[] aux, int lo, int hi, Comparator c) {
        if (hi - lo <= MERGE_INSERTION_THRESHOLD) {
            for (int i = lo + 1; i < hi; i++) {
                Object x = a[i];
                int j = i - 1;
                while (j >= lo && cmp(a[j], x, c) > 0) {
                    a[j + 1] = a[j];
                    j--;
                }
                a[j + 1] = x;
            }
            return;
        }
        int mid = (lo + hi) >>> 1;
        mergeSortRange(a, aux, lo, mid, c);
        mergeSortRange(a, aux, mid, hi, c);
        if (cmp(a[mid - 1], a[mid], c) <= 0) {
            return; // halves already in order
        }
        int leftLen = mid - lo;
        System.arraycopy(a, lo, aux, 0, leftLen);
        int i = 0;
        int j = mid;
        int k = lo;
        while (i < leftLen && j < hi) {
            // take from the right half only when strictly smaller: keeps equal elements in order
            if (cmp(aux[i], a[j], c) > 0) {
                a[k++] = a[j++];
            } else {
                a[k++] = aux[i++];
            }
        }
        while (i < leftLen) {
            a[k++] = aux[i++];
        }
    }

    // ================= Object[] searching, filling, copying, comparing =================

    public static int binarySearch(Object[] a, Object key) {
        return binarySearch0(a, 0, a.length, key, null);
    }

    public static int binarySearch(Object[] a, int fromIndex, int toIndex, Object key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key, null);
    }

    public static <T> int binarySearch(T[] a, T key, Comparator<? super T> c) {
        return binarySearch0(a, 0, a.length, key, c);
    }

    public static <T> int binarySearch(T[] a, int fromIndex, int toIndex, T key, Comparator<? super T> c) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key, c);
    }

    @SuppressWarnings("rawtypes")
    private static int binarySearch0(Object[] a, int fromIndex, int toIndex, Object key, Comparator c) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            int r = cmp(a[mid], key, c);
            if (r < 0) {
                low = mid + 1;
            } else if (r > 0) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public static void fill(Object[] a, Object val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(Object[] a, int fromIndex, int toIndex, Object val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    @SuppressWarnings("unchecked")
    public static <T> T[] copyOf(T[] original, int newLength) {
        return (T[]) copyOf(original, newLength, original.getClass());
    }

    @SuppressWarnings("unchecked")
    public static <T, U> T[] copyOf(U[] original, int newLength, Class<? extends T[]> newType) {
        T[] copy = ((Object) newType == (Object) Object[].class)
                ? (T[]) new Object[newLength]
                : (T[]) java.lang.reflect.Array.newInstance(newType.getComponentType(), newLength);
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    @SuppressWarnings("unchecked")
    public static <T> T[] copyOfRange(T[] original, int from, int to) {
        return copyOfRange(original, from, to, (Class<? extends T[]>) original.getClass());
    }

    @SuppressWarnings("unchecked")
    public static <T, U> T[] copyOfRange(U[] original, int from, int to, Class<? extends T[]> newType) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        T[] copy = ((Object) newType == (Object) Object[].class)
                ? (T[]) new Object[newLength]
                : (T[]) java.lang.reflect.Array.newInstance(newType.getComponentType(), newLength);
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static boolean equals(Object[] a, Object[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null || a2.length != a.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (!Objects.equals(a[i], a2[i])) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(Object[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (Object element : a) {
            result = 31 * result + (element == null ? 0 : element.hashCode());
        }
        return result;
    }

    public static String toString(Object[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(String.valueOf(a[i]));
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static int deepHashCode(Object[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (Object element : a) {
            int elementHash;
            if (element == null) {
                elementHash = 0;
            } else if (element instanceof Object[]) {
                elementHash = deepHashCode((Object[]) element);
            } else {
                elementHash = primitiveArrayHashCode(element);
            }
            result = 31 * result + elementHash;
        }
        return result;
    }

    /** hashCode of a primitive array by content, else e.hashCode(). */
    private static int primitiveArrayHashCode(Object e) {
        if (e instanceof int[]) {
            return hashCode((int[]) e);
        } else if (e instanceof long[]) {
            return hashCode((long[]) e);
        } else if (e instanceof short[]) {
            return hashCode((short[]) e);
        } else if (e instanceof char[]) {
            return hashCode((char[]) e);
        } else if (e instanceof byte[]) {
            return hashCode((byte[]) e);
        } else if (e instanceof boolean[]) {
            return hashCode((boolean[]) e);
        } else if (e instanceof float[]) {
            return hashCode((float[]) e);
        } else if (e instanceof double[]) {
            return hashCode((double[]) e);
        }
        return e.hashCode();
    }

    public static boolean deepEquals(Object[] a1, Object[] a2) {
        if (a1 == a2) {
            return true;
        }
        if (a1 == null || a2 == null) {
            return false;
        }
        int length = a1.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            Object e1 = a1[i];
            Object e2 = a2[i];
            if (e1 == e2) {
                continue;
            }
            if (e1 == null) {
                return false;
            }
            if (!deepEquals0(e1, e2)) {
                return false;
            }
        }
        return true;
    }

    static boolean deepEquals0(Object e1, Object e2) {
        if (e1 instanceof Object[] && e2 instanceof Object[]) {
            return deepEquals((Object[]) e1, (Object[]) e2);
        } else if (e1 instanceof byte[] && e2 instanceof byte[]) {
            return equals((byte[]) e1, (byte[]) e2);
        } else if (e1 instanceof short[] && e2 instanceof short[]) {
            return equals((short[]) e1, (short[]) e2);
        } else if (e1 instanceof int[] && e2 instanceof int[]) {
            return equals((int[]) e1, (int[]) e2);
        } else if (e1 instanceof long[] && e2 instanceof long[]) {
            return equals((long[]) e1, (long[]) e2);
        } else if (e1 instanceof char[] && e2 instanceof char[]) {
            return equals((char[]) e1, (char[]) e2);
        } else if (e1 instanceof float[] && e2 instanceof float[]) {
            return equals((float[]) e1, (float[]) e2);
        } else if (e1 instanceof double[] && e2 instanceof double[]) {
            return equals((double[]) e1, (double[]) e2);
        } else if (e1 instanceof boolean[] && e2 instanceof boolean[]) {
            return equals((boolean[]) e1, (boolean[]) e2);
        } else {
            return e1.equals(e2);
        }
    }

    public static String deepToString(Object[] a) {
        if (a == null) {
            return "null";
        }
        StringBuilder buf = new StringBuilder();
        deepToString(a, buf, new java.util.ArrayList<Object[]>());
        return buf.toString();
    }

    /** dejaVu holds the arrays being printed (compared by identity) to print "[...]" for cycles. */
    private static void deepToString(Object[] a, StringBuilder buf, java.util.ArrayList<Object[]> dejaVu) {
        if (a == null) {
            buf.append("null");
            return;
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            buf.append("[]");
            return;
        }
        dejaVu.add(a);
        buf.append('[');
        for (int i = 0;; i++) {
            Object element = a[i];
            if (element == null) {
                buf.append("null");
            } else if (element instanceof Object[]) {
                if (containsIdentical(dejaVu, element)) {
                    buf.append("[...]");
                } else {
                    deepToString((Object[]) element, buf, dejaVu);
                }
            } else if (element instanceof int[]) {
                buf.append(toString((int[]) element));
            } else if (element instanceof long[]) {
                buf.append(toString((long[]) element));
            } else if (element instanceof short[]) {
                buf.append(toString((short[]) element));
            } else if (element instanceof char[]) {
                buf.append(toString((char[]) element));
            } else if (element instanceof byte[]) {
                buf.append(toString((byte[]) element));
            } else if (element instanceof boolean[]) {
                buf.append(toString((boolean[]) element));
            } else if (element instanceof float[]) {
                buf.append(toString((float[]) element));
            } else if (element instanceof double[]) {
                buf.append(toString((double[]) element));
            } else {
                buf.append(element.toString());
            }
            if (i == iMax) {
                break;
            }
            buf.append(", ");
        }
        buf.append(']');
        dejaVu.remove(dejaVu.size() - 1);
    }

    private static boolean containsIdentical(java.util.ArrayList<Object[]> list, Object o) {
        for (int i = 0, n = list.size(); i < n; i++) {
            if (list.get(i) == o) {
                return true;
            }
        }
        return false;
    }

    public static <T> void setAll(T[] array, IntFunction<? extends T> generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.apply(i);
        }
    }

    public static void setAll(int[] array, java.util.function.IntUnaryOperator generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.applyAsInt(i);
        }
    }

    public static void setAll(long[] array, java.util.function.IntToLongFunction generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.applyAsLong(i);
        }
    }

    public static void setAll(double[] array, java.util.function.IntToDoubleFunction generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.applyAsDouble(i);
        }
    }

    // ================= asList =================

    @SafeVarargs
    @SuppressWarnings("varargs")
    public static <T> List<T> asList(T... a) {
        return new ArrayList<T>(a);
    }

    /** The fixed-size list view returned by asList: set works, add/remove throw. */
    private static class ArrayList<E> extends AbstractList<E> implements RandomAccess, java.io.Serializable {
        private static final long serialVersionUID = -2764017481108945198L;
        private final E[] a;

        ArrayList(E[] array) {
            a = Objects.requireNonNull(array);
        }

        @Override
        public int size() {
            return a.length;
        }

        @Override
        public Object[] toArray() {
            return Arrays.copyOf(a, a.length, Object[].class);
        }

        @Override
        @SuppressWarnings("unchecked")
        public <T> T[] toArray(T[] a) {
            int size = size();
            if (a.length < size) {
                return Arrays.copyOf(this.a, size, (Class<? extends T[]>) a.getClass());
            }
            System.arraycopy(this.a, 0, a, 0, size);
            if (a.length > size) {
                a[size] = null;
            }
            return a;
        }

        @Override
        public E get(int index) {
            return a[index];
        }

        @Override
        public E set(int index, E element) {
            E oldValue = a[index];
            a[index] = element;
            return oldValue;
        }

        @Override
        public int indexOf(Object o) {
            E[] a = this.a;
            if (o == null) {
                for (int i = 0; i < a.length; i++) {
                    if (a[i] == null) {
                        return i;
                    }
                }
            } else {
                for (int i = 0; i < a.length; i++) {
                    if (o.equals(a[i])) {
                        return i;
                    }
                }
            }
            return -1;
        }

        @Override
        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        @Override
        public void forEach(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            for (E e : a) {
                action.accept(e);
            }
        }

        @Override
        public void replaceAll(UnaryOperator<E> operator) {
            Objects.requireNonNull(operator);
            E[] a = this.a;
            for (int i = 0; i < a.length; i++) {
                a[i] = operator.apply(a[i]);
            }
        }

        @Override
        public void sort(Comparator<? super E> c) {
            Arrays.sort(a, c);
        }

        @Override
        public Iterator<E> iterator() {
            return new ArrayItr<E>(a);
        }
    }

    private static class ArrayItr<E> implements Iterator<E> {
        private int cursor;
        private final E[] a;

        ArrayItr(E[] a) {
            this.a = a;
        }

        @Override
        public boolean hasNext() {
            return cursor < a.length;
        }

        @Override
        public E next() {
            int i = cursor;
            if (i >= a.length) {
                throw new NoSuchElementException();
            }
            cursor = i + 1;
            return a[i];
        }
    }

    // ================= compare / mismatch (Java 9) =================

    public static int mismatch(long[] a, long[] b) {
        int length = Math.min(a.length, b.length);
        for (int i = 0; i < length; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length == b.length ? -1 : length;
    }

    public static int compare(long[] a, long[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Long.compare(a[i], b[i]);
        }
        return a.length - b.length;
    }

    public static int mismatch(int[] a, int[] b) {
        int length = Math.min(a.length, b.length);
        for (int i = 0; i < length; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length == b.length ? -1 : length;
    }

    public static int compare(int[] a, int[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Integer.compare(a[i], b[i]);
        }
        return a.length - b.length;
    }

    public static int mismatch(short[] a, short[] b) {
        int length = Math.min(a.length, b.length);
        for (int i = 0; i < length; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length == b.length ? -1 : length;
    }

    public static int compare(short[] a, short[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Short.compare(a[i], b[i]);
        }
        return a.length - b.length;
    }

    public static int mismatch(char[] a, char[] b) {
        int length = Math.min(a.length, b.length);
        for (int i = 0; i < length; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length == b.length ? -1 : length;
    }

    public static int compare(char[] a, char[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Character.compare(a[i], b[i]);
        }
        return a.length - b.length;
    }

    public static int mismatch(byte[] a, byte[] b) {
        int length = Math.min(a.length, b.length);
        for (int i = 0; i < length; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length == b.length ? -1 : length;
    }

    public static int compare(byte[] a, byte[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Byte.compare(a[i], b[i]);
        }
        return a.length - b.length;
    }

    public static int mismatch(boolean[] a, boolean[] b) {
        int length = Math.min(a.length, b.length);
        for (int i = 0; i < length; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length == b.length ? -1 : length;
    }

    public static int compare(boolean[] a, boolean[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Boolean.compare(a[i], b[i]);
        }
        return a.length - b.length;
    }

    public static int mismatch(double[] a, double[] b) {
        int length = Math.min(a.length, b.length);
        for (int i = 0; i < length; i++) {
            if (Double.doubleToLongBits(a[i]) != Double.doubleToLongBits(b[i])) {
                return i;
            }
        }
        return a.length == b.length ? -1 : length;
    }

    public static int compare(double[] a, double[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Double.compare(a[i], b[i]);
        }
        return a.length - b.length;
    }

    public static int mismatch(float[] a, float[] b) {
        int length = Math.min(a.length, b.length);
        for (int i = 0; i < length; i++) {
            if (Float.floatToIntBits(a[i]) != Float.floatToIntBits(b[i])) {
                return i;
            }
        }
        return a.length == b.length ? -1 : length;
    }

    public static int compare(float[] a, float[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Float.compare(a[i], b[i]);
        }
        return a.length - b.length;
    }

    public static int mismatch(Object[] a, Object[] b) {
        int length = Math.min(a.length, b.length);
        for (int i = 0; i < length; i++) {
            if (!Objects.equals(a[i], b[i])) {
                return i;
            }
        }
        return a.length == b.length ? -1 : length;
    }

    public static <T extends Comparable<? super T>> int compare(T[] a, T[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int length = Math.min(a.length, b.length);
        for (int i = 0; i < length; i++) {
            T oa = a[i];
            T ob = b[i];
            if (oa != ob) {
                if (oa == null || ob == null) {
                    return oa == null ? -1 : 1;
                }
                int v = oa.compareTo(ob);
                if (v != 0) {
                    return v;
                }
            }
        }
        return a.length - b.length;
    }

    public static <T> int compare(T[] a, T[] b, Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int length = Math.min(a.length, b.length);
        for (int i = 0; i < length; i++) {
            T oa = a[i];
            T ob = b[i];
            if (oa != ob) {
                int v = cmp.compare(oa, ob);
                if (v != 0) {
                    return v;
                }
            }
        }
        return a.length - b.length;
    }

    // ================= per-type fill, copy, equals, hashCode, toString, binarySearch =================

    // ---- long[] ----

    public static void fill(long[] a, long val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(long[] a, int fromIndex, int toIndex, long val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static long[] copyOf(long[] original, int newLength) {
        long[] copy = new long[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static long[] copyOfRange(long[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        long[] copy = new long[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static boolean equals(long[] a, long[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null || a2.length != a.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(long[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (long e : a) {
            result = 31 * result + (int) (e ^ (e >>> 32));
        }
        return result;
    }

    public static String toString(long[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static int binarySearch(long[] a, long key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(long[] a, int fromIndex, int toIndex, long key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(long[] a, int fromIndex, int toIndex, long key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            long midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    // ---- int[] ----

    public static void fill(int[] a, int val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(int[] a, int fromIndex, int toIndex, int val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static int[] copyOf(int[] original, int newLength) {
        int[] copy = new int[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static int[] copyOfRange(int[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        int[] copy = new int[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static boolean equals(int[] a, int[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null || a2.length != a.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(int[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (int e : a) {
            result = 31 * result + e;
        }
        return result;
    }

    public static String toString(int[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static int binarySearch(int[] a, int key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(int[] a, int fromIndex, int toIndex, int key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(int[] a, int fromIndex, int toIndex, int key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            int midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    // ---- short[] ----

    public static void fill(short[] a, short val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(short[] a, int fromIndex, int toIndex, short val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static short[] copyOf(short[] original, int newLength) {
        short[] copy = new short[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static short[] copyOfRange(short[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        short[] copy = new short[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static boolean equals(short[] a, short[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null || a2.length != a.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(short[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (short e : a) {
            result = 31 * result + e;
        }
        return result;
    }

    public static String toString(short[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static int binarySearch(short[] a, short key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(short[] a, int fromIndex, int toIndex, short key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(short[] a, int fromIndex, int toIndex, short key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            short midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    // ---- char[] ----

    public static void fill(char[] a, char val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(char[] a, int fromIndex, int toIndex, char val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static char[] copyOf(char[] original, int newLength) {
        char[] copy = new char[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static char[] copyOfRange(char[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        char[] copy = new char[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static boolean equals(char[] a, char[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null || a2.length != a.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(char[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (char e : a) {
            result = 31 * result + e;
        }
        return result;
    }

    public static String toString(char[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static int binarySearch(char[] a, char key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(char[] a, int fromIndex, int toIndex, char key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(char[] a, int fromIndex, int toIndex, char key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            char midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    // ---- byte[] ----

    public static void fill(byte[] a, byte val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(byte[] a, int fromIndex, int toIndex, byte val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static byte[] copyOf(byte[] original, int newLength) {
        byte[] copy = new byte[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static byte[] copyOfRange(byte[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        byte[] copy = new byte[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static boolean equals(byte[] a, byte[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null || a2.length != a.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(byte[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (byte e : a) {
            result = 31 * result + e;
        }
        return result;
    }

    public static String toString(byte[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static int binarySearch(byte[] a, byte key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(byte[] a, int fromIndex, int toIndex, byte key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(byte[] a, int fromIndex, int toIndex, byte key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            byte midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    // ---- boolean[] ----

    public static void fill(boolean[] a, boolean val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(boolean[] a, int fromIndex, int toIndex, boolean val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static boolean[] copyOf(boolean[] original, int newLength) {
        boolean[] copy = new boolean[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static boolean[] copyOfRange(boolean[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        boolean[] copy = new boolean[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static boolean equals(boolean[] a, boolean[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null || a2.length != a.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(boolean[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (boolean e : a) {
            result = 31 * result + (e ? 1231 : 1237);
        }
        return result;
    }

    public static String toString(boolean[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    // ---- double[] ----

    public static void fill(double[] a, double val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(double[] a, int fromIndex, int toIndex, double val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static double[] copyOf(double[] original, int newLength) {
        double[] copy = new double[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static double[] copyOfRange(double[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        double[] copy = new double[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static boolean equals(double[] a, double[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null || a2.length != a.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (Double.doubleToLongBits(a[i]) != Double.doubleToLongBits(a2[i])) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(double[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (double e : a) {
            long bits = Double.doubleToLongBits(e);
            result = 31 * result + (int) (bits ^ (bits >>> 32));
        }
        return result;
    }

    public static String toString(double[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static int binarySearch(double[] a, double key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(double[] a, int fromIndex, int toIndex, double key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(double[] a, int fromIndex, int toIndex, double key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            double midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                long midBits = Double.doubleToLongBits(midVal); // -0.0 < 0.0, NaN last
                long keyBits = Double.doubleToLongBits(key);
                if (midBits == keyBits) {
                    return mid;
                } else if (midBits < keyBits) {
                    low = mid + 1;
                } else {
                    high = mid - 1;
                }
            }
        }
        return -(low + 1);
    }

    // ---- float[] ----

    public static void fill(float[] a, float val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(float[] a, int fromIndex, int toIndex, float val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static float[] copyOf(float[] original, int newLength) {
        float[] copy = new float[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static float[] copyOfRange(float[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        float[] copy = new float[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static boolean equals(float[] a, float[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null || a2.length != a.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (Float.floatToIntBits(a[i]) != Float.floatToIntBits(a2[i])) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(float[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (float e : a) {
            result = 31 * result + Float.floatToIntBits(e);
        }
        return result;
    }

    public static String toString(float[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static int binarySearch(float[] a, float key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(float[] a, int fromIndex, int toIndex, float key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(float[] a, int fromIndex, int toIndex, float key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            float midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                int midBits = Float.floatToIntBits(midVal); // -0.0 < 0.0, NaN last
                int keyBits = Float.floatToIntBits(key);
                if (midBits == keyBits) {
                    return mid;
                } else if (midBits < keyBits) {
                    low = mid + 1;
                } else {
                    high = mid - 1;
                }
            }
        }
        return -(low + 1);
    }

    // ================= streams and spliterators =================

    public static <T> Spliterator<T> spliterator(T[] array) {
        return Spliterators.spliterator(array, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static <T> Spliterator<T> spliterator(T[] array, int startInclusive, int endExclusive) {
        return Spliterators.spliterator(array, startInclusive, endExclusive,
                Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfInt spliterator(int[] array) {
        return Spliterators.spliterator(array, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfInt spliterator(int[] array, int startInclusive, int endExclusive) {
        return Spliterators.spliterator(array, startInclusive, endExclusive,
                Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfLong spliterator(long[] array) {
        return Spliterators.spliterator(array, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfLong spliterator(long[] array, int startInclusive, int endExclusive) {
        return Spliterators.spliterator(array, startInclusive, endExclusive,
                Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfDouble spliterator(double[] array) {
        return Spliterators.spliterator(array, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfDouble spliterator(double[] array, int startInclusive, int endExclusive) {
        return Spliterators.spliterator(array, startInclusive, endExclusive,
                Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static <T> java.util.stream.Stream<T> stream(T[] array) {
        return stream(array, 0, array.length);
    }

    public static <T> java.util.stream.Stream<T> stream(T[] array, int startInclusive, int endExclusive) {
        return java.util.stream.StreamSupport.stream(spliterator(array, startInclusive, endExclusive), false);
    }

    public static java.util.stream.IntStream stream(int[] array) {
        return stream(array, 0, array.length);
    }

    public static java.util.stream.IntStream stream(int[] array, int startInclusive, int endExclusive) {
        return java.util.stream.StreamSupport.intStream(spliterator(array, startInclusive, endExclusive), false);
    }

    public static java.util.stream.LongStream stream(long[] array) {
        return stream(array, 0, array.length);
    }

    public static java.util.stream.LongStream stream(long[] array, int startInclusive, int endExclusive) {
        return java.util.stream.StreamSupport.longStream(spliterator(array, startInclusive, endExclusive), false);
    }

    public static java.util.stream.DoubleStream stream(double[] array) {
        return stream(array, 0, array.length);
    }

    public static java.util.stream.DoubleStream stream(double[] array, int startInclusive, int endExclusive) {
        return java.util.stream.StreamSupport.doubleStream(spliterator(array, startInclusive, endExclusive),
                false);
    }
}
