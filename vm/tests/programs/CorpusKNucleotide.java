// bench-stdin: java vm/tests/programs/CorpusFasta.java 25000
// stdin: >ONE Homo sapiens alu\nGGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGGGAGGCCGAGGCGGGCGGA\nTCACCTGAGGTCAGGAGTTCGAGACCAGCCTGGCCAACATGGTGAAACCCCGTCTCTACT\n>TWO IUB ambiguity codes\ncttBtatcatatgctaKggNcataaaSatgtaaaDcDRtBggDtctttataattcBgtcg\ntactDtDagcctatttSVHtHttKtgtHMaSattgWaHKHttttagacatWatgtRgaaa\nNtactMcSMtYtcMgRtacttctWBacgaaatatagScDtttgaagacacatagtVgYgt\n>THREE Homo sapiens frequency\ncatgttgtttcttcggacctttcataacctttcctggcacatggttagctgcacatcaca\nggattgtaagggtctagtggttcagtgagcggaatatcattcgtcggtggtgttaatcta\ntctcggtgtagcttataaatgcatccgtaagaatattatgtttatttgtcggtacgttca\ntggtagtggtgtcgccgatttagacgtaaaggcatgtatggatcttgatctatgcaaagg\ntaggtccatctatatacgttgcacagcggatacaaataagataagaatttactaacattt\n
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

// Benchmarks Game k-nucleotide: read the THREE sequence of a FASTA file from stdin, count
// all k-mers for several k in parallel tasks that merge into ConcurrentHashMaps, print the
// 1- and 2-mer frequencies and the counts of some longer fragments.
public class CorpusKNucleotide {
    static final String[] FRAGMENTS = { "GGT", "GGTA", "GGTATT", "GGTATTTTAATT", "GGTATTTTAATTTATAGT" };

    static Map<String, Integer> count(String seq, int k, ExecutorService pool, int parts) throws Exception {
        ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();
        List<Future<?>> fs = new ArrayList<>();
        int last = seq.length() - k + 1;
        for (int p = 0; p < parts; p++) {
            final int from = (int) ((long) last * p / parts);
            final int to = (int) ((long) last * (p + 1) / parts);
            fs.add(pool.submit(() -> {
                java.util.HashMap<String, Integer> local = new java.util.HashMap<>();
                for (int i = from; i < to; i++) {
                    local.merge(seq.substring(i, i + k), 1, Integer::sum);
                }
                for (Map.Entry<String, Integer> e : local.entrySet()) {
                    counts.merge(e.getKey(), e.getValue(), Integer::sum);
                }
            }));
        }
        for (Future<?> f : fs) {
            f.get();
        }
        return counts;
    }

    static void printFrequencies(Map<String, Integer> counts, int total) {
        List<Map.Entry<String, Integer>> list = new ArrayList<>(counts.entrySet());
        list.sort((a, b) -> {
            int c = b.getValue().compareTo(a.getValue());
            return c != 0 ? c : a.getKey().compareTo(b.getKey());
        });
        for (Map.Entry<String, Integer> e : list) {
            System.out.printf("%s %.3f%n", e.getKey(), 100.0 * e.getValue() / total);
        }
        System.out.println();
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        while ((line = in.readLine()) != null && !line.startsWith(">THREE")) {
            // skip to the third sequence
        }
        StringBuilder sb = new StringBuilder();
        while ((line = in.readLine()) != null && !line.startsWith(">")) {
            sb.append(line);
        }
        String seq = sb.toString().toUpperCase();
        ExecutorService pool = Executors.newFixedThreadPool(3);
        printFrequencies(count(seq, 1, pool, 3), seq.length());
        printFrequencies(count(seq, 2, pool, 3), seq.length() - 1);
        for (String frag : FRAGMENTS) {
            Integer c = count(seq, frag.length(), pool, 4).get(frag);
            System.out.println((c == null ? 0 : c) + "\t" + frag);
        }
        pool.shutdown();
    }
}
