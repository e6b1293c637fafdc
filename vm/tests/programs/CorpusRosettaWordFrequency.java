import java.util.*;
import java.util.function.Function;
import java.util.stream.*;

/**
 * Rosetta Code style "Word frequency": the most common words of a text, written the way a
 * typical Java 8 solution is (groupingBy + counting, sorted entry streams).
 */
public class CorpusRosettaWordFrequency {
    static final String TEXT = String.join("\n",
            "The river ran past the old mill, and the mill wheel turned as the river ran.",
            "Nobody in the village remembered when the wheel had last stopped; the miller's",
            "daughter said it had never stopped, and the miller said nothing at all.",
            "In spring the river rose and the wheel turned faster; in autumn the leaves",
            "gathered in the race and the wheel turned slower, but it turned.",
            "Travellers asked the way to the city, and the villagers pointed down the river,",
            "because the river, like the wheel, always went the same way and never asked why.",
            "One winter the river froze. The wheel stopped. The village held its breath,",
            "and the miller's daughter walked out onto the ice and listened to the water",
            "still moving underneath, patient, turning nothing, waiting for the spring.");

    public static void main(String[] args) {
        List<String> words = Arrays.stream(TEXT.toLowerCase().split("[^a-z']+"))
                .filter(w -> !w.isEmpty())
                .collect(Collectors.toList());
        System.out.println("words: " + words.size() + ", distinct: " + words.stream().distinct().count());

        Map<String, Long> freq = words.stream()
                .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
        System.out.println("top 10:");
        freq.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(10)
                .forEach(e -> System.out.printf("%-10s %3d%n", e.getKey(), e.getValue()));

        // the raw HashMap, as a naive program prints it
        Map<String, Long> frequent = freq.entrySet().stream().filter(e -> e.getValue() > 2)
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
        System.out.println(frequent);

        // words by length, then by first letter
        Map<Integer, List<String>> byLength = words.stream().distinct()
                .collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.toList()));
        byLength.forEach((len, ws) -> System.out.println(len + ": " + ws.stream().sorted().collect(Collectors.joining(" "))));
        Map<Character, Long> initials = words.stream()
                .collect(Collectors.groupingBy(w -> w.charAt(0), Collectors.counting()));
        System.out.println(initials);

        // letter histogram with chars()
        Map<Character, Long> letters = TEXT.toLowerCase().chars().filter(Character::isLetter)
                .mapToObj(c -> (char) c)
                .collect(Collectors.groupingBy(c -> c, TreeMap::new, Collectors.counting()));
        long maxCount = Collections.max(letters.values());
        letters.forEach((c, n) -> System.out.println(c + " " + String.join("", Collections.nCopies((int) (n * 40 / maxCount), "#")) + " " + n));

        // sentences and their average word length
        List<String> sentences = Arrays.stream(TEXT.replace('\n', ' ').split("[.;]"))
                .map(String::trim).filter(s -> !s.isEmpty()).collect(Collectors.toList());
        sentences.stream()
                .map(s -> String.format("%5.2f %s", Arrays.stream(s.split("\\W+")).mapToInt(String::length).average().orElse(0),
                        s.length() > 40 ? s.substring(0, 40) + "..." : s))
                .forEach(System.out::println);
        IntSummaryStatistics stats = words.stream().mapToInt(String::length).summaryStatistics();
        System.out.println(stats);
        Optional<String> longest = words.stream().max(Comparator.comparingInt(String::length).thenComparing(Comparator.reverseOrder()));
        System.out.println("longest: " + longest.orElse("?"));
        System.out.println("hapax legomena: " + freq.entrySet().stream().filter(e -> e.getValue() == 1).map(Map.Entry::getKey)
                .sorted().collect(Collectors.joining(", ")));
    }
}
