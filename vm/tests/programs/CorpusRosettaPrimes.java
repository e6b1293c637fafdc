import java.util.*;
import java.util.stream.*;

/**
 * Rosetta Code style number tasks solved with IntStream/LongStream: sieve of Eratosthenes,
 * twin primes, Goldbach partitions, perfect and amicable numbers, Collatz, Pascal's triangle.
 */
public class CorpusRosettaPrimes {
    static boolean isPrime(int n) {
        return n > 1 && IntStream.rangeClosed(2, (int) Math.sqrt(n)).noneMatch(d -> n % d == 0);
    }

    static int[] sieve(int limit) {
        BitSet composite = new BitSet(limit + 1);
        IntStream.rangeClosed(2, (int) Math.sqrt(limit))
                .filter(i -> !composite.get(i))
                .forEach(i -> IntStream.iterate(i * i, j -> j <= limit, j -> j + i).forEach(composite::set));
        return IntStream.rangeClosed(2, limit).filter(i -> !composite.get(i)).toArray();
    }

    static int sumOfProperDivisors(int n) {
        if (n < 2) return 0;
        // divisors come in pairs (d, n / d) with d <= sqrt(n)
        return 1 + IntStream.rangeClosed(2, (int) Math.sqrt(n)).filter(d -> n % d == 0)
                .map(d -> d == n / d ? d : d + n / d).sum();
    }

    public static void main(String[] args) {
        int[] primes = sieve(5000);
        System.out.println("primes below 5000: " + primes.length);
        System.out.println("first 25: " + Arrays.stream(primes).limit(25).mapToObj(Integer::toString).collect(Collectors.joining(" ")));
        System.out.println("trial division agrees: " + Arrays.equals(primes, IntStream.rangeClosed(0, 5000).filter(CorpusRosettaPrimes::isPrime).toArray()));
        System.out.println("sum: " + Arrays.stream(primes).asLongStream().sum() + ", mean gap: "
                + IntStream.range(1, primes.length).map(i -> primes[i] - primes[i - 1]).average().getAsDouble());
        Set<Integer> primeSet = Arrays.stream(primes).boxed().collect(Collectors.toCollection(HashSet::new));
        List<String> twins = Arrays.stream(primes).filter(p -> primeSet.contains(p + 2)).limit(12)
                .mapToObj(p -> "(" + p + "," + (p + 2) + ")").collect(Collectors.toList());
        System.out.println("twin primes: " + twins);
        Map<Integer, Long> gaps = IntStream.range(1, primes.length).map(i -> primes[i] - primes[i - 1]).boxed()
                .collect(Collectors.groupingBy(g -> g, Collectors.counting()));
        System.out.println("gap histogram: " + gaps);
        for (int even = 100; even <= 120; even += 4) {
            final int n = even;
            List<String> parts = Arrays.stream(primes).filter(p -> p <= n / 2 && primeSet.contains(n - p))
                    .mapToObj(p -> p + "+" + (n - p)).collect(Collectors.toList());
            System.out.println("goldbach " + n + ": " + parts.size() + " " + parts);
        }
        System.out.println("perfect: " + IntStream.rangeClosed(2, 10000).filter(n -> n % 2 == 0 && sumOfProperDivisors(n) == n)
                .boxed().collect(Collectors.toList()));
        System.out.println("amicable: " + IntStream.rangeClosed(2, 3000).boxed().flatMap(a -> {
            int b = sumOfProperDivisors(a);
            return a < b && b <= 3000 && sumOfProperDivisors(b) == a ? Stream.of(a + "&" + b) : Stream.empty();
        }).collect(Collectors.toList()));
        // Collatz: the longest sequence below 10000
        long[] best = LongStream.range(1, 10000).mapToObj(start -> new long[] {start,
                LongStream.iterate(start, x -> x != 1, x -> x % 2 == 0 ? x / 2 : 3 * x + 1).count() + 1})
                .max(Comparator.comparingLong(a -> a[1])).get();
        System.out.println("collatz longest below 10000: " + best[0] + " (" + best[1] + " terms)");
        System.out.println("collatz 27: " + LongStream.iterate(27, x -> x != 1, x -> x % 2 == 0 ? x / 2 : 3 * x + 1).max().getAsLong());
        // Pascal's triangle rows
        Stream.iterate(new long[] {1}, row -> {
            long[] next = new long[row.length + 1];
            next[0] = 1;
            next[row.length] = 1;
            IntStream.range(1, row.length).forEach(i -> next[i] = row[i - 1] + row[i]);
            return next;
        }).limit(10).map(row -> Arrays.stream(row).mapToObj(Long::toString).collect(Collectors.joining(" ")))
                .forEach(System.out::println);
        // factorials and digit sums with reduce
        System.out.println("20! = " + LongStream.rangeClosed(1, 20).reduce(1, (a, b) -> a * b));
        System.out.println("digit sum of 2^62: " + Long.toString(1L << 62).chars().map(c -> c - '0').sum());
        System.out.println("parallel prime count below 20000: " + IntStream.range(0, 20000).parallel().filter(CorpusRosettaPrimes::isPrime).count());
        System.out.println("pythagorean triples (c <= 30): " + IntStream.rangeClosed(1, 30).boxed()
                .flatMap(a -> IntStream.rangeClosed(a, 30).boxed().flatMap(b -> IntStream.rangeClosed(b, 30)
                        .filter(c -> a * a + b * b == c * c).mapToObj(c -> a + "-" + b + "-" + c)))
                .collect(Collectors.joining(" ")));
    }
}
