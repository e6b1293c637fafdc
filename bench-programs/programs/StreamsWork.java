// bench-args: 400000
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * A stream-heavy workload of the kind tutorials show: primitive pipelines (range, filter, map,
 * sum), boxing into objects, grouping and joining. args[0]: the size of the ranges.
 */
public class StreamsWork {
    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        long sumOfSquares = IntStream.range(0, n).filter(i -> i % 3 != 0).mapToLong(i -> (long) i * i).sum();
        System.out.println("sum of squares not divisible by 3: " + sumOfSquares);
        List<String> words = IntStream.range(0, n / 10).mapToObj(i -> Integer.toString(i * 7919 % 100003, 36))
                .collect(Collectors.toList());
        Map<Integer, Long> byLength = words.stream()
                .collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.counting()));
        System.out.println("words by length: " + byLength);
        String longest = words.stream().sorted((a, b) -> b.length() - a.length() != 0 ? b.length() - a.length() : a.compareTo(b))
                .limit(5).collect(Collectors.joining(","));
        System.out.println("longest: " + longest);
        double avg = Arrays.stream(new int[n / 4]).map(x -> 1).asDoubleStream().average().orElse(0);
        System.out.println("average: " + avg);
        System.out.println("distinct mod 1000: " + IntStream.range(0, n).map(i -> i * 31 % 1000).distinct().count());
    }
}
