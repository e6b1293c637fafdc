// javac-release: 17
// overlay: Java17NestAccess.overlay
// Private access checks with nestmates (JVMS 5.4.4): the classes are compiled, then `Other` and
// `Host` are recompiled from Java17NestAccess.overlay/ with their members private and without
// `Host`'s nested class (so `Host$In`'s NestHost no longer lists it): each access is then an
// IllegalAccessError with HotSpot's message (and the nest host's rejection reason). Accesses
// between real nestmates stay legal.
class Other {
    public int x = 1;
    public static int sx = 2;
    public void m() { System.out.println("m"); }
    public static String sm(int a, String b) { return "sm"; }
    public long[] arr() { return new long[1]; }
}

class Host {
    private static int secret = 3;
    private int inst = 4;
    static class In {
        static void peek() { System.out.println("peek " + secret); }
        void poke(Host h) { System.out.println("poke " + h.inst); }
    }
}

public class Java17NestAccess {
    private int mine = 5;
    class Nested {
        private int deep = 6;
        int read() { return mine + new Inner2().hidden(); }
    }
    class Inner2 {
        private int hidden() { return new Nested().deep; }
    }
    static void report(Throwable e) {
        System.out.println(e);
    }
    public static void main(String[] args) {
        Other o = new Other();
        try { System.out.println(o.x); } catch (IllegalAccessError e) { report(e); }
        try { o.x = 5; } catch (IllegalAccessError e) { report(e); }
        try { System.out.println(Other.sx); } catch (IllegalAccessError e) { report(e); }
        try { Other.sx = 9; } catch (IllegalAccessError e) { report(e); }
        try { o.m(); } catch (IllegalAccessError e) { report(e); }
        try { System.out.println(Other.sm(1, "")); } catch (IllegalAccessError e) { report(e); }
        try { System.out.println(o.arr().length); } catch (IllegalAccessError e) { report(e); }
        for (int i = 0; i < 2; i++) {
            try { Host.In.peek(); } catch (IllegalAccessError e) { report(e); }
            try { new Host.In().poke(new Host()); } catch (IllegalAccessError e) { report(e); }
        }
        Java17NestAccess outer = new Java17NestAccess();
        System.out.println(outer.new Nested().read() + " " + outer.mine);
    }
}
