import java.util.*;
import java.util.concurrent.*;

// CopyOnWriteArrayList and CopyOnWriteArraySet, single-threaded: every List method, the index
// exceptions and their messages (array reads give ArrayIndexOutOfBoundsException, inserts
// "Index: i, Size: n"), snapshot iterators (no remove/set/add, no
// ConcurrentModificationException), subList views and their comodification check,
// addIfAbsent/addAllAbsent, bulk operations, equals/hashCode/toString/clone.
public class JucCollCopyOnWrite {
    interface Action {
        Object run() throws Exception;
    }

    static void t(String label, Action a) {
        try {
            System.out.println(label + " -> " + a.run());
        } catch (Exception e) {
            System.out.println(label + " !! " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static CopyOnWriteArrayList<String> sample() {
        return new CopyOnWriteArrayList<>(Arrays.asList("a", "b", "c", "b", null, "d"));
    }

    public static void main(String[] args) {
        CopyOnWriteArrayList<String> l = sample();
        System.out.println("list " + l + " size=" + l.size() + " empty=" + l.isEmpty() + " hash=" + l.hashCode());
        System.out.println("indexOf b=" + l.indexOf("b") + " last b=" + l.lastIndexOf("b") + " null=" + l.indexOf(null)
                + " last null=" + l.lastIndexOf(null) + " zz=" + l.indexOf("zz") + " indexOf(b,2)=" + l.indexOf("b", 2)
                + " lastIndexOf(b,2)=" + l.lastIndexOf("b", 2) + " indexOf(b,9)=" + l.indexOf("b", 9)
                + " lastIndexOf(b,-1)=" + l.lastIndexOf("b", -1));
        System.out.println("contains c=" + l.contains("c") + " null=" + l.contains(null) + " zz=" + l.contains("zz")
                + " containsAll=" + l.containsAll(Arrays.asList("a", "d")) + "/" + l.containsAll(Arrays.asList("a", "q")));
        t("get(6)", () -> l.get(6));
        t("get(-1)", () -> l.get(-1));
        t("set(6)", () -> l.set(6, "x"));
        t("add(7,x)", () -> {
            l.add(7, "x");
            return null;
        });
        t("add(-1,x)", () -> {
            l.add(-1, "x");
            return null;
        });
        t("remove(6)", () -> l.remove(6));
        t("addAll(9,..)", () -> l.addAll(9, Arrays.asList("x")));
        t("addAll(9,empty)", () -> l.addAll(9, Collections.<String>emptyList()));
        t("listIterator(7)", () -> l.listIterator(7));
        t("listIterator(-1)", () -> l.listIterator(-1));
        t("subList(3,2)", () -> l.subList(3, 2));
        t("subList(0,7)", () -> l.subList(0, 7));
        t("subList(-1,2)", () -> l.subList(-1, 2));
        t("indexOf(b,-1)", () -> l.indexOf("b", -1));
        t("lastIndexOf(b,6)", () -> l.lastIndexOf("b", 6));

        // updates
        System.out.println("set(1,B)=" + l.set(1, "B") + " add(e)=" + l.add("e") + " " + l);
        l.add(0, "first");
        l.add(l.size(), "last");
        System.out.println("add at ends " + l);
        System.out.println("remove(0)=" + l.remove(0) + " remove(b)=" + l.remove("b") + " remove(zz)=" + l.remove("zz")
                + " remove(null)=" + l.remove((Object) null) + " " + l);
        System.out.println("addIfAbsent a=" + l.addIfAbsent("a") + " z=" + l.addIfAbsent("z") + " null=" + l.addIfAbsent(null)
                + " null=" + l.addIfAbsent(null) + " " + l);
        System.out.println("addAllAbsent=" + l.addAllAbsent(Arrays.asList("a", "y", "y", "x", "z")) + " " + l
                + " addAllAbsent(empty)=" + l.addAllAbsent(new ArrayList<String>()));
        System.out.println("addAll=" + l.addAll(Arrays.asList("p", "q")) + " addAll(empty)=" + l.addAll(new ArrayList<String>())
                + " addAll(2,..)=" + l.addAll(2, Arrays.asList("i1", "i2")) + " " + l);
        System.out.println("removeAll=" + l.removeAll(Arrays.asList("p", "q", "nope")) + " " + l + " retainAll="
                + l.retainAll(Arrays.asList("a", "c", "i1", "x", "y", "z", null)) + " " + l);
        System.out.println("removeIf=" + l.removeIf(s -> s == null) + " again=" + l.removeIf(s -> s == null) + " " + l);
        l.replaceAll(s -> s.toUpperCase());
        System.out.println("replaceAll " + l);
        l.sort(null);
        System.out.println("sort natural " + l);
        l.sort(Comparator.reverseOrder());
        System.out.println("sort reverse " + l);
        StringBuilder sb = new StringBuilder();
        l.forEach(s -> sb.append(s).append('.'));
        System.out.println("forEach " + sb);
        System.out.println("toArray " + Arrays.toString(l.toArray()) + " typed " + Arrays.toString(l.toArray(new String[0]))
                + " big " + Arrays.toString(l.toArray(new String[9])));
        l.clear();
        System.out.println("clear " + l + " size=" + l.size() + " hash=" + l.hashCode());

        // snapshot iterators
        CopyOnWriteArrayList<Integer> n = new CopyOnWriteArrayList<>(new Integer[] {1, 2, 3});
        Iterator<Integer> it = n.iterator();
        n.add(4);
        n.remove(Integer.valueOf(1));
        List<Integer> seen = new ArrayList<>();
        while (it.hasNext()) {
            seen.add(it.next());
        }
        System.out.println("snapshot iter saw " + seen + " list " + n);
        t("iter.next at end", () -> it.next());
        t("iter.remove", () -> {
            Iterator<Integer> i = n.iterator();
            i.next();
            i.remove();
            return null;
        });
        ListIterator<Integer> li = n.listIterator(1);
        System.out.println("listIterator(1) nextIndex=" + li.nextIndex() + " prevIndex=" + li.previousIndex() + " hasPrev="
                + li.hasPrevious() + " prev=" + li.previous() + " next=" + li.next() + " next=" + li.next() + " hasNext="
                + li.hasNext());
        t("li.set", () -> {
            li.set(9);
            return null;
        });
        t("li.add", () -> {
            li.add(9);
            return null;
        });
        t("li.previous at start", () -> n.listIterator().previous());
        for (Integer x : n) { // adding while iterating is fine
            if (x < 4) {
                n.add(x * 10);
            }
        }
        System.out.println("add during foreach " + n);
        List<Integer> rest = new ArrayList<>();
        Iterator<Integer> it2 = n.iterator();
        it2.next();
        it2.forEachRemaining(rest::add);
        System.out.println("forEachRemaining " + rest + " hasNext=" + it2.hasNext());

        // subList
        CopyOnWriteArrayList<Integer> base = new CopyOnWriteArrayList<>(Arrays.asList(0, 1, 2, 3, 4, 5, 6, 7, 8, 9));
        List<Integer> sub = base.subList(2, 7);
        System.out.println("sub " + sub + " size=" + sub.size() + " get(0)=" + sub.get(0) + " indexOf(4)=" + sub.indexOf(4)
                + " lastIndexOf(9)=" + sub.lastIndexOf(9) + " contains(6)=" + sub.contains(6) + " hash=" + sub.hashCode()
                + " equals=" + sub.equals(Arrays.asList(2, 3, 4, 5, 6)));
        t("sub.get(5)", () -> sub.get(5));
        t("sub.get(-1)", () -> sub.get(-1));
        t("sub.set(5)", () -> sub.set(5, 1));
        t("sub.add(6,x)", () -> {
            sub.add(6, 1);
            return null;
        });
        t("sub.remove(5)", () -> sub.remove(5));
        t("sub.subList(1,6)", () -> sub.subList(1, 6));
        t("sub.listIterator(6)", () -> sub.listIterator(6));
        System.out.println("sub.set(0,20)=" + sub.set(0, 20) + " sub.add(70)=" + sub.add(70) + " sub.add(0,19) ");
        sub.add(0, 19);
        System.out.println("after sub updates " + sub + " base " + base);
        System.out.println("sub.remove(1)=" + sub.remove(1) + " sub.remove(obj 70)=" + sub.remove(Integer.valueOf(70))
                + " sub.remove(obj 99)=" + sub.remove(Integer.valueOf(99)) + " " + sub + " base " + base);
        List<Integer> subsub = sub.subList(1, 3);
        System.out.println("subsub " + subsub + " addAll=" + sub.addAll(Arrays.asList(100, 101)) + " " + sub + " base " + base);
        t("subsub after parent change", () -> subsub.get(0));
        System.out.println("sub.removeIf=" + sub.removeIf(x -> x >= 100) + " " + sub + " base " + base);
        sub.replaceAll(x -> -x);
        System.out.println("sub.replaceAll " + sub + " base " + base);
        sub.sort(null);
        System.out.println("sub.sort " + sub + " base " + base);
        List<Integer> its = new ArrayList<>();
        for (ListIterator<Integer> si = sub.listIterator(); si.hasNext();) {
            its.add(si.nextIndex());
            its.add(si.next());
        }
        System.out.println("sub.listIterator " + its);
        t("sub.iterator.remove", () -> {
            Iterator<Integer> si = sub.iterator();
            si.next();
            si.remove();
            return null;
        });
        System.out.println("sub toArray " + Arrays.toString(sub.toArray()) + " " + Arrays.toString(sub.toArray(new Integer[0])));
        sub.clear();
        System.out.println("sub.clear " + sub + " base " + base + " sub.isEmpty=" + sub.isEmpty());
        base.add(42);
        t("sub.get after base.add", () -> sub.get(0));
        t("sub.size after base.add", () -> sub.size());
        t("sub.add after base.add", () -> sub.add(1));
        t("sub.iterator after base.add", () -> sub.iterator());

        // equals, hashCode, clone
        CopyOnWriteArrayList<String> x = sample();
        CopyOnWriteArrayList<String> y = (CopyOnWriteArrayList<String>) x.clone();
        y.add("extra");
        System.out.println("clone " + y + " orig " + x + " equals(ArrayList)=" + x.equals(new ArrayList<>(x))
                + " equals(LinkedList)=" + x.equals(new LinkedList<>(x)) + " equals(clone)=" + x.equals(y)
                + " hash==" + (x.hashCode() == new ArrayList<>(x).hashCode()) + " equals(set)=" + x.equals(new HashSet<>(x)));
        System.out.println("ArrayList.equals(cow)=" + new ArrayList<>(x).equals(x) + " from array " +
                new CopyOnWriteArrayList<>(new String[] {"q", "r"}) + " from cow " + new CopyOnWriteArrayList<>(x));
        CopyOnWriteArrayList<Object> self = new CopyOnWriteArrayList<>();
        self.add("s");
        System.out.println("empty " + new CopyOnWriteArrayList<String>() + " one " + self);

        // CopyOnWriteArraySet
        CopyOnWriteArraySet<String> s = new CopyOnWriteArraySet<>(Arrays.asList("x", "a", "x", "m", "a"));
        System.out.println("set " + s + " size=" + s.size() + " add(m)=" + s.add("m") + " add(b)=" + s.add("b") + " add(null)="
                + s.add(null) + " add(null)=" + s.add(null) + " " + s);
        System.out.println("set remove(x)=" + s.remove("x") + " remove(x)=" + s.remove("x") + " contains(a)=" + s.contains("a")
                + " contains(null)=" + s.contains(null) + " " + s);
        System.out.println("set addAll=" + s.addAll(Arrays.asList("a", "c", "c")) + " addAll=" + s.addAll(Arrays.asList("a"))
                + " " + s);
        System.out.println("set containsAll(set)=" + s.containsAll(new HashSet<>(Arrays.asList("a", "c")))
                + " containsAll(list)=" + s.containsAll(Arrays.asList("a", "a", "q"))
                + " equals(HashSet)=" + s.equals(new HashSet<>(s)) + " HashSet.equals=" + new HashSet<>(s).equals(s)
                + " equals(smaller)=" + s.equals(new HashSet<>(Arrays.asList("a")))
                + " equals(list)=" + s.equals(new ArrayList<>(s)) + " hash==" + (s.hashCode() == new HashSet<>(s).hashCode()));
        System.out.println("set removeAll=" + s.removeAll(Arrays.asList("a", "zz")) + " " + s + " retainAll="
                + s.retainAll(Arrays.asList("m", "c", "b")) + " " + s + " removeIf=" + s.removeIf(e -> e.equals("m")) + " " + s);
        Iterator<String> sit = s.iterator();
        s.add("late");
        List<String> sseen = new ArrayList<>();
        sit.forEachRemaining(sseen::add);
        System.out.println("set snapshot " + sseen + " now " + s + " toArray " + Arrays.toString(s.toArray(new String[0])));
        t("set iterator.remove", () -> {
            Iterator<String> i = s.iterator();
            i.next();
            i.remove();
            return null;
        });
        StringBuilder fe = new StringBuilder();
        s.forEach(fe::append);
        s.clear();
        System.out.println("set forEach " + fe + " cleared " + s + " empty=" + s.isEmpty() + " copy "
                + new CopyOnWriteArraySet<>(new CopyOnWriteArraySet<>(Arrays.asList(3, 1, 3))));
    }
}
