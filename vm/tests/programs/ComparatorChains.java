import java.util.*;
import java.util.function.*;

public class ComparatorChains {
    static class Person {
        final String name;
        final int age;
        final double score;

        Person(String name, int age, double score) {
            this.name = name;
            this.age = age;
            this.score = score;
        }

        String getName() {
            return name;
        }

        int getAge() {
            return age;
        }

        double getScore() {
            return score;
        }

        public String toString() {
            return name + "(" + age + "," + score + ")";
        }
    }

    public static void main(String[] args) {
        List<Person> people = new ArrayList<>(Arrays.asList(
            new Person("Carol", 35, 88.5), new Person("alice", 30, 92.0), new Person("Bob", 30, 75.25),
            new Person("dave", 25, 92.0), new Person("Eve", 35, 60.0), new Person("Bob", 22, 99.0)));
        people.sort(Comparator.comparing(Person::getName));
        System.out.println("by name: " + people);
        people.sort(Comparator.comparing(Person::getName, String.CASE_INSENSITIVE_ORDER));
        System.out.println("by name ci: " + people);
        people.sort(Comparator.comparingInt(Person::getAge).thenComparing(Person::getName));
        System.out.println("by age then name: " + people);
        people.sort(Comparator.comparingInt(Person::getAge).reversed().thenComparing(Comparator.comparingDouble(Person::getScore).reversed()));
        System.out.println("by age desc then score desc: " + people);
        people.sort(Comparator.comparingDouble(Person::getScore).thenComparingInt(Person::getAge));
        System.out.println("by score then age: " + people);
        people.sort(Comparator.comparing(Person::getName).thenComparing(Person::getAge, Comparator.reverseOrder()));
        System.out.println("by name then age desc: " + people);
        Comparator<Person> byLen = (a, b) -> Integer.compare(a.name.length(), b.name.length());
        people.sort(byLen.thenComparing(p -> p.name.toLowerCase()));
        System.out.println("by name length then lowercase: " + people);
        List<String> withNulls = new ArrayList<>(Arrays.asList("b", null, "a", null, "c"));
        withNulls.sort(Comparator.nullsFirst(Comparator.naturalOrder()));
        System.out.println("nullsFirst: " + withNulls);
        withNulls.sort(Comparator.nullsLast(Comparator.<String>reverseOrder()));
        System.out.println("nullsLast reverse: " + withNulls);
        List<Integer> ints = new ArrayList<>(Arrays.asList(5, -3, 2, -8, 0, 7));
        ints.sort(Comparator.comparing(Math::abs));
        System.out.println("by abs: " + ints);
        ints.sort(Comparator.comparingLong(i -> -(long) i));
        System.out.println("by negation: " + ints);
        Comparator<String> natural = Comparator.naturalOrder();
        System.out.println("compare: " + natural.compare("a", "b") + " " + natural.reversed().compare("a", "b"));
        BinaryOperator<Integer> maxBy = BinaryOperator.maxBy(Comparator.naturalOrder());
        BinaryOperator<Integer> minBy = BinaryOperator.minBy(Comparator.naturalOrder());
        System.out.println("maxBy/minBy: " + maxBy.apply(3, 9) + " " + minBy.apply(3, 9));
        Person oldest = Collections.max(people, Comparator.comparingInt(Person::getAge).thenComparing(Person::getName));
        System.out.println("oldest: " + oldest);
        TreeSet<Person> set = new TreeSet<>(Comparator.comparing(Person::getName).thenComparingInt(Person::getAge));
        set.addAll(people);
        System.out.println("TreeSet with comparator: " + set);
    }
}
