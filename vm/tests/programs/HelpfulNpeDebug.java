// javac-flags: -g
// Helpful NullPointerException messages (JEP 358) with debug information (-g): local and
// parameter names come from the LocalVariableTable.
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

public class HelpfulNpeDebug {
    static class Node {
        int val;
        long big;
        double dbl;
        Node next;
        Node[] kids;
        String name;
        Node(int v) { val = v; }
        Node next() { return next; }
        static Node make() { return null; }
        int sumNext() { return val + next.val; }
        void setNextVal(int v) { this.next.val = v; }
    }
    interface Shape { Node node(); }
    static Node staticNode;
    static int[] table;
    static String[] names = new String[4];
    static Object lock;
    private int secret = 7;
    private int peek(HelpfulNpeDebug other) { return other.secret; }
    private int callPrivate(HelpfulNpeDebug other) { return other.privateMethod(); }
    private int privateMethod() { return secret; }

    static int n;
    static void check(String what, Throwable e) {
        n++;
        System.out.println(n + " " + what + ": " + e.getClass().getName() + ": " + e.getMessage());
    }
    static int idx() { return 1; }
    static Node nullNode() { return null; }
    static String nullString() { return null; }

    static void invokes(String p, Object o, Node nd, List<String> list) {
        try { p.length(); } catch (NullPointerException e) { check("invokevirtual param", e); }
        try { o.hashCode(); } catch (NullPointerException e) { check("Object method", e); }
        try { nd.next(); } catch (NullPointerException e) { check("user method", e); }
        try { list.size(); } catch (NullPointerException e) { check("invokeinterface", e); }
        try { p.substring(1, 2); } catch (NullPointerException e) { check("args", e); }
        try { p.regionMatches(true, 0, "x", 0, 1); } catch (NullPointerException e) { check("more args", e); }
        try { new StringBuilder().append(p.charAt(0)); } catch (NullPointerException e) { check("nested in args", e); }
        try { p.equals(o); } catch (NullPointerException e) { check("Object param", e); }
        try { nullString().trim(); } catch (NullPointerException e) { check("static result", e); }
        try { nullNode().next(); } catch (NullPointerException e) { check("static result 2", e); }
        try { Node.make().val = 3; } catch (NullPointerException e) { check("put on result", e); }
        Node x = new Node(1);
        try { x.next().next(); } catch (NullPointerException e) { check("virtual result", e); }
        try { x.next().val++; } catch (NullPointerException e) { check("virtual result field", e); }
        List<String> l2 = new ArrayList<String>();
        l2.add(null);
        try { l2.get(0).length(); } catch (NullPointerException e) { check("interface result", e); }
        try { ((String) o).length(); } catch (NullPointerException e) { check("checkcast", e); }
        try { ((String) null).length(); } catch (NullPointerException e) { check("null constant", e); }
        HelpfulNpeDebug h = new HelpfulNpeDebug();
        try { h.peek(null); } catch (NullPointerException e) { check("private field", e); }
        try { h.callPrivate(null); } catch (NullPointerException e) { check("private method", e); }
    }

    static void fields(Node nd, long pad, Node second) {
        Node a = new Node(1);
        try { int v = nd.val; } catch (NullPointerException e) { check("getfield param", e); }
        try { second.val = 1; } catch (NullPointerException e) { check("putfield after long", e); }
        try { second.big = 1L; } catch (NullPointerException e) { check("putfield long", e); }
        try { second.dbl = 2.5; } catch (NullPointerException e) { check("putfield double", e); }
        try { int v = a.next.val; } catch (NullPointerException e) { check("chain 1", e); }
        a.next = new Node(2);
        try { int v = a.next.next.val; } catch (NullPointerException e) { check("chain 2", e); }
        a.next.next = new Node(3);
        try { a.next.next.next.next = a; } catch (NullPointerException e) { check("chain 3 put", e); }
        a.next.next.next = new Node(4);
        try { int v = a.next.next.next.next.val; } catch (NullPointerException e) { check("chain 4", e); }
        a.next.next.next.next = new Node(5);
        try { int v = a.next.next.next.next.next.val; } catch (NullPointerException e) { check("chain 5 (depth)", e); }
        a.next.next.next.next.next = new Node(6);
        try { int v = a.next.next.next.next.next.next.val; } catch (NullPointerException e) { check("chain 6 (depth)", e); }
        try { int v = staticNode.val; } catch (NullPointerException e) { check("static field", e); }
        try { staticNode.next.val = 1; } catch (NullPointerException e) { check("static field put", e); }
        try { a.sumNext(); a.next.next.next.next.next.next.sumNext(); } catch (NullPointerException e) { check("this.next", e); }
        try { new Node(0).setNextVal(3); } catch (NullPointerException e) { check("this.next put", e); }
        try { int v = a.kids[0].val; } catch (NullPointerException e) { check("field array", e); }
        a.kids = new Node[3];
        try { int v = a.kids[idx()].val; } catch (NullPointerException e) { check("field array elem", e); }
        try { String s = a.name.trim(); } catch (NullPointerException e) { check("String field", e); }
        Shape sh = new Shape() { public Node node() { return null; } };
        try { int v = sh.node().next.val; } catch (NullPointerException e) { check("interface result field", e); }
        try { int v = Holder.held.val; } catch (NullPointerException e) { check("other class static", e); }
        try { System.out.println(Holder.held.next.name.length()); } catch (NullPointerException e) { check("other class chain", e); }
    }

