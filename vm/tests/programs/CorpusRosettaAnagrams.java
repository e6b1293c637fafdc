import java.util.*;
import java.util.stream.*;

/**
 * Rosetta Code style "Anagrams" and "Deranged anagrams": group a word list by sorted letters,
 * print the largest groups, then the longest pair of anagrams with no letter in the same place.
 */
public class CorpusRosettaAnagrams {
    static final String WORDS = "listen silent enlist tinsel inlets google elgoog stone tones notes onset "
            + "steno seton earth heart hater rathe angel angle glean galen evil vile live veil levi "
            + "resin rinse risen siren reins serin alert alter later ratel taler arest aster rates "
            + "stare tares tears teras care race acre scare cares races acres crate trace cater react "
            + "recta caret dusty study night thing cheater teacher hectare spare spear pears parse "
            + "reaps rapes apers asper presa danger gander garden ranged marble ramble blamer "
            + "pictured piecrust introduces reductions discounter players parsley replays sparely "
            + "excitation intoxicate conservation conversation punishment";

    static String key(String w) {
        return w.chars().sorted().collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
    }

    static boolean deranged(String a, String b) {
        return IntStream.range(0, a.length()).noneMatch(i -> a.charAt(i) == b.charAt(i));
    }

    public static void main(String[] args) {
        List<String> words = Arrays.stream(WORDS.split("\\s+")).collect(Collectors.toList());
        Map<String, List<String>> groups = words.stream().collect(Collectors.groupingBy(CorpusRosettaAnagrams::key));
        int most = groups.values().stream().mapToInt(List::size).max().orElse(0);
        System.out.println("groups: " + groups.size() + ", largest size: " + most);
        groups.values().stream()
                .filter(g -> g.size() == most)
                .map(g -> g.stream().sorted().collect(Collectors.joining(" ")))
                .sorted()
                .forEach(System.out::println);

        // every group with at least 4 words, in HashMap order (must be HotSpot's)
        groups.forEach((k, g) -> {
            if (g.size() >= 4) System.out.println(k + " -> " + g);
        });

        // deranged anagrams: the longest pair
        Optional<String[]> best = groups.values().stream()
                .filter(g -> g.size() > 1)
                .flatMap(g -> g.stream().flatMap(a -> g.stream().filter(b -> a.compareTo(b) < 0 && deranged(a, b))
                        .map(b -> new String[] {a, b})))
                .max(Comparator.comparingInt((String[] p) -> p[0].length()).thenComparing(p -> p[0], Comparator.reverseOrder()));
        System.out.println("longest deranged: " + best.map(p -> p[0] + " " + p[1]).orElse("none"));

        long derangedPairs = groups.values().stream()
                .mapToLong(g -> g.stream().mapToLong(a -> g.stream().filter(b -> a.compareTo(b) < 0 && deranged(a, b)).count()).sum())
                .sum();
        System.out.println("deranged pairs: " + derangedPairs);

        Map<Integer, Long> sizeHistogram = groups.values().stream()
                .collect(Collectors.groupingBy(List::size, TreeMap::new, Collectors.counting()));
        System.out.println("group sizes: " + sizeHistogram);
        Map<Boolean, List<String>> palins = words.stream().collect(Collectors.partitioningBy(
                w -> new StringBuilder(w).reverse().toString().equals(w) || groups.get(key(w)).contains(new StringBuilder(w).reverse().toString())));
        System.out.println("reversal anagrams: " + palins.get(true));
        String letters = words.stream().flatMapToInt(String::chars).distinct().sorted()
                .mapToObj(c -> String.valueOf((char) c)).collect(Collectors.joining());
        System.out.println("letters used: " + letters);
        System.out.println("parallel agrees: " + words.parallelStream().collect(Collectors.groupingBy(CorpusRosettaAnagrams::key)).equals(groups));
    }
}
