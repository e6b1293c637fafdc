package java.lang;

import java.util.regex.Pattern;

/**
 * String.matches, split, replaceAll and replaceFirst: java.util.regex.Pattern behind a
 * one-entry cache (loops often split by the same regex), plus the list String's
 * single-char split fast path fills.
 */
final class StringRegex {
    private static String cachedRegex;
    private static Pattern cachedPattern;

    private final Pattern pattern;

    private StringRegex(Pattern pattern) {
        this.pattern = pattern;
    }

    static StringRegex compile(String regex) {
        synchronized (StringRegex.class) {
            if (regex.equals(cachedRegex)) {
                return new StringRegex(cachedPattern);
            }
        }
        Pattern p = Pattern.compile(regex);
        synchronized (StringRegex.class) {
            cachedRegex = regex;
            cachedPattern = p;
        }
        return new StringRegex(p);
    }

    boolean matches(String s) {
        return pattern.matcher(s).matches();
    }

    String[] split(String input, int limit) {
        return pattern.split(input, limit);
    }

    String replace(String input, String replacement, boolean all) {
        return all ? pattern.matcher(input).replaceAll(replacement)
                : pattern.matcher(input).replaceFirst(replacement);
    }

    /** A growable list of strings (for String's single-char split). */
    static final class Parts {
        private String[] a = new String[8];
        private int n;

        void add(String s) {
            if (n == a.length) {
                String[] b = new String[n * 2];
                System.arraycopy(a, 0, b, 0, n);
                a = b;
            }
            a[n++] = s;
        }

        int size() {
            return n;
        }

        /** The strings, without trailing empty strings if asked (split with limit 0). */
        String[] toArray(boolean dropTrailingEmpty) {
            int k = n;
            if (dropTrailingEmpty) {
                while (k > 0 && a[k - 1].isEmpty()) {
                    k--;
                }
            }
            String[] r = new String[k];
            System.arraycopy(a, 0, r, 0, k);
            return r;
        }
    }
}
