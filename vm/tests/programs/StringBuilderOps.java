public class StringBuilderOps {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        sb.append("abc").append(1).append('x').append(2.5).append(true).append((String) null).append(3L).append(1.5f).append(new char[]{'h', 'i'});
        System.out.println(sb + " len=" + sb.length());
        sb.setLength(3);
        System.out.println(sb);
        sb.insert(0, "start-").insert(sb.length(), "-end").insert(6, 42).insert(2, 'Z');
        System.out.println(sb);
        sb.reverse();
        System.out.println(sb);
        sb.reverse();
        sb.deleteCharAt(0).deleteCharAt(sb.length() - 1);
        System.out.println(sb);
        sb.delete(2, 5);
        System.out.println(sb);
        sb.replace(0, 2, "REPLACED");
        System.out.println(sb);
        sb.setCharAt(0, 'r');
        System.out.println(sb + " charAt(1)=" + sb.charAt(1) + " indexOf(E)=" + sb.indexOf("E") + " lastIndexOf(E)=" + sb.lastIndexOf("E"));
        System.out.println("substring: " + sb.substring(2) + " " + sb.substring(1, 4));
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 1000; i++) big.append(i % 10);
        System.out.println("big len=" + big.length() + " hash=" + big.toString().hashCode());
        StringBuilder pal = new StringBuilder("racecar");
        System.out.println("palindrome: " + pal.reverse().toString().equals("racecar"));
        StringBuilder sur = new StringBuilder("ab\uD83D\uDE00cd");
        System.out.println("surrogate reverse length: " + sur.reverse().length() + " first=" + sur.charAt(0));
        StringBuffer sbuf = new StringBuffer("sync");
        sbuf.append('-').append(7).insert(0, '[').append(']');
        System.out.println(sbuf + " " + sbuf.length() + " " + sbuf.reverse());
        StringBuilder cap = new StringBuilder(2);
        cap.append("grows beyond capacity");
        System.out.println(cap);
        StringBuilder ins = new StringBuilder("0123456789");
        ins.insert(5, new char[]{'a', 'b'}).insert(0, 1.5).insert(3, (Object) "obj");
        System.out.println(ins);
        StringBuilder e = new StringBuilder("x");
        e.append(e);
        System.out.println(e);
        sb = new StringBuilder("hello");
        sb.setLength(7);
        System.out.println(sb.length() + " " + (int) sb.charAt(6));
        System.out.println(new StringBuilder().append(Integer.MIN_VALUE).append(Long.MAX_VALUE).append(-0.0).append('\u00e9'));
    }
}
