import java.util.*;

public class ObjectMethods {
    static class Point {
        final int x, y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }

        @Override
        public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Point)) return false;
            Point p = (Point) o;
            return x == p.x && y == p.y;
        }

        @Override
        public int hashCode() {
            return 31 * x + y;
        }

        @Override
        public String toString() {
            return "(" + x + "," + y + ")";
        }
    }

    static class NoOverrides {
    }

    static class CloneMe implements Cloneable {
        int[] data = {1, 2};
        String name = "orig";

        @Override
        public CloneMe clone() {
            try {
                return (CloneMe) super.clone();
            } catch (CloneNotSupportedException e) {
                throw new AssertionError(e);
            }
        }
    }

    static class NotCloneable {
        Object tryClone() throws CloneNotSupportedException {
            return super.clone();
        }
    }

    class Inner {
    }

    public static void main(String[] args) throws Exception {
        Point a = new Point(1, 2), b = new Point(1, 2), c = new Point(2, 1);
        System.out.println("equals: " + a.equals(b) + " " + a.equals(c) + " " + a.equals(null) + " " + a.equals("(1,2)") + " == " + (a == b));
        System.out.println("hashCode: " + a.hashCode() + " " + b.hashCode() + " " + c.hashCode());
        Set<Point> set = new HashSet<>(Arrays.asList(a, b, c, new Point(0, 0)));
        System.out.println("HashSet with proper hashCode: size=" + set.size() + " contains(1,2)=" + set.contains(new Point(1, 2)) + " " + set);
        Map<Point, String> map = new HashMap<>();
        map.put(a, "first");
        map.put(b, "second");
        System.out.println("map: " + map);
        NoOverrides n1 = new NoOverrides(), n2 = new NoOverrides();
        System.out.println("identity equals: " + n1.equals(n1) + " " + n1.equals(n2) + " hash stable: " + (n1.hashCode() == n1.hashCode()) + " identityHashCode matches: " + (System.identityHashCode(n1) == n1.hashCode()));
        String ts = n1.toString();
        System.out.println("default toString prefix: " + ts.substring(0, ts.indexOf('@') + 1) + " hex suffix matches: " + ts.substring(ts.indexOf('@') + 1).equals(Integer.toHexString(n1.hashCode())));
        System.out.println("getName: " + a.getClass().getName() + " " + "s".getClass().getName() + " " + new ObjectMethods().new Inner().getClass().getName() + " " + new Object() {
        }.getClass().getName());
        System.out.println("getSimpleName: " + a.getClass().getSimpleName() + " " + Inner.class.getSimpleName() + " [" + new Object() {
        }.getClass().getSimpleName() + "] " + Point[].class.getSimpleName() + " " + int[][].class.getSimpleName() + " " + ObjectMethods.class.getSimpleName());
        System.out.println("array names: " + Point[].class.getName() + " " + int[].class.getName() + " " + Object[][].class.getName() + " " + char[].class.getName() + " " + double[].class.getName());
        System.out.println("primitive classes: " + int.class.getName() + " " + void.class.getName() + " " + Integer.TYPE + " " + boolean.class);
        System.out.println("Class.toString: " + String.class + " | " + Runnable.class + " | " + int[].class);
        System.out.println("getClass identity: " + (a.getClass() == Point.class) + " " + (a.getClass() == b.getClass()) + " " + (new int[0].getClass() == int[].class));
        System.out.println("superclass: " + Point.class.getSuperclass().getName() + " " + Object.class.getSuperclass() + " " + Runnable.class.getSuperclass() + " " + int[].class.getSuperclass().getName());
        CloneMe orig = new CloneMe();
        CloneMe copy = orig.clone();
        copy.name = "copy";
        copy.data[0] = 99;
        System.out.println("clone: " + (orig != copy) + " shallow data shared: " + orig.data[0] + " names: " + orig.name + "/" + copy.name + " same class: " + (copy.getClass() == CloneMe.class));
        try {
            new NotCloneable().tryClone();
        } catch (CloneNotSupportedException e) {
            System.out.println("CloneNotSupportedException: " + e.getMessage());
        }
        Object o = new Object();
        System.out.println("Object class: " + o.getClass().getName() + " equals self: " + o.equals(o));
        System.out.println("String equals/hashCode contract: " + "ab".equals(new String("ab")) + " " + ("ab".hashCode() == new String("ab").hashCode()));
        System.out.println("Objects: " + Objects.equals(null, null) + " " + Objects.equals(a, b) + " " + Objects.hashCode(null) + " " + Objects.hash(1, 2, 3) + " " + Objects.toString(null, "dflt") + " " + Objects.isNull(null));
        try {
            Objects.requireNonNull(null, "must not be null");
        } catch (NullPointerException e) {
            System.out.println("requireNonNull: " + e.getMessage());
        }
        System.out.println("Class.forName: " + Class.forName("java.lang.String").getName() + " " + Class.forName("ObjectMethods$Point").getSimpleName());
        try {
            Class.forName("does.not.Exist");
        } catch (ClassNotFoundException e) {
            System.out.println("ClassNotFoundException: " + e.getMessage());
        }
    }
}
