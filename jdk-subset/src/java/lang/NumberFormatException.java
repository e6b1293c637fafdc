package java.lang;

/** java.lang.NumberFormatException, with the JDK's message helpers. */
public class NumberFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = -2848938806368998894L;

    public NumberFormatException() {
        super();
    }

    public NumberFormatException(String s) {
        super(s);
    }

    static NumberFormatException forInputString(String s, int radix) {
        return new NumberFormatException("For input string: \"" + s + "\""
                + (radix == 10 ? "" : " under radix " + radix));
    }
}
