import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.function.*;
import java.util.stream.*;

/** Parallel streams: run on the common pool, and ordered results equal the sequential ones. */
public class StreamsParallel {
    static final Set<String> threads = ConcurrentHashMap.newKeySet();

    static int work(int x) {
        threads.add(Thread.currentThread().getName().replaceAll("[0-9]+$", "N"));
        int h = x;
        for (int i = 0; i < 20; i++) h = h * 31 + i;
        return h;
    }

    public static void main(String[] args) {
        List<Integer> data = IntStream.range(0, 3000).boxed().collect(Collectors.toList());
        List<Integer> seq = data.stream().map(StreamsParallel::work).filter(x -> x % 3 != 0).collect(Collectors.toList());
        List<Integer> par = data.parallelStream().map(StreamsParallel::work).filter(x -> x % 3 != 0).collect(Collectors.toList());
        System.out.println("toList equal " + seq.equals(par) + " " + par.size());
        System.out.println("isParallel " + data.parallelStream().isParallel() + " " + data.stream().parallel().sequential().isParallel());
        System.out.println("sum " + data.parallelStream().mapToInt(Integer::intValue).sum() + " " + IntStream.range(0, 100000).parallel().sum());
        System.out.println("long sum " + LongStream.rangeClosed(1, 50000).parallel().map(x -> x * x).sum());
        System.out.println("reduce " + data.parallelStream().reduce(0, Integer::sum) + " " + data.parallelStream().reduce(Integer::max).get());
        System.out.println("reduce3 " + data.parallelStream().reduce(0L, (acc, x) -> acc + x, Long::sum));
        System.out.println("count " + data.parallelStream().filter(x -> x % 7 == 0).count() + " " + data.parallelStream().count());
        List<Integer> shuffled = new ArrayList<>(data);
        Collections.shuffle(shuffled, new Random(5));
        System.out.println("sorted " + shuffled.parallelStream().sorted().collect(Collectors.toList()).equals(data));
        System.out.println("sorted cmp " + shuffled.parallelStream().sorted(Comparator.reverseOrder()).limit(5).collect(Collectors.toList()));
        System.out.println("distinct " + shuffled.parallelStream().map(x -> x % 100).distinct().collect(Collectors.toList())
                .equals(shuffled.stream().map(x -> x % 100).distinct().collect(Collectors.toList())));
        System.out.println("skip/limit " + data.parallelStream().skip(100).limit(10).collect(Collectors.toList()));
        System.out.println("findFirst " + data.parallelStream().filter(x -> x > 1234 && x % 17 == 0).findFirst().get());
        System.out.println("match " + data.parallelStream().anyMatch(x -> x == 2999) + " " + data.parallelStream().allMatch(x -> x >= 0)
                + " " + data.parallelStream().noneMatch(x -> x > 5000));
        System.out.println("minmax " + shuffled.parallelStream().min(Integer::compare).get() + " " + shuffled.parallelStream().max(Integer::compare).get());
        StringBuilder ordered = new StringBuilder();
        IntStream.range(0, 40).parallel().map(x -> x * 2).forEachOrdered(x -> ordered.append(x).append(' '));
        System.out.println("forEachOrdered " + ordered);
        AtomicLong total = new AtomicLong();
        data.parallelStream().forEach(total::addAndGet);
        System.out.println("forEach total " + total.get());
        System.out.println("toArray " + Arrays.toString(IntStream.range(0, 20).parallel().map(x -> x * x).toArray()));
        System.out.println("joining " + data.parallelStream().limit(15).map(String::valueOf).collect(Collectors.joining(",", "[", "]")));
        Map<Integer, List<Integer>> groups = data.parallelStream().collect(Collectors.groupingBy(x -> x % 5, TreeMap::new, Collectors.toList()));
        boolean groupsOrdered = true;
        for (Map.Entry<Integer, List<Integer>> e : groups.entrySet()) {
            List<Integer> exp = data.stream().filter(x -> x % 5 == e.getKey()).collect(Collectors.toList());
            groupsOrdered &= exp.equals(e.getValue());
        }
        System.out.println("groupingBy ordered " + groupsOrdered + " " + groups.keySet());
        System.out.println("groupingBy counting " + data.parallelStream().collect(Collectors.groupingBy(x -> x % 4, Collectors.counting())));
        ConcurrentMap<Integer, Long> cgroups = data.parallelStream().collect(Collectors.groupingByConcurrent(x -> x % 6, Collectors.counting()));
        System.out.println("groupingByConcurrent " + new TreeMap<>(cgroups));
        ConcurrentMap<Integer, Integer> cmap = data.parallelStream().collect(Collectors.toConcurrentMap(x -> x % 10, x -> 1, Integer::sum));
        System.out.println("toConcurrentMap " + new TreeMap<>(cmap));
        Map<Boolean, Long> parts = data.parallelStream().collect(Collectors.partitioningBy(x -> x % 2 == 0, Collectors.counting()));
        System.out.println("partitioning " + parts);
        System.out.println("toSet " + new TreeSet<>(data.parallelStream().map(x -> x % 13).collect(Collectors.toSet())));
        System.out.println("summary " + data.parallelStream().mapToInt(x -> x).summaryStatistics());
        System.out.println("average " + IntStream.rangeClosed(1, 1000).parallel().average().getAsDouble());
        System.out.println("double sum " + IntStream.rangeClosed(1, 2000).parallel().mapToDouble(i -> i * 0.5).sum());
        System.out.println("flatMap " + IntStream.range(0, 50).parallel().boxed().flatMap(i -> Stream.of(i, -i)).collect(Collectors.toList()).subList(0, 8));
        System.out.println("iterate+limit " + Stream.iterate(1, x -> x + 2).parallel().limit(8).collect(Collectors.toList()));
        System.out.println("iterate findFirst " + Stream.iterate(1, x -> x + 1).parallel().filter(x -> x % 97 == 0).findFirst().get());
        System.out.println("chars " + "parallel streams".chars().parallel().filter(Character::isLetter).mapToObj(c -> String.valueOf((char) c)).collect(Collectors.joining()));
        ArrayList<Integer> collected = data.parallelStream().collect(ArrayList::new, ArrayList::add, ArrayList::addAll);
        System.out.println("collect3 " + collected.equals(data));
        System.out.println("unordered " + data.parallelStream().unordered().map(x -> x * 2).reduce(0, Integer::sum));
        // the pool: cores - 1 workers; every element ran on main or a common-pool worker
        System.out.println("parallelism ok " + (ForkJoinPool.getCommonPoolParallelism() == Math.max(1, Runtime.getRuntime().availableProcessors() - 1)));
        threads.remove("main");
        threads.remove("ForkJoinPool.commonPool-worker-N");
        System.out.println("other threads " + threads);
    }
}
