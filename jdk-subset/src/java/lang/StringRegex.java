package java.lang;

/**
 * A small backtracking regular-expression engine behind String.matches, split, replaceAll
 * and replaceFirst (java.util.regex is not part of this library).
 *
 * Supported syntax (a subset of java.util.regex.Pattern, same meaning):
 * <ul>
 * <li>literals; escapes \t \n \r \f \a \e \0ooo \xhh \\uhhhh \cX and any escaped
 *     non-alphanumeric character; \Q...\E quoting</li>
 * <li>. (any char except line terminators), character classes [abc] [^abc] [a-z] with
 *     nested classes [a-z[0-9]] and intersections [a-z&amp;&amp;[^e]], predefined classes
 *     \d \D \s \S \w \W \h \H \v \V, POSIX/Unicode classes \p{Lower} \p{Upper} \p{ASCII}
 *     \p{Alpha} \p{Digit} \p{Alnum} \p{Punct} \p{Graph} \p{Print} \p{Blank} \p{Cntrl}
 *     \p{XDigit} \p{Space} \p{L} \p{Lu} \p{Ll} \p{N} \p{Nd} \p{P} \p{IsAlphabetic}
 *     \p{IsLetter} \p{IsDigit} \p{IsUppercase} \p{IsLowercase} \p{IsWhite_Space}
 *     \p{javaLowerCase} ... and \P{..}</li>
 * <li>quantifiers * + ? {n} {n,} {n,m}, each greedy, reluctant (?) or possessive (+)</li>
 * <li>alternation |, groups ( ), (?: ), named groups (?&lt;name&gt; ), back references
 *     \1..\9 and \k&lt;name&gt;, lookahead (?= ) (?! ), atomic groups (?&gt; )</li>
 * <li>anchors ^ $ \A \z \Z \b \B; inline flags (?i) (?m) (?s) (?x) (?-i) and (?i: ...)</li>
 * </ul>
 * Not supported: lookbehind, Unicode case folding (?u), canonical equivalence, \G, \R, \X.
 * Matching works on UTF-16 chars, not code points. Syntax errors throw
 * IllegalArgumentException with the JDK's PatternSyntaxException message text.
 */
final class StringRegex {
    private static final int CASE_INSENSITIVE = 0x02;
    private static final int MULTILINE = 0x08;
    private static final int DOTALL = 0x20;
    private static final int COMMENTS = 0x04;

    private final String pattern;
    private Node root;
    private int groupCount;
    private int loopCount;
    private String[] groupNames = new String[0];

    // parse state
    private int cursor;
    private int flags;

    private static final String CACHED_KEY_NONE = null;
    private static String cachedPattern = CACHED_KEY_NONE;
    private static StringRegex cachedRegex;

    private StringRegex(String pattern) {
        this.pattern = pattern;
    }

    /** Compiles (with a one-entry cache, since loops often split by the same regex). */
    static StringRegex compile(String regex) {
        synchronized (StringRegex.class) {
            if (regex.equals(cachedPattern)) {
                return cachedRegex;
            }
        }
        StringRegex r = new StringRegex(regex);
        r.parse();
        synchronized (StringRegex.class) {
            cachedPattern = regex;
            cachedRegex = r;
        }
        return r;
    }

    // ==================================================================== public operations

    boolean matches(String s) {
        Matcher m = new Matcher(this, s);
        return m.matchWhole();
    }

    String[] split(String input, int limit) {
        int index = 0;
        boolean matchLimited = limit > 0;
        Parts list = new Parts();
        Matcher m = new Matcher(this, input);
        int from = 0;
        while (m.find(from)) {
            int start = m.start();
            int end = m.end();
            from = (end == start) ? end + 1 : end;
            if (!matchLimited || list.size() < limit - 1) {
                if (index == 0 && index == start && start == end) {
                    // no empty leading substring for a zero-width match at the beginning
                    if (from > input.length()) {
                        break;
                    }
                    continue;
                }
                list.add(input.substring(index, start));
                index = end;
            } else if (list.size() == limit - 1) {
                list.add(input.substring(index));
                index = end;
                break;
            }
            if (from > input.length()) {
                break;
            }
        }
        if (index == 0) {
            return new String[] { input };
        }
        if (!matchLimited || list.size() < limit) {
            list.add(input.substring(index));
        }
        return list.toArray(limit == 0);
    }

    String replace(String input, String replacement, boolean all) {
        Matcher m = new Matcher(this, input);
        if (!m.find(0)) {
            return input;
        }
        StringBuilder sb = new StringBuilder();
        int appendPos = 0;
        do {
            sb.append(input, appendPos, m.start());
            appendReplacement(sb, m, replacement);
            appendPos = m.end();
            if (!all) {
                break;
            }
            int from = m.end();
            if (m.end() == m.start()) {
                if (from >= input.length()) {
                    break;
                }
                // a zero-width match: step over one char
                sb.append(input.charAt(from));
                appendPos = from + 1;
                from++;
            }
            if (!m.find(from)) {
                break;
            }
        } while (true);
        if (appendPos < input.length()) {
            sb.append(input, appendPos, input.length());
        }
        return sb.toString();
    }

