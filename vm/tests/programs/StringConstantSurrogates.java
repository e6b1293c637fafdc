/** String constants keep unpaired surrogates (modified UTF-8 encodes each alone). */
public class StringConstantSurrogates {
    static final String K = "k\uDC00";
    public static void main(String[] a) {
        String s = "x\uD800y";
        System.out.println(s.length() + " " + Integer.toHexString(s.charAt(1)) + " " + K.length() + " " + Integer.toHexString(K.charAt(1)));
        System.out.println("\u00e9\u4e2d\uD83D\uDE00".length() + " " + ("a\u0000b").length());
    }
}
