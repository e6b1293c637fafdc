import java.util.ArrayList;
import java.util.Formatter;
import java.util.List;

// A Java Tutorial style report printer: invoices, number tables and a hex dump, all through
// String.format / printf / Formatter with widths, precisions, flags and argument indices.
public class CorpusFormatReport {
    static final class Item {
        final String name;
        final int qty;
        final double price;
        final char category;

        Item(String name, int qty, double price, char category) {
            this.name = name;
            this.qty = qty;
            this.price = price;
            this.category = category;
        }
    }

    public static void main(String[] args) {
        List<Item> items = new ArrayList<>();
        items.add(new Item("Widget", 12, 3.5, 'w'));
        items.add(new Item("Gadget with a very long name", 1, 1299.999, 'g'));
        items.add(new Item("Gizmo", 250, 0.045, 'z'));
        items.add(new Item("Refund", -3, 19.99, 'r'));

        String line = String.format("+%s+%s+%s+%s+%s+%n", "-".repeat(22), "-".repeat(7), "-".repeat(12), "-".repeat(14), "-".repeat(3));
        System.out.print(line);
        System.out.printf("|%-22s|%7s|%12s|%14s|%3s|%n", "Item", "Qty", "Unit", "Total", "C");
        System.out.print(line);
        double grand = 0;
        for (Item it : items) {
            double total = it.qty * it.price;
            grand += total;
            System.out.printf("|%-22.22s|%+7d|%12.3f|%(,14.2f|%3c|%n", it.name, it.qty, it.price, total, Character.toUpperCase(it.category));
        }
        System.out.print(line);
        System.out.printf("|%-22s|%7s|%12s|%,14.2f|%3s|%n", "TOTAL", "", "", grand, "");
        System.out.printf("|%1$-22s|%2$7d|%3$12e|%3$14g|%4$3b|%n", "stats", items.size(), grand, grand > 1000);
        System.out.print(line);

        // number bases and padding
        System.out.println(String.format("%5s %8s %8s %12s %6s", "n", "hex", "oct", "bin", "char"));
        for (int n : new int[] { 0, 7, 65, 255, 1000, 65535 }) {
            System.out.println(String.format("%5d %#8x %#8o %12s %6s", n, n, n, Integer.toBinaryString(n), n < 128 ? String.format("%c", n) : "-"));
        }
        System.out.println(String.format("%08X|%-8x|%x|%X", 0xCAFE, 0xBEEF, -2, 0x7fffffffffffffffL));

        // scientific values
        double[] values = { 0.0, 1.0, -1.5, 123456.789, 6.02214076e23, 1.602e-19, Double.MIN_VALUE, Double.MAX_VALUE };
        for (double v : values) {
            System.out.println(String.format("%-12s|%15.4e|%12.5g|%+.3f", Double.toString(v), v, v, v < 1e10 ? v : 0.0));
        }

        // argument indices and relative indices
        System.out.println(String.format("%2$s, %1$s! %<s again; %3$d%% done", "World", "Hello", 42));
        System.out.println(String.format("%s %<s %<S %s", "a", "b"));

        // a hex dump
        byte[] data = "Hello, Formatter!\n\tTabs & bytes: \u00e9\u20ac".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        StringBuilder dump = new StringBuilder();
        Formatter f = new Formatter(dump);
        for (int off = 0; off < data.length; off += 16) {
            f.format("%04x: ", off);
            StringBuilder ascii = new StringBuilder();
            for (int i = 0; i < 16; i++) {
                if (off + i < data.length) {
                    int b = data[off + i] & 0xff;
                    f.format("%02x ", b);
                    ascii.append(b >= 32 && b < 127 ? (char) b : '.');
                } else {
                    f.format("   ");
                }
            }
            f.format(" |%-16s|%n", ascii);
        }
        System.out.print(f);
        f.close();

        // booleans, nulls, hash codes
        System.out.println(String.format("[%b] [%5B] [%-6b] [%s] [%10s] [%h]", true, false, null, null, null, "hash"));
        // percent and newlines
        System.out.printf("%d%% of %s%n%n", 50, "total");
        System.out.printf("%-6s|%6s|%.1s|%n", "ab", "cd", "ef");
    }
}