    /** Matcher.appendReplacement's handling of $n, ${name} and backslash escapes. */
    private void appendReplacement(StringBuilder sb, Matcher m, String replacement) {
        int cursor = 0;
        while (cursor < replacement.length()) {
            char nextChar = replacement.charAt(cursor);
            if (nextChar == '\\') {
                cursor++;
                if (cursor == replacement.length()) {
                    throw new IllegalArgumentException("character to be escaped is missing");
                }
                nextChar = replacement.charAt(cursor);
                sb.append(nextChar);
                cursor++;
            } else if (nextChar == '$') {
                cursor++;
                if (cursor == replacement.length()) {
                    throw new IllegalArgumentException("Illegal group reference: group index is missing");
                }
                nextChar = replacement.charAt(cursor);
                int refNum;
                if (nextChar == '{') {
                    cursor++;
                    StringBuilder gsb = new StringBuilder();
                    while (cursor < replacement.length()) {
                        nextChar = replacement.charAt(cursor);
                        if (isAsciiLetterOrDigit(nextChar)) {
                            gsb.append(nextChar);
                            cursor++;
                        } else {
                            break;
                        }
                    }
                    if (gsb.length() == 0) {
                        throw new IllegalArgumentException("named capturing group has 0 length name");
                    }
                    if (nextChar != '}') {
                        throw new IllegalArgumentException("named capturing group is missing trailing '}'");
                    }
                    String gname = gsb.toString();
                    if (isAsciiDigit(gname.charAt(0))) {
                        throw new IllegalArgumentException("capturing group name {" + gname
                                + "} starts with digit character");
                    }
                    refNum = groupIndex(gname);
                    if (refNum < 0) {
                        throw new IllegalArgumentException("No group with name {" + gname + "}");
                    }
                    cursor++;
                } else {
                    refNum = nextChar - '0';
                    if (refNum < 0 || refNum > 9) {
                        throw new IllegalArgumentException("Illegal group reference");
                    }
                    cursor++;
                    boolean done = false;
                    while (!done) {
                        if (cursor >= replacement.length()) {
                            break;
                        }
                        int nextDigit = replacement.charAt(cursor) - '0';
                        if ((nextDigit < 0) || (nextDigit > 9)) {
                            break;
                        }
                        int newRefNum = (refNum * 10) + nextDigit;
                        if (groupCount < newRefNum) {
                            done = true;
                        } else {
                            refNum = newRefNum;
                            cursor++;
                        }
                    }
                }
                if (refNum > groupCount) {
                    throw new IndexOutOfBoundsException("No group " + refNum);
                }
                String g = m.group(refNum);
                if (g != null) {
                    sb.append(g);
                }
            } else {
                sb.append(nextChar);
                cursor++;
            }
        }
    }

    private int groupIndex(String name) {
        for (int i = 0; i < groupNames.length; i++) {
            if (name.equals(groupNames[i])) {
                return i;
            }
        }
        return -1;
    }

    /** A growable list of strings (java.util is not used inside java.lang). */
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

    // ==================================================================== matcher state

    static final class Matcher {
        final StringRegex re;
        final String text;
        final int to;
        int[] groups;
        int[] loopCounts;
        int[] loopStarts;
        boolean requireEnd;
        int matchEnd;

        Matcher(StringRegex re, String text) {
            this.re = re;
            this.text = text;
            this.to = text.length();
            this.groups = new int[(re.groupCount + 1) * 2];
            this.loopCounts = new int[re.loopCount];
            this.loopStarts = new int[re.loopCount];
        }

        private void clearGroups() {
            for (int i = 0; i < groups.length; i++) {
                groups[i] = -1;
            }
        }

        boolean matchWhole() {
            clearGroups();
            requireEnd = true;
            if (re.root.match(this, 0)) {
                groups[0] = 0;
                groups[1] = matchEnd;
                return true;
            }
            return false;
        }

        boolean find(int from) {
            requireEnd = false;
            for (int i = from; i <= to; i++) {
                clearGroups();
                if (re.root.match(this, i)) {
                    groups[0] = i;
                    groups[1] = matchEnd;
                    return true;
                }
            }
            return false;
        }

        int start() {
            return groups[0];
        }

        int end() {
            return groups[1];
        }

        String group(int g) {
            int s = groups[2 * g];
            int e = groups[2 * g + 1];
            return (s < 0 || e < 0) ? null : text.substring(s, e);
        }
    }

    // ==================================================================== nodes

    abstract static class Node {
        Node next;

        abstract boolean match(Matcher m, int i);
    }

    /** End of the whole pattern. */
    static final class Accept extends Node {
        boolean match(Matcher m, int i) {
            if (m.requireEnd && i != m.to) {
                return false;
            }
            m.matchEnd = i;
            return true;
        }
    }

    /** End of a lookahead body: succeeds wherever it is reached. */
    static final class LookEnd extends Node {
        boolean match(Matcher m, int i) {
            m.matchEnd = i;
            return true;
        }
    }

    /** Matches nothing (placeholder for an empty sequence). */
    static final class Empty extends Node {
        boolean match(Matcher m, int i) {
            return next.match(m, i);
        }
    }

    /** A single char satisfying a predicate. */
    static final class CharNode extends Node {
        final CharPred pred;

        CharNode(CharPred pred) {
            this.pred = pred;
        }

        boolean match(Matcher m, int i) {
            return i < m.to && pred.is(m.text.charAt(i)) && next.match(m, i + 1);
        }
    }

    /** A literal string. */
    static final class Slice extends Node {
        final String s;
        final boolean ci;

        Slice(String s, boolean ci) {
            this.s = s;
            this.ci = ci;
        }

        boolean match(Matcher m, int i) {
            int n = s.length();
            if (i + n > m.to) {
                return false;
            }
            for (int k = 0; k < n; k++) {
                char c = m.text.charAt(i + k);
                char p = s.charAt(k);
                if (c != p && !(ci && eqIgnoreCase(c, p))) {
                    return false;
                }
            }
            return next.match(m, i + n);
        }
    }

    /** ^ and \A. */
    static final class Begin extends Node {
        final boolean multiline;

        Begin(boolean multiline) {
            this.multiline = multiline;
        }

        boolean match(Matcher m, int i) {
            if (i == 0) {
                return next.match(m, i);
            }
            if (multiline && i < m.to) {
                char c = m.text.charAt(i - 1);
                if (c == '\n' || c == '\u0085' || c == '\u2028' || c == '\u2029'
                        || (c == '\r' && m.text.charAt(i) != '\n')) {
                    return next.match(m, i);
                }
            }
            return false;
        }
    }

