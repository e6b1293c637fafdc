// compare-stderr
import java.io.PrintStream;

// System properties that are the same on every JVM, System.out/System.err methods, and
// interleaving of the two streams (each is compared separately).
public class SystemMisc {
    public static void main(String[] args) {
        System.out.println("line.separator is \\n: " + "\n".equals(System.getProperty("line.separator")) + " " + "\n".equals(System.lineSeparator()));
        System.out.println("file.separator=" + System.getProperty("file.separator") + " path.separator=" + System.getProperty("path.separator"));
        System.out.println("missing property: " + System.getProperty("toyjvm.no.such.property") + " with default: " + System.getProperty("toyjvm.no.such.property", "dflt"));
        System.out.println("setProperty returns old: " + System.setProperty("toyjvm.test", "one") + " " + System.setProperty("toyjvm.test", "two") + " now " + System.getProperty("toyjvm.test"));
        System.out.println("getenv of unset variable: " + System.getenv("TOYJVM_SURELY_UNSET_VARIABLE"));
        long t0 = System.currentTimeMillis(), n0 = System.nanoTime();
        long n1 = System.nanoTime();
        System.out.println("clock sane: " + (t0 > 1_500_000_000_000L) + " nanoTime monotonic: " + (n1 >= n0));
        System.out.println("java.version present: " + (System.getProperty("java.version") != null));
        PrintStream out = System.out;
        out.print('c');
        out.print(1);
        out.print(2L);
        out.print(1.5f);
        out.print(2.5);
        out.print(true);
        out.print(new char[]{'x', 'y'});
        out.print((Object) null);
        out.print((String) null);
        out.println();
        out.printf("%s-%d%n", "printf", 1).format("%s%n", "chained format");
        out.append("append").append('!').append("xyz", 1, 2).println();
        out.write('W');
        out.write('\n');
        byte[] bytes = "bytes\n".getBytes();
        out.write(bytes, 0, bytes.length);
        out.println("unicode: \u00e9\u00e8 \u4e2d\u6587 \u20ac \ud83d\ude00");
        out.println(new char[]{'c', 'h', 'a', 'r', 's'});
        System.err.println("to stderr 1");
        System.out.println("to stdout between");
        System.err.print("to stderr 2 ");
        System.err.printf("%d%n", 42);
        System.err.println("unicode on stderr: \u00e9");
        out.flush();
        System.err.flush();
        System.out.println("checkError: " + System.out.checkError());
        Runtime rt = Runtime.getRuntime();
        System.out.println("runtime: processors>0 " + (rt.availableProcessors() > 0) + " maxMemory>0 " + (rt.maxMemory() > 0) + " total>=free " + (rt.totalMemory() >= rt.freeMemory()));
        int[] a = new int[5];
        System.arraycopy(new int[]{1, 2, 3}, 0, a, 1, 3);
        System.out.println("identityHashCode(null)=" + System.identityHashCode(null) + " arraycopy " + a[1] + a[2] + a[3]);
    }
}
