public class InstanceInitOrder {
    static StringBuilder log = new StringBuilder();

    static int note(String s, int v) {
        log.append(s).append(' ');
        return v;
    }

    static class Base {
        int baseField = note("Base.field", 1);

        {
            note("Base.block", 0);
        }

        Base() {
            this("default");
            note("Base()", 0);
        }

        Base(String s) {
            note("Base(" + s + ")", 0);
        }
    }

    static class Derived extends Base {
        int derivedField = note("Derived.field1", 2);

        {
            note("Derived.block", 0);
        }

        int second = note("Derived.field2", derivedField * 10);

        Derived() {
            super();
            note("Derived()", 0);
        }

        Derived(int x) {
            this();
            note("Derived(int)", x);
        }

        Derived(String s) {
            super(s);
            note("Derived(String)", 0);
        }
    }

    static class Defaults {
        int i;
        long l;
        double d;
        float f;
        boolean b;
        char c;
        byte by;
        short sh;
        Object o;
        String s;
        int[] arr;
    }

    static class FinalFields {
        final int x;
        final String y;

        FinalFields(int x) {
            this.x = x;
            this.y = "y" + x;
        }
    }

    static class ChainedThis {
        final int a, b, c;

        ChainedThis() {
            this(1);
        }

        ChainedThis(int a) {
            this(a, a * 2);
        }

        ChainedThis(int a, int b) {
            this(a, b, a + b);
        }

        ChainedThis(int a, int b, int c) {
            this.a = a;
            this.b = b;
            this.c = c;
        }
    }

    static class Leaky {
        static Leaky last;
        int value = 5;

        Leaky() {
            last = this;
            if (true) throw new RuntimeException("ctor failed");
        }
    }

    public static void main(String[] args) {
        new Derived();
        System.out.println("new Derived(): " + log);
        log.setLength(0);
        new Derived(7);
        System.out.println("new Derived(7): " + log);
        log.setLength(0);
        Derived d = new Derived("s");
        System.out.println("new Derived(\"s\"): " + log);
        System.out.println("fields: " + d.baseField + " " + d.derivedField + " " + d.second);
        Defaults z = new Defaults();
        System.out.println("defaults: " + z.i + " " + z.l + " " + z.d + " " + z.f + " " + z.b + " " + (int) z.c + " " + z.by + " " + z.sh + " " + z.o + " " + z.s + " " + z.arr);
        FinalFields ff = new FinalFields(3);
        System.out.println("final fields: " + ff.x + " " + ff.y);
        ChainedThis ct = new ChainedThis();
        System.out.println("chained this: " + ct.a + " " + ct.b + " " + ct.c);
        try {
            new Leaky();
        } catch (RuntimeException e) {
            System.out.println("constructor threw: " + e.getMessage() + "; escaped instance value=" + Leaky.last.value);
        }
        Object anon = new Object() {
            int x = note("anon.field", 9);

            {
                note("anon.block", 0);
            }

            @Override
            public String toString() {
                return "anon x=" + x;
            }
        };
        System.out.println(anon + " log: " + log);
    }
}
