// bench-stdin: java vm/tests/programs/CorpusFasta.java 250000
// stdin: >ONE Homo sapiens alu\nGGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGGGAGGCCGAGGCGGGCGGA\nTCACCTGAGGTCAGGAGTTCGAGACCAGCCTGGCCAACATGGTGAAACCCCGTCTCTACT\n>TWO IUB ambiguity codes\ncttBtatcatatgctaKggNcataaaSatgtaaaDcDRtBggDtctttataattcBgtcg\ntactDtDagcctatttSVHtHttKtgtHMaSattgWaHKHttttagacatWatgtRgaaa\nNtactMcSMtYtcMgRtacttctWBacgaaatatagScDtttgaagacacatagtVgYgt\n>THREE Homo sapiens frequency\ncatgttgtttcttcggacctttcataacctttcctggcacatggttagctgcacatcaca\nggattgtaagggtctagtggttcagtgagcggaatatcattcgtcggtggtgttaatcta\ntctcggtgtagcttataaatgcatccgtaagaatattatgtttatttgtcggtacgttca\ntggtagtggtgtcgccgatttagacgtaaaggcatgtatggatcttgatctatgcaaagg\ntaggtccatctatatacgttgcacagcggatacaaataagataagaatttactaacattt\n
import java.io.IOException;
import java.io.InputStream;

// Benchmarks Game reverse-complement: read all of stdin with System.in.read(byte[]) in big
// chunks, then write each FASTA sequence reverse-complemented, 60 bases a line.
public class CorpusRevComp {
    static final byte[] MAP = new byte[128];

    static {
        for (int i = 0; i < MAP.length; i++) {
            MAP[i] = (byte) i;
        }
        String from = "ACBDGHKMNSRUTWVYacbdghkmnsrutwvy";
        String to = "TGVHCDMKNSYAAWBRTGVHCDMKNSYAAWBR";
        for (int i = 0; i < from.length(); i++) {
            MAP[from.charAt(i)] = (byte) to.charAt(i);
        }
    }

    static byte[] data = new byte[1 << 16];
    static int size;

    static void readAll(InputStream in) throws IOException {
        while (true) {
            if (size == data.length) {
                byte[] bigger = new byte[data.length * 2];
                System.arraycopy(data, 0, bigger, 0, size);
                data = bigger;
            }
            int n = in.read(data, size, data.length - size);
            if (n < 0) {
                return;
            }
            size += n;
        }
    }

    public static void main(String[] args) throws IOException {
        readAll(System.in);
        byte[] out = new byte[size + size / 60 + 64];
        int o = 0;
        int i = 0;
        while (i < size) {
            // header line
            int nl = i;
            while (nl < size && data[nl] != '\n') {
                nl++;
            }
            System.arraycopy(data, i, out, o, nl - i + (nl < size ? 1 : 0));
            o += nl - i + (nl < size ? 1 : 0);
            int start = nl + 1;
            int end = start;
            while (end < size && data[end] != '>') {
                end++;
            }
            // collect the bases without newlines, reversed and complemented
            int col = 0;
            for (int k = end - 1; k >= start; k--) {
                byte b = data[k];
                if (b == '\n') {
                    continue;
                }
                out[o++] = MAP[b];
                if (++col == 60) {
                    out[o++] = '\n';
                    col = 0;
                }
            }
            if (col > 0) {
                out[o++] = '\n';
            }
            i = end;
        }
        System.out.write(out, 0, o);
        System.out.flush();
        System.err.println("bytes in " + size);
    }
}
