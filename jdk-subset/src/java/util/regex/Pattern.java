package java.util.regex;

import java.util.ArrayList;
import java.util.function.Predicate;

/**
 * A compiled regular expression: a backtracking matcher over a graph of nodes (our own
 * implementation; the syntax and results follow java.util.regex.Pattern).
 *
 * Supported: literals and escapes (\t \n \r \f \a \e \0ooo \xhh \x{h..} \\uhhhh \cX, \Q...\E),
 * . and character classes with ranges, nesting and intersections, predefined classes
 * \d \D \s \S \w \W \h \H \v \V, POSIX and common Unicode \p{..}/\P{..} classes,
 * greedy/reluctant/possessive quantifiers, groups (capturing, non-capturing, named),
 * alternation, back references \n and \k&lt;name&gt;, lookahead, lookbehind (bounded length),
 * atomic groups, anchors ^ $ \A \z \Z \b \B \G, \R, inline flags and the compile flags
 * CASE_INSENSITIVE, MULTILINE, DOTALL, COMMENTS, LITERAL, UNICODE_CASE, UNIX_LINES.
 * Not supported: canonical equivalence, \X, code-point (surrogate pair) matching: the engine
 * matches UTF-16 chars.
 */
public final class Pattern implements java.io.Serializable {
    public static final int UNIX_LINES = 0x01;
    public static final int CASE_INSENSITIVE = 0x02;
    public static final int COMMENTS = 0x04;
    public static final int MULTILINE = 0x08;
    public static final int LITERAL = 0x10;
    public static final int DOTALL = 0x20;
    public static final int UNICODE_CASE = 0x40;
    public static final int CANON_EQ = 0x80;
    public static final int UNICODE_CHARACTER_CLASS = 0x100;

    private static final int ALL_FLAGS = 0x1FF;

    private final String pattern;
    private final int flags0;
    Node root;
    int groupCount;
    int loopCount;
    int lookBehindCount;
    String[] groupNames = new String[0];
    /** The literal first char of every match, or -1 when unknown (a search accelerator). */
    int firstChar = -1;

    // parse state
    private int cursor;
    private int flags;

    private Pattern(String pattern, int flags) {
        this.pattern = pattern;
        this.flags0 = flags;
    }

    public static Pattern compile(String regex) {
        return compile(regex, 0);
    }

    public static Pattern compile(String regex, int flags) {
        if (regex == null) {
            throw new NullPointerException();
        }
        if ((flags & ~ALL_FLAGS) != 0) {
            throw new IllegalArgumentException("Unknown flag 0x" + Integer.toHexString(flags));
        }
        Pattern p = new Pattern(regex, flags);
        p.parse();
        return p;
    }

    public static boolean matches(String regex, CharSequence input) {
        return compile(regex).matcher(input).matches();
    }

    public String pattern() {
        return pattern;
    }

    public String toString() {
        return pattern;
    }

    public int flags() {
        return flags0;
    }

    public Matcher matcher(CharSequence input) {
        return new Matcher(this, input);
    }

    public Predicate<String> asPredicate() {
        return s -> matcher(s).find();
    }

    public Predicate<String> asMatchPredicate() {
        return s -> matcher(s).matches();
    }

    public String[] split(CharSequence input) {
        return split(input, 0);
    }

    /** The pieces {@link #split(CharSequence)} gives, as a stream. */
    public java.util.stream.Stream<String> splitAsStream(CharSequence input) {
        return java.util.Arrays.stream(split(input));
    }

