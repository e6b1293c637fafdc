import java.util.Arrays;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

// java.util.regex as tutorials use it: groups, named groups, find/matches/lookingAt,
// replacement syntax, appendReplacement/appendTail, split limits, quantifier kinds,
// lookaround, back references, flags, quote/quoteReplacement and syntax errors.
public class RegexFeatures {
    static void show(String regex, String input) {
        show(regex, 0, input);
    }

    static void show(String regex, int flags, String input) {
        Matcher m = Pattern.compile(regex, flags).matcher(input);
        StringBuilder sb = new StringBuilder();
        sb.append('/').append(regex).append("/ on \"").append(input.replace("\n", "\\n")).append("\":");
        while (m.find()) {
            sb.append(" [").append(m.start()).append(',').append(m.end()).append(')').append(m.group());
            for (int g = 1; g <= m.groupCount(); g++) {
                sb.append(" g").append(g).append('=').append(m.group(g));
            }
        }
        System.out.println(sb);
    }

    public static void main(String[] args) {
        // groups and find
        Pattern date = Pattern.compile("(\\d{4})-(\\d{2})-(\\d{2})");
        Matcher m = date.matcher("from 2023-01-15 to 2024-12-31, not 99-1-1");
        while (m.find()) {
            System.out.println(m.group() + " y=" + m.group(1) + " m=" + m.group(2) + " d=" + m.group(3)
                    + " at " + m.start() + ".." + m.end() + " g2 " + m.start(2) + "-" + m.end(2));
        }
        // named groups
        Pattern kv = Pattern.compile("(?<key>[a-z]+)=(?<val>[^;]*);?");
        m = kv.matcher("name=Ada;lang=java;empty=;x=1");
        while (m.find()) {
            System.out.println(m.group("key") + " -> '" + m.group("val") + "' " + m.start("val") + " " + m.end("key"));
        }
        System.out.println("a=1, b=22".replaceAll("(?<k>\\w)=(?<v>\\d+)", "${v}:${k}"));
        // matches vs lookingAt vs find
        Matcher ml = Pattern.compile("ab+").matcher("abbbc");
        System.out.println(ml.matches() + " " + ml.lookingAt() + " " + ml.group() + " " + ml.find(0) + " " + ml.hitEnd());
        System.out.println(Pattern.matches("[a-c]*x?", "abcabcx") + " " + Pattern.matches("a|b", "ab"));
        // replacement syntax
        System.out.println("John Smith".replaceAll("(\\w+) (\\w+)", "$2, $1"));
        System.out.println("a.b.c".replaceAll("\\.", "\\$"));
        System.out.println("cost: 5".replaceFirst("\\d", Matcher.quoteReplacement("$10\\")));
        System.out.println("aaa".replaceAll("a*", "X") + " " + "abc".replaceAll("", "-") + " " + "abc".replaceAll("x*", "."));
        // appendReplacement / appendTail
        Matcher cm = Pattern.compile("cat").matcher("one cat two cats in the yard, cat!");
        StringBuffer sbuf = new StringBuffer();
        int n = 0;
        while (cm.find()) {
            cm.appendReplacement(sbuf, "dog" + (++n));
        }
        cm.appendTail(sbuf);
        System.out.println(sbuf);
        Matcher up = Pattern.compile("\\b([a-z])([a-z]*)").matcher("hello big world");
        StringBuilder sbd = new StringBuilder();
        while (up.find()) {
            up.appendReplacement(sbd, up.group(1).toUpperCase() + "$2");
        }
        up.appendTail(sbd);
        System.out.println(sbd);
        System.out.println(Pattern.compile("\\d+").matcher("a1b22c333").replaceAll(r -> "<" + r.group().length() + ">"));
        // split with limits
        String csv = "a,b,,c,,";
        for (int lim : new int[] { 0, -1, 1, 2, 3, 10 }) {
            System.out.println(lim + " " + Arrays.toString(csv.split(",", lim)) + " " + Arrays.toString(Pattern.compile(",").split(csv, lim)));
        }
        System.out.println(Arrays.toString("boo:and:foo".split("o", -1)) + Arrays.toString("boo:and:foo".split("o")));
        System.out.println(Arrays.toString("a1b2c3".split("(?<=\\d)")) + Arrays.toString("abc".split("")) + Arrays.toString(" a  b ".split("\\s+")));
        System.out.println(Arrays.toString("camelCaseWordsHere".split("(?=[A-Z])")));
        // quantifiers
        show("<.+>", "<a><b>");
        show("<.+?>", "<a><b>");
        show("<.++>", "<a><b>");
        show("a{2,3}", "aaaaaaa");
        show("a{2,3}?", "aaaaaaa");
        show("x*", "axxb");
        show("(ab)+", "ababxab");
        show("(a|ab)(c|bcd)(d*)", "abcd");
        show("\\d+(?:\\.\\d+)?", "pi 3.14 e 2.718 n 42.");
        // lookaround
        show("\\w+(?=:)", "key: value, other:x");
        show("\\b\\w+\\b(?!:)", "key: value");
        show("(?<=\\$)\\d+", "cost $30 or 40 or $5");
        show("(?<!\\$)\\b\\d+", "cost $30 or 40 or $5");
        show("(?<=ab|c)x", "abx cx dx");
        // back references
        show("(\\w)\\1", "hello bookkeeper");
        show("\\b(\\w+) \\1\\b", "this is is a test test ok");
        show("(?<q>['\"]).*?\\k<q>", "say 'hi' and \"bye\" 'x\"");
        // flags
        show("hello", Pattern.CASE_INSENSITIVE, "Hello HELLO hello hElLo");
        show("(?i)j[a-z]va", 0, "Java JAVA jive");
        show("^\\w+$", Pattern.MULTILINE, "one\ntwo words\nthree");
        show("^\\w+$", 0, "one\ntwo");
        show("a.b", Pattern.DOTALL, "a\nb a-b");
        show("a.b", 0, "a\nb a-b");
        show("\\d+ # digits\n  [a-z]  # a letter", Pattern.COMMENTS, "12a 3 b 45z");
        show("(?m)^#.*$", 0, "#one\ncode\n#two");
        show("(?s:a.)b|c", 0, "a\nbc");
        show("A.C", Pattern.LITERAL, "xA.Cx ABC");
        show("ÄÖ|straße", Pattern.CASE_INSENSITIVE, "äö ÄÖ STRASSE straße STRAßE");
        show("ÄÖ|straße|[à-å]+", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE, "äö ÄÖ STRASSE straße STRAßE ÀÉ");
        show("(?iu)(é)\\1", 0, "éÉ Éé ee");
        // anchors and boundaries
        show("\\bis\\b", "this is island is");
        show("\\Bis\\B", "this is island isx");
        show("\\Aab|ab\\z", "abxab");
        show("\\G\\d", "123a45");
        show("end$", "the end\n");
        show("\\R", "a\r\nb\nc\rd");
        // classes
        show("[a-z&&[^aeiou]]+", "programming language");
        show("[\\p{Upper}\\d]+", "ABc12Def");
        show("\\p{Punct}+", "hi!!! ok?..");
        show("[^\\s,]+", "a, b ,c");
        show("\\p{L}+", "naïve café");
        show("[\\w&&[^\\d]]+", "a1b2__c3");
        show("\\p{Lo}+|\\p{gc=Sc}|\\p{IsZs}|\\p{M}|\\p{LC}{3}", "ab\u00e9c \u3042\u3044$\u20ac e\u0301 \u00a0Abc");
        // supplementary characters are matched as code points
        String emoji = "a\uD83D\uDE00b\uD83D\uDE01\uD83D\uDE02c";
        show(".", emoji);
        show("[^a-c]+", emoji);
        show("\uD83D\uDE00|\\x{1F601}+", emoji);
        show("[\uD83D\uDE00-\uD83D\uDE01]", emoji);
        show(".{2}c", emoji);
        show("\\P{L}+?", emoji);
        System.out.println(emoji.matches("a.b..c") + " " + emoji.matches("a.b.{4}c") + " " + emoji.replaceAll(".", "*")
                + " " + Arrays.toString(emoji.split("")) .length());
        // quoting
        String special = "1+1=2? (yes) [a] $5 \\n";
        System.out.println(Pattern.quote(special) + " " + Pattern.matches(Pattern.quote(special), special));
        System.out.println("a.b*c".split(Pattern.quote(".")).length + " " + Pattern.quote("a\\Eb"));
        System.out.println("x+y".replaceAll(Pattern.quote("+"), "plus"));
        // MatchResult, reset, region, usePattern
        Matcher r = Pattern.compile("(\\w)(\\d)").matcher("a1 b2 c3");
        r.find();
        MatchResult res = r.toMatchResult();
        r.find();
        System.out.println(res.group() + " " + res.group(2) + " " + res.start() + " " + r.group() + " " + res.groupCount());
        r.reset("z9");
        System.out.println(r.find() + " " + r.group(1) + " " + r.find());
        r.reset("a1 b2 c3");
        r.region(3, 8);
        System.out.println(r.lookingAt() + " " + r.group() + " " + r.regionStart() + " " + r.regionEnd());
        r.usePattern(Pattern.compile("\\d"));
        r.reset();
        int count = 0;
        while (r.find()) {
            count++;
        }
        System.out.println("digits " + count + " " + r.pattern() + " " + Pattern.compile("a+", Pattern.CASE_INSENSITIVE).flags());
        System.out.println(Pattern.compile("x").matcher("axb").toString());
        System.out.println(Pattern.compile("\\d").asPredicate().test("ab3") + " " + Pattern.compile("[a-z]+").asMatchPredicate().test("ab3"));
        // optional groups that do not participate
        Matcher og = Pattern.compile("(a)?(b)?c").matcher("bc");
        System.out.println(og.matches() + " " + og.group(1) + " " + og.group(2) + " " + og.start(1) + " " + og.groupCount());
        // errors
        String[] bad = { "(abc", "abc)", "[a-", "*a", "a{2,1}", "x\\", "\\k<nope>", "(?<n>a)(?<n>b)", "a{", "\\p{Foo}", "[z-a]", "(?<=a+)b",
            "(?<1a>x)", "(?<", "\\k<a", "\\u12", "\\xg1", "\\0", "(?", "(?i", "{", "(a)\\2", "[&&a]" };
        for (String b : bad) {
            try {
                Pattern.compile(b);
                System.out.println("compiled " + b);
            } catch (PatternSyntaxException e) {
                System.out.println(e.getDescription() + " | " + e.getIndex() + " | " + e.getPattern());
                System.out.println(e.getMessage());
            }
        }
        try {
            Pattern.compile("(a)").matcher("a").group();
        } catch (IllegalStateException e) {
            System.out.println("ISE " + e.getMessage());
        }
        try {
            Matcher g = Pattern.compile("(a)").matcher("a");
            g.find();
            g.group(2);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IOOBE " + e.getMessage());
        }
        try {
            Matcher g = Pattern.compile("(a)").matcher("a");
            g.find();
            g.group("zz");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            "abc".replaceAll("(b)", "$2");
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IOOBE " + e.getMessage());
        }
        try {
            "abc".replaceAll("b", "\\");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
    }
}