    static class Holder { static Node held; }

    static void arrays(int[] ia, long[] la, float[] fa, double[] da, Object[] oa, byte[] ba,
                       boolean[] za, char[] ca, short[] sa) {
        try { int v = ia[0]; } catch (NullPointerException e) { check("iaload", e); }
        try { long v = la[0]; } catch (NullPointerException e) { check("laload", e); }
        try { float v = fa[0]; } catch (NullPointerException e) { check("faload", e); }
        try { double v = da[0]; } catch (NullPointerException e) { check("daload", e); }
        try { Object v = oa[0]; } catch (NullPointerException e) { check("aaload", e); }
        try { byte v = ba[0]; } catch (NullPointerException e) { check("baload", e); }
        try { boolean v = za[0]; } catch (NullPointerException e) { check("baload z", e); }
        try { char v = ca[0]; } catch (NullPointerException e) { check("caload", e); }
        try { short v = sa[0]; } catch (NullPointerException e) { check("saload", e); }
        try { ia[0] = 1; } catch (NullPointerException e) { check("iastore", e); }
        try { la[0] = 1L; } catch (NullPointerException e) { check("lastore", e); }
        try { fa[0] = 1f; } catch (NullPointerException e) { check("fastore", e); }
        try { da[0] = 1.0; } catch (NullPointerException e) { check("dastore", e); }
        try { oa[0] = "x"; } catch (NullPointerException e) { check("aastore", e); }
        try { ba[0] = 1; } catch (NullPointerException e) { check("bastore", e); }
        try { za[0] = true; } catch (NullPointerException e) { check("bastore z", e); }
        try { ca[0] = 'c'; } catch (NullPointerException e) { check("castore", e); }
        try { sa[0] = 2; } catch (NullPointerException e) { check("sastore", e); }
        try { int v = ia.length; } catch (NullPointerException e) { check("arraylength", e); }
        try { for (int x : ia) { } } catch (NullPointerException e) { check("foreach array", e); }
        try { int v = table[3]; } catch (NullPointerException e) { check("static array", e); }
        try { table[3] = 4; } catch (NullPointerException e) { check("static array store", e); }
        try { names[2].length(); } catch (NullPointerException e) { check("static array elem", e); }
        String[] local = new String[2000];
        int i = 1;
        try { local[i].length(); } catch (NullPointerException e) { check("elem local index", e); }
        try { local[3].length(); } catch (NullPointerException e) { check("elem const index", e); }
        try { local[100].length(); } catch (NullPointerException e) { check("elem bipush index", e); }
        try { local[1000].length(); } catch (NullPointerException e) { check("elem sipush index", e); }
        try { local[i + 1].length(); } catch (NullPointerException e) { check("elem complex index", e); }
        try { local[idx()].length(); } catch (NullPointerException e) { check("elem call index", e); }
        int[] ix = {1, 2};
        try { local[ix[0]].length(); } catch (NullPointerException e) { check("elem array index", e); }
        try { local[table.length].length(); } catch (NullPointerException e) { check("index throws", e); }
        int[][] grid = new int[3][];
        try { grid[1][0] = 5; } catch (NullPointerException e) { check("2d store", e); }
        try { int v = grid[i][i]; } catch (NullPointerException e) { check("2d load", e); }
        try { int v = grid[2].length; } catch (NullPointerException e) { check("2d length", e); }
        Object[][][] cube = new Object[2][2][];
        try { cube[1][1][0].hashCode(); } catch (NullPointerException e) { check("3d", e); }
        Node[] nodes = new Node[3];
        try { nodes[2].next.val = 1; } catch (NullPointerException e) { check("elem field", e); }
        try { int v = nodes[i].kids[0].val; } catch (NullPointerException e) { check("elem field elem", e); }
        char[][] cs = new char[2][];
        try { char c = cs[1][0]; } catch (NullPointerException e) { check("char 2d", e); }
    }

