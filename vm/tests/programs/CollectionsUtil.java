import java.util.*;

public class CollectionsUtil {
    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 20; i++) list.add(i);
        Collections.shuffle(list, new Random(42));
        System.out.println("shuffled(42): " + list);
        Collections.sort(list);
        System.out.println("sorted: " + list);
        Collections.reverse(list);
        System.out.println("reversed: " + list);
        Collections.shuffle(list, new Random(7));
        System.out.println("shuffled(7): " + list);
        LinkedList<String> ll = new LinkedList<>(Arrays.asList("a", "b", "c", "d", "e", "f", "g"));
        Collections.shuffle(ll, new Random(1));
        System.out.println("shuffled linked(1): " + ll);
        Collections.sort(list, Collections.reverseOrder());
        System.out.println("reverseOrder sort: " + list);
        Collections.swap(list, 0, 19);
        System.out.println("swap: " + list.get(0) + " " + list.get(19));
        System.out.println("max=" + Collections.max(list) + " min=" + Collections.min(list) + " max by reverse=" + Collections.max(list, Collections.reverseOrder()));
        Collections.sort(list);
        System.out.println("binarySearch(13)=" + Collections.binarySearch(list, 13) + " binarySearch(100)=" + Collections.binarySearch(list, 100) + " binarySearch(-5)=" + Collections.binarySearch(list, -5));
        System.out.println("frequency: " + Collections.frequency(Arrays.asList(1, 2, 1, 3, 1), 1));
        List<String> filled = new ArrayList<>(Collections.nCopies(4, "n"));
        System.out.println("nCopies: " + filled);
        Collections.fill(filled, "f");
        System.out.println("fill: " + filled);
        List<Integer> rot = new ArrayList<>(Arrays.asList(1, 2, 3, 4, 5));
        Collections.rotate(rot, 2);
        System.out.println("rotate 2: " + rot);
        System.out.println("emptyList=" + Collections.emptyList() + " emptyMap=" + Collections.emptyMap() + " singleton=" + Collections.singleton(9) + " singletonList=" + Collections.singletonList("x") + " singletonMap=" + Collections.singletonMap("k", "v"));
        List<String> base = new ArrayList<>(Arrays.asList("x", "y"));
        List<String> un = Collections.unmodifiableList(base);
        System.out.println("unmodifiable view: " + un + " get(1)=" + un.get(1));
        try {
            un.add("z");
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable add: " + e.getClass().getName());
        }
        try {
            un.set(0, "q");
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable set: " + e.getClass().getName());
        }
        try {
            Iterator<String> it = un.iterator();
            it.next();
            it.remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable iterator remove: " + e.getClass().getName());
        }
        base.add("w");
        System.out.println("view sees change: " + un);
        Map<String, Integer> um = Collections.unmodifiableMap(new HashMap<>(Collections.singletonMap("a", 1)));
        try {
            um.put("b", 2);
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable map put: " + e.getClass().getName());
        }
        Set<Integer> us = Collections.unmodifiableSet(new TreeSet<>(Arrays.asList(3, 1, 2)));
        try {
            us.remove(1);
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable set remove: " + e.getClass().getName() + " " + us);
        }
        try {
            Collections.emptyList().add(null);
        } catch (UnsupportedOperationException e) {
            System.out.println("emptyList add: " + e.getClass().getName());
        }
        List<Integer> fixed = Arrays.asList(1, 2, 3);
        fixed.set(0, 10);
        System.out.println("asList set ok: " + fixed);
        try {
            fixed.add(4);
        } catch (UnsupportedOperationException e) {
            System.out.println("asList add: " + e.getClass().getName());
        }
        List<Integer> sync = Collections.synchronizedList(new ArrayList<>());
        for (int i = 0; i < 5; i++) sync.add(i * 2);
        synchronized (sync) {
            int s = 0;
            for (int v : sync) s += v;
            System.out.println("synchronizedList: " + sync + " sum=" + s);
        }
        Map<String, Integer> smap = Collections.synchronizedMap(new TreeMap<>());
        smap.put("b", 2);
        smap.put("a", 1);
        System.out.println("synchronizedMap: " + smap + " get(a)=" + smap.get("a") + " size=" + smap.size());
        List<String> words = new ArrayList<>(Arrays.asList("banana", "Apple", "cherry", "apple"));
        Collections.sort(words);
        System.out.println("natural: " + words);
        Collections.sort(words, String.CASE_INSENSITIVE_ORDER);
        System.out.println("case-insensitive (stable): " + words);
        List<Integer> dst = new ArrayList<>(Arrays.asList(0, 0, 0, 0));
        Collections.copy(dst, Arrays.asList(7, 8));
        System.out.println("copy: " + dst + " disjoint=" + Collections.disjoint(dst, Arrays.asList(1, 2)));
        List<Integer> many = new ArrayList<>();
        Random r = new Random(123);
        for (int i = 0; i < 1000; i++) many.add(r.nextInt(100));
        Collections.sort(many);
        System.out.println("sorted 1000 randoms: first=" + many.get(0) + " median=" + many.get(500) + " last=" + many.get(999));
        Collections.addAll(many, 5, 6);
        System.out.println("addAll varargs size=" + many.size());
    }
}
