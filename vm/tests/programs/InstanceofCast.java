import java.util.*;

public class InstanceofCast {
    interface Flyer {
    }

    interface Swimmer {
    }

    static class Bird implements Flyer {
    }

    static class Duck extends Bird implements Swimmer {
    }

    static class Fish implements Swimmer {
    }

    static String check(Object o) {
        return (o instanceof Flyer ? "F" : "-") + (o instanceof Swimmer ? "S" : "-") + (o instanceof Bird ? "B" : "-") + (o instanceof Duck ? "D" : "-");
    }

    public static void main(String[] args) {
        Object[] things = {new Bird(), new Duck(), new Fish(), "string", null};
        for (Object o : things) System.out.println((o == null ? "null" : o.getClass().getSimpleName()) + " " + check(o));
        Object d = new Duck();
        Flyer f = (Flyer) d;
        Swimmer s = (Swimmer) f;
        Bird b = (Bird) s;
        System.out.println("cast chain ok: " + (b == d));
        try {
            Object fish = new Fish();
            Flyer bad = (Flyer) fish;
            System.out.println(bad);
        } catch (ClassCastException e) {
            System.out.println("Fish to Flyer: " + e.getClass().getName());
        }
        Object nothing = null;
        Bird nullCast = (Bird) nothing;
        System.out.println("null cast ok: " + nullCast + " instanceof: " + (nothing instanceof Object));
        Object sa = new String[]{"x"};
        System.out.println("String[] instanceof Object[]: " + (sa instanceof Object[]) + ", CharSequence[]: " + (sa instanceof CharSequence[]) + ", Comparable[]: " + (sa instanceof Comparable[]));
        Object ia = new int[3];
        System.out.println("int[] instanceof Object: " + (ia instanceof Object) + ", Cloneable: " + (ia instanceof Cloneable) + ", Object[]: " + (ia instanceof Object[]) + ", long[]: " + (ia instanceof long[]));
        Object duckArr = new Duck[1];
        System.out.println("Duck[] instanceof Flyer[]: " + (duckArr instanceof Flyer[]) + ", Swimmer[]: " + (duckArr instanceof Swimmer[]) + ", Fish[]: " + (duckArr instanceof Fish[]));
        Object twoD = new int[2][2];
        System.out.println("int[][] instanceof Object[]: " + (twoD instanceof Object[]) + ", int[]: " + (twoD instanceof int[]));
        Object list = new ArrayList<String>();
        System.out.println("ArrayList instanceof List/Collection/Iterable/RandomAccess/Map: " + (list instanceof List) + (list instanceof Collection) + (list instanceof Iterable) + (list instanceof RandomAccess) + (list instanceof Map));
        Object linked = new LinkedList<String>();
        System.out.println("LinkedList instanceof Deque/RandomAccess: " + (linked instanceof Deque) + (linked instanceof RandomAccess));
        try {
            Object str = "hello";
            Integer i = (Integer) str;
            System.out.println(i);
        } catch (ClassCastException e) {
            System.out.println("String to Integer: " + e.getClass().getName());
        }
        try {
            Object arr = new Object[]{"a"};
            String[] strs = (String[]) arr;
            System.out.println(strs.length);
        } catch (ClassCastException e) {
            System.out.println("Object[] to String[]: " + e.getClass().getName());
        }
        List<Object> raw = new ArrayList<>();
        raw.add(1);
        @SuppressWarnings("unchecked")
        List<String> wrongly = (List<String>) (List<?>) raw;
        try {
            String first = wrongly.get(0);
            System.out.println(first);
        } catch (ClassCastException e) {
            System.out.println("heap pollution detected at use site: " + e.getClass().getName());
        }
        Class<?> c = Duck.class;
        System.out.println("Class.isInstance: " + c.isInstance(new Duck()) + " " + c.isInstance(new Bird()) + " isAssignableFrom: " + Bird.class.isAssignableFrom(Duck.class) + " " + Duck.class.isAssignableFrom(Bird.class) + " " + Swimmer.class.isAssignableFrom(Duck.class));
        Number n = 3.5;
        System.out.println("Number: " + (n instanceof Double) + " " + (n instanceof Comparable) + " " + n.intValue());
        CharSequence cs = new StringBuilder("sb");
        System.out.println("CharSequence: " + (cs instanceof String) + " " + (cs instanceof StringBuilder) + " " + cs.length());
    }
}
