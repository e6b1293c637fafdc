package java.util.regex;

import java.util.Objects;
import java.util.function.Function;

/** Matches a {@link Pattern} against a char sequence; also the engine's per-match state. */
public final class Matcher implements MatchResult {
    Pattern parentPattern;
    String text;
    /** The region [from, to). */
    int from;
    int to;
    int[] groups;
    int[] loopCounts;
    int[] loopStarts;
    int[] lookBehindTargets;
    boolean requireEnd;
    int matchEnd;
    /** The last match [first, last); first is -1 when there is none. */
    int first = -1;
    int last;
    /** End of the previous match for \G (-1: none yet). */
    int oldLast = -1;
    int lastAppendPosition;

    Matcher(Pattern p, CharSequence input) {
        this.parentPattern = p;
        this.text = input.toString();
        allocate();
        reset();
    }

    private void allocate() {
        Pattern p = parentPattern;
        groups = new int[(p.groupCount + 1) * 2];
        loopCounts = new int[p.loopCount];
        loopStarts = new int[p.loopCount];
        lookBehindTargets = new int[p.lookBehindCount];
        clearGroups();
    }

    private void clearGroups() {
        int[] g = groups;
        for (int i = 0; i < g.length; i++) {
            g[i] = -1;
        }
    }

    public Pattern pattern() {
        return parentPattern;
    }