    public String[] split(CharSequence input, int limit) {
        int index = 0;
        boolean matchLimited = limit > 0;
        ArrayList<String> list = new ArrayList<>();
        Matcher m = matcher(input);
        while (m.find()) {
            if (!matchLimited || list.size() < limit - 1) {
                if (index == 0 && index == m.start() && m.start() == m.end()) {
                    // no empty leading substring for a zero-width match at the beginning
                    continue;
                }
                list.add(input.subSequence(index, m.start()).toString());
                index = m.end();
            } else if (list.size() == limit - 1) {
                list.add(input.subSequence(index, input.length()).toString());
                index = m.end();
            }
        }
        if (index == 0) {
            return new String[] { input.toString() };
        }
        if (!matchLimited || list.size() < limit) {
            list.add(input.subSequence(index, input.length()).toString());
        }
        int size = list.size();
        if (limit == 0) {
            while (size > 0 && list.get(size - 1).isEmpty()) {
                size--;
            }
        }
        String[] r = new String[size];
        for (int i = 0; i < size; i++) {
            r[i] = list.get(i);
        }
        return r;
    }

    public static String quote(String s) {
        int slashEIndex = s.indexOf("\\E");
        if (slashEIndex == -1) {
            return "\\Q" + s + "\\E";
        }
        StringBuilder sb = new StringBuilder(s.length() * 2);
        sb.append("\\Q");
        int current = 0;
        while ((slashEIndex = s.indexOf("\\E", current)) != -1) {
            sb.append(s, current, slashEIndex);
            current = slashEIndex + 2;
            sb.append("\\E\\\\E\\Q");
        }
        sb.append(s, current, s.length());
        sb.append("\\E");
        return sb.toString();
    }

