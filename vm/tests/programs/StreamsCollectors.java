import java.util.*;
import java.util.concurrent.*;
import java.util.function.*;
import java.util.stream.*;

/** Every Collectors factory; HashMap-based results print in HashMap order, which must be HotSpot's. */
public class StreamsCollectors {
    static final class City {
        final String name;
        final String country;
        final int population; // thousands
        final double area;

        City(String name, String country, int population, double area) {
            this.name = name;
            this.country = country;
            this.population = population;
            this.area = area;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    static final List<City> CITIES = Arrays.asList(
            new City("Lyon", "FR", 513, 47.87), new City("Paris", "FR", 2161, 105.4),
            new City("Nice", "FR", 342, 71.92), new City("Bonn", "DE", 327, 141.06),
            new City("Berlin", "DE", 3645, 891.7), new City("Munich", "DE", 1472, 310.43),
            new City("Turin", "IT", 870, 130.17), new City("Rome", "IT", 2873, 1285.0),
            new City("Porto", "PT", 237, 41.42), new City("Lisbon", "PT", 505, 100.05),
            new City("Faro", "PT", 64, 202.57), new City("Graz", "AT", 291, 127.58));

    static void p(Object o) {
        System.out.println(o);
    }

    public static void main(String[] args) {
        List<String> words = Arrays.asList("the", "quick", "brown", "fox", "jumps", "over", "the", "lazy", "dog",
                "then", "the", "fox", "sleeps", "quietly", "under", "a", "brown", "tree");
        System.out.println(words.stream().collect(Collectors.toSet()));
        TreeSet<String> sortedWords = words.stream().collect(Collectors.toCollection(TreeSet::new));
        System.out.println(sortedWords);
        System.out.println(words.stream().collect(Collectors.toCollection(LinkedList::new)).getClass().getSimpleName());
        System.out.println(words.stream().collect(Collectors.joining()));
        System.out.println(words.stream().collect(Collectors.joining(" ")));
        System.out.println(words.stream().collect(Collectors.joining(", ", "<", ">")));
        System.out.println(Stream.<String>empty().collect(Collectors.joining(", ", "<", ">")));
        System.out.println(words.stream().collect(Collectors.counting()));
        System.out.println(words.stream().collect(Collectors.summingInt(String::length)));
        System.out.println(words.stream().collect(Collectors.summingLong(w -> w.length() * 1000000000L)));
        System.out.println(words.stream().collect(Collectors.summingDouble(w -> w.length() / 7.0)));
        System.out.println(words.stream().collect(Collectors.averagingInt(String::length)));
        System.out.println(words.stream().collect(Collectors.averagingLong(w -> w.length())));
        System.out.println(words.stream().collect(Collectors.averagingDouble(w -> w.length() / 3.0)));
        System.out.println(Stream.<String>empty().collect(Collectors.averagingInt(String::length)));
        System.out.println(words.stream().collect(Collectors.summarizingInt(String::length)));
        System.out.println(words.stream().collect(Collectors.summarizingLong(String::length)));
        System.out.println(words.stream().collect(Collectors.summarizingDouble(w -> w.length() * 1.1)));
        System.out.println(words.stream().collect(Collectors.minBy(Comparator.naturalOrder())));
        System.out.println(words.stream().collect(Collectors.maxBy(Comparator.comparingInt(String::length))));
        System.out.println(words.stream().collect(Collectors.reducing((a, b) -> a.length() >= b.length() ? a : b)));
        System.out.println(words.stream().collect(Collectors.reducing("", (a, b) -> a + b.charAt(0))));
        System.out.println(words.stream().collect(Collectors.reducing(0, String::length, Integer::sum)));
        System.out.println(words.stream().collect(Collectors.mapping(String::length, Collectors.toList())));
        System.out.println(words.stream().collect(Collectors.filtering(w -> w.length() > 4, Collectors.toList())));
        System.out.println(words.stream().collect(Collectors.flatMapping(w -> w.chars().boxed(), Collectors.toSet())).size());
        System.out.println(words.stream().collect(Collectors.collectingAndThen(Collectors.toList(), Collections::unmodifiableList)).size());

        // grouping: HashMap order and TreeMap order
        Map<Integer, List<String>> byLen = words.stream().collect(Collectors.groupingBy(String::length));
        System.out.println(byLen);
        System.out.println(byLen.getClass().getSimpleName());
        Map<Character, Long> byFirst = words.stream().collect(Collectors.groupingBy(w -> w.charAt(0), Collectors.counting()));
        p(byFirst);
        TreeMap<Character, Set<String>> tm = words.stream().collect(Collectors.groupingBy(w -> w.charAt(0), TreeMap::new, Collectors.toCollection(TreeSet::new)));
        System.out.println(tm);
        Map<String, List<City>> byCountry = CITIES.stream().collect(Collectors.groupingBy(c -> c.country));
        System.out.println(byCountry);
        Map<String, Integer> popByCountry = CITIES.stream().collect(Collectors.groupingBy(c -> c.country, Collectors.summingInt(c -> c.population)));
        p(popByCountry);
        p(CITIES.stream().collect(Collectors.groupingBy(c -> c.country, TreeMap::new, Collectors.averagingDouble(c -> c.area))));
        p(CITIES.stream().collect(Collectors.groupingBy(c -> c.country, TreeMap::new,
                Collectors.maxBy(Comparator.comparingInt(c -> c.population)))));
        p(CITIES.stream().collect(Collectors.groupingBy(c -> c.country, TreeMap::new,
                Collectors.mapping(c -> c.name, Collectors.joining("/")))));
        p(CITIES.stream().collect(Collectors.groupingBy(c -> c.population > 1000 ? "big" : "small",
                Collectors.groupingBy(c -> c.country, TreeMap::new, Collectors.counting()))));
        p(CITIES.stream().collect(Collectors.groupingBy(c -> c.country, LinkedHashMap::new,
                Collectors.collectingAndThen(Collectors.toList(), List::size))));
        System.out.println(CITIES.stream().collect(Collectors.groupingBy(c -> c.country,
                Collectors.summarizingDouble(c -> c.area))).get("DE"));
        ConcurrentMap<String, Long> cm = CITIES.stream().collect(Collectors.groupingByConcurrent(c -> c.country, Collectors.counting()));
        System.out.println(new TreeMap<>(cm));
        ConcurrentMap<String, List<City>> cm2 = CITIES.stream().collect(Collectors.groupingByConcurrent(c -> c.country));
        p(new TreeMap<>(cm2));
        p(CITIES.stream().collect(Collectors.groupingByConcurrent(c -> c.country, ConcurrentSkipListMap::new, Collectors.counting())));

        // partitioning
        Map<Boolean, List<Integer>> parts = IntStream.rangeClosed(1, 12).boxed().collect(Collectors.partitioningBy(i -> i % 3 == 0));
        System.out.println(parts + " " + parts.get(true) + " " + parts.get(false) + " " + parts.size() + " " + parts.keySet());
        System.out.println(CITIES.stream().collect(Collectors.partitioningBy(c -> c.area > 150, Collectors.counting())));
        System.out.println(Stream.<Integer>empty().collect(Collectors.partitioningBy(i -> i > 0)));

        // maps
        Map<String, Integer> lengths = words.stream().distinct().collect(Collectors.toMap(Function.identity(), String::length));
        System.out.println(lengths);
        Map<String, Integer> freq = words.stream().collect(Collectors.toMap(w -> w, w -> 1, Integer::sum));
        p(freq);
        TreeMap<String, Integer> freqSorted = words.stream().collect(Collectors.toMap(w -> w, w -> 1, Integer::sum, TreeMap::new));
        System.out.println(freqSorted);
        System.out.println(CITIES.stream().collect(Collectors.toMap(c -> c.name, c -> c.population)));
        System.out.println(new TreeMap<>(CITIES.stream().collect(Collectors.toConcurrentMap(c -> c.name, c -> c.country))));
        System.out.println(new TreeMap<>(words.stream().collect(Collectors.toConcurrentMap(w -> w.length(), w -> w, (a, b) -> a + "+" + b))));
        try {
            words.stream().collect(Collectors.toMap(w -> w.length(), w -> w));
        } catch (IllegalStateException e) {
            System.out.println("ISE " + e.getMessage());
        }
        try {
            CITIES.stream().collect(Collectors.toMap(c -> c.country, c -> c.name));
        } catch (IllegalStateException e) {
            System.out.println("ISE " + e.getMessage());
        }
        try {
            Stream.of("a", "b").collect(Collectors.toMap(w -> w, w -> null));
        } catch (NullPointerException e) {
            System.out.println("NPE from null value");
        }
        try {
            Stream.of("a", "b").collect(Collectors.groupingBy(w -> null));
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
        // a custom collector through Collector.of
        Collector<String, StringBuilder, String> initials = Collector.of(StringBuilder::new,
                (sb, s) -> sb.append(Character.toUpperCase(s.charAt(0))), StringBuilder::append, StringBuilder::toString);
        System.out.println(words.stream().collect(initials));
        System.out.println(initials.characteristics() + " " + Collectors.toSet().characteristics()
                + " " + Collectors.toList().characteristics() + " " + Collectors.groupingByConcurrent(x -> x).characteristics());
        Collector<Integer, int[], int[]> ident = Collector.of(() -> new int[1], (a, i) -> a[0] += i, (a, b) -> { a[0] += b[0]; return a; },
                Collector.Characteristics.UNORDERED);
        System.out.println(Stream.of(1, 2, 3).collect(ident)[0] + " " + ident.characteristics());
        System.out.println(Stream.of(1, 2, 3, 4).collect(Collectors.toUnmodifiableList()));
        // HashMap iteration order with many keys and collisions must be HotSpot's
        Map<Integer, Long> mod = IntStream.range(0, 200).map(i -> i * 37 % 101).boxed()
                .collect(Collectors.groupingBy(i -> i % 23 * 17, Collectors.counting()));
        System.out.println(mod);
        p(words.stream().collect(Collectors.teeing(Collectors.counting(),
                Collectors.joining("", "", ""), (n, all) -> n + " words, " + all.length() + " letters")));
        p(IntStream.range(0, 10).boxed().collect(Collectors.teeing(
                Collectors.minBy(Integer::compare), Collectors.maxBy(Integer::compare), (a, b) -> a.get() + ".." + b.get())));
        Set<String> strs = IntStream.range(0, 40).mapToObj(i -> "k" + (i * 7919 % 1000)).collect(Collectors.toSet());
        System.out.println(strs);
    }
}