    /** $, \Z (before a final line terminator or at the end) and \z (only at the end). */
    static final class Dollar extends Node {
        final boolean multiline;
        final boolean onlyEnd;

        Dollar(boolean multiline, boolean onlyEnd) {
            this.multiline = multiline;
            this.onlyEnd = onlyEnd;
        }

        boolean match(Matcher m, int i) {
            int to = m.to;
            if (i == to) {
                return next.match(m, i);
            }
            if (onlyEnd) {
                return false;
            }
            char c = m.text.charAt(i);
            if (multiline) {
                if (c == '\n') {
                    return (i == 0 || m.text.charAt(i - 1) != '\r') && next.match(m, i);
                }
                if (c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029') {
                    return next.match(m, i);
                }
                return false;
            }
            if (i == to - 1 && isLineTerminator(c) && !(c == '\n' && i > 0 && m.text.charAt(i - 1) == '\r')) {
                return next.match(m, i);
            }
            if (i == to - 2 && c == '\r' && m.text.charAt(i + 1) == '\n') {
                return next.match(m, i);
            }
            return false;
        }
    }

    /** \b and \B. */
    static final class Bound extends Node {
        final boolean word;

        Bound(boolean word) {
            this.word = word;
        }

        private static boolean isWord(char c) {
            return c == '_' || Character.isLetterOrDigit(c);
        }

        boolean match(Matcher m, int i) {
            boolean left = i > 0 && isWord(m.text.charAt(i - 1));
            boolean right = i < m.to && isWord(m.text.charAt(i));
            return ((left != right) == word) && next.match(m, i);
        }
    }

    static final class GroupHead extends Node {
        final int g;

        GroupHead(int g) {
            this.g = g;
        }

        boolean match(Matcher m, int i) {
            int save = m.groups[2 * g];
            m.groups[2 * g] = i;
            if (next.match(m, i)) {
                return true;
            }
            m.groups[2 * g] = save;
            return false;
        }
    }

    static final class GroupTail extends Node {
        final int g;
        final GroupHead head;

        GroupTail(int g, GroupHead head) {
            this.g = g;
            this.head = head;
        }

        boolean match(Matcher m, int i) {
            int saveEnd = m.groups[2 * g + 1];
            m.groups[2 * g + 1] = i;
            if (next.match(m, i)) {
                return true;
            }
            m.groups[2 * g + 1] = saveEnd;
            return false;
        }
    }

    /** Alternation: each alternative's chain ends in a BranchEnd that continues with next. */
    static final class Branch extends Node {
        Node[] alts;

        boolean match(Matcher m, int i) {
            for (int k = 0; k < alts.length; k++) {
                if (alts[k].match(m, i)) {
                    return true;
                }
            }
            return false;
        }
    }

    static final class BranchEnd extends Node {
        final Node owner;

        BranchEnd(Node owner) {
            this.owner = owner;
        }

        boolean match(Matcher m, int i) {
            return owner.next.match(m, i);
        }
    }

    /** Repetition of a single-char node: iterative, no recursion per repetition. */
    static final class CharLoop extends Node {
        final CharPred pred;
        final int min;
        final int max;
        final int kind; // 0 greedy, 1 lazy, 2 possessive

        CharLoop(CharPred pred, int min, int max, int kind) {
            this.pred = pred;
            this.min = min;
            this.max = max;
            this.kind = kind;
        }

        boolean match(Matcher m, int i) {
            int to = m.to;
            String t = m.text;
            int j = i;
            int limit = (max == Integer.MAX_VALUE || to - i < max) ? to : i + max;
            int minEnd = i + min;
            if (minEnd > to) {
                return false;
            }
            while (j < minEnd) {
                if (!pred.is(t.charAt(j))) {
                    return false;
                }
                j++;
            }
            if (kind == 1) {
                while (true) {
                    if (next.match(m, j)) {
                        return true;
                    }
                    if (j >= limit || !pred.is(t.charAt(j))) {
                        return false;
                    }
                    j++;
                }
            }
            while (j < limit && pred.is(t.charAt(j))) {
                j++;
            }
            if (kind == 2) {
                return next.match(m, j);
            }
            while (j >= minEnd) {
                if (next.match(m, j)) {
                    return true;
                }
                j--;
            }
            return false;
        }
    }

    /** General repetition of a sub-pattern whose chain ends in a LoopTail. */
    static final class Loop extends Node {
        Node body;
        final int min;
        final int max;
        final int kind;
        final int id;

        Loop(int min, int max, int kind, int id) {
            this.min = min;
            this.max = max;
            this.kind = kind;
            this.id = id;
        }

        boolean match(Matcher m, int i) {
            int saveCount = m.loopCounts[id];
            int saveStart = m.loopStarts[id];
            m.loopCounts[id] = 0;
            m.loopStarts[id] = -1;
            boolean r;
            if (kind == 2) {
                r = matchPossessive(m, i);
            } else {
                r = iterate(m, i);
            }
            m.loopCounts[id] = saveCount;
            m.loopStarts[id] = saveStart;
            return r;
        }

        /** Called with loopCounts[id] iterations done, at position i. */
        boolean iterate(Matcher m, int i) {
            int c = m.loopCounts[id];
            int prevStart = m.loopStarts[id];
            boolean emptyIteration = c > 0 && prevStart == i;
            if (c < min) {
                if (emptyIteration && c > 0) {
                    // empty iterations cannot make progress: the rest are empty too
                    return next.match(m, i);
                }
                return tryBody(m, i, c, prevStart);
            }
            if (kind == 0) {
                if (c < max && !emptyIteration && tryBody(m, i, c, prevStart)) {
                    return true;
                }
                return next.match(m, i);
            }
            if (next.match(m, i)) {
                return true;
            }
            return c < max && !emptyIteration && tryBody(m, i, c, prevStart);
        }

