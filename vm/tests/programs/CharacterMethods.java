public class CharacterMethods {
    public static void main(String[] args) {
        char[] cs = {'a', 'Z', '5', ' ', '\t', '\n', '_', '$', '!', '\u00e9', '\u00c9', '\u00a0'};
        for (char c : cs) {
            System.out.println((int) c + ": letter=" + Character.isLetter(c) + " digit=" + Character.isDigit(c) + " letterOrDigit=" + Character.isLetterOrDigit(c)
                + " upper=" + Character.isUpperCase(c) + " lower=" + Character.isLowerCase(c) + " whitespace=" + Character.isWhitespace(c) + " spaceChar=" + Character.isSpaceChar(c)
                + " javaStart=" + Character.isJavaIdentifierStart(c) + " javaPart=" + Character.isJavaIdentifierPart(c) + " toUpper=" + (int) Character.toUpperCase(c) + " toLower=" + (int) Character.toLowerCase(c));
        }
        System.out.println("toString/valueOf: " + Character.toString('x') + Character.valueOf('y') + String.valueOf('z'));
        System.out.println("getNumericValue: " + Character.getNumericValue('7') + " " + Character.getNumericValue('a') + " " + Character.getNumericValue('Z') + " " + Character.getNumericValue('-'));
        System.out.println("compare: " + Character.compare('a', 'b') + " isSurrogate: " + Character.isSurrogate('\ud800') + " " + Character.isHighSurrogate('\ud83d') + " " + Character.isLowSurrogate('\ude00'));
        System.out.println("MIN/MAX radix: " + Character.MIN_RADIX + " " + Character.MAX_RADIX);
        String s = "Hello World 123";
        StringBuilder swapped = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (Character.isUpperCase(c)) swapped.append(Character.toLowerCase(c));
            else if (Character.isLowerCase(c)) swapped.append(Character.toUpperCase(c));
            else swapped.append(c);
        }
        System.out.println("swapcase: " + swapped);
        int letters = 0, digits = 0, spaces = 0;
        for (char c : s.toCharArray()) {
            if (Character.isLetter(c)) letters++;
            else if (Character.isDigit(c)) digits++;
            else if (Character.isWhitespace(c)) spaces++;
        }
        System.out.println("counts: " + letters + " " + digits + " " + spaces);
        StringBuilder caesar = new StringBuilder();
        for (char c : "attack at dawn".toCharArray()) caesar.append(Character.isLetter(c) ? (char) ('a' + (c - 'a' + 13) % 26) : c);
        System.out.println("rot13: " + caesar);
        System.out.println("char to int and back: " + (int) 'A' + " " + (char) 97 + " " + (char) ('A' + 25) + " " + Character.toChars(66)[0]);
        System.out.println("toUpperCase(String) with non-ASCII: " + "stra\u00dfburg".length() + " " + "caf\u00e9".toUpperCase() + " " + "ÉCOLE".toLowerCase());
        Character boxed = 'q';
        System.out.println("boxed: " + boxed.charValue() + " " + boxed.equals('q') + " " + boxed.compareTo('a') + " " + boxed.hashCode());
    }
}
