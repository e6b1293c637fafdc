import java.util.*;

public class InnerClasses {
    private int outerField = 10;
    private static int staticCounter = 0;

    class Inner {
        int innerField = 5;

        int sum() {
            return outerField + innerField;
        }

        void bump() {
            outerField++;
        }

        class Deeper {
            String path() {
                return "outer=" + outerField + " inner=" + innerField + " this=" + InnerClasses.this.outerField;
            }
        }
    }

    static class StaticNested {
        private final String label;

        StaticNested(String label) {
            this.label = label;
            staticCounter++;
        }

        String label() {
            return label + "#" + staticCounter;
        }
    }

    interface Counter {
        int next();
    }

    Counter makeCounter(final int start) {
        return new Counter() {
            int current = start;

            public int next() {
                return current++ + outerField * 0;
            }
        };
    }

    static List<Counter> localClasses() {
        List<Counter> out = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            final int base = i * 100;
            class Local implements Counter {
                int n = 0;

                public int next() {
                    return base + n++;
                }
            }
            out.add(new Local());
        }
        return out;
    }

    private String secret() {
        return "private outer method";
    }

    class UsesPrivate {
        String get() {
            return secret();
        }
    }

    public static void main(String[] args) {
        InnerClasses outer = new InnerClasses();
        InnerClasses.Inner in = outer.new Inner();
        System.out.println("inner sum: " + in.sum());
        in.bump();
        System.out.println("after bump outerField=" + outer.outerField + " sum=" + in.sum());
        InnerClasses.Inner.Deeper deeper = in.new Deeper();
        System.out.println("deeper: " + deeper.path());
        System.out.println(new StaticNested("a").label() + " " + new StaticNested("b").label());
        Counter c = outer.makeCounter(5);
        System.out.println("anon counter: " + c.next() + " " + c.next() + " " + c.next());
        StringBuilder sb = new StringBuilder();
        for (Counter lc : localClasses()) sb.append(lc.next()).append(',').append(lc.next()).append(' ');
        System.out.println("local classes capture: " + sb);
        System.out.println(outer.new UsesPrivate().get());
        int[] captured = {0};
        Runnable r = new Runnable() {
            public void run() {
                captured[0] += 7;
            }
        };
        r.run();
        r.run();
        System.out.println("captured array mutated: " + captured[0]);
        String msg = "effectively final";
        Comparator<String> cmp = new Comparator<String>() {
            public int compare(String a, String b) {
                return b.compareTo(a) + msg.length() * 0;
            }
        };
        List<String> names = new ArrayList<>(Arrays.asList("x", "z", "y"));
        names.sort(cmp);
        System.out.println("anonymous comparator: " + names);
        System.out.println("class names: " + in.getClass().getName() + " " + deeper.getClass().getName() + " " + c.getClass().getName() + " " + new StaticNested("c").getClass().getName());
        System.out.println("simple names: " + in.getClass().getSimpleName() + " " + deeper.getClass().getSimpleName() + " [" + c.getClass().getSimpleName() + "] " + localClasses().get(0).getClass().getSimpleName());
        Object anonThread = new Object() {
            @Override
            public String toString() {
                return "anon toString with outer " + outer.outerField;
            }
        };
        System.out.println(anonThread);
    }
}