    /**
     * The results of the matches {@link #find()} finds from where this matcher is, each as
     * {@link #toMatchResult()}, found lazily as the stream is consumed. Does not reset.
     */
    public java.util.stream.Stream<MatchResult> results() {
        java.util.Iterator<MatchResult> found = new java.util.Iterator<MatchResult>() {
            private MatchResult next;
            private boolean done;

            public boolean hasNext() {
                if (next == null && !done) {
                    if (find()) {
                        next = toMatchResult();
                    } else {
                        done = true;
                    }
                }
                return next != null;
            }

            public MatchResult next() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                MatchResult r = next;
                next = null;
                return r;
            }
        };
        return java.util.stream.StreamSupport.stream(java.util.Spliterators.spliteratorUnknownSize(
                found, java.util.Spliterator.ORDERED | java.util.Spliterator.NONNULL), false);
    }

    public MatchResult toMatchResult() {
        final String t = text;
        final int[] g = groups.clone();
        final boolean has = first >= 0;
        final int count = parentPattern.groupCount;
        return new MatchResult() {
            private void check() {
                if (!has) {
                    throw new IllegalStateException("No match found");
                }
            }

            public int start() {
                check();
                return g[0];
            }

            public int start(int group) {
                check();
                if (group < 0 || group > count) {
                    throw new IndexOutOfBoundsException("No group " + group);
                }
                return g[group * 2];
            }

            public int end() {
                check();
                return g[1];
            }

            public int end(int group) {
                check();
                if (group < 0 || group > count) {
                    throw new IndexOutOfBoundsException("No group " + group);
                }
                return g[group * 2 + 1];
            }

            public String group() {
                return group(0);
            }

            public String group(int group) {
                check();
                if (group < 0 || group > count) {
                    throw new IndexOutOfBoundsException("No group " + group);
                }
                if (g[group * 2] == -1 || g[group * 2 + 1] == -1) {
                    return null;
                }
                return t.substring(g[group * 2], g[group * 2 + 1]);
            }

            public int groupCount() {
                return count;
            }
        };
    }

    public Matcher usePattern(Pattern newPattern) {
        if (newPattern == null) {
            throw new IllegalArgumentException("Pattern cannot be null");
        }
        parentPattern = newPattern;
        allocate();
        return this;
    }

    public Matcher reset() {
        first = -1;
        last = 0;
        oldLast = -1;
        for (int i = 0; i < groups.length; i++) {
            groups[i] = -1;
        }
        lastAppendPosition = 0;
        from = 0;
        to = text.length();
        return this;
    }

    public Matcher reset(CharSequence input) {
        text = input.toString();
        return reset();
    }

    public int start() {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        return first;
    }

    public int start(int group) {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
        return groups[group * 2];
    }

    public int start(String name) {
        return groups[getMatchedGroupIndex(name) * 2];
    }

    public int end() {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        return last;
    }

    public int end(int group) {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
        return groups[group * 2 + 1];
    }

    public int end(String name) {
        return groups[getMatchedGroupIndex(name) * 2 + 1];
    }

    public String group() {
        return group(0);
    }

    public String group(int group) {
        if (first < 0) {
            throw new IllegalStateException("No match found");
        }
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
        if ((groups[group * 2] == -1) || (groups[group * 2 + 1] == -1)) {
            return null;
        }
        return text.substring(groups[group * 2], groups[group * 2 + 1]);
    }

    public String group(String name) {
        int group = getMatchedGroupIndex(name);
        if ((groups[group * 2] == -1) || (groups[group * 2 + 1] == -1)) {
            return null;
        }
        return text.substring(groups[group * 2], groups[group * 2 + 1]);
    }

    private int getMatchedGroupIndex(String name) {
        Objects.requireNonNull(name, "Group name");
        if (first < 0) {
            throw new IllegalStateException("No match found");
        }
        int g = parentPattern.groupIndex(name);
        if (g < 0) {
            throw new IllegalArgumentException("No group with name <" + name + ">");
        }
        return g;
    }

    public int groupCount() {
        return parentPattern.groupCount;
    }

    public boolean matches() {
        return anchoredMatch(true);
    }

    public boolean lookingAt() {
        return anchoredMatch(false);
    }

    public boolean find() {
        int nextSearchIndex = last;
        if (nextSearchIndex == first) {
            nextSearchIndex++;
        }
        if (nextSearchIndex < from) {
            nextSearchIndex = from;
        }
        if (nextSearchIndex > to) {
            clearGroups();
            return false;
        }
        return search(nextSearchIndex);
    }

    public boolean find(int start) {
        int limit = text.length();
        if ((start < 0) || (start > limit)) {
            throw new IndexOutOfBoundsException("Illegal start index");
        }
        reset();
        return search(start);
    }

    private boolean anchoredMatch(boolean whole) {
        oldLast = oldLast < 0 ? from : oldLast;
        clearGroups();
        requireEnd = whole;
        boolean ok = parentPattern.root.match(this, from);
        requireEnd = false;
        if (ok) {
            first = from;
            last = matchEnd;
            groups[0] = first;
            groups[1] = last;
            oldLast = last;
        } else {
            first = -1;
        }
        return ok;
    }

    private boolean search(int start) {
        oldLast = oldLast < 0 ? from : oldLast;
        requireEnd = false;
        Pattern.Node root = parentPattern.root;
        int fc = parentPattern.firstChar;
        String t = text;
        int end = to;
        for (int i = start; i <= end; i++) {
            if (fc >= 0) {
                i = t.indexOf(fc, i);
                if (i < 0 || i >= end) {
                    break;
                }
            }
            clearGroups();
            if (root.match(this, i)) {
                first = i;
                last = matchEnd;
                groups[0] = first;
                groups[1] = last;
                oldLast = last;
                return true;
            }
        }
        clearGroups();
        first = -1;
        return false;
    }

    public Matcher region(int start, int end) {
        if ((start < 0) || (start > text.length())) {
            throw new IndexOutOfBoundsException("start");
        }
        if ((end < 0) || (end > text.length())) {
            throw new IndexOutOfBoundsException("end");
        }
        if (start > end) {
            throw new IndexOutOfBoundsException("start > end");
        }
        reset();
        from = start;
        to = end;
        return this;
    }

    public int regionStart() {
        return from;
    }

    public int regionEnd() {
        return to;
    }

    public boolean hasTransparentBounds() {
        return false;
    }

    public boolean hasAnchoringBounds() {
        return true;
    }

    public static String quoteReplacement(String s) {
        if ((s.indexOf('\\') == -1) && (s.indexOf('$') == -1)) {
            return s;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' || c == '$') {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.toString();
    }

    public Matcher appendReplacement(StringBuffer sb, String replacement) {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        StringBuilder result = new StringBuilder();
        appendExpandedReplacement(replacement, result);
        sb.append(text, lastAppendPosition, first);
        sb.append(result);
        lastAppendPosition = last;
        return this;
    }

    public Matcher appendReplacement(StringBuilder sb, String replacement) {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        StringBuilder result = new StringBuilder();
        appendExpandedReplacement(replacement, result);
        sb.append(text, lastAppendPosition, first);
        sb.append(result);
        lastAppendPosition = last;
        return this;
    }

    public StringBuffer appendTail(StringBuffer sb) {
        sb.append(text, lastAppendPosition, text.length());
        return sb;
    }

    public StringBuilder appendTail(StringBuilder sb) {
        sb.append(text, lastAppendPosition, text.length());
        return sb;
    }

    public String replaceAll(String replacement) {
        reset();
        boolean result = find();
        if (result) {
            StringBuilder sb = new StringBuilder();
            do {
                appendReplacement(sb, replacement);
                result = find();
            } while (result);
            appendTail(sb);
            return sb.toString();
        }
        return text;
    }

    public String replaceAll(Function<MatchResult, String> replacer) {
        Objects.requireNonNull(replacer);
        reset();
        boolean result = find();
        if (result) {
            StringBuilder sb = new StringBuilder();
            do {
                String replacement = replacer.apply(this);
                appendReplacement(sb, replacement);
                result = find();
            } while (result);
            appendTail(sb);
            return sb.toString();
        }
        return text;
    }

    public String replaceFirst(String replacement) {
        if (replacement == null) {
            throw new NullPointerException("replacement");
        }
        reset();
        if (!find()) {
            return text;
        }
        StringBuilder sb = new StringBuilder();
        appendReplacement(sb, replacement);
        appendTail(sb);
        return sb.toString();
    }

    public String replaceFirst(Function<MatchResult, String> replacer) {
        Objects.requireNonNull(replacer);
        reset();
        if (!find()) {
            return text;
        }
        StringBuilder sb = new StringBuilder();
        appendReplacement(sb, replacer.apply(this));
        appendTail(sb);
        return sb.toString();
    }

    public boolean hitEnd() {
        return false;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append("java.util.regex.Matcher").append("[pattern=").append(pattern()).append(" region=")
                .append(regionStart()).append(',').append(regionEnd()).append(" lastmatch=");
        if ((first >= 0) && (group() != null)) {
            sb.append(group());
        }
        sb.append(']');
        return sb.toString();
    }

    /** Matcher.appendReplacement's handling of $n, ${name} and backslash escapes. */
    private void appendExpandedReplacement(String replacement, StringBuilder sb) {
        int cursor = 0;
        int groupCount = parentPattern.groupCount;
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
                        if (Pattern.isAsciiLetterOrDigit(nextChar)) {
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
                    if (Pattern.isAsciiDigit(gname.charAt(0))) {
                        throw new IllegalArgumentException("capturing group name {" + gname
                                + "} starts with digit character");
                    }
                    refNum = parentPattern.groupIndex(gname);
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
                String g = group(refNum);
                if (g != null) {
                    sb.append(g);
                }
            } else {
                sb.append(nextChar);
                cursor++;
            }
        }
    }
}
