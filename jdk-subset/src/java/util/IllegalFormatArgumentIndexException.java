package java.util;

/** java.util.IllegalFormatArgumentIndexException (Java 16). */
class IllegalFormatArgumentIndexException extends IllegalFormatException {
    private static final long serialVersionUID = 1L;

    private final int illegalIndex;

    IllegalFormatArgumentIndexException(int index) {
        illegalIndex = index;
    }

    int getIndex() {
        return illegalIndex;
    }

    public String getMessage() {
        int index = getIndex();
        if (index == Integer.MIN_VALUE) {
            return "Format argument index: (not representable as int)";
        }
        return "Illegal format argument index = " + index;
    }
}