        private boolean tryBody(Matcher m, int i, int c, int prevStart) {
            m.loopCounts[id] = c + 1;
            m.loopStarts[id] = i;
            if (body.match(m, i)) {
                return true;
            }
            m.loopCounts[id] = c;
            m.loopStarts[id] = prevStart;
            return false;
        }

        /** Possessive: take as many iterations as possible, never give any back. */
        private boolean matchPossessive(Matcher m, int i) {
            int count = 0;
            int pos = i;
            while (count < max) {
                Matcher sub = m;
                int saveEnd = sub.matchEnd;
                boolean saveReq = sub.requireEnd;
                sub.requireEnd = false;
                boolean ok = possessiveBody.match(sub, pos);
                sub.requireEnd = saveReq;
                if (!ok) {
                    sub.matchEnd = saveEnd;
                    break;
                }
                int np = sub.matchEnd;
                count++;
                if (np == pos) {
                    break;
                }
                pos = np;
            }
            if (count < min) {
                return false;
            }
            return next.match(m, pos);
        }

        /** For possessive loops: the body chain ending in a LookEnd. */
        Node possessiveBody;
    }

    static final class LoopTail extends Node {
        final Loop loop;

        LoopTail(Loop loop) {
            this.loop = loop;
        }

        boolean match(Matcher m, int i) {
            return loop.iterate(m, i);
        }
    }

    /** (?=X), (?!X) and the atomic group (?>X). */
    static final class Look extends Node {
        final Node body;
        final int kind; // 0 positive lookahead, 1 negative lookahead, 2 atomic

        Look(Node body, int kind) {
            this.body = body;
            this.kind = kind;
        }

        boolean match(Matcher m, int i) {
            boolean saveReq = m.requireEnd;
            int saveEnd = m.matchEnd;
            m.requireEnd = false;
            int[] saveGroups = (kind == 1) ? m.groups.clone() : null;
            boolean ok = body.match(m, i);
            m.requireEnd = saveReq;
            int end = m.matchEnd;
            m.matchEnd = saveEnd;
            if (kind == 1) {
                m.groups = saveGroups;
                return !ok && next.match(m, i);
            }
            if (!ok) {
                return false;
            }
            return next.match(m, kind == 2 ? end : i);
        }
    }

    static final class BackRef extends Node {
        final int g;
        final boolean ci;

        BackRef(int g, boolean ci) {
            this.g = g;
            this.ci = ci;
        }

        boolean match(Matcher m, int i) {
            int s = m.groups[2 * g];
            int e = m.groups[2 * g + 1];
            if (s < 0 || e < 0) {
                return false;
            }
            int n = e - s;
            if (i + n > m.to) {
                return false;
            }
            for (int k = 0; k < n; k++) {
                char a = m.text.charAt(s + k);
                char b = m.text.charAt(i + k);
                if (a != b && !(ci && eqIgnoreCase(a, b))) {
                    return false;
                }
            }
            return next.match(m, i + n);
        }
    }

    // ==================================================================== char predicates

    abstract static class CharPred {
        abstract boolean is(char c);

        CharPred union(final CharPred o) {
            final CharPred self = this;
            return new CharPred() {
                boolean is(char c) {
                    return self.is(c) || o.is(c);
                }
            };
        }

        CharPred and(final CharPred o) {
            final CharPred self = this;
            return new CharPred() {
                boolean is(char c) {
                    return self.is(c) && o.is(c);
                }
            };
        }

        CharPred negate() {
            final CharPred self = this;
            return new CharPred() {
                boolean is(char c) {
                    return !self.is(c);
                }
            };
        }
    }

    static final class Single extends CharPred {
        final char ch;

        Single(char ch) {
            this.ch = ch;
        }

        boolean is(char c) {
            return c == ch;
        }
    }

    static final class SingleI extends CharPred {
        final char lower;
        final char upper;

        SingleI(char ch) {
            this.lower = asciiLower(ch);
            this.upper = asciiUpper(ch);
        }

        boolean is(char c) {
            return c == lower || c == upper;
        }
    }

    static final class Range extends CharPred {
        final char lo;
        final char hi;
        final boolean ci;

        Range(char lo, char hi, boolean ci) {
            this.lo = lo;
            this.hi = hi;
            this.ci = ci;
        }

        boolean is(char c) {
            if (c >= lo && c <= hi) {
                return true;
            }
            if (ci) {
                char u = asciiUpper(c);
                char l = asciiLower(c);
                return (u >= lo && u <= hi) || (l >= lo && l <= hi);
            }
            return false;
        }
    }

    /** Named classes (\d, \s, \p{...}). */
    static final class Named extends CharPred {
        final int kind;

        Named(int kind) {
            this.kind = kind;
        }

