import java.util.concurrent.atomic.*;

// What the field updaters' factories and methods throw, with HotSpot's exception classes and
// messages: missing and inherited fields, wrong types, non-volatile and static fields, private
// fields of another class, null arguments; then objects of the wrong class and values of the
// wrong type through raw types (the updater must never store them).
public class JucMoreUpdaterErrors {
    static class Base {
        volatile int inherited;
    }

    static class Target extends Base {
        volatile int i;
        volatile long l;
        volatile Integer boxed;
        int plain;
        long plainLong;
        String plainRef;
        volatile String s;
        volatile Object o;
        volatile CharSequence cs;
        volatile String[] arr;
        volatile int[] ints;
        static volatile int si;
        static volatile long sl;
        static volatile String ss;
        static int sPlain;
        private volatile int priv;
        protected volatile int prot;
        public volatile long pub;
        private volatile String privRef;
    }

    static class Other {
        volatile int i;
    }

    // A class that makes updaters on its own private fields (allowed).
    static class Self {
        private volatile int mine;
        private volatile String mineRef;
        static final AtomicIntegerFieldUpdater<Self> MINE = AtomicIntegerFieldUpdater.newUpdater(Self.class, "mine");
        static final AtomicReferenceFieldUpdater<Self, String> MINE_REF =
                AtomicReferenceFieldUpdater.newUpdater(Self.class, String.class, "mineRef");
    }

    interface Attempt {
        Object run() throws Exception;
    }

