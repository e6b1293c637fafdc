public class InterfaceDefaults {
    interface Greeter {
        String name();

        default String greet() {
            return "Hello, " + name() + helper();
        }

        static Greeter of(String n) {
            return () -> n;
        }

        default String helper() {
            return "!";
        }
    }

    interface Left {
        default String who() {
            return "Left";
        }
    }

    interface Right {
        default String who() {
            return "Right";
        }
    }

    static class Both implements Left, Right {
        public String who() {
            return "Both(" + Left.super.who() + "+" + Right.super.who() + ")";
        }
    }

    interface Top {
        default String id() {
            return "Top";
        }
    }

    interface Mid1 extends Top {
    }

    interface Mid2 extends Top {
        default String id() {
            return "Mid2 over " + Top.super.id();
        }
    }

    static class Diamond implements Mid1, Mid2 {
    }

    static class Parent {
        public String id() {
            return "Parent class wins";
        }
    }

    static class ClassWins extends Parent implements Mid2 {
    }

    interface Constants {
        int ANSWER = 42;
        String NAME = "const";
        int[] COMPUTED = {1, 2, 3};
    }

    static class Impl implements Constants, Greeter {
        public String name() {
            return "Impl";
        }

        @Override
        public String helper() {
            return "?";
        }
    }

    interface Shape {
        double area();

        default String info() {
            return getClass().getSimpleName() + " area=" + area();
        }
    }

    static class Sq implements Shape {
        public double area() {
            return 4;
        }
    }

    interface Stack2<T> {
        void push(T t);

        T pop();

        boolean isEmpty();

        default void pushAll(T[] items) {
            for (T t : items) push(t);
        }
    }

    static class ArrayStack2<T> implements Stack2<T> {
        private final java.util.ArrayList<T> items = new java.util.ArrayList<>();

        public void push(T t) {
            items.add(t);
        }

        public T pop() {
            return items.remove(items.size() - 1);
        }

        public boolean isEmpty() {
            return items.isEmpty();
        }
    }

    public static void main(String[] args) {
        System.out.println(Greeter.of("world").greet());
        System.out.println(new Impl().greet());
        System.out.println(new Both().who());
        System.out.println(new Diamond().id());
        System.out.println(new ClassWins().id());
        System.out.println(Constants.ANSWER + " " + Impl.NAME + " " + Constants.COMPUTED.length);
        System.out.println(new Sq().info());
        Shape anon = new Shape() {
            public double area() {
                return 1.5;
            }
        };
        System.out.println("anonymous simple name empty: [" + anon.getClass().getSimpleName() + "] area=" + anon.area());
        Stack2<String> st = new ArrayStack2<>();
        st.pushAll(new String[]{"a", "b", "c"});
        StringBuilder sb = new StringBuilder();
        while (!st.isEmpty()) sb.append(st.pop());
        System.out.println("generic default method: " + sb);
        Left l = new Both();
        Right r = new Both();
        System.out.println("through interfaces: " + l.who() + " " + r.who());
        Object o = new Both();
        System.out.println("instanceof: " + (o instanceof Left) + " " + (o instanceof Right) + " " + (o instanceof Top));
        Class<?>[] ifs = {Greeter.class, Both.class};
        for (Class<?> c : ifs) System.out.println(c.getName() + " isInterface=" + c.isInterface());
    }
}