        boolean is(char c) {
            switch (kind) {
                case 0: // \d
                    return c >= '0' && c <= '9';
                case 1: // \s
                    return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
                case 2: // \w
                    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
                case 3: // any char except line terminators (.)
                    return !isLineTerminator(c);
                case 4: // any char (DOTALL .)
                    return true;
                case 5: // \p{Lower}
                    return c >= 'a' && c <= 'z';
                case 6: // \p{Upper}
                    return c >= 'A' && c <= 'Z';
                case 7: // \p{ASCII}
                    return c < 0x80;
                case 8: // \p{Alpha}
                    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
                case 9: // \p{Alnum}
                    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
                case 10: // \p{Punct}
                    return (c >= 0x21 && c <= 0x2F) || (c >= 0x3A && c <= 0x40) || (c >= 0x5B && c <= 0x60)
                            || (c >= 0x7B && c <= 0x7E);
                case 11: // \p{Graph}
                    return c >= 0x21 && c <= 0x7E;
                case 12: // \p{Print}
                    return c >= 0x20 && c <= 0x7E;
                case 13: // \p{Blank}
                    return c == ' ' || c == '\t';
                case 14: // \p{Cntrl}
                    return c < 0x20 || c == 0x7F;
                case 15: // \p{XDigit}
                    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
                case 16: // \h
                    return c == ' ' || c == '\t' || c == 0xA0 || c == 0x1680 || c == 0x180e
                            || (c >= 0x2000 && c <= 0x200a) || c == 0x202f || c == 0x205f || c == 0x3000;
                case 17: // \v
                    return c == '\n' || c == 0x0B || c == '\f' || c == '\r' || c == 0x85 || c == 0x2028
                            || c == 0x2029;
                case 20: // letter
                    return Character.isLetter(c);
                case 21: // uppercase letter
                    return Character.getType(c) == Character.UPPERCASE_LETTER;
                case 22: // lowercase letter
                    return Character.getType(c) == Character.LOWERCASE_LETTER;
                case 23: // number (Nd, Nl, No)
                    int t = Character.getType(c);
                    return t == Character.DECIMAL_DIGIT_NUMBER || t == Character.LETTER_NUMBER
                            || t == Character.OTHER_NUMBER;
                case 24: // decimal digit
                    return Character.isDigit(c);
                case 25: // punctuation categories
                    int p = Character.getType(c);
                    return p == Character.CONNECTOR_PUNCTUATION || p == Character.DASH_PUNCTUATION
                            || p == Character.START_PUNCTUATION || p == Character.END_PUNCTUATION
                            || p == Character.OTHER_PUNCTUATION || p == Character.INITIAL_QUOTE_PUNCTUATION
                            || p == Character.FINAL_QUOTE_PUNCTUATION;
                case 26:
                    return Character.isAlphabetic(c);
                case 27:
                    return Character.isUpperCase(c);
                case 28:
                    return Character.isLowerCase(c);
                case 29:
                    return Character.isWhitespace(c) || Character.isSpaceChar(c);
                case 30:
                    return Character.isWhitespace(c);
                case 31:
                    return Character.isLetterOrDigit(c);
                case 32: // symbols
                    int s = Character.getType(c);
                    return s == Character.MATH_SYMBOL || s == Character.CURRENCY_SYMBOL
                            || s == Character.MODIFIER_SYMBOL || s == Character.OTHER_SYMBOL;
                default:
                    return false;
            }
        }
    }


    // ==================================================================== parser

    private IllegalArgumentException error(String desc) {
        return error(desc, cursor - 1);
    }

    /** PatternSyntaxException.getMessage() text. */
    private IllegalArgumentException error(String desc, int index) {
        StringBuilder sb = new StringBuilder(desc);
        if (index >= 0) {
            sb.append(" near index ").append(index);
        }
        sb.append('\n').append(pattern);
        if (index >= 0 && index < pattern.length()) {
            sb.append('\n');
            for (int i = 0; i < index; i++) {
                sb.append(' ');
            }
            sb.append('^');
        }
        return new IllegalArgumentException(sb.toString());
    }

    private boolean more() {
        return cursor < pattern.length();
    }

    private char peek() {
        skipComments();
        return cursor < pattern.length() ? pattern.charAt(cursor) : 0;
    }

