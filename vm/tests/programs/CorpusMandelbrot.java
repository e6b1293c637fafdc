// bench-args: 600
// args: 200
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.concurrent.atomic.AtomicInteger;

// Benchmarks Game mandelbrot: rows handed out through an AtomicInteger to worker threads,
// the bitmap written to stdout as a binary PBM (P4) image.
public class CorpusMandelbrot {
    static byte[][] rows;
    static final AtomicInteger nextRow = new AtomicInteger();

    static void computeRow(int y, int n, double[] crb) {
        byte[] row = rows[y];
        double ci = 2.0 * y / n - 1.0;
        int bits = 0;
        int bitNum = 0;
        int xByte = 0;
        for (int x = 0; x < n; x++) {
            double zr = 0;
            double zi = 0;
            double cr = crb[x];
            int i = 50;
            boolean escaped = false;
            do {
                double tr = zr * zr - zi * zi + cr;
                zi = 2.0 * zr * zi + ci;
                zr = tr;
                if (zr * zr + zi * zi > 4.0) {
                    escaped = true;
                    break;
                }
            } while (--i > 0);
            bits = (bits << 1) | (escaped ? 0 : 1);
            bitNum++;
            if (bitNum == 8) {
                row[xByte++] = (byte) bits;
                bits = 0;
                bitNum = 0;
            }
        }
        if (bitNum != 0) {
            row[xByte] = (byte) (bits << (8 - bitNum));
        }
    }

    public static void main(String[] args) throws Exception {
        final int n = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        rows = new byte[n][(n + 7) / 8];
        final double[] crb = new double[n];
        for (int x = 0; x < n; x++) {
            crb[x] = 2.0 * x / n - 1.5;
        }
        Thread[] pool = new Thread[3];
        for (int t = 0; t < pool.length; t++) {
            pool[t] = new Thread(() -> {
                int y;
                while ((y = nextRow.getAndIncrement()) < n) {
                    computeRow(y, n, crb);
                }
            });
            pool[t].start();
        }
        for (Thread t : pool) {
            t.join();
        }
        OutputStream out = new BufferedOutputStream(System.out);
        out.write(("P4\n" + n + " " + n + "\n").getBytes());
        for (byte[] row : rows) {
            out.write(row);
        }
        out.flush();
    }
}
