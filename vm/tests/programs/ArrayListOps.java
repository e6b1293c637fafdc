import java.util.*;

public class ArrayListOps {
    public static void main(String[] args) {
        List<String> list = new ArrayList<>();
        System.out.println(list + " " + list.size() + " " + list.isEmpty());
        list.add("b");
        list.add("a");
        list.add("c");
        list.add(0, "z");
        list.add(2, "m");
        System.out.println(list + " size=" + list.size());
        System.out.println("get(1)=" + list.get(1) + " indexOf(c)=" + list.indexOf("c") + " indexOf(q)=" + list.indexOf("q") + " contains(a)=" + list.contains("a"));
        System.out.println("set returns " + list.set(1, "B") + " -> " + list);
        System.out.println("remove(0) returns " + list.remove(0) + " -> " + list);
        System.out.println("remove(\"c\") " + list.remove("c") + " remove(\"zz\") " + list.remove("zz") + " -> " + list);
        list.addAll(Arrays.asList("x", "y", "a"));
        System.out.println("addAll -> " + list + " lastIndexOf(a)=" + list.lastIndexOf("a"));
        list.addAll(1, Arrays.asList("1", "2"));
        System.out.println("addAll(1) -> " + list);
        System.out.println("subList(1,3) = " + list.subList(1, 3));
        List<Integer> nums = new ArrayList<>();
        for (int i = 0; i < 100; i++) nums.add(i * 7 % 31);
        System.out.println("100 nums, first 10: " + nums.subList(0, 10) + " max=" + Collections.max(nums) + " min=" + Collections.min(nums));
        nums.remove(Integer.valueOf(0));
        nums.remove(0);
        System.out.println("after removes size=" + nums.size() + " first=" + nums.get(0));
        nums.removeIf(n -> n % 2 == 0);
        System.out.println("odd only size=" + nums.size() + " " + nums.subList(0, 5));
        nums.replaceAll(n -> n * 10);
        System.out.println("replaceAll " + nums.subList(0, 5));
        Collections.sort(nums);
        System.out.println("sorted first 8: " + nums.subList(0, 8));
        nums.sort(Comparator.reverseOrder());
        System.out.println("reverse sorted first 8: " + nums.subList(0, 8));
        List<String> copy = new ArrayList<>(list);
        System.out.println("copy equals: " + copy.equals(list) + " hash equal: " + (copy.hashCode() == list.hashCode()) + " hash=" + list.hashCode());
        copy.clear();
        System.out.println("cleared: " + copy + " original: " + list);
        Object[] arr = list.toArray();
        String[] sarr = list.toArray(new String[0]);
        System.out.println("toArray lengths: " + arr.length + " " + sarr.length + " " + sarr[0]);
        StringBuilder sb = new StringBuilder();
        for (String s : list) sb.append(s).append(';');
        System.out.println("foreach: " + sb);
        sb.setLength(0);
        list.forEach(s -> sb.append(s.toUpperCase()));
        System.out.println("forEach: " + sb);
        ListIterator<String> it = list.listIterator();
        while (it.hasNext()) {
            String s = it.next();
            if (s.equals("x")) it.set("X");
            if (s.equals("1")) it.remove();
            if (s.equals("2")) it.add("2.5");
        }
        System.out.println("listIterator edits: " + list);
        while (it.hasPrevious()) sb.append(it.previous());
        System.out.println("backwards: " + sb);
        List<int[]> arrays = new ArrayList<>();
        arrays.add(new int[]{1, 2});
        System.out.println("list of arrays: " + arrays.get(0)[1]);
        ArrayList<Integer> big = new ArrayList<>();
        for (int i = 0; i < 10000; i++) big.add(i);
        long sum = 0;
        for (int v : big) sum += v;
        System.out.println("big sum=" + sum + " size=" + big.size());
        List<Object> mixed = new ArrayList<>();
        mixed.add(null);
        mixed.add(1);
        mixed.add("s");
        mixed.add(2.5);
        mixed.add('c');
        System.out.println("mixed: " + mixed + " indexOf(null)=" + mixed.indexOf(null) + " contains(null)=" + mixed.contains(null));
        try {
            list.get(100);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("get(100): " + e.getClass().getName());
        }
        List<Integer> ints = new ArrayList<>(Arrays.asList(5, 3, 1));
        ints.remove(1);
        System.out.println("remove(int index) vs remove(Object): " + ints);
        System.out.println("retainAll: " + retain() + " removeAll: " + removeAll() + " containsAll: " + list.containsAll(Arrays.asList("a", "y")));
    }

    static List<String> retain() {
        List<String> l = new ArrayList<>(Arrays.asList("a", "b", "c", "d"));
        l.retainAll(Arrays.asList("b", "d", "e"));
        return l;
    }

    static List<String> removeAll() {
        List<String> l = new ArrayList<>(Arrays.asList("a", "b", "c", "b"));
        l.removeAll(Collections.singletonList("b"));
        return l;
    }
}
