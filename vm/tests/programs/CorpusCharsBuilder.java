// Rosetta Code style string tasks on Character and StringBuilder corners: palindromes,
// Caesar cipher, reversing with surrogate pairs, insert/delete/setLength, code points,
// digit values of other scripts, Character classification tables.
public class CorpusCharsBuilder {
    static boolean isPalindrome(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isLetterOrDigit(c)) {
                sb.append(Character.toLowerCase(c));
            }
        }
        String t = sb.toString();
        return t.equals(sb.reverse().toString());
    }

    static String caesar(String s, int k) {
        StringBuilder sb = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            if (Character.isUpperCase(c)) {
                sb.append((char) ('A' + (c - 'A' + k + 26) % 26));
            } else if (Character.isLowerCase(c)) {
                sb.append((char) ('a' + (c - 'a' + k + 26) % 26));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    static String codePoints(CharSequence s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length();) {
            int cp = Character.codePointAt(s, i);
            sb.append(String.format("U+%04X", cp)).append(Character.isSupplementaryCodePoint(cp) ? "* " : " ");
            i += Character.charCount(cp);
        }
        return sb.toString().trim();
    }

    public static void main(String[] args) {
        for (String s : new String[] { "A man, a plan, a canal: Panama", "No 'x' in Nixon", "not one", "12321", "" }) {
            System.out.println(isPalindrome(s) + " <- " + s);
        }
        String secret = caesar("The Quick Brown Fox Jumps Over The Lazy Dog!", 13);
        System.out.println(secret + " | " + caesar(secret, -13));

        // surrogate pairs survive reverse()
        String smile = "ab\uD83D\uDE00cd\uD834\uDD1Eef";
        StringBuilder rev = new StringBuilder(smile).reverse();
        System.out.println(codePoints(smile) + " | " + codePoints(rev));
        System.out.println(smile.length() + " " + smile.codePointCount(0, smile.length()) + " " + rev.codePointAt(2)
                + " " + Integer.toHexString(rev.codePointBefore(4)) + " " + rev.offsetByCodePoints(0, 3));
        // lone surrogates built from chars (a string constant with one is a toyjvm bug)
        StringBuilder lone = new StringBuilder().append('x').append((char) 0xD800).append('y').append((char) 0xDC00)
                .append('z').reverse();
        System.out.println(codePoints(lone));

        // insert, delete, setLength, replace, setCharAt
        StringBuilder sb = new StringBuilder("Hello World");
        sb.insert(0, '[').insert(sb.length(), ']').insert(6, 123).insert(1, 2.5).insert(0, true).insert(4, new char[] { '-', '-' });
        System.out.println(sb + " " + sb.length());
        sb.deleteCharAt(0).deleteCharAt(sb.length() - 1).delete(0, 3).replace(0, 2, "REPLACED");
        System.out.println(sb);
        sb.setCharAt(0, 'r');
        sb.setLength(5);
        System.out.println("[" + sb + "] " + sb.length());
        sb.setLength(8);
        System.out.println("[" + sb.toString().replace('\0', '0') + "] " + sb.length() + " " + (int) sb.charAt(7));
        sb.setLength(0);
        System.out.println("[" + sb + "] " + sb.length() + " " + sb.append("x").append(1L).append('y').append(2.0f).append((Object) null));
        StringBuilder idx = new StringBuilder("abcabcabc");
        System.out.println(idx.indexOf("bc") + " " + idx.lastIndexOf("bc") + " " + idx.indexOf("bc", 3) + " " + idx.lastIndexOf("bc", 6)
                + " " + idx.indexOf("zz") + " " + idx.substring(3) + " " + idx.subSequence(1, 4) + " " + idx.charAt(8));
        try {
            idx.deleteCharAt(20);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("SIOOBE " + e.getMessage());
        }
        try {
            idx.insert(-1, "x");
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("SIOOBE " + e.getMessage());
        }
        try {
            idx.setLength(-1);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("SIOOBE " + e.getMessage());
        }
        StringBuffer buf = new StringBuffer("sync");
        buf.append('!').insert(0, "a ").reverse();
        System.out.println(buf + " " + buf.length() + " " + "builder".compareTo("buffer"));

        // Character classification over a sample of chars
        String sample = "aZ5 _$\t\n\u00e9\u00df\u0663\u0e53\u00bd\u2167\u00a0\u3042\u4e2d!";
        for (int i = 0; i < sample.length(); i++) {
            char c = sample.charAt(i);
            System.out.printf("%04x L%s D%s LD%s A%s W%s S%s U%s l%s JS%s JP%s num=%d dig=%d type=%d%n", (int) c,
                    b(Character.isLetter(c)), b(Character.isDigit(c)), b(Character.isLetterOrDigit(c)),
                    b(Character.isAlphabetic(c)), b(Character.isWhitespace(c)), b(Character.isSpaceChar(c)),
                    b(Character.isUpperCase(c)), b(Character.isLowerCase(c)), b(Character.isJavaIdentifierStart(c)),
                    b(Character.isJavaIdentifierPart(c)), Character.getNumericValue(c), Character.digit(c, 10),
                    Character.getType(c));
        }
        System.out.println(Character.getNumericValue('z') + " " + Character.getNumericValue('\u216b') + " "
                + Character.digit('f', 16) + " " + Character.digit('G', 16) + " " + Character.forDigit(11, 16) + " "
                + Character.forDigit(5, 2));
        char[] pair = Character.toChars(0x1F600);
        System.out.println(pair.length + " " + Integer.toHexString(pair[0]) + " " + Integer.toHexString(pair[1]) + " "
                + Character.toChars(65)[0] + " " + Character.toCodePoint(pair[0], pair[1]) + " "
                + Character.isHighSurrogate(pair[0]) + " " + Character.isLowSurrogate(pair[0]) + " "
                + Character.isValidCodePoint(0x110000) + " " + Character.charCount(0x1F600) + " "
                + new String(Character.toChars(0x1F600)).codePointAt(0));
        StringBuilder cps = new StringBuilder();
        cps.appendCodePoint(0x48).appendCodePoint(0x1F600).appendCodePoint(0x69);
        System.out.println(cps.length() + " " + cps.codePointCount(0, cps.length()) + " " + codePoints(cps));
        System.out.println(Character.toUpperCase('\u00df') + " " + "stra\u00dfe".toUpperCase() + " " + Character.toTitleCase('a')
                + " " + Character.toLowerCase('\u0130') + " " + Character.reverseBytes('\u1234') + " "
                + Character.compare('a', 'b') + " " + Character.valueOf('q').compareTo('a') + " " + Character.hashCode('A')
                + " " + Character.MIN_RADIX + " " + Character.MAX_RADIX + " " + (int) Character.MAX_VALUE);
    }

    static String b(boolean v) {
        return v ? "+" : "-";
    }
}