    static void others(boolean flag, Object p) {
        Object o = null;
        try { synchronized (o) { System.out.println("no"); } } catch (NullPointerException e) { check("monitorenter", e); }
        try { synchronized (lock) { System.out.println("no"); } } catch (NullPointerException e) { check("monitorenter static", e); }
        RuntimeException re = null;
        try { throw re; } catch (NullPointerException e) { check("athrow", e); }
        try { throw null; } catch (NullPointerException e) { check("athrow null", e); }
        String a = flag ? null : "x";
        try { a.length(); } catch (NullPointerException e) { check("local after ternary", e); }
        try { (flag ? (String) null : (String) p).length(); } catch (NullPointerException e) { check("ternary expr", e); }
        try { (flag ? nullNode() : new Node(1)).next.val = 2; } catch (NullPointerException e) { check("ternary receiver", e); }
        p = null;
        try { p.toString(); } catch (NullPointerException e) { check("reassigned param", e); }
        Integer boxed = null;
        try { int v = boxed; } catch (NullPointerException e) { check("unboxing", e); }
        try { long v = (Long) p; } catch (NullPointerException e) { check("unboxing cast", e); }
        String s = null;
        try { switch (s) { case "a": break; default: break; } } catch (NullPointerException e) { check("string switch", e); }
        List<String> nl = null;
        try { for (String x : nl) { } } catch (NullPointerException e) { check("foreach iterable", e); }
        try { throw new NullPointerException(); } catch (NullPointerException e) { check("explicit", e); }
        try { throw new NullPointerException("mine"); } catch (NullPointerException e) { check("explicit message", e); }
        NullPointerException made = new NullPointerException();
        try { throw made; } catch (NullPointerException e) { check("explicit thrown later", e); }
        try { Objects.requireNonNull(null); } catch (NullPointerException e) { check("requireNonNull", e); }
        try { System.arraycopy(null, 0, new int[2], 0, 1); } catch (NullPointerException e) { check("arraycopy src", e); }
        try { System.arraycopy(new int[2], 0, null, 0, 1); } catch (NullPointerException e) { check("arraycopy dst", e); }
        try { String.valueOf((char[]) null); } catch (NullPointerException e) { System.out.println("library NPE"); }
        try { o.hashCode(); } catch (NullPointerException e) {
            e.fillInStackTrace();
            check("refilled", e);
        }
        try { o.toString(); } catch (NullPointerException e) {
            e.getStackTrace();
            check("trace first", e);
        }
        try { o.toString(); } catch (NullPointerException e) {
            System.out.println(e);
            check("toString first", e);
        }
        try { o.getClass(); } catch (NullPointerException e) {
            e.setStackTrace(new StackTraceElement[0]);
            check("trace replaced", e);
        }
        try { o.equals(o); } catch (Exception e) { check("caught as Exception", e); }
        try {
            try { o.hashCode(); } catch (IllegalStateException e) { }
        } catch (NullPointerException e) { check("through handler", e); }
        Object caught = null;
        try { throw new RuntimeException("r"); } catch (RuntimeException e) { caught = e; }
        caught = null;
        try { caught.hashCode(); } catch (NullPointerException e) { check("local reused", e); }
        long w1 = 1; double w2 = 2;
        Object afterWide = null;
        try { afterWide.hashCode(); } catch (NullPointerException e) { check("after wide locals", e); }
    }

    Node head;
    int size;
    void instance(Node param) {
        try { head.next.val = 1; } catch (NullPointerException e) { check("this.head", e); }
        try { int v = param.val; } catch (NullPointerException e) { check("instance param", e); }
        HelpfulNpeDebug self = null;
        try { self.size++; } catch (NullPointerException e) { check("local ++field", e); }
        try { size += head.val; } catch (NullPointerException e) { check("compound", e); }
    }

    public static void main(String[] args) {
        invokes(null, null, null, null);
        fields(null, 5L, null);
        arrays(null, null, null, null, null, null, null, null, null);
        others(true, null);
        new HelpfulNpeDebug().instance(null);
        try {
            Runnable r = new Runnable() { public void run() { Object q = null; q.hashCode(); } };
            r.run();
        } catch (NullPointerException e) { check("anonymous class", e); }
        try {
            java.util.function.Function<String, Integer> f = String::length;
            f.apply(null);
        } catch (NullPointerException e) { check("method reference", e); }
        try {
            java.util.function.Supplier<Integer> f = () -> { String q = null; return q.length(); };
            f.get();
        } catch (NullPointerException e) { check("lambda body", e); }
    }
}
