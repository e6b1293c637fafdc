// bench-args: 250000
// args: 2500
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;

// Benchmarks Game fasta: repeat a sequence and generate random DNA from cumulative
// probability tables with the benchmark's linear congruential generator, 60 bases a line.
public class CorpusFasta {
    static final int LINE_LENGTH = 60;
    static final int IM = 139968;
    static final int IA = 3877;
    static final int IC = 29573;
    static int last = 42;

    static final String ALU = "GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGG"
            + "GAGGCCGAGGCGGGCGGATCACCTGAGGTCAGGAGTTCGAGA"
            + "CCAGCCTGGCCAACATGGTGAAACCCCGTCTCTACTAAAAAT"
            + "ACAAAAATTAGCCGGGCGTGGTGGCGCGCGCCTGTAATCCCA"
            + "GCTACTCGGGAGGCTGAGGCAGGAGAATCGCTTGAACCCGGG"
            + "AGGCGGAGGTTGCAGTGAGCCGAGATCGCGCCACTGCACTCC"
            + "AGCCTGGGCGACAGAGCGAGACTCCGTCTCAAAAA";

    static final byte[] IUB_CHARS = "acgtBDHKMNRSVWY".getBytes();
    static final double[] IUB_PROBS = { 0.27, 0.12, 0.12, 0.27, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02,
        0.02, 0.02, 0.02 };
    static final byte[] HOMO_CHARS = "acgt".getBytes();
    static final double[] HOMO_PROBS = { 0.3029549426680, 0.1979883004921, 0.1975473066391, 0.3015094502008 };

    static double random(double max) {
        last = (last * IA + IC) % IM;
        return max * last / IM;
    }

    static void cumulative(double[] p) {
        double acc = 0;
        for (int i = 0; i < p.length; i++) {
            acc += p[i];
            p[i] = acc;
        }
    }

    static void repeat(OutputStream out, String header, String seq, int n) throws IOException {
        out.write(header.getBytes());
        byte[] s = (seq + seq).getBytes();
        int len = seq.length();
        int pos = 0;
        while (n > 0) {
            int line = Math.min(LINE_LENGTH, n);
            out.write(s, pos, line);
            out.write('\n');
            pos = (pos + line) % len;
            n -= line;
        }
    }

    static void random(OutputStream out, String header, byte[] chars, double[] probs, int n) throws IOException {
        out.write(header.getBytes());
        byte[] line = new byte[LINE_LENGTH + 1];
        while (n > 0) {
            int len = Math.min(LINE_LENGTH, n);
            for (int i = 0; i < len; i++) {
                double r = random(1.0);
                int k = 0;
                while (probs[k] < r) {
                    k++;
                }
                line[i] = chars[k];
            }
            line[len] = '\n';
            out.write(line, 0, len + 1);
            n -= len;
        }
    }

    public static void main(String[] args) throws IOException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        cumulative(IUB_PROBS);
        cumulative(HOMO_PROBS);
        OutputStream out = new BufferedOutputStream(System.out, 1 << 16);
        repeat(out, ">ONE Homo sapiens alu\n", ALU, n * 2);
        random(out, ">TWO IUB ambiguity codes\n", IUB_CHARS, IUB_PROBS, n * 3);
        random(out, ">THREE Homo sapiens frequency\n", HOMO_CHARS, HOMO_PROBS, n * 5);
        out.flush();
    }
}