    private void skipComments() {
        if ((flags & COMMENTS) == 0) {
            return;
        }
        while (cursor < pattern.length()) {
            char c = pattern.charAt(cursor);
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == 0x0B) {
                cursor++;
            } else if (c == '#') {
                while (cursor < pattern.length() && !isLineTerminator(pattern.charAt(cursor))) {
                    cursor++;
                }
            } else {
                break;
            }
        }
    }

    private void parse() {
        cursor = 0;
        flags = 0;
        Node[] ht = expr(new Accept());
        if (more()) {
            if (pattern.charAt(cursor) == ')') {
                cursor++;
                throw error("Unmatched closing ')'", cursor - 2);
            }
            throw error("Unexpected internal error");
        }
        root = ht[0];
    }

    /** Parses alternatives up to ')' or the end; returns {head}, all chains ending at end. */
    private Node[] expr(Node end) {
        Branch branch = null;
        Node first = null;
        NodeList alts = null;
        while (true) {
            Node[] seq = sequence();
            Node head = seq[0];
            Node tail = seq[1];
            if (first == null && peek() != '|') {
                // no alternation
                tail.next = end;
                return new Node[] { head };
            }
            if (branch == null) {
                branch = new Branch();
                alts = new NodeList();
            }
            BranchEnd be = new BranchEnd(branch);
            tail.next = be;
            alts.add(head);
            first = head;
            if (peek() == '|') {
                cursor++;
                continue;
            }
            break;
        }
        branch.alts = alts.toArray();
        branch.next = end;
        return new Node[] { branch };
    }

    static final class NodeList {
        Node[] a = new Node[4];
        int n;

        void add(Node x) {
            if (n == a.length) {
                Node[] b = new Node[n * 2];
                System.arraycopy(a, 0, b, 0, n);
                a = b;
            }
            a[n++] = x;
        }

        Node[] toArray() {
            Node[] r = new Node[n];
            System.arraycopy(a, 0, r, 0, n);
            return r;
        }
    }

    /** Parses a sequence of quantified atoms; returns {head, tail} (tail.next unset). */
    private Node[] sequence() {
        Node head = new Empty();
        Node tail = head;
        StringBuilder literal = null;
        while (true) {
            char c = peek();
            if (!more() || c == '|' || c == ')') {
                break;
            }
            int atomStart = cursor;
            Object atom = atom();
            if (atom == null) {
                continue; // e.g. an inline flag group (?i)
            }
            Node[] q = quantify(atom);
            tail.next = q[0];
            tail = q[1];
        }
        return new Node[] { head, tail };
    }

    /**
     * Parses one atom: returns a CharPred (single-char atom), or Node[]{head, tail} for
     * anything else, or null for constructs that match nothing (inline flags).
     */
    private Object atom() {
        char c = pattern.charAt(cursor++);
        boolean ci = (flags & CASE_INSENSITIVE) != 0;
        switch (c) {
            case '(':
                return group();
            case '[':
                return charClass();
            case '.':
                return new Named((flags & DOTALL) != 0 ? 4 : 3);
            case '^':
                return single(new Begin((flags & MULTILINE) != 0));
            case '$':
                return single(new Dollar((flags & MULTILINE) != 0, false));
            case '\\':
                return escape(false);
            case '*':
            case '+':
            case '?':
                throw error("Dangling meta character '" + c + "'");
            case '{':
                // the JDK treats a '{' that does not start a valid quantifier as an error
                throw error("Illegal repetition");
            default:
                return ci ? (CharPred) new SingleI(c) : new Single(c);
        }
    }

    private static Node[] single(Node n) {
        return new Node[] { n, n };
    }

    private Object group() {
        int saveFlags = flags;
        if (more() && pattern.charAt(cursor) == '?') {
            cursor++;
            if (!more()) {
                throw error("Unknown group type");
            }
            char c = pattern.charAt(cursor++);
            switch (c) {
                case ':': {
                    Node[] r = groupBody(null);
                    flags = saveFlags;
                    return r;
                }
                case '=':
                case '!':
                case '>': {
                    LookEnd le = new LookEnd();
                    Node[] body = expr(le);
                    expect(')');
                    flags = saveFlags;
                    Look look = new Look(body[0], c == '=' ? 0 : c == '!' ? 1 : 2);
                    return single(look);
                }
                case '<': {
                    if (more() && (pattern.charAt(cursor) == '=' || pattern.charAt(cursor) == '!')) {
                        throw error("Look-behind is not supported by this library");
                    }
                    int s = cursor;
                    while (more() && isAsciiLetterOrDigit(pattern.charAt(cursor))) {
                        cursor++;
                    }
                    if (!more() || pattern.charAt(cursor) != '>' || s == cursor) {
                        throw error("named capturing group is missing trailing '>'");
                    }
                    String name = pattern.substring(s, cursor);
                    cursor++;
                    Node[] r = groupBody(name);
                    flags = saveFlags;
                    return r;
                }
                default: {
                    cursor--;
                    // inline flags: (?idmsux-idmsux) or (?idmsux-idmsux:X)
                    boolean on = true;
                    while (more()) {
                        char f = pattern.charAt(cursor++);
                        int bit;
                        switch (f) {
                            case 'i':
                                bit = CASE_INSENSITIVE;
                                break;
                            case 'm':
                                bit = MULTILINE;
                                break;
                            case 's':
                                bit = DOTALL;
                                break;
                            case 'x':
                                bit = COMMENTS;
                                break;
                            case 'd':
                            case 'u':
                            case 'U':
                                bit = 0;
                                break;
                            case '-':
                                on = false;
                                continue;
                            case ')':
                                return null; // flags stay in effect for the rest of the group
                            case ':': {
                                Node[] r = groupBody(null);
                                flags = saveFlags;
                                return r;
                            }
                            default:
                                throw error("Unknown inline modifier");
                        }
                        flags = on ? (flags | bit) : (flags & ~bit);
                    }
                    throw error("Unknown group type");
                }
            }
        }
        Node[] r = groupBody("");
        flags = saveFlags;
        return r;
    }

    /** Parses up to ')'; name null for non-capturing, "" for an unnamed capturing group. */
    private Node[] groupBody(String name) {
        if (name == null) {
            Empty end = new Empty();
            Node[] body = expr(end);
            expect(')');
            return new Node[] { body[0], end };
        }
        int g = ++groupCount;
        if (!name.isEmpty()) {
            if (groupIndex(name) >= 0) {
                throw error("Named capturing group <" + name + "> is already defined");
            }
            String[] n = new String[g + 1];
            System.arraycopy(groupNames, 0, n, 0, groupNames.length);
            n[g] = name;
            groupNames = n;
        }
        GroupHead head = new GroupHead(g);
        GroupTail tail = new GroupTail(g, head);
        Node[] body = expr(tail);
        head.next = body[0];
        expect(')');
        return new Node[] { head, tail };
    }

    private void expect(char c) {
        if (!more() || pattern.charAt(cursor) != c) {
            throw error("Unclosed group", pattern.length());
        }
        cursor++;
    }

    /** Applies a following quantifier (if any) to an atom; returns {head, tail}. */
    private Node[] quantify(Object atom) {
        int min;
        int max;
        char c = peek();
        if (c == '*') {
            min = 0;
            max = Integer.MAX_VALUE;
            cursor++;
        } else if (c == '+') {
            min = 1;
            max = Integer.MAX_VALUE;
            cursor++;
        } else if (c == '?') {
            min = 0;
            max = 1;
            cursor++;
        } else if (c == '{') {
            int save = cursor;
            cursor++;
            int s = cursor;
            while (more() && isAsciiDigit(pattern.charAt(cursor))) {
                cursor++;
            }
            if (s == cursor) {
                throw error("Illegal repetition", cursor);
            }
            min = parseCount(pattern.substring(s, cursor));
            max = min;
            if (more() && pattern.charAt(cursor) == ',') {
                cursor++;
                s = cursor;
                while (more() && isAsciiDigit(pattern.charAt(cursor))) {
                    cursor++;
                }
                max = (s == cursor) ? Integer.MAX_VALUE : parseCount(pattern.substring(s, cursor));
            }
            if (!more() || pattern.charAt(cursor) != '}') {
                throw error("Unclosed counted closure", cursor);
            }
            cursor++;
            if (max < min) {
                throw error("Illegal repetition range");
            }
        } else {
            if (atom instanceof CharPred) {
                return single(new CharNode((CharPred) atom));
            }
            return (Node[]) atom;
        }
        int kind = 0;
        if (more() && pattern.charAt(cursor) == '?') {
            kind = 1;
            cursor++;
        } else if (more() && pattern.charAt(cursor) == '+') {
            kind = 2;
            cursor++;
        }
        if (atom instanceof CharPred) {
            return single(new CharLoop((CharPred) atom, min, max, kind));
        }
        Node[] ht = (Node[]) atom;
        Loop loop = new Loop(min, max, kind, loopCount++);
        if (kind == 2) {
            LookEnd le = new LookEnd();
            ht[1].next = le;
            loop.possessiveBody = ht[0];
        } else {
            LoopTail lt = new LoopTail(loop);
            ht[1].next = lt;
            loop.body = ht[0];
        }
        return single(loop);
    }

    private int parseCount(String digits) {
        try {
            return Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            throw error("Illegal repetition range");
        }
    }

    /** Parses an escape after '\'; inClass: inside [...]. Returns CharPred or Node[]. */
    private Object escape(boolean inClass) {
        if (!more()) {
            throw error("Unexpected internal error", pattern.length());
        }
        char c = pattern.charAt(cursor++);
        boolean ci = (flags & CASE_INSENSITIVE) != 0;
        switch (c) {
            case 'd':
                return new Named(0);
            case 'D':
                return new Named(0).negate();
            case 's':
                return new Named(1);
            case 'S':
                return new Named(1).negate();
            case 'w':
                return new Named(2);
            case 'W':
                return new Named(2).negate();
            case 'h':
                return new Named(16);
            case 'H':
                return new Named(16).negate();
            case 'v':
                return new Named(17);
            case 'V':
                return new Named(17).negate();
            case 'p':
            case 'P': {
                CharPred p = property();
                return c == 'P' ? p.negate() : p;
            }
            case 't':
                return lit('\t', ci);
            case 'n':
                return lit('\n', ci);
            case 'r':
                return lit('\r', ci);
            case 'f':
                return lit('\f', ci);
            case 'a':
                return lit('\u0007', ci);
            case 'e':
                return lit('\u001B', ci);
            case '0': {
                int v = 0;
                int n = 0;
                while (n < 3 && more() && pattern.charAt(cursor) >= '0' && pattern.charAt(cursor) <= '7'
                        && v * 8 + (pattern.charAt(cursor) - '0') <= 0377) {
                    v = v * 8 + (pattern.charAt(cursor++) - '0');
                    n++;
                }
                if (n == 0) {
                    throw error("Illegal octal escape sequence");
                }
                return lit((char) v, ci);
            }
            case 'x': {
                int v;
                if (more() && pattern.charAt(cursor) == '{') {
                    int e = pattern.indexOf('}', cursor);
                    if (e < 0) {
                        throw error("Unclosed hexadecimal escape sequence");
                    }
                    v = hex(pattern.substring(cursor + 1, e));
                    cursor = e + 1;
                } else {
                    v = hex(take(2));
                }
                return lit((char) v, ci);
            }
            case 'u':
                return lit((char) hex(take(4)), ci);
            case 'c':
                if (!more()) {
                    throw error("Illegal control escape sequence");
                }
                return lit((char) (pattern.charAt(cursor++) ^ 64), ci);
            case 'Q': {
                int e = pattern.indexOf("\\E", cursor);
                String q = (e < 0) ? pattern.substring(cursor) : pattern.substring(cursor, e);
                cursor = (e < 0) ? pattern.length() : e + 2;
                if (inClass) {
                    CharPred p = null;
                    for (int i = 0; i < q.length(); i++) {
                        CharPred s = lit(q.charAt(i), ci);
                        p = (p == null) ? s : p.union(s);
                    }
                    return p;
                }
                if (q.isEmpty()) {
                    return single(new Empty());
                }
                if (q.length() == 1) {
                    return lit(q.charAt(0), ci);
                }
                return single(new Slice(q, ci));
            }
            default:
                break;
        }
        if (!inClass) {
            switch (c) {
                case 'b':
                    return single(new Bound(true));
                case 'B':
                    return single(new Bound(false));
                case 'A':
                    return single(new Begin(false));
                case 'z':
                    return single(new Dollar(false, true));
                case 'Z':
                    return single(new Dollar(false, false));
                case 'k': {
                    if (!more() || pattern.charAt(cursor) != '<') {
                        throw error("\\k is not followed by '<' for named capturing group", cursor);
                    }
                    int e = pattern.indexOf('>', cursor);
                    if (e < 0) {
                        throw error("named capturing group is missing trailing '>'");
                    }
                    String name = pattern.substring(cursor + 1, e);
                    cursor = e + 1;
                    int g = groupIndex(name);
                    if (g < 0) {
                        throw error("named capturing group <" + name + "> does not exist");
                    }
                    return single(new BackRef(g, ci));
                }
                default:
                    break;
            }
            if (c >= '1' && c <= '9') {
                int g = c - '0';
                // more digits only while they form an existing group number
                while (more() && isAsciiDigit(pattern.charAt(cursor))) {
                    int ng = g * 10 + (pattern.charAt(cursor) - '0');
                    if (ng > groupCount) {
                        break;
                    }
                    g = ng;
                    cursor++;
                }
                return single(new BackRef(g, ci));
            }
        }
        if (isAsciiLetterOrDigit(c)) {
            throw error("Illegal/unsupported escape sequence");
        }
        return lit(c, ci);
    }

    private String take(int n) {
        if (cursor + n > pattern.length()) {
            throw error("Illegal hexadecimal escape sequence");
        }
        String s = pattern.substring(cursor, cursor + n);
        cursor += n;
        return s;
    }

    private int hex(String s) {
        if (s.isEmpty()) {
            throw error("Illegal hexadecimal escape sequence");
        }
        int v = 0;
        for (int i = 0; i < s.length(); i++) {
            int d = Character.digit(s.charAt(i), 16);
            if (d < 0) {
                throw error("Illegal hexadecimal escape sequence");
            }
            v = v * 16 + d;
        }
        return v;
    }

    private static CharPred lit(char c, boolean ci) {
        return (ci && asciiLower(c) != asciiUpper(c)) ? (CharPred) new SingleI(c) : new Single(c);
    }

    /** \p{Name} after the 'p' or 'P'. */
    private CharPred property() {
        String name;
        if (more() && pattern.charAt(cursor) == '{') {
            int e = pattern.indexOf('}', cursor);
            if (e < 0) {
                throw error("Unclosed character family");
            }
            name = pattern.substring(cursor + 1, e);
            cursor = e + 1;
        } else if (more()) {
            name = String.valueOf(pattern.charAt(cursor++));
        } else {
            throw error("Illegal character family");
        }
        String n = name;
        if (n.startsWith("Is")) {
            n = n.substring(2);
        }
        switch (n) {
            case "Lower":
                return new Named(5);
            case "Upper":
                return new Named(6);
            case "ASCII":
                return new Named(7);
            case "Alpha":
                return new Named(8);
            case "Digit":
                return new Named(0);
            case "Alnum":
                return new Named(9);
            case "Punct":
                return new Named(10);
            case "Graph":
                return new Named(11);
            case "Print":
                return new Named(12);
            case "Blank":
                return new Named(13);
            case "Cntrl":
                return new Named(14);
            case "XDigit":
                return new Named(15);
            case "Space":
                return new Named(1);
            case "L":
            case "Letter":
            case "javaLetter":
                return new Named(20);
            case "Lu":
                return new Named(21);
            case "Ll":
                return new Named(22);
            case "N":
                return new Named(23);
            case "Nd":
            case "javaDigit":
                return new Named(24);
            case "P":
            case "Punctuation":
                return new Named(25);
            case "S":
                return new Named(32);
            case "Alphabetic":
                return new Named(26);
            case "Uppercase":
            case "javaUpperCase":
                return new Named(27);
            case "Lowercase":
            case "javaLowerCase":
                return new Named(28);
            case "White_Space":
            case "WhiteSpace":
                return new Named(29);
            case "javaWhitespace":
                return new Named(30);
            case "javaLetterOrDigit":
                return new Named(31);
            default:
                throw error("Unknown character property name {" + name + "}");
        }
    }

    /** Parses a [...] class after the '['. */
    private CharPred charClass() {
        boolean ci = (flags & CASE_INSENSITIVE) != 0;
        boolean negate = false;
        if (more() && pattern.charAt(cursor) == '^') {
            negate = true;
            cursor++;
        }
        CharPred acc = null;
        CharPred intersect = null;
        boolean first = true;
        while (true) {
            if (!more()) {
                throw error("Unclosed character class", pattern.length() - 1);
            }
            char c = pattern.charAt(cursor);
            if (c == ']' && !first) {
                cursor++;
                break;
            }
            first = false;
            CharPred item;
            if (c == '[') {
                cursor++;
                item = charClass();
            } else if (c == '&' && cursor + 1 < pattern.length() && pattern.charAt(cursor + 1) == '&') {
                cursor += 2;
                CharPred left = (acc == null) ? new Named(-1) : acc;
                intersect = (intersect == null) ? left : intersect.and(left);
                acc = null;
                continue;
            } else {
                cursor++;
                char lo;
                if (c == '\\') {
                    Object e = escape(true);
                    if (!(e instanceof Single) && !(e instanceof SingleI)) {
                        item = (CharPred) e;
                        acc = (acc == null) ? item : acc.union(item);
                        continue;
                    }
                    lo = (e instanceof Single) ? ((Single) e).ch : pattern.charAt(cursor - 1);
                    if (e instanceof SingleI) {
                        lo = escapedChar(e);
                    }
                } else {
                    lo = c;
                }
                if (cursor + 1 < pattern.length() && pattern.charAt(cursor) == '-'
                        && pattern.charAt(cursor + 1) != ']' && pattern.charAt(cursor + 1) != '[') {
                    cursor++;
                    char hc = pattern.charAt(cursor++);
                    char hi;
                    if (hc == '\\') {
                        Object e = escape(true);
                        if (!(e instanceof Single) && !(e instanceof SingleI)) {
                            throw error("Illegal character range");
                        }
                        hi = escapedChar(e);
                    } else {
                        hi = hc;
                    }
                    if (hi < lo) {
                        throw error("Illegal character range");
                    }
                    item = new Range(lo, hi, ci);
                } else {
                    item = lit(lo, ci);
                }
            }
            acc = (acc == null) ? item : acc.union(item);
        }
        CharPred result;
        if (intersect != null) {
            result = (acc == null) ? intersect : intersect.and(acc);
        } else {
            result = (acc == null) ? new Named(-1) : acc;
        }
        return negate ? result.negate() : result;
    }

    private static char escapedChar(Object e) {
        if (e instanceof Single) {
            return ((Single) e).ch;
        }
        return ((SingleI) e).lower;
    }

    // ==================================================================== helpers

    static boolean isLineTerminator(char c) {
        return c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
    }

    static boolean isAsciiDigit(char c) {
        return c >= '0' && c <= '9';
    }

    static boolean isAsciiLetterOrDigit(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    }

    static char asciiLower(char c) {
        return (c >= 'A' && c <= 'Z') ? (char) (c + 32) : c;
    }

    static char asciiUpper(char c) {
        return (c >= 'a' && c <= 'z') ? (char) (c - 32) : c;
    }

    static boolean eqIgnoreCase(char a, char b) {
        return asciiLower(a) == asciiLower(b);
    }
}
