// javac-flags: -g
// compare-stderr
// Helpful NullPointerException messages where the interpreter fuses instruction sequences
// (field chains, array loops, compound assignments to fields): the message must name the
// instruction of the group that met the null.
public class HelpfulNpeFused {
    static class Cell { int v; long l; Cell next; int[] arr; }
    int count;
    long total;
    Cell cell;

    static int chain(Cell[] cells) {
        int sum = 0;
        for (int i = 0; i < cells.length; i++) {
            Cell c = cells[i];
            sum += c.next.v;          // aload; getfield; getfield
        }
        return sum;
    }
    static int single(Cell[] cells) {
        int sum = 0;
        for (int i = 0; i < cells.length; i++) {
            Cell c = cells[i];
            int v = c.v;              // aload; getfield; istore
            sum += v;
        }
        return sum;
    }
    static int arrays(int[][] rows) {
        int sum = 0;
        for (int r = 0; r < rows.length; r++) {
            int[] row = rows[r];
            for (int i = 0; i < row.length; i++) {   // loop on the array's length
                sum += row[i];                          // aload; iload; iaload
            }
        }
        return sum;
    }
    static void stores(int[][] rows, int v) {
        for (int r = 0; r < rows.length; r++) {
            int[] row = rows[r];
            int i = 0;
            row[i] = v;                                // aload; iload; iload; iastore
        }
    }
    static int lengths(int[][] rows) {
        int sum = 0;
        for (int r = 0; r < rows.length; r++) {
            int[] row = rows[r];
            sum += row.length;                         // aload; arraylength
        }
        return sum;
    }
    void bump(HelpfulNpeFused[] others) {
        for (int i = 0; i < others.length; i++) {
            HelpfulNpeFused o = others[i];
            o.count += 2;                              // aload; dup; getfield; iconst; iadd; putfield
            o.total++;
        }
    }
    void bumpThis(Cell[] cells) {
        for (int i = 0; i < cells.length; i++) {
            Cell c = cells[i];
            c.v = c.v * 3 + i;                       // op; putfield
        }
    }
    static int plusConst(int[][] rows) {
        int s = 0;
        for (int r = 0; r < rows.length; r++) {
            s += rows[r][1];
        }
        return s;
    }
    static int walk(Cell head) {
        int n = 0;
        for (Cell c = head; ; c = c.next) {
            n += c.v;                                  // eventually c is null
        }
    }
    static int nested(Cell c) {
        int s = 0;
        for (int i = 0; i < 100; i++) {
            s += c.next.next.arr[i % 3];
        }
        return s;
    }

    static void report(String what, Throwable e) {
        System.out.println(what + ": " + e.getMessage());
    }

    public static void main(String[] args) {
        Cell[] cells = new Cell[1000];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = new Cell();
            cells[i].next = new Cell();
            cells[i].next.v = i;
        }
        System.out.println(chain(cells));
        cells[700].next = null;
        try { chain(cells); } catch (NullPointerException e) { report("chain", e); }
        cells[500] = null;
        try { chain(cells); } catch (NullPointerException e) { report("chain head", e); }
        try { single(cells); } catch (NullPointerException e) { report("single", e); }
        int[][] rows = new int[100][];
        for (int i = 0; i < rows.length; i++) rows[i] = new int[] {i, i + 1, i + 2};
        System.out.println(arrays(rows) + " " + lengths(rows) + " " + plusConst(rows));
        rows[60] = null;
        try { arrays(rows); } catch (NullPointerException e) { report("arrays", e); }
        try { stores(rows, 3); } catch (NullPointerException e) { report("stores", e); }
        try { lengths(rows); } catch (NullPointerException e) { report("lengths", e); }
        try { plusConst(rows); } catch (NullPointerException e) { report("plusConst", e); }
        HelpfulNpeFused[] objs = new HelpfulNpeFused[50];
        for (int i = 0; i < objs.length; i++) objs[i] = new HelpfulNpeFused();
        HelpfulNpeFused me = new HelpfulNpeFused();
        me.bump(objs);
        objs[40] = null;
        try { me.bump(objs); } catch (NullPointerException e) { report("bump", e); }
        try { me.bumpThis(cells); } catch (NullPointerException e) { report("bumpThis", e); }
        Cell head = new Cell();
        head.next = new Cell();
        head.next.next = new Cell();
        try { walk(head); } catch (NullPointerException e) { report("walk", e); }
        head.next.next.arr = new int[] {1, 2, 3};
        System.out.println(nested(head));
        head.next.next.arr = null;
        try { nested(head); } catch (NullPointerException e) { report("nested arr", e); }
        head.next.next = null;
        try { nested(head); } catch (NullPointerException e) { report("nested next", e); }
        // Uncaught: the VM prints the message in the first line of stderr.
        chain(new Cell[] {new Cell()});
    }
}
