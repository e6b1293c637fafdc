import java.util.Arrays;

public class ArrayCovariance {
    static class Animal {
        public String toString() {
            return getClass().getSimpleName();
        }
    }

    static class Dog extends Animal {
    }

    static class Cat extends Animal {
    }

    public static void main(String[] args) {
        Object[] objs = new String[2];
        objs[0] = "fine";
        try {
            objs[1] = Integer.valueOf(1);
        } catch (ArrayStoreException e) {
            System.out.println("ArrayStoreException: " + e.getMessage());
        }
        Animal[] animals = new Dog[2];
        animals[0] = new Dog();
        try {
            animals[1] = new Cat();
        } catch (ArrayStoreException e) {
            System.out.println("store Cat into Dog[]: " + e.getMessage());
        }
        animals[1] = null;
        System.out.println("null store ok: " + Arrays.toString(animals));
        Object[][] nested = new String[1][];
        try {
            nested[0] = new Integer[1];
        } catch (ArrayStoreException e) {
            System.out.println("nested store: " + e.getMessage());
        }
        Object[] objArr = new Object[]{1, "two", 3.0};
        objArr[0] = "ok, Object[] accepts anything";
        System.out.println(Arrays.toString(objArr));
        int[] orig = {1, 2, 3};
        int[] cl = orig.clone();
        cl[0] = 100;
        System.out.println("clone independent: " + Arrays.toString(orig) + " " + Arrays.toString(cl) + " same class: " + (orig.getClass() == cl.getClass()));
        String[] sarr = {"x", "y"};
        String[] sclone = sarr.clone();
        System.out.println("String[] clone: " + Arrays.toString(sclone) + " distinct: " + (sarr != sclone) + " shares elements: " + (sarr[0] == sclone[0]));
        Object o = sarr;
        System.out.println("instanceof: " + (o instanceof Object[]) + " " + (o instanceof String[]) + " " + (o instanceof Comparable[]) + " " + (o instanceof Integer[]));
        Object ints = new int[0];
        System.out.println("int[] instanceof Object: " + (ints instanceof Object) + ", Object[]: " + (ints instanceof Object[]) + ", Cloneable: " + (ints instanceof Cloneable) + ", Serializable-free check: " + ints.getClass().getName());
        try {
            Object[] bad = (Object[]) ints;
            System.out.println(bad.length);
        } catch (ClassCastException e) {
            System.out.println("int[] to Object[]: " + e.getClass().getName());
        }
        Object sarr2 = new String[][]{{"a"}};
        System.out.println("String[][] instanceof Object[]: " + (sarr2 instanceof Object[]) + ", Object[][]: " + (sarr2 instanceof Object[][]) + ", String[]: " + (sarr2 instanceof String[]));
        Dog[] dogs = {new Dog(), new Dog()};
        Animal[] asAnimals = dogs;
        Object[] back = asAnimals;
        Dog[] again = (Dog[]) back;
        System.out.println("round-trip cast: " + again.length + " " + again[0]);
        try {
            Cat[] cats = (Cat[]) (Object[]) asAnimals;
            System.out.println(cats.length);
        } catch (ClassCastException e) {
            System.out.println("Dog[] to Cat[]: " + e.getClass().getName());
        }
        Object[] copy = Arrays.copyOf(dogs, 3);
        System.out.println("Arrays.copyOf keeps runtime type: " + copy.getClass().getSimpleName());
        try {
            copy[2] = new Cat();
        } catch (ArrayStoreException e) {
            System.out.println("store into copied Dog[]: " + e.getMessage());
        }
        Object[] sysCopyTarget = new Animal[3];
        System.arraycopy(dogs, 0, sysCopyTarget, 0, 2);
        System.out.println("arraycopy Dog[] -> Animal[]: " + Arrays.toString(sysCopyTarget));
        try {
            Object[] mixed = {new Dog(), new Cat(), new Dog()};
            Dog[] dst = new Dog[3];
            System.arraycopy(mixed, 0, dst, 0, 3);
        } catch (ArrayStoreException e) {
            System.out.println("arraycopy with bad element: " + e.getClass().getName());
        }
        try {
            System.arraycopy(new int[2], 0, new long[2], 0, 2);
        } catch (ArrayStoreException e) {
            System.out.println("arraycopy int[] -> long[]: " + e.getClass().getName());
        }
        try {
            System.arraycopy("not an array", 0, new int[2], 0, 1);
        } catch (ArrayStoreException e) {
            System.out.println("arraycopy from non-array: " + e.getClass().getName());
        }
        Comparable[] comps = new String[]{"b", "a"};
        Arrays.sort(comps);
        System.out.println("sort through Comparable[]: " + Arrays.toString(comps));
    }
}