    static void attempt(String what, Attempt a) {
        try {
            Object r = a.run();
            System.out.println(what + ": ok " + (r instanceof AtomicIntegerFieldUpdater || r instanceof AtomicLongFieldUpdater
                    || r instanceof AtomicReferenceFieldUpdater ? "updater" : String.valueOf(r)));
        } catch (Throwable e) {
            StringBuilder sb = new StringBuilder(what).append(": ").append(e.getClass().getName());
            // NullPointerException's (helpful) message is HotSpot's own; so is a wrapper's text of it.
            if (!(e instanceof NullPointerException) && !(e instanceof ClassCastException)
                    && !(e.getCause() instanceof NullPointerException)) {
                sb.append(" [").append(e.getMessage()).append(']');
            }
            for (Throwable c = e.getCause(); c != null; c = c.getCause()) {
                sb.append(" caused by ").append(c.getClass().getName());
                if (!(c instanceof NullPointerException)) {
                    sb.append(" [").append(c.getMessage()).append(']');
                }
            }
            System.out.println(sb);
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void main(String[] args) {
        attempt("int missing", () -> AtomicIntegerFieldUpdater.newUpdater(Target.class, "nope"));
        attempt("long missing", () -> AtomicLongFieldUpdater.newUpdater(Target.class, "nope"));
        attempt("ref missing", () -> AtomicReferenceFieldUpdater.newUpdater(Target.class, String.class, "nope"));
        attempt("int inherited", () -> AtomicIntegerFieldUpdater.newUpdater(Target.class, "inherited"));
        attempt("int on base", () -> AtomicIntegerFieldUpdater.newUpdater(Base.class, "inherited"));
        attempt("int on long", () -> AtomicIntegerFieldUpdater.newUpdater(Target.class, "l"));
        attempt("int on Integer", () -> AtomicIntegerFieldUpdater.newUpdater(Target.class, "boxed"));
        attempt("int on String", () -> AtomicIntegerFieldUpdater.newUpdater(Target.class, "s"));
        attempt("long on int", () -> AtomicLongFieldUpdater.newUpdater(Target.class, "i"));
        attempt("long on Integer", () -> AtomicLongFieldUpdater.newUpdater(Target.class, "boxed"));
        attempt("int plain", () -> AtomicIntegerFieldUpdater.newUpdater(Target.class, "plain"));
        attempt("long plain", () -> AtomicLongFieldUpdater.newUpdater(Target.class, "plainLong"));
        attempt("int plain long", () -> AtomicIntegerFieldUpdater.newUpdater(Target.class, "plainLong"));
        attempt("int static", () -> AtomicIntegerFieldUpdater.newUpdater(Target.class, "si"));
        attempt("long static", () -> AtomicLongFieldUpdater.newUpdater(Target.class, "sl"));
        attempt("ref static", () -> AtomicReferenceFieldUpdater.newUpdater(Target.class, String.class, "ss"));
        attempt("int static plain", () -> AtomicIntegerFieldUpdater.newUpdater(Target.class, "sPlain"));
        attempt("ref Object for String", () -> AtomicReferenceFieldUpdater.newUpdater(Target.class, Object.class, "s"));
        attempt("ref String for Object", () -> AtomicReferenceFieldUpdater.newUpdater(Target.class, String.class, "o"));
        attempt("ref String for CharSequence", () -> AtomicReferenceFieldUpdater.newUpdater(Target.class, String.class, "cs"));
        attempt("ref CharSequence", () -> AtomicReferenceFieldUpdater.newUpdater(Target.class, CharSequence.class, "cs"));
        attempt("ref int.class", () -> AtomicReferenceFieldUpdater.newUpdater(Target.class, int.class, "i"));
        attempt("ref Integer on int", () -> AtomicReferenceFieldUpdater.newUpdater(Target.class, Integer.class, "i"));
        attempt("ref plain", () -> AtomicReferenceFieldUpdater.newUpdater(Target.class, String.class, "plainRef"));
        attempt("ref array", () -> AtomicReferenceFieldUpdater.newUpdater(Target.class, String[].class, "arr"));
        attempt("ref Object[] for String[]", () -> AtomicReferenceFieldUpdater.newUpdater(Target.class, Object[].class, "arr"));
        attempt("ref int[]", () -> AtomicReferenceFieldUpdater.newUpdater(Target.class, int[].class, "ints"));
        attempt("ref null vclass", () -> AtomicReferenceFieldUpdater.newUpdater(Target.class, null, "s"));
        attempt("int null class", () -> AtomicIntegerFieldUpdater.newUpdater(null, "i"));
        attempt("int null name", () -> AtomicIntegerFieldUpdater.newUpdater(Target.class, null));
        attempt("long null name", () -> AtomicLongFieldUpdater.newUpdater(Target.class, null));
        attempt("ref null name", () -> AtomicReferenceFieldUpdater.newUpdater(Target.class, String.class, null));
        attempt("int private other class", () -> AtomicIntegerFieldUpdater.newUpdater(Target.class, "priv"));
        attempt("ref private other class", () -> AtomicReferenceFieldUpdater.newUpdater(Target.class, String.class, "privRef"));
        attempt("int private own class", () -> Self.MINE.incrementAndGet(new Self()));
        attempt("ref private own class", () -> Self.MINE_REF.accumulateAndGet(new Self(), "x", (a, b) -> a + b));
        attempt("int protected same package", () -> AtomicIntegerFieldUpdater.newUpdater(Target.class, "prot"));
        attempt("long public", () -> AtomicLongFieldUpdater.newUpdater(Target.class, "pub"));
        attempt("int on AtomicInteger.value", () -> AtomicIntegerFieldUpdater.newUpdater(AtomicInteger.class, "value"));

        final AtomicIntegerFieldUpdater<Target> ti = AtomicIntegerFieldUpdater.newUpdater(Target.class, "i");
        final AtomicLongFieldUpdater<Target> tl = AtomicLongFieldUpdater.newUpdater(Target.class, "l");
        final AtomicReferenceFieldUpdater<Target, String> ts = AtomicReferenceFieldUpdater.newUpdater(Target.class, String.class, "s");
        final AtomicReferenceFieldUpdater<Target, CharSequence> tcs =
                AtomicReferenceFieldUpdater.newUpdater(Target.class, CharSequence.class, "cs");
        final AtomicIntegerFieldUpdater raw = ti;
        final AtomicLongFieldUpdater rawL = tl;
        final AtomicReferenceFieldUpdater rawR = ts;
        final Target t = new Target();
        final Other other = new Other();
        attempt("int get other", () -> raw.get(other));
        attempt("int set other", () -> { raw.set(other, 1); return other.i; });
        attempt("int CAS other", () -> raw.compareAndSet(other, 0, 1));
        attempt("int incrementAndGet other", () -> raw.incrementAndGet(other));
        attempt("int getAndUpdate other", () -> raw.getAndUpdate(other, x -> x));
        attempt("int get null", () -> ti.get(null));
        attempt("int lazySet null", () -> { ti.lazySet(null, 3); return null; });
        attempt("long getAndAdd other", () -> rawL.getAndAdd(other, 1L));
        attempt("long get null", () -> tl.get(null));
        attempt("long set", () -> { tl.set(t, 77L); return t.l; });
        attempt("ref get other", () -> rawR.get(other));
        attempt("ref set Integer", () -> { rawR.set(t, 42); return t.s; });
        attempt("ref CAS Integer", () -> rawR.compareAndSet(t, null, 42));
        attempt("ref getAndSet Integer", () -> rawR.getAndSet(t, 42));
        attempt("ref lazySet Integer", () -> { rawR.lazySet(t, 42); return t.s; });
        attempt("ref weakCAS Integer", () -> rawR.weakCompareAndSet(t, null, 42));
        attempt("ref updateAndGet Integer", () -> rawR.updateAndGet(t, x -> 42));
        attempt("ref set null", () -> { ts.set(t, null); return t.s; });
        attempt("ref set String", () -> { ts.set(t, "fine"); return t.s; });
        attempt("ref CAS expect Integer", () -> rawR.compareAndSet(t, 42, "never"));
        attempt("ref CharSequence StringBuilder", () -> { tcs.set(t, new StringBuilder("sb")); return t.cs; });
        attempt("ref CharSequence String", () -> tcs.getAndSet(t, "str"));
        attempt("ref get null", () -> ts.get(null));
        attempt("functions null", () -> ti.getAndUpdate(t, null));
        attempt("after all", () -> t.i + " " + t.l + " " + t.s + " " + t.cs);
    }
}
