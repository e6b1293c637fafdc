import java.util.*;

// Builds a small JSON-like document tree, pretty-prints it, parses it back and prints it compactly.
public class JsonPrinter {
    static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"':
                    sb.append("\\\"");
                    break;
                case '\\':
                    sb.append("\\\\");
                    break;
                case '\n':
                    sb.append("\\n");
                    break;
                case '\t':
                    sb.append("\\t");
                    break;
                default:
                    if (c < 0x20 || c > 0x7e) sb.append(String.format("\\u%04x", (int) c));
                    else sb.append(c);
            }
        }
        return sb.append('"').toString();
    }

    static void pretty(Object v, int indent, StringBuilder out) {
        String pad = repeat("  ", indent);
        if (v instanceof Map) {
            Map<?, ?> m = (Map<?, ?>) v;
            if (m.isEmpty()) {
                out.append("{}");
                return;
            }
            out.append("{\n");
            int i = 0;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                out.append(pad).append("  ").append(quote(e.getKey().toString())).append(": ");
                pretty(e.getValue(), indent + 1, out);
                out.append(++i < m.size() ? ",\n" : "\n");
            }
            out.append(pad).append('}');
        } else if (v instanceof List) {
            List<?> l = (List<?>) v;
            out.append('[');
            for (int i = 0; i < l.size(); i++) {
                if (i > 0) out.append(", ");
                pretty(l.get(i), indent + 1, out);
            }
            out.append(']');
        } else if (v instanceof String) {
            out.append(quote((String) v));
        } else {
            out.append(v);
        }
    }

    static String repeat(String s, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) sb.append(s);
        return sb.toString();
    }

    // --- a tiny recursive-descent parser ---
    final String src;
    int pos;

    JsonPrinter(String src) {
        this.src = src;
    }

    Object parse() {
        skip();
        char c = src.charAt(pos);
        if (c == '{') {
            pos++;
            Map<String, Object> m = new LinkedHashMap<>();
            skip();
            if (src.charAt(pos) == '}') {
                pos++;
                return m;
            }
            while (true) {
                skip();
                String key = (String) parse();
                skip();
                expect(':');
                m.put(key, parse());
                skip();
                if (src.charAt(pos) == ',') {
                    pos++;
                    continue;
                }
                expect('}');
                return m;
            }
        }
        if (c == '[') {
            pos++;
            List<Object> l = new ArrayList<>();
            skip();
            if (src.charAt(pos) == ']') {
                pos++;
                return l;
            }
            while (true) {
                l.add(parse());
                skip();
                if (src.charAt(pos) == ',') {
                    pos++;
                    continue;
                }
                expect(']');
                return l;
            }
        }
        if (c == '"') {
            StringBuilder sb = new StringBuilder();
            pos++;
            while (src.charAt(pos) != '"') {
                char ch = src.charAt(pos++);
                if (ch == '\\') {
                    char esc = src.charAt(pos++);
                    switch (esc) {
                        case 'n':
                            sb.append('\n');
                            break;
                        case 't':
                            sb.append('\t');
                            break;
                        case 'u':
                            sb.append((char) Integer.parseInt(src.substring(pos, pos + 4), 16));
                            pos += 4;
                            break;
                        default:
                            sb.append(esc);
                    }
                } else sb.append(ch);
            }
            pos++;
            return sb.toString();
        }
        if (src.startsWith("true", pos)) {
            pos += 4;
            return Boolean.TRUE;
        }
        if (src.startsWith("false", pos)) {
            pos += 5;
            return Boolean.FALSE;
        }
        if (src.startsWith("null", pos)) {
            pos += 4;
            return null;
        }
        int start = pos;
        while (pos < src.length() && "+-0123456789.eE".indexOf(src.charAt(pos)) >= 0) pos++;
        String num = src.substring(start, pos);
        if (num.contains(".") || num.contains("e") || num.contains("E")) return Double.parseDouble(num);
        return Long.parseLong(num);
    }

    void skip() {
        while (pos < src.length() && Character.isWhitespace(src.charAt(pos))) pos++;
    }

    void expect(char c) {
        if (src.charAt(pos) != c) throw new IllegalStateException("expected '" + c + "' at " + pos + " but found '" + src.charAt(pos) + "'");
        pos++;
    }

    static String compact(Object v) {
        if (v instanceof Map) {
            StringBuilder sb = new StringBuilder("{");
            for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
                if (sb.length() > 1) sb.append(',');
                sb.append(quote(e.getKey().toString())).append(':').append(compact(e.getValue()));
            }
            return sb.append('}').toString();
        }
        if (v instanceof List) {
            StringBuilder sb = new StringBuilder("[");
            for (Object o : (List<?>) v) {
                if (sb.length() > 1) sb.append(',');
                sb.append(compact(o));
            }
            return sb.append(']').toString();
        }
        return v instanceof String ? quote((String) v) : String.valueOf(v);
    }

    public static void main(String[] args) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("name", "toyjvm");
        doc.put("version", 1);
        doc.put("ratio", 0.75);
        doc.put("big", 12345678901L);
        doc.put("tags", Arrays.asList("jvm", "rust", "locks"));
        Map<String, Object> nested = new LinkedHashMap<>();
        nested.put("escaped", "quote\" backslash\\ newline\n tab\t caf\u00e9");
        nested.put("empty", new LinkedHashMap<>());
        nested.put("nothing", null);
        nested.put("flags", Arrays.asList(true, false, null));
        nested.put("matrix", Arrays.asList(Arrays.asList(1, 2), Arrays.asList(3, 4), new ArrayList<>()));
        doc.put("nested", nested);
        Map<String, Object> hm = new HashMap<>();
        for (String k : new String[]{"zeta", "alpha", "mid", "beta"}) hm.put(k, k.length());
        doc.put("hashed", hm);
        StringBuilder out = new StringBuilder();
        pretty(doc, 0, out);
        String text = out.toString();
        System.out.println(text);
        Object back = new JsonPrinter(text).parse();
        String c1 = compact(back);
        System.out.println(c1);
        System.out.println("round trip stable: " + c1.equals(compact(new JsonPrinter(c1).parse())) + ", length " + c1.length());
        try {
            new JsonPrinter("{\"a\" 1}").parse();
        } catch (IllegalStateException e) {
            System.out.println("parse error: " + e.getMessage());
        }
    }
}