    int groupIndex(String name) {
        for (int i = 0; i < groupNames.length; i++) {
            if (name.equals(groupNames[i])) {
                return i;
            }
        }
        return -1;
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
            if (i >= m.to) {
                return false;
            }
            int c = codePointAt(m.text, i);
            int n = i + (c >= 0x10000 ? 2 : 1);
            return n <= m.to && pred.is(c) && next.match(m, n);
        }
    }

    /** A literal string. */
    static final class Slice extends Node {
        final String s;
        final boolean ci;
        boolean uc;

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
                if (c != p && !(ci && (uc ? eqUnicodeCase(c, p) : eqIgnoreCase(c, p)))) {
                    return false;
                }
            }
            return next.match(m, i + n);
        }
    }

    /** ^ and \A. */
    static final class Begin extends Node {
        final boolean multiline;
        final boolean unixLines;

        Begin(boolean multiline, boolean unixLines) {
            this.multiline = multiline;
            this.unixLines = unixLines;
        }

        boolean match(Matcher m, int i) {
            if (multiline && i == m.to) {
                return false; // like Perl, no ^ at the end of input even after a newline
            }
            if (i == m.from) {
                return next.match(m, i);
            }
            if (multiline) {
                char c = m.text.charAt(i - 1);
                if (unixLines ? c == '\n' : (c == '\n' || c == '\u0085' || c == '\u2028' || c == '\u2029'
                        || (c == '\r' && m.text.charAt(i) != '\n'))) {
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
        final boolean unixLines;

        Dollar(boolean multiline, boolean onlyEnd, boolean unixLines) {
            this.multiline = multiline;
            this.onlyEnd = onlyEnd;
            this.unixLines = unixLines;
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
            if (unixLines) {
                if (multiline) {
                    return c == '\n' && next.match(m, i);
                }
                return i == to - 1 && c == '\n' && next.match(m, i);
            }
            if (multiline) {
                if (c == '\n') {
                    return (i == m.from || m.text.charAt(i - 1) != '\r') && next.match(m, i);
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
            boolean left = i > m.from && isWord(m.text.charAt(i - 1));
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
            int n = 0;
            while (n < min) {
                if (j >= to) {
                    return false;
                }
                int c = codePointAt(t, j);
                int w = c >= 0x10000 ? 2 : 1;
                if (j + w > to || !pred.is(c)) {
                    return false;
                }
                j += w;
                n++;
            }
            if (kind == 1) {
                while (true) {
                    if (next.match(m, j)) {
                        return true;
                    }
                    if (n >= max || j >= to) {
                        return false;
                    }
                    int c = codePointAt(t, j);
                    int w = c >= 0x10000 ? 2 : 1;
                    if (j + w > to || !pred.is(c)) {
                        return false;
                    }
                    j += w;
                    n++;
                }
            }
            while (n < max && j < to) {
                int c = codePointAt(t, j);
                int w = c >= 0x10000 ? 2 : 1;
                if (j + w > to || !pred.is(c)) {
                    break;
                }
                j += w;
                n++;
            }
            if (kind == 2) {
                return next.match(m, j);
            }
            while (true) {
                if (next.match(m, j)) {
                    return true;
                }
                if (n == min) {
                    return false;
                }
                // back off one code point
                j -= (j - 2 >= i && Character.isLowSurrogate(t.charAt(j - 1))
                        && Character.isHighSurrogate(t.charAt(j - 2))) ? 2 : 1;
                n--;
            }
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
        boolean uc;

        BackRef(int g, boolean ci) {
            this.g = g;
            this.ci = ci;
        }

        boolean match(Matcher m, int i) {
            if (2 * g + 1 >= m.groups.length) {
                return false; // a group that does not exist never matched
            }
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
                if (a != b && !(ci && (uc ? eqUnicodeCase(a, b) : eqIgnoreCase(a, b)))) {
                    return false;
                }
            }
            return next.match(m, i + n);
        }
    }

    /** (?<=X) and (?<!X): X (of bounded length) must match ending exactly here. */
    static final class LookBehind extends Node {
        final Node body;
        final boolean negative;
        final int id;
        final int maxLen;

        LookBehind(Node body, boolean negative, int id, int maxLen) {
            this.body = body;
            this.negative = negative;
            this.id = id;
            this.maxLen = maxLen;
        }

        boolean match(Matcher m, int i) {
            int saveTarget = m.lookBehindTargets[id];
            boolean saveReq = m.requireEnd;
            int saveEnd = m.matchEnd;
            m.requireEnd = false;
            m.lookBehindTargets[id] = i;
            int[] saveGroups = negative ? m.groups.clone() : null;
            int lo = maxLen == UNBOUNDED ? m.from : Math.max(m.from, i - maxLen);
            boolean ok = false;
            for (int j = i; j >= lo; j--) {
                if (body.match(m, j)) {
                    ok = true;
                    break;
                }
            }
            m.lookBehindTargets[id] = saveTarget;
            m.requireEnd = saveReq;
            m.matchEnd = saveEnd;
            if (negative) {
                m.groups = saveGroups;
                return !ok && next.match(m, i);
            }
            return ok && next.match(m, i);
        }
    }

    static final class LookBehindEnd extends Node {
        final int id;

        LookBehindEnd(int id) {
            this.id = id;
        }

        boolean match(Matcher m, int i) {
            if (i != m.lookBehindTargets[id]) {
                return false;
            }
            m.matchEnd = i;
            return true;
        }
    }

    /** \G: where the previous match ended. */
    static final class LastMatch extends Node {
        boolean match(Matcher m, int i) {
            return i == m.oldLast && next.match(m, i);
        }
    }

    /** \R: any line break, \r\n as one (atomic). */
    static final class LineBreak extends Node {
        boolean match(Matcher m, int i) {
            if (i >= m.to) {
                return false;
            }
            char c = m.text.charAt(i);
            if (c == '\r' && i + 1 < m.to && m.text.charAt(i + 1) == '\n') {
                return next.match(m, i + 2);
            }
            return (c == '\n' || c == 0x0B || c == '\f' || c == '\r' || c == 0x85 || c == 0x2028
                    || c == 0x2029) && next.match(m, i + 1);
        }
    }

    static final int UNBOUNDED = Integer.MAX_VALUE;

    /** The most chars a chain starting at n can consume (UNBOUNDED if unknown). */
    static int maxLen(Node n) {
        long total = 0;
        while (n != null) {
            if (n instanceof CharNode) {
                total += 1;
            } else if (n instanceof Slice) {
                total += ((Slice) n).s.length();
            } else if (n instanceof LineBreak) {
                total += 2;
            } else if (n instanceof CharLoop) {
                CharLoop l = (CharLoop) n;
                if (l.max == Integer.MAX_VALUE) {
                    return UNBOUNDED;
                }
                total += l.max;
            } else if (n instanceof Loop) {
                Loop l = (Loop) n;
                int b = maxLen(l.kind == 2 ? l.possessiveBody : l.body);
                if (b == UNBOUNDED || (b > 0 && l.max == Integer.MAX_VALUE)) {
                    return UNBOUNDED;
                }
                total += (long) b * l.max;
            } else if (n instanceof Branch) {
                Branch br = (Branch) n;
                int best = 0;
                for (int k = 0; k < br.alts.length; k++) {
                    int a = maxLen(br.alts[k]);
                    if (a == UNBOUNDED) {
                        return UNBOUNDED;
                    }
                    best = Math.max(best, a);
                }
                total += best;
            } else if (n instanceof BackRef) {
                return UNBOUNDED;
            } else if (n instanceof BranchEnd || n instanceof LoopTail || n instanceof LookEnd
                    || n instanceof LookBehindEnd || n instanceof Accept) {
                break;
            }
            if (total >= UNBOUNDED) {
                return UNBOUNDED;
            }
            n = n.next;
        }
        return (int) total;
    }

    // ==================================================================== char predicates

    abstract static class CharPred {
        abstract boolean is(int c);

        CharPred union(final CharPred o) {
            final CharPred self = this;
            return new CharPred() {
                boolean is(int c) {
                    return self.is(c) || o.is(c);
                }
            };
        }

        CharPred and(final CharPred o) {
            final CharPred self = this;
            return new CharPred() {
                boolean is(int c) {
                    return self.is(c) && o.is(c);
                }
            };
        }

        CharPred negate() {
            final CharPred self = this;
            return new CharPred() {
                boolean is(int c) {
                    return !self.is(c);
                }
            };
        }
    }

    static final class Single extends CharPred {
        final int ch;

        Single(int ch) {
            this.ch = ch;
        }

        boolean is(int c) {
            return c == ch;
        }
    }

    static final class SingleU extends CharPred {
        final int ch;

        SingleU(int ch) {
            this.ch = ch;
        }

        boolean is(int c) {
            return c == ch || eqUnicodeCase(c, ch);
        }
    }

    static final class SingleI extends CharPred {
        final int lower;
        final int upper;

        SingleI(int ch) {
            this.lower = asciiLower(ch);
            this.upper = asciiUpper(ch);
        }

        boolean is(int c) {
            return c == lower || c == upper;
        }
    }

    static final class Range extends CharPred {
        final int lo;
        final int hi;
        final boolean ci;
        boolean uc;

        Range(int lo, int hi, boolean ci) {
            this.lo = lo;
            this.hi = hi;
            this.ci = ci;
        }

        boolean is(int c) {
            if (c >= lo && c <= hi) {
                return true;
            }
            if (ci) {
                int u = uc ? Character.toUpperCase(c) : asciiUpper(c);
                int l = uc ? Character.toLowerCase(c) : asciiLower(c);
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

        boolean is(int c) {
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
                case 18: // . with UNIX_LINES
                    return c != '\n';
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

    private PatternSyntaxException error(String desc) {
        return error(desc, cursor - 1);
    }

    private PatternSyntaxException error(String desc, int index) {
        return new PatternSyntaxException(desc, pattern, index);
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
        flags = flags0;
        if ((flags0 & LITERAL) != 0) {
            Node lit = pattern.isEmpty() ? new Empty() : slice(pattern, (flags0 & CASE_INSENSITIVE) != 0);
            lit.next = new Accept();
            root = lit;
            firstChar = (!pattern.isEmpty() && (flags0 & CASE_INSENSITIVE) == 0) ? pattern.charAt(0) : -1;
            return;
        }
        Node[] ht = expr(new Accept());
        if (more()) {
            if (pattern.charAt(cursor) == ')') {
                cursor++;
                throw error("Unmatched closing ')'", cursor - 2);
            }
            throw error("Unexpected internal error");
        }
        root = ht[0];
        firstChar = literalFirstChar(root);
    }

    /** The char every match must start with, if the pattern begins with a plain literal. */
    private static int literalFirstChar(Node n) {
        while (n instanceof Empty || n instanceof GroupHead) {
            n = n.next;
        }
        if (n instanceof Slice && !((Slice) n).ci) {
            return ((Slice) n).s.charAt(0);
        }
        if (n instanceof CharNode && ((CharNode) n).pred instanceof Single) {
            int c = ((Single) ((CharNode) n).pred).ch;
            return Character.isSurrogate((char) c) || c >= 0x10000 ? -1 : c;
        }
        return -1;
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
                return new Named((flags & DOTALL) != 0 ? 4 : (flags & UNIX_LINES) != 0 ? 18 : 3);
            case '^':
                return single(new Begin((flags & MULTILINE) != 0, (flags & UNIX_LINES) != 0));
            case '$':
                return single(new Dollar((flags & MULTILINE) != 0, false, (flags & UNIX_LINES) != 0));
            case '\\':
                return escape(false);
            case '*':
            case '+':
            case '?':
                throw error("Dangling meta character '" + c + "'");
            case '{':
                // the JDK treats a '{' that does not start a valid quantifier as an error
                throw error("Illegal repetition", cursor);
            default:
                if (Character.isHighSurrogate(c) && more() && Character.isLowSurrogate(pattern.charAt(cursor))) {
                    return lit(Character.toCodePoint(c, pattern.charAt(cursor++)), ci);
                }
                return lit(c, ci);
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
                throw error("Unknown inline modifier", pattern.length());
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
                        boolean negative = pattern.charAt(cursor) == '!';
                        cursor++;
                        int id = lookBehindCount++;
                        Node[] body = expr(new LookBehindEnd(id));
                        expect(')');
                        flags = saveFlags;
                        int max = maxLen(body[0]);
                        return single(new LookBehind(body[0], negative, id, max));
                    }
                    String name = groupName();
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
                                bit = UNIX_LINES;
                                break;
                            case 'u':
                                bit = UNICODE_CASE;
                                break;
                            case 'U':
                                bit = UNICODE_CHARACTER_CLASS;
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
                    throw error("Unknown inline modifier", pattern.length());
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

    /** The index of the char the JDK's parser would have read last (the length past the end). */
    private int badIndex() {
        return Math.min(cursor, pattern.length());
    }

    private static boolean isLatinLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    /** A group name after '<', up to and including the '>'. */
    private String groupName() {
        if (!more() || !isLatinLetter(pattern.charAt(cursor))) {
            throw error("capturing group name does not start with a Latin letter", badIndex());
        }
        int s = cursor;
        while (more() && isAsciiLetterOrDigit(pattern.charAt(cursor))) {
            cursor++;
        }
        if (!more() || pattern.charAt(cursor) != '>') {
            throw error("named capturing group is missing trailing '>'", badIndex());
        }
        String name = pattern.substring(s, cursor);
        cursor++;
        return name;
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
                    throw error("Illegal octal escape sequence", badIndex());
                }
                return lit(v, ci);
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
                    for (int k = 0; k < 2; k++) {
                        if (cursor + k >= pattern.length() || Character.digit(pattern.charAt(cursor + k), 16) < 0) {
                            throw error("Illegal hexadecimal escape sequence", cursor + k);
                        }
                    }
                    v = hex(take(2));
                }
                return lit(v, ci);
            }
            case 'u':
                for (int k = 0; k < 4; k++) {
                    if (cursor + k >= pattern.length() || Character.digit(pattern.charAt(cursor + k), 16) < 0) {
                        throw error("Illegal Unicode escape sequence", cursor + k);
                    }
                }
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
                return single(slice(q, ci));
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
                    return single(new Begin(false, false));
                case 'z':
                    return single(new Dollar(false, true, false));
                case 'Z':
                    return single(new Dollar(false, false, (flags & UNIX_LINES) != 0));
                case 'G':
                    return single(new LastMatch());
                case 'R':
                    return single(new LineBreak());
                case 'k': {
                    if (!more() || pattern.charAt(cursor) != '<') {
                        throw error("\\k is not followed by '<' for named capturing group", cursor);
                    }
                    cursor++;
                    String name = groupName();
                    int g = groupIndex(name);
                    if (g < 0) {
                        throw error("named capturing group <" + name + "> does not exist");
                    }
                    return single(backRef(g, ci));
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
                return single(backRef(g, ci));
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

    private boolean unicodeCase() {
        return (flags & UNICODE_CASE) != 0;
    }

    private Slice slice(String q, boolean ci) {
        Slice r = new Slice(q, ci);
        r.uc = unicodeCase();
        return r;
    }

    private BackRef backRef(int g, boolean ci) {
        BackRef r = new BackRef(g, ci);
        r.uc = unicodeCase();
        return r;
    }

    private Range range(int lo, int hi, boolean ci) {
        Range r = new Range(lo, hi, ci);
        r.uc = unicodeCase();
        return r;
    }

    /** A literal char; with UNICODE_CASE, case-insensitive beyond ASCII. */
    private CharPred lit(int c, boolean ci) {
        if (ci && unicodeCase() && Character.toUpperCase(c) != Character.toLowerCase(c)) {
            return new SingleU(c);
        }
        return (ci && asciiLower(c) != asciiUpper(c)) ? (CharPred) new SingleI(c) : new Single(c);
    }

    /** \p{Name} after the 'p' or 'P'. */
    private CharPred property() {
        String name;
        if (more() && pattern.charAt(cursor) == '{') {
            int e = pattern.indexOf('}', cursor);
            if (e < 0) {
                throw error("Unclosed character family", pattern.length());
            }
            name = pattern.substring(cursor + 1, e);
            cursor = e + 1;
        } else if (more()) {
            name = String.valueOf(pattern.charAt(cursor++));
        } else {
            throw error("Illegal character family");
        }
        String n = name;
        if (n.startsWith("gc=")) {
            n = n.substring(3);
        } else if (n.startsWith("general_category=")) {
            n = n.substring(17);
        } else if (n.startsWith("Is")) {
            n = n.substring(2);
        }
        int mask = categoryMask(n);
        if (mask != 0 && !n.equals("L") && !n.equals("Lu") && !n.equals("Ll") && !n.equals("N") && !n.equals("Nd")
                && !n.equals("P") && !n.equals("S")) {
            return new Category(mask);
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

    private static final String CATEGORIES = "Cn Lu Ll Lt Lm Lo Mn Me Mc Nd Nl No Zs Zl Zp Cc Cf -- Co Cs Pd Ps Pe Pc Po Sm Sc Sk So Pi Pf";

    /** Character.getType bits of a general category name ("Lu", "L", "LC", ...), or 0. */
    private static int categoryMask(String n) {
        if (n.length() == 2 && !n.equals("--")) {
            int i = CATEGORIES.indexOf(n);
            if (i >= 0 && i % 3 == 0) {
                return 1 << (i / 3);
            }
            if (n.equals("LC")) {
                return (1 << 1) | (1 << 2) | (1 << 3);
            }
            return 0;
        }
        if (n.length() == 1) {
            int mask = 0;
            for (int i = 0; i < CATEGORIES.length(); i += 3) {
                if (CATEGORIES.charAt(i) == n.charAt(0)) {
                    mask |= 1 << (i / 3);
                }
            }
            return mask;
        }
        return 0;
    }

    /** A set of general categories (Character.getType values as bits). */
    static final class Category extends CharPred {
        final int mask;

        Category(int mask) {
            this.mask = mask;
        }

        boolean is(int c) {
            return ((mask >> Character.getType(c)) & 1) != 0;
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
                if (acc != null) {
                    intersect = (intersect == null) ? acc : intersect.and(acc);
                }
                acc = null;
                continue;
            } else {
                cursor++;
                int lo;
                if (c == '\\') {
                    Object e = escape(true);
                    if (!(e instanceof Single) && !(e instanceof SingleI) && !(e instanceof SingleU)) {
                        item = (CharPred) e;
                        acc = (acc == null) ? item : acc.union(item);
                        continue;
                    }
                    lo = (e instanceof Single) ? ((Single) e).ch : pattern.charAt(cursor - 1);
                    if (e instanceof SingleI || e instanceof SingleU) {
                        lo = escapedChar(e);
                    }
                } else if (Character.isHighSurrogate(c) && more() && Character.isLowSurrogate(pattern.charAt(cursor))) {
                    lo = Character.toCodePoint(c, pattern.charAt(cursor++));
                } else {
                    lo = c;
                }
                if (cursor + 1 == pattern.length() && pattern.charAt(cursor) == '-') {
                    throw error("Illegal character range", cursor + 1);
                }
                if (cursor + 1 < pattern.length() && pattern.charAt(cursor) == '-'
                        && pattern.charAt(cursor + 1) != ']' && pattern.charAt(cursor + 1) != '[') {
                    cursor++;
                    char hc = pattern.charAt(cursor++);
                    int hi;
                    if (hc == '\\') {
                        Object e = escape(true);
                        if (!(e instanceof Single) && !(e instanceof SingleI) && !(e instanceof SingleU)) {
                            throw error("Illegal character range");
                        }
                        hi = escapedChar(e);
                    } else if (Character.isHighSurrogate(hc) && more() && Character.isLowSurrogate(pattern.charAt(cursor))) {
                        hi = Character.toCodePoint(hc, pattern.charAt(cursor++));
                    } else {
                        hi = hc;
                    }
                    if (hi < lo) {
                        throw error("Illegal character range");
                    }
                    item = range(lo, hi, ci);
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

    private static int escapedChar(Object e) {
        if (e instanceof Single) {
            return ((Single) e).ch;
        }
        if (e instanceof SingleU) {
            return ((SingleU) e).ch;
        }
        return ((SingleI) e).lower;
    }

    // ==================================================================== helpers

    static boolean isLineTerminator(int c) {
        return c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
    }

    static boolean isAsciiDigit(char c) {
        return c >= '0' && c <= '9';
    }

    static boolean isAsciiLetterOrDigit(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    }

    static int asciiLower(int c) {
        return (c >= 'A' && c <= 'Z') ? c + 32 : c;
    }

    static int asciiUpper(int c) {
        return (c >= 'a' && c <= 'z') ? c - 32 : c;
    }

    /** The code point at i (a surrogate pair read as one) in the text. */
    static int codePointAt(String t, int i) {
        char c = t.charAt(i);
        if (Character.isHighSurrogate(c) && i + 1 < t.length()) {
            char d = t.charAt(i + 1);
            if (Character.isLowSurrogate(d)) {
                return Character.toCodePoint(c, d);
            }
        }
        return c;
    }

    static boolean eqUnicodeCase(int a, int b) {
        int ua = Character.toUpperCase(a);
        int ub = Character.toUpperCase(b);
        return ua == ub || Character.toLowerCase(ua) == Character.toLowerCase(ub);
    }

    static boolean eqIgnoreCase(char a, char b) {
        return asciiLower(a) == asciiLower(b);
    }}
