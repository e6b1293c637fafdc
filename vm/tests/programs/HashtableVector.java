import java.util.*;

public class HashtableVector {
    public static void main(String[] args) {
        Hashtable<String, Integer> ht = new Hashtable<>();
        for (String s : "one two three four five six seven eight nine ten eleven twelve".split(" ")) ht.put(s, s.length());
        System.out.println(ht);
        System.out.println("size=" + ht.size() + " get(three)=" + ht.get("three") + " containsKey(ten)=" + ht.containsKey("ten") + " contains(5)=" + ht.contains(5));
        Enumeration<String> keys = ht.keys();
        StringBuilder sb = new StringBuilder();
        while (keys.hasMoreElements()) sb.append(keys.nextElement()).append(' ');
        System.out.println("keys: " + sb);
        Enumeration<Integer> els = ht.elements();
        int sum = 0;
        while (els.hasMoreElements()) sum += els.nextElement();
        System.out.println("sum of values: " + sum);
        ht.remove("one");
        ht.put("two", 22);
        System.out.println(ht);
        try {
            ht.put("null", null);
        } catch (NullPointerException e) {
            System.out.println("null value: " + e.getClass().getName());
        }
        try {
            ht.put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("null key: " + e.getClass().getName());
        }
        Hashtable<Integer, String> hi = new Hashtable<>();
        for (int i = 0; i < 30; i++) hi.put(i * 11, "v" + i);
        System.out.println(hi);
        System.out.println(hi.keySet());
        Hashtable<Integer, Integer> empty = new Hashtable<>();
        System.out.println("empty: " + empty + " isEmpty=" + empty.isEmpty());

        Vector<Integer> v = new Vector<>();
        for (int i = 0; i < 12; i++) v.addElement(i * i);
        System.out.println(v + " size=" + v.size() + " capacity>=size " + (v.capacity() >= v.size()));
        System.out.println("elementAt(3)=" + v.elementAt(3) + " firstElement=" + v.firstElement() + " lastElement=" + v.lastElement());
        v.removeElementAt(0);
        v.insertElementAt(-1, 2);
        v.removeElement(Integer.valueOf(49));
        v.setElementAt(1000, 0);
        System.out.println(v);
        Enumeration<Integer> ve = v.elements();
        int c = 0;
        while (ve.hasMoreElements()) c += ve.nextElement();
        System.out.println("enum sum=" + c + " indexOf(16)=" + v.indexOf(16) + " contains(-1)=" + v.contains(-1));
        Stack<String> st = new Stack<>();
        st.push("a");
        st.push("b");
        st.push("c");
        System.out.println("stack " + st + " peek=" + st.peek() + " pop=" + st.pop() + " search(a)=" + st.search("a") + " empty=" + st.empty());
        try {
            v.elementAt(100);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("elementAt(100): " + e.getClass().getName());
        }

        Set<Integer> hs = new HashSet<>(Arrays.asList(9, 3, 27, 81, 1));
        System.out.println("HashSet " + hs + " contains(27)=" + hs.contains(27) + " add(3)=" + hs.add(3) + " remove(9)=" + hs.remove(9) + " -> " + hs);
        Set<String> a = new HashSet<>(Arrays.asList("x", "y", "z"));
        Set<String> b = new HashSet<>(Arrays.asList("y", "z", "w"));
        Set<String> union = new HashSet<>(a);
        union.addAll(b);
        Set<String> inter = new HashSet<>(a);
        inter.retainAll(b);
        Set<String> diff = new HashSet<>(a);
        diff.removeAll(b);
        System.out.println("union=" + union + " inter=" + inter + " diff=" + diff + " equal=" + a.equals(new HashSet<>(Arrays.asList("z", "y", "x"))));
    }
}
